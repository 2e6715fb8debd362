// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuerepository.h"
#include "store/postimportplan.h"
#include "tempproject.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

// What File ▸ Import Posts… proposes (next free numbers, the posts' titles) and how it
// checks the numbers the translator types.
class TestPostImportPlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void proposesNextFreeNumbersAndTitles();
    void numberProblem_data();
    void numberProblem();
};

void TestPostImportPlan::proposesNextFreeNumbersAndTitles()
{
    TempProject project;
    const QString error = project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    IssueRepository issues(project.store());
    QVERIFY(issues.createIssue(3, QStringLiteral("第3期")) > 0);
    QVERIFY(issues.createIssue(12, QStringLiteral("第12期")) > 0);
    QTemporaryDir dir;
    const QString front = dir.filePath(QStringLiteral("front.md"));
    const QString heading = dir.filePath(QStringLiteral("heading.md"));
    for (const auto &[path, bytes] : {std::pair {front, QByteArray("---\ntitle: \"Open LLMs\"\n---\n\n# Intro\n\nText.\n")},
             std::pair {heading, QByteArray("Lead.\n\n# Kernels\n\nText.\n")}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), qint64(bytes.size()));
    }
    const QMap<int, QString> existing = PostImportPlan::existingIssues(project.store());
    QCOMPARE(existing.keys(), (QList<int> {3, 12}));
    QCOMPARE(PostImportPlan::nextFreeNumber(existing), 13);
    QCOMPARE(PostImportPlan::nextFreeNumber({}), 1);
    const QList<PostImportItem> items = PostImportPlan::propose({front, heading, dir.filePath(QStringLiteral("missing.md"))}, existing);
    QCOMPARE(items.size(), 3);
    QCOMPARE(items.at(0).number, 13);
    QCOMPARE(items.at(0).title, QStringLiteral("Open LLMs"));
    QCOMPARE(items.at(1).number, 14);
    QCOMPARE(items.at(1).title, QStringLiteral("Kernels"));
    QCOMPARE(items.at(2).number, 15);
    QCOMPARE(items.at(2).title, QString()); // unreadable: the import says why
    QCOMPARE(IssueRepository(project.store()).issues().size(), 2); // proposing changes nothing
}

void TestPostImportPlan::numberProblem_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("chosen");
    QTest::addColumn<QString>("problem"); // empty: fine
    QTest::newRow("free number") << QStringLiteral("13") << QList<int>() << QString();
    QTest::newRow("blanks around a free number") << QStringLiteral(" 20 ") << QList<int>() << QString();
    QTest::newRow("a gap below the last issue is free") << QStringLiteral("5") << QList<int>() << QString();
    QTest::newRow("empty") << QString() << QList<int>() << QStringLiteral("Type an issue number for each post.");
    QTest::newRow("not a number") << QStringLiteral("十三") << QList<int>()
                                  << QStringLiteral("“十三” is not an issue number: type a whole number from 1 up, such as 13.");
    QTest::newRow("zero") << QStringLiteral("0") << QList<int>()
                          << QStringLiteral("“0” is not an issue number: type a whole number from 1 up, such as 13.");
    QTest::newRow("negative") << QStringLiteral("-4") << QList<int>()
                              << QStringLiteral("“-4” is not an issue number: type a whole number from 1 up, such as 13.");
    QTest::newRow("fraction") << QStringLiteral("12.5") << QList<int>()
                              << QStringLiteral("“12.5” is not an issue number: type a whole number from 1 up, such as 13.");
    QTest::newRow("beyond int") << QStringLiteral("99999999999") << QList<int>()
                                << QStringLiteral("“99999999999” is not an issue number: type a whole number from 1 up, such as 13.");
    QTest::newRow("taken") << QStringLiteral("12") << QList<int>()
                           << QStringLiteral("Issue 12 already exists (“第12期”): choose another number; the next free one is 13.");
    QTest::newRow("given to another post") << QStringLiteral("13") << QList<int> {13}
                                           << QStringLiteral("Issue 13 is given to two posts: each post needs a number of its own.");
}

void TestPostImportPlan::numberProblem()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, chosen);
    QFETCH(QString, problem);
    const QMap<int, QString> existing {{3, QStringLiteral("第3期")}, {12, QStringLiteral("第12期")}};
    QCOMPARE(PostImportPlan::numberProblem(text, existing, chosen), problem);
}

QTEST_GUILESS_MAIN(TestPostImportPlan)
#include "tst_postimportplan.moc"
