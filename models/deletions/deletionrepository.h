// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "deletions/deletion.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

class ProjectStore;
class QSqlQuery;
struct BlockRecord;

// Stores an issue's deletions (source passages left out of the translation).
class DeletionRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(DeletionRepository)
public:
    explicit DeletionRepository(ProjectStore &store);

    // Adds all of them in one transaction, or none. Refused (errorString() says why):
    // a block not of the issue, a span that overlaps a deleted one, splits a surrogate
    // pair or a "\r\n", a whole block with a span of it deleted, a span that is empty, inverted
    // or outside the block's text, a block already deleted whole (by a stored deletion
    // or an earlier one of the list). id and createdAt of the input are ignored;
    // the new ids are in addedIds() afterwards.
    bool add(qint64 issueId, const QList<Deletion> &deletions);
    // What add() refuses, without writing: false with errorString() for the first problem.
    bool check(qint64 issueId, const QList<Deletion> &deletions) const;
    bool remove(qint64 deletionId);
    // Sets the reason and the justification (blank: the deletion waits for one again).
    bool update(qint64 deletionId, DeletionReason reason, const QString &justification);
    // In post and block order, then by span start (whole-block deletions first).
    QList<Deletion> deletions(qint64 issueId) const;

    QList<qint64> addedIds() const { return m_addedIds; }

private:
    QString problemWith(const Deletion &deletion, const QHash<qint64, BlockRecord> &blocks, const QList<Deletion> &taken) const;
    bool insert(const Deletion &deletion, const QString &createdAt);
    bool changeOne(QSqlQuery &query, qint64 deletionId);

    ProjectStore &m_store;
    QList<qint64> m_addedIds;
};
