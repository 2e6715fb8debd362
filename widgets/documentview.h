// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commentbadges.h"
#include "markdowntextedit.h"
#include "textmarks.h"

#include <QList>
#include <QPair>

// The read-only source post, highlighted when KSyntaxHighlighting is available.
// Shows two kinds of marks over line ranges: the blocks aligned to the draft's
// cursor, and the blocks still to translate (neither aligned nor deleted); and
// underlines the termbase's terms (TextMarks).
class DocumentView : public MarkdownTextEdit
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

    // Term marks (TermController) and deletion marks (DeletionController) are set
    // apart and shown together.
    void setTextMarks(const QList<TextMarks::Mark> &marks);
    void setDeletionMarks(const QList<TextMarks::Mark> &marks);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateMarks();
    void setAllMarks(const QList<TextMarks::Mark> &terms, const QList<TextMarks::Mark> &deletions);

    QList<QPair<int, int>> m_highlighted;
    QList<QPair<int, int>> m_untranslated;
    QList<TextMarks::Mark> m_termMarks; // as last set
    QList<TextMarks::Mark> m_deletionMarks;
};
