// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;
class QUrl;

// What the terminology and translation-memory panes show: a header line over the
// results (HTML whose links are handed on through anchorClicked(), never opened), or
// a message in the header and no results. The header is plain text: it repeats what
// the user typed and never renders markup.
class ResultsView : public QWidget
{
    Q_OBJECT
public:
    // The header is named <name>Header, the results <name>Results.
    explicit ResultsView(const QString &name, QWidget *parent = nullptr);

    void showMessage(const QString &message);
    void showResults(const QString &header, const QString &html);
    // Whether results are shown rather than a message.
    bool hasResults() const { return m_hasResults; }
    // The header and the results as plain text (for tests and screen readers).
    QString text() const;

Q_SIGNALS:
    void anchorClicked(const QUrl &url);

private:
    QLabel *m_header;
    QTextBrowser *m_results;
    bool m_hasResults = false;
};
