#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Yiqiao authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian package of a build into THIS system with apt, starts both
# programs from /usr/bin on a project (the GUI under xvfb on X11), checks that the
# desktop database knows the project type, and removes the package again. Invasive:
# packaging/check.sh runs it only with YIQIAO_DEB_INSTALL_TEST=1.
#   packaging/deb-install-test.sh BUILD_DIR
set -euo pipefail
build=$(realpath "${1:?usage: $0 BUILD_DIR}")
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if dpkg-query -W -f='${Status}' yiqiao 2>/dev/null | grep -q 'ok installed'; then
    echo "a yiqiao package is installed already; not touching it" >&2
    exit 2
fi

work=$(mktemp -d)
cleanup() {
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq yiqiao >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

(cd "$build" && cpack -G DEB -B "$work/deb" >/dev/null)
deb=$(ls "$work"/deb/yiqiao_*.deb)
echo "== apt-get install $deb"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb"

export HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data"
mkdir -p "$HOME"
project="$HOME/installed test.yiqiao"
/usr/bin/yiqiao-cli --version
/usr/bin/yiqiao-cli new "$project"
/usr/bin/yiqiao-cli stats "$project" >/dev/null
echo "== yiqiao --exit-when-shown (xvfb, X11)"
shown=$(xvfb-run -a /usr/bin/yiqiao --exit-when-shown "$project")
[ "$shown" = shown ] || { echo "the GUI did not show: $shown" >&2; exit 1; }
grep -q '^application/x-yiqiao-project$' /usr/share/mime/types || { echo "MIME database lacks the project type" >&2; exit 1; }
grep -q 'application/x-yiqiao-project=io.github.yiqiao.Yiqiao.desktop' /usr/share/applications/mimeinfo.cache \
    || { echo "desktop database does not open projects with Yiqiao" >&2; exit 1; }
echo "== installed and started: OK (the package is purged now)"
