// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletiongauge.h"
#include "deletionpane.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

namespace {
QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

DeletionListModel::Row row(qint64 id, qint64 blockId, int spanStart, const QString &justification, int ordinal)
{
    DeletionListModel::Row result;
    result.deletion.id = id;
    result.deletion.sourceBlockId = blockId;
    result.deletion.spanStart = spanStart;
    result.deletion.spanEnd = spanStart < 0 ? -1 : spanStart + 5;
    result.deletion.reason = DeletionReason::OutdatedExample;
    result.deletion.justification = justification;
    result.blockOrdinal = ordinal;
    result.excerpt = u8("pip install tensorflow==1.15");
    result.characters = 20;
    return result;
}

// Block 30 whole (justified), a span of block 40 (not justified), block 50 whole (justified).
QList<DeletionListModel::Row> rows()
{
    return {row(3, 30, -1, u8("TF 1.x is gone."), 3), row(4, 40, 12, QString(), 4), row(5, 50, -1, u8("Duplicate of #3."), 5)};
}

template<typename T>
T *child(const QWidget &pane, const char *name)
{
    auto *widget = pane.findChild<T *>(QLatin1String(name));
    if (!widget) {
        qFatal("no child %s", name);
    }
    return widget;
}

QTableView *table(const DeletionPane &pane)
{
    return child<QTableView>(pane, "deletionTable");
}

DeletionRatio::Result result(qint64 proseDeleted, qint64 proseTotal, double target)
{
    DeletionRatio::Result result;
    result.proseDeleted = proseDeleted;
    result.proseTotal = proseTotal;
    result.ratio = proseTotal > 0 ? double(proseDeleted) / double(proseTotal) : 0.0;
    result.codeDeleted = 120;
    result.codeTotal = 800;
    result.target = target;
    return result;
}

void showPane(DeletionPane &pane)
{
    pane.resize(640, 360);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
}
} // namespace

// The deletion pane driven with keys and clicks: rows and flags, jumping, undoing,
// editing justifications, read-only and the gauge.
class TestDeletionPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rowsShownAndUnjustifiedFlagged();
    void emptyShowsPlaceholder();
    void jumpRequested_data();
    void jumpRequested();
    void undoRemovesSelected_data();
    void undoRemovesSelected();
    void editingJustification_data();
    void editingJustification();
    void readOnlyDisablesEditingAndUndo();
    void setRowsKeepsSelection();
    void gaugeFollowsResult_data();
    void gaugeFollowsResult();
    void gaugeLevels_data();
    void gaugeLevels();
    void recheckIsFlaggedAndCleared();
};

void TestDeletionPane::rowsShownAndUnjustifiedFlagged()
{
    DeletionPane pane;
    QAbstractItemModelTester tester(table(pane)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.setRows(rows());
    QAbstractItemModel *model = table(pane)->model();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->index(0, DeletionListModel::BlockColumn).data().toString(), u8("#3 paragraph"));
    QCOMPARE(model->index(1, DeletionListModel::BlockColumn).data().toString(), u8("#4 paragraph, part"));
    for (int r = 0; r < 3; ++r) {
        const bool flagged = r == 1;
        const QModelIndex justification = model->index(r, DeletionListModel::JustificationColumn);
        QCOMPARE(justification.data(Qt::DecorationRole).value<QIcon>().isNull(), !flagged);
        QCOMPARE(justification.data(Qt::ForegroundRole).isValid(), flagged);
        QCOMPARE(model->index(r, DeletionListModel::ExcerptColumn).data(Qt::ForegroundRole).isValid(), flagged);
        QCOMPARE(model->index(r, DeletionListModel::ReasonColumn).data(Qt::DecorationRole).isValid(), false);
    }
    QCOMPARE(model->index(1, DeletionListModel::JustificationColumn).data().toString(), u8("No justification"));
    QCOMPARE(model->index(1, DeletionListModel::JustificationColumn).data(Qt::EditRole).toString(), QString());
    auto *unjustified = child<QLabel>(pane, "deletionUnjustified");
    QCOMPARE(unjustified->text(), u8("1 deletion(s) without a justification"));
    QVERIFY(!unjustified->isHidden());
    QList<DeletionListModel::Row> justified = rows();
    justified[1].deletion.justification = u8("Region-specific.");
    pane.setRows(justified);
    QVERIFY(unjustified->isHidden());
    QVERIFY(!model->index(1, DeletionListModel::JustificationColumn).data(Qt::ForegroundRole).isValid());
}

