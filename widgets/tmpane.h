// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmmatch.h"

#include "resultspane.h"

class QLineEdit;
class QUrl;

// The translation-memory pane: the matches for the source of the draft block at the
// cursor (score, origin issue or file, the match's source with its differences from
// the current source marked as in OmegaT and memoQ — struck red: only in the match,
// underlined blue: only in the current source — and its translation), or the hits
// of a concordance search typed into the pane's search field. Matches are numbered
// 1–9 for Ctrl+Alt+1…9; clicking a match's "Insert" asks for it as well.
class TmPane : public ResultsPane
{
    Q_OBJECT
public:
    explicit TmPane(QWidget *parent = nullptr);

    void setMatches(const QList<TmMatch> &matches, const QString &currentSource);
    void setConcordance(const QString &query, const QList<TmMatch> &matches);
    void focusSearch();

    const QList<TmMatch> &matches() const { return m_matches; }

    // The match's source as HTML, its differences from currentSource marked, in
    // colours readable on a light or a dark background.
    static QString diffHtml(const QString &matchSource, const QString &currentSource, bool darkBackground = false);

Q_SIGNALS:
    // index into matches(), 0-based.
    void insertRequested(int index);
    void concordanceRequested(const QString &query);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    QString matchHtml(int index, const TmMatch &match) const;
    QString concordanceHtml(const TmMatch &match) const;
    QString originText(const TmMatch &match) const;
    QString scoreColor(int score) const;
    void clearResults() override;
    void insertClicked(const QUrl &url) override;

    QLineEdit *m_search;
    QList<TmMatch> m_matches;
    QString m_currentSource;
    QString m_query; // non-empty: m_matches are concordance hits
};
