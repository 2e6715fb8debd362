// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appwindow.h"
#include "blockfilterbar.h"
#include "drafteditor.h"
#include "findchild.h"
#include "gui/outlinefiltercontroller.h"
#include "gui/workbenchcontroller.h"
#include "menuclick.h"
#include "outlinepane.h"
#include "review/commentrepository.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

namespace {
// Ten blocks: 1, 4 and 7 still the English of their source; 5 with a comment.
const char *kPost = "# Title\n\nOne is here.\n\nTwo is here.\n\nThree is here.\n\nFour is here.\n\n"
                    "Five is here.\n\nSix is here.\n\nSeven is here.\n\nEight is here.\n\nNine is here.\n";
const char *kDraft = "# 标题\n\nOne is here.\n\n二在这里。\n\n三在这里。\n\nFour is here.\n\n"
                     "五在这里。\n\n六在这里。\n\nSeven is here.\n\n八在这里。\n\n九在这里。\n";

} // namespace

// The outline's filter bar in the whole window: criteria from the Filter menu, text
// typed, Esc, and previous/next block going only between the blocks it keeps.
class TestOutlineFilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void menuCriterionFiltersOutline();
    void typedTextFiltersOutline();
    void nextBlockSkipsFilteredOut_data();
    void nextBlockSkipsFilteredOut();
    void storedCriterionIsReadFromTheProject();
    void nextUnconfirmedStaysInFilter_data();
    void nextUnconfirmedStaysInFilter();
    void previousBlockFromOutsideAnyBlock();

private:
    OutlinePane *outline() const { return m_app->window()->outline(); }
    BlockFilterBar *bar() const { return m_app->window()->outlineFilterBar(); }
    QToolButton *button() const { return child<QToolButton>(*bar(), "outlineFilterButton"); }
    QLineEdit *text() const { return child<QLineEdit>(*bar(), "outlineFilterText"); }
    QLabel *count() const { return child<QLabel>(*bar(), "outlineFilterCount"); }
    QStringList shown() const;

    QTemporaryDir m_config;
    QTemporaryDir m_projects;
    QString m_path;
    std::unique_ptr<AppWindow> m_app;
};

QStringList TestOutlineFilter::shown() const
{
    QStringList labels;
    for (int row = 0; row < outline()->model()->rowCount(); ++row) {
        labels.append(outline()->model()->index(row, 0).data().toString());
    }
    return labels;
}

void TestOutlineFilter::initTestCase()
{
    QVERIFY(m_config.isValid());
    QVERIFY(m_projects.isValid());
    AppWindow::useSettingsIn(m_config.path());
    m_path = m_projects.filePath(QStringLiteral("filters.yiqiao"));
    ProjectStore store;
    QVERIFY2(store.create(m_path, QStringLiteral("Filters")), qPrintable(store.errorString()));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, kPost, QStringLiteral("Filters"), QString(), QByteArray(kDraft)), qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    const QList<BlockRecord> targets = IssueRepository(store).targetBlocks(issueId);
    QCOMPARE(targets.size(), 10);
    for (const BlockRecord &target : targets) {
        QSqlQuery confirm(store.database());
        confirm.prepare(QStringLiteral("UPDATE target_blocks SET status = ? WHERE id = ?"));
        confirm.addBindValue(target.text.endsWith(QLatin1String("is here.")) ? QStringLiteral("draft") : QStringLiteral("translated"));
        confirm.addBindValue(target.id);
        QVERIFY(confirm.exec());
    }
    CommentRepository comments(store);
    QVERIFY(comments.add(targets.at(5).id, QStringLiteral("Wu"), QStringLiteral("这里再看看")));
}

void TestOutlineFilter::init()
{
    QSettings().clear();
    m_app = std::make_unique<AppWindow>();
    m_app->place(QRect(0, 0, 800, 600));
    QVERIFY(m_app->show());
    QVERIFY(m_app->controller.openProject(m_path));
    QTRY_COMPARE(outline()->model()->rowCount(), 10);
}

void TestOutlineFilter::cleanup()
{
    m_app.reset();
}

void TestOutlineFilter::menuCriterionFiltersOutline()
{
    QVERIFY(!count()->isVisible());
    clickMenuEntry(button(), bar()->menu(), QStringLiteral("outlineFilter_untranslated"));
    QTRY_COMPARE(
        shown(), (QStringList {QStringLiteral("One is here."), QStringLiteral("Four is here."), QStringLiteral("Seven is here.")}));
    QVERIFY(bar()->action(BlockFilter::Untranslated)->isChecked());
    QVERIFY(count()->isVisible());
    QCOMPARE(count()->text(), QStringLiteral("Filter on: 3 of 10 blocks"));
    QCOMPARE(button()->text(), QStringLiteral("Filter (1)"));
    // One click clears it.
    QTest::mouseClick(child<QToolButton>(*bar(), "outlineFilterClear"), Qt::LeftButton);
    QCOMPARE(outline()->model()->rowCount(), 10);
    QVERIFY(!bar()->action(BlockFilter::Untranslated)->isChecked());
    QVERIFY(!count()->isVisible());
}

