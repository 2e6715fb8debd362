// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftlayout.h"

#include "core/sqlexec.h"
#include "core/utf8text.h"
#include "export/markdownexporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QVariant>

namespace {

struct LineBreakCount {
    qsizetype crlf = 0;
    qsizetype cr = 0;
    qsizetype lf = 0;

    void add(const QString &text)
    {
        const qsizetype pairs = text.count(QStringLiteral("\r\n"));
        crlf += pairs;
        cr += text.count(QLatin1Char('\r')) - pairs;
        lf += text.count(QLatin1Char('\n')) - pairs;
    }

    QString dominant() const
    {
        return crlf > 0 && crlf >= cr && crlf >= lf ? QStringLiteral("\r\n") : cr > lf ? QStringLiteral("\r") : QStringLiteral("\n");
    }
};

} // namespace

QString DraftLayout::lineBreakOf(const QString &text)
{
    LineBreakCount count;
    count.add(text);
    return count.dominant();
}

QString DraftLayout::lineBreakOf(const QString &lead, const QList<TargetBlock> &blocks)
{
    LineBreakCount count;
    count.add(lead);
    for (const TargetBlock &block : blocks) {
        count.add(block.text);
        count.add(block.trailing);
    }
    return count.dominant();
}

QString DraftLayout::lineBreakOf(ProjectStore &store, qint64 issueId)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT CAST(text AS BLOB), CAST(trailing AS BLOB) FROM target_blocks WHERE issue_id = ?"
                                 " UNION ALL SELECT CAST(draft_lead AS BLOB), '' FROM issues WHERE id = ?"));
    query.addBindValue(issueId);
    query.addBindValue(issueId);
    LineBreakCount count;
    if (query.exec()) {
        while (query.next()) {
            count.add(Utf8Text::read(query.value(0)) + Utf8Text::read(query.value(1)));
        }
    }
    return count.dominant();
}

QString DraftLayout::normalized(QString text)
{
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return text;
}

QString DraftLayout::withLineBreak(const QString &text, const QString &lineBreak)
{
    QString result = normalized(text);
    if (lineBreak != QLatin1String("\n")) {
        result.replace(QLatin1Char('\n'), lineBreak);
    }
    return result;
}

QString DraftLayout::blankLineAfter(const QString &trailing, const QString &lineBreak)
{
    if (normalized(trailing).count(QLatin1Char('\n')) >= 2) {
        return trailing;
    }
    return MarkdownExporter::withBlankLine(trailing.isEmpty() ? lineBreak : trailing);
}

bool DraftLayout::writeOrder(ProjectStore &store, const QList<qint64> &ids, QString *error)
{
    QSqlQuery update(store.database());
    update.prepare(QStringLiteral("UPDATE target_blocks SET ordinal = ? WHERE id = ? AND ordinal IS NOT ?"));
    for (int k = 0; k < ids.size(); ++k) {
        if (!SqlExec::run(update, {k, ids.at(k), k}, error)) {
            return false;
        }
    }
    return true;
}

bool DraftLayout::renumber(ProjectStore &store, qint64 issueId, QString *error)
{
    QSqlQuery blocks(store.database());
    blocks.setForwardOnly(true);
    blocks.prepare(QStringLiteral("SELECT id FROM target_blocks WHERE issue_id = ? ORDER BY ordinal, id"));
    if (!SqlExec::run(blocks, {issueId}, error)) {
        return false;
    }
    QList<qint64> ids;
    while (blocks.next()) {
        ids.append(blocks.value(0).toLongLong());
    }
    return writeOrder(store, ids, error);
}
