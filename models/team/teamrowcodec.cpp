// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamrowcodec.h"

#include "core/sqlerrors.h"
#include "core/utf8text.h"
#include "team/teamidtext.h"
#include "team/teamtables.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

namespace {

const QString kBase64 = QStringLiteral("base64");
const double kMaxExactInteger = 9007199254740992.0; // 2^53: every integer up to it is exact in a double

QString q(const QString &identifier)
{
    return TeamTableSchema::quoted(identifier);
}

} // namespace

TeamRowCodec::TeamRowCodec(const QSqlDatabase &db)
    : m_db(db)
{
}

bool TeamRowCodec::fail(const QString &message)
{
    m_error = message;
    return false;
}

QSqlQuery &TeamRowCodec::prepared(const QString &sql)
{
    std::unique_ptr<QSqlQuery> &query = m_statements[sql];
    if (!query) {
        query = std::make_unique<QSqlQuery>(m_db);
        query->prepare(sql);
    }
    return *query;
}

const TeamTableSchema &TeamRowCodec::schema(const QString &table)
{
    auto found = m_schemas.find(table);
    if (found == m_schemas.end()) {
        found = m_schemas.insert(table, TeamTables::find(table) ? TeamTableSchema::read(m_db, table) : TeamTableSchema());
    }
    return *found;
}

QString TeamRowCodec::uuidOf(const QString &table, const QString &column, const QVariant &value)
{
    const QString key = table + QLatin1Char('\n') + column + QLatin1Char('\n') + value.toString();
    if (const auto cached = m_uuids.constFind(key); cached != m_uuids.constEnd()) {
        return *cached;
    }
    if (!schema(table).isValid() || (column != QLatin1String("id") && column != QLatin1String("rowid") && !schema(table).column(column))) {
        return {};
    }
    QSqlQuery &query = prepared(QStringLiteral("SELECT uuid FROM %1 WHERE %2 = ?").arg(q(table), q(column)));
    query.addBindValue(value);
    if (!query.exec() || !query.next() || query.value(0).isNull()) {
        query.finish();
        return {};
    }
    const QString uuid = query.value(0).toString();
    query.finish();
    m_uuids.insert(key, uuid);
    return uuid;
}

QVariant TeamRowCodec::localValue(const QString &table, const QString &column, const QString &uuid)
{
    if (!schema(table).isValid() || uuid.isEmpty()) {
        return {};
    }
    QSqlQuery &query = prepared(QStringLiteral("SELECT %1 FROM %2 WHERE uuid = ?").arg(q(column), q(table)));
    query.addBindValue(uuid);
    const QVariant value = query.exec() && query.next() ? query.value(0) : QVariant();
    query.finish();
    return value;
}

