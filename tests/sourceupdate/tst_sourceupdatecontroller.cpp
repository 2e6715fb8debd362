// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/sourceupdatecontroller.h"
#include "placecursor.h"
#include "sidebysideview.h"
#include "sourcechangespane.h"
#include "sourcediffview.h"
#include "sourceupdate/sourcechangelistmodel.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <memory>

namespace {
const QByteArray kSource = "# Setup\n\nInstall the tool with pip.\n\nThe old paragraph goes away in the next version.\n\n"
                           "Run it once a day.\n";
const QByteArray kDraft = "# 设置\n\n用 pip 安装该工具。\n\n下一版会删掉的旧段落。\n\n每天运行一次。\n";
// An edited paragraph, a removed one and an added one.
const QByteArray kNewSource = "# Setup\n\nInstall the tool with pip or with conda.\n\nRun it once a day.\n\n"
                              "A brand new closing paragraph.\n";
} // namespace

// Updating the source of the open issue as a translator does, with a typed and not
// yet saved edit in the draft; the Source Changes pane, the decisions on a removed
// block, Mark Seen at the cursor, the Δ badges and the pane following the cursor.
class TestSourceUpdateController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void updateKeepsTheUnsavedEditAndAddsTheNewBlock();
    void declinedOrBadUpdatesChangeNothing_data();
    void declinedOrBadUpdatesChangeNothing();
    void decisionOnTheRemovedBlock_data();
    void decisionOnTheRemovedBlock();
    void markSeenAtTheCursorAndReopen();
    void paneFollowsTheDraftCursor();
    void severalPostsAskWhichOne_data();
    void severalPostsAskWhichOne();

private:
    QString writeFile(const QByteArray &bytes);
    bool update();
    const SourceChange *changeOf(SourceChange::Kind kind) const;
    QString draftText() const { return m_bench->view->draftEditor()->draftText(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    SourceChangesPane *m_pane = nullptr;
    SourceUpdateController *m_updates = nullptr;
    qint64 m_issueId = 0;
    int m_confirmations = 0;
};

void TestSourceUpdateController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, QStringLiteral("setup.md"), kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_pane = new SourceChangesPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_updates = new SourceUpdateController(*m_bench->actions, *m_bench->workbench, *m_bench->view, *m_pane, m_bench->window.get());
    m_confirmations = 0;
    m_updates->setConfirmation([this](const SourceUpdater::Summary &) {
        ++m_confirmations;
        return true;
    });
    m_updates->setProject(m_store.get(), false);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    m_bench->window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_bench->window.get()));
}

void TestSourceUpdateController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

