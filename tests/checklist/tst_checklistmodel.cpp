// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

ChecklistItemState state(const QString &key, bool manual, bool done, const QString &explanation)
{
    ChecklistItemState result;
    result.item.key = key;
    result.item.title = u8("标题 ") + key;
    result.item.description = u8("说明 ") + key;
    result.item.kind = manual ? ChecklistItem::Kind::Manual : ChecklistItem::Kind::Computed;
    result.done = done;
    result.explanation = explanation;
    return result;
}

QList<ChecklistItemState> threeStates()
{
    ChecklistItemState checked = state(QStringLiteral("code_verified"), true, true, u8("Checked by 李雷 on 2026-11-30 14:02."));
    checked.checkedBy = u8("李雷");
    checked.checkedAt = QStringLiteral("2026-11-30T06:02:00.000Z");
    checked.note = u8("在 A10G 上跑通");
    return {checked, state(QStringLiteral("scenario_rewrite"), true, false, u8("Not checked yet.")),
        state(QStringLiteral("reader_test"), false, false, u8("3 of 5 readers passed (60%); 80% must pass."))};
}

} // namespace

// The checklist pane's model: what each row shows, which rows are checkable, and that
// a click asks instead of writing.
class TestChecklistModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows();
    void checkRequest_data();
    void checkRequest();
};

void TestChecklistModel::rows()
{
    ChecklistModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setStates(threeStates());
    QCOMPARE(resets.count(), 1);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.openCount(), 2);
    QCOMPARE(model.rowOf(QStringLiteral("reader_test")), 2);
    QCOMPARE(model.rowOf(QStringLiteral("nothing")), -1);
    const QModelIndex checked = model.index(0);
    QCOMPARE(checked.data().toString(), u8("标题 code_verified"));
    QCOMPARE(checked.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(checked.data(ChecklistModel::KeyRole).toString(), QStringLiteral("code_verified"));
    QCOMPARE(checked.data(ChecklistModel::CheckedByRole).toString(), u8("李雷"));
    QCOMPARE(checked.data(ChecklistModel::CheckedAtRole).toString(), QStringLiteral("2026-11-30T06:02:00.000Z"));
    QCOMPARE(checked.data(ChecklistModel::NoteRole).toString(), u8("在 A10G 上跑通"));
    QCOMPARE(
        checked.data(Qt::ToolTipRole).toString(), u8("Checked by 李雷 on 2026-11-30 14:02.\nNote: 在 A10G 上跑通\n说明 code_verified"));
    QVERIFY(checked.data(ChecklistModel::ManualRole).toBool());
    const QModelIndex computed = model.index(2);
    QCOMPARE(computed.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QCOMPARE(computed.data(ChecklistModel::DoneRole).toBool(), false);
    QCOMPARE(computed.data(ChecklistModel::ManualRole).toBool(), false);
    QCOMPARE(computed.data(ChecklistModel::ExplanationRole).toString(), u8("3 of 5 readers passed (60%); 80% must pass."));
    QCOMPARE(computed.data(ChecklistModel::DescriptionRole).toString(), u8("说明 reader_test"));
    QVERIFY(model.flags(checked) & Qt::ItemIsUserCheckable);
    QVERIFY(model.flags(model.index(1)) & Qt::ItemIsUserCheckable);
    QVERIFY(!(model.flags(computed) & Qt::ItemIsUserCheckable));
    QVERIFY(!(model.flags(computed) & Qt::ItemIsEditable));
    model.setStates({});
    QCOMPARE(model.rowCount(), 0);
}

void TestChecklistModel::checkRequest_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("role");
    QTest::addColumn<bool>("requested");

    QTest::newRow("check an open manual item") << 1 << int(Qt::Checked) << int(Qt::CheckStateRole) << true;
    QTest::newRow("uncheck a checked manual item") << 0 << int(Qt::Unchecked) << int(Qt::CheckStateRole) << true;
    QTest::newRow("check what is checked") << 0 << int(Qt::Checked) << int(Qt::CheckStateRole) << false;
    QTest::newRow("check a computed item") << 2 << int(Qt::Checked) << int(Qt::CheckStateRole) << false;
    QTest::newRow("edit a title") << 1 << int(Qt::Checked) << int(Qt::EditRole) << false;
}

void TestChecklistModel::checkRequest()
{
    QFETCH(int, row);
    QFETCH(int, value);
    QFETCH(int, role);
    QFETCH(bool, requested);
    ChecklistModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStates(threeStates());
    QSignalSpy requests(&model, &ChecklistModel::checkRequested);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    const bool before = model.stateAt(row).done;
    QCOMPARE(model.setData(model.index(row), value, role), requested);
    QCOMPARE(requests.count(), requested ? 1 : 0);
    if (requested) {
        QCOMPARE(requests.at(0).at(0).toString(), model.stateAt(row).item.key);
        QCOMPARE(requests.at(0).at(1).toBool(), value == int(Qt::Checked));
    }
    // The model never writes: the row keeps its state until setStates().
    QCOMPARE(model.stateAt(row).done, before);
    QCOMPARE(changes.count(), 0);
}

QTEST_GUILESS_MAIN(TestChecklistModel)
#include "tst_checklistmodel.moc"
