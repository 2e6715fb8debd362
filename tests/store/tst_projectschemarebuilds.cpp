// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectschema.h"

#include "../schemadb.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QVariant>

// The migrations that rebuild a table to change its CHECK (SQLite cannot change one in
// place): rows, references, indexes and the uuid column survive.
class TestProjectSchemaRebuilds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void draftSurvivesTheTargetBlocksRebuild_data();
    void draftSurvivesTheTargetBlocksRebuild();
    void notesSurviveTheAnnotationsRebuild();
    void machineStatusJoinsTheTargetBlocks();
    void oldDanglingRowsDoNotBlockAnUpgrade();
};

void TestProjectSchemaRebuilds::draftSurvivesTheTargetBlocksRebuild_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<bool>("foreignKeys");
    for (int v = 1; v < 3; ++v) {
        QTest::newRow(qPrintable(QStringLiteral("version %1, foreign keys on").arg(v))) << v << true;
        QTest::newRow(qPrintable(QStringLiteral("version %1, foreign keys off").arg(v))) << v << false;
    }
}

// Version 3 rebuilds target_blocks: rows, the alignments and comments that refer to
// them, and the cascades must all survive, whatever foreign_keys was.
void TestProjectSchemaRebuilds::draftSurvivesTheTargetBlocksRebuild()
{
    QFETCH(int, from);
    QFETCH(bool, foreignKeys);
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, from, &error), qPrintable(error));
    QSqlQuery query(db.db());
    QVERIFY(query.exec(foreignKeys ? QStringLiteral("PRAGMA foreign_keys = ON") : QStringLiteral("PRAGMA foreign_keys = OFF")));
    const QStringList statements = {
        QStringLiteral("INSERT INTO issues (id, number, created_at, updated_at) VALUES (1, 7, 'x', 'x')"),
        QStringLiteral("INSERT INTO source_posts (id, issue_id, ordinal, content, sha256, imported_at) VALUES (1, 1, 0, 'a', 's', 'x')"),
        QStringLiteral("INSERT INTO source_blocks (id, post_id, ordinal, kind, text, byte_start, byte_length, line_start, line_end)"
                       " VALUES (5, 1, 0, 'paragraph', 'Hello.', 0, 6, 1, 1)"),
        QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, text, status, created_at, updated_at)"
                       " VALUES (9, 1, 0, '你好。', 'translated', 'x', 'y')"),
        QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (9, 5)"),
        QStringLiteral("INSERT INTO comments (id, target_block_id, body, created_at) VALUES (3, 9, 'ok', 'x')"),
    };
    for (const QString &statement : statements) {
        QVERIFY2(query.exec(statement), qPrintable(query.lastError().text() + QLatin1Char(' ') + statement));
    }
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QCOMPARE(db.pragma("foreign_keys").toBool(), foreignKeys);
    QVERIFY(query.exec(QStringLiteral("SELECT t.text, t.status, t.updated_at, a.source_id, c.body FROM target_blocks t"
                                      " JOIN alignments a ON a.target_id = t.id JOIN comments c ON c.target_block_id = t.id")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("你好。"));
    QCOMPARE(query.value(1).toString(), QStringLiteral("translated"));
    QCOMPARE(query.value(2).toString(), QStringLiteral("y"));
    QCOMPARE(query.value(3).toInt(), 5);
    QCOMPARE(query.value(4).toString(), QStringLiteral("ok"));
    QVERIFY(db.objects(QStringLiteral("index")).contains(QStringLiteral("target_blocks_issue")));
    QVERIFY(!db.objects(QStringLiteral("table")).contains(QStringLiteral("target_blocks_v3")));

    QVERIFY2(
        query.exec(QStringLiteral("UPDATE target_blocks SET status = 'pretranslated' WHERE id = 9")), qPrintable(query.lastError().text()));
    QVERIFY(!query.exec(QStringLiteral("UPDATE target_blocks SET status = 'nonsense' WHERE id = 9")));
    // The references still lead to the rebuilt table: deleting the block cascades.
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    QVERIFY(query.exec(QStringLiteral("DELETE FROM target_blocks WHERE id = 9")));
    QVERIFY(query.exec(QStringLiteral("SELECT (SELECT count(*) FROM alignments) + (SELECT count(*) FROM comments)")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

// Version 15 rebuilds annotations for its new kinds: a note of version 14 keeps its
// values and uuid, the new kinds are accepted, an unknown one still is not, and a
// feedback report's screenshots and confirmations go with it.
void TestProjectSchemaRebuilds::notesSurviveTheAnnotationsRebuild()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, 14, &error), qPrintable(error));
    QSqlQuery query(db.db());
    QVERIFY(query.exec(QStringLiteral("INSERT INTO issues (id, number, title, created_at, updated_at) VALUES (1, 1, 't', 'x', 'x')")));
    QVERIFY2(
        query.exec(QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, origin, note_type, text, created_at, updated_at)"
                                  " VALUES (9, 1, 0, 'note', 'wrong_code', '> x', 'x', 'x'), (10, 1, 1, 'note', '', '> y', 'x', 'x')")),
        qPrintable(query.lastError().text()));
    QVERIFY2(query.exec(QStringLiteral(
                 "INSERT INTO annotations (target_block_id, kind, fields, uuid) VALUES (9, 'wrong_code', '{\"a\":1}', 'u-9')")),
        qPrintable(query.lastError().text()));
    QVERIFY2(query.exec(QStringLiteral(
                 "INSERT INTO feedback_reports (id, issue_id, type, body, status, created_at) VALUES (3, 1, 'logic', 'b', 'fixed', 'x')")),
        qPrintable(query.lastError().text()));
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QVERIFY(query.exec(QStringLiteral("SELECT kind, fields, uuid FROM annotations WHERE target_block_id = 9")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("wrong_code"));
    QCOMPARE(query.value(1).toString(), QStringLiteral("{\"a\":1}"));
    QCOMPARE(query.value(2).toString(), QStringLiteral("u-9"));
    QVERIFY(db.objects(QStringLiteral("index")).contains(QStringLiteral("annotations_uuid")));
    QVERIFY2(query.exec(QStringLiteral("INSERT INTO annotations (target_block_id, kind) VALUES (10, 'warning_box')")),
        qPrintable(query.lastError().text()));
    QVERIFY(!query.exec(QStringLiteral("UPDATE annotations SET kind = 'nonsense' WHERE target_block_id = 10")));
    // A report marked fixed before version 15 names no fixer: anyone else may confirm it.
    QVERIFY(query.exec(QStringLiteral("SELECT status, fixed_by FROM feedback_reports WHERE id = 3")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("fixed"));
    QCOMPARE(query.value(1).toString(), QString());
    QVERIFY(!query.value(1).isNull());
    QVERIFY(!query.exec(QStringLiteral("UPDATE feedback_reports SET fixed_by = NULL WHERE id = 3")));
    QVERIFY(query.exec(QStringLiteral("INSERT INTO feedback_images (feedback_id, data, created_at) VALUES (3, x'89504e47', 'x')")));
    QVERIFY(query.exec(QStringLiteral("INSERT INTO feedback_confirmations (feedback_id, reviewer, confirmed_at) VALUES (3, 'li', 'x')")));
    QVERIFY(!query.exec(QStringLiteral("INSERT INTO feedback_confirmations (feedback_id, reviewer, confirmed_at) VALUES (3, 'li', 'y')")));
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    QVERIFY(query.exec(QStringLiteral("DELETE FROM feedback_reports WHERE id = 3")));
    QVERIFY(query.exec(QStringLiteral("SELECT (SELECT count(*) FROM feedback_images) + (SELECT count(*) FROM feedback_confirmations)")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

// Version 16 rebuilds target_blocks for the machine status: a working copy's draft of
// version 15 keeps its uuid, status and references; machine is accepted, an unknown
// status still is not.
void TestProjectSchemaRebuilds::machineStatusJoinsTheTargetBlocks()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, 15, &error), qPrintable(error));
    QSqlQuery query(db.db());
    const QStringList statements = {
        QStringLiteral("INSERT INTO issues (id, number, created_at, updated_at) VALUES (1, 7, 'x', 'x')"),
        QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, text, status, created_at, updated_at, uuid)"
                       " VALUES (9, 1, 0, '你好。', 'pretranslated', 'x', 'y', 'u-9')"),
        QStringLiteral("INSERT INTO comments (id, target_block_id, body, created_at) VALUES (3, 9, 'ok', 'x')"),
    };
    for (const QString &statement : statements) {
        QVERIFY2(query.exec(statement), qPrintable(query.lastError().text() + QLatin1Char(' ') + statement));
    }
    QVERIFY(!query.exec(QStringLiteral("UPDATE target_blocks SET status = 'machine' WHERE id = 9")));
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QVERIFY(query.exec(QStringLiteral("SELECT text, status, uuid FROM target_blocks WHERE id = 9")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("你好。"));
    QCOMPARE(query.value(1).toString(), QStringLiteral("pretranslated"));
    QCOMPARE(query.value(2).toString(), QStringLiteral("u-9"));
    QVERIFY(db.objects(QStringLiteral("index")).contains(QStringLiteral("target_blocks_uuid")));
    QVERIFY(db.objects(QStringLiteral("index")).contains(QStringLiteral("target_blocks_issue")));
    QVERIFY(!db.objects(QStringLiteral("table")).contains(QStringLiteral("target_blocks_v16")));
    QVERIFY2(query.exec(QStringLiteral("UPDATE target_blocks SET status = 'machine' WHERE id = 9")), qPrintable(query.lastError().text()));
    QVERIFY(!query.exec(QStringLiteral("UPDATE target_blocks SET status = 'nonsense' WHERE id = 9")));
    QVERIFY(!query.exec(QStringLiteral("INSERT INTO target_blocks (issue_id, ordinal, text, created_at, updated_at, uuid)"
                                       " VALUES (1, 1, 'x', 'x', 'x', 'u-9')")));
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    QVERIFY(query.exec(QStringLiteral("DELETE FROM target_blocks WHERE id = 9")));
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM comments")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestProjectSchemaRebuilds::oldDanglingRowsDoNotBlockAnUpgrade()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, 2, &error), qPrintable(error));
    QSqlQuery query(db.db());
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys = OFF")));
    QVERIFY(query.exec(QStringLiteral("INSERT INTO comments (id, target_block_id, body, created_at) VALUES (4, 999, 'lost', 'x')")));
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QCOMPARE(ProjectSchema::userVersion(db.db()), ProjectSchema::CurrentVersion);
    QVERIFY(query.exec(QStringLiteral("SELECT body FROM comments WHERE id = 4")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("lost"));
}

QTEST_GUILESS_MAIN(TestProjectSchemaRebuilds)
#include "tst_projectschemarebuilds.moc"
