// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "linescroller.h"
#include "outlinepane.h"
#include "placecursor.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"

#include <QAction>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <memory>

namespace {
const QByteArray kSource = "# Title\n\nFirst paragraph.\n\nSecond paragraph.\n\n## Section\n\nThird paragraph.\n";
const QByteArray kTranslation = "# 标题\n\n第一段。\n\n第二段。\n\n## 小节\n\n第三段。\n";
} // namespace

// Drives the workbench with keys, as a translator would, and checks what reaches
// the project file: autosave, alignment after edits, statuses, navigation.

class TestWorkbenchController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void showsSourceAndDraft();
    void typingIsSavedWithinASecond();
    void closingSavesAtOnce();
    void failedAutosaveIsReportedOnceAndRetried();
    void confirmAndNextWithCtrlEnter();
    void nextUntranslatedSkipsConfirmedBlocks();
    void editingAConfirmedBlockMakesItDraftAgain();
    void draftCursorHighlightsAlignedSource();
    void sourceCursorHighlightsAlignedDraft();
    void deletedDraftBlockMarksSourceUntranslated();
    void splitWithReturnKeepsAlignmentOnBothParts();
    void mergeWithBackspaceAlignsToBothSources();
    void moveSectionUpKeepsAlignment();
    void moveBlockSwapsWithItsNeighbour();
    void undoBringsBackADeletedBlockWithItsAlignment();
    void outlineFollowsTheCursor();
    void copySourceFillsAnUntranslatedBlock();
    void ctrlLLinksAndUnlinks();
    void blockNavigationWithAltArrows();
    void scrollingFollowsAlignment_data();
    void scrollingFollowsAlignment();
    void cursorScrollingFollowsAlignment();
    void previewFollowsTheCursor();

private:
    void placeCursor(const QString &lineText, int column = 0);
    // Source block texts aligned to the draft block whose text is given, from the file.
    QStringList alignedSources(const QString &targetText) const;
    QList<BlockRecord> storedDraft() const;
    QString storedStatus(const QString &targetText) const;
    void saveNow();
    void deleteSecondParagraph();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    std::unique_ptr<QWidget> m_window;
    ActionRegistry *m_actions = nullptr;
    SideBySideView *m_view = nullptr;
    OutlinePane *m_outline = nullptr;
    PreviewPane *m_preview = nullptr;
    WorkbenchController *m_controller = nullptr;
};

void TestWorkbenchController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("w.yiqiao")), QStringLiteral("W")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kTranslation), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;

    m_window = std::make_unique<QWidget>();
    m_actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView;
    m_outline = new OutlinePane;
    m_preview = new PreviewPane;
    auto *splitter = new QSplitter(m_window.get());
    splitter->addWidget(m_outline);
    splitter->addWidget(m_view);
    splitter->addWidget(m_preview);
    splitter->resize(1200, 700);
    m_window->resize(1200, 700);
    // Shortcuts work as in the main window: the actions belong to the window.
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        m_window->addAction(m_actions->action(ActionRegistry::Id(id)));
    }
    m_controller = new WorkbenchController(*m_actions, *m_view, *m_outline, *m_preview, m_window.get());
    QVERIFY(m_controller->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_view->draftEditor()->setFocus();
}

void TestWorkbenchController::cleanup()
{
    m_window.reset();
    m_store.reset();
    m_dir.reset();
}

void TestWorkbenchController::placeCursor(const QString &lineText, int column)
{
    QVERIFY2(::placeCursor(m_view->draftEditor(), lineText, column), qPrintable(QStringLiteral("no draft line %1").arg(lineText)));
}

QList<BlockRecord> TestWorkbenchController::storedDraft() const
{
    return IssueRepository(*m_store).targetBlocks(m_issueId);
}

