// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuelistmodel.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstats.h"
#include "store/projectstore.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestIssueListModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void rowsAreIssues();
    void displayData_data();
    void displayData();
    void issueNumberRole();
    void progressAfterTranslation();
    void rowOf_data();
    void rowOf();
    void headerData();
    void clear();
    void reloadClosedStore();
    void reloadPicksUpNewIssues();
    void refreshIssue_data();
    void refreshIssue();
    void refreshIssueOfClosedStore();
    void countsComeLater();
    void refreshedCountsAreNotOverwritten();

private:
    bool exec(const QString &sql, const QVariantList &values);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<IssueListModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestIssueListModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("list.yiqiao")), QStringLiteral("List")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(3, QByteArray("# Third\n\nText three.\n"), QString(), QString()));
    QVERIFY(importer.importPost(1, QByteArray("# First\n\nText one.\n"), QString(), QString()));
    QVERIFY(importer.importPost(2, QByteArray("# 第二期\n\n正文。\n"), QString(), QString()));
    QSqlQuery status(m_store->database());
    status.prepare(QStringLiteral("UPDATE issues SET status = ? WHERE number = ?"));
    status.addBindValue(QStringLiteral("reviewing"));
    status.addBindValue(3);
    QVERIFY2(status.exec(), qPrintable(status.lastError().text()));

    m_model = std::make_unique<IssueListModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m_model->rowCount(), 0);
    m_model->reload(*m_store);
}

void TestIssueListModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_store.reset();
    m_dir.reset();
}

void TestIssueListModel::rowsAreIssues()
{
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->columnCount(), int(IssueListModel::ColumnCount));
    QCOMPARE(m_model->columnCount(), 4);
    // A table: no children.
    QCOMPARE(m_model->rowCount(m_model->index(0, 0)), 0);
    QCOMPARE(m_model->columnCount(m_model->index(0, 0)), 0);
    QVERIFY(!static_cast<QAbstractItemModel *>(m_model.get())->hasChildren(m_model->index(0, 0)));
}

void TestIssueListModel::displayData_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QVariant>("number");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("status");

    QTest::newRow("issue 1 first") << 0 << QVariant(1) << QStringLiteral("First") << QStringLiteral("Translating");
    QTest::newRow("issue 2 with Chinese title") << 1 << QVariant(2) << QStringLiteral("第二期") << QStringLiteral("Translating");
    QTest::newRow("issue 3 in review") << 2 << QVariant(3) << QStringLiteral("Third") << QStringLiteral("In review");
}

void TestIssueListModel::displayData()
{
    QFETCH(int, row);
    QFETCH(QVariant, number);
    QFETCH(QString, title);
    QFETCH(QString, status);

    const auto display = [&](int column) { return m_model->index(row, column).data(Qt::DisplayRole); };
    QCOMPARE(display(IssueListModel::NumberColumn).toInt(), number.toInt());
    QCOMPARE(display(IssueListModel::NumberColumn).toString(), number.toString());
    QCOMPARE(display(IssueListModel::TitleColumn).toString(), title);
    QCOMPARE(display(IssueListModel::StatusColumn).toString(), status);
    QCOMPARE(display(IssueListModel::ProgressColumn).toString(), QStringLiteral("0%"));
    QCOMPARE(m_model->index(row, IssueListModel::ProgressColumn).data(IssueListModel::ProgressRole).toDouble(), 0.0);
    QVERIFY(!m_model->index(row, IssueListModel::TitleColumn).data(Qt::ToolTipRole).toString().isEmpty());
}

void TestIssueListModel::issueNumberRole()
{
    const QList<int> numbers = {1, 2, 3};
    for (int row = 0; row < m_model->rowCount(); ++row) {
        for (int column = 0; column < m_model->columnCount(); ++column) {
            const QVariant value = m_model->index(row, column).data(IssueListModel::IssueNumberRole);
            QVERIFY(value.isValid());
            QCOMPARE(value.toInt(), numbers.at(row));
        }
    }
}

