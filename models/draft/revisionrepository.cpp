// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisionrepository.h"

#include "core/sourcetext.h"
#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "export/markdownexporter.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QtEndian>

namespace {

QString sealKey(qint64 issueId)
{
    return QStringLiteral("revisions.sealed.%1").arg(issueId);
}

QDateTime fromStamp(const QString &stamp)
{
    return QDateTime::fromString(stamp, Qt::ISODateWithMs).toUTC();
}

// qCompress puts the uncompressed size in front, big-endian: the size of a revision
// without reading (or inflating) all of it.
qint64 compressedSize(const QByteArray &header)
{
    return header.size() == 4 ? qint64(qFromBigEndian<quint32>(header.constData())) : 0;
}

bool setError(QString *error, const QString &message)
{
    *error = message;
    return false;
}

} // namespace

RevisionRepository::RevisionRepository(ProjectStore &store)
    : m_store(store)
{
}

QDateTime RevisionRepository::now() const
{
    return m_now.isValid() ? m_now.toUTC() : QDateTime::currentDateTimeUtc();
}

bool RevisionRepository::record(qint64 issueId, const QString &author, const QString &summary, Mode mode)
{
    m_error.clear();
    IssueRepository issues(m_store);
    if (!issues.issueById(issueId)) {
        return fail(issues.errorString());
    }
    const QByteArray draft = MarkdownExporter(issues).draft(issueId);
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    // Most calls (autosave) find the draft recorded already: no write lock for them.
    QSqlDatabase db = m_store.database();
    QString error;
    const auto known = latest(db, issueId, &error);
    if (!error.isEmpty()) {
        return fail(error);
    }
    if (known && known->content == draft && (mode == Mode::Coalesce || known->number <= sealedNumber(db, issueId))) {
        m_outcome = Outcome::Unchanged;
        m_number = known->number;
        return true;
    }
    return writeInTransaction(issueId, author, summary, mode, draft);
}

bool RevisionRepository::recordText(qint64 issueId, const QString &author, const QString &summary, const QString &draftMarkdown)
{
    m_error.clear();
    IssueRepository issues(m_store);
    if (!issues.issueById(issueId)) {
        return fail(issues.errorString());
    }
    return writeInTransaction(issueId, author, summary, Mode::New, draftMarkdown.toUtf8());
}

bool RevisionRepository::writeInTransaction(
    qint64 issueId, const QString &author, const QString &summary, Mode mode, const QByteArray &draft)
{
    return m_store.inTransaction([&] { return write(issueId, author, summary, mode, draft); }, &m_error);
}

bool RevisionRepository::recordWithin(qint64 issueId, const QString &author, const QString &summary)
{
    m_error.clear();
    IssueRepository issues(m_store);
    const QByteArray draft = MarkdownExporter(issues).draft(issueId);
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    return write(issueId, author, summary, Mode::New, draft);
}

// Inside the write transaction: the latest revision read again, as another process
// may have written one since.
bool RevisionRepository::write(qint64 issueId, const QString &author, const QString &summary, Mode mode, const QByteArray &draft)
{
    QSqlDatabase db = m_store.database();
    QString error;
    const auto known = latest(db, issueId, &error);
    if (!error.isEmpty()) {
        return fail(error);
    }
    m_number = known ? known->number : 0;
    m_outcome = Outcome::Unchanged;
    if (known && known->content == draft) {
        // New promises that the next record starts a revision of its own: a latest
        // revision that already holds this draft is sealed, so that nothing coalesces
        // over it (a conflict's losing version must stay in the history).
        return mode == Mode::Coalesce || known->number <= sealedNumber(db, issueId) || writeSeal(db, issueId, known->number, &error)
            || fail(error);
    }
    const QString stamp = now().toString(Qt::ISODateWithMs);
    // An issue from before version 7 has no revision 0: its history starts here, with
    // the draft as it is taken for the imported one, so that an autosave or a reload
    // counts no revision and the issue stays untouched for the export.
    if (!known && mode == Mode::Coalesce) {
        return insert(db, issueId, 0, QString(), QString(), draft, stamp, &error) || fail(error);
    }
    if (mode == Mode::Coalesce && known && coalesces(*known, sealedNumber(db, issueId), author)) {
        m_outcome = Outcome::Replaced;
        return replace(db, issueId, known->number, mergedSummary(known->summary, summary), draft, stamp, &error) || fail(error);
    }
    m_outcome = Outcome::Added;
    m_number = known ? known->number + 1 : 1;
    if (!insert(db, issueId, m_number, author, summary.trimmed(), draft, stamp, &error)) {
        return fail(error);
    }
    return mode == Mode::Coalesce || writeSeal(db, issueId, m_number, &error) || fail(error);
}

bool RevisionRepository::coalesces(const Latest &latest, int sealed, const QString &author) const
{
    if (latest.number == 0 || latest.number <= sealed || latest.author != author || !latest.updatedAt.isValid()) {
        return false;
    }
    const qint64 age = latest.updatedAt.msecsTo(now());
    return age >= 0 && age < qint64(CoalesceSeconds) * 1000;
}