void TestDeletionPane::emptyShowsPlaceholder()
{
    DeletionPane pane;
    auto *placeholder = child<QLabel>(pane, "deletionPlaceholder");
    QVERIFY(placeholder->text().contains(u8("No deletions in this issue")));
    QVERIFY(placeholder->text().contains(u8("Ctrl+Shift+D")));
    QVERIFY(placeholder->isVisibleTo(&pane));
    QVERIFY(!table(pane)->isVisibleTo(&pane));
    pane.setRows(rows());
    QVERIFY(!placeholder->isVisibleTo(&pane));
    QVERIFY(table(pane)->isVisibleTo(&pane));
    pane.setRows({});
    QVERIFY(placeholder->isVisibleTo(&pane));
    QVERIFY(!child<QPushButton>(pane, "deletionUndo")->isEnabled());
    QVERIFY(!child<QPushButton>(pane, "deletionEdit")->isEnabled());
}

void TestDeletionPane::jumpRequested_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("downs");
    QTest::addColumn<qint64>("blockId");
    QTest::addColumn<int>("spanStart");
    QTest::newRow("Enter on the first row: whole block") << u8("enter") << 0 << qint64(30) << -1;
    QTest::newRow("Enter on a span: its start") << u8("enter") << 1 << qint64(40) << 12;
    QTest::newRow("Return on the last row") << u8("return") << 2 << qint64(50) << -1;
    QTest::newRow("double click on a span") << u8("double click") << 1 << qint64(40) << 12;
}

void TestDeletionPane::jumpRequested()
{
    QFETCH(QString, how);
    QFETCH(int, downs);
    QFETCH(qint64, blockId);
    QFETCH(int, spanStart);
    DeletionPane pane;
    pane.setRows(rows());
    showPane(pane);
    QTableView *view = table(pane);
    view->setFocus();
    view->setCurrentIndex(view->model()->index(0, 0));
    for (int i = 0; i < downs; ++i) {
        QTest::keyClick(view, Qt::Key_Down);
    }
    QSignalSpy spy(&pane, &DeletionPane::jumpRequested);
    if (how == QLatin1String("double click")) {
        const QPoint center = view->visualRect(view->currentIndex().siblingAtColumn(DeletionListModel::ExcerptColumn)).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, center);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, center);
    } else {
        QTest::keyClick(view, how == QLatin1String("enter") ? Qt::Key_Enter : Qt::Key_Return);
    }
    QTRY_COMPARE(spy.count(), 1);
    QCOMPARE(spy.first().at(0).toLongLong(), blockId);
    QCOMPARE(spy.first().at(1).toInt(), spanStart);
}

void TestDeletionPane::undoRemovesSelected_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QList<qint64>>("ids");
    QTest::newRow("one row, button") << u8("one") << QList<qint64> {4};
    QTest::newRow("two rows with Shift+Down, button") << u8("shift") << QList<qint64> {3, 4};
    QTest::newRow("all rows with Ctrl+A, Delete key") << u8("all") << QList<qint64> {3, 4, 5};
}

void TestDeletionPane::undoRemovesSelected()
{
    QFETCH(QString, how);
    QFETCH(QList<qint64>, ids);
    DeletionPane pane;
    pane.setRows(rows());
    showPane(pane);
    QTableView *view = table(pane);
    auto *undo = child<QPushButton>(pane, "deletionUndo");
    QVERIFY(!undo->isEnabled());
    QSignalSpy spy(&pane, &DeletionPane::removeRequested);
    view->setFocus();
    if (how == QLatin1String("one")) {
        view->selectRow(1);
    } else if (how == QLatin1String("shift")) {
        view->selectRow(0);
        QTest::keyClick(view, Qt::Key_Down, Qt::ShiftModifier);
    } else {
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier);
    }
    QCOMPARE(pane.selectedIds(), ids);
    QVERIFY(undo->isEnabled());
    if (how == QLatin1String("all")) {
        QTest::keyClick(view, Qt::Key_Delete);
    } else {
        QTest::mouseClick(undo, Qt::LeftButton);
    }
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().value<QList<qint64>>(), ids);
}

