// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/importlimits.h"
#include "review/feedbackimagerepository.h"
#include "review/feedbacklistmodel.h"
#include "review/feedbackrepository.h"
#include "review/reviewsettings.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kPost("# Title\n\nSet the batch size to 32 before you start training the model on the GPU.\n");
const QByteArray kTranslation("# 标题\n\n开始在 GPU 上训练模型之前，把批量大小设置为 32，否则显存不够用，训练会中途失败。\n");
const QByteArray kOtherPost("# Other\n\nText.\n");
const QByteArray kPng("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

FeedbackImage screenshot(const QByteArray &data, const QString &name = QStringLiteral("shot.png"))
{
    FeedbackImage image;
    image.name = name;
    image.data = data;
    return image;
}

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
    void confirmFix_data();
    void confirmFix();
    void twoConfirmationsMakeTheFixCount();
    void reopeningDropsConfirmations();
    void fixerMayNotConfirm_data();
    void fixerMayNotConfirm();
    void seniorReviewersSetting();
    void mimeOf_data();
    void mimeOf();
    void screenshots_data();
    void screenshots();
    void reportWithScreenshotsIsOneTransaction();
    void screenshotFromFile();

private:
    // A report by 小王 marked fixed by Zhang, the senior reviewers 王工, 李雷, 小王 and
    // Zhang; its id.
    qint64 fixedReport();

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
    QTest::addColumn<QString>("by");
    QTest::addColumn<int>("open");
    QTest::addColumn<QString>("fixedBy"); // stored; "!": refused, nothing changed
    QTest::newRow("fixed: the fixer is stored, trimmed") << int(FeedbackReport::Status::Fixed) << u8(" 张工 ") << 1 << u8("张工");
    QTest::newRow("refused: fixed by a blank name") << int(FeedbackReport::Status::Fixed) << u8("  ") << 1 << u8("!");
    QTest::newRow("rejected: the fixer is cleared") << int(FeedbackReport::Status::Rejected) << u8("张工") << 1 << QString();
    QTest::newRow("open again: the fixer is cleared") << int(FeedbackReport::Status::Open) << u8("张工") << 2 << QString();
}

