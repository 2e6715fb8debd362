#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Yiqiao authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's second command: installs what is missing, builds both
# configurations (Qt 5.15 + KF5 SyntaxHighlighting, and Qt 6) and runs every test
# with ctest. Exits non-zero when anything fails.
#   packaging/check.sh [5|6]     (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."

configs=${1:-"5 6"}
bash packaging/install-deps.sh all

status=0
for qt in $configs; do
    dir=build-qt$qt
    echo "== Qt $qt: configure and build ($dir)"
    cmake -S . -B "$dir" -G Ninja -DQT_MAJOR_VERSION="$qt" -DCMAKE_BUILD_TYPE=RelWithDebInfo
    cmake --build "$dir"
    echo "== Qt $qt: tests"
    # A throw-away home: tests must never depend on, or write into, the user's.
    if ! (cd "$dir" && HOME="$(mktemp -d)" XDG_RUNTIME_DIR="$(mktemp -d)" ctest --output-on-failure); then
        status=1
    fi
done
# Installs the DEB into this system with apt and removes it again: opt-in.
if [ "${YIQIAO_DEB_INSTALL_TEST:-0}" = 1 ]; then
    echo "== Debian package: install with apt, start, remove"
    bash packaging/deb-install-test.sh "build-qt${configs%% *}" || status=1
fi
exit $status
