// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "review/reviewsettings.h"
#include "review/reviewworkflow.h"
#include "store/projectstore.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

const QString kEventColumns = QStringLiteral("r.id, r.target_block_id, r.from_status, r.to_status, r.action,"
                                             " CAST(r.reviewer AS BLOB), CAST(r.note AS BLOB), r.created_at");

// Code points that are not whitespace: what a reader reads.
int characters(const QString &text)
{
    int count = 0;
    for (int i = 0; i < text.size(); ++i) {
        if (text.at(i).isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate()) {
            continue;
        }
        count += text.at(i).isSpace() ? 0 : 1;
    }
    return count;
}

} // namespace

ReviewRepository::ReviewRepository(ProjectStore &store)
    : m_store(store)
{
}

// The blocks are read under the write lock, so that what was checked is what is written.
bool ReviewRepository::apply(const QList<qint64> &targetBlockIds, ReviewAction action, const QString &reviewer, const QString &note)
{
    m_error.clear();
    QList<qint64> ids;
    for (qint64 id : targetBlockIds) {
        if (!ids.contains(id)) {
            ids.append(id);
        }
    }
    return m_store.inTransaction(
        [&] {
            QList<Block> blocks;
            for (qint64 id : std::as_const(ids)) {
                Block block;
                if (!readBlock(id, &block)) {
                    return false;
                }
                blocks.append(block);
            }
            return check(blocks, action, reviewer, note) && write(blocks, action, reviewer, note);
        },
        &m_error);
}

bool ReviewRepository::check(const QList<Block> &blocks, ReviewAction action, const QString &reviewer, const QString &note)
{
    m_error.clear();
    const ReviewWorkflow::Request request {action, reviewer, note, ReviewSettings::load(m_store).twoReviewers};
    return std::all_of(blocks.cbegin(), blocks.cend(), [&](const Block &block) { return checkBlock(block, request); });
}

bool ReviewRepository::checkBlock(const Block &block, const ReviewWorkflow::Request &request)
{
    const QString last = request.twoReviewers ? lastReviewer(block.id) : QString();
    if (!m_error.isEmpty()) {
        return false;
    }
    const QString reason = ReviewWorkflow::refusal(block.status, last, request);
    return reason.isEmpty() || fail(ReviewWorkflow::blockRefusal(block.id, block.text, reason));
}

bool ReviewRepository::readBlock(qint64 id, Block *block)
{
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT status, CAST(text AS BLOB) FROM target_blocks WHERE id = ?"), {id})) {
        return false;
    }
    if (!query.next()) {
        return fail(tr("Draft block %1 does not exist.").arg(id));
    }
    *block = {id, query.value(0).toString(), Utf8Text::read(query.value(1))};
    return true;
}

bool ReviewRepository::write(const QList<Block> &blocks, ReviewAction action, const QString &reviewer, const QString &note)
{
    QSqlDatabase db = m_store.database();
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE target_blocks SET status = ?, updated_at = ? WHERE id = ?"));
    const QString now = Timestamps::now();
    for (const Block &block : blocks) {
        const QString to = ReviewWorkflow::target(block.status, action);
        update.addBindValue(to);
        update.addBindValue(now);
        update.addBindValue(block.id);
        if (!update.exec()) {
            return failQuery(update);
        }
        if (!writeEvent(db, block.id, block.status, to, action, reviewer, note, &m_error)) {
            return false;
        }
    }
    return true;
}

bool ReviewRepository::writeEvent(QSqlDatabase &db, qint64 targetBlockId, const QString &from, const QString &to, ReviewAction action,
    const QString &reviewer, const QString &note, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO block_reviews (target_block_id, from_status, to_status, action, reviewer, note, created_at)"
                                 " VALUES (?, ?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?)"));
    query.addBindValue(targetBlockId);
    query.addBindValue(from);
    query.addBindValue(to);
    query.addBindValue(ReviewActions::toString(action));
    query.addBindValue(Utf8Text::bind(reviewer.trimmed()));
    query.addBindValue(Utf8Text::bind(note.trimmed()));
    query.addBindValue(Timestamps::now());
    if (query.exec()) {
        return true;
    }
    *error = SqlErrors::describe(query.lastError());
    return false;
}