QStringList TestWorkbenchController::alignedSources(const QString &targetText) const
{
    QHash<qint64, QString> sources;
    for (const BlockRecord &source : IssueRepository(*m_store).sourceBlocks(m_issueId)) {
        sources.insert(source.id, source.text);
    }
    for (const BlockRecord &target : storedDraft()) {
        if (target.text == targetText) {
            QStringList texts;
            for (qint64 id : target.aligned) {
                texts.append(sources.value(id));
            }
            texts.sort();
            return texts;
        }
    }
    return {QStringLiteral("<no draft block %1>").arg(targetText)};
}

QString TestWorkbenchController::storedStatus(const QString &targetText) const
{
    for (const BlockRecord &target : storedDraft()) {
        if (target.text == targetText) {
            return target.status;
        }
    }
    return {};
}

void TestWorkbenchController::saveNow()
{
    QVERIFY(m_controller->save());
}

// Selects "第二段。" with its blank line by keys, deletes it and saves.
void TestWorkbenchController::deleteSecondParagraph()
{
    placeCursor(QStringLiteral("第二段。"), 0);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Down, Qt::ShiftModifier);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Delete);
    saveNow();
    QCOMPARE(storedDraft().size(), 4);
}

void TestWorkbenchController::showsSourceAndDraft()
{
    QCOMPARE(m_view->sourceView()->toPlainText(), QString::fromUtf8(kSource));
    QVERIFY(m_view->draftEditor()->toPlainText().startsWith(QStringLiteral("# 标题\n\n第一段。")));
    QVERIFY(!m_view->draftEditor()->isReadOnly());
    QCOMPARE(m_outline->model()->rowCount(), 5);
    QVERIFY(m_view->sourceView()->untranslatedLines().isEmpty());
}

