// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "refusedcommit.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <memory>

class TestIssueRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void issuesOrderedByNumber();
    void splitTags_data();
    void splitTags();
    void issueByNumber();
    void missingIssue_data();
    void missingIssue();
    void createIssueRejectsBadNumbers_data();
    void createIssueRejectsBadNumbers();
    void createIssueRejectsDuplicates();
    void createIssueTitles_data();
    void createIssueTitles();
    void sourceSnapshotsAreExactBytes_data();
    void sourceSnapshotsAreExactBytes();
    void sourceSnapshotsInImportOrder();
    void draftLead_data();
    void draftLead();
    void draftLeadOfSecondPostIgnored();
    void unknownIssueIdHasNothing();
    void setTags_data();
    void setTags();
    void tagsOfUnknownIssue();
    void publishedOn_data();
    void publishedOn();
    void publishedOnOfUnknownIssue();
    void issueById_data();
    void issueById();
    void refusedCommitIsReportedOnce_data();
    void refusedCommitIsReportedOnce();

private:
    qint64 countIssues() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestIssueRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("repo.yiqiao")), QStringLiteral("Repo")), qPrintable(m_store->errorString()));
}

void TestIssueRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

qint64 TestIssueRepository::countIssues() const
{
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM issues")) && query.next() ? query.value(0).toLongLong() : -1;
}

void TestIssueRepository::issuesOrderedByNumber()
{
    IssueRepository issues(*m_store);
    QVERIFY(issues.issues().isEmpty());
    const qint64 id12 = issues.createIssue(12, QStringLiteral("Twelve"));
    const qint64 id3 = issues.createIssue(3, QStringLiteral("Three"));
    const qint64 id100 = issues.createIssue(100, QStringLiteral("Hundred"));
    const qint64 id7 = issues.createIssue(7, QStringLiteral("Seven"));
    for (qint64 id : {id12, id3, id100, id7}) {
        QVERIFY2(id > 0, qPrintable(issues.errorString()));
    }

    const QList<Issue> list = issues.issues();
    QCOMPARE(int(list.size()), 4);
    // Numerically, not as text ("100" < "12" < "3" < "7").
    QCOMPARE(list.at(0).number, 3);
    QCOMPARE(list.at(1).number, 7);
    QCOMPARE(list.at(2).number, 12);
    QCOMPARE(list.at(3).number, 100);
    QCOMPARE(list.at(0).id, id3);
    QCOMPARE(list.at(1).id, id7);
    QCOMPARE(list.at(2).id, id12);
    QCOMPARE(list.at(3).id, id100);
    QCOMPARE(list.at(0).title, QStringLiteral("Three"));
    QCOMPARE(list.at(3).title, QStringLiteral("Hundred"));
    for (const Issue &issue : list) {
        QCOMPARE(issue.status, QStringLiteral("translating"));
    }
}

void TestIssueRepository::issueByNumber()
{
    IssueRepository issues(*m_store);
    const qint64 id = issues.createIssue(42, QStringLiteral("The answer"));
    QVERIFY(id > 0);
    QVERIFY(issues.createIssue(43, QStringLiteral("Next")) > 0);

    const auto issue = issues.issue(42);
    QVERIFY(issue.has_value());
    QCOMPARE(issue->id, id);
    QCOMPARE(issue->number, 42);
    QCOMPARE(issue->title, QStringLiteral("The answer"));
    QCOMPARE(issue->status, QStringLiteral("translating"));
    QCOMPARE(issues.issue(43)->title, QStringLiteral("Next"));
}

void TestIssueRepository::missingIssue_data()
{
    QTest::addColumn<int>("number");
    QTest::newRow("number never created") << 8;
    QTest::newRow("zero") << 0;
    QTest::newRow("negative") << -8;
}

void TestIssueRepository::missingIssue()
{
    QFETCH(int, number);
    IssueRepository issues(*m_store);
    QVERIFY(issues.createIssue(1, QStringLiteral("One")) > 0);
    QVERIFY(issues.errorString().isEmpty());
    QVERIFY(!issues.issue(number).has_value());
    QVERIFY(!issues.errorString().isEmpty());
    QVERIFY2(issues.errorString().contains(QString::number(number)), qPrintable(issues.errorString()));
}

void TestIssueRepository::createIssueRejectsBadNumbers_data()
{
    QTest::addColumn<int>("number");
    QTest::newRow("zero") << 0;
    QTest::newRow("minus one") << -1;
    QTest::newRow("most negative int") << std::numeric_limits<int>::min();
}

