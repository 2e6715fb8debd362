// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/searchresultmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace {

SearchHit hit(int issue, bool source, int ordinal, const QString &context, int contextStart, int length, bool inCode = false)
{
    SearchHit hit;
    hit.issueId = issue * 10;
    hit.issueNumber = issue;
    hit.issueTitle = QStringLiteral("标题%1").arg(issue);
    hit.source = source;
    hit.blockId = issue * 100 + ordinal;
    hit.blockOrdinal = ordinal;
    hit.start = contextStart;
    hit.length = length;
    hit.context = context;
    hit.contextStart = contextStart;
    hit.matched = context.mid(contextStart, length);
    hit.inCode = inCode;
    return hit;
}

// Issue 3: two draft hits and a source hit; issue 7: one hit in inline code.
QList<SearchHit> hits()
{
    return {hit(3, false, 2, QStringLiteral("模型的梯度很大"), 3, 2), hit(3, false, 5, QStringLiteral("梯度下降"), 0, 2),
        hit(3, true, 4, QStringLiteral("the gradient is large"), 4, 8), hit(7, false, 1, QStringLiteral("调用 `梯度()` 即可"), 4, 2, true)};
}

} // namespace

class TestSearchResultModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layout_data();
    void layout();
    void roles();
    void matchCutAtTheContextEnd();
    void hitNumbersMapToIndexes_data();
    void hitNumbersMapToIndexes();
    void hitsOfAGroupAreAllItsHits();
    void checkBoxes();
    void emptyModel();
};

void TestSearchResultModel::layout_data()
{
    QTest::addColumn<bool>("grouped");
    QTest::addColumn<int>("topRows");
    QTest::addColumn<QString>("firstLocation");
    QTest::addColumn<QString>("firstContext");
    // No translation is loaded: plurals read in their source form.
    QTest::newRow("grouped: a row per issue") << true << 2 << QStringLiteral("Issue 3 · 标题3") << QStringLiteral("3 match(es)");
    QTest::newRow("flat: a row per hit, the issue in its location")
        << false << 4 << QStringLiteral("Issue 3 · Draft #3") << QStringLiteral("模型的梯度很大");
}

void TestSearchResultModel::layout()
{
    QFETCH(bool, grouped);
    QFETCH(int, topRows);
    QFETCH(QString, firstLocation);
    QFETCH(QString, firstContext);
    SearchResultModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGrouped(grouped);
    model.setHits(hits());
    QCOMPARE(model.rowCount(), topRows);
    QCOMPARE(model.columnCount(), int(SearchResultModel::ColumnCount));
    QCOMPARE(model.index(0, SearchResultModel::LocationColumn).data().toString(), firstLocation);
    QCOMPARE(model.index(0, SearchResultModel::ContextColumn).data().toString(), firstContext);
    QCOMPARE(model.issueCount(), 2);
    // Switching between the two keeps the hits.
    model.setGrouped(!grouped);
    QCOMPARE(model.rowCount(), grouped ? 4 : 2);
}

void TestSearchResultModel::roles()
{
    SearchResultModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setHits(hits());
    const QModelIndex issue3 = model.index(0, 0);
    QCOMPARE(model.rowCount(issue3), 3);
    QCOMPARE(issue3.data(SearchResultModel::IsGroupRole).toBool(), true);
    QCOMPARE(issue3.data(SearchResultModel::HitNumberRole).toInt(), -1);
    QCOMPARE(issue3.data(SearchResultModel::IssueNumberRole).toInt(), 3);
    QVERIFY(!model.hitAt(issue3));
    const QModelIndex source = model.index(2, SearchResultModel::ContextColumn, issue3);
    QCOMPARE(model.index(2, 0, issue3).data().toString(), QStringLiteral("Source #5"));
    QCOMPARE(source.data(SearchResultModel::ContextStartRole).toInt(), 4);
    QCOMPARE(source.data(SearchResultModel::MatchLengthRole).toInt(), 8);
    QCOMPARE(source.data(SearchResultModel::SourceRole).toBool(), true);
    QCOMPARE(source.data(SearchResultModel::BlockIdRole).toLongLong(), qint64(304));
    QCOMPARE(source.data(SearchResultModel::HitNumberRole).toInt(), 2);
    QCOMPARE(model.hitAt(source)->matched, QStringLiteral("gradient"));
    const QModelIndex code = model.index(0, 0, model.index(1, 0));
    QCOMPARE(code.data().toString(), QStringLiteral("Draft #2 · code"));
    QCOMPARE(code.data(SearchResultModel::InCodeRole).toBool(), true);
    QVERIFY(code.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Include code")));
    QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("1 match(es)"));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Context"));
}