bool RevisionRepository::seal(qint64 issueId)
{
    m_error.clear();
    QSqlDatabase db = m_store.database();
    QString error;
    const auto known = latest(db, issueId, &error);
    if (!error.isEmpty()) {
        return fail(error);
    }
    if (!known || known->number == 0 || known->number <= sealedNumber(db, issueId)) {
        return true;
    }
    return m_store.inTransaction([&] { return writeSeal(db, issueId, known->number, &m_error); }, &m_error);
}

QList<Revision> RevisionRepository::revisions(qint64 issueId) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT number, author, summary, created_at, updated_at, substr(content, 1, 4)"
                       " FROM revisions WHERE issue_id = ? ORDER BY number DESC"),
        {issueId}, [](const QSqlQuery &query) {
            return Revision {query.value(0).toInt(), query.value(1).toString(), query.value(2).toString(),
                fromStamp(query.value(3).toString()), fromStamp(query.value(4).toString()), compressedSize(query.value(5).toByteArray())};
        });
}

std::optional<QString> RevisionRepository::content(qint64 issueId, int number) const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT content FROM revisions WHERE issue_id = ? AND number = ?"), {issueId, number})) {
        fail(SqlErrors::describe(query.lastError()));
        return std::nullopt;
    }
    if (!query.next()) {
        fail(tr("The issue has no revision %1.").arg(number));
        return std::nullopt;
    }
    // SourceText keeps a leading BOM, as the draft has it.
    return SourceText::fromUtf8(qUncompress(query.value(0).toByteArray()));
}

int RevisionRepository::count(qint64 issueId) const
{
    m_error.clear();
    return qMax(
        0, selectInt(m_store.database(), QStringLiteral("SELECT count(*) FROM revisions WHERE issue_id = ? AND number > 0"), {issueId}));
}

bool RevisionRepository::writeBase(QSqlDatabase &db, qint64 issueId, const QString &draftMarkdown, QString *error)
{
    error->clear();
    const QByteArray draft = draftMarkdown.toUtf8();
    const auto known = latest(db, issueId, error);
    if (!error->isEmpty()) {
        return false;
    }
    const QString now = Timestamps::now();
    if (!known) {
        return insert(db, issueId, 0, QString(), QString(), draft, now, error);
    }
    if (known->number == 0) {
        return replace(db, issueId, 0, known->summary, draft, now, error);
    }
    if (known->content == draft) {
        return true;
    }
    const int number = known->number + 1;
    return insert(db, issueId, number, QString(), tr("Another post imported"), draft, now, error) && writeSeal(db, issueId, number, error);
}

std::optional<RevisionRepository::Latest> RevisionRepository::latest(QSqlDatabase &db, qint64 issueId, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT number, author, summary, updated_at, content FROM revisions"
                                 " WHERE issue_id = ? ORDER BY number DESC LIMIT 1"));
    query.addBindValue(issueId);
    if (!query.exec()) {
        *error = SqlErrors::describe(query.lastError());
        return std::nullopt;
    }
    if (!query.next()) {
        return std::nullopt;
    }
    return Latest {query.value(0).toInt(), query.value(1).toString(), query.value(2).toString(), fromStamp(query.value(3).toString()),
        qUncompress(query.value(4).toByteArray())};
}

// -1 when nothing is sealed.
int RevisionRepository::sealedNumber(QSqlDatabase &db, qint64 issueId)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT value FROM project_settings WHERE key = ?"));
    query.addBindValue(sealKey(issueId));
    bool ok = false;
    const int number = query.exec() && query.next() ? query.value(0).toInt(&ok) : -1;
    return ok ? number : -1;
}

bool RevisionRepository::writeSeal(QSqlDatabase &db, qint64 issueId, int number, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO project_settings (key, value) VALUES (?, ?)"
                                 " ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    query.addBindValue(sealKey(issueId));
    query.addBindValue(QString::number(number));
    return query.exec() || setError(error, SqlErrors::describe(query.lastError()));
}

bool RevisionRepository::insert(QSqlDatabase &db, qint64 issueId, int number, const QString &author, const QString &summary,
    const QByteArray &draft, const QString &now, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO revisions (issue_id, number, author, summary, content, created_at, updated_at)"
                                 " VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &value : {QVariant(issueId), QVariant(number), SqlExec::notNull(author), SqlExec::notNull(summary),
             QVariant(qCompress(draft)), QVariant(now), QVariant(now)}) {
        query.addBindValue(value);
    }
    return query.exec() || setError(error, SqlErrors::describe(query.lastError()));
}

bool RevisionRepository::replace(
    QSqlDatabase &db, qint64 issueId, int number, const QString &summary, const QByteArray &draft, const QString &now, QString *error)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("UPDATE revisions SET content = ?, summary = ?, updated_at = ? WHERE issue_id = ? AND number = ?"));
    for (const QVariant &value :
        {QVariant(qCompress(draft)), SqlExec::notNull(summary), QVariant(now), QVariant(issueId), QVariant(number)}) {
        query.addBindValue(value);
    }
    return query.exec() || setError(error, SqlErrors::describe(query.lastError()));
}

// Coalesced edits keep every distinct summary once, in order.
QString RevisionRepository::mergedSummary(const QString &old, const QString &added)
{
    const QString separator = QStringLiteral("; ");
    const QString part = added.trimmed();
    if (part.isEmpty() || old.split(separator, Qt::SkipEmptyParts).contains(part)) {
        return old;
    }
    return old.isEmpty() ? part : old + separator + part;
}
