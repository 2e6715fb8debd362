// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/utf8text.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TstUtf8Text : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void roundTrip_data();
    void roundTrip();

private:
    QTemporaryDir m_dir;
};

void TstUtf8Text::initTestCase()
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("utf8text"));
    db.setDatabaseName(m_dir.filePath(QStringLiteral("t.sqlite")));
    QVERIFY(db.open());
    QSqlQuery query(db);
    QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")));
}

void TstUtf8Text::cleanupTestCase()
{
    QSqlDatabase::database(QStringLiteral("utf8text")).close();
    QSqlDatabase::removeDatabase(QStringLiteral("utf8text"));
}

void TstUtf8Text::roundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("chinese") << QStringLiteral("中文 and English");
    QTest::newRow("leading U+FEFF (a BOM)") << QString(QChar(0xFEFF)) + QStringLiteral("text");
    QTest::newRow("leading U+FFFE (would byte-swap in UTF-16)") << QString(QChar(0xFFFE)) + QStringLiteral("text");
    QTest::newRow("U+FFFF and U+FFFE inside") << QStringLiteral("a") + QChar(0xFFFF) + QStringLiteral("b") + QChar(0xFFFE);
    QTest::newRow("emoji (surrogate pair)") << QStringLiteral("🙂 ok");
    QTest::newRow("CR, CRLF and NUL-free control characters") << QStringLiteral("a\r\nb\rc\td\x1b");
}

// Through SQLite and back exactly, stored as TEXT whose length counts characters.
void TstUtf8Text::roundTrip()
{
    QFETCH(QString, text);
    QSqlDatabase db = QSqlDatabase::database(QStringLiteral("utf8text"));
    QSqlQuery insert(db);
    QVERIFY(insert.prepare(QStringLiteral("INSERT INTO t (text) VALUES (CAST(? AS TEXT))")));
    insert.addBindValue(Utf8Text::bind(text));
    QVERIFY(insert.exec());
    QSqlQuery select(db);
    QVERIFY(select.prepare(QStringLiteral("SELECT CAST(text AS BLOB), typeof(text), length(text) FROM t WHERE id = ?")));
    select.addBindValue(insert.lastInsertId());
    QVERIFY(select.exec() && select.next());
    QCOMPARE(Utf8Text::read(select.value(0)), text.isNull() ? QStringLiteral("") : text);
    QCOMPARE(select.value(1).toString(), QStringLiteral("text"));
    QCOMPARE(select.value(2).toInt(), int(text.toUcs4().size()));
}

QTEST_GUILESS_MAIN(TstUtf8Text)
#include "tst_utf8text.moc"
