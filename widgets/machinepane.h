// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mt/mtfinding.h"

#include <QList>
#include <QPair>
#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTextBrowser;

// The Machine pane, tabbed beside the translation memory: the machine-translation
// endpoint's suggestion for the draft block at the cursor as it streams in, then the
// findings of the term and QA checks run on it (each listed below it; the text it is
// about underlined in its colour, or the suggestion framed when it is about the whole). Insert (Ctrl+Alt+0) and Suggest (Ctrl+Alt+M)
// ask the controller; Cancel stops the request while one runs; Show Request asks for
// the exact request to be shown. Without an endpoint the pane says that nothing is
// sent and offers the settings instead.
class MachinePane : public QWidget
{
    Q_OBJECT
public:
    explicit MachinePane(QWidget *parent = nullptr);

    // No endpoint: the settings page; the suggestion is forgotten.
    void setConfigured(bool configured);
    bool isConfigured() const;
    // A line in place of a suggestion (no issue open, not aligned, a read-only draft).
    void setMessage(const QString &message);
    // A request went out for the block described (its first words).
    void setBusy(const QString &blockText);
    void setPartial(const QString &textSoFar);
    void setSuggestion(const QString &text, const QList<MtFinding> &findings);
    void setFailed(const QString &message);
    void setRetrying(int seconds, int attempt);
    void setCancelled();

    bool isBusy() const { return m_busy; }
    // The finished suggestion, empty while there is none.
    QString suggestion() const { return m_done ? m_text : QString(); }
    // What the pane shows, as plain text (tests, screen readers).
    QString statusText() const;
    QString suggestionText() const;
    QString findingsText() const;
    // Where findings are marked in the suggestion: (offset, length) each.
    QList<QPair<int, int>> markedRanges() const;

Q_SIGNALS:
    void insertRequested();
    void suggestRequested();
    void cancelRequested();
    void showRequestRequested();
    void settingsRequested();

private:
    QWidget *suggestionPage();
    QWidget *settingsPage();
    void showText(const QString &text);
    void showFindings(const QList<MtFinding> &findings);
    void updateButtons();

    QStackedWidget *m_pages;
    QLabel *m_status;
    QTextBrowser *m_view;
    QLabel *m_findings;
    QPushButton *m_insert;
    QPushButton *m_suggest;
    QPushButton *m_cancel;
    QPushButton *m_showRequest;
    QString m_text;
    bool m_busy = false;
    bool m_done = false;
    bool m_requested = false; // a request was made: Show Request has something to show
};
