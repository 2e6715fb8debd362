// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/lineids.h"

#include <QString>

class QMimeData;

// The draft's lines on the clipboard and in drags: the text, and the LineIds of the
// copied lines in a format of their own (QDataStream, Qt 5.15), so that a section cut
// and pasted elsewhere keeps its blocks' identity.
class LineIdsMime
{
public:
    static QString type();
    static void write(QMimeData *data, const LineIds &ids);
    // Empty when data has none or they cannot be read.
    static LineIds read(const QMimeData *data);
    // The text to insert: a U+2028 that QTextCursor::insertText() would keep inside a
    // line means a new line.
    static QString text(const QMimeData *data);
};