void TestFeedbackRepository::setStatus()
{
    QFETCH(int, status);
    QFETCH(QString, by);
    QFETCH(int, open);
    QFETCH(QString, fixedBy);
    FeedbackRepository feedback(*m_store);
    QVERIFY(feedback.add(m_issueId, m_block, FeedbackReport::Type::Term, QStringLiteral("a"), QString()));
    const qint64 id = feedback.addedId();
    QVERIFY(feedback.add(m_issueId, 0, FeedbackReport::Type::Logic, QStringLiteral("b"), QString()));
    QVERIFY(feedback.setStatus(id, FeedbackReport::Status::Fixed, QString(), u8("李雷")));
    const bool refused = fixedBy == u8("!");
    QCOMPARE(feedback.setStatus(id, FeedbackReport::Status(status), QStringLiteral(" 改为“张量” "), by), !refused);
    const QString message = feedback.errorString();
    const FeedbackReport report = feedback.reports(m_issueId).first();
    QCOMPARE(feedback.openCount(m_issueId), open);
    if (refused) {
        QCOMPARE(message, u8("Say who fixed the report: the name is empty."));
        QCOMPARE(report.fixedBy, u8("李雷"));
        QCOMPARE(report.resolution, QString());
        return;
    }
    QCOMPARE(report.status, FeedbackReport::Status(status));
    QCOMPARE(report.resolution, QStringLiteral("改为“张量”"));
    QCOMPARE(report.fixedBy, fixedBy);
    QVERIFY(!feedback.setStatus(999999, FeedbackReport::Status::Fixed, QString(), u8("李雷")));
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
    QVERIFY(feedback.setStatus(feedback.addedId(), FeedbackReport::Status::Rejected, QStringLiteral("原文如此"), u8("王工")));

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

qint64 TestFeedbackRepository::fixedReport()
{
    ReviewSettings settings;
    settings.seniorReviewers = QStringList {u8("王工"), u8(" 李雷 "), u8("小王"), u8("王工"), u8("Zhang")};
    if (!settings.save(*m_store)) {
        return 0;
    }
    FeedbackRepository feedback(*m_store);
    if (!feedback.add(m_issueId, m_block, FeedbackReport::Type::Parameter, u8("32 应该是 16。"), u8("小王"))
        || !feedback.setStatus(feedback.addedId(), FeedbackReport::Status::Fixed, u8("改为 16"), u8("Zhang"))) {
        return 0;
    }
    return feedback.addedId();
}

void TestFeedbackRepository::confirmFix_data()
{
    QTest::addColumn<QString>("first"); // confirmed before, by this senior reviewer; empty: nobody
    QTest::addColumn<int>("status"); // the report's, when confirming
    QTest::addColumn<bool>("seniors"); // the project names senior reviewers
    QTest::addColumn<QString>("reviewer");
    QTest::addColumn<QString>("error"); // empty: confirmed
    const int fixed = int(FeedbackReport::Status::Fixed);
    QTest::newRow("a senior reviewer confirms") << QString() << fixed << true << u8("王工") << QString();
    QTest::newRow("any case and spaces of a senior's name") << QString() << fixed << true << u8("  李雷 ") << QString();
    QTest::newRow("refused: blank name") << QString() << fixed << true << u8("  ") << u8("needs the name of the senior reviewer");
    QTest::newRow("refused: not a senior reviewer")
        << QString() << fixed << true << u8("路人甲")
        << u8("路人甲 is not a senior reviewer of this project (they are: 王工, 李雷, 小王, Zhang).");
    QTest::newRow("refused: the reporter confirms their own fix")
        << QString() << fixed << true << u8("小王") << u8("小王 recorded this report and cannot confirm its fix");
    QTest::newRow("refused: the same reviewer twice")
        << u8("王工") << fixed << true << u8("王工") << u8("王工 has confirmed this fix already");
    QTest::newRow("refused: an open report") << QString() << int(FeedbackReport::Status::Open) << true << u8("王工")
                                             << u8("is not marked fixed; only a fix is confirmed.");
    QTest::newRow("refused: a rejected report")
        << QString() << int(FeedbackReport::Status::Rejected) << true << u8("王工") << u8("is not marked fixed");
    QTest::newRow("refused: no senior reviewers yet")
        << QString() << fixed << false << u8("王工") << u8("The project names no senior reviewers yet");
}

// Seed 000: every fix is cross-checked by two senior translators. Refusals change nothing.
void TestFeedbackRepository::confirmFix()
{
    QFETCH(QString, first);
    QFETCH(int, status);
    QFETCH(bool, seniors);
    QFETCH(QString, reviewer);
    QFETCH(QString, error);
    const qint64 id = fixedReport();
    QVERIFY(id != 0);
    FeedbackRepository feedback(*m_store);
    if (!first.isEmpty()) {
        QVERIFY2(feedback.confirmFix(id, first), qPrintable(feedback.errorString()));
    }
    if (status != int(FeedbackReport::Status::Fixed)) {
        QVERIFY(feedback.setStatus(id, FeedbackReport::Status(status), QString(), u8("Zhang")));
    }
    if (!seniors) {
        QVERIFY(ReviewSettings().save(*m_store));
    }
    const QStringList before = feedback.reports(m_issueId).constFirst().confirmedBy;
    QCOMPARE(feedback.confirmFix(id, reviewer), error.isEmpty());
    const QString message = feedback.errorString();
    const FeedbackReport report = feedback.reports(m_issueId).constFirst();
    if (error.isEmpty()) {
        QCOMPARE(report.confirmedBy, before + QStringList {reviewer.trimmed()});
        QCOMPARE(report.statusText(), u8("Fixed by Zhang, awaiting confirmation (1/2)"));
        return;
    }
    QVERIFY2(message.contains(error), qPrintable(message));
    QCOMPARE(report.confirmedBy, before);
    QVERIFY(!feedback.confirmFix(99999, u8("王工")));
    QCOMPARE(feedback.errorString(), u8("Feedback report 99999 does not exist."));
}

void TestFeedbackRepository::twoConfirmationsMakeTheFixCount()
{
    const qint64 id = fixedReport();
    QVERIFY(id != 0);
    FeedbackRepository feedback(*m_store);
    QCOMPARE(feedback.reports(m_issueId).constFirst().statusText(), u8("Fixed by Zhang, awaiting confirmation (0/2)"));
    QCOMPARE(feedback.awaitingConfirmationCount(m_issueId), 1);
    QVERIFY(feedback.confirmFix(id, u8("王工")));
    QCOMPARE(feedback.awaitingConfirmationCount(m_issueId), 1);
    QVERIFY(feedback.confirmFix(id, u8("李雷")));
    QCOMPARE(feedback.awaitingConfirmationCount(m_issueId), 0);
    const FeedbackReport report = feedback.reports(m_issueId).constFirst();
    QVERIFY(!report.awaitsConfirmation());
    QCOMPARE(report.statusText(), u8("Fixed by Zhang, confirmed by 王工 and 李雷"));
    // A third senior reviewer has nothing left to confirm.
    ReviewSettings settings = ReviewSettings::load(*m_store);
    settings.seniorReviewers.append(u8("赵六"));
    QVERIFY(settings.save(*m_store));
    QVERIFY(!feedback.confirmFix(id, u8("赵六")));
    QCOMPARE(feedback.errorString(), u8("This fix is confirmed already, by 王工 and 李雷."));
    FeedbackListModel model;
    model.setReports(feedback.reports(m_issueId));
    QCOMPARE(model.index(0, FeedbackListModel::StatusColumn).data().toString(), u8("Fixed by Zhang, confirmed by 王工 and 李雷"));
    QCOMPARE(model.index(0, 0).data(FeedbackListModel::AwaitingConfirmationRole).toBool(), false);
}

// A fix found wanting is reopened: the next fix needs confirmations of its own.
void TestFeedbackRepository::reopeningDropsConfirmations()
{
    const qint64 id = fixedReport();
    QVERIFY(id != 0);
    FeedbackRepository feedback(*m_store);
    QVERIFY(feedback.confirmFix(id, u8("王工")));
    QVERIFY(feedback.setStatus(id, FeedbackReport::Status::Open, u8("还是不对"), u8("王工")));
    QCOMPARE(feedback.reports(m_issueId).constFirst().confirmedBy, QStringList());
    QVERIFY(feedback.setStatus(id, FeedbackReport::Status::Fixed, u8("改为 8"), u8("Zhang")));
    QVERIFY2(feedback.confirmFix(id, u8("王工")), qPrintable(feedback.errorString()));
    QCOMPARE(feedback.reports(m_issueId).constFirst().confirmedBy, QStringList {u8("王工")});
}

void TestFeedbackRepository::fixerMayNotConfirm_data()
{
    QTest::addColumn<int>("then"); // the report's status set next, then fixed by refixer (-1: left fixed by Zhang)
    QTest::addColumn<QString>("refixer");
    QTest::addColumn<QString>("reviewer");
    QTest::addColumn<QString>("error"); // empty: confirmed
    const int open = int(FeedbackReport::Status::Open), rejected = int(FeedbackReport::Status::Rejected);
    QTest::newRow("refused: the fixer confirms their own fix")
        << -1 << QString() << u8("Zhang") << u8("Zhang marked this report fixed and cannot confirm their own fix");
    QTest::newRow("refused: the fixer, in any case and spaces") << -1 << QString() << u8(" zHANG ") << u8("zHANG marked this report");
    QTest::newRow("another senior reviewer confirms the fix") << -1 << QString() << u8("李雷") << QString();
    QTest::newRow("reopened, fixed by another: the first fixer may confirm") << open << u8("李雷") << u8("Zhang") << QString();
    QTest::newRow("reopened, fixed by another: they may not") << open << u8("李雷") << u8("李雷") << u8("李雷 marked this report");
    QTest::newRow("rejected, fixed by another: the first fixer may confirm") << rejected << u8("王工") << u8("Zhang") << QString();
}

// Nobody confirms their own fix; the fixer is whoever marked it fixed last.
void TestFeedbackRepository::fixerMayNotConfirm()
{
    QFETCH(int, then);
    QFETCH(QString, refixer);
    QFETCH(QString, reviewer);
    QFETCH(QString, error);
    const qint64 id = fixedReport();
    QVERIFY(id != 0);
    FeedbackRepository feedback(*m_store);
    if (then >= 0) {
        QVERIFY(feedback.setStatus(id, FeedbackReport::Status(then), u8("再看看"), u8("Zhang")));
        QVERIFY(feedback.setStatus(id, FeedbackReport::Status::Fixed, u8("改为 8"), refixer));
    }
    const FeedbackReport before = feedback.reports(m_issueId).constFirst();
    QCOMPARE(before.fixedBy, then < 0 ? u8("Zhang") : refixer);
    QCOMPARE(feedback.confirmFix(id, reviewer), error.isEmpty());
    const QString message = feedback.errorString();
    const FeedbackReport after = feedback.reports(m_issueId).constFirst();
    if (error.isEmpty()) {
        QCOMPARE(after.confirmedBy, QStringList {reviewer.trimmed()});
        QCOMPARE(after.statusText(), u8("Fixed by %1, awaiting confirmation (1/2)").arg(before.fixedBy));
        return;
    }
    QVERIFY2(message.contains(error), qPrintable(message));
    QCOMPARE(after.confirmedBy, QStringList());
    QCOMPARE(after.fixedBy, before.fixedBy);
}

void TestFeedbackRepository::seniorReviewersSetting()
{
    ReviewSettings settings;
    settings.twoReviewers = true;
    settings.seniorReviewers = QStringList {u8(" 王工 "), QString(), u8("李雷"), u8("王工"), u8("Li"), u8("LI")};
    QVERIFY(settings.save(*m_store));
    const ReviewSettings loaded = ReviewSettings::load(*m_store);
    QCOMPARE(loaded.seniorReviewers, QStringList({u8("王工"), u8("李雷"), u8("Li")}));
    QVERIFY(loaded.twoReviewers);
    QVERIFY(loaded.isSeniorReviewer(u8(" li ")));
    QVERIFY(!loaded.isSeniorReviewer(u8("王")));
}

void TestFeedbackRepository::mimeOf_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("mime");
    QTest::newRow("png") << kPng << u8("image/png");
    QTest::newRow("jpeg") << QByteArray("\xff\xd8\xff\xe0\0\x10JFIF", 10) << u8("image/jpeg");
    QTest::newRow("gif") << QByteArray("GIF89a\x01\0") << u8("image/gif");
    QTest::newRow("webp") << QByteArray("RIFF\x10\0\0\0WEBPVP8 ", 16) << u8("image/webp");
    QTest::newRow("a RIFF that is no WebP") << QByteArray("RIFF\x10\0\0\0WAVEfmt ", 16) << QString();
    QTest::newRow("text") << QByteArray("nvidia-smi") << QString();
    QTest::newRow("empty") << QByteArray() << QString();
}

