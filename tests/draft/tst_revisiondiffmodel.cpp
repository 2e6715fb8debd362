// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisiondiffmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

// RevisionDiffModel: one row per TextDiff row, each side's text, kind, line number and
// changed word ranges; sides a row does not have are empty; headers; next change.

namespace {

const QString kBefore = QStringLiteral("# 标题\n旧的一行\n我喜欢猫\n不变\n");
const QString kAfter = QStringLiteral("# 标题\n我喜爱猫\n不变\n新的一行\n");

} // namespace

class TestRevisionDiffModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cells_data();
    void cells();
    void resetOnNewTexts();
    void headers();
    void nextChange_data();
    void nextChange();
};

void TestRevisionDiffModel::cells_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QVariant>("display");
    QTest::addColumn<int>("line");
    QTest::addColumn<QVariant>("segments");

    const int left = RevisionDiffModel::LeftColumn;
    const int right = RevisionDiffModel::RightColumn;
    const auto pairs = [](int start, int length) { return QVariant(QVariantList {QVariant(QVariantList {start, length})}); };
    QTest::newRow("equal row, left") << 0 << left << int(TextDiff::Kind::Equal) << QVariant(QStringLiteral("# 标题")) << 0
                                     << QVariant(QVariantList());
    QTest::newRow("equal row, right") << 0 << right << int(TextDiff::Kind::Equal) << QVariant(QStringLiteral("# 标题")) << 0
                                      << QVariant(QVariantList());
    QTest::newRow("removed row, left: the old line")
        << 1 << left << int(TextDiff::Kind::Removed) << QVariant(QStringLiteral("旧的一行")) << 1 << QVariant(QVariantList());
    QTest::newRow("removed row, right: nothing") << 1 << right << int(TextDiff::Kind::Removed) << QVariant() << -1 << QVariant();
    QTest::newRow("changed row, left: the changed character")
        << 2 << left << int(TextDiff::Kind::Changed) << QVariant(QStringLiteral("我喜欢猫")) << 2 << pairs(2, 1);
    QTest::newRow("changed row, right: the new character")
        << 2 << right << int(TextDiff::Kind::Changed) << QVariant(QStringLiteral("我喜爱猫")) << 1 << pairs(2, 1);
    QTest::newRow("equal row after the change: right line numbers shifted")
        << 3 << right << int(TextDiff::Kind::Equal) << QVariant(QStringLiteral("不变")) << 2 << QVariant(QVariantList());
    QTest::newRow("added row, left: nothing") << 4 << left << int(TextDiff::Kind::Added) << QVariant() << -1 << QVariant();
    QTest::newRow("added row, right: the new line")
        << 4 << right << int(TextDiff::Kind::Added) << QVariant(QStringLiteral("新的一行")) << 3 << QVariant(QVariantList());
}

void TestRevisionDiffModel::cells()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(int, kind);
    QFETCH(QVariant, display);
    QFETCH(int, line);
    QFETCH(QVariant, segments);

    RevisionDiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTexts(kBefore, kAfter);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.columnCount(), 2);
    const QModelIndex index = model.index(row, column);
    QCOMPARE(index.data(RevisionDiffModel::KindRole).toInt(), kind);
    QCOMPARE(index.data(Qt::DisplayRole), display);
    QCOMPARE(index.data(RevisionDiffModel::LineNumberRole).toInt(), line);
    QCOMPARE(index.data(RevisionDiffModel::SegmentsRole), segments);
    QCOMPARE(int(model.rowAt(row).kind), kind);
}

void TestRevisionDiffModel::resetOnNewTexts()
{
    RevisionDiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QCOMPARE(model.rowCount(), 0);
    model.setTexts(kBefore, kAfter);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 5);
    model.setTexts(QString(), QStringLiteral("one\ntwo"));
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(1, RevisionDiffModel::RightColumn).data().toString(), QStringLiteral("two"));
    QCOMPARE(model.rowCount(model.index(0, 0)), 0);
}

void TestRevisionDiffModel::headers()
{
    RevisionDiffModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTexts(kBefore, kAfter);
    qRegisterMetaType<Qt::Orientation>();
    QSignalSpy changed(&model, &QAbstractItemModel::headerDataChanged);
    model.setTitles(QStringLiteral("Revision 1"), QStringLiteral("Revision 3"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.headerData(RevisionDiffModel::LeftColumn, Qt::Horizontal).toString(), QStringLiteral("Revision 1"));
    QCOMPARE(model.headerData(RevisionDiffModel::RightColumn, Qt::Horizontal).toString(), QStringLiteral("Revision 3"));
    QCOMPARE(model.headerData(2, Qt::Vertical).toInt(), 3);
}

void TestRevisionDiffModel::nextChange_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("expected");
    QTest::newRow("from before the first row: the first change") << -1 << 1;
    QTest::newRow("inside a change: the next one") << 1 << 4;
    QTest::newRow("after the last change: none") << 4 << -1;
}

void TestRevisionDiffModel::nextChange()
{
    QFETCH(int, from);
    QFETCH(int, expected);
    RevisionDiffModel model;
    model.setTexts(kBefore, kAfter);
    QCOMPARE(model.nextChange(from), expected);
}

QTEST_GUILESS_MAIN(TestRevisionDiffModel)
#include "tst_revisiondiffmodel.moc"
