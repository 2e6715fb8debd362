// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockfiltermodel.h"
#include "draft/draftoutlinemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using Criteria = BlockFilter::Criteria;
Q_DECLARE_METATYPE(BlockFilter::Criteria)

namespace {
TargetBlock block(qint64 id, const QString &text, const QString &status)
{
    TargetBlock b;
    b.id = id;
    b.text = text;
    b.status = status;
    b.sources = {id + 100};
    return b;
}

// Ids 1…6: an English copy, a draft, confirmed, pre-translated, an English copy, confirmed.
QList<TargetBlock> blocks()
{
    return {block(1, QStringLiteral("One."), QStringLiteral("draft")), block(2, QStringLiteral("二。"), QStringLiteral("draft")),
        block(3, QStringLiteral("三。"), QStringLiteral("translated")), block(4, QStringLiteral("四。"), QStringLiteral("pretranslated")),
        block(5, QStringLiteral("Five."), QStringLiteral("draft")), block(6, QStringLiteral("六。"), QStringLiteral("approved"))};
}

BlockFilterFacts facts()
{
    BlockFilterFacts facts;
    for (qint64 id = 1; id <= 6; ++id) {
        facts.sourceTexts.insert(id, QStringList {"One.", "Two.", "Three.", "Four.", "Five.", "Six."}.at(int(id - 1)));
    }
    facts.stored.insert(6, BlockFilter::Commented);
    return facts;
}

QList<qint64> shownIds(const QAbstractItemModel &model)
{
    QList<qint64> ids;
    for (int row = 0; row < model.rowCount(); ++row) {
        ids.append(model.index(row, 0).data(DraftOutlineModel::LineRole).toLongLong());
    }
    return ids;
}
} // namespace

class TestBlockFilterModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void filters_data();
    void filters();
    void editsMoveRowsInAndOut();
    void nextAccepted_data();
    void nextAccepted();
    void noFilterPassesEverything();

private:
    std::unique_ptr<DraftOutlineModel> m_outline;
    std::unique_ptr<BlockFilterModel> m_filter;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestBlockFilterModel::init()
{
    m_tester.reset();
    m_filter = std::make_unique<BlockFilterModel>();
    m_outline = std::make_unique<DraftOutlineModel>();
    QList<TargetBlock> rows = blocks();
    for (int i = 0; i < rows.size(); ++i) {
        rows[i].lineStart = int(rows.at(i).id); // LineRole tells rows apart in the proxy
    }
    m_outline->setBlocks(rows);
    m_filter->setSourceModel(m_outline.get());
    m_filter->setFacts(facts());
    m_tester = std::make_unique<QAbstractItemModelTester>(m_filter.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestBlockFilterModel::filters_data()
{
    QTest::addColumn<Criteria>("criteria");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<qint64>>("shown");
    QTest::newRow("untranslated") << Criteria(BlockFilter::Untranslated) << QString() << QList<qint64> {1, 5};
    QTest::newRow("draft") << Criteria(BlockFilter::Draft) << QString() << QList<qint64> {2};
    QTest::newRow("untranslated or pre-translated")
        << Criteria(BlockFilter::Untranslated | BlockFilter::Pretranslated) << QString() << QList<qint64> {1, 4, 5};
    QTest::newRow("stored: with comments") << Criteria(BlockFilter::Commented) << QString() << QList<qint64> {6};
    QTest::newRow("text of the source") << Criteria() << QStringLiteral("three") << QList<qint64> {3};
    QTest::newRow("text and criteria") << Criteria(BlockFilter::Untranslated) << QStringLiteral("five") << QList<qint64> {5};
}

void TestBlockFilterModel::filters()
{
    QFETCH(Criteria, criteria);
    QFETCH(QString, text);
    QFETCH(QList<qint64>, shown);
    QSignalSpy changed(m_filter.get(), &BlockFilterModel::filterChanged);
    m_filter->setFilter(BlockFilter(criteria, text));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(shownIds(*m_filter), shown);
    m_filter->setFilter(BlockFilter(criteria, text));
    QCOMPARE(changed.count(), 1); // the same filter again changes nothing
    m_filter->setFilter({});
    QCOMPARE(m_filter->rowCount(), 6);
}

void TestBlockFilterModel::editsMoveRowsInAndOut()
{
    m_filter->setFilter(BlockFilter(BlockFilter::Untranslated, {}));
    QCOMPARE(shownIds(*m_filter), (QList<qint64> {1, 5}));
    QList<TargetBlock> rows = blocks();
    for (int i = 0; i < rows.size(); ++i) {
        rows[i].lineStart = int(rows.at(i).id);
    }
    rows[0].text = QStringLiteral("一。"); // translated: leaves the filter
    rows[2].text = QString(); // emptied: joins it
    rows[2].status = QStringLiteral("draft");
    m_outline->setBlocks(rows);
    QCOMPARE(shownIds(*m_filter), (QList<qint64> {3, 5}));
}

void TestBlockFilterModel::nextAccepted_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("next");
    // Untranslated: outline rows 0 and 4.
    QTest::newRow("from before the first, forward") << -1 << 1 << 0;
    QTest::newRow("forward skips rows outside") << 0 << 1 << 4;
    QTest::newRow("from a row outside, forward") << 2 << 1 << 4;
    QTest::newRow("back skips rows outside") << 4 << -1 << 0;
    QTest::newRow("past the last: none") << 4 << 1 << -1;
    QTest::newRow("before the first: none") << 0 << -1 << -1;
}

void TestBlockFilterModel::nextAccepted()
{
    QFETCH(int, from);
    QFETCH(int, step);
    QFETCH(int, next);
    m_filter->setFilter(BlockFilter(BlockFilter::Untranslated, {}));
    QCOMPARE(m_filter->nextAccepted(from, step), next);
}

void TestBlockFilterModel::noFilterPassesEverything()
{
    QCOMPARE(m_filter->rowCount(), 6);
    QCOMPARE(m_filter->nextAccepted(2, 1), 3);
    QCOMPARE(m_filter->nextAccepted(2, -1), 1);
    QVERIFY(m_filter->acceptsBlock(3));
    QCOMPARE(int(m_filter->criteriaOf(5)), int(BlockFilter::Commented));
}

QTEST_GUILESS_MAIN(TestBlockFilterModel)
#include "tst_blockfiltermodel.moc"
