// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockfilterbar.h"
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "find/searchresultmodel.h"
#include "findchild.h"
#include "findpane.h"
#include "gui/findcontroller.h"
#include "menuclick.h"
#include "review/commentrepository.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <memory>

namespace {
// Issue 1 has CRLF line breaks (hit offsets count two for each, the editor one);
// both issues have 梯度 in code, which is never replaced unless asked.
const QByteArray kSource1("# Gradient\r\n\r\nThe gradient tells the direction.\r\nIt says so twice.\r\n\r\n"
                          "Compute it with `grad()`:\r\n\r\n```python\r\ngrad = 1\r\n```\r\n");
const QByteArray kDraft1(
    "# 梯度\r\n\r\n梯度指明方向。\r\n第二行也说梯度。\r\n\r\n用 `梯度()` 计算：\r\n\r\n```python\r\n梯度 = 1\r\n```\r\n");
const QByteArray kSource2("# Descent\n\nGradient descent follows the gradient.\n\n    indented code\n");
const QByteArray kDraft2("# 下降\n\n梯度下降沿着梯度走。\n\n    梯度 = 0\n");

SearchQuery query(const QString &text, SearchQuery::Side side = SearchQuery::Side::Draft)
{
    SearchQuery query;
    query.text = text;
    query.side = side;
    return query;
}

QString stored(ProjectStore &store, qint64 issueId)
{
    QStringList texts;
    for (const BlockRecord &block : IssueRepository(store).targetBlocks(issueId)) {
        texts.append(block.text);
    }
    return texts.join(QLatin1Char('|'));
}
} // namespace

class TestFindController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void findsAcrossTwoIssues_data();
    void findsAcrossTwoIssues();
    void invalidRegexIsShown();
    void jumpOpensTheOtherIssueAndSelects();
    void jumpMapsCrlfOffsets();
    void jumpToTheSource();
    void replaceAllInTheProject();
    void editorUndoTakesTheOpenIssueBack();
    void undoReplaceRestoresBoth();
    void undoReplaceRightAwayUsesTheEditorsUndo();
    void undoReplaceAfterAnotherIssueWasShown_data();
    void undoReplaceAfterAnotherIssueWasShown();
    void undoReplaceAfterTypingSkipsTheTypedBlock();
    void replaceInTheOpenIssueOnlyIsUndoableLater_data();
    void replaceInTheOpenIssueOnlyIsUndoableLater();
    void replaceSelectedHits();
    void findInProjectTakesTheSelection();
    void filterKeepsHitsOfBlocksMeetingIt();

private:
    void find(const SearchQuery &query);
    const SearchHit &hitIn(qint64 issueId, int n) const;
    QString editorText() const { return m_bench->view->draftEditor()->draftText(); }
    QString status() const { return child<QLabel>(*m_pane, "findStatus")->text(); }
    void show(qint64 issueId) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    FindPane *m_pane = nullptr;
    FindController *m_find = nullptr;
    qint64 m_issue1 = 0;
    qint64 m_issue2 = 0;
    QString m_draft1; // issue 1 as the editor shows it
    QString m_stored2; // issue 2's blocks as imported
};

void TestFindController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("f.yiqiao")), QStringLiteral("F")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource1, QStringLiteral("Gradient"), {}, kDraft1), qPrintable(importer.errorString()));
    m_issue1 = importer.result().issueId;
    QVERIFY2(importer.importPost(2, kSource2, QStringLiteral("Descent"), {}, kDraft2), qPrintable(importer.errorString()));
    m_issue2 = importer.result().issueId;
    m_stored2 = stored(*m_store, m_issue2);
    m_pane = new FindPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_find = new FindController(*m_bench->actions, *m_bench->workbench, *m_bench->view, *m_pane, m_bench->window.get());
    m_find->setProject(m_store.get(), false);
    // As AppController does: the issue is shown as the navigator would show it.
    connect(m_find, &FindController::issueWanted, m_bench->workbench, [this](int number) {
        m_bench->workbench->showIssue(m_store.get(), number == 1 ? m_issue1 : m_issue2, QStringLiteral("Issue %1").arg(number));
    });
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issue1, QStringLiteral("Issue 1")));
    m_draft1 = editorText();
    m_bench->window->show();
}

