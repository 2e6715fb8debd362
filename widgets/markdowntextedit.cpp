// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdowntextedit.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QTextBlock>

#include <algorithm>

MarkdownTextEdit::MarkdownTextEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        const int line = currentLine();
        if (line != m_lastLine) {
            m_lastLine = line;
            Q_EMIT currentLineChanged(line);
        }
    });
}

int MarkdownTextEdit::currentLine() const
{
    return textCursor().blockNumber();
}

LineSpan MarkdownTextEdit::selectedLines() const
{
    const QTextCursor cursor = textCursor();
    const QTextDocument *doc = document();
    const int first = doc->findBlock(cursor.selectionStart()).blockNumber();
    int last = doc->findBlock(cursor.selectionEnd()).blockNumber();
    if (last > first && doc->findBlock(cursor.selectionEnd()).position() == cursor.selectionEnd()) {
        --last;
    }
    return {first, last};
}

QString MarkdownTextEdit::linesText(const LineSpan &span) const
{
    QStringList lines;
    for (QTextBlock block = document()->findBlockByNumber(span.first); block.isValid() && block.blockNumber() <= span.last;
         block = block.next()) {
        lines.append(block.text());
    }
    return lines.join(QLatin1Char('\n'));
}

void MarkdownTextEdit::removeLines(QList<LineSpan> spans)
{
    std::sort(spans.begin(), spans.end(), [](const LineSpan &a, const LineSpan &b) { return a.first > b.first; });
    QTextDocument *doc = document();
    bool first = true;
    for (const LineSpan &span : std::as_const(spans)) {
        const QTextBlock from = doc->findBlockByNumber(span.first);
        if (span.isEmpty() || !from.isValid()) {
            continue;
        }
        const QTextBlock after = doc->findBlockByNumber(span.last + 1);
        QTextCursor cursor(doc);
        if (after.isValid()) {
            cursor.setPosition(from.position());
            cursor.setPosition(after.position(), QTextCursor::KeepAnchor);
        } else {
            // Through the end: the line break before the span goes, none is left after.
            cursor.setPosition(qMax(0, from.position() - 1));
            cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
        }
        // Separate edit blocks joined into one undo step (BlockIdTracker's contract).
        first ? cursor.beginEditBlock() : cursor.joinPreviousEditBlock();
        first = false;
        cursor.removeSelectedText();
        cursor.endEditBlock();
    }
}

QTextCursor MarkdownTextEdit::replaceLines(const LineSpan &span, const QString &text)
{
    const QTextBlock from = document()->findBlockByNumber(span.first);
    const QTextBlock last = document()->findBlockByNumber(qMax(span.first, span.last));
    QTextCursor cursor(document());
    if (!from.isValid() || !last.isValid()) {
        return cursor;
    }
    cursor.setPosition(from.position());
    cursor.setPosition(last.position() + last.length() - 1, QTextCursor::KeepAnchor);
    cursor.insertText(text);
    return cursor;
}

void MarkdownTextEdit::setCommentBadges(const QList<CommentBadge> &badges)
{
    m_reviewBadges = badges;
    const QList<CommentBadge> all = CommentBadges::merged(m_reviewBadges, m_changeBadges);
    if (all != m_commentBadges.badges()) {
        m_commentBadges.set(all);
        viewport()->update();
    }
}

void MarkdownTextEdit::setSourceChangeBadges(const QList<CommentBadge> &badges)
{
    m_changeBadges = badges;
    setCommentBadges(m_reviewBadges);
}

bool MarkdownTextEdit::viewportEvent(QEvent *event)
{
    return m_commentBadges.showToolTip(this, event) || TextMarks::showToolTip(m_textMarks, this, event)
        || QPlainTextEdit::viewportEvent(event);
}

void MarkdownTextEdit::mousePressEvent(QMouseEvent *event)
{
    const int line = m_commentBadges.clickedLine(this, event);
    if (line >= 0) {
        event->accept();
        Q_EMIT commentBadgeClicked(line);
        return;
    }
    const QTextCursor before = textCursor();
    QPlainTextEdit::mousePressEvent(event);
    selectLineWithoutBreak(before);
}

// Qt's triple click selects a line with its line break. In markdown a paragraph is a
// line: a paste or typing over that selection would join the next line to it (the
// blank line gone, two paragraphs run together). The line alone is selected instead.
void MarkdownTextEdit::selectLineWithoutBreak(const QTextCursor &before)
{
    QTextCursor cursor = textCursor();
    if (!cursor.hasSelection() || (cursor.anchor() == before.anchor() && cursor.position() == before.position())) {
        return;
    }
    const QTextBlock block = document()->findBlock(cursor.selectionStart());
    if (cursor.selectionStart() != block.position() || !block.next().isValid() || cursor.selectionEnd() != block.next().position()) {
        return;
    }
    cursor.setPosition(block.position());
    cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
    setTextCursor(cursor);
}

void MarkdownTextEdit::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    adjustContextMenu(menu);
    if (!m_contextActions.isEmpty()) {
        menu->addSeparator();
        menu->addActions(m_contextActions);
    }
    menu->exec(event->globalPos());
    delete menu;
}

void MarkdownTextEdit::adjustContextMenu(QMenu * /*menu*/) { }

void MarkdownTextEdit::paintCommentBadges(QPainter *painter, const QRect &area) const
{
    m_commentBadges.paint(this, painter, area);
}