void TestOutlineFilter::typedTextFiltersOutline()
{
    QTest::mouseClick(text(), Qt::LeftButton);
    QTest::keyClicks(text(), QStringLiteral("five"));
    // In the source: the draft of block 5 is Chinese.
    QTRY_COMPARE(shown(), QStringList {QStringLiteral("五在这里。")});
    QCOMPARE(count()->text(), QStringLiteral("Filter on: 1 of 10 blocks"));
    QTest::keyClick(text(), Qt::Key_Escape);
    QCOMPARE(text()->text(), QString());
    QCOMPARE(outline()->model()->rowCount(), 10);
    // Esc in the outline clears it as well.
    QTest::keyClicks(text(), QStringLiteral("seven"));
    QTRY_COMPARE(outline()->model()->rowCount(), 1);
    QTest::keyClick(outline(), Qt::Key_Escape);
    QCOMPARE(outline()->model()->rowCount(), 10);
    QCOMPARE(text()->text(), QString());
}

void TestOutlineFilter::nextBlockSkipsFilteredOut_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<QList<int>>("visited");
    QTest::newRow("next block: only untranslated ones") << QKeySequence(Qt::ALT | Qt::Key_Down) << QList<int> {1, 4, 7, 7};
}

void TestOutlineFilter::nextBlockSkipsFilteredOut()
{
    QFETCH(QKeySequence, keys);
    QFETCH(QList<int>, visited);
    WorkbenchController *workbench = m_app->controller.workbench();
    clickMenuEntry(button(), bar()->menu(), QStringLiteral("outlineFilter_untranslated"));
    QTRY_COMPARE(outline()->model()->rowCount(), 3);
    QVERIFY(m_app->show()); // the offscreen platform leaves the closed menu the active window
    DraftEditor *editor = m_app->window()->documents()->draftEditor();
    editor->setFocus();
    workbench->goToBlock(0);
    QList<int> blocks;
    for (int i = 0; i < visited.size(); ++i) {
        AppWindow::press(keys);
        blocks.append(workbench->currentBlock());
    }
    QCOMPARE(blocks, visited);
    // Back again, skipping the blocks outside.
    AppWindow::press(QKeySequence(Qt::ALT | Qt::Key_Up));
    QCOMPARE(workbench->currentBlock(), 4);
    // The outline follows to the block's row among those shown.
    QCOMPARE(outline()->currentIndex().data().toString(), QStringLiteral("Four is here."));
}

void TestOutlineFilter::storedCriterionIsReadFromTheProject()
{
    QSignalSpy read(m_app->controller.outlineFilter(), &OutlineFilterController::factsRead);
    clickMenuEntry(button(), bar()->menu(), QStringLiteral("outlineFilter_comments"));
    QVERIFY(read.wait());
    QCOMPARE(shown(), QStringList {QStringLiteral("五在这里。")});
    // A second criterion: any of them.
    clickMenuEntry(button(), bar()->menu(), QStringLiteral("outlineFilter_untranslated"));
    QTRY_COMPARE(outline()->model()->rowCount(), 4);
    QCOMPARE(button()->text(), QStringLiteral("Filter (2)"));
}

void TestOutlineFilter::nextUnconfirmedStaysInFilter_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::newRow("confirm and next: the next unconfirmed block the filter keeps") << QKeySequence(Qt::CTRL | Qt::Key_Return);
    QTest::newRow("next untranslated: the next unconfirmed block the filter keeps") << QKeySequence(Qt::CTRL | Qt::Key_U);
}

// "ve" keeps blocks 5 (confirmed) and 7 (not): from block 0 (confirmed, outside),
// block 7, not the unconfirmed block 1 outside the filter.
void TestOutlineFilter::nextUnconfirmedStaysInFilter()
{
    QFETCH(QKeySequence, keys);
    WorkbenchController *workbench = m_app->controller.workbench();
    QTest::mouseClick(text(), Qt::LeftButton);
    QTest::keyClicks(text(), QStringLiteral("ve"));
    QTRY_COMPARE(shown(), (QStringList {QStringLiteral("五在这里。"), QStringLiteral("Seven is here.")}));
    DraftEditor *editor = m_app->window()->documents()->draftEditor();
    editor->setFocus();
    workbench->goToBlock(0);
    QCOMPARE(workbench->currentBlock(), 0);
    AppWindow::press(keys);
    QCOMPARE(workbench->currentBlock(), 7);
}

// The cursor on no block (a blank line typed before the first): previous block goes,
// as without a filter, to the first block, here the first one the filter keeps.
void TestOutlineFilter::previousBlockFromOutsideAnyBlock()
{
    const QString copy = m_projects.filePath(QStringLiteral("outside.yiqiao"));
    QFile::remove(copy);
    QVERIFY(QFile::copy(m_path, copy));
    QVERIFY(m_app->controller.openProject(copy));
    QTRY_COMPARE(outline()->model()->rowCount(), 10);
    WorkbenchController *workbench = m_app->controller.workbench();
    clickMenuEntry(button(), bar()->menu(), QStringLiteral("outlineFilter_untranslated"));
    QTRY_COMPARE(outline()->model()->rowCount(), 3);
    QVERIFY(m_app->show());
    DraftEditor *editor = m_app->window()->documents()->draftEditor();
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_Home, Qt::ControlModifier);
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keyClick(editor, Qt::Key_Up);
    QCOMPARE(workbench->currentBlock(), -1);
    AppWindow::press(QKeySequence(Qt::ALT | Qt::Key_Up));
    QCOMPARE(workbench->currentBlock(), 1);
}

QTEST_MAIN(TestOutlineFilter)
#include "tst_outlinefilter.moc"