void TestIssueRepository::createIssueRejectsBadNumbers()
{
    QFETCH(int, number);
    IssueRepository issues(*m_store);
    QCOMPARE(issues.createIssue(number, QStringLiteral("Bad")), qint64(0));
    QVERIFY(!issues.errorString().isEmpty());
    QCOMPARE(countIssues(), qint64(0));
    QVERIFY(issues.issues().isEmpty());
}

void TestIssueRepository::createIssueRejectsDuplicates()
{
    IssueRepository issues(*m_store);
    const qint64 id = issues.createIssue(5, QStringLiteral("Original"));
    QVERIFY(id > 0);
    QCOMPARE(issues.createIssue(5, QStringLiteral("Duplicate")), qint64(0));
    QVERIFY(!issues.errorString().isEmpty());
    QVERIFY2(issues.errorString().contains(QLatin1Char('5')), qPrintable(issues.errorString()));
    QCOMPARE(countIssues(), qint64(1));
    QCOMPARE(issues.issue(5)->id, id);
    QCOMPARE(issues.issue(5)->title, QStringLiteral("Original"));
    // A fresh repository sees the same.
    QCOMPARE(IssueRepository(*m_store).createIssue(5, QString()), qint64(0));
    QCOMPARE(countIssues(), qint64(1));
}

void TestIssueRepository::createIssueTitles_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("expected");
    QTest::newRow("null title stored as empty") << QString() << QStringLiteral("");
    QTest::newRow("empty title") << QStringLiteral("") << QStringLiteral("");
    QTest::newRow("Chinese title") << QStringLiteral("第 7 期：大模型推理") << QStringLiteral("第 7 期：大模型推理");
    QTest::newRow("quotes and SQL-like text") << QStringLiteral("It's \"x\"; DROP TABLE issues; --")
                                              << QStringLiteral("It's \"x\"; DROP TABLE issues; --");
    QTest::newRow("emoji outside the BMP") << QStringLiteral("Agents 🤗") << QStringLiteral("Agents 🤗");
}

void TestIssueRepository::createIssueTitles()
{
    QFETCH(QString, title);
    QFETCH(QString, expected);
    IssueRepository issues(*m_store);
    QVERIFY2(issues.createIssue(9, title) > 0, qPrintable(issues.errorString()));
    QCOMPARE(issues.issue(9)->title, expected);
    QCOMPARE(issues.issues().value(0).title, expected);
}

void TestIssueRepository::sourceSnapshotsAreExactBytes_data()
{
    QTest::addColumn<QByteArray>("post");
    QTest::newRow("LF") << QByteArray("# Title\n\nText.\n");
    QTest::newRow("CRLF") << QByteArray("# Title\r\n\r\nText.\r\n");
    QTest::newRow("lone CR") << QByteArray("# Title\r\rText.\r");
    QTest::newRow("mixed line breaks") << QByteArray("# Title\r\n\nText.\r\nMore\n");
    QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF# Title\n\nText.\n");
    QTest::newRow("no final newline") << QByteArray("# Title\n\nText.");
    QTest::newRow("trailing spaces and tabs") << QByteArray("# Title  \n\nText.\t\n   \n\n");
    QTest::newRow("Chinese and emoji") << QByteArray("# 标题\n\n中文段落😀。\n");
    QTest::newRow("leading blank lines") << QByteArray("\n\n# Title\n");
}

void TestIssueRepository::sourceSnapshotsAreExactBytes()
{
    QFETCH(QByteArray, post);
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, post, QString(), QString()), qPrintable(importer.errorString()));
    IssueRepository issues(*m_store);
    const QList<QByteArray> snapshots = issues.sourceSnapshots(importer.result().issueId);
    QCOMPARE(int(snapshots.size()), 1);
    QCOMPARE(snapshots.first(), post);
    QCOMPARE(snapshots.first().size(), post.size());
}

void TestIssueRepository::sourceSnapshotsInImportOrder()
{
    const QByteArray a("# B comes first\n\nb\n");
    const QByteArray b("# A comes second\n\na\n");
    const QByteArray c("# Other issue\n");
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(2, a, QString(), QString()));
    const qint64 issueId = importer.result().issueId;
    QVERIFY(importer.importPost(1, c, QString(), QString()));
    QVERIFY(importer.importPost(2, b, QString(), QString()));
    IssueRepository issues(*m_store);
    QCOMPARE(issues.sourceSnapshots(issueId), (QList<QByteArray> {a, b}));
    QCOMPARE(issues.sourceSnapshots(issues.issue(1)->id), QList<QByteArray> {c});
}