void TestWorkbenchController::typingIsSavedWithinASecond()
{
    placeCursor(QStringLiteral("第一段。"), -1);
    typeText(m_view->draftEditor(), QStringLiteral("补充一句。"));
    QVERIFY(m_controller->hasUnsavedChanges());
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT(!alignedSources(QStringLiteral("第一段。补充一句。")).constFirst().startsWith(QLatin1Char('<')), 1000);
    QVERIFY2(clock.elapsed() <= 1000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(alignedSources(QStringLiteral("第一段。补充一句。")), QStringList {QStringLiteral("First paragraph.")});
    QVERIFY(!m_controller->hasUnsavedChanges());
}

void TestWorkbenchController::closingSavesAtOnce()
{
    placeCursor(QStringLiteral("第三段。"), -1);
    typeText(m_view->draftEditor(), QStringLiteral("完"));
    QVERIFY(m_controller->showIssue(nullptr, 0, {})); // what closing the project does
    QCOMPARE(alignedSources(QStringLiteral("第三段。完")), QStringList {QStringLiteral("Third paragraph.")});
    QVERIFY(m_view->draftEditor()->isReadOnly());
}

// Another process holds the write lock: autosave fails, says so once, keeps the
// text and retries until the lock is gone.
void TestWorkbenchController::failedAutosaveIsReportedOnceAndRetried()
{
    QSignalSpy failed(m_controller, &WorkbenchController::saveFailed);
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(m_store->path());
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY2(lock.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(lock.lastError().text()));
        placeCursor(QStringLiteral("第一段。"), -1);
        typeText(m_view->draftEditor(), QStringLiteral("锁"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
        QVERIFY(m_controller->hasUnsavedChanges());
        QTest::qWait(2500); // retries while locked: still one message
        QCOMPARE(failed.count(), 1);
        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_controller->hasUnsavedChanges(), 3000);
    QCOMPARE(alignedSources(QStringLiteral("第一段。锁")), QStringList {QStringLiteral("First paragraph.")});
    QCOMPARE(failed.count(), 1);
}

void TestWorkbenchController::confirmAndNextWithCtrlEnter()
{
    // Imported with a translation, every block starts translated: edit two.
    placeCursor(QStringLiteral("第一段。"), -1);
    typeText(m_view->draftEditor(), QStringLiteral("甲"));
    placeCursor(QStringLiteral("第三段。"), -1);
    typeText(m_view->draftEditor(), QStringLiteral("乙"));
    placeCursor(QStringLiteral("第一段。甲"), 1);
    // Ctrl+Enter saves first, so the confirmed text is the typed one.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(storedStatus(QStringLiteral("第一段。甲")), QStringLiteral("translated"));
    QCOMPARE(storedStatus(QStringLiteral("第三段。乙")), QStringLiteral("draft"));
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("第三段。乙"));
    QVERIFY(!m_view->draftEditor()->toPlainText().contains(QLatin1Char('\r')));
}

void TestWorkbenchController::nextUntranslatedSkipsConfirmedBlocks()
{
    // Imported with a translation, every block starts translated: make two drafts.
    placeCursor(QStringLiteral("第二段。"), -1);
    typeText(m_view->draftEditor(), QStringLiteral("改"));
    placeCursor(QStringLiteral("第三段。"), -1);
    typeText(m_view->draftEditor(), QStringLiteral("改"));
    saveNow();
    QCOMPARE(storedStatus(QStringLiteral("第二段。改")), QStringLiteral("draft"));
    placeCursor(QStringLiteral("# 标题"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_U, Qt::ControlModifier);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("第二段。改"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(storedStatus(QStringLiteral("第二段。改")), QStringLiteral("translated"));
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("第三段。改"));
}

void TestWorkbenchController::editingAConfirmedBlockMakesItDraftAgain()
{
    QCOMPARE(storedStatus(QStringLiteral("第一段。")), QStringLiteral("translated"));
    placeCursor(QStringLiteral("第一段。"), 0);
    typeText(m_view->draftEditor(), QStringLiteral("新"));
    saveNow();
    QCOMPARE(storedStatus(QStringLiteral("新第一段。")), QStringLiteral("draft"));
    QCOMPARE(storedStatus(QStringLiteral("第二段。")), QStringLiteral("translated"));
}

void TestWorkbenchController::draftCursorHighlightsAlignedSource()
{
    placeCursor(QStringLiteral("第二段。"), 2);
    // "Second paragraph." is line 4 (0-based) of the source.
    QCOMPARE(m_view->sourceView()->highlightedLines(), (QList<QPair<int, int>> {{4, 4}}));
    placeCursor(QStringLiteral("## 小节"), 0);
    QCOMPARE(m_view->sourceView()->highlightedLines(), (QList<QPair<int, int>> {{6, 6}}));
}

void TestWorkbenchController::sourceCursorHighlightsAlignedDraft()
{
    DocumentView *source = m_view->sourceView();
    source->setFocus();
    QTextCursor cursor(source->document()->findBlockByNumber(8)); // "Third paragraph."
    source->setTextCursor(cursor);
    QCOMPARE(m_view->draftEditor()->highlightedLines(), (QList<QPair<int, int>> {{8, 8}}));
}

void TestWorkbenchController::deletedDraftBlockMarksSourceUntranslated()
{
    deleteSecondParagraph();
    QCOMPARE(m_view->sourceView()->untranslatedLines(), (QList<QPair<int, int>> {{4, 4}}));
    // Ctrl+Shift+U takes the cursor there, from anywhere.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_view->sourceView()->hasFocus());
    QCOMPARE(m_view->sourceView()->currentLine(), 4);
    QCOMPARE(m_view->sourceView()->highlightedLines(), (QList<QPair<int, int>> {{4, 4}}));
    QVERIFY(m_view->draftEditor()->highlightedLines().isEmpty());
}

void TestWorkbenchController::splitWithReturnKeepsAlignmentOnBothParts()
{
    placeCursor(QStringLiteral("第一段。"), 2);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return);
    saveNow();
    QCOMPARE(alignedSources(QStringLiteral("第一")), QStringList {QStringLiteral("First paragraph.")});
    QCOMPARE(alignedSources(QStringLiteral("段。")), QStringList {QStringLiteral("First paragraph.")});
    QCOMPARE(storedDraft().size(), 6);
}

void TestWorkbenchController::mergeWithBackspaceAlignsToBothSources()
{
    placeCursor(QStringLiteral("第二段。"), 0);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Backspace);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Backspace);
    saveNow();
    QCOMPARE(alignedSources(QStringLiteral("第一段。第二段。")),
        (QStringList {QStringLiteral("First paragraph."), QStringLiteral("Second paragraph.")}));
    QVERIFY(m_view->sourceView()->untranslatedLines().isEmpty());
}

