#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Yiqiao authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package on a clean Debian 12: debootstraps a minimal bookworm into a
# temporary folder, installs the build's package there with apt (which must pull in
# every dependency from Debian's archive), starts both programs inside it, checks that
# the installed plugins find their libraries, and deletes the folder. Needs root (or
# sudo), debootstrap and the network to Debian's archive; touches nothing outside the
# temporary folder.
#   packaging/deb-install-test.sh BUILD_DIR [MIRROR]
set -euo pipefail
build=$(realpath "${1:?usage: $0 BUILD_DIR [MIRROR]}")
mirror=${2:-http://deb.debian.org/debian}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

work=$(mktemp -d)
root="$work/root"
cleanup() {
    $sudo umount "$root/proc" 2>/dev/null || true
    # --one-file-system: never into the host's /proc should its unmount have failed
    $sudo rm -rf --one-file-system "$work"
}
trap cleanup EXIT

(cd "$build" && cpack -G DEB -B "$work/deb" >/dev/null)
deb=$(ls "$work"/deb/yiqiao_*.deb)
echo "== debootstrap --variant=minbase bookworm (a clean Debian 12)"
$sudo debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
$sudo cp /etc/resolv.conf "$root/etc/resolv.conf"
$sudo mount -t proc proc "$root/proc"
$sudo cp "$deb" "$root/tmp/"
in_root() { $sudo env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 chroot "$root" "$@"; }

echo "== apt-get install ./$(basename "$deb") (in the clean system)"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" \
    >"$work/apt.log" 2>&1 || { tail -30 "$work/apt.log" >&2; exit 1; }

echo "== start the installed programs"
in_root yiqiao-cli --version
in_root yiqiao-cli new /tmp/clean.yiqiao
in_root yiqiao-cli stats /tmp/clean.yiqiao >/dev/null
in_root install -d -m 700 /tmp/runtime
shown=$(in_root env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp/runtime yiqiao --exit-when-shown /tmp/clean.yiqiao)
[ "$shown" = shown ] || { echo "the GUI did not show: $shown" >&2; exit 1; }

# Plugins are loaded at run time, so apt cannot see them through shlibdeps: every
# plugin the programs use on a desktop (X11, SQLite, SVG icons and images) must find
# its libraries in the clean system.
missing=$(in_root sh -c 'for f in /usr/lib/x86_64-linux-gnu/qt*/plugins/platforms/libqxcb.so \
        /usr/lib/x86_64-linux-gnu/qt*/plugins/sqldrivers/libqsqlite.so \
        /usr/lib/x86_64-linux-gnu/qt*/plugins/iconengines/libqsvgicon.so \
        /usr/lib/x86_64-linux-gnu/qt*/plugins/imageformats/libqsvg.so; do
    [ -e "$f" ] || { echo "$f: not installed"; continue; }
    ldd "$f" | sed -n "s|^\t\(.*\) => not found|$f: \1 not found|p"; done')
[ -z "$missing" ] || { echo "$missing" >&2; exit 1; }
# A desktop has the MIME and desktop databases; their triggers must register the
# project type and open it with Yiqiao.
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    shared-mime-info desktop-file-utils >"$work/apt-desktop.log" 2>&1 || { tail -30 "$work/apt-desktop.log" >&2; exit 1; }
in_root grep -q '^application/x-yiqiao-project$' /usr/share/mime/types \
    || { echo "the MIME database lacks the project type" >&2; exit 1; }
in_root grep -q 'application/x-yiqiao-project=io.github.yiqiao.Yiqiao.desktop' /usr/share/applications/mimeinfo.cache \
    || { echo "the desktop database does not open projects with Yiqiao" >&2; exit 1; }
echo "== installed and started on a clean Debian 12: OK"
