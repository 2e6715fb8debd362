// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextCursor>

// Puts editor's cursor on the first line whose text is lineText, at column (-1: the
// line's end). False when there is no such line.
inline bool placeCursor(QPlainTextEdit *editor, const QString &lineText, int column = 0)
{
    for (QTextBlock block = editor->document()->firstBlock(); block.isValid(); block = block.next()) {
        if (block.text() == lineText) {
            QTextCursor cursor(block);
            cursor.setPosition(block.position() + (column < 0 ? block.length() - 1 : column));
            editor->setTextCursor(cursor);
            return true;
        }
    }
    return false;
}