void TestIssueRepository::draftLead_data()
{
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<QString>("lead");
    QTest::newRow("no lead") << QByteArray("# Title\n") << QString();
    QTest::newRow("blank lines before the first block") << QByteArray("\n\n# Title\n") << QStringLiteral("\n\n");
    QTest::newRow("whitespace lines with CRLF") << QByteArray("  \r\n\t\r\n# Title\r\n") << QStringLiteral("  \r\n\t\r\n");
}

void TestIssueRepository::draftLead()
{
    QFETCH(QByteArray, post);
    QFETCH(QString, lead);
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, post, QString(), QString()), qPrintable(importer.errorString()));
    IssueRepository issues(*m_store);
    QCOMPARE(issues.draftLead(importer.result().issueId), lead);
}

void TestIssueRepository::draftLeadOfSecondPostIgnored()
{
    IssueRepository issues(*m_store);
    const qint64 empty = issues.createIssue(3, QStringLiteral("No posts yet"));
    QVERIFY(empty > 0);
    QCOMPARE(issues.draftLead(empty), QString());

    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(4, QByteArray("\n# First\n"), QString(), QString()));
    const qint64 id = importer.result().issueId;
    QVERIFY(importer.importPost(4, QByteArray("\n\n\n# Second\n"), QString(), QString()));
    QCOMPARE(issues.draftLead(id), QStringLiteral("\n"));

    // With a translation the draft's lead is the translation's.
    QVERIFY2(importer.importPost(5, QByteArray("# Source\n"), QString(), QString(), QByteArray(" \n# 译文\n")),
        qPrintable(importer.errorString()));
    QCOMPARE(issues.draftLead(importer.result().issueId), QStringLiteral(" \n"));
}

void TestIssueRepository::unknownIssueIdHasNothing()
{
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(1, QByteArray("# T\n\ntext\n"), QString(), QString()));
    IssueRepository issues(*m_store);
    const qint64 unknown = importer.result().issueId + 1000;
    QVERIFY(issues.sourceBlocks(unknown).isEmpty());
    QVERIFY(issues.targetBlocks(unknown).isEmpty());
    QVERIFY(issues.sourceSnapshots(unknown).isEmpty());
    QCOMPARE(issues.draftLead(unknown), QString());
    QCOMPARE(int(issues.sourceBlocks(importer.result().issueId).size()), 2);
}

void TestIssueRepository::setTags_data()
{
    QTest::addColumn<QStringList>("before"); // already stored
    QTest::addColumn<QStringList>("tags");
    QTest::addColumn<QStringList>("expected");
    const QStringList none;
    QTest::newRow("round trip in the order given") << none << QStringList {QStringLiteral("nccl"), QStringLiteral("cuda")}
                                                   << QStringList {QStringLiteral("nccl"), QStringLiteral("cuda")};
    QTest::newRow("trimmed, empty ones dropped")
        << none << QStringList {QStringLiteral("  cuda\t"), QString(), QStringLiteral(" "), QStringLiteral("deep learning ")}
        << QStringList {QStringLiteral("cuda"), QStringLiteral("deep learning")};
    QTest::newRow("case-insensitive duplicates: the first kept")
        << none << QStringList {QStringLiteral("CUDA"), QStringLiteral("nccl"), QStringLiteral("cuda"), QStringLiteral("NCCL")}
        << QStringList {QStringLiteral("CUDA"), QStringLiteral("nccl")};
    QTest::newRow("a line break inside a tag cannot split it")
        << none << QStringList {QStringLiteral("deep\nlearning"), QStringLiteral("a\r\n")}
        << QStringList {QStringLiteral("deep learning"), QStringLiteral("a")};
    QTest::newRow("Chinese tags") << none << QStringList {QStringLiteral("深度学习"), QStringLiteral("分布式")}
                                  << QStringList {QStringLiteral("深度学习"), QStringLiteral("分布式")};
    QTest::newRow("replaces what was there") << QStringList {QStringLiteral("old")} << QStringList {QStringLiteral("new")}
                                             << QStringList {QStringLiteral("new")};
    QTest::newRow("no tags clears them") << QStringList {QStringLiteral("old")} << none << none;
}

