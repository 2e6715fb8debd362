// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstats.h"

#include "store/issuestatus.h"
#include "store/projectstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>
#include <QVariant>

namespace {

// One row per issue; each figure comes from a correlated subquery. Followed by the
// FROM clause of compute() or computeIssue().
const char kStatsColumns[] = "SELECT i.number, i.title, i.status,"
                             " (SELECT COUNT(*) FROM source_posts p WHERE p.issue_id = i.id),"
                             " (SELECT COUNT(*) FROM source_blocks b JOIN source_posts p ON p.id = b.post_id WHERE p.issue_id = i.id),"
                             " (SELECT COUNT(*) FROM target_blocks t WHERE t.issue_id = i.id),"
                             " (SELECT COALESCE(SUM(length(b.text)), 0) FROM source_blocks b JOIN source_posts p ON p.id = b.post_id"
                             "   WHERE p.issue_id = i.id),"
                             " (SELECT COALESCE(SUM(length(t.text)), 0) FROM target_blocks t WHERE t.issue_id = i.id),"
                             " (SELECT COALESCE(SUM(length(b.text)), 0) FROM source_blocks b JOIN source_posts p ON p.id = b.post_id"
                             "   WHERE p.issue_id = i.id AND (EXISTS (SELECT 1 FROM deletions d WHERE d.source_block_id = b.id"
                             "                                         AND d.span_start IS NULL)"
                             "   OR EXISTS (SELECT 1 FROM alignments a JOIN target_blocks t ON t.id = a.target_id"
                             "              WHERE a.source_id = b.id AND t.status NOT IN ('draft', 'pretranslated', 'machine')))),"
                             // Blocks deleted whole, plus spans deleted out of other blocks (their
                             // UTF-16 length; SQLite's length() counts code points, the same in the BMP).
                             " (SELECT COALESCE(SUM(length(b.text)), 0) FROM source_blocks b JOIN source_posts p ON p.id = b.post_id"
                             "   WHERE p.issue_id = i.id AND EXISTS (SELECT 1 FROM deletions d WHERE d.source_block_id = b.id"
                             "                                        AND d.span_start IS NULL))"
                             " + (SELECT COALESCE(SUM(d.span_end - d.span_start), 0) FROM deletions d"
                             "   JOIN source_blocks b ON b.id = d.source_block_id JOIN source_posts p ON p.id = b.post_id"
                             "   WHERE p.issue_id = i.id AND d.span_start IS NOT NULL AND NOT EXISTS (SELECT 1 FROM deletions w"
                             "   WHERE w.source_block_id = b.id AND w.span_start IS NULL))";
const char kAllIssues[] = " FROM issues i ORDER BY i.number";
const char kOneIssue[] = " FROM issues i WHERE i.number = ?";

ProjectStats::Counts countsOf(const QSqlQuery &query)
{
    ProjectStats::Counts c;
    c.number = query.value(0).toInt();
    c.title = query.value(1).toString();
    c.status = query.value(2).toString();
    c.sourcePosts = query.value(3).toInt();
    c.sourceBlocks = query.value(4).toInt();
    c.targetBlocks = query.value(5).toInt();
    c.sourceChars = query.value(6).toLongLong();
    c.targetChars = query.value(7).toLongLong();
    c.doneChars = query.value(8).toLongLong();
    c.deletedChars = query.value(9).toLongLong();
    return c;
}

QJsonObject toJsonObject(const ProjectStats::Counts &c)
{
    return {{QStringLiteral("source_posts"), c.sourcePosts}, {QStringLiteral("source_blocks"), c.sourceBlocks},
        {QStringLiteral("target_blocks"), c.targetBlocks}, {QStringLiteral("source_chars"), c.sourceChars},
        {QStringLiteral("target_chars"), c.targetChars}, {QStringLiteral("done_chars"), c.doneChars},
        {QStringLiteral("deleted_chars"), c.deletedChars}, {QStringLiteral("progress"), qRound(c.progress() * 1000.0) / 1000.0}};
}

} // namespace

ProjectStats ProjectStats::compute(const ProjectStore &store)
{
    ProjectStats stats;
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(QLatin1String(kStatsColumns) + QLatin1String(kAllIssues));
    if (!query.exec()) {
        return stats;
    }
    while (query.next()) {
        stats.issues.append(countsOf(query));
    }
    return stats;
}

QList<ProjectStats::Counts> ProjectStats::listIssues(const ProjectStore &store)
{
    QList<Counts> issues;
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT number, title, status FROM issues ORDER BY number"));
    if (!query.exec()) {
        return issues;
    }
    while (query.next()) {
        Counts c;
        c.number = query.value(0).toInt();
        c.title = query.value(1).toString();
        c.status = query.value(2).toString();
        issues.append(c);
    }
    return issues;
}

std::optional<ProjectStats::Counts> ProjectStats::computeIssue(const ProjectStore &store, int number)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(QLatin1String(kStatsColumns) + QLatin1String(kOneIssue));
    query.addBindValue(number);
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return countsOf(query);
}

ProjectStats::Counts ProjectStats::total() const
{
    Counts sum;
    for (const Counts &c : issues) {
        sum.sourcePosts += c.sourcePosts;
        sum.sourceBlocks += c.sourceBlocks;
        sum.targetBlocks += c.targetBlocks;
        sum.sourceChars += c.sourceChars;
        sum.targetChars += c.targetChars;
        sum.doneChars += c.doneChars;
        sum.deletedChars += c.deletedChars;
    }
    return sum;
}

QJsonObject ProjectStats::toJson() const
{
    QJsonObject root = toJsonObject(total());
    root.insert(QStringLiteral("issues"), int(issues.size()));
    QJsonArray list;
    for (const Counts &c : issues) {
        QJsonObject item = toJsonObject(c);
        item.insert(QStringLiteral("number"), c.number);
        item.insert(QStringLiteral("title"), c.title);
        item.insert(QStringLiteral("status"), c.status);
        list.append(item);
    }
    root.insert(QStringLiteral("per_issue"), list);
    return root;
}

QString ProjectStats::toText() const
{
    const Counts sum = total();
    QString out =
        QCoreApplication::translate("ProjectStats", "%n issue(s), %1 source blocks, %2 target blocks", nullptr, int(issues.size()))
            .arg(sum.sourceBlocks)
            .arg(sum.targetBlocks);
    out += QLatin1Char('\n');
    out += QCoreApplication::translate("ProjectStats", "source characters: %1, draft characters: %2, progress: %3%")
               .arg(sum.sourceChars)
               .arg(sum.targetChars)
               .arg(sum.progress() * 100.0, 0, 'f', 1);
    out += QLatin1Char('\n');
    for (const Counts &c : issues) {
        // One arg() call: a title containing "%4" must not be substituted into.
        out += QCoreApplication::translate("ProjectStats", "#%1 %2 [%3]: %4 → %5 blocks, %6 → %7 chars, %8% done")
                   .arg(QString::number(c.number), c.title, IssueStatus::displayName(c.status), QString::number(c.sourceBlocks),
                       QString::number(c.targetBlocks), QString::number(c.sourceChars), QString::number(c.targetChars),
                       QString::number(c.progress() * 100.0, 'f', 1));
        out += QLatin1Char('\n');
    }
    return out;
}
