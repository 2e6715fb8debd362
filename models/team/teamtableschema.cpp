// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamtableschema.h"

#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

// The rules of SQLite's "Determination Of Column Affinity", in their order.
TeamTableSchema::Affinity TeamTableSchema::affinity(const QString &declaredType)
{
    const QString type = declaredType.toUpper();
    if (type.contains(QLatin1String("INT"))) {
        return Affinity::Integer;
    }
    if (type.contains(QLatin1String("CHAR")) || type.contains(QLatin1String("CLOB")) || type.contains(QLatin1String("TEXT"))) {
        return Affinity::Text;
    }
    if (type.isEmpty() || type.contains(QLatin1String("BLOB"))) {
        return Affinity::Blob;
    }
    if (type.contains(QLatin1String("REAL")) || type.contains(QLatin1String("FLOA")) || type.contains(QLatin1String("DOUB"))) {
        return Affinity::Real;
    }
    return Affinity::Numeric;
}

QString TeamTableSchema::quoted(const QString &identifier)
{
    return QLatin1Char('"') + QString(identifier).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

const TeamTableSchema::Column *TeamTableSchema::column(const QString &name) const
{
    for (const Column &column : m_columns) {
        if (column.name == name) {
            return &column;
        }
    }
    return nullptr;
}

TeamTableSchema TeamTableSchema::read(const QSqlDatabase &db, const QString &table)
{
    TeamTableSchema schema;
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?"));
    query.addBindValue(table);
    if (!query.exec() || !query.next()) {
        return schema;
    }
    schema.m_withoutRowid = query.value(0).toString().contains(QLatin1String("WITHOUT ROWID"), Qt::CaseInsensitive);
    QList<Column> all;
    QStringList integerKeys;
    query.prepare(QStringLiteral("SELECT name, type, \"notnull\", dflt_value IS NOT NULL, pk FROM pragma_table_info(?) ORDER BY cid"));
    query.addBindValue(table);
    if (!query.exec()) {
        return schema;
    }
    QList<QPair<int, QString>> keys;
    while (query.next()) {
        Column column;
        column.name = query.value(0).toString();
        column.affinity = affinity(query.value(1).toString());
        column.notNull = query.value(2).toBool();
        column.hasDefault = query.value(3).toBool();
        if (query.value(4).toInt() > 0) {
            keys.append({query.value(4).toInt(), column.name});
            if (query.value(1).toString().compare(QLatin1String("INTEGER"), Qt::CaseInsensitive) == 0) {
                integerKeys.append(column.name);
            }
        }
        all.append(column);
    }
    std::sort(keys.begin(), keys.end());
    for (const auto &key : std::as_const(keys)) {
        schema.m_primaryKey.append(key.second);
    }
    query.prepare(QStringLiteral("SELECT \"from\", \"table\", \"to\" FROM pragma_foreign_key_list(?)"));
    query.addBindValue(table);
    if (query.exec()) {
        while (query.next()) {
            for (Column &column : all) {
                if (column.name == query.value(0).toString()) {
                    column.refTable = query.value(1).toString();
                    column.refColumn = query.value(2).isNull() ? QStringLiteral("id") : query.value(2).toString();
                }
            }
        }
    }
    // The rowid alias is a local id unless it is a foreign key too.
    if (!schema.m_withoutRowid && schema.m_primaryKey.size() == 1 && integerKeys == schema.m_primaryKey) {
        for (const Column &column : std::as_const(all)) {
            if (column.name == integerKeys.constFirst() && column.refTable.isEmpty()) {
                schema.m_idColumn = column.name;
            }
        }
    }
    for (const Column &column : std::as_const(all)) {
        if (column.name != schema.m_idColumn && column.name != QLatin1String("uuid")) {
            schema.m_columns.append(column);
        }
    }
    query.prepare(QStringLiteral("SELECT name FROM pragma_index_list(?) WHERE \"unique\" = 1 AND partial = 0"));
    query.addBindValue(table);
    QStringList indexes;
    if (query.exec()) {
        while (query.next()) {
            indexes.append(query.value(0).toString());
        }
    }
    for (const QString &index : std::as_const(indexes)) {
        query.prepare(QStringLiteral("SELECT name FROM pragma_index_info(?) ORDER BY seqno"));
        query.addBindValue(index);
        QStringList columns;
        if (query.exec()) {
            while (query.next()) {
                columns.append(query.value(0).toString());
            }
        }
        if (!columns.isEmpty() && !columns.contains(QLatin1String("uuid")) && !columns.contains(QString())) {
            schema.m_uniqueKeys.append(columns);
        }
    }
    // A primary key that means more than a local id (annotations.target_block_id) is
    // unique too, though SQLite lists no index for a rowid alias.
    if (schema.m_idColumn.isEmpty() && !schema.m_primaryKey.isEmpty() && !schema.m_uniqueKeys.contains(schema.m_primaryKey)) {
        schema.m_uniqueKeys.append(schema.m_primaryKey);
    }
    schema.m_table = table;
    return schema;
}
