// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisiondiffmodel.h"
#include "draft/revisionrepository.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/revisioncontroller.h"
#include "placecursor.h"
#include "revisiondiffview.h"
#include "revisionhistorydialog.h"
#include "sidebysideview.h"
#include "sourceupdate/sourceupdater.h"
#include "sourceversionsview.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

namespace {
const QByteArray kSource("# Adam\n\nAdam combines all these techniques into one efficient learning algorithm.\n\n"
                         "It uses exponential weighted moving averages.\n");
const QByteArray kDraft("# Adam算法\n\nAdam combines all these techniques into one efficient learning algorithm.\n\n"
                        "它使用指数加权移动平均值。\n");
const QString kTranslated = QStringLiteral("Adam算法将所有这些技术汇总到一个高效的学习算法中。");
} // namespace

class TestRevisionController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void onlyTheImportSoFar();
    void savedEditIsDiffedWithTheImport();
    void unsavedTextIsSavedFirst();
    void theActionOpensTheDialog();
    void noIssueNoDialog();
    void savesAreRecordedLaterOrWhenLeaving();
    void sourceVersionsAreComparedToo();

private:
    void translateSecondParagraph();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    RevisionController *m_controller = nullptr;
    qint64 m_issueId = 0;
};

void TestRevisionController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("r.yiqiao")), QStringLiteral("R")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, kSource, QStringLiteral("Adam"), {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_bench = std::make_unique<WorkbenchWindow>(new QWidget);
    m_controller = new RevisionController(*m_bench->actions, *m_bench->workbench, m_bench->window.get());
    m_controller->setProject(m_store.get(), false);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Adam")));
    m_bench->window->show();
}

void TestRevisionController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

void TestRevisionController::translateSecondParagraph()
{
    DraftEditor *editor = m_bench->view->draftEditor();
    QVERIFY(placeCursor(editor, QStringLiteral("Adam combines all these techniques into one efficient learning algorithm.")));
    QTextCursor cursor = editor->textCursor();
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    editor->setTextCursor(cursor);
    typeText(editor, kTranslated);
}

void TestRevisionController::onlyTheImportSoFar()
{
    std::unique_ptr<RevisionHistoryDialog> dialog = m_controller->createDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->message(), QStringLiteral("Only the imported draft so far — nothing to compare."));
    QVERIFY(dialog->windowTitle().contains(QStringLiteral("Issue 3")));
}

void TestRevisionController::savedEditIsDiffedWithTheImport()
{
    translateSecondParagraph();
    QVERIFY(m_bench->workbench->save());
    // As the window's wiring records each save (a repeated record finds it unchanged).
    RevisionRepository revisions(*m_store);
    QVERIFY2(revisions.record(m_issueId, QStringLiteral("li"), QStringLiteral("Paragraph 2")), qPrintable(revisions.errorString()));
    QCOMPARE(revisions.count(m_issueId), 1);

    std::unique_ptr<RevisionHistoryDialog> dialog = m_controller->createDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->message().isEmpty());
    QCOMPARE(dialog->leftNumber(), 0);
    QCOMPARE(dialog->rightNumber(), 1);
    QCOMPARE(dialog->summary(), QStringLiteral("+0 −0 ~1 lines"));
    const RevisionDiffModel *model = dialog->diffView()->model();
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->rowAt(2).kind, TextDiff::Kind::Changed);
    QCOMPARE(model->rowAt(2).right, kTranslated);
    QCOMPARE(dialog->diffView()->currentModelRow(), 2);
}

void TestRevisionController::unsavedTextIsSavedFirst()
{
    translateSecondParagraph();
    QVERIFY(m_bench->workbench->hasUnsavedChanges());
    std::unique_ptr<RevisionHistoryDialog> dialog = m_controller->createDialog();
    QVERIFY(dialog);
    QVERIFY(!m_bench->workbench->hasUnsavedChanges());
    QCOMPARE(dialog->rightNumber(), 1);
    QCOMPARE(dialog->diffView()->model()->rowAt(2).right, kTranslated);
}

// An autosave only marks its revision due (recording a long draft costs ~10 ms); it is
// written when the issue is left, or by flushRevision() (history, export).
void TestRevisionController::savesAreRecordedLaterOrWhenLeaving()
{
    RevisionRepository revisions(*m_store);
    translateSecondParagraph();
    QVERIFY(m_bench->workbench->save());
    QCOMPARE(revisions.count(m_issueId), 0);
    m_bench->workbench->flushRevision();
    QCOMPARE(revisions.count(m_issueId), 1);
    QCOMPARE(revisions.content(m_issueId, 1).value_or(QString()).contains(kTranslated), true);
    typeText(m_bench->view->draftEditor(), QStringLiteral("再改一句。"));
    QVERIFY(m_bench->workbench->showIssue(nullptr, 0, {})); // the project closes
    QVERIFY(revisions.content(m_issueId, 1).value_or(QString()).contains(QStringLiteral("再改一句。")));
}

void TestRevisionController::theActionOpensTheDialog()
{
    QAction *action = m_bench->actions->action(ActionRegistry::RevisionHistory);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    QString title;
    QTimer::singleShot(0, this, [&title] {
        if (auto *dialog = qobject_cast<RevisionHistoryDialog *>(QApplication::activeModalWidget())) {
            title = dialog->windowTitle();
            dialog->reject();
        }
    });
    action->trigger();
    QCOMPARE(title, QStringLiteral("Revision History — Issue 3: Adam"));
}

void TestRevisionController::noIssueNoDialog()
{
    QVERIFY(m_bench->workbench->showIssue(nullptr, 0, {}));
    QVERIFY(!m_controller->createDialog());
    m_controller->setProject(nullptr, false);
    QVERIFY(!m_controller->createDialog());
}

// The history shows both versions of an updated source in its second tab.
void TestRevisionController::sourceVersionsAreComparedToo()
{
    std::unique_ptr<RevisionHistoryDialog> before = m_controller->createDialog();
    QVERIFY(before);
    QCOMPARE(before->sourceVersionsView()->leftIndex(), -1);
    QVERIFY(!before->sourceVersionsView()->message().isEmpty());
    before.reset();
    QVERIFY(m_bench->workbench->save());
    QByteArray newer = kSource;
    newer.replace("moving averages", "moving averages of the gradients");
    SourceUpdater updater(*m_store);
    QVERIFY2(updater.prepare(3, newer, {}) && updater.apply(QStringLiteral("li")), qPrintable(updater.errorString()));
    QVERIFY(m_bench->workbench->reloadIssue());
    std::unique_ptr<RevisionHistoryDialog> dialog = m_controller->createDialog();
    QVERIFY(dialog);
    SourceVersionsView *versions = dialog->sourceVersionsView();
    QCOMPARE(versions->leftIndex(), 0);
    QCOMPARE(versions->rightIndex(), 1);
    QCOMPARE(versions->summary(), QStringLiteral("+0 −0 ~1 lines"));
    QCOMPARE(versions->diffView()->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Version 2 (current)"));
    QVERIFY(!dialog->showsSourceVersions());
    dialog->showSourceVersions(true);
    QVERIFY(dialog->showsSourceVersions());
}

QTEST_MAIN(TestRevisionController)
#include "tst_revisioncontroller.moc"
