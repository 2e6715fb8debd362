// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "notes/reproductionpack.h"

#include <QCoreApplication>

// Writes a reproduction pack's files into a folder, each atomically
// (AtomicFileWriter), run_quick.sh executable. The folder is made when missing. One
// that holds anything but the pack's own files (an earlier pack is overwritten) is
// refused with nothing written: a pack never mixes with or replaces other files.
class PackWriter : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(PackWriter)

public:
    // Whether directory is missing, empty or holds only the pack's own files.
    bool canWriteTo(const QString &directory);
    bool write(const QString &directory, const QList<ReproductionPack::File> &files);
};
