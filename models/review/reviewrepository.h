// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "review/reviewaction.h"
#include "review/reviewevent.h"
#include "review/reviewworkflow.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

class ProjectStore;
class QSqlQuery;

// Moves draft blocks between review states (ReviewWorkflow's rules, ReviewSettings'
// two-reviewer rule) and reads who did what. An issue open in the workbench is
// reviewed through DraftSession::review(), which keeps its statuses in memory and
// moves them with check() and write(): the same step as apply(), on the statuses it
// holds.
class ReviewRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ReviewRepository)
public:
    struct Summary {
        QHash<QString, int> blocks; // by status (target_blocks.status); missing: 0
        QHash<QString, int> characters; // of the draft text by status: code points but whitespace
        QStringList reviewers; // every non-empty name of the issue's events, sorted
        int rejected = 0; // blocks in draft whose latest event is a reject
    };

    // A draft block as a review step sees it: the status it moves from.
    struct Block {
        qint64 id = 0;
        QString status;
        QString text;
    };

    explicit ReviewRepository(ProjectStore &store);

    // Checks every block first: one refused changes nothing and errorString() says
    // which block and why. Then, in one transaction, sets each block's status and
    // records one event per block. Repeated ids count once.
    bool apply(const QList<qint64> &targetBlockIds, ReviewAction action, const QString &reviewer, const QString &note);
    // apply()'s two halves for blocks whose statuses the caller holds: whether action
    // may move every one of them (errorString() says which may not and why), and,
    // inside the caller's write transaction, their new statuses and events written.
    bool check(const QList<Block> &blocks, ReviewAction action, const QString &reviewer, const QString &note);
    bool write(const QList<Block> &blocks, ReviewAction action, const QString &reviewer, const QString &note);
    // The block's events, oldest first.
    QList<ReviewEvent> history(qint64 targetBlockId) const;
    // The latest event of every block of the issue that has one, by block id.
    QHash<qint64, ReviewEvent> latestEvents(qint64 issueId) const;
    Summary summary(qint64 issueId) const;
    // Who did the block's latest review action; empty when nobody did.
    QString lastReviewer(qint64 targetBlockId) const;

    // For callers already inside a write transaction: records one event. false with
    // *error (SqlErrors::describe()) on failure.
    static bool writeEvent(QSqlDatabase &db, qint64 targetBlockId, const QString &from, const QString &to, ReviewAction action,
        const QString &reviewer, const QString &note, QString *error);
    // Inside a write transaction: removes the block's latest event if it is of this
    // action (an edit undone takes back the event the edit recorded).
    static bool removeLatestEvent(QSqlDatabase &db, qint64 targetBlockId, ReviewAction action, QString *error);

private:
    bool checkBlock(const Block &block, const ReviewWorkflow::Request &request);
    bool readBlock(qint64 id, Block *block);
    QList<ReviewEvent> events(const QString &sql, qint64 id) const;
    bool countBlocks(qint64 issueId, Summary *summary) const;
    bool readReviewers(qint64 issueId, Summary *summary) const;
    bool countRejected(qint64 issueId, Summary *summary) const;

    ProjectStore &m_store;
};