QString TestSourceUpdateController::writeFile(const QByteArray &bytes)
{
    const QString path = m_dir->filePath(QStringLiteral("setup.md"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        return {};
    }
    return path;
}

bool TestSourceUpdateController::update()
{
    return m_updates->updateFromFile(writeFile(kNewSource));
}

const SourceChange *TestSourceUpdateController::changeOf(SourceChange::Kind kind) const
{
    for (const SourceChange &change : m_updates->changes()) {
        if (change.kind == kind) {
            return &change;
        }
    }
    return nullptr;
}

void TestSourceUpdateController::updateKeepsTheUnsavedEditAndAddsTheNewBlock()
{
    DraftEditor *editor = m_bench->view->draftEditor();
    QVERIFY(placeCursor(editor, QStringLiteral("每天运行一次。"), -1));
    typeText(editor, QStringLiteral("（周末除外）"));
    QVERIFY(m_bench->workbench->hasUnsavedChanges());
    SourceUpdater::Summary seen;
    m_updates->setConfirmation([&seen](const SourceUpdater::Summary &summary) {
        seen = summary;
        return true;
    });
    QVERIFY(update());
    QCOMPARE(seen.edited, 1);
    QCOMPARE(seen.removed, 1);
    QCOMPARE(seen.added, 1);
    QVERIFY(SourceUpdateController::summaryText(seen).contains(QStringLiteral("1 removed")));
    // The edit typed before the update is in the project and in the editor.
    QVERIFY2(draftText().contains(QStringLiteral("每天运行一次。（周末除外）")), qPrintable(draftText()));
    QVERIFY(!m_bench->workbench->hasUnsavedChanges());
    DraftSession session(*m_store, m_issueId);
    QVERIFY(session.load());
    QVERIFY(session.text().contains(QStringLiteral("每天运行一次。（周末除外）")));
    // The new source block has its untranslated copy; the removed one's translation waits.
    QVERIFY(draftText().contains(QStringLiteral("A brand new closing paragraph.")));
    QVERIFY(draftText().contains(QStringLiteral("下一版会删掉的旧段落。")));
    QVERIFY(m_bench->view->sourceView()->toPlainText().contains(QStringLiteral("pip or with conda")));
    // The pane lists what changed, open ones first; the edit and its draft block carry a Δ.
    QCOMPARE(m_pane->model()->rowCount(), 3);
    QCOMPARE(m_pane->model()->openCount(), 2);
    QVERIFY(changeOf(SourceChange::Kind::Edited) && changeOf(SourceChange::Kind::Edited)->isOpen());
    QCOMPARE(editor->sourceChangeBadges().size(), 1);
    const int pipLine = editor->document()->find(QStringLiteral("用 pip 安装该工具。")).blockNumber();
    QCOMPARE(editor->sourceChangeBadges().first().line, pipLine);
    QVERIFY(editor->sourceChangeBadges().first().toolTip.contains(QStringLiteral("conda")));
    QCOMPARE(m_bench->view->sourceView()->sourceChangeBadges().size(), 1);
}

void TestSourceUpdateController::declinedOrBadUpdatesChangeNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("confirm");
    QTest::addColumn<bool>("fails"); // failed() says why
    QTest::newRow("the user declines the summary") << kNewSource << false << false;
    QTest::newRow("the same version again") << kSource << true << true;
    QTest::newRow("not a text file") << QByteArray("\x00\x01\x02\xff\xfe", 5) << true << true;
}

void TestSourceUpdateController::declinedOrBadUpdatesChangeNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, confirm);
    QFETCH(bool, fails);
    m_updates->setConfirmation([confirm](const SourceUpdater::Summary &) { return confirm; });
    QSignalSpy failed(m_updates, &SourceUpdateController::failed);
    QVERIFY(!m_updates->updateFromFile(writeFile(bytes)));
    QCOMPARE(failed.count(), fails ? 1 : 0);
    QCOMPARE(m_bench->view->sourceView()->toPlainText(), QString::fromUtf8(kSource));
    QVERIFY(!draftText().contains(QStringLiteral("A brand new")));
    QCOMPARE(m_pane->model()->rowCount(), 0);
    QVERIFY(IssueRepository(*m_store).sourceBlocks(m_issueId).constLast().text.startsWith(QStringLiteral("Run it once")));
}

void TestSourceUpdateController::decisionOnTheRemovedBlock_data()
{
    QTest::addColumn<int>("state");
    QTest::addColumn<bool>("stays");
    QTest::newRow("Drop Translation: its draft block goes") << int(SourceChange::State::Dropped) << false;
    QTest::newRow("Keep as Addition: it stays, as an addition") << int(SourceChange::State::Kept) << true;
}

void TestSourceUpdateController::decisionOnTheRemovedBlock()
{
    QFETCH(int, state);
    QFETCH(bool, stays);
    QVERIFY(update());
    const SourceChange *removed = changeOf(SourceChange::Kind::Removed);
    QVERIFY(removed && removed->isOpen());
    const qint64 id = removed->id;
    QVERIFY(m_pane->selectChange(id));
    QSignalSpy reloaded(m_bench->workbench, &WorkbenchController::draftReloaded);
    m_pane->resolveCurrent(SourceChange::State(state)); // as the pane's button asks
    QCOMPARE(reloaded.count(), 1);
    QCOMPARE(draftText().contains(QStringLiteral("下一版会删掉的旧段落。")), stays);
    QCOMPARE(int(changeOf(SourceChange::Kind::Removed)->state), state);
    QCOMPARE(m_pane->model()->openCount(), 1);
    DraftSession *session = m_bench->workbench->session();
    bool addition = false;
    for (const TargetBlock &block : session->blocks()) {
        addition = addition || (block.text.startsWith(QStringLiteral("下一版")) && block.origin == QLatin1String("addition"));
    }
    QCOMPARE(addition, stays);
}

