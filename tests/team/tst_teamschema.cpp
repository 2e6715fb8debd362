// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectschema.h"
#include "team/teamtables.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QVariant>

// Schema version 14 (issue 24): a uuid beside the id of every travelling row, and the
// working copy's own tables.
class TestTeamSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void migrateFromEveryOlderVersion_data();
    void migrateFromEveryOlderVersion();
    void everyTravellingTableHasAUniqueUuid();
    void outboxKeepsOneEntryPerRow();
    void concordanceFollowsTextsOnly();

private:
    QSqlDatabase db() const { return QSqlDatabase::database(QStringLiteral("tst_teamschema"), false); }
    bool exec(const QString &sql) const
    {
        QSqlQuery query(db());
        if (!query.exec(sql)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
            return false;
        }
        return true;
    }
    bool refused(const QString &sql) const
    {
        QSqlQuery query(db());
        return !query.exec(sql);
    }
    QVariant value(const QString &sql) const
    {
        QSqlQuery query(db());
        return query.exec(sql) && query.next() ? query.value(0) : QVariant();
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

    QTemporaryDir *m_dir = nullptr;
};

void TestTeamSchema::init()
{
    m_dir = new QTemporaryDir;
    QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tst_teamschema"));
    sql.setDatabaseName(m_dir->filePath(QStringLiteral("test.sqlite")));
    QVERIFY(sql.open());
    QVERIFY(exec(QStringLiteral("PRAGMA foreign_keys = ON")));
}

