// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftjournalreader.h"
#include "draft/draftjournalwriter.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "export/markdownexporter.h"
#include "gui/draftjournalcontroller.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>

#include <memory>

namespace {
const QByteArray kSource("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");
const QByteArray kDraft("# 标题\n\n第一段。\n\n第二段。\n");
} // namespace

// The window's side of the edit journal: every edit is in the journal as soon as it is
// made, with the ids its lines carry; a save, leaving the issue or closing removes it;
// a journal left by a killed window is folded in when the project opens, and said so.
class TestDraftJournalController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void everyEditIsJournaledAtOnce_data();
    void everyEditIsJournaledAtOnce();
    void leavingTheIssueRemovesTheJournal();
    void aJournalLeftBehindIsFoldedInAtOpen();
    void aReadOnlyProjectKeepsItsJournals();

private:
    void placeCursorAfter(const QString &anchor);
    QString stored() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    DraftJournalController *m_journal = nullptr;
    qint64 m_issueId = 0;
    QString m_path;
};

void TestDraftJournalController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("j.yiqiao")), QStringLiteral("J")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_path = DraftJournal::pathFor(m_store->path(), m_issueId);
    m_bench = std::make_unique<WorkbenchWindow>(new QWidget);
    m_journal = new DraftJournalController(*m_bench->workbench, *m_bench->view->draftEditor(), m_bench->window.get());
    m_bench->window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_bench->window.get()));
}

void TestDraftJournalController::cleanup()
{
    m_bench.reset();
    m_store.reset();
}

void TestDraftJournalController::placeCursorAfter(const QString &anchor)
{
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor = editor->document()->find(anchor);
    QVERIFY(!cursor.isNull());
    cursor.clearSelection();
    editor->setTextCursor(cursor);
    editor->setFocus();
}

QString TestDraftJournalController::stored() const
{
    IssueRepository issues(*m_store);
    return QString::fromUtf8(MarkdownExporter(issues).draft(m_issueId));
}

void TestDraftJournalController::everyEditIsJournaledAtOnce_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a key press") << QStringLiteral("key") << QStringLiteral("# 标题\n\n第一段。x\n\n第二段。\n");
    QTest::newRow("an input method's commit") << QStringLiteral("commit") << QStringLiteral("# 标题\n\n第一段。译\n\n第二段。\n");
    QTest::newRow("a paste of two paragraphs") << QStringLiteral("paste") << QStringLiteral("# 标题\n\n第一段。甲\n\n乙\n\n第二段。\n");
    QTest::newRow("Return") << QStringLiteral("return") << QStringLiteral("# 标题\n\n第一段。\n\n\n第二段。\n");
}

void TestDraftJournalController::everyEditIsJournaledAtOnce()
{
    QFETCH(QString, how);
    QFETCH(QString, expected);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("1")));
    DraftEditor *editor = m_bench->view->draftEditor();
    placeCursorAfter(QStringLiteral("第一段。"));
    if (how == QLatin1String("key")) {
        QTest::keyClick(editor, Qt::Key_X);
    } else if (how == QLatin1String("commit")) {
        typeText(editor, QStringLiteral("译"));
    } else if (how == QLatin1String("paste")) {
        QApplication::clipboard()->setText(QStringLiteral("甲\n\n乙"));
        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
    } else {
        QTest::keyClick(editor, Qt::Key_Return);
    }
    // At once: no event loop turn, no timer.
    QCOMPARE(editor->draftText(), expected);
    QVERIFY(m_bench->workbench->hasUnsavedChanges());
    DraftJournalReader journal;
    QVERIFY2(journal.readFile(m_path), qPrintable(journal.errorString()));
    QCOMPARE(journal.issueId(), m_issueId);
    QCOMPARE(journal.edits(), 1);
    QCOMPARE(journal.result().text(), expected);
    QCOMPARE(journal.result().ids, editor->lineIds());
    QCOMPARE(journal.base().text(), QString::fromUtf8(kDraft));

    // Autosaved: the journal's edits are in the project, and the journal is gone.
    QSignalSpy saved(m_bench->workbench, &WorkbenchController::saved);
    QVERIFY(saved.wait(3000));
    QCOMPARE(stored(), expected);
    QVERIFY(!QFileInfo::exists(m_path));
    // The next edit starts a journal from the saved draft.
    QTest::keyClick(editor, Qt::Key_Y);
    QVERIFY(journal.readFile(m_path));
    QCOMPARE(journal.base().text(), expected);
    QCOMPARE(journal.result().text(), editor->draftText());
}

void TestDraftJournalController::leavingTheIssueRemovesTheJournal()
{
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("1")));
    placeCursorAfter(QStringLiteral("第二段。"));
    typeText(m_bench->view->draftEditor(), QStringLiteral("完"));
    QVERIFY(QFileInfo::exists(m_path));
    QVERIFY(m_bench->workbench->showIssue(nullptr, 0, {})); // as closing the project does
    QVERIFY(!QFileInfo::exists(m_path));
    QCOMPARE(stored(), QStringLiteral("# 标题\n\n第一段。\n\n第二段。完\n"));
}

void TestDraftJournalController::aJournalLeftBehindIsFoldedInAtOpen()
{
    {
        // What a killed window left: one edit after the stored draft.
        DraftSession session(*m_store, m_issueId);
        QVERIFY(session.load());
        DraftJournalWriter writer;
        QVERIFY(writer.start(m_path, m_issueId, session.text(), session.lineIds()));
        QVERIFY(writer.append(
            QString(session.text()).replace(QStringLiteral("第一段。"), QStringLiteral("第一段，恢复了。")), session.lineIds()));
    }
    QSignalSpy said(m_journal, &DraftJournalController::statusMessage);
    m_journal->recover(*m_store, false);
    QVERIFY(!QFileInfo::exists(m_path));
    QCOMPARE(stored(), QStringLiteral("# 标题\n\n第一段，恢复了。\n\n第二段。\n"));
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("1")));
    QCOMPARE(m_bench->view->draftEditor()->draftText(), QStringLiteral("# 标题\n\n第一段，恢复了。\n\n第二段。\n"));
    // Said after the opening's own messages.
    QCOMPARE(said.count(), 0);
    QVERIFY(said.wait(1000));
    QCOMPARE(said.constFirst().constFirst().toString(),
        QStringLiteral("Recovered 1 edit(s) to issue 1 that were not saved yet when Yiqiao stopped."));
}

void TestDraftJournalController::aReadOnlyProjectKeepsItsJournals()
{
    DraftJournalWriter writer;
    QVERIFY(writer.start(m_path, m_issueId, QStringLiteral("x"), {}));
    QVERIFY(writer.append(QStringLiteral("xy"), {}));
    QSignalSpy said(m_journal, &DraftJournalController::statusMessage);
    m_journal->recover(*m_store, true);
    QVERIFY(QFileInfo::exists(m_path));
    QCOMPARE(stored(), QString::fromUtf8(kDraft));
    m_bench->workbench->setReadOnly(true);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("1")));
    QVERIFY(QFileInfo::exists(m_path)); // not set aside or removed by the read-only window
    QCoreApplication::processEvents(); // a queued message would come now
    QCOMPARE(said.count(), 0);
}

QTEST_MAIN(TestDraftJournalController)
#include "tst_draftjournalcontroller.moc"
