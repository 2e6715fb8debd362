// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/phrasehit.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

class ProjectStore;
class TermMatcher;

// Lookup both ways: where a phrase occurs in the whole project, in the current
// version of every issue's source posts (a post another post supersedes is left out)
// and in every draft.
//
// A query without Chinese characters is an English term: it matches as TermMatcher
// matches a term's source (whole words, case-insensitive, the last word inflected,
// a possessive 's included; an inflected query also finds its base form: "kernels"
// finds "kernel"), in source and draft blocks alike. A query with Chinese
// characters matches as a substring the way TermMatcher finds renderings (Latin
// letters case-insensitive, a space between Chinese and Latin optional), so one or
// two characters work. SQLite's instr() only prefilters the blocks; its lower() folds
// ASCII only, so a query with other cased letters finds them in its own case.
// One hit per block, the first occurrence; ordered by issue number, source before
// draft, block order.
class PhraseSearch
{
    Q_DECLARE_TR_FUNCTIONS(PhraseSearch)
public:
    explicit PhraseSearch(ProjectStore &store);

    // An empty list for a blank query, and on error (errorString()).
    QList<PhraseHit> find(const QString &query, int limit = 500) const;
    QString errorString() const { return m_error; }
    // An English query's last word uninflected ("kernels" → "kernel"; "tuning" →
    // "tun", "tune"); none for a query that is not inflected.
    static QStringList baseForms(const QString &query);

private:
    static bool hasChinese(const QString &text);
    static QString prefilterFor(const QString &query, bool chinese);
    static QString englishStem(const QString &query);
    static QString longestChineseRun(const QString &query);
    // [start, end) of the first occurrence in text, {-1, -1} if none.
    static QPair<int, int> firstOccurrence(const TermMatcher &matcher, const QString &text, bool chinese);

    ProjectStore &m_store;
    mutable QString m_error;
};
