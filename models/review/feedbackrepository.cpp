// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbackrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

FeedbackRepository::FeedbackRepository(ProjectStore &store)
    : m_store(store)
{
}

bool FeedbackRepository::add(qint64 issueId, qint64 targetBlockId, FeedbackReport::Type type, const QString &body, const QString &reporter)
{
    m_error.clear();
    m_addedId = 0;
    if (body.trimmed().isEmpty()) {
        return fail(tr("A feedback report needs a text."));
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    QSqlQuery query(m_store.database());
    if (!blockOfIssue(issueId, targetBlockId)
        || !exec(query,
            QStringLiteral("INSERT INTO feedback_reports (issue_id, target_block_id, type, body, reporter, created_at)"
                           " VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?)"),
            {issueId, targetBlockId == 0 ? QVariant() : QVariant(targetBlockId), FeedbackReport::toString(type),
                Utf8Text::bind(body.trimmed()), Utf8Text::bind(reporter.trimmed()), Timestamps::now()})) {
        m_store.rollback();
        return false;
    }
    const qint64 id = query.lastInsertId().toLongLong();
    if (!m_store.commit()) {
        return fail(m_store.errorString());
    }
    m_addedId = id;
    return true;
}

// Also checks that the issue exists (with or without a block).
bool FeedbackRepository::blockOfIssue(qint64 issueId, qint64 targetBlockId)
{
    QSqlQuery query(m_store.database());
    if (!exec(query,
            QStringLiteral("SELECT (SELECT COUNT(*) FROM issues WHERE id = ?),"
                           " (SELECT COUNT(*) FROM target_blocks WHERE id = ? AND issue_id = ?)"),
            {issueId, targetBlockId, issueId})
        || !query.next()) {
        return failQuery(query);
    }
    if (query.value(0).toInt() == 0) {
        return fail(tr("Issue %1 does not exist.").arg(issueId));
    }
    if (targetBlockId != 0 && query.value(1).toInt() == 0) {
        return fail(tr("Draft block %1 is not a block of this issue.").arg(targetBlockId));
    }
    return true;
}

bool FeedbackRepository::setStatus(qint64 reportId, FeedbackReport::Status status, const QString &resolution)
{
    m_error.clear();
    return changeOne(QStringLiteral("UPDATE feedback_reports SET status = ?, resolution = CAST(? AS TEXT) WHERE id = ?"),
        {FeedbackReport::toString(status), Utf8Text::bind(resolution.trimmed())}, reportId);
}

bool FeedbackRepository::remove(qint64 reportId)
{
    m_error.clear();
    return changeOne(QStringLiteral("DELETE FROM feedback_reports WHERE id = ?"), {}, reportId);
}

// values are bound first, then reportId.
bool FeedbackRepository::changeOne(const QString &sql, QVariantList values, qint64 reportId)
{
    values.append(reportId);
    return m_store.changeOneRow(sql, values, tr("Feedback report %1 does not exist.").arg(reportId)) || fail(m_store.errorString());
}

QList<FeedbackReport> FeedbackRepository::reports(qint64 issueId) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT f.id, COALESCE(f.target_block_id, 0), f.type, CAST(f.body AS BLOB), CAST(f.reporter AS BLOB),"
                       " f.status, CAST(f.resolution AS BLOB), f.created_at, COALESCE(CAST(t.text AS BLOB), '')"
                       " FROM feedback_reports f LEFT JOIN target_blocks t ON t.id = f.target_block_id"
                       " WHERE f.issue_id = ? ORDER BY f.id"),
        {issueId}, [issueId](const QSqlQuery &query) {
            FeedbackReport report;
            report.id = query.value(0).toLongLong();
            report.issueId = issueId;
            report.targetBlockId = query.value(1).toLongLong();
            report.type = FeedbackReport::typeFromString(query.value(2).toString()).value_or(FeedbackReport::Type::Term);
            report.body = Utf8Text::read(query.value(3));
            report.reporter = Utf8Text::read(query.value(4));
            report.status = FeedbackReport::statusFromString(query.value(5).toString()).value_or(FeedbackReport::Status::Open);
            report.resolution = Utf8Text::read(query.value(6));
            report.createdAt = query.value(7).toString();
            report.blockText = Utf8Text::read(query.value(8));
            return report;
        });
}

int FeedbackRepository::openCount(qint64 issueId) const
{
    m_error.clear();
    return qMax(0,
        selectInt(m_store.database(), QStringLiteral("SELECT COUNT(*) FROM feedback_reports WHERE issue_id = ? AND status = ?"),
            {issueId, FeedbackReport::toString(FeedbackReport::Status::Open)}));
}
