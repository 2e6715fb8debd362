// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commentbadges.h"
#include "linerange.h"
#include "linespan.h"
#include "textmarks.h"

#include <QList>
#include <QPair>
#include <QPlainTextEdit>

#include <optional>

class QMenu;

// What both editors (the source's DocumentView and the DraftEditor) are: a markdown
// document shown by lines, which controllers read and change a block at a time —
// the lines a selection touches, lines removed or replaced as one undo step, ranges
// of lines selected or replaced (LineRange) — with text marks under the text,
// comment badges at the right edge of their lines and actions of their own in the
// context menu. Controllers go through these and never through a QTextCursor.
class MarkdownTextEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit MarkdownTextEdit(QWidget *parent = nullptr);

    int currentLine() const;
    // The lines the selection touches (the cursor's line without one); a selection
    // of whole lines ends at the start of the line after them, which it leaves out.
    LineSpan selectedLines() const;
    // The text of the lines, joined with '\n'.
    QString linesText(const LineSpan &span) const;
    // Takes the lines of every span out of the document as one undo step, bottom up,
    // so that the text left is the other lines joined with '\n' (the last line's
    // line break goes with it when a span reaches the end). Spans must not overlap;
    // empty ones and lines past the end are left alone.
    void removeLines(QList<LineSpan> spans);
    // Replaces the lines of span with text as one undo step (the editor's cursor is
    // left to the caller); returns a cursor after the new text.
    QTextCursor replaceLines(const LineSpan &span, const QString &text);
    // replaceLines(), and the editor's cursor goes after the new text.
    void replaceLinesAndFollow(const LineSpan &span, const QString &text);
    // Replaces each range with its text as one undo step, bottom up (the ranges must
    // not overlap); each is an edit block of its own, joined to the one before
    // (BlockIdTracker's contract: the lines keep their ids).
    void replaceRanges(QList<QPair<LineRange, QString>> edits);
    // Inserts text as one undo step at the start of line, or at the end of the
    // document from lineCount() on; the editor's cursor stays where it was.
    void insertAt(int line, const QString &text);
    // Types text at the cursor, over the selection, as one undo step.
    void insertAtCursor(const QString &text);

    int lineCount() const;
    // The text of line (as the editor shows it, a leading byte order mark and all);
    // empty past the end.
    QString lineText(int line) const;
    // The document holds no text at all.
    bool isEmpty() const;
    // The cursor at the start of line (before a byte order mark) / at the end of its
    // text; the view scrolls only as far as it must (centerCursor() to center it).
    void goToLine(int line);
    void goToLineEnd(int line);
    // Selects range (the cursor at its end), kept inside the document.
    void selectRange(const LineRange &range);
    // Selects the text of the lines, without the line break after the last.
    void selectLines(const LineSpan &span);
    bool hasSelection() const;
    // The characters just before and after the selection (or the cursor) in its
    // line, a null QChar at the line's edge; none when the selection spans lines.
    // What an insertion is spaced against (QaStyleFixer).
    std::optional<QPair<QChar, QChar>> charsBesideSelection() const;
    // The selected text, its lines joined with '\n'.
    QString selectedText() const;
    // The word the cursor is in or next to.
    QString wordAtCursor() const;
    // The selection as offsets [from, to) into text, which starts at line (see
    // textPosition()), each kept inside text; none without a selection or when the
    // lines from line do not read text.
    std::optional<QPair<int, int>> selectionWithin(int line, const QString &text) const;
    // The document position where text starts at line, after a byte order mark
    // opening the document, or -1 when the lines from there do not read text: where
    // text marks for it go (TextMarks::blockPosition).
    int textPosition(int line, const QString &text) const;
    // The cursor as a document position (what a session remembers), and back; kept
    // inside the document.
    int cursorPosition() const;
    void setCursorPosition(int position);
    // The undo stack as it stands: a later edit or undo changes one of them.
    int availableUndoSteps() const;
    int revision() const;
    // The syntax highlighting takes the colours of the editor's palette again.
    void applyHighlightPalette();

    // Where the marks are now (set by each editor: TextMarks).
    QList<TextMarks::Mark> textMarks() const { return m_textMarks.marks(); }
    // Actions appended to the context menu (Add Term…).
    void setContextActions(const QList<QAction *> &actions) { m_contextActions = actions; }
    QList<QAction *> contextActions() const { return m_contextActions; }
    // Comments and rejections at the right edge of their lines (CommentBadges); a
    // click on one emits commentBadgeClicked() instead of moving the cursor.
    void setCommentBadges(const QList<CommentBadge> &badges);
    QList<CommentBadge> commentBadges() const { return m_reviewBadges; }
    // "Δ" badges of blocks whose source changed (SourceUpdateController), drawn with
    // the comment badges; only their tooltip reacts.
    void setSourceChangeBadges(const QList<CommentBadge> &badges);
    QList<CommentBadge> sourceChangeBadges() const { return m_changeBadges; }
    // Where the badge of line is drawn (viewport coordinates); empty when off screen.
    QRectF commentBadgeRect(int line) const { return m_commentBadges.rectOf(this, line); }

Q_SIGNALS:
    void currentLineChanged(int line);
    void commentBadgeClicked(int line);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    // The standard context menu before the actions are added (DraftEditor reroutes Undo).
    virtual void adjustContextMenu(QMenu *menu);
    void paintCommentBadges(QPainter *painter, const QRect &area) const;
    // A new document is shown: the next cursor move announces its line.
    void forgetCurrentLine() { m_lastLine = -1; }

    TextMarks m_textMarks;

private:
    void selectLineWithoutBreak(const QTextCursor &before);
    int positionOf(int line, int column) const;
    CommentBadges m_commentBadges;
    QList<CommentBadge> m_reviewBadges; // as set; m_commentBadges holds them merged
    QList<CommentBadge> m_changeBadges;
    QList<QAction *> m_contextActions;
    int m_lastLine = -1;
};
