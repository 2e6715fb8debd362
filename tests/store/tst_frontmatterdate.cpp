// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"
#include "store/frontmatterdate.h"

#include <QTest>

// A post's publication day from its YAML front matter, the way the importer reads it.
class TestFrontMatterDate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void read_data();
    void read();
};

void TestFrontMatterDate::read_data()
{
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<QDate>("expected");

    const QDate day(2024, 3, 5);
    QTest::newRow("plain day (Hugo, Jekyll)") << QByteArray("---\ntitle: T\ndate: 2024-03-05\n---\n\nText.\n") << day;
    QTest::newRow("double-quoted day") << QByteArray("---\ndate: \"2024-03-05\"\n---\n\nText.\n") << day;
    QTest::newRow("single-quoted day") << QByteArray("---\ndate: '2024-03-05'\n---\n\nText.\n") << day;
    QTest::newRow("ISO time with an offset east of UTC: the day written")
        << QByteArray("---\ndate: \"2024-03-05T00:30:00+08:00\"\n---\n\nText.\n") << day;
    QTest::newRow("ISO time in UTC") << QByteArray("---\ndate: 2024-03-05T23:59:59Z\n---\n\nText.\n") << day;
    QTest::newRow("Jekyll time with a space and zone") << QByteArray("---\ndate: 2024-03-05 10:00:00 +0800\n---\n\nText.\n") << day;
    QTest::newRow("comment after the day") << QByteArray("---\ndate: 2024-03-05 # updated later\n---\n\nText.\n") << day;
    QTest::newRow("pubDate (Astro)") << QByteArray("---\npubDate: 2024-03-05\n---\n\nText.\n") << day;
    QTest::newRow("published") << QByteArray("---\npublished: 2024-03-05\n---\n\nText.\n") << day;
    QTest::newRow("date wins over an earlier published")
        << QByteArray("---\npublished: 2023-01-01\ndate: 2024-03-05\n---\n\nText.\n") << day;
    QTest::newRow("the first date key counts") << QByteArray("---\ndate: 2024-03-05\ndate: 2025-01-01\n---\n\nText.\n") << day;
    QTest::newRow("CRLF line ends") << QByteArray("---\r\ndate: 2024-03-05\r\n---\r\n\r\nText.\r\n") << day;
    QTest::newRow("BOM before the front matter") << QByteArray("\xEF\xBB\xBF---\ndate: 2024-03-05\n---\n\nText.\n") << day;
    QTest::newRow("leap day") << QByteArray("---\ndate: 2024-02-29\n---\n\nText.\n") << QDate(2024, 2, 29);
    QTest::newRow("no such day") << QByteArray("---\ndate: 2023-02-29\n---\n\nText.\n") << QDate();
    QTest::newRow("month 13") << QByteArray("---\ndate: 2024-13-05\n---\n\nText.\n") << QDate();
    QTest::newRow("not zero-padded") << QByteArray("---\ndate: 2024-3-5\n---\n\nText.\n") << QDate();
    QTest::newRow("a typo's year") << QByteArray("---\ndate: 0204-03-05\n---\n\nText.\n") << QDate();
    QTest::newRow("before 1990") << QByteArray("---\ndate: 1989-12-31\n---\n\nText.\n") << QDate();
    QTest::newRow("the first day taken") << QByteArray("---\ndate: 1990-01-01\n---\n\nText.\n") << QDate(1990, 1, 1);
    QTest::newRow("centuries ahead") << QByteArray("---\ndate: 2999-01-01\n---\n\nText.\n") << QDate();
    QTest::newRow("words, not a day") << QByteArray("---\ndate: last Tuesday\n---\n\nText.\n") << QDate();
    QTest::newRow("digits running on") << QByteArray("---\ndate: 2024-03-0512\n---\n\nText.\n") << QDate();
    QTest::newRow("empty value") << QByteArray("---\ndate:\n---\n\nText.\n") << QDate();
    QTest::newRow("an indented date belongs to another mapping")
        << QByteArray("---\nrelease:\n  date: 2024-03-05\n---\n\nText.\n") << QDate();
    QTest::newRow("other keys that end in date") << QByteArray("---\nupdate: 2024-03-05\nlastmod: 2024-03-05\n---\n\nText.\n") << QDate();
    QTest::newRow("no front matter") << QByteArray("# Title\n\ndate: 2024-03-05\n") << QDate();
    QTest::newRow("after a thematic break, not front matter") << QByteArray("Intro.\n\n---\ndate: 2024-03-05\n---\n") << QDate();
    QTest::newRow("inside a code block") << QByteArray("# Config\n\n```yaml\n---\ndate: 2024-03-05\n---\n```\n") << QDate();
    QTest::newRow("a corpus-style header without a date")
        << QByteArray("---\ntitle: \"2023, year of open LLMs\"\nthumbnail: /blog/assets/x.png\nauthors:\n- user: a\n---\n\n# T\n")
        << QDate();
}

void TestFrontMatterDate::read()
{
    QFETCH(QByteArray, post);
    QFETCH(QDate, expected);
    QCOMPARE(FrontMatterDate::read(MarkdownBlockParser::parse(post)), expected);
}

QTEST_GUILESS_MAIN(TestFrontMatterDate)
#include "tst_frontmatterdate.moc"
