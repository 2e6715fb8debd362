// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourcechangelistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {
SourceChange change(qint64 id, SourceChange::Kind kind, SourceChange::State state, int oldOrdinal, int newOrdinal, const QString &oldText,
    const QString &newText, qint64 sourceBlockId = 0, const QList<qint64> &targets = {})
{
    SourceChange result;
    result.id = id;
    result.kind = kind;
    result.state = state;
    result.oldOrdinal = oldOrdinal;
    result.newOrdinal = newOrdinal;
    result.oldText = oldText;
    result.newText = newText;
    result.sourceBlockId = sourceBlockId;
    result.targetIds = targets;
    result.version = 2;
    return result;
}

using K = SourceChange::Kind;
using S = SourceChange::State;

// As SourceChangeRepository gives them: newest update first, then as the new version reads.
QList<SourceChange> fourChanges()
{
    return {change(1, K::Added, S::Done, -1, 0, {}, QStringLiteral("A new opening paragraph."), 10),
        change(
            2, K::Edited, S::Open, 3, 4, QStringLiteral("ToMe merges tokens."), QStringLiteral("ToMe merges redundant tokens."), 11, {21}),
        change(3, K::Edited, S::Done, 5, 6, QStringLiteral("Old."), QStringLiteral("New."), 12, {22}),
        change(4, K::Removed, S::Open, 7, -1, QStringLiteral("A paragraph the author took out of the post."), {}, 0, {23, 24})};
}
} // namespace

// The source changes list: columns, roles, open changes first, the open-only filter.
class TestSourceChangeListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void columns_data();
    void columns();
    void roles();
    void openChangesComeFirst();
    void openOnlyHidesResolvedOnes();
    void rowsOfIdsAndBlocks();
    void blockLabelCutsLongTexts_data();
    void blockLabelCutsLongTexts();
};

void TestSourceChangeListModel::columns_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("block");
    QTest::addColumn<QString>("state");
    QTest::newRow("an open edit shows its new place and text") << 0 << "Edited"
                                                               << "#5 ToMe merges redundant tokens."
                                                               << "Open";
    QTest::newRow("a removed block shows its old place and text") << 1 << "Removed"
                                                                  << "#8 A paragraph the author took out of the post."
                                                                  << "Open";
    QTest::newRow("an added block, recorded done") << 2 << "Added"
                                                   << "#1 A new opening paragraph."
                                                   << "Done";
    QTest::newRow("an edit marked seen") << 3 << "Edited"
                                         << "#7 New."
                                         << "Done";
}

void TestSourceChangeListModel::columns()
{
    QFETCH(int, row);
    SourceChangeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setChanges(fourChanges());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(SourceChangeListModel::ColumnCount));
    QTEST(model.index(row, SourceChangeListModel::KindColumn).data().toString(), "kind");
    QTEST(model.index(row, SourceChangeListModel::BlockColumn).data().toString(), "block");
    QTEST(model.index(row, SourceChangeListModel::StateColumn).data().toString(), "state");
    QVERIFY(!model.headerData(SourceChangeListModel::BlockColumn, Qt::Horizontal).toString().isEmpty());
}

void TestSourceChangeListModel::roles()
{
    SourceChangeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setChanges(fourChanges());
    const QModelIndex edit = model.index(0, SourceChangeListModel::BlockColumn);
    QCOMPARE(edit.data(SourceChangeListModel::ChangeIdRole).toLongLong(), 2);
    QCOMPARE(edit.data(SourceChangeListModel::KindRole).toInt(), int(K::Edited));
    QCOMPARE(edit.data(SourceChangeListModel::StateRole).toInt(), int(S::Open));
    QCOMPARE(edit.data(SourceChangeListModel::OldTextRole).toString(), QStringLiteral("ToMe merges tokens."));
    QCOMPARE(edit.data(SourceChangeListModel::NewTextRole).toString(), QStringLiteral("ToMe merges redundant tokens."));
    QCOMPARE(edit.data(SourceChangeListModel::SourceBlockIdRole).toLongLong(), 11);
    QCOMPARE(edit.data(SourceChangeListModel::TargetIdsRole).toList(), QVariantList {21});
    QVERIFY(edit.data(SourceChangeListModel::OpenRole).toBool());
    const QModelIndex removed = model.index(1, SourceChangeListModel::BlockColumn);
    QCOMPARE(removed.data(SourceChangeListModel::SourceBlockIdRole).toLongLong(), 0);
    QCOMPARE(removed.data(SourceChangeListModel::TargetIdsRole).toList(), (QVariantList {23, 24}));
    QCOMPARE(removed.data(Qt::ToolTipRole).toString(), QStringLiteral("A paragraph the author took out of the post."));
}

void TestSourceChangeListModel::openChangesComeFirst()
{
    SourceChangeListModel model;
    model.setChanges(fourChanges());
    QList<qint64> order;
    for (int row = 0; row < model.rowCount(); ++row) {
        order.append(model.changeAt(row).id);
    }
    QCOMPARE(order, (QList<qint64> {2, 4, 1, 3}));
    QCOMPARE(model.openCount(), 2);
    QVERIFY(!model.isEmpty());
}

void TestSourceChangeListModel::openOnlyHidesResolvedOnes()
{
    SourceChangeListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setChanges(fourChanges());
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setOpenOnly(true);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOf(3), -1);
    model.setOpenOnly(true);
    QCOMPARE(reset.count(), 1); // no change, no reset
    QList<SourceChange> resolved = fourChanges();
    resolved[1].state = S::Done;
    resolved[3].state = S::Kept;
    model.setChanges(resolved);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.isEmpty()); // resolved changes exist: the pane shows the list
    model.setOpenOnly(false);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.index(3, SourceChangeListModel::StateColumn).data().toString(), QStringLiteral("Kept"));
}

void TestSourceChangeListModel::rowsOfIdsAndBlocks()
{
    SourceChangeListModel model;
    model.setChanges(fourChanges());
    QCOMPARE(model.rowOf(4), 1);
    QCOMPARE(model.rowOf(99), -1);
    QCOMPARE(model.rowOfSourceBlock(12), 3);
    QCOMPARE(model.rowOfSourceBlock(0), -1); // removed blocks have none
    model.setChanges({});
    QVERIFY(model.isEmpty());
    QCOMPARE(model.rowOf(4), -1);
}

void TestSourceChangeListModel::blockLabelCutsLongTexts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("label");
    QTest::newRow("short text whole, whitespace simplified") << QStringLiteral("Two\n  lines.") << QStringLiteral("#3 Two lines.");
    QTest::newRow("long text cut with an ellipsis")
        << QString(60, QLatin1Char('x')) << QStringLiteral("#3 ") + QString(48, QLatin1Char('x')) + QStringLiteral("…");
    QTest::newRow("Chinese counted by characters")
        << QString(50, QChar(0x8bd1)) << QStringLiteral("#3 ") + QString(48, QChar(0x8bd1)) + QStringLiteral("…");
}

void TestSourceChangeListModel::blockLabelCutsLongTexts()
{
    QFETCH(QString, text);
    QTEST(SourceChangeListModel::blockLabel(change(1, K::Edited, S::Open, 0, 2, {}, text)), "label");
}

QTEST_GUILESS_MAIN(TestSourceChangeListModel)
#include "tst_sourcechangelistmodel.moc"
