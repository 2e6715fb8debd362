#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Rewrites the golden files from the current code: translator's notes
# (tests/data/annotations), finished posts (tests/data/export/finished) and the
# match analysis (tests/data/analysis).
#   packaging/update-golden.sh [BUILD_DIR]   (default: build)
# Read `git diff tests/data` before committing what it wrote.
set -euo pipefail
build=${1:-build}
for test in tst_annotationrenderer tst_finishedpost tst_matchanalysis; do
    YIQIAO_UPDATE_GOLDEN=1 QT_QPA_PLATFORM=offscreen "$build/bin/$test" >/dev/null
done
git -C "$(dirname "$0")/.." status --short tests/data
