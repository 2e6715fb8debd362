// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"

#include "markdownhighlighting.h"

#include <QFontDatabase>

DocumentView::DocumentView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(qMax(font.pointSizeF(), 10.0));
    setFont(font);
    MarkdownHighlighting::attach(document(), this);
}

void DocumentView::showMarkdown(const QString &markdown)
{
    setPlainText(markdown);
    moveCursor(QTextCursor::Start);
}
