// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistmodel.h"
#include "checklistpane.h"
#include "findchild.h"
#include "review/readertestlistmodel.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

namespace {

ChecklistItemState state(const QString &key, bool manual, bool done)
{
    ChecklistItemState state;
    state.item.key = key;
    state.item.title = key.toUpper();
    state.item.kind = manual ? ChecklistItem::Kind::Manual : ChecklistItem::Kind::Computed;
    state.done = done;
    state.explanation = QStringLiteral("why %1").arg(key);
    return state;
}

// Each of another background, but the first sameAsFirst after it of the first's.
QList<ReaderTest> readers(int passed, int failed, int sameAsFirst = 0)
{
    QList<ReaderTest> tests;
    for (int i = 0; i < passed + failed; ++i) {
        ReaderTest test;
        test.id = i + 1;
        test.reader = QStringLiteral("r%1").arg(i + 1);
        test.profile = i <= sameAsFirst ? QStringLiteral("ops") : QStringLiteral("profile %1").arg(i + 1);
        test.passed = i < passed;
        tests.append(test);
    }
    return tests;
}

} // namespace

// ChecklistPane: the verdict, open items first with their explanations, check boxes
// for manual items only, the blind test's summary and buttons, read-only.
class TestChecklistPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void verdict_data();
    void verdict();
    void openItemsFirst();
    void onlyManualItemsAreChecked_data();
    void onlyManualItemsAreChecked();
    void readerSummary_data();
    void readerSummary();
    void readerButtons();
    void withoutIssue();

private:
    QListView *items() const { return child<QListView>(*m_pane, "checklistItems"); }
    QModelIndex rowOf(const QString &key) const;

    std::unique_ptr<ChecklistPane> m_pane;
};

void TestChecklistPane::init()
{
    m_pane = std::make_unique<ChecklistPane>();
    m_pane->setIssueOpen(true);
    new QAbstractItemModelTester(items()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_pane.get());
    m_pane->resize(400, 600);
    m_pane->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
}

void TestChecklistPane::cleanup()
{
    m_pane.reset();
}

QModelIndex TestChecklistPane::rowOf(const QString &key) const
{
    for (int i = 0; i < items()->model()->rowCount(); ++i) {
        const QModelIndex index = items()->model()->index(i, 0);
        if (index.data(ChecklistModel::KeyRole) == key) {
            return index;
        }
    }
    return {};
}

void TestChecklistPane::verdict_data()
{
    QTest::addColumn<QList<bool>>("done");
    QTest::addColumn<QString>("text");
    QTest::newRow("three open") << QList<bool> {false, true, false, false} << QStringLiteral("3 item(s) block shipping");
    QTest::newRow("one open") << QList<bool> {true, false} << QStringLiteral("1 item(s) block shipping");
    QTest::newRow("all done") << QList<bool> {true, true} << QStringLiteral("Ready to ship");
}

void TestChecklistPane::verdict()
{
    QFETCH(QList<bool>, done);
    QFETCH(QString, text);
    QList<ChecklistItemState> states;
    for (int i = 0; i < done.size(); ++i) {
        states.append(state(QStringLiteral("item_%1").arg(i), i % 2 == 0, done.at(i)));
    }
    m_pane->setStates(states);
    QCOMPARE(child<QLabel>(*m_pane, "checklistVerdict")->text(), text);
}

void TestChecklistPane::openItemsFirst()
{
    m_pane->setStates({state(QStringLiteral("a"), true, true), state(QStringLiteral("b"), false, false),
        state(QStringLiteral("c"), false, true), state(QStringLiteral("d"), true, false)});
    QStringList order;
    for (int i = 0; i < items()->model()->rowCount(); ++i) {
        order.append(items()->model()->index(i, 0).data(ChecklistModel::KeyRole).toString());
    }
    QCOMPARE(order, (QStringList {QStringLiteral("b"), QStringLiteral("d"), QStringLiteral("a"), QStringLiteral("c")}));
    QCOMPARE(rowOf(QStringLiteral("b")).data().toString(), QStringLiteral("B\nwhy b"));
}

void TestChecklistPane::onlyManualItemsAreChecked_data()
{
    QTest::addColumn<bool>("manual");
    QTest::addColumn<bool>("readOnly");
    QTest::addColumn<bool>("requested");
    QTest::newRow("manual item") << true << false << true;
    QTest::newRow("computed item") << false << false << false;
    QTest::newRow("manual item, read-only project") << true << true << false;
}