void TestSourceUpdateController::markSeenAtTheCursorAndReopen()
{
    QVERIFY(update());
    DraftEditor *editor = m_bench->view->draftEditor();
    QVERIFY(placeCursor(editor, QStringLiteral("每天运行一次。")));
    QSignalSpy status(m_updates, &SourceUpdateController::statusMessage);
    QVERIFY(!m_updates->markSeenAtCursor()); // its source did not change
    QCOMPARE(status.count(), 1);
    QVERIFY(placeCursor(editor, QStringLiteral("用 pip 安装该工具。"), 6));
    typeText(editor, QStringLiteral("和 conda "));
    QSignalSpy reloaded(m_bench->workbench, &WorkbenchController::draftReloaded);
    m_bench->actions->action(ActionRegistry::MarkSourceChangeSeen)->trigger();
    QCOMPARE(changeOf(SourceChange::Kind::Edited)->state, SourceChange::State::Done);
    QCOMPARE(reloaded.count(), 0); // Mark Seen keeps the editor's undo history
    QVERIFY(editor->document()->isUndoAvailable());
    QVERIFY(draftText().contains(QStringLiteral("用 pip 和 conda 安装该工具。")));
    QVERIFY(editor->sourceChangeBadges().isEmpty());
    QVERIFY(m_bench->view->sourceView()->sourceChangeBadges().isEmpty());
    QVERIFY(m_updates->reopen(changeOf(SourceChange::Kind::Edited)->id));
    QVERIFY(changeOf(SourceChange::Kind::Edited)->isOpen());
    QCOMPARE(editor->sourceChangeBadges().size(), 1);
}

void TestSourceUpdateController::paneFollowsTheDraftCursor()
{
    QVERIFY(update());
    DraftEditor *editor = m_bench->view->draftEditor();
    const qint64 edited = changeOf(SourceChange::Kind::Edited)->id;
    const qint64 removed = changeOf(SourceChange::Kind::Removed)->id;
    QVERIFY(placeCursor(editor, QStringLiteral("下一版会删掉的旧段落。")));
    QTRY_COMPARE(m_pane->currentChangeId(), removed);
    QVERIFY(placeCursor(editor, QStringLiteral("用 pip 安装该工具。")));
    QTRY_COMPARE(m_pane->currentChangeId(), edited);
    QVERIFY(m_pane->diffView()->document()->toPlainText().contains(QStringLiteral("conda")));
    // A hidden pane is left alone.
    m_updates->setPaneVisible(false);
    QVERIFY(placeCursor(editor, QStringLiteral("下一版会删掉的旧段落。")));
    QTest::qWait(50);
    QCOMPARE(m_pane->currentChangeId(), edited);
}

void TestSourceUpdateController::severalPostsAskWhichOne_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("asked");
    QTest::addColumn<bool>("updated");
    QTest::newRow("another name: the second post chosen") << QStringLiteral("notes-v2.md") << 1 << true << true;
    QTest::newRow("another name: cancelled, nothing changes") << QStringLiteral("notes-v2.md") << -1 << true << false;
    QTest::newRow("the second post's name: not asked") << QStringLiteral("notes.md") << -1 << false << true;
}

// An issue made of two posts: the window must be able to say which one a file
// replaces, as the CLI's --post does.
void TestSourceUpdateController::severalPostsAskWhichOne()
{
    QFETCH(QString, fileName);
    QFETCH(int, answer);
    QFETCH(bool, asked);
    QFETCH(bool, updated);
    const QByteArray second = "# Notes\n\nA second post.\n";
    const QByteArray newSecond = "# Notes\n\nA second post, revised.\n";
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, second, {}, QStringLiteral("/elsewhere/notes.md")), qPrintable(importer.errorString()));
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    QStringList offered;
    m_updates->setPostChoice([&offered, answer](const QStringList &posts) {
        offered = posts;
        return answer;
    });
    QFile file(m_dir->filePath(fileName));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(newSecond) == newSecond.size());
    file.close();
    QCOMPARE(m_updates->updateFromFile(file.fileName()), updated);
    QCOMPARE(offered.size(), asked ? 2 : 0);
    const QList<QByteArray> posts = IssueRepository(*m_store).sourceSnapshots(m_issueId);
    QCOMPARE(posts, (QList<QByteArray> {kSource, updated ? newSecond : second}));
}

QTEST_MAIN(TestSourceUpdateController)
#include "tst_sourceupdatecontroller.moc"