void TestFindController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

void TestFindController::find(const SearchQuery &query)
{
    QSignalSpy searched(m_find, &FindController::searched);
    m_find->find(query);
    QVERIFY(searched.wait()); // off the GUI thread
}

void TestFindController::show(qint64 issueId) const
{
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), issueId, QStringLiteral("Issue")));
}

const SearchHit &TestFindController::hitIn(qint64 issueId, int n) const
{
    for (const SearchHit &hit : m_find->hits()) {
        if (hit.issueId == issueId && n-- == 0) {
            return hit;
        }
    }
    qFatal("no such hit");
}

void TestFindController::findsAcrossTwoIssues_data()
{
    QTest::addColumn<bool>("includeCode");
    QTest::addColumn<int>("inIssue1");
    QTest::addColumn<int>("inIssue2");
    QTest::newRow("code left out") << false << 3 << 2;
    QTest::newRow("code included") << true << 5 << 3;
}

void TestFindController::findsAcrossTwoIssues()
{
    QFETCH(bool, includeCode);
    QFETCH(int, inIssue1);
    QFETCH(int, inIssue2);
    SearchQuery twoCharacters = query(QStringLiteral("梯度"));
    twoCharacters.includeCode = includeCode;
    find(twoCharacters);
    int counts[2] = {0, 0};
    for (const SearchHit &hit : m_find->hits()) {
        QCOMPARE(hit.matched, QStringLiteral("梯度"));
        ++counts[hit.issueId == m_issue1 ? 0 : 1];
    }
    QCOMPARE(counts[0], inIssue1);
    QCOMPARE(counts[1], inIssue2);
    QCOMPARE(m_pane->model()->rowCount(), 2);
    QCOMPARE(child<QLabel>(*m_pane, "findSummary")->text(), QStringLiteral("%1 match(es) in 2 issue(s)").arg(inIssue1 + inIssue2));
}

void TestFindController::invalidRegexIsShown()
{
    SearchQuery broken = query(QStringLiteral("梯(度"));
    broken.regex = true;
    find(broken);
    QVERIFY(m_find->hits().isEmpty());
    QCOMPARE(child<QLabel>(*m_pane, "findSummary")->property("error").toBool(), true);
    QVERIFY(!child<QLabel>(*m_pane, "findSummary")->text().isEmpty());
}

void TestFindController::jumpOpensTheOtherIssueAndSelects()
{
    find(query(QStringLiteral("梯度")));
    const SearchHit hit = hitIn(m_issue2, 1);
    Q_EMIT m_pane->jumpRequested(hit);
    QCOMPARE(m_bench->workbench->issueId(), m_issue2);
    const QTextCursor cursor = m_bench->view->draftEditor()->textCursor();
    QCOMPARE(cursor.selectedText(), QStringLiteral("梯度"));
    QCOMPARE(cursor.block().text(), QStringLiteral("梯度下降沿着梯度走。"));
    QCOMPARE(cursor.selectionStart() - cursor.block().position(), 6);
}

// The second hit of the paragraph is after a CRLF: its stored offset is one more
// than the editor's.
void TestFindController::jumpMapsCrlfOffsets()
{
    find(query(QStringLiteral("梯度")));
    const SearchHit hit = hitIn(m_issue1, 2);
    QCOMPARE(hit.start, 14);
    Q_EMIT m_pane->jumpRequested(hit);
    const QTextCursor cursor = m_bench->view->draftEditor()->textCursor();
    QCOMPARE(cursor.selectedText(), QStringLiteral("梯度"));
    QCOMPARE(cursor.block().text(), QStringLiteral("第二行也说梯度。"));
}

void TestFindController::jumpToTheSource()
{
    find(query(QStringLiteral("twice"), SearchQuery::Side::Source));
    QCOMPARE(m_find->hits().size(), 1);
    Q_EMIT m_pane->jumpRequested(m_find->hits().constFirst());
    const QTextCursor cursor = m_bench->view->sourceView()->textCursor();
    QCOMPARE(cursor.selectedText(), QStringLiteral("twice"));
    QCOMPARE(cursor.block().text(), QStringLiteral("It says so twice."));
}