bool ReviewRepository::removeLatestEvent(QSqlDatabase &db, qint64 targetBlockId, ReviewAction action, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM block_reviews WHERE action = ? AND id ="
                                 " (SELECT MAX(id) FROM block_reviews WHERE target_block_id = ?)"));
    query.addBindValue(ReviewActions::toString(action));
    query.addBindValue(targetBlockId);
    if (query.exec()) {
        return true;
    }
    *error = SqlErrors::describe(query.lastError());
    return false;
}

QList<ReviewEvent> ReviewRepository::events(const QString &sql, qint64 id) const
{
    return selectRows(m_store.database(), sql, {id}, [](const QSqlQuery &query) {
        ReviewEvent event;
        event.id = query.value(0).toLongLong();
        event.targetBlockId = query.value(1).toLongLong();
        event.fromStatus = query.value(2).toString();
        event.toStatus = query.value(3).toString();
        event.action = ReviewActions::fromString(query.value(4).toString()).value_or(ReviewAction::Confirm);
        event.reviewer = Utf8Text::read(query.value(5));
        event.note = Utf8Text::read(query.value(6));
        event.createdAt = query.value(7).toString();
        return event;
    });
}

QList<ReviewEvent> ReviewRepository::history(qint64 targetBlockId) const
{
    m_error.clear();
    return events(
        QStringLiteral("SELECT %1 FROM block_reviews r WHERE r.target_block_id = ? ORDER BY r.id").arg(kEventColumns), targetBlockId);
}

QHash<qint64, ReviewEvent> ReviewRepository::latestEvents(qint64 issueId) const
{
    m_error.clear();
    const QString sql =
        QStringLiteral("SELECT %1 FROM block_reviews r JOIN target_blocks t ON t.id = r.target_block_id"
                       " WHERE t.issue_id = ? AND r.id = (SELECT MAX(l.id) FROM block_reviews l WHERE l.target_block_id = t.id)")
            .arg(kEventColumns);
    QHash<qint64, ReviewEvent> latest;
    for (const ReviewEvent &event : events(sql, issueId)) {
        latest.insert(event.targetBlockId, event);
    }
    return latest;
}

QString ReviewRepository::lastReviewer(qint64 targetBlockId) const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    if (!exec(query,
            QStringLiteral("SELECT CAST(reviewer AS BLOB) FROM block_reviews WHERE target_block_id = ? AND action = ?"
                           " ORDER BY id DESC LIMIT 1"),
            {targetBlockId, ReviewActions::toString(ReviewAction::Review)})) {
        return {};
    }
    return query.next() ? Utf8Text::read(query.value(0)) : QString();
}

ReviewRepository::Summary ReviewRepository::summary(qint64 issueId) const
{
    m_error.clear();
    Summary summary;
    if (!countBlocks(issueId, &summary) || !readReviewers(issueId, &summary) || !countRejected(issueId, &summary)) {
        return {};
    }
    return summary;
}

bool ReviewRepository::countRejected(qint64 issueId, Summary *summary) const
{
    summary->rejected = selectInt(m_store.database(),
        QStringLiteral("SELECT COUNT(*) FROM target_blocks t JOIN block_reviews r"
                       " ON r.id = (SELECT MAX(l.id) FROM block_reviews l WHERE l.target_block_id = t.id)"
                       " WHERE t.issue_id = ? AND t.status = 'draft' AND r.action = ?"),
        {issueId, ReviewActions::toString(ReviewAction::Reject)});
    return summary->rejected >= 0;
}

bool ReviewRepository::countBlocks(qint64 issueId, Summary *summary) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    if (!exec(query, QStringLiteral("SELECT status, CAST(text AS BLOB) FROM target_blocks WHERE issue_id = ?"), {issueId})) {
        return false;
    }
    while (query.next()) {
        const QString status = query.value(0).toString();
        summary->blocks[status] += 1;
        summary->characters[status] += characters(Utf8Text::read(query.value(1)));
    }
    return true;
}

bool ReviewRepository::readReviewers(qint64 issueId, Summary *summary) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    if (!exec(query,
            QStringLiteral("SELECT DISTINCT CAST(r.reviewer AS BLOB) FROM block_reviews r"
                           " JOIN target_blocks t ON t.id = r.target_block_id WHERE t.issue_id = ? AND r.reviewer <> ''"),
            {issueId})) {
        return false;
    }
    while (query.next()) {
        summary->reviewers.append(Utf8Text::read(query.value(0)));
    }
    std::sort(summary->reviewers.begin(), summary->reviewers.end());
    return true;
}