void TestFeedbackRepository::mimeOf()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, mime);
    QCOMPARE(FeedbackImageRepository::mimeOf(data), mime);
}

void TestFeedbackRepository::screenshots_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("error");
    QTest::newRow("a PNG") << kPng << QString();
    QTest::newRow("exactly the limit") << kPng + QByteArray(int(ImportLimits::ScreenshotBytes) - kPng.size(), 'x') << QString();
    QTest::newRow("refused: one byte over the limit")
        << kPng + QByteArray(int(ImportLimits::ScreenshotBytes) - kPng.size() + 1, 'x')
        << u8("The screenshot is larger than 5 MB; crop it or save it as JPEG, then add it again.");
    QTest::newRow("refused: no image") << QByteArray("%PDF-1.7")
                                       << u8("This is no PNG, JPEG, GIF or WebP image; a screenshot must be one.");
}

// Screenshots are stored in the project with their report, listed, counted and removed.
void TestFeedbackRepository::screenshots()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, error);
    FeedbackRepository feedback(*m_store);
    QVERIFY(feedback.add(m_issueId, m_block, FeedbackReport::Type::Term, u8("术语不对"), u8("读者甲")));
    const qint64 report = feedback.addedId();
    FeedbackImageRepository images(*m_store);
    FeedbackImage image = screenshot(data);
    image.feedbackId = report;
    image.mime = u8("text/plain"); // the bytes decide
    QCOMPARE(images.add(image), error.isEmpty());
    QCOMPARE(images.errorString(), error);
    QCOMPARE(images.images(report).size(), error.isEmpty() ? 1 : 0);
    QCOMPARE(feedback.reports(m_issueId).constFirst().screenshots, error.isEmpty() ? 1 : 0);
    if (!error.isEmpty()) {
        return;
    }
    const FeedbackImage stored = images.images(report).constFirst();
    QCOMPARE(stored.id, images.addedId());
    QCOMPARE(stored.data, data);
    QCOMPARE(stored.mime, u8("image/png"));
    QCOMPARE(stored.name, u8("shot.png"));
    QCOMPARE(images.imagesOfIssue(m_issueId).size(), 1);
    QCOMPARE(images.imagesOfIssue(m_otherIssueId).size(), 0);
    image.feedbackId = 99999;
    QVERIFY(!images.add(image));
    QCOMPARE(images.errorString(), u8("Feedback report 99999 does not exist."));
    QVERIFY(images.remove(stored.id));
    QVERIFY(images.images(report).isEmpty());
    QVERIFY(!images.remove(stored.id));
    QCOMPARE(images.errorString(), u8("Screenshot %1 does not exist.").arg(stored.id));
    // A crafted project's blob over the limit is never read.
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT INTO feedback_images (feedback_id, data, created_at) VALUES (?, zeroblob(?), 'x')"));
    query.addBindValue(report);
    query.addBindValue(ImportLimits::ScreenshotBytes + 1);
    QVERIFY(query.exec());
    QVERIFY(images.images(report).isEmpty());
    QVERIFY(images.imagesOfIssue(m_issueId).isEmpty());
}

