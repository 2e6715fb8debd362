// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QPlainTextEdit>

// The read-only source post, highlighted when KSyntaxHighlighting is available.
// Shows two kinds of marks over line ranges: the blocks aligned to the draft's
// cursor, and the blocks still to translate (neither aligned nor deleted).
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

Q_SIGNALS:
    void currentLineChanged(int line);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateMarks();

    QList<QPair<int, int>> m_highlighted;
    QList<QPair<int, int>> m_untranslated;
    int m_lastLine = -1;
};
