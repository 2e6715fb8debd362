// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QUrl;
class ResultsView;

// What the terminology and translation-memory panes share: their ResultsView (named
// <name>Header and <name>Results), a message in place of the results, the results as
// plain text, and the "insert:" links of the results, handed to insertClicked().
// The pane lays the view out (view()) with whatever it shows above it.
class ResultsPane : public QWidget
{
    Q_OBJECT
public:
    // A line in place of the results (loading, no issue open, an error); the results
    // are forgotten.
    void setMessage(const QString &message);
    // What the results area shows, as plain text (for tests and screen readers).
    QString resultsText() const;

protected:
    explicit ResultsPane(const QString &name, QWidget *parent = nullptr);

    ResultsView *view() const { return m_view; }
    // Forgets the results: a message shows instead.
    virtual void clearResults() = 0;
    // A link of the "insert" scheme was clicked; other links do nothing.
    virtual void insertClicked(const QUrl &url) = 0;

private:
    ResultsView *m_view;
};
