// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "tm/tmunit.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

#include <functional>
#include <vector>

class QSqlQuery;

// Stores a batch of units in tm_units inside the caller's write transaction, for
// TranslationMemory::add, addIssue and replaceOrigin; a unit whose source and target
// are stored already (by an attached file only when the batch is one: see
// TranslationMemory::isAttachedOrigin) or repeated in the batch is skipped.
//
// Ids go above every unit's and every logged one's (tm_log), so that no index, here
// or on another connection, ever sees an id come back for another text. How a batch
// is written depends on its size (an import of half a million units takes seconds
// this way, where a query and a trigger per unit took minutes):
// - duplicates: a batch of at least 1/16 of the memory is checked in memory
//   (TmDuplicates), a smaller one unit by unit through the source-prefix index;
// - a batch of more than IndexedAtOnce units is left out of the concordance index
//   (listed in tm_fts_pending, see TranslationMemory::indexPending());
// - such a batch at least as large as the memory drops the source-prefix index and
//   builds it again at the end (one sort instead of an insert into a B-tree larger
//   than the page cache per unit), with a larger page cache meanwhile.
class TmUnitWriter : public Fallible
{
public:
    static constexpr int IndexedAtOnce = 2000;
    static constexpr int ProgressEvery = 1000;
    // Called every ProgressEvery units with the count so far and the batch's size;
    // false cancels.
    using Progress = std::function<bool(qint64 done, qint64 total)>;

    TmUnitWriter(const QSqlDatabase &db, const Progress &progress);

    // ids.at(i) is the id units.at(i) was stored as, 0 when skipped. False on
    // failure or cancel; the caller rolls back.
    bool write(const QList<TmUnit> &units, const QString &origin, qint64 issueId, QList<qint64> *ids);
    bool wasCancelled() const { return m_cancelled; }

private:
    bool nextId(qint64 *id);
    bool store(const QList<TmUnit> &units, const QString &origin, qint64 issueId, qint64 id, QList<qint64> *ids);
    bool listPending(qint64 first, qint64 last);
    bool dropPrefixIndex(QString *createSql);
    static bool isStored(QSqlQuery &query, const TmUnit &unit, bool anyOrigin);

    QSqlDatabase m_db;
    Progress m_progress;
    std::vector<bool> m_fresh; // of the batch, when checked in memory
    bool m_cancelled = false;
};
