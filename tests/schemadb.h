// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAtomicInt>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

// A plain SQLite connection to a fresh file in its own temporary folder.
class SchemaDb
{
public:
    SchemaDb()
        : m_name(QStringLiteral("schemadb-%1").arg(counter().fetchAndAddRelaxed(1)))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(m_dir.filePath(QStringLiteral("test.sqlite")));
        m_ok = m_dir.isValid() && db.open();
    }
    ~SchemaDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    SchemaDb(const SchemaDb &) = delete;
    SchemaDb &operator=(const SchemaDb &) = delete;

    bool ok() const { return m_ok; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

    QVariant pragma(const char *name) const
    {
        QSqlQuery query(db());
        if (query.exec(QStringLiteral("PRAGMA ") + QLatin1String(name)) && query.next()) {
            return query.value(0);
        }
        return {};
    }

    QSet<QString> objects(const QString &type) const
    {
        QSet<QString> names;
        QSqlQuery query(db());
        query.prepare(QStringLiteral("SELECT name FROM sqlite_master WHERE type = ?"));
        query.addBindValue(type);
        if (query.exec()) {
            while (query.next()) {
                names.insert(query.value(0).toString());
            }
        }
        return names;
    }

    QStringList columns(const QString &table) const
    {
        QStringList names;
        QSqlQuery query(db());
        query.prepare(QStringLiteral("SELECT name FROM pragma_table_info(?)"));
        query.addBindValue(table);
        if (query.exec()) {
            while (query.next()) {
                names.append(query.value(0).toString());
            }
        }
        return names;
    }

private:
    static QAtomicInt &counter()
    {
        static QAtomicInt value;
        return value;
    }
    QTemporaryDir m_dir;
    QString m_name;
    bool m_ok = false;
};
