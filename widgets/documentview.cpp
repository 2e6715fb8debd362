// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"

#include "linescroller.h"
#include "markdownhighlighting.h"
#include "statuscolors.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QFontDatabase>
#include <QMenu>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QTextBlock>

DocumentView::DocumentView(QWidget *parent)
    : MarkdownTextEdit(parent)
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
    m_highlighted.clear();
    m_untranslated.clear();
    m_textMarks.clear();
    m_termMarks.clear();
    m_deletionMarks.clear();
    setExtraSelections({});
    setPlainText(markdown);
    forgetCurrentLine();
    moveCursor(QTextCursor::Start);
}

void DocumentView::setHighlightedLines(const QList<QPair<int, int>> &ranges)
{
    if (ranges != m_highlighted) {
        m_highlighted = ranges;
        updateMarks();
    }
}

void DocumentView::setUntranslatedLines(const QList<QPair<int, int>> &ranges)
{
    if (ranges != m_untranslated) {
        m_untranslated = ranges;
        updateMarks();
    }
}

void DocumentView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        updateMarks();
    }
}

void DocumentView::setTextMarks(const QList<TextMarks::Mark> &marks)
{
    setAllMarks(marks, m_deletionMarks);
}

void DocumentView::setDeletionMarks(const QList<TextMarks::Mark> &marks)
{
    setAllMarks(m_termMarks, marks);
}

void DocumentView::setAllMarks(const QList<TextMarks::Mark> &terms, const QList<TextMarks::Mark> &deletions)
{
    if (terms == m_termMarks && deletions == m_deletionMarks && terms + deletions == m_textMarks.marks()) {
        return; // the same after most autosaves: no relayout of every underline
    }
    m_termMarks = terms;
    m_deletionMarks = deletions;
    m_textMarks.set(document(), terms + deletions);
    updateMarks();
}

void DocumentView::paintEvent(QPaintEvent *event)
{
    QPlainTextEdit::paintEvent(event);
    QPainter painter(viewport());
    paintCommentBadges(&painter, event->rect());
}

void DocumentView::updateMarks()
{
    // The aligned highlight comes last so that it wins over the untranslated tint;
    // underlines go over both.
    setExtraSelections(LineScroller::backgrounds(this, m_untranslated, StatusColors::untranslatedBackground(palette()))
        + LineScroller::backgrounds(this, m_highlighted, StatusColors::alignedBackground(palette())) + m_textMarks.selections(palette()));
}