void TestDeletionPane::editingJustification_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<QString>("justification");
    QTest::newRow("Edit button on an unjustified span")
        << u8("button") << 1 << u8("Only for US users.") << qint64(4) << u8("Only for US users.");
    QTest::newRow("F2 replaces the old text") << u8("f2") << 0 << u8(" Removed in TF 2. ") << qint64(3) << u8("Removed in TF 2.");
}

void TestDeletionPane::editingJustification()
{
    QFETCH(QString, how);
    QFETCH(int, row);
    QFETCH(QString, typed);
    QFETCH(qint64, id);
    QFETCH(QString, justification);
    DeletionPane pane;
    pane.setRows(rows());
    showPane(pane);
    QTableView *view = table(pane);
    view->setFocus();
    view->selectRow(row);
    QSignalSpy justify(&pane, &DeletionPane::justifyRequested);
    QSignalSpy jump(&pane, &DeletionPane::jumpRequested);
    if (how == QLatin1String("button")) {
        QTest::mouseClick(child<QPushButton>(pane, "deletionEdit"), Qt::LeftButton);
    } else {
        QTest::keyClick(view, Qt::Key_F2);
    }
    QTRY_VERIFY(QApplication::focusWidget() && qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QCOMPARE(editor->text(), rows().at(row).deletion.justification);
    editor->selectAll();
    QTest::keyClicks(editor, typed);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(justify.count(), 1); // the delegate commits from the event loop
    QCOMPARE(justify.first().at(0).toLongLong(), id);
    QCOMPARE(justify.first().at(1).toString(), justification);
    QCOMPARE(jump.count(), 0); // Enter in the editor commits, it does not jump
    // The pane shows the stored text only once it comes back.
    QCOMPARE(view->model()->index(row, DeletionListModel::JustificationColumn).data(Qt::EditRole).toString(),
        rows().at(row).deletion.justification);
}

void TestDeletionPane::readOnlyDisablesEditingAndUndo()
{
    DeletionPane pane;
    pane.setRows(rows());
    showPane(pane);
    QTableView *view = table(pane);
    view->setFocus();
    view->selectRow(1);
    auto *undo = child<QPushButton>(pane, "deletionUndo");
    auto *edit = child<QPushButton>(pane, "deletionEdit");
    QVERIFY(undo->isEnabled());
    QVERIFY(edit->isEnabled());
    pane.setReadOnly(true);
    QVERIFY(pane.isReadOnly());
    QVERIFY(!undo->isEnabled());
    QVERIFY(!edit->isEnabled());
    QSignalSpy remove(&pane, &DeletionPane::removeRequested);
    QSignalSpy jump(&pane, &DeletionPane::jumpRequested);
    QTest::keyClick(view, Qt::Key_Delete);
    QTest::keyClick(view, Qt::Key_F2);
    pane.editJustification();
    QVERIFY(!qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    QCOMPARE(view->editTriggers(), QAbstractItemView::NoEditTriggers);
    QCOMPARE(remove.count(), 0);
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(jump.count(), 1); // jumping stays
    pane.setReadOnly(false);
    QVERIFY(undo->isEnabled());
    QVERIFY(edit->isEnabled());
}

void TestDeletionPane::setRowsKeepsSelection()
{
    DeletionPane pane;
    pane.setRows(rows());
    QTableView *view = table(pane);
    view->selectRow(2);
    QCOMPARE(pane.selectedIds(), QList<qint64> {5});
    QList<DeletionListModel::Row> fewer = rows();
    fewer.removeFirst();
    pane.setRows(fewer);
    QCOMPARE(pane.selectedIds(), QList<qint64> {5});
    QCOMPARE(view->currentIndex().data(DeletionListModel::DeletionIdRole).toLongLong(), qint64(5));
    fewer.removeLast();
    pane.setRows(fewer);
    QVERIFY(pane.selectedIds().isEmpty());
    QVERIFY(!child<QPushButton>(pane, "deletionUndo")->isEnabled());
}

void TestDeletionPane::gaugeFollowsResult_data()
{
    QTest::addColumn<qint64>("deleted");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<double>("target");
    QTest::addColumn<QString>("text");
    QTest::newRow("one decimal, whole target") << qint64(312) << qint64(1000) << 0.3 << u8("Deleted 31.2% (target 30%)");
    QTest::newRow("nothing deleted") << qint64(0) << qint64(1000) << 0.3 << u8("Deleted 0.0% (target 30%)");
    QTest::newRow("fractional target") << qint64(1) << qint64(3) << 0.125 << u8("Deleted 33.3% (target 12.5%)");
    QTest::newRow("no prose") << qint64(0) << qint64(0) << 0.3 << u8("Deleted 0.0% (target 30%)");
}

void TestDeletionPane::gaugeFollowsResult()
{
    QFETCH(qint64, deleted);
    QFETCH(qint64, total);
    QFETCH(double, target);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale::c());
    DeletionPane pane;
    auto *gauge = child<DeletionGauge>(pane, "deletionGauge");
    pane.setResult(result(deleted, total, target));
    QCOMPARE(gauge->text(), text);
    QCOMPARE(gauge->codeText(), u8("Code: 120 of 800 characters deleted"));
    QVERIFY(gauge->toolTip().contains(u8("code: 120 of 800")));
    QVERIFY(gauge->sizeHint().height() >= 2 * gauge->fontMetrics().height());
    gauge->setCompact(true);
    QVERIFY(gauge->sizeHint().height() < 2 * gauge->fontMetrics().height());
    QVERIFY(gauge->toolTip().contains(gauge->codeText()));
    QVERIFY(!gauge->grab().isNull()); // paints without a crash
}

void TestDeletionPane::gaugeLevels_data()
{
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("target");
    QTest::addColumn<int>("level");
    QTest::newRow("far below") << 0.10 << 0.30 << int(DeletionGauge::Level::Below);
    QTest::newRow("just under the band") << 0.249 << 0.30 << int(DeletionGauge::Level::Below);
    QTest::newRow("lower edge of the band") << 0.25 << 0.30 << int(DeletionGauge::Level::OnTarget);
    QTest::newRow("on target") << 0.312 << 0.30 << int(DeletionGauge::Level::OnTarget);
    QTest::newRow("upper edge of the band") << 0.35 << 0.30 << int(DeletionGauge::Level::OnTarget);
    QTest::newRow("over by 8 points") << 0.38 << 0.30 << int(DeletionGauge::Level::Above);
    QTest::newRow("over by more than 10 points") << 0.41 << 0.30 << int(DeletionGauge::Level::FarAbove);
    QTest::newRow("zero target, nothing deleted") << 0.0 << 0.0 << int(DeletionGauge::Level::OnTarget);
}

void TestDeletionPane::gaugeLevels()
{
    QFETCH(double, ratio);
    QFETCH(double, target);
    QFETCH(int, level);
    QCOMPARE(int(DeletionGauge::levelFor(ratio, target)), level);
}

// A deletion whose source block a source update changed: flagged in the Block
// column and the summary line; Rechecked asks to clear the flag.
void TestDeletionPane::recheckIsFlaggedAndCleared()
{
    DeletionPane pane;
    QList<DeletionListModel::Row> flagged = rows();
    flagged[2].deletion.recheck = true;
    pane.setRows(flagged);
    const QModelIndex block = table(pane)->model()->index(2, DeletionListModel::BlockColumn);
    QVERIFY2(block.data().toString().contains(QStringLiteral("source changed, recheck")), qPrintable(block.data().toString()));
    QVERIFY(!block.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(block.data(Qt::ToolTipRole).toString().contains(QStringLiteral("source update")));
    QVERIFY(!table(pane)->model()->index(0, DeletionListModel::BlockColumn).data().toString().contains(QStringLiteral("recheck")));
    QVERIFY(child<QLabel>(pane, "deletionUnjustified")->text().contains(QStringLiteral("1 deletion(s) to recheck")));
    QSignalSpy cleared(&pane, &DeletionPane::clearRecheckRequested);
    table(pane)->setCurrentIndex(table(pane)->model()->index(0, 0));
    pane.clearRecheckOfCurrent(); // not flagged: nothing to clear
    QCOMPARE(cleared.count(), 0);
    table(pane)->setCurrentIndex(block);
    pane.setReadOnly(true);
    pane.clearRecheckOfCurrent();
    QCOMPARE(cleared.count(), 0);
    pane.setReadOnly(false);
    pane.clearRecheckOfCurrent();
    QCOMPARE(cleared.count(), 1);
    QCOMPARE(cleared.first().at(0).toLongLong(), 5);
}

QTEST_MAIN(TestDeletionPane)
#include "tst_deletionpane.moc"
