// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/readertestlistmodel.h"
#include "review/readertestrepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

ReaderTest readerTest(qint64 issueId, const QString &reader, bool passed, const QString &answers = QStringLiteral("answered"))
{
    ReaderTest test;
    test.issueId = issueId;
    test.reader = reader;
    test.profile = u8("运维工程师，熟悉 Docker");
    test.firstStep = answers;
    test.likelyProblem = answers;
    test.verification = answers;
    test.passed = passed;
    return test;
}

} // namespace

// The readers' blind tests: what is stored and refused, the summary against the
// five-reader, 80% bar, and the table the pane shows.
class TestReaderTestRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void add_data();
    void add();
    void readsBackTextAsTyped();
    void listsPerIssueInOrder();
    void update_data();
    void update();
    void remove();
    void summary_data();
    void summary();
    void listModel();

private:
    int storedCount() const { return int(ReaderTestRepository(*m_store).tests(m_issue).size()); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue = 0;
    qint64 m_otherIssue = 0;
};

void TestReaderTestRepository::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("r.yiqiao")), QStringLiteral("R")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(7, "# Seven\n\nText.\n", QString(), QString()), qPrintable(importer.errorString()));
    m_issue = importer.result().issueId;
    QVERIFY2(importer.importPost(8, "# Eight\n\nText.\n", QString(), QString()), qPrintable(importer.errorString()));
    m_otherIssue = importer.result().issueId;
}

void TestReaderTestRepository::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestReaderTestRepository::add_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<bool>("passed");
    QTest::addColumn<QString>("answers");
    QTest::addColumn<bool>("unknownIssue");
    QTest::addColumn<QString>("error"); // empty: stored

    QTest::newRow("passed with three answers") << u8("王工") << true << u8("先装驱动") << false << QString();
    QTest::newRow("failed without answers") << u8("李雷") << false << QString() << false << QString();
    QTest::newRow("blank reader name") << u8("  ") << false << u8("x") << false << u8("A reader test needs the reader's name.");
    QTest::newRow("passed without answers")
        << u8("韩梅梅") << true << u8(" ") << false
        << u8("韩梅梅 cannot pass without answering all three questions (first step, likely problem, how to verify).");
    QTest::newRow("issue that does not exist") << u8("王工") << false << u8("x") << true << u8("Issue 999 does not exist.");
}

void TestReaderTestRepository::add()
{
    QFETCH(QString, reader);
    QFETCH(bool, passed);
    QFETCH(QString, answers);
    QFETCH(bool, unknownIssue);
    QFETCH(QString, error);
    ReaderTestRepository repository(*m_store);
    const qint64 id = repository.add(readerTest(unknownIssue ? 999 : m_issue, reader, passed, answers));
    QCOMPARE(repository.errorString(), error);
    QCOMPARE(id != 0, error.isEmpty());
    QCOMPARE(storedCount(), error.isEmpty() ? 1 : 0);
}

void TestReaderTestRepository::readsBackTextAsTyped()
{
    ReaderTest test = readerTest(m_issue, u8(" 王工 "), true);
    // A leading U+FEFF is what SQLite's UTF-16 conversion would drop (Utf8Text).
    test.firstStep = u8("\xEF\xBB\xBF先运行 nvidia-smi -L\n再装 CUDA 11.7");
    test.likelyProblem = u8("驱动 515 与 CUDA 12.1 不匹配");
    test.verification = u8("torch.cuda.is_available() 返回 True");
    ReaderTestRepository repository(*m_store);
    const qint64 id = repository.add(test);
    QVERIFY2(id != 0, qPrintable(repository.errorString()));
    const QList<ReaderTest> stored = repository.tests(m_issue);
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored.at(0).id, id);
    QCOMPARE(stored.at(0).issueId, m_issue);
    QCOMPARE(stored.at(0).reader, u8("王工"));
    QCOMPARE(stored.at(0).profile, test.profile);
    QCOMPARE(stored.at(0).firstStep, test.firstStep);
    QCOMPARE(stored.at(0).likelyProblem, test.likelyProblem);
    QCOMPARE(stored.at(0).verification, test.verification);
    QVERIFY(stored.at(0).passed);
    QVERIFY(!stored.at(0).createdAt.isEmpty());
}

void TestReaderTestRepository::listsPerIssueInOrder()
{
    ReaderTestRepository repository(*m_store);
    QVERIFY(repository.add(readerTest(m_issue, u8("甲"), true)));
    QVERIFY(repository.add(readerTest(m_otherIssue, u8("乙"), false)));
    QVERIFY(repository.add(readerTest(m_issue, u8("丙"), false)));
    QStringList readers;
    for (const ReaderTest &test : repository.tests(m_issue)) {
        readers.append(test.reader);
    }
    QCOMPARE(readers, QStringList({u8("甲"), u8("丙")}));
    QCOMPARE(repository.tests(m_otherIssue).size(), 1);
    QCOMPARE(repository.tests(12345).size(), 0);
    QCOMPARE(repository.errorString(), QString());
}

void TestReaderTestRepository::update_data()
{
    QTest::addColumn<bool>("passed");
    QTest::addColumn<QString>("answers");
    QTest::addColumn<bool>("unknownId");
    QTest::addColumn<QString>("error");

    QTest::newRow("failed reader now passes") << true << u8("在 A10G 上跑通") << false << QString();
    QTest::newRow("passes with a blank answer") << true << QString() << false
                                                << u8("李雷 cannot pass without answering all three questions (first step, likely problem, "
                                                      "how to verify).");
    QTest::newRow("test that does not exist") << false << QString() << true << u8("Reader test 999 does not exist.");
}

