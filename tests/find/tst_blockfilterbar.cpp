// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockfilterbar.h"
#include "findchild.h"
#include "menuclick.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

// The filter bar on its own: criteria ticked in its menu, text typed, what it says
// and the three ways to clear it.
class TestBlockFilterBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void tickedCriteriaAndTextMakeTheFilter();
    void clearedByButtonEscapeAndMenu_data();
    void clearedByButtonEscapeAndMenu();
    void setFilterShowsWithoutAsking();

private:
    QToolButton *button() const { return child<QToolButton>(*m_bar, "testFilterButton"); }
    QLineEdit *text() const { return child<QLineEdit>(*m_bar, "testFilterText"); }
    QLabel *count() const { return child<QLabel>(*m_bar, "testFilterCount"); }

    std::unique_ptr<QWidget> m_window;
    BlockFilterBar *m_bar = nullptr;
    QTreeView *m_view = nullptr;
};

void TestBlockFilterBar::init()
{
    qRegisterMetaType<BlockFilter>();
    m_window = std::make_unique<QWidget>();
    m_bar = new BlockFilterBar(QStringLiteral("testFilter"), BlockFilterBar::Counting::Blocks, m_window.get());
    m_view = new QTreeView(m_window.get());
    m_view->move(0, 80);
    m_bar->clearOnEscapeIn(m_view);
    m_bar->resize(260, 60);
    m_window->resize(280, 300);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestBlockFilterBar::cleanup()
{
    m_window.reset();
}

void TestBlockFilterBar::tickedCriteriaAndTextMakeTheFilter()
{
    QSignalSpy requested(m_bar, &BlockFilterBar::filterRequested);
    QVERIFY(!count()->isVisible());
    clickMenuEntry(button(), m_bar->menu(), QStringLiteral("testFilter_rejected"));
    QCOMPARE(requested.count(), 1);
    clickMenuEntry(button(), m_bar->menu(), QStringLiteral("testFilter_qa-errors"));
    QCOMPARE(requested.count(), 2);
    QCOMPARE(int(requested.last().at(0).value<BlockFilter>().criteria()), int(BlockFilter::Rejected | BlockFilter::QaErrors));
    QCOMPARE(button()->text(), QStringLiteral("Filter (2)"));
    QTest::keyClicks(text(), QStringLiteral("GPU"));
    QCOMPARE(requested.last().at(0).value<BlockFilter>().text(), QStringLiteral("GPU"));
    m_bar->setCount(4, 31);
    QVERIFY(count()->isVisible());
    QCOMPARE(count()->text(), QStringLiteral("Filter on: 4 of 31 blocks"));
}

void TestBlockFilterBar::clearedByButtonEscapeAndMenu_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("the Clear button") << QStringLiteral("button");
    QTest::newRow("Esc in the text") << QStringLiteral("escape-text");
    QTest::newRow("Esc in the filtered view") << QStringLiteral("escape-view");
    QTest::newRow("Clear Filter in the menu") << QStringLiteral("menu");
}

void TestBlockFilterBar::clearedByButtonEscapeAndMenu()
{
    QFETCH(QString, how);
    clickMenuEntry(button(), m_bar->menu(), QStringLiteral("testFilter_untranslated"));
    QTest::keyClicks(text(), QStringLiteral("x"));
    QVERIFY(m_bar->filter().isActive());
    QSignalSpy requested(m_bar, &BlockFilterBar::filterRequested);
    if (how == QLatin1String("button")) {
        QTest::mouseClick(child<QToolButton>(*m_bar, "testFilterClear"), Qt::LeftButton);
    } else if (how == QLatin1String("escape-text")) {
        QTest::keyClick(text(), Qt::Key_Escape);
    } else if (how == QLatin1String("escape-view")) {
        QTest::keyClick(m_view, Qt::Key_Escape);
    } else {
        clickMenuEntry(button(), m_bar->menu(), QStringLiteral("testFilterClearAll"));
    }
    QCOMPARE(requested.count(), 1);
    QVERIFY(!requested.constFirst().at(0).value<BlockFilter>().isActive());
    QVERIFY(!m_bar->action(BlockFilter::Untranslated)->isChecked());
    QCOMPARE(text()->text(), QString());
    QCOMPARE(button()->text(), QStringLiteral("Filter"));
    QVERIFY(!count()->isVisible());
}

void TestBlockFilterBar::setFilterShowsWithoutAsking()
{
    QSignalSpy requested(m_bar, &BlockFilterBar::filterRequested);
    m_bar->setFilter(BlockFilter(BlockFilter::Machine, QStringLiteral("vLLM")));
    QCOMPARE(requested.count(), 0);
    QVERIFY(m_bar->action(BlockFilter::Machine)->isChecked());
    QCOMPARE(text()->text(), QStringLiteral("vLLM"));
    QCOMPARE(m_bar->filter(), BlockFilter(BlockFilter::Machine, QStringLiteral("vLLM")));
}

QTEST_MAIN(TestBlockFilterBar)
#include "tst_blockfilterbar.moc"
