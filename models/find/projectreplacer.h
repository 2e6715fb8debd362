// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "find/replacebatch.h"
#include "find/searchhit.h"
#include "find/searchquery.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

class ProjectStore;
class QSqlQuery;

// Replaces matches in draft blocks (never in source) and journals each replace as
// one batch (replace_batches, replace_edits) so that it can be undone. Matches in
// code are never replaced unless the query includes code. A regular expression's
// replacement may name captures (\1 … \9, \0 the whole match, \\ a backslash); a
// plain query's is literal. Each call is one transaction: all or nothing. A hit that
// is no longer a match of the query at its offset (its block changed since it was
// found; whole-word and code rules checked again on the current text) is skipped and
// counted. Statuses change as an edit in the workbench changes them (DraftSession):
// a replaced block becomes draft, a reviewed or approved one translated with a
// reopen event (no reviewer, ReviewWorkflow::editedAfterReviewNote()) in the same
// transaction; their updated_at and their issues' are set.
// Issues in skipIssues are not touched (the one open in the editor, which replaces
// there itself and journals its edits through record(), so that one undo() takes the
// whole replace back). After the commit each touched issue gets a revision of its own
// (RevisionRepository, Mode::New, by the author; for an undo, the batch's author):
// RevisionRepository runs transactions of its own, so a failure there leaves the
// change saved, the batch id returned and errorString() set. The batch's options
// column keeps the query's flags and the numbers of blocks, issues and matches as
// JSON.
class ProjectReplacer : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ProjectReplacer)
public:
    // One block's text before and after a replace, as stored.
    struct Edit {
        qint64 blockId = 0;
        qint64 issueId = 0;
        QString before;
        QString after;
    };

    explicit ProjectReplacer(ProjectStore &store);

    // Replaces these hits (draft hits only); returns the batch id, 0 on error or
    // when nothing was replaced.
    qint64 replace(const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement, const QString &author,
        const QSet<qint64> &skipIssues = {});
    // Finds and replaces every draft match of query in its scope.
    qint64 replaceAll(const SearchQuery &query, const QString &replacement, const QString &author, const QSet<qint64> &skipIssues = {});

    // Puts back the text each block had before the batch, where the block still
    // has the batch's text; blocks edited since (or gone) are left and counted in
    // skipped. Statuses and reopen events are left as they are (the text comes back,
    // the confirmation does not: someone has to look again). A batch is undone once; an unknown or undone
    // batch, or one with a later batch not undone on some of its blocks, is refused
    // (false, errorString()). The rows of issues in undoneElsewhere (the open issue,
    // whose editor took the replace back as one undo step and saved it) are neither
    // checked nor written: they count as restored.
    bool undo(qint64 batchId, int *restored = nullptr, int *skipped = nullptr, const QSet<qint64> &undoneElsewhere = {});
    // Journals edits already written by someone else (the open issue's DraftSession,
    // after a replace in its editor) in batch batchId, or in a new batch of query
    // and replacement when batchId is 0, so that undo() takes them back with the
    // rest; matches is added to the batch's count. Writes no block and records no
    // revision. Returns the batch id; 0 (errorString()) on error, for an unknown or
    // undone batch, or when edits change nothing.
    qint64 record(
        qint64 batchId, const SearchQuery &query, const QString &replacement, const QString &author, const QList<Edit> &edits, int matches);
    // Newest first; undone ones included.
    QList<ReplaceBatch> batches(int limit = 50);
    // The issues a batch touched (to reload the one open).
    QSet<qint64> issuesOf(qint64 batchId);

    int replacedCount() const { return m_replaced; } // matches replaced by the last call
    int skippedCount() const { return m_skipped; } // hits skipped by the last call

    // text with the matches of query in [start, start + length) ranges replaced;
    // the pure step behind replace(), public for the editor's own replace.
    static QString replaceIn(
        const QString &text, const SearchQuery &query, const QString &replacement, const QList<QPair<int, int>> &ranges);

private:
    struct Undo {
        QList<Edit> undone; // before: the batch's text, after: what it had
        int elsewhere = 0; // rows of issues undone elsewhere
        int left = 0;
        QString author;
    };

    bool prepareEdits(const SearchQuery &query, const QRegularExpression &pattern, const QString &replacement,
        const QMap<qint64, QList<QPair<int, int>>> &byBlock, const QSet<qint64> &skipIssues, QList<Edit> *edits);
    static QList<QPair<int, int>> validRanges(const QString &text, const QRegularExpression &pattern, const SearchQuery &query,
        const QString &kind, const QList<QPair<int, int>> &hits);
    qint64 writeBatch(const SearchQuery &query, const QString &replacement, const QString &author, const QList<Edit> &edits);
    bool undoEdits(qint64 batchId, const QSet<qint64> &undoneElsewhere, Undo *undo);
    bool applyEdits(const QList<Edit> &edits, const QSet<qint64> &issues);
    qint64 insertBatch(const SearchQuery &query, const QString &replacement, const QString &author, const QString &options);
    bool takesEdits(qint64 batchId);
    bool selectOpenBatch(QSqlQuery &batch, const QString &sql, qint64 batchId);
    bool insertEdits(qint64 batchId, const QList<Edit> &edits);
    bool addToCounts(qint64 batchId, int blocks, int matches);
    bool laterBatchAllowsUndo(qint64 batchId);
    bool writeUndo(qint64 batchId, const QList<Edit> &undone);
    void recordRevisions(const QSet<qint64> &issues, const QString &author, const QString &summary);
    static QSet<qint64> issuesIn(const QList<Edit> &edits);

    ProjectStore &m_store;
    int m_replaced = 0;
    int m_skipped = 0;
};