void TestIssueListModel::progressAfterTranslation()
{
    IssueRepository issues(*m_store);
    const QList<BlockRecord> targets = issues.targetBlocks(issues.issue(1)->id);
    QCOMPARE(int(targets.size()), 2);
    QSqlQuery update(m_store->database());
    update.prepare(QStringLiteral("UPDATE target_blocks SET status = 'translated' WHERE id = ?"));
    update.addBindValue(targets.at(1).id); // "Text one." — 9 of 16 characters
    QVERIFY2(update.exec(), qPrintable(update.lastError().text()));

    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->reload(*m_store);
    QCOMPARE(reset.count(), 1);
    const int row = m_model->rowOf(1);
    QCOMPARE(m_model->index(row, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("56%"));
    QCOMPARE(m_model->index(row, IssueListModel::ProgressColumn).data(IssueListModel::ProgressRole).toDouble(), 9.0 / 16.0);
    QCOMPARE(m_model->index(m_model->rowOf(2), IssueListModel::ProgressColumn).data().toString(), QStringLiteral("0%"));

    update.addBindValue(targets.at(0).id);
    QVERIFY(update.exec());
    m_model->reload(*m_store);
    QCOMPARE(m_model->index(row, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("100%"));
}

void TestIssueListModel::rowOf_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<int>("row");
    QTest::newRow("lowest number is row 0") << 1 << 0;
    QTest::newRow("middle") << 2 << 1;
    QTest::newRow("imported first, listed last") << 3 << 2;
    QTest::newRow("unknown number") << 4 << -1;
    QTest::newRow("zero") << 0 << -1;
}

void TestIssueListModel::rowOf()
{
    QFETCH(int, number);
    QFETCH(int, row);
    QCOMPARE(m_model->rowOf(number), row);
    if (row >= 0) {
        QCOMPARE(m_model->index(row, 0).data(IssueListModel::IssueNumberRole).toInt(), number);
    }
}

void TestIssueListModel::headerData()
{
    QStringList headers;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const QString header = m_model->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(!header.isEmpty(), qPrintable(QString::number(column)));
        QVERIFY(!headers.contains(header));
        headers.append(header);
    }
    QCOMPARE(m_model->headerData(IssueListModel::TitleColumn, Qt::Horizontal).toString(), QStringLiteral("Title"));
    QCOMPARE(m_model->headerData(IssueListModel::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("Status"));
    QCOMPARE(m_model->headerData(IssueListModel::ProgressColumn, Qt::Horizontal).toString(), QStringLiteral("Progress"));
    QVERIFY(!m_model->headerData(IssueListModel::ColumnCount, Qt::Horizontal).isValid());
    QVERIFY(!m_model->headerData(IssueListModel::TitleColumn, Qt::Horizontal, Qt::DecorationRole).isValid());
}

void TestIssueListModel::clear()
{
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->clear();
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(m_model->rowOf(1), -1);
    QVERIFY(!m_model->index(0, 0).isValid());
    m_model->reload(*m_store);
    QCOMPARE(m_model->rowCount(), 3);
}

void TestIssueListModel::reloadClosedStore()
{
    QCOMPARE(m_model->rowCount(), 3);
    m_store->close();
    QVERIFY(!m_store->isOpen());
    m_model->reload(*m_store);
    QCOMPARE(m_model->rowCount(), 0);

    // A store that was never opened.
    ProjectStore never;
    IssueListModel other;
    QAbstractItemModelTester tester(&other, QAbstractItemModelTester::FailureReportingMode::QtTest);
    other.reload(never);
    QCOMPARE(other.rowCount(), 0);
}

void TestIssueListModel::reloadPicksUpNewIssues()
{
    IssueRepository issues(*m_store);
    QVERIFY(issues.createIssue(10, QStringLiteral("Tenth")) > 0);
    QCOMPARE(m_model->rowCount(), 3);
    m_model->reload(*m_store);
    QCOMPARE(m_model->rowCount(), 4);
    QCOMPARE(m_model->rowOf(10), 3);
    QCOMPARE(m_model->index(3, IssueListModel::StatusColumn).data().toString(), QStringLiteral("Translating"));
    // An issue without posts has no characters: progress 0, not a division by zero.
    QCOMPARE(m_model->index(3, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("0%"));
}

bool TestIssueListModel::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_store->database());
    query.prepare(sql);
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        qWarning() << query.lastError().text();
        return false;
    }
    return true;
}

