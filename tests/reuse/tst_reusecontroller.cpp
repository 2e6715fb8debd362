// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationpane.h"
#include "checklist/checklistrepository.h"
#include "drafteditor.h"
#include "findchild.h"
#include "gui/reusecontroller.h"
#include "notes/annotationrepository.h"
#include "notes/notelinkrepository.h"
#include "reusedialog.h"
#include "reusefixture.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>

#include <memory>

using namespace ReuseFixture;

// Reuse in the window: the dialog's choice written into the open issue (saved first,
// read again after), linked notes synced when their issue is shown, the notes pane's
// Reuse menu on the note at the draft cursor.
class TestReuseController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void dialogOffersTheIssueBefore();
    void applyKeepsWhatWasTypedAndShowsTheNotes();
    void checklistAloneLeavesTheDraftAlone();
    void linkedNoteSyncedWhenItsIssueIsShown();
    void currentNoteCopiedLinkedAndMadeATemplate();
    void takeOriginalAndUnlinkFromThePane();

private:
    void show(qint64 issueId);
    void cursorToBlock(int index);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    AnnotationPane *m_pane = nullptr;
    ReuseController *m_controller = nullptr;
    qint64 m_issue1 = 0;
    qint64 m_issue2 = 0;
    QList<qint64> m_notes;
};

void TestReuseController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
    m_issue1 = importIssue(*m_store, 1, kSource1, kTarget1);
    m_issue2 = importIssue(*m_store, 2, kSource2, kTarget2);
    QVERIFY(makeNote(*m_store, m_issue1, 2, AnnotationKind::HardwareTable, hardwareValues()));
    QVERIFY(makeNote(*m_store, m_issue1, 4, AnnotationKind::VersionNote, versionValues()));
    m_notes = {blocks(*m_store, m_issue1).at(2).id, blocks(*m_store, m_issue1).at(4).id};
    QVERIFY(ChecklistRepository(*m_store).setChecked(m_issue1, QStringLiteral("code_verified"), true, QStringLiteral("王")));
    m_pane = new AnnotationPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_controller = new ReuseController(*m_bench->actions, *m_bench->workbench, *m_pane, m_bench->window.get());
    m_controller->setProject(m_store.get(), false);
    m_bench->window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_bench->window.get()));
}

void TestReuseController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

void TestReuseController::show(qint64 issueId)
{
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), issueId, QStringLiteral("Issue")));
}

void TestReuseController::cursorToBlock(int index)
{
    m_bench->workbench->goToBlock(index);
    QCOMPARE(m_bench->workbench->currentBlock(), index);
}

void TestReuseController::dialogOffersTheIssueBefore()
{
    show(m_issue2);
    ReuseDialog dialog;
    m_controller->prepare(dialog);
    QCOMPARE(dialog.sourceIssueNumber(), 1);
    QCOMPARE(child<QListWidget>(dialog, "reuseNotes")->count(), 2);
    QCOMPARE(child<QListWidget>(dialog, "reuseChecklist")->count(), 1);
}

void TestReuseController::applyKeepsWhatWasTypedAndShowsTheNotes()
{
    show(m_issue2);
    DraftEditor *editor = m_bench->view->draftEditor();
    editor->setFocus();
    editor->moveCursor(QTextCursor::End);
    typeText(editor, QStringLiteral("补一句。"));
    QVERIFY(m_bench->workbench->hasUnsavedChanges());
    ReuseDialog dialog;
    m_controller->prepare(dialog);
    auto *all = child<QCheckBox>(dialog, "reuseAllNotes");
    all->setFocus();
    QTest::keyClick(all, Qt::Key_Space);
    auto *checklist = child<QCheckBox>(dialog, "reuseAllChecklist");
    checklist->setFocus();
    QTest::keyClick(checklist, Qt::Key_Space);
    QSignalSpy checklistChanged(m_controller, &ReuseController::checklistChanged);
    QVERIFY(m_controller->apply(dialog));
    QCOMPARE(checklistChanged.count(), 1);
    const QString text = editor->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("补一句。\n\n> **硬件说明**")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("> **版本说明**：CUDA 11.8。")));
    int notes = 0;
    for (const TargetBlock &block : m_bench->workbench->session()->blocks()) {
        notes += block.origin == QLatin1String("note") ? 1 : 0;
    }
    QCOMPARE(notes, 2);
    QVERIFY(ChecklistRepository(*m_store).currentRunOrDefault(m_issue2)->result(QStringLiteral("code_verified")));
}

