// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "tm/tmindex.h"
#include "tm/tmmatch.h"
#include "tm/tmunit.h"
#include "tm/tmunitwriter.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QVariantList>

#include <functional>

class ProjectStore;
class QSqlQuery;

// The project's translation memory (table tm_units): units added from imported TMX
// files and from the project's own translated issues, fuzzy lookup and concordance.
//
// Lookup does not scan the table: a TmIndex (token → units), built on the first
// lookup, picks the units sharing the query's rarest tokens, and the best 128 or so
// are scored with the bounded distance of TmSimilarity. The index follows rows this
// object writes, rows anyone appends (higher ids) and, through PRAGMA data_version,
// other connections' writes; call reload() after deleting or changing units through
// another object on the same connection.
class TranslationMemory : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TranslationMemory)
public:
    // Called every ProgressEvery units that add() or replaceOrigin() store, with the
    // count so far and the batch's size; returning false cancels the write, which
    // then rolls back.
    using Progress = TmUnitWriter::Progress;
    static constexpr int ProgressEvery = TmUnitWriter::ProgressEvery;
    static constexpr int IndexedAtOnce = TmUnitWriter::IndexedAtOnce;

    explicit TranslationMemory(ProjectStore &store);
    ~TranslationMemory();
    TranslationMemory(const TranslationMemory &) = delete;
    TranslationMemory &operator=(const TranslationMemory &) = delete;

    // Adds units in one transaction, skipping those whose source and target are
    // already stored. A unit with an empty source or target refuses the whole batch.
    // Units of a batch of more than IndexedAtOnce are left out of the concordance
    // index until indexPending() (concordance() reads them meanwhile).
    bool add(const QList<TmUnit> &units, const QString &origin, qint64 issueId = 0);
    // Replaces the issue's "project" units by its aligned pairs whose draft blocks
    // are all confirmed (BlockStatus::isConfirmed): the linked source blocks' texts joined by a blank line ↔
    // the draft blocks' texts joined likewise; the context is the source block before.
    bool addIssue(qint64 issueId);
    // Replaces every unit of origin (not "project") by units, skipping those stored
    // under another origin, in one transaction; alsoWrite runs inside it, on the
    // same connection, and returning false (with its message) rolls everything back.
    // Empty units remove the origin's units.
    bool replaceOrigin(const QString &origin, const QList<TmUnit> &units, const std::function<bool(QString *)> &alsoWrite = {});
    void reload();

    // Every unit, or those of one origin, in the order they were added.
    QList<TmUnit> units(const QString &origin = {}) const;
    // Units of attached TMX files have origins "attached:<file name>" (TmAttachments);
    // imported ones "tmx:<file name>", the project's own "project".
    static bool isAttachedOrigin(const QString &origin) { return origin.startsWith(QLatin1String("attached:")); }

    // Every unit except those of attached TMX files (TmAttachments): what an export
    // of the project's memory writes.
    QList<TmUnit> ownUnits() const;
    int count() const;

    // Units whose source scores at least minScore against source, best first, then
    // most recently changed. An empty source finds nothing.
    QList<TmMatch> lookup(const QString &source, int minScore = 75, int max = 10, const QString &context = {}) const;
    // The same with the units of excluded (ids) left out, as if they were not stored:
    // the match analysis scores an issue without the units made from it (issueUnitIds()).
    // Both clear errorString() when they start and keep there a failure to read the
    // memory (what they return then is incomplete).
    QList<TmMatch> lookupExcluding(
        const QSet<qint64> &excluded, const QString &source, int minScore = 75, int max = 10, const QString &context = {}) const;
    // The ids of the units addIssue() made from these issues (origin "project").
    QSet<qint64> issueUnitIds(const QList<qint64> &issueIds) const;
    // Units whose source or target contains query (case-insensitive), newest first.
    QList<TmMatch> concordance(const QString &query, int max = 50) const;
    // The concordance index (FTS5 trigrams) costs about ten times what storing a unit
    // does: a large add leaves its units to this, max of them (oldest first) per call,
    // each call a transaction of its own. *left: how many are still waiting.
    bool indexPending(int max, int *left = nullptr);
    int pendingCount() const;

    // How many times the lookup index was built from the table.
    int indexBuilds() const { return m_index.builds(); }

    void setProgress(Progress progress) { m_progress = std::move(progress); }
    // See TmIndex::setAbortFlag: stops an index build from another thread.
    void setAbortFlag(const std::atomic<bool> *abort) { m_index.setAbortFlag(abort); }

private:
    static constexpr int LogKept = 50000;
    bool pruneLog();
    bool findIds(const QString &sql, const QVariantList &values, QList<qint64> *ids) const;
    bool insertUnits(const QList<TmUnit> &units, const QString &origin, qint64 issueId, QList<qint64> *ids);
    QList<TmUnit> issueUnits(qint64 issueId, bool *ok);
    bool removeUnits(const QString &where, const QVariantList &values, QList<qint64> *removed);
    bool replaceUnits(const QString &where, const QVariantList &values, const QList<TmUnit> &units, const QString &origin, qint64 issueId,
        const std::function<bool(QString *)> &alsoWrite);
    QList<TmMatch> fetch(const QList<qint64> &ids, bool sourcesOnly = false) const;
    QList<TmMatch> complete(const QList<TmMatch> &matches) const;
    static TmMatch readMatch(const QSqlQuery &query);

    ProjectStore &m_store;
    mutable TmIndex m_index;
    Progress m_progress;
};
