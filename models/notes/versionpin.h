// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// One version a post pins or implies, as VersionSnapshotCollector finds it: a pinned
// package ("torch==2.4.0", "PyTorch 2.4" in prose), an imported package (no version),
// a CUDA version, an NVIDIA driver version, or a use of a catalogued symbol
// (AutoModelWithLMHead: package and symbol, no version).
struct VersionPin {
    enum Kind { Package, Import, Cuda, Driver, Symbol };

    Kind kind = Package;
    QString package; // lower case, "torch"; "cuda" and "driver" for those kinds
    QString version; // "2.4.0", "12.4", "535.104.05"; empty for imports and symbols
    QString symbol; // Symbol only
    int block = -1; // index of the source block it is in
    QString text; // as written
    bool prose = false; // a package named with a version in prose ("PyTorch 2.4"), not pinned

    bool operator==(const VersionPin &other) const
    {
        return kind == other.kind && package == other.package && version == other.version && symbol == other.symbol && block == other.block;
    }
};