void TestWorkbenchController::moveSectionUpKeepsAlignment()
{
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(2, "# T\n\n## A\n\nA text.\n\n### A1\n\nA1 text.\n\n## B\n\nB text.\n", {}, {},
        QByteArray("# 题\n\n## 甲\n\n甲文。\n\n### 甲一\n\n甲一文。\n\n## 乙\n\n乙文。\n")));
    m_issueId = importer.result().issueId;
    QVERIFY(m_controller->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 2")));
    const auto texts = [this] {
        QStringList list;
        for (const BlockRecord &block : storedDraft()) {
            list.append(block.text);
        }
        return list;
    };
    const QStringList before = texts();

    // A section moves with its subsections above its sibling.
    placeCursor(QStringLiteral("## 乙"), 0);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(texts(),
        (QStringList {QStringLiteral("# 题"), QStringLiteral("## 乙"), QStringLiteral("乙文。"), QStringLiteral("## 甲"),
            QStringLiteral("甲文。"), QStringLiteral("### 甲一"), QStringLiteral("甲一文。")}));
    QCOMPARE(alignedSources(QStringLiteral("乙文。")), QStringList {QStringLiteral("B text.")});
    QCOMPARE(alignedSources(QStringLiteral("### 甲一")), QStringList {QStringLiteral("### A1")});
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("## 乙"));

    // It does not leave its parent: the level-1 heading stops it.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(texts().at(1), QStringLiteral("## 乙"));

    // A subsection stays inside its section, too.
    placeCursor(QStringLiteral("### 甲一"), 0);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(texts().at(5), QStringLiteral("### 甲一"));

    // Down again, and undo brings the first order back with its alignment.
    placeCursor(QStringLiteral("## 乙"), 0);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Down, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(texts(), before);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Z, Qt::ControlModifier);
    saveNow();
    QCOMPARE(texts().at(1), QStringLiteral("## 乙"));
    QCOMPARE(alignedSources(QStringLiteral("## 乙")), QStringList {QStringLiteral("## B")});
}

void TestWorkbenchController::moveBlockSwapsWithItsNeighbour()
{
    placeCursor(QStringLiteral("第二段。"), 1);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
    const QList<BlockRecord> draft = storedDraft();
    QCOMPARE(draft.at(1).text, QStringLiteral("第二段。"));
    QCOMPARE(draft.at(2).text, QStringLiteral("第一段。"));
    QCOMPARE(alignedSources(QStringLiteral("第二段。")), QStringList {QStringLiteral("Second paragraph.")});
    QCOMPARE(storedStatus(QStringLiteral("第二段。")), QStringLiteral("translated")); // moving is not editing
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("第二段。"));
}

void TestWorkbenchController::undoBringsBackADeletedBlockWithItsAlignment()
{
    deleteSecondParagraph();
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Z, Qt::ControlModifier);
    // The cursor is back where the text returned (Qt leaves it after the insert).
    const int line = m_view->draftEditor()->textCursor().blockNumber();
    QVERIFY2(line >= 4 && line <= 6, qPrintable(QString::number(line)));
    QCOMPARE(m_view->draftEditor()->document()->findBlockByNumber(4).text(), QStringLiteral("第二段。"));
    saveNow();
    QCOMPARE(storedDraft().size(), 5);
    QCOMPARE(alignedSources(QStringLiteral("第二段。")), QStringList {QStringLiteral("Second paragraph.")});
    QVERIFY(m_view->sourceView()->untranslatedLines().isEmpty());
}

void TestWorkbenchController::outlineFollowsTheCursor()
{
    placeCursor(QStringLiteral("第三段。"), 1);
    QCOMPARE(m_outline->currentIndex().row(), 4);
    QSignalSpy requested(m_outline, &OutlinePane::blockRequested);
    m_outline->setFocus();
    QTest::keyClick(m_outline, Qt::Key_Up);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("## 小节"));
}

