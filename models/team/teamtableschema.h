// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// What the row codec and the applier need to know of one local table, read from the
// project's own schema (PRAGMA table_info, foreign_key_list, index_list): its columns
// with their type affinity and foreign keys, the integer id that stays local, its
// primary key and the unique keys a pulled row may collide on.
class TeamTableSchema
{
public:
    enum class Affinity { Integer, Text, Blob, Real, Numeric };
    struct Column {
        QString name;
        Affinity affinity = Affinity::Numeric;
        bool notNull = false;
        bool hasDefault = false;
        QString refTable; // a foreign key: the table it refers to ('' : none)
        QString refColumn; // and the column there
    };

    // Empty (isValid() false) when db has no such table.
    static TeamTableSchema read(const QSqlDatabase &db, const QString &table);

    bool isValid() const { return !m_table.isEmpty(); }
    QString table() const { return m_table; }
    // The columns that travel: all but the local id and uuid.
    const QList<Column> &columns() const { return m_columns; }
    const Column *column(const QString &name) const;
    // The INTEGER PRIMARY KEY that is only a local id ('' when the key means more,
    // such as annotations.target_block_id, a foreign key).
    QString idColumn() const { return m_idColumn; }
    QStringList primaryKey() const { return m_primaryKey; }
    bool withoutRowid() const { return m_withoutRowid; }
    // Unique constraints other than the uuid's (each a list of columns).
    const QList<QStringList> &uniqueKeys() const { return m_uniqueKeys; }

    // An identifier from the schema, quoted for SQL.
    static QString quoted(const QString &identifier);

private:
    static Affinity affinity(const QString &declaredType);

    QString m_table;
    QList<Column> m_columns;
    QString m_idColumn;
    QStringList m_primaryKey;
    bool m_withoutRowid = false;
    QList<QStringList> m_uniqueKeys;
};
