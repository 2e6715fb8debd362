// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbackrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "review/feedbackimagerepository.h"
#include "review/reviewsettings.h"
#include "store/projectstore.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

FeedbackRepository::FeedbackRepository(ProjectStore &store)
    : m_store(store)
{
}

bool FeedbackRepository::add(qint64 issueId, qint64 targetBlockId, FeedbackReport::Type type, const QString &body, const QString &reporter,
    const QList<FeedbackImage> &screenshots)
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
    if (!addScreenshots(id, screenshots)) {
        m_store.rollback();
        return false;
    }
    if (!m_store.commit()) {
        return fail(m_store.errorString());
    }
    m_addedId = id;
    return true;
}

bool FeedbackRepository::addScreenshots(qint64 reportId, const QList<FeedbackImage> &screenshots)
{
    FeedbackImageRepository images(m_store);
    for (FeedbackImage image : screenshots) {
        image.feedbackId = reportId;
        if (!images.add(image)) {
            const QString name = image.name.isEmpty() ? tr("a pasted screenshot") : image.name;
            return fail(tr("%1: %2").arg(name, images.errorString()));
        }
    }
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

bool FeedbackRepository::setStatus(qint64 reportId, FeedbackReport::Status status, const QString &resolution, const QString &by)
{
    m_error.clear();
    const QString fixer = status == FeedbackReport::Status::Fixed ? by.trimmed() : QString();
    if (status == FeedbackReport::Status::Fixed && fixer.isEmpty()) {
        return fail(tr("Say who fixed the report: the name is empty."));
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!changeOne(QStringLiteral("UPDATE feedback_reports SET status = ?, resolution = CAST(? AS TEXT), fixed_by = CAST(? AS TEXT)"
                                  " WHERE id = ?"),
            {FeedbackReport::toString(status), Utf8Text::bind(resolution.trimmed()), Utf8Text::bind(fixer)}, reportId)
        || (status != FeedbackReport::Status::Fixed
            && !exec(m_store.database(), QStringLiteral("DELETE FROM feedback_confirmations WHERE feedback_id = ?"), {reportId}))) {
        m_store.rollback();
        return false;
    }
    return m_store.commit() || fail(m_store.errorString());
}

bool FeedbackRepository::confirmFix(qint64 reportId, const QString &reviewer)
{
    m_error.clear();
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    const QString refusal = refusalToConfirm(reportId, reviewer);
    if (!refusal.isEmpty() || !m_error.isEmpty()) {
        m_store.rollback();
        return m_error.isEmpty() ? fail(refusal) : false;
    }
    if (!exec(m_store.database(),
            QStringLiteral("INSERT INTO feedback_confirmations (feedback_id, reviewer, confirmed_at) VALUES (?, CAST(? AS TEXT), ?)"),
            {reportId, Utf8Text::bind(reviewer.trimmed()), Timestamps::now()})) {
        m_store.rollback();
        return false;
    }
    return m_store.commit() || fail(m_store.errorString());
}

// Why reviewer may not confirm the fix of report reportId, or "" (m_error set when a
// read failed).
QString FeedbackRepository::refusalToConfirm(qint64 reportId, const QString &reviewer) const
{
    const QString name = reviewer.trimmed();
    if (name.isEmpty()) {
        return tr("A confirmation needs the name of the senior reviewer who checked the fix.");
    }
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT status, CAST(reporter AS BLOB), CAST(fixed_by AS BLOB) FROM feedback_reports WHERE id = ?"),
            {reportId})) {
        return {};
    }
    if (!query.next()) {
        return tr("Feedback report %1 does not exist.").arg(reportId);
    }
    if (query.value(0).toString() != FeedbackReport::toString(FeedbackReport::Status::Fixed)) {
        return tr("Report %1 is not marked fixed; only a fix is confirmed.").arg(reportId);
    }
    const ReviewSettings settings = ReviewSettings::load(m_store);
    if (settings.seniorReviewers.isEmpty()) {
        return tr("The project names no senior reviewers yet; add them (Review pane, Reader Feedback, Senior Reviewers…) first.");
    }
    if (!settings.isSeniorReviewer(name)) {
        return tr("%1 is not a senior reviewer of this project (they are: %2).").arg(name, settings.seniorReviewers.join(tr(", ")));
    }
    if (Utf8Text::read(query.value(1)).trimmed().compare(name, Qt::CaseInsensitive) == 0) {
        return tr("%1 recorded this report and cannot confirm its fix; two other senior reviewers must.").arg(name);
    }
    if (Utf8Text::read(query.value(2)).trimmed().compare(name, Qt::CaseInsensitive) == 0) {
        return tr("%1 marked this report fixed and cannot confirm their own fix; two other senior reviewers must.").arg(name);
    }
    QStringList confirmed;
    forEachRow(m_store.database(),
        QStringLiteral("SELECT CAST(reviewer AS BLOB) FROM feedback_confirmations WHERE feedback_id = ? ORDER BY id"), {reportId},
        [&confirmed](const QSqlQuery &row) { confirmed.append(Utf8Text::read(row.value(0))); });
    if (confirmed.contains(name, Qt::CaseInsensitive)) {
        return tr("%1 has confirmed this fix already; the other confirmation must come from another senior reviewer.").arg(name);
    }
    if (confirmed.size() >= FeedbackReport::kConfirmationsNeeded) {
        return tr("This fix is confirmed already, by %1.").arg(confirmed.join(tr(" and ")));
    }
    return {};
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
    QList<FeedbackReport> reports = selectRows(m_store.database(),
        QStringLiteral("SELECT f.id, COALESCE(f.target_block_id, 0), f.type, CAST(f.body AS BLOB), CAST(f.reporter AS BLOB),"
                       " f.status, CAST(f.resolution AS BLOB), f.created_at, COALESCE(CAST(t.text AS BLOB), ''),"
                       " (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id), CAST(f.fixed_by AS BLOB)"
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
            report.screenshots = query.value(9).toInt();
            report.fixedBy = Utf8Text::read(query.value(10));
            return report;
        });
    readConfirmations(issueId, reports);
    return reports;
}