void TestIssueListModel::refreshIssue_data()
{
    QTest::addColumn<QString>("change"); // what happens to the project before the refresh
    QTest::addColumn<int>("number"); // the issue refreshed
    QTest::addColumn<QStringList>("announced");
    QTest::addColumn<QList<int>>("numbers"); // the rows afterwards
    QTest::addColumn<QString>("progress2"); // issue 2's progress afterwards, if listed

    const QList<int> three {1, 2, 3};
    QTest::newRow("block of the issue translated: its row changed")
        << QStringLiteral("translate 2") << 2 << QStringList {QStringLiteral("changed 1 0-3")} << three << QStringLiteral("100%");
    QTest::newRow("title changed: its row changed")
        << QStringLiteral("retitle 3") << 3 << QStringList {QStringLiteral("changed 2 0-3")} << three << QStringLiteral("0%");
    QTest::newRow("nothing changed: no signal") << QStringLiteral("none") << 2 << QStringList() << three << QStringLiteral("0%");
    QTest::newRow("another issue changed: not read")
        << QStringLiteral("translate 2") << 1 << QStringList() << three << QStringLiteral("0%");
    QTest::newRow("new issue: row inserted in order")
        << QStringLiteral("import 5") << 5 << QStringList {QStringLiteral("inserted 3")} << QList<int> {1, 2, 3, 5} << QStringLiteral("0%");
    QTest::newRow("issue gone: row removed") << QStringLiteral("delete 2") << 2 << QStringList {QStringLiteral("removed 1")}
                                             << QList<int> {1, 3} << QString();
    QTest::newRow("unknown issue: nothing") << QStringLiteral("none") << 9 << QStringList() << three << QStringLiteral("0%");
}

void TestIssueListModel::refreshIssue()
{
    QFETCH(QString, change);
    QFETCH(int, number);
    QFETCH(QStringList, announced);
    QFETCH(QList<int>, numbers);
    QFETCH(QString, progress2);
    const int changed = change.section(QLatin1Char(' '), 1).toInt();
    if (change.startsWith(QLatin1String("translate"))) {
        QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET status = 'translated'"
                                    " WHERE issue_id = (SELECT id FROM issues WHERE number = ?)"),
            {changed}));
    } else if (change.startsWith(QLatin1String("retitle"))) {
        QVERIFY(exec(QStringLiteral("UPDATE issues SET title = ? WHERE number = ?"), {QStringLiteral("新标题"), changed}));
    } else if (change.startsWith(QLatin1String("delete"))) {
        QVERIFY(exec(QStringLiteral("DELETE FROM issues WHERE number = ?"), {changed}));
    } else if (change.startsWith(QLatin1String("import"))) {
        PostImporter importer(*m_store);
        QVERIFY(importer.importPost(changed, QByteArray("# Fifth\n\nText five.\n"), QString(), QString()));
    }
    QStringList log;
    connect(m_model.get(), &QAbstractItemModel::dataChanged, this, [&](const QModelIndex &from, const QModelIndex &to) {
        QCOMPARE(from.row(), to.row());
        log.append(QStringLiteral("changed %1 %2-%3").arg(from.row()).arg(from.column()).arg(to.column()));
    });
    connect(m_model.get(), &QAbstractItemModel::rowsInserted, this, [&](const QModelIndex &, int first, int last) {
        log.append(QStringLiteral("inserted %1").arg(first) + (last != first ? QStringLiteral("-%1").arg(last) : QString()));
    });
    connect(m_model.get(), &QAbstractItemModel::rowsRemoved, this, [&](const QModelIndex &, int first, int last) {
        log.append(QStringLiteral("removed %1").arg(first) + (last != first ? QStringLiteral("-%1").arg(last) : QString()));
    });
    connect(m_model.get(), &QAbstractItemModel::modelReset, this, [&] { log.append(QStringLiteral("reset")); });

    m_model->refreshIssue(*m_store, number);

    QCOMPARE(log, announced);
    QList<int> actual;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        actual.append(m_model->index(row, IssueListModel::NumberColumn).data(IssueListModel::IssueNumberRole).toInt());
    }
    QCOMPARE(actual, numbers);
    const int row = m_model->rowOf(2);
    QCOMPARE(row >= 0 ? m_model->index(row, IssueListModel::ProgressColumn).data().toString() : QString(), progress2);
    if (change.startsWith(QLatin1String("retitle"))) {
        QCOMPARE(m_model->index(m_model->rowOf(changed), IssueListModel::TitleColumn).data().toString(), QStringLiteral("新标题"));
    }
}

