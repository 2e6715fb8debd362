// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "linescroller.h"

#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>

int LineScroller::firstVisibleLine(const QPlainTextEdit *edit)
{
    const QTextBlock block = edit->document()->findBlockByLineNumber(edit->verticalScrollBar()->value());
    return block.isValid() ? block.blockNumber() : 0;
}

void LineScroller::scrollToLine(QPlainTextEdit *edit, int line, int offset)
{
    const QTextBlock block = edit->document()->findBlockByNumber(qBound(0, line, edit->document()->blockCount() - 1));
    edit->verticalScrollBar()->setValue(block.firstLineNumber() - offset);
}

int LineScroller::visualOffset(const QPlainTextEdit *edit, int line)
{
    const QTextBlock block = edit->document()->findBlockByNumber(qBound(0, line, edit->document()->blockCount() - 1));
    return block.firstLineNumber() - edit->verticalScrollBar()->value();
}

QList<QTextEdit::ExtraSelection> LineScroller::backgrounds(
    const QPlainTextEdit *edit, const QList<QPair<int, int>> &ranges, const QColor &color)
{
    QTextCharFormat format;
    format.setBackground(color);
    format.setProperty(QTextFormat::FullWidthSelection, true);
    QList<QTextEdit::ExtraSelection> selections;
    QTextDocument *document = edit->document();
    for (const auto &range : ranges) {
        const QTextBlock first = document->findBlockByNumber(range.first);
        const QTextBlock last = document->findBlockByNumber(range.second);
        if (!first.isValid() || !last.isValid() || range.second < range.first) {
            continue;
        }
        // A selection paints the full width of every visual line it covers except
        // the last; a bare cursor at the end paints that last (wrapped) line.
        QTextEdit::ExtraSelection selection;
        selection.format = format;
        selection.cursor = QTextCursor(document);
        selection.cursor.setPosition(last.position() + last.length() - 1);
        selections.append(selection);
        selection.cursor.setPosition(first.position(), QTextCursor::KeepAnchor);
        selections.append(selection);
    }
    return selections;
}
