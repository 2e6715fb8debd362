// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisiondiffmodel.h"
#include "findchild.h"
#include "revisionchangefiltermodel.h"
#include "revisiondiffdelegate.h"
#include "revisiondiffview.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QHeaderView>
#include <QImage>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <memory>

namespace {
// Ten lines; three changes: line 2 changed, line 5 removed, a line added after line 8.
const QString kBefore = QStringLiteral("a\nb one\nc\nd\ne gone\nf\ng\nh\ni\nj\n");
const QString kAfter = QStringLiteral("a\nb two\nc\nd\nf\ng\nh\nnew\ni\nj\n");
} // namespace

class TestRevisionDiffView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showsRowsWithTitles_data();
    void showsRowsWithTitles();
    void changedWordsAreTinted_data();
    void changedWordsAreTinted();
    void longLinesWrap();
    void nextAndPrevious();
    void shortcutsMoveBetweenChanges_data();
    void shortcutsMoveBetweenChanges();
    void onlyChangesKeepsContext_data();
    void onlyChangesKeepsContext();
    void controlsDriveTheFilter();

private:
    QList<int> visibleModelRows() const;
    QImage cellImage(int modelRow, int column) const;

    std::unique_ptr<RevisionDiffView> m_view;
    QTableView *m_table = nullptr;
};

void TestRevisionDiffView::init()
{
    m_view = std::make_unique<RevisionDiffView>();
    m_view->resize(900, 600);
    m_table = m_view->table();
    new QAbstractItemModelTester(m_view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_view.get());
    new QAbstractItemModelTester(m_table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_view.get());
}

void TestRevisionDiffView::cleanup()
{
    m_view.reset();
}

QList<int> TestRevisionDiffView::visibleModelRows() const
{
    QList<int> rows;
    auto *filter = qobject_cast<QAbstractProxyModel *>(m_table->model());
    for (int row = 0; row < filter->rowCount(); ++row) {
        rows.append(filter->mapToSource(filter->index(row, 0)).row());
    }
    return rows;
}

QImage TestRevisionDiffView::cellImage(int modelRow, int column) const
{
    auto *filter = qobject_cast<QAbstractProxyModel *>(m_table->model());
    const QRect rect = m_table->visualRect(filter->mapFromSource(m_view->model()->index(modelRow, column)));
    return m_table->viewport()->grab(rect).toImage().convertToFormat(QImage::Format_RGB32);
}

void TestRevisionDiffView::showsRowsWithTitles_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("firstChange");
    QTest::newRow("identical texts: every line, no change") << QStringLiteral("x\ny\n") << QStringLiteral("x\ny\n") << 2 << -1;
    QTest::newRow("three changes") << kBefore << kAfter << 11 << 1;
    QTest::newRow("Chinese line changed") << QStringLiteral("标题\n\n模型很好。\n") << QStringLiteral("标题\n\n模型很差。\n") << 3 << 2;
    QTest::newRow("empty to text: all added") << QString() << QStringLiteral("新\n") << 1 << 0;
}

void TestRevisionDiffView::showsRowsWithTitles()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(int, rows);
    QFETCH(int, firstChange);
    m_view->model()->setTitles(QStringLiteral("Revision 1"), QStringLiteral("Revision 2"));
    m_view->model()->setTexts(before, after);
    QCOMPARE(m_table->model()->rowCount(), rows);
    QCOMPARE(m_table->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Revision 1"));
    QCOMPARE(m_table->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Revision 2"));
    QCOMPARE(m_view->currentModelRow(), firstChange);
}

// The changed word's stronger tint is painted in its own cell only.
void TestRevisionDiffView::changedWordsAreTinted_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("row");
    QTest::addColumn<bool>("strongTint");
    QTest::newRow("changed row, older side") << 0 << 1 << true;
    QTest::newRow("changed row, newer side") << 1 << 1 << true;
    QTest::newRow("equal row: plain") << 1 << 0 << false;
    QTest::newRow("removed row: no word marks") << 0 << 4 << false;
}

void TestRevisionDiffView::changedWordsAreTinted()
{
    QFETCH(int, column);
    QFETCH(int, row);
    QFETCH(bool, strongTint);
    m_view->show();
    m_view->model()->setTexts(kBefore, kAfter);
    m_table->clearSelection();
    m_table->setCurrentIndex({});
    const int kind = m_view->model()->index(row, column).data(RevisionDiffModel::KindRole).toInt();
    const QColor strong = RevisionDiffDelegate::background(int(TextDiff::Kind::Changed), column == 0, true, m_table->palette(), true);
    const QImage image = cellImage(row, column);
    QVERIFY(!image.isNull());
    bool found = false;
    for (int y = 0; y < image.height() && !found; ++y) {
        for (int x = 0; x < image.width() && !found; ++x) {
            found = image.pixel(x, y) == strong.rgb();
        }
    }
    QCOMPARE(found, strongTint);
    if (kind != int(TextDiff::Kind::Equal)) {
        const QColor tint = RevisionDiffDelegate::background(kind, column == 0, true, m_table->palette());
        QVERIFY(tint != m_table->palette().color(QPalette::Base));
        QCOMPARE(QColor(image.pixel(image.width() - 3, image.height() / 2)), QColor(tint.rgb()));
    }
}