// Issue 1 is open: replaced in its editor (the blocks keep their ids); issue 2
// through the journal. Code keeps 梯度 in both.
void TestFindController::replaceAllInTheProject()
{
    const QList<TargetBlock> before = m_bench->workbench->session()->blocks();
    QSignalSpy changed(m_find, &FindController::issuesChanged);
    m_find->replaceAll(query(QStringLiteral("梯度")), QStringLiteral("斜率"));
    QCOMPARE(editorText(),
        QString(m_draft1)
            .replace(QStringLiteral("# 梯度"), QStringLiteral("# 斜率"))
            .replace(QStringLiteral("梯度指明"), QStringLiteral("斜率指明"))
            .replace(QStringLiteral("也说梯度"), QStringLiteral("也说斜率")));
    QVERIFY(editorText().contains(QStringLiteral("`梯度()`")));
    QVERIFY(editorText().contains(QStringLiteral("梯度 = 1")));
    QVERIFY(!m_bench->workbench->hasUnsavedChanges());
    QVERIFY(stored(*m_store, m_issue1).contains(QStringLiteral("斜率指明方向。\r\n第二行也说斜率。")));
    const QList<TargetBlock> after = m_bench->workbench->session()->blocks();
    QCOMPARE(after.size(), before.size());
    for (int i = 0; i < after.size(); ++i) {
        QCOMPARE(after.at(i).id, before.at(i).id);
        QCOMPARE(after.at(i).sources, before.at(i).sources);
    }
    QCOMPARE(
        stored(*m_store, m_issue2), QString(m_stored2).replace(QStringLiteral("梯度下降沿着梯度走"), QStringLiteral("斜率下降沿着斜率走")));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.constFirst().constFirst().value<QList<int>>(), QList<int> {2});
    QCOMPARE(child<QLabel>(*m_pane, "findStatus")->text(), QStringLiteral("5 replaced in 2 issue(s)"));
}

void TestFindController::editorUndoTakesTheOpenIssueBack()
{
    m_find->replaceAll(query(QStringLiteral("梯度")), QStringLiteral("斜率"));
    QVERIFY(editorText() != m_draft1);
    m_bench->view->draftEditor()->undo(); // Ctrl+Z: the whole replace is one step
    QCOMPARE(editorText(), m_draft1);
    QVERIFY(m_bench->workbench->save());
    QVERIFY(stored(*m_store, m_issue1).contains(QStringLiteral("梯度指明方向。\r\n第二行也说梯度。")));
}

void TestFindController::undoReplaceRestoresBoth()
{
    const QString stored1 = stored(*m_store, m_issue1);
    m_find->replaceAll(query(QStringLiteral("梯度")), QStringLiteral("斜率"));
    auto *undo = child<QPushButton>(*m_pane, "undoReplace");
    QVERIFY(undo->isEnabled());
    QSignalSpy changed(m_find, &FindController::issuesChanged);
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(editorText(), m_draft1);
    QCOMPARE(stored(*m_store, m_issue1), stored1);
    QCOMPARE(stored(*m_store, m_issue2), m_stored2);
    QCOMPARE(changed.size(), 1);
    QVERIFY(!undo->isEnabled());
}

// The editor's undo state is still the replace's: its one undo step takes the open
// issue back (the redo is there), the journal the other issue, and Ctrl+Z then has
// nothing of the replace left to take back.
void TestFindController::undoReplaceRightAwayUsesTheEditorsUndo()
{
    const QString stored1 = stored(*m_store, m_issue1);
    DraftEditor *editor = m_bench->view->draftEditor();
    m_find->replaceAll(query(QStringLiteral("梯度")), QStringLiteral("斜率"));
    QVERIFY(editor->document()->isUndoAvailable());
    m_find->undoReplace();
    QCOMPARE(editorText(), m_draft1);
    QVERIFY(editor->document()->isRedoAvailable()); // not read again: undone in the editor
    QVERIFY(!editor->document()->isUndoAvailable());
    QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(editorText(), m_draft1);
    QVERIFY(!m_bench->workbench->hasUnsavedChanges());
    QCOMPARE(stored(*m_store, m_issue1), stored1);
    QCOMPARE(stored(*m_store, m_issue2), m_stored2);
    QCOMPARE(status(), QStringLiteral("3 block(s) restored"));
}

