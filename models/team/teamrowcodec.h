// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "team/teamrow.h"
#include "team/teamtableschema.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <QVariantMap>

#include <map>
#include <memory>

// A local row <-> a TeamRow (see README.md), for one open project: the columns as
// JSON (text as strings, numbers, BLOBs as {"base64": …}, NULL as null) without the
// local id and the uuid; every foreign key as the uuid of the row it refers to; local
// ids inside text as uuids too (TeamIdText); the row's issue found through
// TeamTable::issueVia. decode() checks an incoming row as the crafted input it may
// be: an unknown table or column, a value of the wrong type, a reference to a row this
// copy does not have, or an issue other than the one the row leads to is refused.
// Lookups are cached for the codec's life: use one per batch.
class TeamRowCodec
{
    Q_DECLARE_TR_FUNCTIONS(TeamRowCodec)

public:
    explicit TeamRowCodec(const QSqlDatabase &db);

    QString errorString() const { return m_error; }
    // The schema of a travelling table (invalid for any other table).
    const TeamTableSchema &schema(const QString &table);

    // The local row of table with uuid as it travels (rev and baseRev 0). False with
    // errorString() when there is no such row.
    bool encode(const QString &table, const QString &uuid, TeamRow *row);
    // The local values of an incoming row that is not deleted: column -> value, foreign
    // keys as local values, text as QString, BLOBs as QByteArray. False with
    // errorString() when the row is not acceptable; *missingTable then names the table
    // of a referenced row this copy does not have (a row later in the batch, perhaps).
    bool decode(const TeamRow &row, QVariantMap *values, QString *missingTable = nullptr);
    // The uuid of the issue a row with these local values belongs to ('' : the series).
    // uuid: the row's own (for issues).
    bool issueOf(const QString &table, const QString &uuid, const QVariantMap &values, QString *issueUuid);

    // The uuid of the row of table whose column holds value ('' when none).
    QString uuidOf(const QString &table, const QString &column, const QVariant &value);
    // The value of column in the row of table with uuid (invalid when none).
    QVariant localValue(const QString &table, const QString &column, const QString &uuid);
    // Forget cached uuids (after a row's uuid changed or rows were removed).
    void clearCache() { m_uuids.clear(); }
    // sql prepared once for the codec's life (a batch runs the same few statements
    // thousands of times).
    QSqlQuery &prepared(const QString &sql);

private:
    bool issueIdOf(const QString &table, const QString &column, const QVariant &value, QVariant *issueId, int depth);
    bool decodeValue(const TeamTableSchema::Column &column, const QJsonValue &json, QVariant *value, QString *missingTable);
    bool fail(const QString &message);

    QSqlDatabase m_db;
    QHash<QString, TeamTableSchema> m_schemas;
    QHash<QString, QString> m_uuids; // "table\ncolumn\nvalue" -> uuid
    std::map<QString, std::unique_ptr<QSqlQuery>> m_statements;
    QString m_error;
};
