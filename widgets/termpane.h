// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termsuggestion.h"

#include "resultspane.h"

class QUrl;

// The terminology pane: the terms of the source block(s) at the cursor, numbered
// 1–9 for Ctrl+1…9, each with the rendering its context selects and why (the rule
// that fired), the other renderings, forbidden ones and the first-use form; then
// the term findings of the draft block at the cursor (TermChecker). Clicking a
// rendering asks for it to be inserted.
class TermPane : public ResultsPane
{
    Q_OBJECT
public:
    explicit TermPane(QWidget *parent = nullptr);

    void setSuggestions(const QList<TermSuggestion> &suggestions, const QStringList &findings);

    const QList<TermSuggestion> &suggestions() const { return m_suggestions; }

Q_SIGNALS:
    // The text to insert at the draft's cursor.
    void insertRequested(const QString &text);

private:
    void render();
    QString suggestionHtml(int index, const TermSuggestion &suggestion) const;
    void clearResults() override;
    void insertClicked(const QUrl &url) override;

    QList<TermSuggestion> m_suggestions;
    QStringList m_findings;
};
