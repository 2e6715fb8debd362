// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectschema.h"

#include "../schemadb.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QVariant>

class TestProjectSchema : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyDatabaseIsVersionZero();
    void migrateEmptyDatabase();
    void migrateTwiceIsANoOp();
    void migrationStepsAreSingleStatements_data();
    void migrationStepsAreSingleStatements();
    void unknownVersionsHaveNoSteps();
    void failingStepRollsBack();
    void foreignKeysCascade();
    void translationMemorySearch();
    void pendingUnitsStayOutOfTheIndex();
    void migrateFromEveryOlderVersion_data();
    void migrateFromEveryOlderVersion();
};

namespace {

const QStringList requiredTables = {
    QStringLiteral("issues"),
    QStringLiteral("source_posts"),
    QStringLiteral("source_blocks"),
    QStringLiteral("target_blocks"),
    QStringLiteral("alignments"),
    QStringLiteral("deletions"),
    QStringLiteral("annotations"),
    QStringLiteral("annotation_templates"),
    QStringLiteral("terms"),
    QStringLiteral("term_renderings"),
    QStringLiteral("term_forbidden"),
    QStringLiteral("term_conflicts"),
    QStringLiteral("tm_units"),
    QStringLiteral("tm_fts"),
    QStringLiteral("comments"),
    QStringLiteral("checklist_runs"),
    QStringLiteral("reader_tests"),
    QStringLiteral("feedback_reports"),
    QStringLiteral("revisions"),
};

// Positions of ';' that end a statement: outside quotes and comments, and for
// CREATE TRIGGER outside its BEGIN … END body.
QList<int> statementSeparators(const QString &sql)
{
    QList<int> result;
    const bool trigger = sql.simplified().startsWith(QLatin1String("CREATE TRIGGER"), Qt::CaseInsensitive)
        || sql.simplified().startsWith(QLatin1String("CREATE TEMP TRIGGER"), Qt::CaseInsensitive);
    int depth = 0; // inside BEGIN … END
    QString word;
    auto endWord = [&] {
        if (trigger) {
            if (word.compare(QLatin1String("BEGIN"), Qt::CaseInsensitive) == 0) {
                ++depth;
            } else if (word.compare(QLatin1String("END"), Qt::CaseInsensitive) == 0 && depth > 0) {
                --depth;
            }
        }
        word.clear();
    };
    for (int i = 0; i < sql.size(); ++i) {
        const QChar c = sql.at(i);
        if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`') || c == QLatin1Char('[')) {
            endWord();
            const QChar close = c == QLatin1Char('[') ? QLatin1Char(']') : c;
            ++i;
            while (i < sql.size() && sql.at(i) != close) {
                ++i;
            }
            continue;
        }
        if (c == QLatin1Char('-') && i + 1 < sql.size() && sql.at(i + 1) == QLatin1Char('-')) {
            endWord();
            while (i < sql.size() && sql.at(i) != QLatin1Char('\n')) {
                ++i;
            }
            continue;
        }
        if (c == QLatin1Char('/') && i + 1 < sql.size() && sql.at(i + 1) == QLatin1Char('*')) {
            endWord();
            const int end = sql.indexOf(QLatin1String("*/"), i + 2);
            i = end < 0 ? int(sql.size()) : end + 1;
            continue;
        }
        if (c.isLetterOrNumber() || c == QLatin1Char('_')) {
            word += c;
            continue;
        }
        endWord();
        if (c == QLatin1Char(';') && depth == 0) {
            result.append(i);
        }
    }
    endWord();
    return result;
}

} // namespace

void TestProjectSchema::emptyDatabaseIsVersionZero()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QCOMPARE(ProjectSchema::userVersion(db.db()), 0);
    QCOMPARE(db.pragma("application_id").toInt(), 0);
}

void TestProjectSchema::migrateEmptyDatabase()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QCOMPARE(ProjectSchema::userVersion(db.db()), ProjectSchema::CurrentVersion);
    QCOMPARE(db.pragma("user_version").toInt(), ProjectSchema::CurrentVersion);
    QCOMPARE(qint32(db.pragma("application_id").toLongLong()), ProjectSchema::ApplicationId);
    QCOMPARE(ProjectSchema::ApplicationId, qint32(0x59695131)); // "YiQ1"

    const QSet<QString> tables = db.objects(QStringLiteral("table"));
    for (const QString &table : requiredTables) {
        QVERIFY2(tables.contains(table), qPrintable(table));
    }
    QVERIFY(tables.contains(QStringLiteral("project_settings")));
    QVERIFY(db.columns(QStringLiteral("project_settings")).contains(QStringLiteral("value")));
    const QSet<QString> triggers = db.objects(QStringLiteral("trigger"));
    for (const char *name : {"tm_units_ai", "tm_units_ad", "tm_units_au"}) {
        QVERIFY2(triggers.contains(QLatin1String(name)), name);
    }

    // The schema is sound: integrity check and foreign key definitions.
    QSqlQuery check(db.db());
    QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")));
    QVERIFY(check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    QVERIFY(check.exec(QStringLiteral("PRAGMA foreign_key_check")));
    QVERIFY(!check.next());
}

void TestProjectSchema::migrateTwiceIsANoOp()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    const int objects = int(db.objects(QStringLiteral("table")).size() + db.objects(QStringLiteral("index")).size());
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QCOMPARE(ProjectSchema::userVersion(db.db()), ProjectSchema::CurrentVersion);
    QCOMPARE(int(db.objects(QStringLiteral("table")).size() + db.objects(QStringLiteral("index")).size()), objects);
}

void TestProjectSchema::migrationStepsAreSingleStatements_data()
{
    QTest::addColumn<int>("version");
    for (int v = 1; v <= ProjectSchema::CurrentVersion; ++v) {
        QTest::newRow(qPrintable(QStringLiteral("version %1").arg(v))) << v;
    }
}

void TestProjectSchema::migrationStepsAreSingleStatements()
{
    QFETCH(int, version);
    const QStringList statements = ProjectSchema::migrationTo(version);
    QVERIFY(!statements.isEmpty());
    for (const QString &statement : statements) {
        QVERIFY(!statement.trimmed().isEmpty());
        const QList<int> separators = statementSeparators(statement);
        // At most one ';', and only at the very end.
        QVERIFY2(separators.size() <= 1, qPrintable(statement));
        if (!separators.isEmpty()) {
            QVERIFY2(statement.mid(separators.first() + 1).trimmed().isEmpty(), qPrintable(statement));
        }
    }

    // And each runs on its own (Qt's SQLite driver refuses several statements at once).
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, version - 1, &error), qPrintable(error));
    for (const QString &statement : statements) {
        QSqlQuery query(db.db());
        QVERIFY2(query.exec(statement), qPrintable(statement + QStringLiteral(": ") + query.lastError().text()));
    }
}

void TestProjectSchema::unknownVersionsHaveNoSteps()
{
    QVERIFY(ProjectSchema::migrationTo(0).isEmpty());
    QVERIFY(ProjectSchema::migrationTo(-1).isEmpty());
    QVERIFY(ProjectSchema::migrationTo(ProjectSchema::CurrentVersion + 1).isEmpty());

    // The separator finder itself must catch two statements.
    QCOMPARE(int(statementSeparators(QStringLiteral("CREATE TABLE a (x); CREATE TABLE b (y)")).size()), 1);
    QCOMPARE(int(statementSeparators(QStringLiteral("INSERT INTO a VALUES (';')")).size()), 0);
    QCOMPARE(
        int(statementSeparators(QStringLiteral("CREATE TRIGGER t AFTER INSERT ON a BEGIN SELECT 1; SELECT 2; END; DROP TABLE a")).size()),
        1);
}

void TestProjectSchema::failingStepRollsBack()
{
    SchemaDb db;
    QVERIFY(db.ok());
    {
        QSqlQuery query(db.db());
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE issues (foreign_column TEXT)")));
        query.prepare(QStringLiteral("INSERT INTO issues (foreign_column) VALUES (?)"));
        query.addBindValue(QStringLiteral("keep me"));
        QVERIFY(query.exec());
    }
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY(!ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error));
    QVERIFY(!error.isEmpty());

    QCOMPARE(ProjectSchema::userVersion(db.db()), 0);
    QCOMPARE(db.pragma("application_id").toInt(), 0);
    QCOMPARE(db.objects(QStringLiteral("table")), QSet<QString> {QStringLiteral("issues")});
    QVERIFY(db.objects(QStringLiteral("index")).isEmpty());
    QVERIFY(db.objects(QStringLiteral("trigger")).isEmpty());
    QCOMPARE(db.columns(QStringLiteral("issues")), QStringList {QStringLiteral("foreign_column")});
    QSqlQuery rows(db.db());
    QVERIFY(rows.exec(QStringLiteral("SELECT foreign_column FROM issues")));
    QVERIFY(rows.next());
    QCOMPARE(rows.value(0).toString(), QStringLiteral("keep me"));
    QVERIFY(!rows.next());
    rows.finish();

    // No transaction is left open: the connection can still write.
    QSqlQuery write(db.db());
    QVERIFY(db.db().transaction());
    QVERIFY(write.exec(QStringLiteral("CREATE TABLE after_failure (x)")));
    QVERIFY(db.db().commit());
}

void TestProjectSchema::foreignKeysCascade()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QSqlQuery query(db.db());
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    const QString now = QStringLiteral("2026-01-01T00:00:00Z");
    query.prepare(QStringLiteral("INSERT INTO issues (number, created_at, updated_at) VALUES (?, ?, ?)"));
    query.addBindValue(1);
    query.addBindValue(now);
    query.addBindValue(now);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    const QVariant issueId = query.lastInsertId();
    query.prepare(QStringLiteral("INSERT INTO target_blocks (issue_id, ordinal, text, created_at, updated_at)"
                                 " VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(issueId);
    query.addBindValue(0);
    query.addBindValue(QString::fromUtf8("\xE6\x96\x87"));
    query.addBindValue(now);
    query.addBindValue(now);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));

    // A block of a missing issue is refused.
    query.prepare(QStringLiteral("INSERT INTO target_blocks (issue_id, ordinal, text, created_at, updated_at)"
                                 " VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(999);
    query.addBindValue(0);
    query.addBindValue(QStringLiteral("x"));
    query.addBindValue(now);
    query.addBindValue(now);
    QVERIFY(!query.exec());

    // Deleting the issue deletes its blocks.
    query.prepare(QStringLiteral("DELETE FROM issues WHERE id = ?"));
    query.addBindValue(issueId);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM target_blocks")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestProjectSchema::translationMemorySearch()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));

    const QString now = QStringLiteral("2026-01-01T00:00:00Z");
    QSqlQuery insert(db.db());
    insert.prepare(QStringLiteral("INSERT INTO tm_units (source_text, target_text, created_at, changed_at)"
                                  " VALUES (?, ?, ?, ?)"));
    insert.addBindValue(QStringLiteral("Enable gradient checkpointing to save memory."));
    insert.addBindValue(QString::fromUtf8("\xE5\x90\xAF\xE7\x94\xA8\xE6\xA2\xAF\xE5\xBA\xA6\xE6\xA3\x80\xE6\x9F\xA5"
                                          "\xE7\x82\xB9\xE4\xBB\xA5\xE8\x8A\x82\xE7\x9C\x81\xE6\x98\xBE\xE5\xAD\x98"
                                          "\xE3\x80\x82")); // 启用梯度检查点以节省显存。
    insert.addBindValue(now);
    insert.addBindValue(now);
    QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
    const qint64 id = insert.lastInsertId().toLongLong();
    QVERIFY(id > 0);
    insert.prepare(QStringLiteral("INSERT INTO tm_units (source_text, target_text, created_at, changed_at)"
                                  " VALUES (?, ?, ?, ?)"));
    insert.addBindValue(QStringLiteral("Unrelated sentence."));
    insert.addBindValue(QString::fromUtf8("\xE6\x97\xA0\xE5\x85\xB3\xE7\x9A\x84\xE5\x8F\xA5\xE5\xAD\x90")); // 无关的句子
    insert.addBindValue(now);
    insert.addBindValue(now);
    QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));

    const auto search = [&](const QString &pattern) {
        QList<qint64> ids;
        QSqlQuery query(db.db());
        query.prepare(QStringLiteral("SELECT rowid FROM tm_fts WHERE tm_fts MATCH ? ORDER BY rowid"));
        query.addBindValue(pattern);
        if (!query.exec()) {
            qWarning() << query.lastError().text();
            return QList<qint64> {-1};
        }
        while (query.next()) {
            ids.append(query.value(0).toLongLong());
        }
        return ids;
    };

    const QString chinese = QString::fromUtf8("\xE6\xA2\xAF\xE5\xBA\xA6\xE6\xA3\x80"); // 梯度检
    QCOMPARE(search(chinese), QList<qint64> {id});
    QCOMPARE(search(QLatin1Char('"') + chinese + QString::fromUtf8("\xE6\x9F\xA5\xE7\x82\xB9\"")), QList<qint64> {id});
    QCOMPARE(search(QStringLiteral("checkpoint")), QList<qint64> {id});
    QCOMPARE(search(QStringLiteral("CHECKPOINT")), QList<qint64> {id}); // trigram folds case
    QVERIFY(search(QString::fromUtf8("\xE6\x9C\xAA\xE5\x87\xBA\xE7\x8E\xB0")).isEmpty()); // 未出现

    // The update trigger replaces the indexed text.
    QSqlQuery update(db.db());
    update.prepare(QStringLiteral("UPDATE tm_units SET target_text = ? WHERE id = ?"));
    update.addBindValue(QString::fromUtf8("\xE5\xBC\x80\xE5\x90\xAF\xE6\xBF\x80\xE6\xB4\xBB\xE9\x87\x8D\xE7\xAE\x97")); // 开启激活重算
    update.addBindValue(id);
    QVERIFY2(update.exec(), qPrintable(update.lastError().text()));
    QVERIFY(search(chinese).isEmpty());
    QCOMPARE(search(QString::fromUtf8("\xE6\xBF\x80\xE6\xB4\xBB\xE9\x87\x8D")), QList<qint64> {id}); // 激活重
    QCOMPARE(search(QStringLiteral("checkpoint")), QList<qint64> {id}); // source unchanged

    // The delete trigger removes it.
    QSqlQuery remove(db.db());
    remove.prepare(QStringLiteral("DELETE FROM tm_units WHERE id = ?"));
    remove.addBindValue(id);
    QVERIFY2(remove.exec(), qPrintable(remove.lastError().text()));
    QVERIFY(search(QStringLiteral("checkpoint")).isEmpty());
    QVERIFY(search(QString::fromUtf8("\xE6\xBF\x80\xE6\xB4\xBB\xE9\x87\x8D")).isEmpty());

    // The index agrees with its content table.
    QSqlQuery check(db.db());
    check.prepare(QStringLiteral("INSERT INTO tm_fts(tm_fts) VALUES (?)"));
    check.addBindValue(QStringLiteral("integrity-check"));
    QVERIFY2(check.exec(), qPrintable(check.lastError().text()));
}

// Version 11: a unit listed in tm_fts_pending is not indexed when inserted, and its
// deletion or change leaves the index alone; indexing it later makes it found.
void TestProjectSchema::pendingUnitsStayOutOfTheIndex()
{
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QSqlQuery query(sql);
    const auto run = [&](const QString &statement) {
        const bool ok = query.exec(statement);
        if (!ok) {
            qWarning() << statement << query.lastError().text();
        }
        return ok;
    };
    const auto found = [&](const QString &text) {
        query.prepare(QStringLiteral("SELECT group_concat(rowid) FROM tm_fts WHERE tm_fts MATCH ?"));
        query.addBindValue(QLatin1Char('"') + text + QLatin1Char('"'));
        return query.exec() && query.next() ? query.value(0).toString() : QStringLiteral("error");
    };
    const auto intact = [&] { return run(QStringLiteral("INSERT INTO tm_fts(tm_fts) VALUES ('integrity-check')")); };
    QVERIFY(run(QStringLiteral("INSERT INTO tm_units (id, source_text, target_text, created_at, changed_at)"
                               " VALUES (1, 'Indexed at once.', '立即索引。', 'x', 'x')")));
    QVERIFY(run(QStringLiteral("INSERT INTO tm_fts_pending (id) VALUES (2), (3), (4)")));
    for (const QString &values :
        {QStringLiteral("(2, 'Pending unit.', '待索引。', 'x', 'x')"), QStringLiteral("(3, 'Pending, then deleted.', '删除。', 'x', 'x')"),
            QStringLiteral("(4, 'Pending, then changed.', '修改前。', 'x', 'x')")}) {
        QVERIFY(run(QStringLiteral("INSERT INTO tm_units (id, source_text, target_text, created_at, changed_at) VALUES ") + values));
    }
    QCOMPARE(found(QStringLiteral("at once")), QStringLiteral("1"));
    QCOMPARE(found(QStringLiteral("Pending")), QString());
    QVERIFY(intact());

    QVERIFY(run(QStringLiteral("DELETE FROM tm_units WHERE id = 3")));
    QVERIFY(run(QStringLiteral("UPDATE tm_units SET target_text = '修改后。' WHERE id = 4")));
    QVERIFY(run(QStringLiteral("SELECT group_concat(id) FROM tm_fts_pending")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("2,4")); // a deleted unit leaves the list
    QVERIFY(intact());

    // Indexed afterwards (as TranslationMemory::indexPending does it), then changed and deleted as any unit.
    QVERIFY(run(QStringLiteral("INSERT INTO tm_fts(rowid, source_text, target_text) SELECT id, source_text, target_text"
                               " FROM tm_units WHERE id IN (SELECT id FROM tm_fts_pending)")));
    QVERIFY(run(QStringLiteral("DELETE FROM tm_fts_pending")));
    QCOMPARE(found(QStringLiteral("Pending")), QStringLiteral("2,4"));
    QCOMPARE(found(QStringLiteral("修改后")), QStringLiteral("4"));
    QVERIFY(run(QStringLiteral("UPDATE tm_units SET target_text = '再改。' WHERE id = 4")));
    QCOMPARE(found(QStringLiteral("修改后")), QString());
    QCOMPARE(found(QStringLiteral("再改。")), QStringLiteral("4"));
    QVERIFY(run(QStringLiteral("DELETE FROM tm_units WHERE id = 2")));
    QCOMPARE(found(QStringLiteral("Pending")), QStringLiteral("4"));
    QVERIFY(intact());
}

void TestProjectSchema::migrateFromEveryOlderVersion_data()
{
    QTest::addColumn<int>("from");
    QTest::newRow("version 0: a new file") << 0;
    for (int v = 1; v < ProjectSchema::CurrentVersion; ++v) {
        QTest::newRow(qPrintable(QStringLiteral("version %1").arg(v))) << v;
    }
}

void TestProjectSchema::migrateFromEveryOlderVersion()
{
    QFETCH(int, from);
    SchemaDb db;
    QVERIFY(db.ok());
    QSqlDatabase sql = db.db();
    QString error;
    QVERIFY2(ProjectSchema::migrate(sql, from, &error), qPrintable(error));
    QCOMPARE(ProjectSchema::userVersion(db.db()), from);
    QSqlQuery query(db.db());
    if (from >= 1) {
        // A unit stored before the upgrade survives it, searchable, without context.
        query.prepare(QStringLiteral("INSERT INTO tm_units (source_text, target_text, created_at, changed_at) VALUES (?, ?, ?, ?)"));
        for (const QString &value : {QStringLiteral("Older unit."), QStringLiteral("旧的单元。"), QStringLiteral("2026-01-01T00:00:00Z"),
                 QStringLiteral("2026-01-01T00:00:00Z")}) {
            query.addBindValue(value);
        }
        QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
        // An issue stored before the upgrade gets no tags, not NULL.
        QVERIFY2(query.exec(QStringLiteral("INSERT INTO issues (number, title, created_at, updated_at)"
                                           " VALUES (7, 'Older issue', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')")),
            qPrintable(query.lastError().text()));
        // A term that mattered in that issue, with a conflict case there (by issue id before v5,
        // by number since).
        for (const QString &statement :
            {QStringLiteral("INSERT INTO terms (source_term, created_at, updated_at) VALUES ('kernel', '2026-01-01', '2026-01-01')"),
                from >= 5 ? QStringLiteral("INSERT INTO term_issues (term_id, issue_number) SELECT t.id, i.number FROM terms t, issues i")
                          : QStringLiteral("INSERT INTO term_issues (term_id, issue_id) SELECT t.id, i.id FROM terms t, issues i"),
                QStringLiteral("INSERT INTO term_conflicts (term_id, context_feature, correct_rendering, created_at)"
                               " SELECT id, 'CUDA', 'CUDA核函数', '2026-01-01' FROM terms"),
                from >= 5 ? QStringLiteral("INSERT INTO term_conflict_issues (conflict_id, issue_number)"
                                           " SELECT c.id, i.number FROM term_conflicts c, issues i")
                          : QStringLiteral(
                              "INSERT INTO term_conflict_issues (conflict_id, issue_id) SELECT c.id, i.id FROM term_conflicts c, issues i"),
                // A justified deletion of a block of that issue (the rebuild of v6 keeps it).
                QStringLiteral("INSERT INTO source_posts (id, issue_id, ordinal, content, sha256, imported_at)"
                               " SELECT 1, id, 0, 'a', 's', 'x' FROM issues"),
                QStringLiteral("INSERT INTO source_blocks (id, post_id, ordinal, kind, text, byte_start, byte_length, line_start, line_end)"
                               " VALUES (5, 1, 0, 'paragraph', 'Hello.', 0, 6, 1, 1)"),
                QStringLiteral("INSERT INTO deletions (source_block_id, span_start, reason, justification, created_at)"
                               " VALUES (5, 1, 'duplicate', 'Said twice.', '2026-01-01')")}) {
            QVERIFY2(query.exec(statement), qPrintable(query.lastError().text()));
        }
    }
    QVERIFY2(ProjectSchema::migrate(sql, ProjectSchema::CurrentVersion, &error), qPrintable(error));
    QCOMPARE(ProjectSchema::userVersion(db.db()), ProjectSchema::CurrentVersion);
    QVERIFY(db.columns(QStringLiteral("tm_units")).contains(QStringLiteral("context")));
    for (const QString &column : {QStringLiteral("variants"), QStringLiteral("keep_english")}) {
        QVERIFY(db.columns(QStringLiteral("terms")).contains(column));
    }
    for (const QString &column : {QStringLiteral("code_language"), QStringLiteral("post_tags")}) {
        QVERIFY(db.columns(QStringLiteral("term_renderings")).contains(column));
    }
    QVERIFY(db.columns(QStringLiteral("issues")).contains(QStringLiteral("tags")));
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM issues WHERE tags = ''")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), from >= 1 ? 1 : 0);
    // The issues of terms and conflicts became issue numbers.
    for (const QString &table : {QStringLiteral("term_issues"), QStringLiteral("term_conflict_issues")}) {
        QVERIFY2(query.exec(QStringLiteral("SELECT group_concat(issue_number) FROM %1").arg(table)), qPrintable(query.lastError().text()));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), from >= 1 ? QStringLiteral("7") : QString());
    }
    QVERIFY(db.objects(QStringLiteral("index")).contains(QStringLiteral("tm_units_source_prefix")));
    // Version 6: deletions kept, and one may now wait for its justification.
    QVERIFY(query.exec(QStringLiteral("SELECT group_concat(span_start || ':' || justification) FROM deletions")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), from >= 1 ? QStringLiteral("1:Said twice.") : QString());
    if (from >= 1) {
        QVERIFY2(query.exec(QStringLiteral("INSERT INTO deletions (source_block_id, reason, created_at) VALUES (5, 'other', 'x')")),
            qPrintable(query.lastError().text()));
    }
    QVERIFY(db.objects(QStringLiteral("index")).contains(QStringLiteral("deletions_source")));
    // Version 8: a deletion stored before knows no source change yet.
    QVERIFY(query.exec(QStringLiteral("SELECT count(*), coalesce(sum(recheck), 0) FROM deletions")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), from >= 1 ? 2 : 0);
    QCOMPARE(query.value(1).toInt(), 0);
    for (const char *table : {"source_versions", "source_changes", "note_links", "replace_batches", "replace_edits"}) {
        QVERIFY2(db.objects(QStringLiteral("table")).contains(QLatin1String(table)), table);
    }
    // Version 8: every template stored before is its kind's, none an extra one.
    QVERIFY(db.columns(QStringLiteral("annotation_templates")).contains(QStringLiteral("extra")));
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM annotation_templates WHERE extra <> 0")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    // Version 9: the radar's four default dimensions, in order; an issue stored before can be tagged.
    for (const char *table : {"radar_dimensions", "technologies", "issue_technologies"}) {
        QVERIFY2(db.objects(QStringLiteral("table")).contains(QLatin1String(table)), table);
    }
    QVERIFY(query.exec(QStringLiteral("SELECT group_concat(name, ',') FROM (SELECT name FROM radar_dimensions ORDER BY position)")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("模型架构,训练优化,推理加速,数据工程"));
    QVERIFY2(query.exec(QStringLiteral(
                 "INSERT INTO technologies (dimension_id, name) SELECT id, 'vLLM' FROM radar_dimensions WHERE position = 2")),
        qPrintable(query.lastError().text()));
    QVERIFY(!query.exec(
        QStringLiteral("INSERT INTO technologies (dimension_id, name) SELECT id, 'VLLM' FROM radar_dimensions WHERE position = 2")));
    QVERIFY2(query.exec(QStringLiteral(
                 "INSERT INTO issue_technologies (issue_id, technology_id) SELECT i.id, t.id FROM issues i, technologies t")),
        qPrintable(query.lastError().text()));
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM issue_technologies")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), from >= 1 ? 1 : 0);
    // Version 10: an issue stored before has no publication day, and can be given one.
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM issues WHERE published_on IS NULL")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), from >= 1 ? 1 : 0);
    QVERIFY2(query.exec(QStringLiteral("UPDATE issues SET published_on = '2023-06-20'")), qPrintable(query.lastError().text()));
    QVERIFY(!query.exec(QStringLiteral("UPDATE issues SET published_on = '2023-06-31'")) || from == 0);
    QVERIFY(!db.objects(QStringLiteral("table")).contains(QStringLiteral("gpu_catalog")));
    QVERIFY(query.exec(QStringLiteral("SELECT count(*), coalesce(sum(context = ''), 0) FROM tm_units")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), from >= 1 ? 1 : 0);
    QCOMPARE(query.value(1).toInt(), from >= 1 ? 1 : 0);
    query.prepare(QStringLiteral("SELECT count(*) FROM tm_fts WHERE tm_fts MATCH ?"));
    query.addBindValue(QStringLiteral("\"older\""));
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), from >= 1 ? 1 : 0);
    // Version 11: every unit stored before is in the concordance index, none pending.
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM tm_fts_pending")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    // Version 12: a term stored before has no restriction; noun_only is 0 or 1.
    QVERIFY2(query.exec(QStringLiteral("SELECT count(*) FROM terms WHERE noun_only = 0 AND context_regex = ''")),
        qPrintable(query.lastError().text()));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), from >= 1 ? 1 : 0);
    QVERIFY(!query.exec(QStringLiteral("UPDATE terms SET noun_only = 2")) || from == 0);
    QVERIFY(!query.exec(QStringLiteral("UPDATE terms SET context_regex = NULL")) || from == 0);
    // Version 13: no QA rule of the project's own yet; one with its defaults, ids unique.
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM qa_rules")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    QVERIFY2(query.exec(QStringLiteral("INSERT INTO qa_rules (rule_id, pattern) VALUES ('no-colon', ':')")),
        qPrintable(query.lastError().text()));
    QVERIFY(!query.exec(QStringLiteral("INSERT INTO qa_rules (rule_id, pattern) VALUES ('no-colon', ';')")));
    QVERIFY(!query.exec(QStringLiteral("INSERT INTO qa_rules (rule_id, pattern, severity) VALUES ('other', ';', 'fatal')")));
    QVERIFY(query.exec(QStringLiteral("SELECT severity || ' ' || side || ' ' || scope || ' ' || enabled FROM qa_rules")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("warning draft prose,headings 1"));

    // Inserting without a context still works; the context is never NULL.
    query.prepare(QStringLiteral("INSERT INTO tm_units (source_text, target_text, created_at, changed_at) VALUES (?, ?, ?, ?)"));
    for (const QString &value : {QStringLiteral("New unit."), QStringLiteral("新单元。"), QStringLiteral("2026-01-01T00:00:00Z"),
             QStringLiteral("2026-01-01T00:00:00Z")}) {
        query.addBindValue(value);
    }
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    QVERIFY(query.exec(QStringLiteral("PRAGMA integrity_check")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("ok"));
}

QTEST_GUILESS_MAIN(TestProjectSchema)
#include "tst_projectschema.moc"
