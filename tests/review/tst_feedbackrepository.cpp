// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbacklistmodel.h"
#include "review/feedbackrepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kPost("# Title\n\nSet the batch size to 32 before you start training the model on the GPU.\n");
const QByteArray kTranslation("# 标题\n\n开始在 GPU 上训练模型之前，把批量大小设置为 32，否则显存不够用，训练会中途失败。\n");
const QByteArray kOtherPost("# Other\n\nText.\n");

} // namespace

// Readers' feedback reports: type names, adding (with or without a block of the
// issue), status and resolution, removal, open counts, and the pane's list model.
class TestFeedbackRepository : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void names_data();
    void names();
    void add_data();
    void add();
    void failedInsertIsReported();
    void setStatus_data();
    void setStatus();
    void remove();
    void blockRemovedKeepsReport();
    void listModel();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    qint64 m_otherIssueId = 0;
    qint64 m_block = 0; // the issue's paragraph
    qint64 m_otherBlock = 0; // a block of the other issue
};

void TestFeedbackRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("f.yiqiao")), QStringLiteral("F")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(9, kPost, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    QVERIFY2(importer.importPost(10, kOtherPost, QString(), QString(), kOtherPost), qPrintable(importer.errorString()));
    m_otherIssueId = importer.result().issueId;
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT id FROM target_blocks WHERE issue_id = ? ORDER BY ordinal DESC LIMIT 1"));
    for (qint64 *block : {&m_block, &m_otherBlock}) {
        query.addBindValue(block == &m_block ? m_issueId : m_otherIssueId);
        QVERIFY(query.exec() && query.next());
        *block = query.value(0).toLongLong();
    }
}

void TestFeedbackRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestFeedbackRepository::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("type"); // -1: not a type
    QTest::addColumn<QString>("display");
    QTest::newRow("term") << QStringLiteral("term") << int(FeedbackReport::Type::Term) << QStringLiteral("Inaccurate term");
    QTest::newRow("parameter, upper case") << QStringLiteral("PARAMETER") << int(FeedbackReport::Type::Parameter)
                                           << QStringLiteral("Wrong parameter");
    QTest::newRow("logic") << QStringLiteral("logic") << int(FeedbackReport::Type::Logic) << QStringLiteral("Missing logic");
    QTest::newRow("a status is not a type") << QStringLiteral("open") << -1 << QString();
}

void TestFeedbackRepository::names()
{
    QFETCH(QString, name);
    QFETCH(int, type);
    QFETCH(QString, display);
    const auto parsed = FeedbackReport::typeFromString(name);
    QCOMPARE(parsed.has_value(), type >= 0);
    if (parsed) {
        QCOMPARE(int(*parsed), type);
        QCOMPARE(FeedbackReport::toString(*parsed), name.toLower());
        QCOMPARE(FeedbackReport::displayName(*parsed), display);
    }
    for (FeedbackReport::Status status : FeedbackReport::statuses()) {
        QVERIFY(FeedbackReport::statusFromString(FeedbackReport::toString(status)) == status);
    }
}

void TestFeedbackRepository::add_data()
{
    QTest::addColumn<int>("block"); // 0: none, 1: the issue's, 2: the other issue's, 3: no such block
    QTest::addColumn<bool>("knownIssue");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("error"); // part of the message; empty: added
    QTest::newRow("on a block") << 1 << true << QStringLiteral("32 应该是 16。") << QString();
    QTest::newRow("on no block") << 0 << true << QStringLiteral("少了一步。") << QString();
    QTest::newRow("blank body") << 1 << true << QStringLiteral("   ") << QStringLiteral("needs a text");
    QTest::newRow("block of another issue") << 2 << true << QStringLiteral("x") << QStringLiteral("not a block of this issue");
    QTest::newRow("no such block") << 3 << true << QStringLiteral("x") << QStringLiteral("not a block of this issue");
    QTest::newRow("no such issue") << 0 << false << QStringLiteral("x") << QStringLiteral("does not exist");
}

