// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "find/searchhit.h"
#include "find/searchquery.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <functional>

class ProjectStore;
class QSqlQuery;

// Finds text in an issue's or every issue's draft and/or current source blocks
// (a superseded post version is not searched). Queries are narrowed in SQL by a
// piece every match contains — the text of a plain query, the longest literal run a
// regular expression requires — with instr() (FTS5 trigram cannot find 1–2
// character Chinese) or, for ASCII letters in any case, LIKE; then matched in C++
// (QRegularExpression). A regular expression without such a run reads every block of
// the scope. Hits are ordered by issue number, side (draft first), block ordinal,
// offset. Read-only.
class ProjectSearch
{
    Q_DECLARE_TR_FUNCTIONS(ProjectSearch)
public:
    explicit ProjectSearch(ProjectStore &store);

    // Whether a hit is kept (SearchHitFilter); one that is not does not count.
    using Accept = std::function<bool(const SearchHit &)>;
    // At most limit hits (truncated() then says so) that accept, when given, keeps.
    // An empty text or an invalid regular expression gives no hits and errorString().
    QList<SearchHit> find(const SearchQuery &query, int limit = 10000, const Accept &accept = {});
    bool truncated() const { return m_truncated; }
    // The hits the last find() looked at, kept or not.
    int seen() const { return m_seen; }
    QString errorString() const { return m_error; }

    // The [start, end) UTF-16 ranges of text that are code: a fenced or indented
    // code block, inline code spans (QaMarkdown's scanners), sorted. text is one
    // block's markdown; a block of kind code is code as a whole whatever this says.
    static QList<QPair<int, int>> codeRanges(const QString &text);

    struct Match {
        int start = 0;
        int end = 0;
        bool inCode = false;
    };
    // The matches of pattern (query.pattern(), compiled once by the caller) in one
    // block's text as find() counts them: whole words only if the query says so,
    // empty matches never, matches in code only with query.includeCode. codeBlock:
    // the block's kind is code. ProjectReplacer checks hits against these.
    static QList<Match> matches(const QString &text, const QRegularExpression &pattern, const SearchQuery &query, bool codeBlock);

private:
    static bool select(QSqlQuery &sql, const char *statement, const SearchQuery &query);
    void addHits(const QSqlQuery &sql, const SearchQuery &query, const QRegularExpression &pattern, int limit, const Accept &accept,
        QList<SearchHit> *hits);
    SearchHit hitAt(const QSqlQuery &sql, const QString &text, int start, int end, bool inCode);
    QString titleOf(qint64 issueId);

    ProjectStore &m_store;
    QHash<qint64, QString> m_titles; // read at the first hit of a find()
    bool m_truncated = false;
    int m_seen = 0;
    QString m_error;
};