bool TeamRowCodec::encode(const QString &tableName, const QString &rowUuid, TeamRow *row)
{
    const QString table = tableName; // copies: row may hold the arguments
    const QString uuid = rowUuid;
    const TeamTableSchema &info = schema(table);
    if (!info.isValid()) {
        return fail(tr("%1 is not a table that travels").arg(table));
    }
    QStringList select;
    for (const TeamTableSchema::Column &column : info.columns()) {
        select << QStringLiteral("typeof(%1)").arg(q(column.name)) << QStringLiteral("CAST(%1 AS BLOB)").arg(q(column.name))
               << q(column.name);
    }
    QSqlQuery &query = prepared(QStringLiteral("SELECT %1 FROM %2 WHERE uuid = ?").arg(select.join(QStringLiteral(", ")), q(table)));
    query.addBindValue(uuid);
    if (!query.exec()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    if (!query.next()) {
        query.finish();
        return fail(tr("row %1 of %2 is not in the project").arg(uuid, table));
    }
    *row = TeamRow();
    row->table = table;
    row->uuid = uuid;
    QVariantMap local;
    for (int i = 0; i < info.columns().size(); ++i) {
        const TeamTableSchema::Column &column = info.columns().at(i);
        const QString type = query.value(3 * i).toString();
        const QVariant raw = query.value(3 * i + 2);
        local.insert(column.name, raw);
        QJsonValue value;
        if (type == QLatin1String("null")) {
            value = QJsonValue(QJsonValue::Null);
        } else if (!column.refTable.isEmpty()) {
            const QString ref = uuidOf(column.refTable, column.refColumn, raw);
            value = ref.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(ref);
        } else if (type == QLatin1String("integer")) {
            value = QJsonValue(raw.toLongLong());
        } else if (type == QLatin1String("real")) {
            value = QJsonValue(raw.toDouble());
        } else if (type == QLatin1String("text")) {
            value = QJsonValue(Utf8Text::read(query.value(3 * i + 1)));
        } else {
            value = QJsonObject {{kBase64, QString::fromLatin1(query.value(3 * i + 1).toByteArray().toBase64())}};
        }
        row->data.insert(column.name, value);
    }
    query.finish();
    TeamIdText::toUuids(*this, table, &row->data);
    return issueOf(table, uuid, local, &row->issueUuid);
}

bool TeamRowCodec::issueOf(const QString &table, const QString &uuid, const QVariantMap &values, QString *issueUuid)
{
    const TeamTable *team = TeamTables::find(table);
    issueUuid->clear();
    if (!team || team->issueVia.isEmpty()) {
        return true;
    }
    if (table == QLatin1String("issues")) {
        *issueUuid = uuid;
        return true;
    }
    const TeamTableSchema::Column *via = schema(table).column(team->issueVia);
    if (!via || via->refTable.isEmpty()) {
        return fail(tr("%1 has no column %2 that leads to its issue").arg(table, team->issueVia));
    }
    const QVariant value = values.value(via->name);
    if (value.isNull()) {
        return true; // a series-wide row after all (e.g. a block whose issue is gone)
    }
    QVariant issueId;
    if (!issueIdOf(via->refTable, via->refColumn, value, &issueId, 0)) {
        return false;
    }
    *issueUuid = issueId.isNull() ? QString() : uuidOf(QStringLiteral("issues"), QStringLiteral("id"), issueId);
    return true;
}

// The local id of the issue of the row of table whose column holds value.
bool TeamRowCodec::issueIdOf(const QString &table, const QString &column, const QVariant &value, QVariant *issueId, int depth)
{
    const TeamTable *team = TeamTables::find(table);
    if (!team || depth > 8) {
        return fail(tr("%1 does not lead to an issue").arg(table));
    }
    const QString via = team->issueVia.isEmpty() ? QString() : team->issueVia;
    if (via.isEmpty()) {
        *issueId = QVariant();
        return true;
    }
    QSqlQuery &query = prepared(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?").arg(q(via), q(table), q(column)));
    query.addBindValue(value);
    if (!query.exec()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    const QVariant found = query.next() ? query.value(0) : QVariant();
    query.finish();
    if (found.isNull() || table == QLatin1String("issues")) {
        *issueId = found;
        return true;
    }
    const TeamTableSchema::Column *next = schema(table).column(via);
    if (!next || next->refTable.isEmpty()) {
        return fail(tr("%1 has no column %2 that leads to its issue").arg(table, via));
    }
    return issueIdOf(next->refTable, next->refColumn, found, issueId, depth + 1);
}

bool TeamRowCodec::decode(const TeamRow &row, QVariantMap *values, QString *missingTable)
{
    values->clear();
    if (missingTable) {
        missingTable->clear();
    }
    const TeamTableSchema &info = schema(row.table);
    if (!info.isValid()) {
        return fail(tr("unknown table %1").arg(row.table));
    }
    for (auto it = row.data.constBegin(); it != row.data.constEnd(); ++it) {
        const TeamTableSchema::Column *column = info.column(it.key());
        if (!column) {
            return fail(tr("%1 has no column %2").arg(row.table, it.key()));
        }
        QVariant value;
        if (!decodeValue(*column, it.value(), &value, missingTable)) {
            return false;
        }
        values->insert(column->name, value);
    }
    for (const TeamTableSchema::Column &column : info.columns()) {
        if (!values->contains(column.name) && column.notNull && !column.hasDefault) {
            return fail(tr("column %1 of %2 is missing").arg(column.name, row.table));
        }
    }
    return true;
}

bool TeamRowCodec::decodeValue(const TeamTableSchema::Column &column, const QJsonValue &json, QVariant *value, QString *missingTable)
{
    using A = TeamTableSchema::Affinity;
    const QString wrongType = tr("column %1 holds a value of the wrong type").arg(column.name);
    if (json.isNull()) {
        if (column.notNull) {
            return fail(tr("column %1 may not be empty").arg(column.name));
        }
        *value = QVariant();
        return true;
    }
    if (!column.refTable.isEmpty()) {
        if (!json.isString()) {
            return fail(wrongType);
        }
        *value = localValue(column.refTable, column.refColumn, json.toString());
        if (!value->isValid()) {
            if (missingTable) {
                *missingTable = column.refTable;
            }
            return fail(tr("column %1 refers to a row this copy does not have").arg(column.name));
        }
        return true;
    }
    if (json.isString()) {
        if (column.affinity == A::Integer || column.affinity == A::Real) {
            return fail(wrongType);
        }
        *value = json.toString();
        return true;
    }
    if (json.isDouble()) {
        const double number = json.toDouble();
        if (column.affinity == A::Text || column.affinity == A::Blob || !std::isfinite(number)) {
            return fail(wrongType);
        }
        const bool integral = std::floor(number) == number && std::fabs(number) <= kMaxExactInteger;
        if (column.affinity == A::Integer && !integral) {
            return fail(wrongType);
        }
        *value = column.affinity != A::Real && integral ? QVariant(qint64(number)) : QVariant(number);
        return true;
    }
    const QJsonObject object = json.toObject();
    if (json.isObject() && object.size() == 1 && object.value(kBase64).isString() && column.affinity != A::Integer
        && column.affinity != A::Real) {
        const QByteArray encoded = object.value(kBase64).toString().toLatin1();
        const QByteArray bytes = QByteArray::fromBase64(encoded);
        if (bytes.toBase64() != encoded) {
            return fail(wrongType);
        }
        *value = bytes;
        return true;
    }
    return fail(wrongType);
}
