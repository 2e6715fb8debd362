// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commentbadges.h"
#include "textmarks.h"

#include <QList>
#include <QPair>
#include <QPlainTextEdit>

// The read-only source post, highlighted when KSyntaxHighlighting is available.
// Shows two kinds of marks over line ranges: the blocks aligned to the draft's
// cursor, and the blocks still to translate (neither aligned nor deleted); and
// underlines the termbase's terms (TextMarks).
class DocumentView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit DocumentView(QWidget *parent = nullptr);

    void showMarkdown(const QString &markdown);

    // Inclusive 0-based line ranges.
    void setHighlightedLines(const QList<QPair<int, int>> &ranges);
    void setUntranslatedLines(const QList<QPair<int, int>> &ranges);
    QList<QPair<int, int>> highlightedLines() const { return m_highlighted; }
    QList<QPair<int, int>> untranslatedLines() const { return m_untranslated; }

    int currentLine() const;

    // Term marks (TermController) and deletion marks (DeletionController) are set
    // apart and shown together.
    void setTextMarks(const QList<TextMarks::Mark> &marks);
    void setDeletionMarks(const QList<TextMarks::Mark> &marks);
    // Where the marks of both kinds are now.
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
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void updateMarks();
    void setAllMarks(const QList<TextMarks::Mark> &terms, const QList<TextMarks::Mark> &deletions);

    QList<QPair<int, int>> m_highlighted;
    QList<QPair<int, int>> m_untranslated;
    TextMarks m_textMarks;
    CommentBadges m_commentBadges;
    QList<CommentBadge> m_reviewBadges; // as set; m_commentBadges holds them merged
    QList<CommentBadge> m_changeBadges;
    QList<TextMarks::Mark> m_termMarks; // as last set
    QList<TextMarks::Mark> m_deletionMarks;
    QList<QAction *> m_contextActions;
    int m_lastLine = -1;
};
