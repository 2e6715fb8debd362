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
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(qMax(font.pointSizeF(), 10.0));
    setFont(font);
    MarkdownHighlighting::attach(document(), this);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        const int line = currentLine();
        if (line != m_lastLine) {
            m_lastLine = line;
            Q_EMIT currentLineChanged(line);
        }
    });
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
    m_lastLine = -1;
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

int DocumentView::currentLine() const
{
    return textCursor().blockNumber();
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

bool DocumentView::viewportEvent(QEvent *event)
{
    return m_commentBadges.showToolTip(this, event) || TextMarks::showToolTip(m_textMarks, this, event)
        || QPlainTextEdit::viewportEvent(event);
}

void DocumentView::setCommentBadges(const QList<CommentBadge> &badges)
{
    m_reviewBadges = badges;
    const QList<CommentBadge> all = CommentBadges::merged(m_reviewBadges, m_changeBadges);
    if (all != m_commentBadges.badges()) {
        m_commentBadges.set(all);
        viewport()->update();
    }
}

void DocumentView::setSourceChangeBadges(const QList<CommentBadge> &badges)
{
    m_changeBadges = badges;
    setCommentBadges(m_reviewBadges);
}

void DocumentView::paintEvent(QPaintEvent *event)
{
    QPlainTextEdit::paintEvent(event);
    QPainter painter(viewport());
    m_commentBadges.paint(this, &painter, event->rect());
}

void DocumentView::mousePressEvent(QMouseEvent *event)
{
    const int line = m_commentBadges.clickedLine(this, event);
    if (line >= 0) {
        event->accept();
        Q_EMIT commentBadgeClicked(line);
        return;
    }
    QPlainTextEdit::mousePressEvent(event);
}

void DocumentView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    if (!m_contextActions.isEmpty()) {
        menu->addSeparator();
        menu->addActions(m_contextActions);
    }
    menu->exec(event->globalPos());
    delete menu;
}

void DocumentView::updateMarks()
{
    // The aligned highlight comes last so that it wins over the untranslated tint;
    // underlines go over both.
    setExtraSelections(LineScroller::backgrounds(this, m_untranslated, StatusColors::untranslatedBackground(palette()))
        + LineScroller::backgrounds(this, m_highlighted, StatusColors::alignedBackground(palette())) + m_textMarks.selections(palette()));
}
