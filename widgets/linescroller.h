// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPair>
#include <QTextEdit>

class QPlainTextEdit;

// Line-based helpers shared by the source view and the draft editor. A "line" is a
// QTextBlock (a line of the markdown text), as in DraftSession's line numbers.
// QPlainTextEdit's vertical scroll bar counts visual (wrapped) lines, which
// QTextBlock::firstLineNumber() gives.
class LineScroller
{
public:
    static int firstVisibleLine(const QPlainTextEdit *edit);
    // Scrolls so that line is offset visual lines below the top (clamped).
    static void scrollToLine(QPlainTextEdit *edit, int line, int offset = 0);
    // Visual lines between the top of the view and line (negative: above the view).
    static int visualOffset(const QPlainTextEdit *edit, int line);
    // Full-width backgrounds over the inclusive 0-based line ranges.
    static QList<QTextEdit::ExtraSelection> backgrounds(
        const QPlainTextEdit *edit, const QList<QPair<int, int>> &ranges, const QColor &color);
};