// A regular expression across a line break matches past the context line.
void TestSearchResultModel::matchCutAtTheContextEnd()
{
    SearchResultModel model;
    model.setGrouped(false);
    model.setHits({hit(1, false, 1, QStringLiteral("第一行末尾"), 3, 9)});
    QCOMPARE(model.index(0, 1).data(SearchResultModel::ContextStartRole).toInt(), 3);
    QCOMPARE(model.index(0, 1).data(SearchResultModel::MatchLengthRole).toInt(), 2);
}

void TestSearchResultModel::hitNumbersMapToIndexes_data()
{
    QTest::addColumn<bool>("grouped");
    QTest::newRow("grouped") << true;
    QTest::newRow("flat") << false;
}

void TestSearchResultModel::hitNumbersMapToIndexes()
{
    QFETCH(bool, grouped);
    SearchResultModel model;
    model.setGrouped(grouped);
    model.setHits(hits());
    for (int n = 0; n < 4; ++n) {
        const QModelIndex index = model.indexOfHit(n);
        QVERIFY(index.isValid());
        QCOMPARE(index.data(SearchResultModel::HitNumberRole).toInt(), n);
        QCOMPARE(model.hitAt(index)->blockId, hits().at(n).blockId);
    }
    QVERIFY(!model.indexOfHit(4).isValid());
    QVERIFY(!model.indexOfHit(-1).isValid());
    QCOMPARE(model.indexOfHit(3).parent().isValid(), grouped);
}

void TestSearchResultModel::hitsOfAGroupAreAllItsHits()
{
    SearchResultModel model;
    model.setHits(hits());
    QCOMPARE(model.hitsOf(model.index(0, 0)).size(), 3);
    QCOMPARE(model.hitsOf(model.index(1, 1)).constFirst().issueNumber, 7);
    QCOMPARE(model.hitsOf(model.index(1, 0, model.index(0, 0))).constFirst().blockOrdinal, 5);
    QVERIFY(model.hitsOf({}).isEmpty());
}

void TestSearchResultModel::checkBoxes()
{
    SearchResultModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setHits(hits());
    QVERIFY(!model.index(0, 0).data(Qt::CheckStateRole).isValid());
    QCOMPARE(model.checkedHits().size(), 4); // not checkable: every hit counts
    model.setCheckable(true);
    const QModelIndex issue3 = model.index(0, 0);
    QVERIFY(model.flags(issue3).testFlag(Qt::ItemIsUserCheckable));
    QVERIFY(!model.flags(model.index(0, 1)).testFlag(Qt::ItemIsUserCheckable));
    QCOMPARE(issue3.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(model.index(1, 0, issue3), int(Qt::Unchecked), Qt::CheckStateRole));
    QCOMPARE(changed.size(), 2); // the hit and its group
    QCOMPARE(issue3.data(Qt::CheckStateRole).toInt(), int(Qt::PartiallyChecked));
    QCOMPARE(model.checkedHits().size(), 3);

    QVERIFY(model.setData(issue3, int(Qt::Unchecked), Qt::CheckStateRole));
    QCOMPARE(issue3.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QCOMPARE(model.checkedHits().size(), 1);
    QCOMPARE(model.checkedHits().constFirst().issueNumber, 7);
    QVERIFY(!model.setData(model.index(0, 1, issue3), int(Qt::Checked), Qt::CheckStateRole));

    model.setAllChecked(true);
    QCOMPARE(model.checkedHits().size(), 4);
    QCOMPARE(model.index(0, 0, issue3).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
}

void TestSearchResultModel::emptyModel()
{
    SearchResultModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setHits(hits());
    model.setHits({});
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.issueCount(), 0);
    model.setAllChecked(false);
    QVERIFY(model.checkedHits().isEmpty());
}

QTEST_GUILESS_MAIN(TestSearchResultModel)
#include "tst_searchresultmodel.moc"