void TestIssueRepository::setTags()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, tags);
    QFETCH(QStringList, expected);
    IssueRepository issues(*m_store);
    const qint64 id = issues.createIssue(6, QStringLiteral("Tagged"));
    const qint64 other = issues.createIssue(7, QStringLiteral("Other"));
    QVERIFY(id > 0 && other > 0);
    QVERIFY(issues.tags(id).isEmpty());
    QVERIFY2(issues.setTags(id, before), qPrintable(issues.errorString()));
    QVERIFY2(issues.setTags(other, {QStringLiteral("unrelated")}), qPrintable(issues.errorString()));
    QVERIFY2(issues.setTags(id, tags), qPrintable(issues.errorString()));
    QCOMPARE(issues.tags(id), expected);
    QCOMPARE(IssueRepository(*m_store).tags(id), expected);
    QCOMPARE(issues.tags(other), QStringList {QStringLiteral("unrelated")});
    QCOMPARE(IssueRepository::normalizedTags(tags), expected);
    QVERIFY(issues.errorString().isEmpty());
}

void TestIssueRepository::tagsOfUnknownIssue()
{
    IssueRepository issues(*m_store);
    const qint64 id = issues.createIssue(1, QStringLiteral("One"));
    QVERIFY(id > 0);
    QVERIFY(!issues.setTags(id + 1000, {QStringLiteral("cuda")}));
    QVERIFY2(issues.errorString().contains(QString::number(id + 1000)), qPrintable(issues.errorString()));
    IssueRepository reader(*m_store);
    QVERIFY(reader.tags(id + 1000).isEmpty());
    QVERIFY(!reader.errorString().isEmpty());
    QVERIFY(reader.tags(id).isEmpty());
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM issues WHERE tags <> ''")) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestIssueRepository::publishedOn_data()
{
    QTest::addColumn<QDate>("date");
    QTest::addColumn<bool>("stored");
    QTest::addColumn<QString>("column"); // the issues row's published_on ("NULL": none)
    const QDate yearAhead = QDate::currentDate().addYears(1);
    QTest::newRow("a day") << QDate(2023, 6, 20) << true << QStringLiteral("2023-06-20");
    QTest::newRow("leap day") << QDate(2024, 2, 29) << true << QStringLiteral("2024-02-29");
    QTest::newRow("first day of the range") << QDate(1990, 1, 1) << true << QStringLiteral("1990-01-01");
    QTest::newRow("a year from today") << yearAhead << true << yearAhead.toString(Qt::ISODate);
    QTest::newRow("an invalid date clears it") << QDate() << true << QStringLiteral("NULL");
    QTest::newRow("1989 is refused, the day before kept") << QDate(1989, 12, 31) << false << QStringLiteral("2022-02-02");
    QTest::newRow("a typo's year 204 is refused") << QDate(204, 3, 5) << false << QStringLiteral("2022-02-02");
    QTest::newRow("more than a year ahead is refused") << yearAhead.addDays(1) << false << QStringLiteral("2022-02-02");
    QTest::newRow("year 10000 is refused") << QDate(10000, 1, 1) << false << QStringLiteral("2022-02-02");
}

void TestIssueRepository::publishedOn()
{
    QFETCH(QDate, date);
    QFETCH(bool, stored);
    QFETCH(QString, column);
    IssueRepository issues(*m_store);
    const qint64 id = issues.createIssue(1, QStringLiteral("One"));
    QVERIFY(!issues.publishedOn(id).isValid());
    QVERIFY(issues.errorString().isEmpty());
    QVERIFY(issues.setPublishedOn(id, QDate(2022, 2, 2)));
    QCOMPARE(issues.setPublishedOn(id, date), stored);
    QCOMPARE(issues.errorString().isEmpty(), stored);
    if (!stored) {
        // As typed: 0204-03-05, not 204-3-5.
        const QString named = QStringLiteral("%1-%2-%3")
                                  .arg(date.year(), 4, 10, QLatin1Char('0'))
                                  .arg(date.month(), 2, 10, QLatin1Char('0'))
                                  .arg(date.day(), 2, 10, QLatin1Char('0'));
        QVERIFY2(issues.errorString().startsWith(named), qPrintable(issues.errorString()));
    }
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT coalesce(published_on, 'NULL') FROM issues")) && query.next());
    QCOMPARE(query.value(0).toString(), column);
    IssueRepository reader(*m_store);
    QCOMPARE(reader.publishedOn(id), stored ? date : QDate(2022, 2, 2));
}

void TestIssueRepository::publishedOnOfUnknownIssue()
{
    IssueRepository issues(*m_store);
    const qint64 id = issues.createIssue(1, QStringLiteral("One"));
    QVERIFY(!issues.setPublishedOn(id + 1, QDate(2023, 6, 20)));
    QVERIFY2(issues.errorString().contains(QString::number(id + 1)), qPrintable(issues.errorString()));
    IssueRepository reader(*m_store);
    QVERIFY(!reader.publishedOn(id + 1).isValid());
    QVERIFY(!reader.errorString().isEmpty());
    // The schema itself refuses what is not a day, whoever writes it.
    QSqlQuery query(m_store->database());
    for (const char *wrong : {"2023-02-29", "2023-6-20", "2023-06-20T10:00", "yesterday", "", "0000-01-01"}) {
        query.prepare(QStringLiteral("UPDATE issues SET published_on = ?"));
        query.addBindValue(QLatin1String(wrong));
        QVERIFY2(!query.exec(), wrong);
    }
}

void TestIssueRepository::issueById_data()
{
    QTest::addColumn<bool>("exists");
    QTest::newRow("found") << true;
    QTest::newRow("not found") << false;
}

void TestIssueRepository::issueById()
{
    QFETCH(bool, exists);
    IssueRepository issues(*m_store);
    QVERIFY(issues.createIssue(3, QStringLiteral("Three")) > 0);
    const qint64 id = issues.createIssue(42, QStringLiteral("The answer"));
    QVERIFY(id > 0);
    const qint64 asked = exists ? id : id + 1000;
    const auto issue = issues.issueById(asked);
    QCOMPARE(issue.has_value(), exists);
    if (!exists) {
        QVERIFY2(issues.errorString().contains(QString::number(asked)), qPrintable(issues.errorString()));
        return;
    }
    QVERIFY(issues.errorString().isEmpty());
    QCOMPARE(issue->id, id);
    QCOMPARE(issue->number, 42);
    QCOMPARE(issue->title, QStringLiteral("The answer"));
    QCOMPARE(issue->status, QStringLiteral("translating"));
}

void TestIssueRepository::splitTags_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("tags");
    QTest::newRow("commas") << QStringLiteral("cuda, nccl") << QStringList {QStringLiteral("cuda"), QStringLiteral(" nccl")};
    QTest::newRow("Chinese commas and 、") << QStringLiteral("cuda，nccl、分布式")
                                           << QStringList {QStringLiteral("cuda"), QStringLiteral("nccl"), QStringLiteral("分布式")};
    QTest::newRow("line breaks") << QStringLiteral("cuda\r\nnccl\n") << QStringList {QStringLiteral("cuda"), QStringLiteral("nccl")};
    QTest::newRow("nothing") << QString() << QStringList();
}

