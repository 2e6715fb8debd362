// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuerepository.h"

#include "core/namelist.h"
#include "core/sourcetext.h"
#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

IssueRepository::IssueRepository(ProjectStore &store)
    : m_store(store)
{
}

QList<Issue> IssueRepository::issues() const
{
    return selectRows(
        m_store.database(), QStringLiteral("SELECT id, number, title, status FROM issues ORDER BY number"), {}, [](const QSqlQuery &query) {
            return Issue {query.value(0).toLongLong(), query.value(1).toInt(), query.value(2).toString(), query.value(3).toString()};
        });
}

std::optional<Issue> IssueRepository::issue(int number) const
{
    return findIssue(QStringLiteral("SELECT id, number, title, status FROM issues WHERE number = ?"), number,
        tr("There is no issue %1 in this project.").arg(number));
}

std::optional<Issue> IssueRepository::issueById(qint64 id) const
{
    return findIssue(QStringLiteral("SELECT id, number, title, status FROM issues WHERE id = ?"), id,
        tr("This project has no issue with the id %1.").arg(id));
}

std::optional<Issue> IssueRepository::findIssue(const QString &sql, const QVariant &key, const QString &notFound) const
{
    QSqlQuery query(m_store.database());
    query.prepare(sql);
    query.addBindValue(key);
    if (!query.exec()) {
        m_error = SqlErrors::describe(query.lastError());
        return std::nullopt;
    }
    if (!query.next()) {
        m_error = notFound;
        return std::nullopt;
    }
    return Issue {query.value(0).toLongLong(), query.value(1).toInt(), query.value(2).toString(), query.value(3).toString()};
}

qint64 IssueRepository::createIssue(int number, const QString &title)
{
    if (number <= 0) {
        m_error = tr("Issue numbers start at 1.");
        return 0;
    }
    const QString now = Timestamps::now();
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT INTO issues (number, title, created_at, updated_at) VALUES (?, ?, ?, ?)"));
    query.addBindValue(number);
    query.addBindValue(title.isNull() ? QStringLiteral("") : title);
    query.addBindValue(now);
    query.addBindValue(now);
    if (!query.exec()) {
        m_error = tr("Cannot create issue %1: %2").arg(QString::number(number), SqlErrors::describe(query.lastError()));
        return 0;
    }
    return query.lastInsertId().toLongLong();
}

bool IssueRepository::setTitle(qint64 issueId, const QString &title)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("UPDATE issues SET title = ?, updated_at = ? WHERE id = ?"));
    query.addBindValue(title.isNull() ? QStringLiteral("") : title);
    query.addBindValue(Timestamps::now());
    query.addBindValue(issueId);
    if (!query.exec()) {
        m_error = SqlErrors::describe(query.lastError());
        return false;
    }
    return true;
}

namespace {

// The value sql ("SELECT column FROM issues WHERE id = ?") reads; null with *error
// on error or for an unknown issue.
QVariant issueValue(QSqlDatabase db, const QString &sql, qint64 issueId, QString *error)
{
    QSqlQuery query(db);
    query.prepare(sql);
    query.addBindValue(issueId);
    if (!query.exec()) {
        *error = SqlErrors::describe(query.lastError());
        return {};
    }
    if (!query.next()) {
        *error = IssueRepository::tr("This project has no issue with the id %1.").arg(issueId);
        return {};
    }
    return query.value(0);
}

// sql: "UPDATE issues SET column = ?, updated_at = ? WHERE id = ?".
bool updateIssue(QSqlDatabase db, const QString &sql, const QVariant &value, qint64 issueId, QString *error)
{
    QSqlQuery query(db);
    query.prepare(sql);
    query.addBindValue(value);
    query.addBindValue(Timestamps::now());
    query.addBindValue(issueId);
    if (!query.exec()) {
        *error = SqlErrors::describe(query.lastError());
        return false;
    }
    if (query.numRowsAffected() != 1) {
        *error = IssueRepository::tr("This project has no issue with the id %1.").arg(issueId);
        return false;
    }
    return true;
}

} // namespace