// A report whose second screenshot is refused is not stored, nor its first screenshot.
void TestFeedbackRepository::reportWithScreenshotsIsOneTransaction()
{
    FeedbackRepository feedback(*m_store);
    QVERIFY(!feedback.add(m_issueId, m_block, FeedbackReport::Type::Term, u8("术语不对"), u8("读者甲"),
        {screenshot(kPng), screenshot(QByteArray("not an image"), u8("notes.txt"))}));
    QCOMPARE(feedback.errorString(), u8("notes.txt: This is no PNG, JPEG, GIF or WebP image; a screenshot must be one."));
    QVERIFY(feedback.reports(m_issueId).isEmpty());
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM feedback_images")) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    QVERIFY(feedback.add(
        m_issueId, 0, FeedbackReport::Type::Logic, u8("少了一步"), u8("读者乙"), {screenshot(kPng), screenshot(kPng, QString())}));
    QCOMPARE(feedback.reports(m_issueId).constFirst().screenshots, 2);
    // Removing a report removes its screenshots.
    QVERIFY(feedback.remove(feedback.addedId()));
    QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM feedback_images")) && query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestFeedbackRepository::screenshotFromFile()
{
    const QString png = m_dir->filePath(QStringLiteral("报错截图.png"));
    const QString large = m_dir->filePath(QStringLiteral("large.png"));
    const QString text = m_dir->filePath(QStringLiteral("log.txt"));
    for (const auto &[path, bytes] : {std::pair {png, kPng}, std::pair {large, kPng + QByteArray(int(ImportLimits::ScreenshotBytes), 'x')},
             std::pair {text, QByteArray("log")}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    QString error;
    const auto image = FeedbackImageRepository::fromFile(png, &error);
    QVERIFY2(image, qPrintable(error));
    QCOMPARE(image->name, u8("报错截图.png"));
    QCOMPARE(image->data, kPng);
    QVERIFY(!FeedbackImageRepository::fromFile(large, &error));
    QCOMPARE(error, ImportLimits::screenshotTooLarge());
    QVERIFY(!FeedbackImageRepository::fromFile(text, &error));
    QVERIFY(error.contains(u8("no PNG, JPEG, GIF or WebP")));
    QVERIFY(!FeedbackImageRepository::fromFile(m_dir->filePath(u8("missing.png")), &error));
    QVERIFY2(error.startsWith(u8("missing.png could not be read")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestFeedbackRepository)
#include "tst_feedbackrepository.moc"