void FeedbackRepository::readConfirmations(qint64 issueId, QList<FeedbackReport> &reports) const
{
    QHash<qint64, QStringList> confirmed;
    forEachRow(m_store.database(),
        QStringLiteral("SELECT c.feedback_id, CAST(c.reviewer AS BLOB) FROM feedback_confirmations c"
                       " JOIN feedback_reports f ON f.id = c.feedback_id WHERE f.issue_id = ? ORDER BY c.id"),
        {issueId}, [&confirmed](const QSqlQuery &row) { confirmed[row.value(0).toLongLong()].append(Utf8Text::read(row.value(1))); });
    for (FeedbackReport &report : reports) {
        report.confirmedBy = confirmed.value(report.id);
    }
}

int FeedbackRepository::awaitingConfirmationCount(qint64 issueId) const
{
    m_error.clear();
    return qMax(0,
        selectInt(m_store.database(),
            QStringLiteral("SELECT COUNT(*) FROM feedback_reports f WHERE f.issue_id = ? AND f.status = ?"
                           " AND (SELECT COUNT(*) FROM feedback_confirmations c WHERE c.feedback_id = f.id) < ?"),
            {issueId, FeedbackReport::toString(FeedbackReport::Status::Fixed), FeedbackReport::kConfirmationsNeeded}));
}

int FeedbackRepository::openCount(qint64 issueId) const
{
    m_error.clear();
    return qMax(0,
        selectInt(m_store.database(), QStringLiteral("SELECT COUNT(*) FROM feedback_reports WHERE issue_id = ? AND status = ?"),
            {issueId, FeedbackReport::toString(FeedbackReport::Status::Open)}));
}