void TestReuseController::checklistAloneLeavesTheDraftAlone()
{
    show(m_issue2);
    ReuseDialog dialog;
    m_controller->prepare(dialog);
    auto *checklist = child<QCheckBox>(dialog, "reuseAllChecklist");
    checklist->setFocus();
    QTest::keyClick(checklist, Qt::Key_Space);
    QSignalSpy reloaded(m_bench->workbench, &WorkbenchController::draftReloaded);
    QSignalSpy failed(m_controller, &ReuseController::failed);
    QVERIFY(m_controller->apply(dialog));
    QCOMPARE(reloaded.count(), 0);
    QVERIFY(ChecklistRepository(*m_store).currentRunOrDefault(m_issue2)->result(QStringLiteral("code_verified")));
    // Unchecked in issue 1 meanwhile: refused, said, nothing reloaded.
    QVERIFY(ChecklistRepository(*m_store).setChecked(m_issue1, QStringLiteral("code_verified"), false, QStringLiteral("王")));
    QVERIFY(!m_controller->apply(dialog));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(reloaded.count(), 0);
}

void TestReuseController::linkedNoteSyncedWhenItsIssueIsShown()
{
    NoteReuse reuse(*m_store);
    QVERIFY(reuse.reuse({m_notes.at(1)}, m_issue2, NoteReuse::Mode::Link));
    QVERIFY(setText(*m_store, m_notes.at(1), QStringLiteral("> 原注改过了")));
    show(m_issue2);
    QVERIFY(m_bench->view->draftEditor()->toPlainText().contains(QStringLiteral("> 原注改过了")));
    cursorToBlock(3);
    auto *link = child<QLabel>(*m_pane, "annotationLink");
    QVERIFY2(link->text().contains(NoteLinkRepository::stateLabel(NoteLinkRepository::State::InStep)), qPrintable(link->text()));
    QVERIFY(link->text().contains(QLatin1Char('1')));
    cursorToBlock(0);
    QVERIFY(link->text().isEmpty());
}

void TestReuseController::currentNoteCopiedLinkedAndMadeATemplate()
{
    show(m_issue1);
    cursorToBlock(4);
    QCOMPARE(m_controller->currentNoteId(), m_notes.at(1));
    QVERIFY(m_controller->copyCurrentNote(m_issue2, true));
    QVERIFY(m_controller->copyCurrentNote(m_issue2, false));
    QCOMPARE(NoteReuse(*m_store).notes(m_issue2).size(), 2);
    QCOMPARE(NoteLinkRepository(*m_store).links(m_issue2).size(), 1);
    QVERIFY(m_controller->saveCurrentNoteAsTemplate(QStringLiteral("版本")));
    // A new template beside the kind's, offered by the pane; the same name again is refused.
    AnnotationRepository repository(*m_store);
    QVERIFY(!repository.isCustomized(AnnotationKind::VersionNote));
    const qint64 extraId = repository.extraTemplateId(QStringLiteral("版本"));
    QVERIFY(extraId > 0);
    m_pane->setSelectedExtraId(extraId);
    QCOMPARE(m_pane->selectedExtraId(), extraId);
    QVERIFY(!m_controller->saveCurrentNoteAsTemplate(QStringLiteral("版本")));
    QVERIFY(m_controller->saveCurrentNoteAsTemplate(QStringLiteral("版本"), true));
    QCOMPARE(repository.extraTemplates().size(), 1);
    cursorToBlock(1); // a paragraph: nothing to reuse
    QCOMPARE(m_controller->currentNoteId(), 0);
    QVERIFY(!m_controller->copyCurrentNote(m_issue2, false));
}

void TestReuseController::takeOriginalAndUnlinkFromThePane()
{
    NoteReuse reuse(*m_store);
    QVERIFY(reuse.reuse({m_notes.at(0)}, m_issue2, NoteReuse::Mode::Link));
    const qint64 copy = reuse.createdIds().constFirst();
    show(m_issue2);
    cursorToBlock(3);
    // Edited here: the pane offers Take Original, not Sync.
    DraftEditor *editor = m_bench->view->draftEditor();
    editor->setFocus();
    QTextCursor cursor = editor->textCursor();
    cursor.movePosition(QTextCursor::EndOfBlock);
    editor->setTextCursor(cursor);
    typeText(editor, QStringLiteral("（本期）"));
    QVERIFY(m_bench->workbench->save());
    QTRY_VERIFY(
        child<QLabel>(*m_pane, "annotationLink")->text().contains(NoteLinkRepository::stateLabel(NoteLinkRepository::State::EditedHere)));
    QVERIFY(!m_pane->findChild<QAction *>(QStringLiteral("noteSync"))->isEnabled());
    QVERIFY(m_pane->findChild<QAction *>(QStringLiteral("noteTakeOriginal"))->isEnabled());
    m_pane->findChild<QAction *>(QStringLiteral("noteTakeOriginal"))->trigger();
    QVERIFY(!editor->toPlainText().contains(QStringLiteral("（本期）")));
    QCOMPARE(NoteLinkRepository(*m_store).link(copy)->state, NoteLinkRepository::State::InStep);
    cursorToBlock(3);
    m_pane->findChild<QAction *>(QStringLiteral("noteUnlink"))->trigger();
    QVERIFY(!NoteLinkRepository(*m_store).link(copy));
    QVERIFY(child<QLabel>(*m_pane, "annotationLink")->text().isEmpty());
}

QTEST_MAIN(TestReuseController)
#include "tst_reusecontroller.moc"
