// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fallible.h"

#include "core/sqlerrors.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

namespace {

// What a repository does with its Fallible base, reachable from the test.
class Probe : public Fallible
{
public:
    using Fallible::exec;
    using Fallible::fail;
    using Fallible::failQuery;
    using Fallible::forEachRow;
    using Fallible::selectInt;
    using Fallible::selectRows;
    void clear() { m_error.clear(); }
};

} // namespace

class TstFallible : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fallible"));
        db.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")));
    }

    void cleanupTestCase() { QSqlDatabase::removeDatabase(QStringLiteral("fallible")); }

    void init() { QVERIFY(QSqlQuery(database()).exec(QStringLiteral("DELETE FROM t"))); }

    void newHasNoError() { QVERIFY(Probe().errorString().isEmpty()); }

    void failKeepsTheMessageAndIsFalse()
    {
        Probe probe;
        QVERIFY(!probe.fail(QStringLiteral("Issue 7 does not exist.")));
        QCOMPARE(probe.errorString(), QStringLiteral("Issue 7 does not exist."));
        QVERIFY(!probe.fail(QStringLiteral("later")));
        QCOMPARE(probe.errorString(), QStringLiteral("later"));
        probe.clear();
        QVERIFY(probe.errorString().isEmpty());
    }

    void failQueryDescribesWhatSqliteSaid()
    {
        Probe probe;
        QSqlQuery query(database());
        QVERIFY(!query.exec(QStringLiteral("SELECT * FROM missing")));
        QVERIFY(!probe.failQuery(query));
        QCOMPARE(probe.errorString(), SqlErrors::describe(query.lastError()));
        QVERIFY(probe.errorString().contains(QLatin1String("missing")));
    }

    void exec_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QVariantList>("values");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("rows"); // in t afterwards
        QTest::newRow("values bound in order") << QStringLiteral("INSERT INTO t (id, name) VALUES (?, ?)")
                                               << QVariantList {3, QStringLiteral("a")} << true << 1;
        QTest::newRow("no values") << QStringLiteral("INSERT INTO t (name) VALUES ('b')") << QVariantList() << true << 1;
        QTest::newRow("a null string binds as NULL: refused")
            << QStringLiteral("INSERT INTO t (name) VALUES (?)") << QVariantList {QString()} << false << 0;
        QTest::newRow("statement SQLite cannot prepare")
            << QStringLiteral("INSERT INTO nowhere VALUES (?)") << QVariantList {1} << false << 0;
    }

    // The three forms: a prepared query, sql on a given query, sql on a database.
    void exec()
    {
        QFETCH(QString, sql);
        QFETCH(QVariantList, values);
        QFETCH(bool, ok);
        QFETCH(int, rows);
        for (int form = 0; form < 3; ++form) {
            QVERIFY(QSqlQuery(database()).exec(QStringLiteral("DELETE FROM t")));
            Probe probe;
            QSqlQuery query(database());
            bool done = false;
            if (form == 0) {
                query.prepare(sql);
                done = probe.exec(query, values);
            } else if (form == 1) {
                done = probe.exec(query, sql, values);
            } else {
                done = probe.exec(database(), sql, values);
            }
            QCOMPARE(done, ok);
            QCOMPARE(probe.errorString().isEmpty(), ok);
            QCOMPARE(count(), rows);
        }
    }

    // A statement run again binds its values afresh each time.
    void execAgainRebinds()
    {
        Probe probe;
        QSqlQuery query(database());
        query.prepare(QStringLiteral("INSERT INTO t (name) VALUES (?)"));
        QVERIFY(probe.exec(query, {QStringLiteral("one")}));
        QVERIFY(probe.exec(query, {QStringLiteral("two")}));
        QCOMPARE(count(), 2);
        QSqlQuery read(database());
        QVERIFY(probe.exec(read, QStringLiteral("SELECT name FROM t ORDER BY id"), {}));
        QVERIFY(read.next());
        QCOMPARE(read.value(0).toString(), QStringLiteral("one"));
        QVERIFY(read.next());
        QCOMPARE(read.value(0).toString(), QStringLiteral("two"));
    }

    void selectRows_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QVariantList>("values");
        QTest::addColumn<QStringList>("rows"); // read; empty with an error when refused
        QTest::addColumn<bool>("ok");
        QTest::newRow("every row in the statement's order")
            << QStringLiteral("SELECT name FROM t ORDER BY id DESC") << QVariantList()
            << QStringList {QStringLiteral("c"), QStringLiteral("b"), QStringLiteral("a")} << true;
        QTest::newRow("values bound in order") << QStringLiteral("SELECT name FROM t WHERE id > ? AND name <> ? ORDER BY id")
                                               << QVariantList {1, QStringLiteral("c")} << QStringList {QStringLiteral("b")} << true;
        QTest::newRow("no row") << QStringLiteral("SELECT name FROM t WHERE id > ?") << QVariantList {9} << QStringList() << true;
        QTest::newRow("statement SQLite cannot prepare")
            << QStringLiteral("SELECT name FROM nowhere") << QVariantList() << QStringList() << false;
    }

    void selectRows()
    {
        QFETCH(QString, sql);
        QFETCH(QVariantList, values);
        QFETCH(QStringList, rows);
        QFETCH(bool, ok);
        insertThree();
        Probe probe;
        QCOMPARE(probe.selectRows(database(), sql, values, [](const QSqlQuery &query) { return query.value(0).toString(); }), rows);
        QCOMPARE(probe.errorString().isEmpty(), ok);
        QStringList seen;
        probe.clear();
        QCOMPARE(
            probe.forEachRow(database(), sql, values, [&seen](const QSqlQuery &query) { seen.append(query.value(0).toString()); }), ok);
        QCOMPARE(seen, rows);
        QCOMPARE(probe.errorString().isEmpty(), ok);
    }

    void selectInt_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QVariantList>("values");
        QTest::addColumn<int>("result");
        QTest::newRow("a count") << QStringLiteral("SELECT COUNT(*) FROM t") << QVariantList() << 3;
        QTest::newRow("values bound") << QStringLiteral("SELECT COUNT(*) FROM t WHERE id >= ?") << QVariantList {2} << 2;
        QTest::newRow("the first column of the first row") << QStringLiteral("SELECT id, 7 FROM t ORDER BY id DESC") << QVariantList() << 3;
        QTest::newRow("no row: -1") << QStringLiteral("SELECT id FROM t WHERE id > 9") << QVariantList() << -1;
        QTest::newRow("refused: -1") << QStringLiteral("SELECT COUNT(*) FROM nowhere") << QVariantList() << -1;
    }

    void selectInt()
    {
        QFETCH(QString, sql);
        QFETCH(QVariantList, values);
        QFETCH(int, result);
        insertThree();
        Probe probe;
        QCOMPARE(probe.selectInt(database(), sql, values), result);
        QCOMPARE(probe.errorString().isEmpty(), result >= 0);
    }

private:
    // Rows 1 a, 2 b, 3 c.
    static void insertThree()
    {
        QSqlQuery query(database());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO t (id, name) VALUES (1, 'a'), (2, 'b'), (3, 'c')")));
    }

    static QSqlDatabase database() { return QSqlDatabase::database(QStringLiteral("fallible")); }

    static int count()
    {
        QSqlQuery query(database());
        return query.exec(QStringLiteral("SELECT COUNT(*) FROM t")) && query.next() ? query.value(0).toInt() : -1;
    }
};

QTEST_GUILESS_MAIN(TstFallible)
#include "tst_fallible.moc"