void TestFindController::undoReplaceAfterAnotherIssueWasShown_data()
{
    QTest::addColumn<bool>("backToTheReplaced");
    QTest::newRow("the other issue open") << false;
    QTest::newRow("the replaced issue shown again") << true;
}

// The editor's undo history of the replaced issue is gone: its part is undone
// through the journal, and the issue open is read again.
void TestFindController::undoReplaceAfterAnotherIssueWasShown()
{
    QFETCH(bool, backToTheReplaced);
    const QString stored1 = stored(*m_store, m_issue1);
    m_find->replaceAll(query(QStringLiteral("梯度")), QStringLiteral("斜率"));
    show(m_issue2);
    const QString shown2 = editorText();
    QVERIFY(shown2.contains(QStringLiteral("斜率下降")));
    if (backToTheReplaced) {
        show(m_issue1);
    }
    auto *undo = child<QPushButton>(*m_pane, "undoReplace");
    QVERIFY(undo->isEnabled());
    QSignalSpy changed(m_find, &FindController::issuesChanged);
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(stored(*m_store, m_issue1), stored1);
    QCOMPARE(stored(*m_store, m_issue2), m_stored2);
    QCOMPARE(editorText(), backToTheReplaced ? m_draft1 : QString(shown2).replace(QStringLiteral("斜率"), QStringLiteral("梯度")));
    QCOMPARE(status(), QStringLiteral("3 block(s) restored"));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.constFirst().constFirst().value<QList<int>>(), (QList<int> {1, 2}));
    QVERIFY(!undo->isEnabled());
}

// Typed after the replace: the editor's undo would take the typing back first. The
// typing is saved, the journal restores the blocks that still have the replace's
// text and leaves the typed one as it is.
void TestFindController::undoReplaceAfterTypingSkipsTheTypedBlock()
{
    m_find->replaceAll(query(QStringLiteral("梯度")), QStringLiteral("斜率"));
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor(editor->document()->findBlockByNumber(2));
    cursor.movePosition(QTextCursor::EndOfBlock);
    editor->setTextCursor(cursor);
    typeText(editor, QStringLiteral("新"));
    QVERIFY(m_bench->workbench->hasUnsavedChanges());
    const QString typed = editorText();
    m_find->undoReplace();
    QCOMPARE(editorText(), QString(typed).replace(QStringLiteral("# 斜率"), QStringLiteral("# 梯度")));
    QVERIFY(!m_bench->workbench->hasUnsavedChanges());
    QVERIFY(stored(*m_store, m_issue1).startsWith(QStringLiteral("# 梯度|斜率指明方向。新\r\n第二行也说斜率。|")));
    QCOMPARE(stored(*m_store, m_issue2), m_stored2);
    QCOMPARE(status(), QStringLiteral("2 block(s) restored (1 edited since, left as they are)"));
}

void TestFindController::replaceInTheOpenIssueOnlyIsUndoableLater_data()
{
    QTest::addColumn<bool>("selectedHits");
    QTest::newRow("replace all in the issue") << false;
    QTest::newRow("replace the issue's hits") << true;
}

