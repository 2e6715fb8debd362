// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"

#include <QList>
#include <QString>

// A stored block, source or target, with the ids of the blocks it is aligned to
// on the other side. origin and status are empty for source blocks.
struct BlockRecord {
    qint64 id = 0;
    BlockKind kind = BlockKind::Paragraph;
    QString text;
    QString trailing;
    QString origin;
    QString status;
    QList<qint64> aligned;
};
