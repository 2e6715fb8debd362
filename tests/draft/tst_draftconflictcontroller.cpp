// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "draftconflictbar.h"
#include "drafteditor.h"
#include "export/markdownexporter.h"
#include "gui/draftconflictcontroller.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "workbenchwindow.h"

#include <QApplication>
#include <QInputMethodEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>

#include <memory>

namespace {
const QByteArray kSource("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");
const QByteArray kDraft("# 标题\n\n第一段。\n\n第二段。\n");
const QString kMine = QStringLiteral("我的补充");
const QString kTheirs = QStringLiteral("（他人修改）");
} // namespace

// The window's unsaved edits meet another program's change to the same draft: the
// conflict bar offers both versions, and the one not chosen stays in the history.
class TestDraftConflictController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void settle_data();
    void settle();
    void noConflictNoBar();
    void theOtherVersionSurvivesAnEarlierSave();

private:
    void typeAfter(const QString &anchor, const QString &text);
    void changeElsewhere();
    QString stored() const;
    QStringList revisionTexts() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    DraftConflictController *m_conflicts = nullptr;
    qint64 m_issueId = 0;
};

void TestDraftConflictController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("c.yiqiao")), QStringLiteral("C")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_bench = std::make_unique<WorkbenchWindow>(new QWidget);
    m_conflicts = new DraftConflictController(
        *m_bench->workbench, *m_bench->view->conflictBar(), *m_bench->view->draftEditor(), m_bench->window.get());
    m_bench->window->show();
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("1")));
}

void TestDraftConflictController::cleanup()
{
    m_bench.reset();
    m_store.reset();
}

void TestDraftConflictController::typeAfter(const QString &anchor, const QString &text)
{
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor = editor->document()->find(anchor);
    QVERIFY(!cursor.isNull());
    cursor.clearSelection();
    editor->setTextCursor(cursor);
    editor->setFocus();
    // As a Chinese input method commits text.
    QInputMethodEvent event;
    event.setCommitString(text);
    QApplication::sendEvent(editor, &event);
}

// Another connection (another window, yiqiao-cli) saves a change to the draft.
void TestDraftConflictController::changeElsewhere()
{
    ProjectStore other;
    QVERIFY(other.open(m_store->path()));
    DraftSession theirs(other, m_issueId);
    QVERIFY(theirs.load());
    QString text = theirs.text();
    text.replace(QStringLiteral("第二段。"), QStringLiteral("第二段。") + kTheirs);
    QVERIFY2(theirs.update(text, theirs.lineIds()), qPrintable(theirs.errorString()));
}

QString TestDraftConflictController::stored() const
{
    IssueRepository issues(*m_store);
    return QString::fromUtf8(MarkdownExporter(issues).draft(m_issueId));
}

QStringList TestDraftConflictController::revisionTexts() const
{
    RevisionRepository revisions(*m_store);
    QStringList texts;
    for (const Revision &revision : revisions.revisions(m_issueId)) {
        texts.append(revisions.content(m_issueId, revision.number).value_or(QString()));
    }
    return texts;
}

void TestDraftConflictController::settle_data()
{
    QTest::addColumn<bool>("keepMine");
    QTest::newRow("keep my version: the other one goes into the history") << true;
    QTest::newRow("load the other version: mine goes into the history") << false;
}