void TestIssueRepository::splitTags()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, tags);
    QCOMPARE(IssueRepository::splitTags(typed), tags);
}

void TestIssueRepository::refusedCommitIsReportedOnce_data()
{
    QTest::addColumn<QString>("write");
    QTest::newRow("savePublishedOn") << QStringLiteral("savePublishedOn");
    QTest::newRow("saveTags") << QStringLiteral("saveTags");
}

// SQLite refuses the commit: reported, the issue as it was, no write left open, and
// the same write works once it is allowed.
void TestIssueRepository::refusedCommitIsReportedOnce()
{
    QFETCH(QString, write);
    IssueRepository issues(*m_store);
    const qint64 id = issues.createIssue(7, QStringLiteral("Seven"));
    QVERIFY(id > 0);
    const auto run = [&] {
        return write == QLatin1String("savePublishedOn") ? issues.savePublishedOn(id, QDate(2025, 3, 5))
                                                         : issues.saveTags(id, {QStringLiteral("cuda")});
    };
    RefusedCommit refusal(*m_store, QStringLiteral("issues"));
    QVERIFY(refusal.arm());
    QVERIFY(!run());
    QVERIFY(!issues.errorString().isEmpty());
    QVERIFY(refusal.rolledBack());
    QVERIFY(!issues.publishedOn(id).isValid());
    QVERIFY(issues.tags(id).isEmpty());
    QVERIFY(refusal.disarm());
    QVERIFY2(run(), qPrintable(issues.errorString()));
}

QTEST_GUILESS_MAIN(TestIssueRepository)
#include "tst_issuerepository.moc"