void TestIssueListModel::refreshIssueOfClosedStore()
{
    m_store->close();
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->refreshIssue(*m_store, 1);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->rowCount(), 0);
}

// The window lists the issues at once and their progress when a worker has counted
// every block: rows first, counts blank, then filled in with dataChanged.
void TestIssueListModel::countsComeLater()
{
    QVERIFY(exec(
        QStringLiteral("UPDATE target_blocks SET status = 'translated' WHERE issue_id = (SELECT id FROM issues WHERE number = 1)"), {}));
    QSignalSpy reset(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->reloadWithoutCounts(*m_store);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m_model->rowCount(), 3);
    for (int row = 0; row < 3; ++row) {
        QVERIFY(!m_model->hasCounts(row));
        QCOMPARE(m_model->index(row, IssueListModel::ProgressColumn).data().toString(), QString());
        QVERIFY(!m_model->index(row, IssueListModel::ProgressColumn).data(IssueListModel::ProgressRole).isValid());
        QVERIFY(m_model->index(row, IssueListModel::TitleColumn).data(Qt::ToolTipRole).toString().isEmpty());
    }
    QCOMPARE(m_model->index(2, IssueListModel::TitleColumn).data().toString(), QStringLiteral("Third"));
    QCOMPARE(m_model->index(2, IssueListModel::StatusColumn).data().toString(), QStringLiteral("In review"));

    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->setCounts(ProjectStats::compute(*m_store).issues);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(reset.count(), 1);
    for (int row = 0; row < 3; ++row) {
        QVERIFY(m_model->hasCounts(row));
        QVERIFY(!m_model->index(row, IssueListModel::TitleColumn).data(Qt::ToolTipRole).toString().isEmpty());
    }
    QCOMPARE(m_model->index(0, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("100%"));
    QCOMPARE(m_model->index(1, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("0%"));
    // Counts arriving again change nothing.
    m_model->setCounts(ProjectStats::compute(*m_store).issues);
    QCOMPARE(changed.count(), 3);
}

// A row read again after a save (refreshIssue) is newer than the worker's counts,
// which may have been read before that save.
void TestIssueListModel::refreshedCountsAreNotOverwritten()
{
    const QList<ProjectStats::Counts> before = ProjectStats::compute(*m_store).issues;
    m_model->reloadWithoutCounts(*m_store);
    QVERIFY(exec(
        QStringLiteral("UPDATE target_blocks SET status = 'translated' WHERE issue_id = (SELECT id FROM issues WHERE number = 2)"), {}));
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_model->refreshIssue(*m_store, 2);
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_model->hasCounts(1));
    m_model->setCounts(before);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(m_model->index(1, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("100%"));
    QCOMPARE(m_model->index(0, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("0%"));
}

QTEST_GUILESS_MAIN(TestIssueListModel)
#include "tst_issuelistmodel.moc"
