#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Yiqiao authors
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's second command: installs what is missing, builds three
# configurations (Qt 5.15 + KF5 SyntaxHighlighting, Qt 6, and Qt 5 with clang under
# AddressSanitizer + UndefinedBehaviorSanitizer with the libFuzzer targets) and runs
# every test with ctest. Exits non-zero when anything fails.
#   packaging/check.sh [5|6|asan]     (default: all three)
# Debug information is line tables only (-g1): test binaries link the static
# libraries, and full -g made each build tree about 7 GB (CI ran out of disk). With
# YIQIAO_CHECK_CLEAN=1 (what .ci/run sets) each build tree is deleted once its tests
# (and, for Qt 5, the Debian package's install test) have run.
set -euo pipefail
cd "$(dirname "$0")/.."

configs=${1:-"5 6 asan"}
bash packaging/install-deps.sh all

status=0
for config in $configs; do
    case "$config" in
    5 | 6)
        dir=build-qt$config
        echo "== Qt $config: configure and build ($dir)"
        cmake -S . -B "$dir" -G Ninja -DQT_MAJOR_VERSION="$config" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
        env=()
        ;;
    asan)
        dir=build-asan
        echo "== Qt 5, clang, ASan + UBSan, libFuzzer targets: configure and build ($dir)"
        # -O1, the level the sanitizers' documentation recommends: quicker to compile
        # than -O2, several times quicker to run than -O0 (Debug), stacks stay
        # readable. No NDEBUG: assert() stays on.
        cmake -S . -B "$dir" -G Ninja -DQT_MAJOR_VERSION=5 -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1" \
            -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DYIQIAO_SANITIZE=ON -DYIQIAO_FUZZ=ON
        env=("ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:check_initialization_order=1"
             "ASAN_SYMBOLIZER_PATH=$(command -v llvm-symbolizer-14 || command -v llvm-symbolizer || true)"
             "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1"
             "LSAN_OPTIONS=suppressions=$PWD/packaging/lsan.supp:print_suppressions=0")
        ;;
    *)
        echo "usage: $0 [5|6|asan]" >&2
        exit 2
        ;;
    esac
    cmake --build "$dir"
    echo "== $config: tests"
    # A throw-away home: tests must never depend on, or write into, the user's.
    home=$(mktemp -d) runtime=$(mktemp -d)
    if ! (cd "$dir" && env "${env[@]}" HOME="$home" XDG_RUNTIME_DIR="$runtime" ctest --output-on-failure); then
        status=1
    fi
    rm -rf "$home" "$runtime"
    # The Debian package of the Qt 5 build (what a Debian 12 user runs) installed with
    # apt into a clean Debian 12 made by debootstrap, and started there. Needs root or
    # sudo and Debian's archive; YIQIAO_DEB_INSTALL_TEST=0 skips it.
    if [ "$config" = 5 ] && [ "${YIQIAO_DEB_INSTALL_TEST:-1}" = 1 ]; then
        echo "== Debian package: apt install into a clean Debian 12, start"
        bash packaging/deb-install-test.sh "$dir" || status=1
    fi
    if [ "${YIQIAO_CHECK_CLEAN:-0}" = 1 ]; then
        echo "== $config: removing $dir ($(du -sh "$dir" | cut -f1))"
        rm -rf "$dir"
    fi
done
exit $status