// Only the open issue changed, in its editor: the journal has it all the same.
void TestFindController::replaceInTheOpenIssueOnlyIsUndoableLater()
{
    QFETCH(bool, selectedHits);
    const QString stored1 = stored(*m_store, m_issue1);
    SearchQuery inIssue = query(QStringLiteral("梯度"));
    inIssue.issueId = m_issue1;
    if (selectedHits) {
        find(inIssue);
        Q_EMIT m_pane->replaceRequested(inIssue, m_find->hits(), QStringLiteral("斜率"));
    } else {
        m_find->replaceAll(inIssue, QStringLiteral("斜率"));
    }
    QCOMPARE(status(), QStringLiteral("3 replaced in 1 issue(s)"));
    QVERIFY(stored(*m_store, m_issue1) != stored1);
    show(m_issue2);
    m_find->undoReplace();
    QCOMPARE(stored(*m_store, m_issue1), stored1);
    QCOMPARE(stored(*m_store, m_issue2), m_stored2);
    QCOMPARE(status(), QStringLiteral("2 block(s) restored"));
    show(m_issue1);
    QCOMPARE(editorText(), m_draft1);
}

// Replace: the selected hits only, each where it is.
void TestFindController::replaceSelectedHits()
{
    const SearchQuery twoCharacters = query(QStringLiteral("梯度"));
    find(twoCharacters);
    const SearchHit secondLine = hitIn(m_issue1, 2);
    const SearchHit otherIssue = hitIn(m_issue2, 0);
    Q_EMIT m_pane->replaceRequested(twoCharacters, {secondLine, otherIssue}, QStringLiteral("导数"));
    QVERIFY(editorText().contains(QStringLiteral("梯度指明方向。\n第二行也说导数。")));
    QVERIFY(stored(*m_store, m_issue2).contains(QStringLiteral("导数下降沿着梯度走。")));
    QCOMPARE(child<QLabel>(*m_pane, "findStatus")->text(), QStringLiteral("2 replaced in 2 issue(s)"));
    // The results are found again: what is left.
    QTRY_COMPARE(m_find->hits().size(), 3);
}

void TestFindController::findInProjectTakesTheSelection()
{
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor(editor->document()->findBlockByNumber(2));
    cursor.setPosition(cursor.position() + 2, QTextCursor::KeepAnchor);
    editor->setTextCursor(cursor);
    QSignalSpy wanted(m_find, &FindController::paneWanted);
    m_bench->actions->action(ActionRegistry::FindInProject)->trigger();
    QCOMPARE(wanted.size(), 1);
    QCOMPARE(m_pane->query().text, QStringLiteral("梯度"));
}

// The pane's filter bar: a criterion ticked in its menu, then text typed.
void TestFindController::filterKeepsHitsOfBlocksMeetingIt()
{
    const BlockRecord paragraph = IssueRepository(*m_store).targetBlocks(m_issue1).at(1);
    QVERIFY(CommentRepository(*m_store).add(paragraph.id, QStringLiteral("Wu"), QStringLiteral("方向？")));
    find(query(QStringLiteral("梯度")));
    const int all = int(m_find->hits().size());
    QVERIFY(all > 2);
    BlockFilterBar *bar = m_pane->filterBar();
    QSignalSpy searched(m_find, &FindController::searched);
    clickMenuEntry(child<QToolButton>(*bar, "findFilterButton"), bar->menu(), QStringLiteral("findFilter_comments"));
    QVERIFY(searched.wait());
    QCOMPARE(m_find->hits().size(), 2);
    for (const SearchHit &hit : m_find->hits()) {
        QCOMPARE(hit.blockId, paragraph.id);
    }
    QCOMPARE(child<QLabel>(*bar, "findFilterCount")->text(), QStringLiteral("Filter on: 2 of %1 hits").arg(all));
    // Cleared, then the text of the source: only issue 2's paragraph says descent.
    QTest::mouseClick(child<QToolButton>(*bar, "findFilterClear"), Qt::LeftButton);
    QVERIFY(searched.wait());
    QCOMPARE(m_find->hits().size(), all);
    auto *text = child<QLineEdit>(*bar, "findFilterText");
    QTest::keyClicks(text, QStringLiteral("descent"));
    const auto issues = [this] {
        QList<qint64> ids;
        for (const SearchHit &hit : m_find->hits()) {
            ids.append(hit.issueId);
        }
        return ids;
    };
    QTRY_COMPARE(issues(), (QList<qint64> {m_issue2, m_issue2}));
}

QTEST_MAIN(TestFindController)
#include "tst_findcontroller.moc"