void TestRevisionDiffView::longLinesWrap()
{
    m_view->show();
    const QString longLine = QString(QStringLiteral("自适应学习率算法。")).repeated(60);
    m_view->model()->setTexts(
        QStringLiteral("短\n") + longLine + QLatin1Char('\n'), QStringLiteral("短\n") + longLine + QStringLiteral("改\n"));
    QTRY_VERIFY(m_table->rowHeight(1) > 3 * m_table->rowHeight(0));
    const int wide = m_table->rowHeight(1);
    m_view->resize(500, 600);
    QTRY_VERIFY(m_table->rowHeight(1) > wide);
}

void TestRevisionDiffView::nextAndPrevious()
{
    m_view->model()->setTexts(kBefore, kAfter);
    const QList<int> starts {1, 4, 8};
    QCOMPARE(m_view->currentModelRow(), starts.at(0));
    QVERIFY(m_view->nextChange());
    QCOMPARE(m_view->currentModelRow(), starts.at(1));
    QVERIFY(m_view->nextChange());
    QCOMPARE(m_view->currentModelRow(), starts.at(2));
    QVERIFY(!m_view->nextChange());
    QCOMPARE(m_view->currentModelRow(), starts.at(2));
    QVERIFY(m_view->previousChange());
    QCOMPARE(m_view->currentModelRow(), starts.at(1));
    // From an equal row between changes, previous goes to the change above it.
    m_table->setCurrentIndex(m_table->model()->index(6, 0));
    QVERIFY(m_view->previousChange());
    QCOMPARE(m_view->currentModelRow(), starts.at(1));
    QVERIFY(m_view->previousChange());
    QVERIFY(!m_view->previousChange());
    QCOMPARE(m_view->currentModelRow(), starts.at(0));
}

void TestRevisionDiffView::shortcutsMoveBetweenChanges_data()
{
    QTest::addColumn<QKeySequence>("next");
    QTest::addColumn<QKeySequence>("previous");
    QTest::newRow("F7 and Shift+F7") << QKeySequence(Qt::Key_F7) << QKeySequence(Qt::SHIFT | Qt::Key_F7);
    QTest::newRow("Alt+Down and Alt+Up") << QKeySequence(Qt::ALT | Qt::Key_Down) << QKeySequence(Qt::ALT | Qt::Key_Up);
}

void TestRevisionDiffView::shortcutsMoveBetweenChanges()
{
    QFETCH(QKeySequence, next);
    QFETCH(QKeySequence, previous);
    m_view->show();
    m_view->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_view.get()));
    m_table->setFocus();
    m_view->model()->setTexts(kBefore, kAfter);
    QTest::keySequence(m_table, next);
    QCOMPARE(m_view->currentModelRow(), 4);
    QTest::keySequence(m_table, next);
    QCOMPARE(m_view->currentModelRow(), 8);
    QVERIFY(!child<QAction>(*m_view, "revisionNextChange")->isEnabled());
    QTest::keySequence(m_table, previous);
    QCOMPARE(m_view->currentModelRow(), 4);
}

void TestRevisionDiffView::onlyChangesKeepsContext_data()
{
    QTest::addColumn<bool>("onlyChanges");
    QTest::addColumn<int>("context");
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<QList<int>>("hiddenAbove");
    QTest::newRow("off: every row") << false << 1 << QList<int> {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
                                    << QList<int> {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    QTest::newRow("no context: changes only") << true << 0 << QList<int> {1, 4, 8} << QList<int> {1, 2, 3};
    QTest::newRow("one line of context") << true << 1 << QList<int> {0, 1, 2, 3, 4, 5, 7, 8, 9} << QList<int> {0, 0, 0, 0, 0, 0, 1, 0, 0};
    QTest::newRow("context wider than the gaps")
        << true << 3 << QList<int> {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10} << QList<int> {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
}

void TestRevisionDiffView::onlyChangesKeepsContext()
{
    QFETCH(bool, onlyChanges);
    QFETCH(int, context);
    QFETCH(QList<int>, rows);
    QFETCH(QList<int>, hiddenAbove);
    m_view->model()->setTexts(kBefore, kAfter);
    m_view->setContextLines(context);
    m_view->setOnlyChanges(onlyChanges);
    QCOMPARE(visibleModelRows(), rows);
    QList<int> hidden;
    for (int row = 0; row < m_table->model()->rowCount(); ++row) {
        hidden.append(m_table->model()->index(row, 1).data(RevisionChangeFilterModel::HiddenAboveRole).toInt());
    }
    QCOMPARE(hidden, hiddenAbove);
    // Navigation is unchanged by the filter.
    QCOMPARE(m_view->currentModelRow(), 1);
    QVERIFY(m_view->nextChange());
    QCOMPARE(m_view->currentModelRow(), 4);
}

void TestRevisionDiffView::controlsDriveTheFilter()
{
    m_view->show();
    m_view->model()->setTexts(kBefore, kAfter);
    auto *only = child<QCheckBox>(*m_view, "revisionOnlyChanges");
    auto *context = child<QSpinBox>(*m_view, "revisionContextLines");
    QVERIFY(!context->isEnabled());
    only->click();
    QVERIFY(m_view->onlyChanges());
    QVERIFY(context->isEnabled());
    QCOMPARE(m_table->model()->rowCount(), 11); // three lines of context by default
    context->setFocus();
    context->selectAll();
    QTest::keyClicks(context, QStringLiteral("0"));
    QCOMPARE(m_view->contextLines(), 0);
    QCOMPARE(visibleModelRows(), (QList<int> {1, 4, 8}));
    only->click();
    QCOMPARE(m_table->model()->rowCount(), 11);
}

QTEST_MAIN(TestRevisionDiffView)
#include "tst_revisiondiffview.moc"
