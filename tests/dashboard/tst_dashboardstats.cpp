// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistevaluator.h"
#include "dashboard/dashboardstats.h"
#include "dashboard/textcounts.h"
#include "qa/qarunner.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

// Source words: "Title here" 2, "First paragraph has five words" 5, code 0,
// "Second one, see docs" 4 (the link target is not read) = 11.
const QByteArray kSource("# Title here\n\nFirst paragraph has five words.\n\n```python\nprint('x')\n```\n\n"
                         "Second one, see [docs](https://x.org).\n");
// Chinese characters: 标题 2, 第一段有五个词 7, code 0, 第二段见文档 6 = 15; words: GPU 1.
const QByteArray kTranslation("# 标题\n\n第一段有五个词。\n\n```python\nprint('x')\n```\n\n第二段，见 GPU [文档](https://x.org)。\n");

bool exec(ProjectStore &store, const QString &sql, const QVariantList &values = {})
{
    QSqlQuery query(store.database());
    query.prepare(sql);
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        qWarning() << sql << query.lastError().text();
        return false;
    }
    return true;
}

} // namespace

class TestDashboardStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void stampsListIssuesInOrder();
    void stampOfOneIssue();
    void untouchedImport();
    void progressIsCumulative();
    void deletionRatioAgainstTarget();
    void qaAndChecklistAsTheirOwnClassesCount();
    void revisionsWithoutTheImport();
    void stampChanges_data();
    void stampChanges();
    void projectStampChanges_data();
    void projectStampChanges();
    void json();
    void corpusPair();

private:
    IssueDashboardRow computed(int number);
    qint64 targetId(int ordinal) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
};

void TestDashboardStats::init()
{
    m_store.reset();
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    PostImporter translated(*m_store);
    QVERIFY2(translated.importPost(5, kSource, QStringLiteral("Five"), {}, kTranslation), qPrintable(translated.errorString()));
    PostImporter english(*m_store);
    QVERIFY(english.importPost(2, "# Only English\n\nNothing translated yet.\n", {}, {}));
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT id FROM issues WHERE number = 5")) && query.next());
    m_issueId = query.value(0).toLongLong();
}

IssueDashboardRow TestDashboardStats::computed(int number)
{
    QString error;
    QList<IssueDashboardRow> rows = DashboardStats::stamps(*m_store, &error, number);
    if (rows.size() != 1) {
        qWarning() << "no issue" << number << error;
        return {};
    }
    DashboardStats(*m_store).compute(&rows[0]);
    return rows.first();
}

qint64 TestDashboardStats::targetId(int ordinal) const
{
    return IssueRepository(*m_store).targetBlocks(m_issueId).at(ordinal).id;
}

void TestDashboardStats::stampsListIssuesInOrder()
{
    QString error;
    const QList<IssueDashboardRow> rows = DashboardStats::stamps(*m_store, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows.at(0).number, 2);
    QCOMPARE(rows.at(1).number, 5);
    QCOMPARE(rows.at(1).title, QStringLiteral("Five"));
    QCOMPARE(rows.at(0).title, QStringLiteral("Only English"));
    QVERIFY(rows.at(1).updatedAt.isValid());
    QVERIFY(!rows.at(1).stamp.isEmpty());
    QVERIFY(!rows.at(1).computed);
    QCOMPARE(rows.at(1).blocks, 0);
}

void TestDashboardStats::stampOfOneIssue()
{
    QString error;
    QCOMPARE(DashboardStats::stamps(*m_store, &error, 5).size(), 1);
    QVERIFY(DashboardStats::stamps(*m_store, &error, 99).isEmpty());
    QVERIFY(error.isEmpty());
}

void TestDashboardStats::untouchedImport()
{
    const IssueDashboardRow row = computed(2);
    QVERIFY(row.computed);
    QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
    QCOMPARE(row.blocks, 2);
    QCOMPARE(row.translatedBlocks, 0);
    QCOMPARE(row.sourceWords, qint64(5));
    QCOMPARE(row.draftWords, qint64(5)); // the draft is the English copy
    QCOMPARE(row.chineseCharacters, qint64(0));
    QCOMPARE(row.deletionRatio, 0.0);
}