void TestFeedbackRepository::add()
{
    QFETCH(int, block);
    QFETCH(bool, knownIssue);
    QFETCH(QString, body);
    QFETCH(QString, error);
    const QList<qint64> blocks {0, m_block, m_otherBlock, 999999};
    FeedbackRepository feedback(*m_store);
    const bool added =
        feedback.add(knownIssue ? m_issueId : 999999, blocks.at(block), FeedbackReport::Type::Parameter, body, QStringLiteral(" 读者甲 "));
    QCOMPARE(added, error.isEmpty());
    QVERIFY2(feedback.errorString().contains(error), qPrintable(feedback.errorString()));
    const QList<FeedbackReport> reports = feedback.reports(m_issueId);
    QCOMPARE(reports.size(), added ? 1 : 0);
    QCOMPARE(feedback.openCount(m_issueId), added ? 1 : 0);
    if (added) {
        const FeedbackReport &report = reports.first();
        QCOMPARE(report.id, feedback.addedId());
        QCOMPARE(report.targetBlockId, blocks.at(block));
        QCOMPARE(report.type, FeedbackReport::Type::Parameter);
        QCOMPARE(report.body, body);
        QCOMPARE(report.reporter, QStringLiteral("读者甲"));
        QCOMPARE(report.status, FeedbackReport::Status::Open);
        QCOMPARE(report.blockText.isEmpty(), block == 0);
    }
}

// The INSERT refused by the database (here a trigger of the test's): add() says so
// and returns false instead of committing nothing and reporting success.
void TestFeedbackRepository::failedInsertIsReported()
{
    QSqlQuery trigger(m_store->database());
    QVERIFY(trigger.exec(QStringLiteral("CREATE TEMP TRIGGER refuse_reports BEFORE INSERT ON feedback_reports"
                                        " BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")));
    FeedbackRepository feedback(*m_store);
    QVERIFY(!feedback.add(m_issueId, m_block, FeedbackReport::Type::Parameter, QStringLiteral("参数不对"), QStringLiteral("读者甲")));
    QVERIFY2(feedback.errorString().contains(QStringLiteral("refused by the test")), qPrintable(feedback.errorString()));
    QCOMPARE(feedback.addedId(), 0);
    QCOMPARE(feedback.reports(m_issueId).size(), 0);
}

void TestFeedbackRepository::setStatus_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("open");
    QTest::newRow("fixed") << int(FeedbackReport::Status::Fixed) << 1;
    QTest::newRow("rejected") << int(FeedbackReport::Status::Rejected) << 1;
    QTest::newRow("open again") << int(FeedbackReport::Status::Open) << 2;
}

void TestFeedbackRepository::setStatus()
{
    QFETCH(int, status);
    QFETCH(int, open);
    FeedbackRepository feedback(*m_store);
    QVERIFY(feedback.add(m_issueId, m_block, FeedbackReport::Type::Term, QStringLiteral("a"), QString()));
    const qint64 id = feedback.addedId();
    QVERIFY(feedback.add(m_issueId, 0, FeedbackReport::Type::Logic, QStringLiteral("b"), QString()));
    QVERIFY(feedback.setStatus(id, FeedbackReport::Status::Fixed, QString()));
    QVERIFY2(feedback.setStatus(id, FeedbackReport::Status(status), QStringLiteral(" 改为“张量” ")), qPrintable(feedback.errorString()));
    QCOMPARE(feedback.openCount(m_issueId), open);
    QCOMPARE(feedback.reports(m_issueId).first().status, FeedbackReport::Status(status));
    QCOMPARE(feedback.reports(m_issueId).first().resolution, QStringLiteral("改为“张量”"));
    QVERIFY(!feedback.setStatus(999999, FeedbackReport::Status::Fixed, QString()));
    QVERIFY(feedback.errorString().contains(QStringLiteral("does not exist")));
    QCOMPARE(feedback.openCount(m_otherIssueId), 0);
}

void TestFeedbackRepository::remove()
{
    FeedbackRepository feedback(*m_store);
    QVERIFY(feedback.add(m_issueId, m_block, FeedbackReport::Type::Term, QStringLiteral("a"), QString()));
    const qint64 id = feedback.addedId();
    QVERIFY(feedback.add(m_issueId, 0, FeedbackReport::Type::Logic, QStringLiteral("b"), QString()));
    QVERIFY(feedback.remove(id));
    QCOMPARE(feedback.reports(m_issueId).size(), 1);
    QCOMPARE(feedback.reports(m_issueId).first().body, QStringLiteral("b"));
    QVERIFY(!feedback.remove(id));
}