void TestWorkbenchController::blockNavigationWithAltArrows()
{
    placeCursor(QStringLiteral("# 标题"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("第一段。"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Down, Qt::AltModifier);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("## 小节"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("第二段。"));
}

namespace {
// A post long enough to scroll. The translation opens with a translator's note (a
// code block with no source), so that draft lines run 4 lines behind the source's.
std::pair<QByteArray, QByteArray> longPost()
{
    QByteArray source = "# Title\n\n";
    QByteArray target = "# 标题\n\n```text\n译者注\n```\n\n";
    for (int i = 0; i < 120; ++i) {
        source += "Paragraph " + QByteArray::number(i) + " of the English post.\n\n";
        target += QStringLiteral("第 %1 段译文。\n\n").arg(i).toUtf8();
    }
    return {source, target};
}
} // namespace

void TestWorkbenchController::scrollingFollowsAlignment_data()
{
    QTest::addColumn<bool>("sync");
    QTest::newRow("synchronised") << true;
    QTest::newRow("switched off") << false;
}

void TestWorkbenchController::scrollingFollowsAlignment()
{
    QFETCH(bool, sync);
    const auto [source, target] = longPost();
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(2, source, {}, {}, target));
    QVERIFY(m_controller->showIssue(m_store.get(), importer.result().issueId, QStringLiteral("Issue 2")));
    QAction *toggle = m_actions->action(ActionRegistry::ToggleScrollSync);
    toggle->setChecked(sync);
    m_controller->setScrollSync(sync);
    QScrollBar *sourceBar = m_view->sourceView()->verticalScrollBar();
    QScrollBar *draftBar = m_view->draftEditor()->verticalScrollBar();
    QVERIFY(draftBar->maximum() > 0);
    const int before = sourceBar->value();
    // Scroll the draft to "第 80 段译文。" (line 166).
    LineScroller::scrollToLine(m_view->draftEditor(), 166);
    QCOMPARE(m_view->draftEditor()->document()->findBlockByNumber(166).text(), QStringLiteral("第 80 段译文。"));
    QCOMPARE(LineScroller::firstVisibleLine(m_view->draftEditor()), 166);
    if (sync) {
        // The source shows "Paragraph 80" (line 162) at the same height.
        QCOMPARE(LineScroller::firstVisibleLine(m_view->sourceView()), 162);
        // And the other way round: the source at "Paragraph 10" brings "第 10 段" up.
        LineScroller::scrollToLine(m_view->sourceView(), 22);
        QCOMPARE(LineScroller::firstVisibleLine(m_view->draftEditor()), 26);
    } else {
        QCOMPARE(sourceBar->value(), before);
    }
}

// QPlainTextEdit scrolls to the cursor with its scroll bar's signals blocked: moving
// the cursor out of view (a jump, Ctrl+End) must bring the source along all the same.
void TestWorkbenchController::cursorScrollingFollowsAlignment()
{
    const auto [source, target] = longPost();
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(2, source, {}, {}, target));
    QVERIFY(m_controller->showIssue(m_store.get(), importer.result().issueId, QStringLiteral("Issue 2")));
    m_controller->setScrollSync(true);
    QCOMPARE(LineScroller::firstVisibleLine(m_view->sourceView()), 0);
    m_controller->goToBlock(81); // "第 80 段译文。"
    const int draftLine = LineScroller::firstVisibleLine(m_view->draftEditor());
    QVERIFY2(draftLine > 100, qPrintable(QString::number(draftLine)));
    // The source's first line is the draft's, 4 lines before (the note has no source).
    QTRY_COMPARE(LineScroller::firstVisibleLine(m_view->sourceView()), draftLine - 4);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_End, Qt::ControlModifier);
    QTRY_VERIFY(LineScroller::firstVisibleLine(m_view->sourceView()) > draftLine);
}

