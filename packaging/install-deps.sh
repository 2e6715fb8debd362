#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Yiqiao needs to build, test and run.
#   install-deps.sh [5|6|all]   (default: all)
# Only packages that are missing are installed; re-running is cheap.
set -euo pipefail

which_qt=${1:-all}

common=(cmake ninja-build pkg-config g++ ccache file dpkg-dev
        libcmark-gfm-dev libcmark-gfm-extensions-dev
        xvfb xauth fonts-wqy-microhei sqlite3
        # the ✅ ❌ ⚠️ of translator's notes, on screen and in screenshots
        fonts-noto-color-emoji
        # yiqiao-cli bench: translate-toolkit's TM matcher, the reference (with its C distance)
        python3-translate python3-levenshtein
        # tst_desktopintegration: the validators of the desktop file, metainfo and MIME type
        appstream desktop-file-utils shared-mime-info libxml2-utils
        # the libFuzzer targets and the AddressSanitizer + UBSan build (check.sh)
        clang libclang-rt-14-dev
        # deb-install-test.sh: the package installed into a clean Debian 12
        debootstrap
        # working as a team (issue 24): the server the tests start and the one
        # packaging/team-local-server.sh starts to try it
        postgresql-15 postgresql-client-15)
qt5=(qtbase5-dev libqt5sql5-sqlite qttools5-dev qttools5-dev-tools
     libkf5syntaxhighlighting-dev qttranslations5-l10n
     libqt5svg5 libqt5svg5-dev libqt5charts5-dev
     # the team server: Qt's PostgreSQL driver; passwords in the desktop keyring
     libqt5sql5-psql qtkeychain-qt5-dev)
qt6=(qt6-base-dev libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools
     qt6-l10n-tools qt6-translations-l10n libgl-dev
     libqt6svg6 qt6-svg-dev qt6-charts-dev
     # Qt6Charts' CMake package asks for Qt6OpenGL
     libqt6opengl6-dev
     libqt6sql6-psql qtkeychain-qt6-dev)

wanted=("${common[@]}")
case "$which_qt" in
  5) wanted+=("${qt5[@]}") ;;
  6) wanted+=("${qt6[@]}") ;;
  all) wanted+=("${qt5[@]}" "${qt6[@]}") ;;
  *) echo "usage: $0 [5|6|all]" >&2; exit 2 ;;
esac

missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