void TestDashboardStats::progressIsCumulative()
{
    QVERIFY(exec(*m_store, QStringLiteral("UPDATE target_blocks SET status = 'reviewed' WHERE id = ?"), {targetId(0)}));
    QVERIFY(exec(*m_store, QStringLiteral("UPDATE target_blocks SET status = 'approved' WHERE id = ?"), {targetId(1)}));
    QVERIFY(exec(*m_store, QStringLiteral("UPDATE target_blocks SET status = 'draft' WHERE id = ?"), {targetId(3)}));
    const IssueDashboardRow row = computed(5);
    QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
    QCOMPARE(row.blocks, 4);
    QCOMPARE(row.translatedBlocks, 3);
    QCOMPARE(row.reviewedBlocks, 2);
    QCOMPARE(row.approvedBlocks, 1);
    QCOMPARE(row.chineseCharacters, qint64(15));
    QCOMPARE(row.translatedCharacters, qint64(9));
    QCOMPARE(row.reviewedCharacters, qint64(9));
    QCOMPARE(row.approvedCharacters, qint64(7));
    QCOMPARE(row.draftWords, qint64(1));
    QCOMPARE(row.sourceWords, qint64(11));
}

// Prose letters and digits (DeletionRatio): "Title here" 9, "First paragraph has five
// words." 26, "Second one, see [docs](https://x.org)." 25; the last one deleted.
void TestDashboardStats::deletionRatioAgainstTarget()
{
    const qint64 sourceId = IssueRepository(*m_store).sourceBlocks(m_issueId).at(3).id;
    QVERIFY(exec(*m_store,
        QStringLiteral("INSERT INTO deletions (source_block_id, reason, justification, created_at) VALUES (?, 'duplicate', 'x', '2026')"),
        {sourceId}));
    QVERIFY(m_store->setSetting(QStringLiteral("deletion_target"), QStringLiteral("0.4")));
    const IssueDashboardRow row = computed(5);
    QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
    QCOMPARE(row.deletionRatio, 25.0 / 60.0);
    QCOMPARE(row.deletionTarget, 0.4);
}

void TestDashboardStats::qaAndChecklistAsTheirOwnClassesCount()
{
    QaRunner::Result qa;
    QString error;
    QVERIFY(QaRunner().run(*m_store, m_issueId, &qa, &error));
    ChecklistEvaluator evaluator(*m_store);
    QVERIFY(evaluator.evaluate(m_issueId));
    const IssueDashboardRow row = computed(5);
    QCOMPARE(row.qaErrors, qa.count(QaSeverity::Error));
    QCOMPARE(row.qaWarnings, qa.count(QaSeverity::Warning));
    QCOMPARE(row.checklistItems, int(evaluator.states().size()));
    QCOMPARE(row.openChecklistItems, int(evaluator.openItems().size()));
    // Nothing approved, no readers: at least those two items are open.
    QVERIFY(row.openChecklistItems >= 2);
    QVERIFY(row.checklistItems > row.openChecklistItems);
}

void TestDashboardStats::revisionsWithoutTheImport()
{
    QCOMPARE(computed(5).revisions, 0);
    for (int number : {1, 2}) {
        QVERIFY(exec(*m_store,
            QStringLiteral(
                "INSERT INTO revisions (issue_id, number, content, created_at, updated_at) VALUES (?, ?, x'00', '2026', '2026')"),
            {m_issueId, number}));
    }
    QCOMPARE(computed(5).revisions, 2);
}