// The draft block can go (the translator rewrote the paragraph): the report stays.
void TestFeedbackRepository::blockRemovedKeepsReport()
{
    FeedbackRepository feedback(*m_store);
    QVERIFY(feedback.add(m_issueId, m_block, FeedbackReport::Type::Term, QStringLiteral("a"), QString()));
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("DELETE FROM target_blocks WHERE id = ?"));
    query.addBindValue(m_block);
    QVERIFY(query.exec());
    const QList<FeedbackReport> reports = feedback.reports(m_issueId);
    QCOMPARE(reports.size(), 1);
    QCOMPARE(reports.first().targetBlockId, qint64(0));
    QVERIFY(reports.first().blockText.isEmpty());
}

void TestFeedbackRepository::listModel()
{
    FeedbackRepository feedback(*m_store);
    QVERIFY(feedback.add(m_issueId, m_block, FeedbackReport::Type::Parameter, QStringLiteral("32\n应该是 16。"), QStringLiteral("读者甲")));
    const qint64 first = feedback.addedId();
    QVERIFY(feedback.add(m_issueId, 0, FeedbackReport::Type::Logic, QStringLiteral("少了安装驱动这一步。"), QString()));
    QVERIFY(feedback.setStatus(feedback.addedId(), FeedbackReport::Status::Rejected, QStringLiteral("原文如此")));

    FeedbackListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setReports(feedback.reports(m_issueId));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(FeedbackListModel::ColumnCount));
    const auto cell = [&model](int row, int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
    QCOMPARE(cell(0, FeedbackListModel::TypeColumn).toString(), QStringLiteral("Wrong parameter"));
    const QString excerpt = cell(0, FeedbackListModel::BlockColumn).toString();
    QVERIFY2(excerpt.startsWith(QStringLiteral("开始在 GPU 上")) && excerpt.endsWith(QStringLiteral("…")), qPrintable(excerpt));
    QCOMPARE(excerpt.size(), FeedbackListModel::ExcerptLength + 1);
    QVERIFY(cell(0, FeedbackListModel::BlockColumn, Qt::ToolTipRole).toString().endsWith(QStringLiteral("训练会中途失败。")));
    QCOMPARE(cell(0, FeedbackListModel::TextColumn).toString(), QStringLiteral("32 应该是 16。"));
    QCOMPARE(cell(0, FeedbackListModel::ReporterColumn).toString(), QStringLiteral("读者甲"));
    QCOMPARE(cell(0, FeedbackListModel::StatusColumn).toString(), QStringLiteral("Open"));
    QCOMPARE(cell(0, 0, FeedbackListModel::ReportIdRole).toLongLong(), first);
    QCOMPARE(cell(0, 0, FeedbackListModel::TargetBlockIdRole).toLongLong(), m_block);
    QCOMPARE(cell(0, 0, FeedbackListModel::OpenRole).toBool(), true);
    QCOMPARE(cell(1, FeedbackListModel::TypeColumn).toString(), QStringLiteral("Missing logic"));
    QCOMPARE(cell(1, FeedbackListModel::BlockColumn).toString(), QString());
    QCOMPARE(cell(1, FeedbackListModel::StatusColumn).toString(), QStringLiteral("Rejected"));
    QCOMPARE(cell(1, FeedbackListModel::StatusColumn, Qt::ToolTipRole).toString(), QStringLiteral("原文如此"));
    QCOMPARE(cell(1, 0, FeedbackListModel::OpenRole).toBool(), false);
    QCOMPARE(model.rowOf(first), 0);
    QCOMPARE(model.rowOf(999999), -1);
    QCOMPARE(model.headerData(FeedbackListModel::ReporterColumn, Qt::Horizontal).toString(), QStringLiteral("Reporter"));
}

QTEST_GUILESS_MAIN(TestFeedbackRepository)
#include "tst_feedbackrepository.moc"