void TestTeamSchema::cleanup()
{
    {
        QSqlDatabase sql = db();
        sql.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tst_teamschema"));
    delete m_dir;
    m_dir = nullptr;
}

void TestTeamSchema::migrateFromEveryOlderVersion_data()
{
    QTest::addColumn<int>("from");
    QTest::newRow("version 0: a new file") << 0;
    for (int v = 1; v < 14; ++v) {
        QTest::newRow(qPrintable(QStringLiteral("version %1").arg(v))) << v;
    }
}

// Rows stored before the upgrade keep their values and get no uuid (the project is not
// a working copy yet); nothing is queued, and no team settings exist.
void TestTeamSchema::migrateFromEveryOlderVersion()
{
    QFETCH(int, from);
    QSqlDatabase sql = db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, from, &error), qPrintable(error));
    if (from >= 1) {
        QVERIFY(exec(QStringLiteral("INSERT INTO issues (id, number, title, created_at, updated_at) VALUES (1, 7, 'Older', 'x', 'x')")));
        QVERIFY(exec(QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, text, created_at, updated_at)"
                                    " VALUES (9, 1, 0, '旧的。', 'x', 'y')")));
        QVERIFY(exec(QStringLiteral("INSERT INTO project_settings (key, value) VALUES ('name', 'P')")));
    }
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QCOMPARE(ProjectSchema::userVersion(sql), ProjectSchema::CurrentVersion);
    QVERIFY(ProjectSchema::CurrentVersion >= 14);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM issues WHERE uuid IS NULL AND title = 'Older'")).toInt(), from >= 1 ? 1 : 0);
    QCOMPARE(value(QStringLiteral("SELECT group_concat(text) FROM target_blocks WHERE uuid IS NULL")).toString(),
        from >= 1 ? QStringLiteral("旧的。") : QString());
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM project_settings WHERE uuid IS NULL")).toInt(), from >= 1 ? 1 : 0);
    for (const char *table : {"team_settings", "team_outbox", "team_revs", "team_leases"}) {
        QCOMPARE(value(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))).toInt(), 0);
    }
    QCOMPARE(columns(QStringLiteral("team_settings")),
        QStringList({QStringLiteral("id"), QStringLiteral("url"), QStringLiteral("login"), QStringLiteral("copy_id"),
            QStringLiteral("pulled_rev"), QStringLiteral("last_sync")}));
    QCOMPARE(columns(QStringLiteral("team_leases")),
        QStringList({QStringLiteral("issue_uuid"), QStringLiteral("holder"), QStringLiteral("copy_id"), QStringLiteral("expires")}));
    QCOMPARE(columns(QStringLiteral("team_revs")),
        QStringList({QStringLiteral("table_name"), QStringLiteral("uuid"), QStringLiteral("rev"), QStringLiteral("issue_uuid")}));
    // One row of team settings at most.
    QVERIFY(exec(QStringLiteral("INSERT INTO team_settings (id, url, login, copy_id) VALUES (1, 'postgresql://a@h/db', 'a', 'c')")));
    QVERIFY(refused(QStringLiteral("INSERT INTO team_settings (id, url, login, copy_id) VALUES (2, 'postgresql://b@h/db', 'b', 'd')")));
    QCOMPARE(value(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM pragma_foreign_key_check")).toInt(), 0);
}

// The migration's fixed list of tables is TeamTables::all(): a table added to one and
// not the other would travel without uuids, or carry one for nothing.
void TestTeamSchema::everyTravellingTableHasAUniqueUuid()
{
    QSqlDatabase sql = db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QStringList withUuid;
    QSqlQuery query(sql);
    QVERIFY(query.exec(QStringLiteral("SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c"
                                      " WHERE m.type = 'table' AND c.name = 'uuid' AND m.name NOT LIKE 'team%' ORDER BY m.name")));
    while (query.next()) {
        withUuid.append(query.value(0).toString());
    }
    QStringList travelling;
    for (const TeamTable &table : TeamTables::all()) {
        travelling.append(table.name);
    }
    travelling.sort();
    QCOMPARE(withUuid, travelling);
    // Unique where set; any number of rows without one.
    QVERIFY(exec(QStringLiteral("INSERT INTO terms (source_term, created_at, updated_at) VALUES ('a', 'x', 'x'), ('b', 'x', 'x')")));
    QVERIFY(exec(QStringLiteral("UPDATE terms SET uuid = 'u1' WHERE source_term = 'a'")));
    QVERIFY(refused(QStringLiteral("UPDATE terms SET uuid = 'u1' WHERE source_term = 'b'")));
    QVERIFY(exec(QStringLiteral("INSERT INTO terms (source_term, created_at, updated_at) VALUES ('c', 'x', 'x')")));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM terms WHERE uuid IS NULL")).toInt(), 2);
}

void TestTeamSchema::outboxKeepsOneEntryPerRow()
{
    QSqlDatabase sql = db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QVERIFY(exec(QStringLiteral("INSERT INTO team_outbox (table_name, row_id, uuid, queued) VALUES ('terms', 1, 'u1', 1)")));
    QVERIFY(refused(QStringLiteral("INSERT INTO team_outbox (table_name, row_id, uuid, queued) VALUES ('terms', 1, 'u1', 2)")));
    QVERIFY(refused(QStringLiteral("INSERT INTO team_outbox (table_name, row_id, uuid, deleted, queued) VALUES ('terms', 2, 'u2', 2, 3)")));
    QCOMPARE(value(QStringLiteral("SELECT error FROM team_outbox")).toString(), QString(""));
}

// Giving a unit its uuid does not re-index it; a changed text still is.
void TestTeamSchema::concordanceFollowsTextsOnly()
{
    QSqlDatabase sql = db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QVERIFY(exec(QStringLiteral("INSERT INTO tm_units (id, source_text, target_text, created_at, changed_at)"
                                " VALUES (4, 'Kernel launch.', '启动核函数。', 'x', 'x')")));
    const QString changes = QStringLiteral("SELECT count(*) FROM tm_fts_data");
    const int before = value(changes).toInt();
    QVERIFY(exec(QStringLiteral("UPDATE tm_units SET uuid = 'u4', usage_count = 3 WHERE id = 4")));
    QCOMPARE(value(changes).toInt(), before);
    QVERIFY(exec(QStringLiteral("UPDATE tm_units SET target_text = '启动内核。' WHERE id = 4")));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tm_fts WHERE tm_fts MATCH '\"启动内核\"'")).toInt(), 1);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM tm_fts WHERE tm_fts MATCH '\"核函数\"'")).toInt(), 0);
    QVERIFY(exec(QStringLiteral("INSERT INTO tm_fts(tm_fts) VALUES ('integrity-check')")));
}

QTEST_GUILESS_MAIN(TestTeamSchema)
#include "tst_teamschema.moc"