void TestDashboardStats::stampChanges_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("changes");

    QTest::newRow("a block's status") << QStringLiteral("UPDATE target_blocks SET updated_at = '2099' WHERE issue_id = :issue") << true;
    QTest::newRow("the title") << QStringLiteral("UPDATE issues SET updated_at = '2099' WHERE id = :issue") << true;
    QTest::newRow("a revision") << QStringLiteral("INSERT INTO revisions (issue_id, number, content, created_at, updated_at)"
                                                  " VALUES (:issue, 1, x'00', '2026', '2026')")
                                << true;
    QTest::newRow("a deletion") << QStringLiteral("INSERT INTO deletions (source_block_id, reason, justification, created_at)"
                                                  " SELECT MIN(b.id), 'other', '', '2026' FROM source_blocks b JOIN source_posts p"
                                                  " ON p.id = b.post_id WHERE p.issue_id = :issue")
                                << true;
    QTest::newRow("a waiver") << QStringLiteral("INSERT INTO qa_waivers (issue_id, finding_key, check_id, reason, created_at)"
                                                " VALUES (:issue, 'k', 'c', 'r', '2026')")
                              << true;
    QTest::newRow("a checklist run") << QStringLiteral("INSERT INTO checklist_runs (issue_id, started_at) VALUES (:issue, '2026')") << true;
    QTest::newRow("a reader test") << QStringLiteral("INSERT INTO reader_tests (issue_id, passed, created_at) VALUES (:issue, 1, '2026')")
                                   << true;
    QTest::newRow("another issue's draft") << QStringLiteral("UPDATE target_blocks SET updated_at = '2099' WHERE issue_id <> :issue")
                                           << false;
}

void TestDashboardStats::stampChanges()
{
    QFETCH(QString, sql);
    QFETCH(bool, changes);
    QString error;
    const QString before = DashboardStats::stamps(*m_store, &error, 5).value(0).stamp;
    QSqlQuery query(m_store->database());
    query.prepare(sql);
    query.bindValue(QStringLiteral(":issue"), m_issueId);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    const QString after = DashboardStats::stamps(*m_store, &error, 5).value(0).stamp;
    QCOMPARE(after != before, changes);
}

void TestDashboardStats::projectStampChanges_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("changes");
    QTest::newRow("deletion target") << QStringLiteral("deletion_target") << true;
    QTest::newRow("a QA setting") << QStringLiteral("qa.quotes") << true;
    QTest::newRow("the project's name") << QStringLiteral("name") << false;
}

void TestDashboardStats::projectStampChanges()
{
    QFETCH(QString, key);
    QFETCH(bool, changes);
    const QString before = DashboardStats::projectStamp(*m_store);
    QVERIFY(!before.isEmpty());
    QVERIFY(m_store->setSetting(key, QStringLiteral("changed")));
    QCOMPARE(DashboardStats::projectStamp(*m_store) != before, changes);
}

void TestDashboardStats::json()
{
    QString error;
    const QList<IssueDashboardRow> rows = DashboardStats::computeAll(*m_store, &error);
    QCOMPARE(rows.size(), 2);
    const QJsonObject json = rows.at(1).toJson();
    QCOMPARE(json.value(QStringLiteral("number")).toInt(), 5);
    QCOMPARE(json.value(QStringLiteral("translated_blocks")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("chinese_characters")).toInt(), 15);
    QCOMPARE(json.value(QStringLiteral("source_words")).toInt(), 11);
    QVERIFY(json.contains(QStringLiteral("qa_errors")));
    QVERIFY(json.contains(QStringLiteral("open_checklist_items")));
    QVERIFY(!json.contains(QStringLiteral("error")));
}

// d2l-adam (Apache-2.0): counts checked against a regular-expression count of the
// files (\p{Han} and [A-Za-z0-9]+ runs joined by ' - . , outside fenced code, $$ math
// and link targets).
void TestDashboardStats::corpusPair()
{
    const QString folder = QStringLiteral(YIQIAO_SHARED_DIR "/corpus/d2l-adam");
    QFile source(folder + QStringLiteral("/source.en.md"));
    QFile target(folder + QStringLiteral("/target.zh.md"));
    if (!source.open(QIODevice::ReadOnly) || !target.open(QIODevice::ReadOnly)) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(9, source.readAll(), {}, {}, target.readAll()));
    const IssueDashboardRow row = computed(9);
    QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
    QCOMPARE(row.sourceWords, qint64(967));
    QCOMPARE(row.chineseCharacters, qint64(1183));
    QCOMPARE(row.translatedBlocks, row.blocks);
}

QTEST_GUILESS_MAIN(TestDashboardStats)
#include "tst_dashboardstats.moc"
