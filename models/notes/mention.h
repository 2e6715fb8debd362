// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Something a source block names that a translator's note may explain: a GPU, a CUDA
// version, a pinned package or (in code) an imported package.
struct Mention {
    enum Kind { Gpu, CudaVersion, PackageVersion, ImportLine };

    Kind kind = Gpu;
    int start = 0; // UTF-16 offsets into the text searched, end exclusive
    int end = 0;
    QString name; // the catalogue's GPU name, "CUDA" or the package
    QString version; // "11.8", "2.1.0+cu121"; empty for GPUs and imports

    bool operator==(const Mention &other) const
    {
        return kind == other.kind && start == other.start && end == other.end && name == other.name && version == other.version;
    }
};