void TestWorkbenchController::previewFollowsTheCursor()
{
    const auto [source, target] = longPost();
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(2, source, {}, {}, target));
    QVERIFY(m_controller->showIssue(m_store.get(), importer.result().issueId, QStringLiteral("Issue 2")));
    QScrollBar *bar = m_preview->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    placeCursor(QStringLiteral("第 118 段译文。"), 1);
    QVERIFY2(bar->value() > bar->maximum() / 2, qPrintable(QString::number(bar->value())));
    placeCursor(QStringLiteral("第 0 段译文。"), 1);
    QVERIFY2(bar->value() < bar->maximum() / 20, qPrintable(QString::number(bar->value())));
}

// The translator's way to an untranslated block: Ctrl+Shift+U finds it, Ctrl+B puts
// a copy into the draft where it belongs, aligned, to translate over.
void TestWorkbenchController::copySourceFillsAnUntranslatedBlock()
{
    deleteSecondParagraph();
    QTest::keyClick(m_view->draftEditor(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(m_view->sourceView(), Qt::Key_B, Qt::ControlModifier);
    QCOMPARE(m_view->draftEditor()->toPlainText(), QStringLiteral("# 标题\n\n第一段。\n\nSecond paragraph.\n\n## 小节\n\n第三段。\n"));
    QCOMPARE(alignedSources(QStringLiteral("Second paragraph.")), QStringList {QStringLiteral("Second paragraph.")});
    QVERIFY(m_view->sourceView()->untranslatedLines().isEmpty());
    QVERIFY(m_view->draftEditor()->hasFocus());
    QCOMPARE(m_view->draftEditor()->textCursor().block().text(), QStringLiteral("Second paragraph."));
    QCOMPARE(storedStatus(QStringLiteral("Second paragraph.")), QStringLiteral("draft"));

    // Translating over it keeps the link.
    QTest::keyClick(m_view->draftEditor(), Qt::Key_End, Qt::ShiftModifier);
    typeText(m_view->draftEditor(), QStringLiteral("第二段。"));
    saveNow();
    QCOMPARE(alignedSources(QStringLiteral("第二段。")), QStringList {QStringLiteral("Second paragraph.")});

    // The last source block goes to the end of the draft.
    QTextCursor last(m_view->sourceView()->document()->findBlockByNumber(8));
    m_view->sourceView()->setTextCursor(last);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_B, Qt::ControlModifier);
    QVERIFY2(m_view->draftEditor()->toPlainText().endsWith(QStringLiteral("第三段。\n\nThird paragraph.\n")),
        qPrintable(m_view->draftEditor()->toPlainText()));
    QCOMPARE(alignedSources(QStringLiteral("Third paragraph.")), QStringList {QStringLiteral("Third paragraph.")});
}

void TestWorkbenchController::ctrlLLinksAndUnlinks()
{
    placeCursor(QStringLiteral("第三段。"), -1);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return);
    typeText(m_view->draftEditor(), QStringLiteral("补充说明。"));
    saveNow();
    QCOMPARE(alignedSources(QStringLiteral("补充说明。")), QStringList());
    // The source block to link is pointed at: the new block has none to propose.
    DocumentView *source = m_view->sourceView();
    QTest::mouseClick(
        source->viewport(), Qt::LeftButton, {}, source->cursorRect(QTextCursor(source->document()->findBlockByNumber(8))).center());
    QTest::keyClick(m_view->draftEditor(), Qt::Key_L, Qt::ControlModifier);
    QCOMPARE(alignedSources(QStringLiteral("补充说明。")), QStringList {QStringLiteral("Third paragraph.")});
    QCOMPARE(alignedSources(QStringLiteral("第三段。")), QStringList {QStringLiteral("Third paragraph.")});
    QTest::keyClick(m_view->draftEditor(), Qt::Key_L, Qt::ControlModifier);
    QCOMPARE(alignedSources(QStringLiteral("补充说明。")), QStringList());
}

QTEST_MAIN(TestWorkbenchController)
#include "tst_workbenchcontroller.moc"
