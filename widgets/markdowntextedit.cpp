// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdowntextedit.h"

#include "markdownhighlighting.h"

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

void MarkdownTextEdit::replaceLinesAndFollow(const LineSpan &span, const QString &text)
{
    setTextCursor(replaceLines(span, text));
}

void MarkdownTextEdit::replaceRanges(QList<QPair<LineRange, QString>> edits)
{
    // Bottom up: the positions above an edit stay put.
    std::sort(edits.begin(), edits.end(), [](const QPair<LineRange, QString> &a, const QPair<LineRange, QString> &b) {
        return a.first.line != b.first.line ? a.first.line > b.first.line : a.first.column > b.first.column;
    });
    for (int i = 0; i < edits.size(); ++i) {
        const LineRange &range = edits.at(i).first;
        const int start = positionOf(range.line, range.column);
        QTextCursor cursor(document());
        cursor.setPosition(start);
        cursor.setPosition(positionOf(range.line, range.column + qMax(range.length, 0)), QTextCursor::KeepAnchor);
        i == 0 ? cursor.beginEditBlock() : cursor.joinPreviousEditBlock();
        cursor.insertText(edits.at(i).second);
        cursor.endEditBlock();
    }
}

void MarkdownTextEdit::insertAt(int line, const QString &text)
{
    QTextCursor cursor(document());
    if (line >= lineCount()) {
        cursor.movePosition(QTextCursor::End);
    } else {
        cursor.setPosition(document()->findBlockByNumber(line).position());
    }
    cursor.insertText(text);
}

void MarkdownTextEdit::insertAtCursor(const QString &text)
{
    QTextCursor cursor = textCursor();
    cursor.insertText(text);
    setTextCursor(cursor);
}

std::optional<QPair<QChar, QChar>> MarkdownTextEdit::charsBesideSelection() const
{
    const QTextCursor cursor = textCursor();
    const QTextBlock block = cursor.block();
    const QString line = block.text();
    const int at = cursor.selectionStart() - block.position();
    const int end = cursor.selectionEnd() - block.position();
    if (at < 0 || end > line.size()) {
        return std::nullopt;
    }
    return qMakePair(at > 0 ? line.at(at - 1) : QChar(), end < line.size() ? line.at(end) : QChar());
}

int MarkdownTextEdit::lineCount() const
{
    return document()->blockCount();
}

QString MarkdownTextEdit::lineText(int line) const
{
    return document()->findBlockByNumber(line).text();
}

bool MarkdownTextEdit::isEmpty() const
{
    return document()->isEmpty();
}

void MarkdownTextEdit::goToLine(int line)
{
    setTextCursor(QTextCursor(document()->findBlockByNumber(line)));
}

void MarkdownTextEdit::goToLineEnd(int line)
{
    QTextCursor cursor(document()->findBlockByNumber(line));
    cursor.movePosition(QTextCursor::EndOfBlock);
    setTextCursor(cursor);
}

// A column past the document's end stops at its end.
int MarkdownTextEdit::positionOf(int line, int column) const
{
    const QTextBlock block = document()->findBlockByNumber(line);
    const int bom = block.blockNumber() == 0 && block.text().startsWith(QChar(0xFEFF)) ? 1 : 0;
    return qMin(block.position() + bom + qMax(column, 0), document()->characterCount() - 1);
}

void MarkdownTextEdit::selectRange(const LineRange &range)
{
    QTextCursor cursor(document());
    cursor.setPosition(positionOf(range.line, range.column));
    cursor.setPosition(qMin(cursor.position() + qMax(range.length, 0), document()->characterCount() - 1), QTextCursor::KeepAnchor);
    setTextCursor(cursor);
}

void MarkdownTextEdit::selectLines(const LineSpan &span)
{
    const QTextBlock last = document()->findBlockByNumber(span.last);
    QTextCursor cursor(document()->findBlockByNumber(span.first));
    cursor.setPosition(last.position() + last.length() - 1, QTextCursor::KeepAnchor);
    setTextCursor(cursor);
}

bool MarkdownTextEdit::hasSelection() const
{
    return textCursor().hasSelection();
}

QString MarkdownTextEdit::selectedText() const
{
    return textCursor().selectedText().replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
}

QString MarkdownTextEdit::wordAtCursor() const
{
    QTextCursor cursor = textCursor();
    cursor.select(QTextCursor::WordUnderCursor);
    return cursor.selectedText();
}

std::optional<QPair<int, int>> MarkdownTextEdit::selectionWithin(int line, const QString &text) const
{
    const QTextCursor cursor = textCursor();
    const int start = cursor.hasSelection() ? textPosition(line, text) : -1;
    if (start < 0) {
        return std::nullopt;
    }
    const int size = int(text.size());
    return qMakePair(qBound(0, cursor.selectionStart() - start, size), qBound(0, cursor.selectionEnd() - start, size));
}

int MarkdownTextEdit::textPosition(int line, const QString &text) const
{
    return TextMarks::blockPosition(document(), line, text);
}

int MarkdownTextEdit::cursorPosition() const
{
    return textCursor().position();
}

void MarkdownTextEdit::setCursorPosition(int position)
{
    QTextCursor cursor(document());
    cursor.setPosition(qBound(0, position, document()->characterCount() - 1));
    setTextCursor(cursor);
}

int MarkdownTextEdit::availableUndoSteps() const
{
    return document()->availableUndoSteps();
}

int MarkdownTextEdit::revision() const
{
    return document()->revision();
}

void MarkdownTextEdit::applyHighlightPalette()
{
    MarkdownHighlighting::applyPalette(document(), this);
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