void TestReaderTestRepository::update()
{
    QFETCH(bool, passed);
    QFETCH(QString, answers);
    QFETCH(bool, unknownId);
    QFETCH(QString, error);
    ReaderTestRepository repository(*m_store);
    ReaderTest test = readerTest(m_issue, u8("李雷"), false, QString());
    test.id = repository.add(test);
    QVERIFY(test.id != 0);
    ReaderTest changed = readerTest(m_issue, u8("李雷"), passed, answers);
    changed.id = unknownId ? 999 : test.id;
    changed.profile = u8("高校研究生");
    QCOMPARE(repository.update(changed), error.isEmpty());
    QCOMPARE(repository.errorString(), error);
    const ReaderTest stored = repository.tests(m_issue).value(0);
    QCOMPARE(stored.passed, error.isEmpty() && passed);
    QCOMPARE(stored.profile, error.isEmpty() ? u8("高校研究生") : test.profile);
    QCOMPARE(stored.firstStep, error.isEmpty() ? answers : QString());
}

void TestReaderTestRepository::remove()
{
    ReaderTestRepository repository(*m_store);
    const qint64 kept = repository.add(readerTest(m_issue, u8("甲"), true));
    const qint64 removed = repository.add(readerTest(m_issue, u8("乙"), true));
    QVERIFY(repository.remove(removed));
    QCOMPARE(repository.tests(m_issue).size(), 1);
    QCOMPARE(repository.tests(m_issue).at(0).id, kept);
    QVERIFY(!repository.remove(removed));
    QCOMPARE(repository.errorString(), u8("Reader test %1 does not exist.").arg(removed));
    QCOMPARE(storedCount(), 1);
}

void TestReaderTestRepository::summary_data()
{
    QTest::addColumn<int>("readers");
    QTest::addColumn<int>("passed");
    QTest::addColumn<double>("rate");
    QTest::addColumn<bool>("meetsBar");

    QTest::newRow("no readers") << 0 << 0 << 0.0 << false;
    QTest::newRow("4 of 5: exactly the 80% bar") << 5 << 4 << 0.8 << true;
    QTest::newRow("3 of 5: below the bar") << 5 << 3 << 0.6 << false;
    QTest::newRow("4 of 4: fewer than five readers") << 4 << 4 << 1.0 << false;
    QTest::newRow("5 of 5") << 5 << 5 << 1.0 << true;
    QTest::newRow("7 of 9: 77.8%, below") << 9 << 7 << 7.0 / 9.0 << false;
    QTest::newRow("8 of 10: exactly 80% of ten") << 10 << 8 << 0.8 << true;
}

void TestReaderTestRepository::summary()
{
    QFETCH(int, readers);
    QFETCH(int, passed);
    QFETCH(double, rate);
    QFETCH(bool, meetsBar);
    ReaderTestRepository repository(*m_store);
    for (int i = 0; i < readers; ++i) {
        ReaderTest test = readerTest(m_issue, u8("读者%1").arg(i), i < passed);
        test.profile = u8("背景%1").arg(i); // five readers of five backgrounds
        QVERIFY2(repository.add(test), qPrintable(repository.errorString()));
    }
    QVERIFY(repository.add(readerTest(m_otherIssue, u8("别的期"), true))); // counts for its issue only
    const ReaderTestSummary summary = repository.summary(m_issue);
    QCOMPARE(summary.count, readers);
    QCOMPARE(summary.passed, passed);
    QCOMPARE(summary.passRate(), rate);
    QCOMPARE(summary.meetsBar(), meetsBar);
}

void TestReaderTestRepository::listModel()
{
    ReaderTestListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    ReaderTest passed = readerTest(m_issue, u8("王工"), true, u8("第一行\n第二行"));
    passed.id = 11;
    ReaderTest failed = readerTest(m_issue, u8("李雷"), false, QString());
    failed.id = 12;
    model.setTests({passed, failed});
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(ReaderTestListModel::ColumnCount));
    QCOMPARE(model.index(0, ReaderTestListModel::ReaderColumn).data().toString(), u8("王工"));
    QCOMPARE(model.index(0, ReaderTestListModel::ProfileColumn).data().toString(), u8("运维工程师，熟悉 Docker"));
    QCOMPARE(model.index(0, ReaderTestListModel::FirstStepColumn).data().toString(), u8("第一行 第二行"));
    QCOMPARE(model.index(0, ReaderTestListModel::FirstStepColumn).data(Qt::ToolTipRole).toString(), u8("第一行\n第二行"));
    QCOMPARE(model.index(0, ReaderTestListModel::PassedColumn).data().toString(), u8("Passed"));
    QCOMPARE(model.index(1, ReaderTestListModel::PassedColumn).data().toString(), u8("Failed"));
    QVERIFY(!model.index(1, ReaderTestListModel::VerificationColumn).data(Qt::ToolTipRole).isValid());
    QCOMPARE(model.index(1, 0).data(ReaderTestListModel::ReaderTestIdRole).toLongLong(), 12);
    QCOMPARE(model.index(1, 0).data(ReaderTestListModel::PassedRole).toBool(), false);
    QCOMPARE(model.headerData(ReaderTestListModel::LikelyProblemColumn, Qt::Horizontal).toString(), u8("Likely problem"));
    QCOMPARE(model.rowOf(12), 1);
    QCOMPARE(model.rowOf(99), -1);
    QCOMPARE(model.summary().count, 2);
    QCOMPARE(model.summary().passed, 1);
    QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
    model.setTests({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TestReaderTestRepository)
#include "tst_readertestrepository.moc"