void TestChecklistPane::onlyManualItemsAreChecked()
{
    QFETCH(bool, manual);
    QFETCH(bool, readOnly);
    QFETCH(bool, requested);
    m_pane->setStates({state(QStringLiteral("x"), manual, false)});
    m_pane->setReadOnly(readOnly);
    QCOMPARE(rowOf(QStringLiteral("x")).data(Qt::CheckStateRole).isValid(), manual);
    QSignalSpy spy(m_pane.get(), &ChecklistPane::checkRequested);
    items()->setFocus();
    items()->setCurrentIndex(rowOf(QStringLiteral("x")));
    QTest::keyClick(items(), Qt::Key_Space);
    QCoreApplication::processEvents(); // the request is queued
    QCOMPARE(spy.count(), requested ? 1 : 0);
    if (requested) {
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("x"));
        QCOMPARE(spy.at(0).at(1).toBool(), true);
    }
    QCOMPARE(rowOf(QStringLiteral("x")).data(ChecklistModel::DoneRole).toBool(), false); // the model never writes
}

void TestChecklistPane::readerSummary_data()
{
    QTest::addColumn<int>("passed");
    QTest::addColumn<int>("failed");
    QTest::addColumn<int>("sameAsFirst");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("end");
    const QString bar = QStringLiteral("at least 5 readers of different backgrounds, 80% passing.");
    QTest::newRow("none") << 0 << 0 << 0 << QStringLiteral("No reader has tested this translation yet.") << bar;
    QTest::newRow("4 of 5 meets the bar") << 4 << 1 << 0 << QStringLiteral("4 of 5 readers passed (80%).") << bar;
    QTest::newRow("2 of 3: too few") << 2 << 1 << 0 << QStringLiteral("2 of 3 readers passed (66.7%).") << bar;
    QTest::newRow("5 of 5, one background twice: named")
        << 5 << 0 << 1 << QStringLiteral("5 of 5 readers passed (100%).") << QStringLiteral("The same background counts once: ops.");
}

void TestChecklistPane::readerSummary()
{
    QFETCH(int, passed);
    QFETCH(int, failed);
    QFETCH(int, sameAsFirst);
    QFETCH(QString, start);
    QFETCH(QString, end);
    m_pane->setReaderTests(readers(passed, failed, sameAsFirst));
    const QString text = child<QLabel>(*m_pane, "readerSummary")->text();
    QVERIFY2(text.startsWith(start), qPrintable(text));
    QVERIFY2(text.endsWith(end), qPrintable(text));
    QCOMPARE(child<QTableView>(*m_pane, "readerTests")->model()->rowCount(), passed + failed);
}

void TestChecklistPane::readerButtons()
{
    m_pane->setReaderTests(readers(2, 0));
    auto *edit = child<QPushButton>(*m_pane, "readerEdit");
    auto *remove = child<QPushButton>(*m_pane, "readerRemove");
    QVERIFY(!edit->isEnabled());
    auto *view = child<QTableView>(*m_pane, "readerTests");
    view->setCurrentIndex(view->model()->index(1, 0));
    QVERIFY(edit->isEnabled());
    QSignalSpy edits(m_pane.get(), &ChecklistPane::editReaderTestRequested);
    QSignalSpy removals(m_pane.get(), &ChecklistPane::removeReaderTestRequested);
    QSignalSpy adds(m_pane.get(), &ChecklistPane::addReaderTestRequested);
    QTest::mouseClick(edit, Qt::LeftButton);
    QVERIFY(remove->isEnabled());
    m_pane->removeCurrentReaderTest(); // the Remove button asks first
    QTest::mouseClick(child<QPushButton>(*m_pane, "readerAdd"), Qt::LeftButton);
    QCOMPARE(edits.count(), 1);
    QCOMPARE(edits.at(0).at(0).toLongLong(), 2);
    QCOMPARE(removals.at(0).at(0).toLongLong(), 2);
    QCOMPARE(adds.count(), 1);
    m_pane->setReaderTests(readers(3, 0)); // the current test stays current by id
    QCOMPARE(m_pane->currentReaderTestId(), 2);
    m_pane->setReadOnly(true);
    QVERIFY(!edit->isEnabled() && !remove->isEnabled() && !child<QPushButton>(*m_pane, "readerAdd")->isEnabled());
}

void TestChecklistPane::withoutIssue()
{
    m_pane->setStates({state(QStringLiteral("a"), true, false)});
    m_pane->setIssueOpen(false);
    QCOMPARE(items()->model()->rowCount(), 0);
    QVERIFY(child<QLabel>(*m_pane, "checklistVerdict")->text().isEmpty());
    QVERIFY(!child<QPushButton>(*m_pane, "checklistRun")->isEnabled());
    QVERIFY(!child<QPushButton>(*m_pane, "readerAdd")->isEnabled());
}

QTEST_MAIN(TestChecklistPane)
#include "tst_checklistpane.moc"
