#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Yiqiao authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's first command: installs what is missing, builds the configuration a
# Debian 12 user runs (Qt 5.15 + KF5 SyntaxHighlighting) and starts Yiqiao on the
# bundled demo project. Extra arguments go to yiqiao (e.g. --language zh_CN).
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/install-deps.sh 5
cmake -S . -B build-qt5 -G Ninja -DQT_MAJOR_VERSION=5 -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build-qt5 --target yiqiao yiqiao-cli
exec build-qt5/bin/yiqiao --demo "$@"