QStringList IssueRepository::tags(qint64 issueId) const
{
    return issueValue(m_store.database(), QStringLiteral("SELECT tags FROM issues WHERE id = ?"), issueId, &m_error)
        .toString()
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

bool IssueRepository::setTags(qint64 issueId, const QStringList &tags)
{
    // A null QString (the join of no tags) would bind as NULL.
    const QString joined = normalizedTags(tags).join(QLatin1Char('\n'));
    return updateIssue(m_store.database(), QStringLiteral("UPDATE issues SET tags = ?, updated_at = ? WHERE id = ?"),
        joined.isNull() ? QStringLiteral("") : joined, issueId, &m_error);
}

bool IssueRepository::saveTags(qint64 issueId, const QStringList &tags)
{
    m_error.clear();
    return m_store.inTransaction([&] { return setTags(issueId, tags); }, &m_error);
}

QDate IssueRepository::publishedOn(qint64 issueId) const
{
    return QDate::fromString(
        issueValue(m_store.database(), QStringLiteral("SELECT published_on FROM issues WHERE id = ?"), issueId, &m_error).toString(),
        Qt::ISODate);
}

bool IssueRepository::setPublishedOn(qint64 issueId, const QDate &date)
{
    if (date.isValid() && (date < firstPublicationDay() || date > lastPublicationDay())) {
        // QDate::toString() gives nothing for years beyond 9999.
        m_error = tr("%1-%2-%3 is not a day the issue can have been published on (%4 to %5).")
                      .arg(QStringLiteral("%1").arg(date.year(), 4, 10, QLatin1Char('0')),
                          QStringLiteral("%1").arg(date.month(), 2, 10, QLatin1Char('0')),
                          QStringLiteral("%1").arg(date.day(), 2, 10, QLatin1Char('0')), firstPublicationDay().toString(Qt::ISODate),
                          lastPublicationDay().toString(Qt::ISODate));
        return false;
    }
    return updateIssue(m_store.database(), QStringLiteral("UPDATE issues SET published_on = ?, updated_at = ? WHERE id = ?"),
        date.isValid() ? QVariant(date.toString(Qt::ISODate)) : QVariant(), issueId, &m_error);
}

bool IssueRepository::savePublishedOn(qint64 issueId, const QDate &date)
{
    m_error.clear();
    return m_store.inTransaction([&] { return setPublishedOn(issueId, date); }, &m_error);
}

QDate IssueRepository::firstPublicationDay()
{
    return QDate(1990, 1, 1);
}

QDate IssueRepository::lastPublicationDay()
{
    return QDate::currentDate().addYears(1);
}

QStringList IssueRepository::splitTags(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,，、\\r\\n]"));
    return text.split(separators, Qt::SkipEmptyParts);
}

QStringList IssueRepository::normalizedTags(const QStringList &tags)
{
    return NameList::normalized(tags);
}

QMultiHash<qint64, qint64> IssueRepository::alignments(qint64 issueId, bool bySource) const
{
    QMultiHash<qint64, qint64> links;
    forEachRow(m_store.database(),
        QStringLiteral("SELECT a.target_id, a.source_id FROM alignments a JOIN target_blocks t ON t.id = a.target_id WHERE t.issue_id = ?"),
        {issueId}, [&links, bySource](const QSqlQuery &query) {
            const qint64 target = query.value(0).toLongLong();
            const qint64 source = query.value(1).toLongLong();
            if (bySource) {
                links.insert(source, target);
            } else {
                links.insert(target, source);
            }
        });
    return links;
}

namespace {
QList<qint64> sorted(QList<qint64> ids)
{
    std::sort(ids.begin(), ids.end());
    return ids;
}
} // namespace

QList<BlockRecord> IssueRepository::sourceBlocks(qint64 issueId) const
{
    // Source blocks have no origin or status.
    return blocks(QStringLiteral("SELECT b.id, b.kind, CAST(b.text AS BLOB), CAST(b.trailing AS BLOB), '', '' FROM source_blocks b"
                                 " JOIN source_posts p ON p.id = b.post_id"
                                 " WHERE p.issue_id = ? ORDER BY p.ordinal, b.ordinal"),
        issueId, true);
}

QList<BlockRecord> IssueRepository::targetBlocks(qint64 issueId) const
{
    return blocks(QStringLiteral("SELECT id, kind, CAST(text AS BLOB), CAST(trailing AS BLOB), origin, status FROM target_blocks"
                                 " WHERE issue_id = ? ORDER BY ordinal"),
        issueId, false);
}

QList<BlockRecord> IssueRepository::blocks(const QString &sql, qint64 issueId, bool source) const
{
    const auto links = alignments(issueId, source);
    return selectRows(m_store.database(), sql, {issueId}, [&links](const QSqlQuery &query) {
        BlockRecord block;
        block.id = query.value(0).toLongLong();
        block.kind = BlockKinds::fromString(query.value(1).toString());
        block.text = Utf8Text::read(query.value(2));
        block.trailing = Utf8Text::read(query.value(3));
        block.origin = query.value(4).toString();
        block.status = query.value(5).toString();
        block.aligned = sorted(links.values(block.id));
        return block;
    });
}

QList<QByteArray> IssueRepository::sourceSnapshots(qint64 issueId) const
{
    return selectRows(m_store.database(), QStringLiteral("SELECT content FROM source_posts WHERE issue_id = ? ORDER BY ordinal"), {issueId},
        [](const QSqlQuery &query) { return query.value(0).toByteArray(); });
}

QString IssueRepository::draftLead(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT CAST(draft_lead AS BLOB) FROM issues WHERE id = ?"));
    query.addBindValue(issueId);
    return query.exec() && query.next() ? Utf8Text::read(query.value(0)) : QString();
}
