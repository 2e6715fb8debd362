// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamserverrows.h"

#include "team/teamtables.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QMetaType>
#include <QRegularExpression>
#include <QSqlQuery>

bool TeamServerRows::isUuid(const QString &text)
{
    // The server's CHECK: 32 hex digits, with or without the dashes.
    static const QRegularExpression pattern(QStringLiteral("^[0-9A-Fa-f-]{32,36}$"));
    return pattern.match(text).hasMatch();
}

QString TeamServerRows::checkOutgoing(const TeamRow &row)
{
    const TeamTable *table = TeamTables::find(row.table);
    if (!table) {
        return tr("The table %1 does not travel to the team server.").arg(row.table.left(80));
    }
    if (!isUuid(row.uuid)) {
        return tr("A row of %1 has no valid uuid.").arg(row.table);
    }
    // A row of an issue's table may lead to no issue (its issue is gone): the lead's then.
    if (!row.issueUuid.isEmpty() && (table->issueVia.isEmpty() || !isUuid(row.issueUuid))) {
        return tr("A row of %1 names the wrong issue.").arg(row.table);
    }
    if (row.baseRev < 0) {
        return tr("A row of %1 names a negative revision.").arg(row.table);
    }
    const QByteArray data = QJsonDocument(row.data).toJson(QJsonDocument::Compact);
    // PostgreSQL's jsonb cannot hold U+0000.
    if (data.contains("\\u0000")) {
        return tr("A row of %1 holds a NUL character, which the team server cannot store.").arg(row.table);
    }
    if (data.size() > MaxRowBytes) {
        return tr("A row of %1 is larger than %2 MB.").arg(row.table).arg(MaxRowBytes / 1024 / 1024);
    }
    return {};
}

QByteArray TeamServerRows::toJson(const TeamRow &row)
{
    QJsonObject object;
    object.insert(QStringLiteral("tbl"), row.table);
    object.insert(QStringLiteral("uuid"), row.uuid);
    object.insert(QStringLiteral("issue"), row.issueUuid);
    object.insert(QStringLiteral("data"), row.data);
    object.insert(QStringLiteral("deleted"), row.deleted);
    object.insert(QStringLiteral("base_rev"), QString::number(row.baseRev));
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool TeamServerRows::isText(const QVariant &value)
{
    return value.userType() == QMetaType::QString && !value.isNull();
}

bool TeamServerRows::isInteger(const QVariant &value)
{
    const int type = value.userType();
    return !value.isNull()
        && (type == QMetaType::LongLong || type == QMetaType::Int || type == QMetaType::ULongLong || type == QMetaType::UInt);
}

bool TeamServerRows::isBool(const QVariant &value)
{
    return value.userType() == QMetaType::Bool && !value.isNull();
}

std::optional<TeamRow> TeamServerRows::fromColumns(const QVariantList &columns, QString *error)
{
    auto malformed = [error](const QString &what) {
        *error = tr("The team server sent a malformed row (%1).").arg(what);
        return std::nullopt;
    };
    if (columns.size() != 7 || !isText(columns.at(0)) || !isText(columns.at(1)) || !isText(columns.at(2)) || !isText(columns.at(3))
        || !isBool(columns.at(4)) || !isInteger(columns.at(5)) || !isText(columns.at(6))) {
        return malformed(tr("wrong types"));
    }
    TeamRow row;
    row.table = columns.at(0).toString();
    row.uuid = columns.at(1).toString();
    row.issueUuid = columns.at(2).toString();
    row.deleted = columns.at(4).toBool();
    row.rev = columns.at(5).toLongLong();
    row.author = columns.at(6).toString();
    const TeamTable *table = TeamTables::find(row.table);
    if (!table) {
        return malformed(tr("unknown table %1").arg(row.table.left(80)));
    }
    if (!isUuid(row.uuid) || (!row.issueUuid.isEmpty() && (table->issueVia.isEmpty() || !isUuid(row.issueUuid)))) {
        return malformed(tr("a uuid of %1").arg(row.table));
    }
    if (row.rev <= 0 || row.author.isEmpty() || row.author.toUtf8().size() > 63) {
        return malformed(tr("the revision or author of a row of %1").arg(row.table));
    }
    const QByteArray json = columns.at(3).toString().toUtf8();
    if (json.size() > MaxRowBytes) {
        return malformed(tr("a row of %1 is too large").arg(row.table));
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        return malformed(tr("the data of a row of %1").arg(row.table));
    }
    row.data = document.object();
    return row;
}

bool TeamServerRows::readLease(const QSqlQuery &query, TeamLease *lease)
{
    if (!isText(query.value(0)) || !isText(query.value(1)) || !isText(query.value(2)) || !isInteger(query.value(3))) {
        return false;
    }
    lease->issueUuid = query.value(0).toString();
    lease->holder = query.value(1).toString();
    lease->copyId = query.value(2).toString();
    lease->expires = QDateTime::fromSecsSinceEpoch(query.value(3).toLongLong(), Qt::UTC);
    return isUuid(lease->issueUuid) && !lease->holder.isEmpty();
}