void TestDraftConflictController::settle()
{
    QFETCH(bool, keepMine);
    DraftConflictBar *bar = m_bench->view->conflictBar();
    QSignalSpy conflicts(m_bench->workbench, &WorkbenchController::draftConflict);
    QSignalSpy failures(m_bench->workbench, &WorkbenchController::saveFailed);
    changeElsewhere();
    typeAfter(QStringLiteral("第一段。"), kMine);
    // The autosave is refused, once announced (no message box: the bar asks).
    QTRY_COMPARE(conflicts.count(), 1);
    QVERIFY(bar->isVisible());
    QCOMPARE(failures.count(), 0);
    QVERIFY(m_bench->workbench->hasConflict());
    QVERIFY(m_bench->workbench->hasUnsavedChanges());
    QVERIFY(!stored().contains(kMine));
    // Typing on changes nothing about it.
    typeAfter(kMine, QStringLiteral("！"));
    QTest::qWait(1200); // past an autosave and its retry, which must stay quiet
    QCOMPARE(conflicts.count(), 1);
    QVERIFY(!stored().contains(kMine));
    // Leaving the issue is refused with a message that points at the bar.
    QVERIFY(!m_bench->workbench->save());
    QCOMPARE(failures.count(), 1);
    QVERIFY2(failures.at(0).at(0).toString().contains(QStringLiteral("choose above it")), qPrintable(failures.at(0).at(0).toString()));

    (keepMine ? bar->keepMineButton() : bar->loadOtherButton())->click();
    QVERIFY(!bar->isVisible());
    QVERIFY(!m_bench->workbench->hasConflict());
    QVERIFY(!m_bench->workbench->hasUnsavedChanges());
    const QString draft = stored();
    const QString editor = m_bench->view->draftEditor()->draftText();
    QCOMPARE(editor, draft);
    QCOMPARE(draft.contains(kMine + QStringLiteral("！")), keepMine);
    QCOMPARE(draft.contains(kTheirs), !keepMine);
    // The version not chosen is in the history.
    bool kept = false;
    for (const QString &text : revisionTexts()) {
        kept = kept || (keepMine ? text.contains(kTheirs) && !text.contains(kMine) : text.contains(kMine) && !text.contains(kTheirs));
    }
    QVERIFY2(kept, qPrintable(revisionTexts().join(QStringLiteral("\n----\n"))));
    // Saving works again.
    typeAfter(QStringLiteral("第二段。"), QStringLiteral("又一句。"));
    QTRY_VERIFY(stored().contains(QStringLiteral("又一句。")));
    QCOMPARE(conflicts.count(), 1);
}

void TestDraftConflictController::noConflictNoBar()
{
    QSignalSpy conflicts(m_bench->workbench, &WorkbenchController::draftConflict);
    typeAfter(QStringLiteral("第一段。"), kMine);
    QTRY_VERIFY(stored().contains(kMine));
    QCOMPARE(conflicts.count(), 0);
    QVERIFY(!m_bench->view->conflictBar()->isVisible());
    // The buttons do nothing without a conflict.
    const QString before = stored();
    const QStringList history = revisionTexts();
    m_conflicts->keepMine();
    m_conflicts->loadOther();
    QCOMPARE(stored(), before);
    QCOMPARE(revisionTexts(), history);
}

// A save before the conflict starts this user's revision; the revision timer may
// then record the other program's draft into it. Keeping mine must not coalesce
// over that: the other version stays in the history.
void TestDraftConflictController::theOtherVersionSurvivesAnEarlierSave()
{
    typeAfter(QStringLiteral("第一段。"), QStringLiteral("先保存的一句。"));
    QTRY_VERIFY(stored().contains(QStringLiteral("先保存的一句。")));
    changeElsewhere();
    m_bench->workbench->flushRevision(); // the timer fires before the next keystroke
    QSignalSpy conflicts(m_bench->workbench, &WorkbenchController::draftConflict);
    typeAfter(QStringLiteral("先保存的一句。"), kMine);
    QTRY_COMPARE(conflicts.count(), 1);
    m_bench->workbench->flushRevision(); // in the conflict: records nothing
    m_bench->view->conflictBar()->keepMineButton()->click();
    typeAfter(kMine, QStringLiteral("再一句。"));
    QTRY_VERIFY(stored().contains(QStringLiteral("再一句。")));
    m_bench->workbench->flushRevision();
    bool kept = false;
    for (const QString &text : revisionTexts()) {
        kept = kept || (text.contains(kTheirs) && !text.contains(kMine));
    }
    QVERIFY2(kept, qPrintable(revisionTexts().join(QStringLiteral("\n----\n"))));
    QVERIFY(revisionTexts().constFirst().contains(QStringLiteral("再一句。")));
}

QTEST_MAIN(TestDraftConflictController)
#include "tst_draftconflictcontroller.moc"
