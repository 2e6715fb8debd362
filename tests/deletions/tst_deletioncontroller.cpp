// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletiongauge.h"
#include "deletionpane.h"
#include "deletions/deletionlistmodel.h"
#include "deletions/deletionrepository.h"
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/deletioncontroller.h"
#include "sidebysideview.h"
#include "sourceupdate/sourceupdater.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <algorithm>
#include <memory>

namespace {
// CRLF on purpose: spans are offsets into the stored text, the view has no '\r'.
const QByteArray kSource = "# Setup\r\n\r\nWe ran it on the Stanford cluster.\r\nIt took an hour.\r\n\r\n"
                           "The derivation follows.\r\n\r\nSee also our older post.\r\n";
const QByteArray kDraft = "# 设置\r\n\r\n运行耗时一小时。\r\n";
} // namespace

// Deleting from the source view as a translator does: the block at the cursor,
// several blocks, a span of one; the pane, the gauges and the struck-through source
// follow; undo and a later justification.
class TestDeletionController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void selectionBecomesDeletions_data();
    void selectionBecomesDeletions();
    void addedDeletionIsShownEverywhere();
    void unjustifiedDeletionIsFlaggedAndJustifiedLater();
    void undoFromThePaneRestoresTheBlock();
    void aBlockDeletedWholeIsNotOfferedAgain();
    void itsTranslationCanLeaveTheDraftToo();
    void aChangedSourceAsksForARecheck();

private:
    void select(const QString &text);
    qint64 blockId(const QString &start) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    SideBySideView *m_view = nullptr;
    DeletionPane *m_pane = nullptr;
    DeletionGauge *m_gauge = nullptr;
    WorkbenchController *m_workbench = nullptr;
    DeletionController *m_deletions = nullptr;
    qint64 m_issueId = 0;
};

void TestDeletionController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("t.yiqiao")), QStringLiteral("T")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_pane = new DeletionPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_view = m_bench->view;
    m_workbench = m_bench->workbench;
    m_gauge = new DeletionGauge(m_bench->window.get());
    m_deletions = new DeletionController(*m_bench->actions, *m_workbench, *m_view, *m_pane, *m_gauge, m_bench->window.get());
    m_deletions->setProject(m_store.get(), false);
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    m_bench->window->show();
}

void TestDeletionController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

void TestDeletionController::select(const QString &text)
{
    DocumentView *view = m_view->sourceView();
    const int at = view->toPlainText().indexOf(text);
    QVERIFY2(at >= 0, qPrintable(text));
    QTextCursor cursor(view->document());
    cursor.setPosition(at);
    cursor.setPosition(at + int(text.size()), QTextCursor::KeepAnchor);
    view->setTextCursor(cursor);
}

qint64 TestDeletionController::blockId(const QString &start) const
{
    for (const BlockRecord &block : IssueRepository(*m_store).sourceBlocks(m_issueId)) {
        if (block.text.startsWith(start)) {
            return block.id;
        }
    }
    return 0;
}

void TestDeletionController::selectionBecomesDeletions_data()
{
    QTest::addColumn<QString>("selection"); // "" puts the cursor at the start of "The derivation"
    QTest::addColumn<QStringList>("blocks"); // the start of each deleted block's text
    QTest::addColumn<QString>("span"); // the stored text of a span, "" for whole blocks

    QTest::newRow("cursor without selection: its block") << QString() << QStringList {QStringLiteral("The derivation")} << QString();
    QTest::newRow("selection over two blocks") << QStringLiteral("an hour.\n\nThe deriv")
                                               << QStringList {QStringLiteral("We ran"), QStringLiteral("The derivation")} << QString();
    QTest::newRow("all of a block's text: the block")
        << QStringLiteral("The derivation follows.") << QStringList {QStringLiteral("The derivation")} << QString();
    QTest::newRow("part of a block: a span") << QStringLiteral("Stanford cluster.") << QStringList {QStringLiteral("We ran")}
                                             << QStringLiteral("Stanford cluster.");
    QTest::newRow("span over a CRLF line break")
        << QStringLiteral("cluster.\nIt took") << QStringList {QStringLiteral("We ran")} << QStringLiteral("cluster.\r\nIt took");
}

void TestDeletionController::selectionBecomesDeletions()
{
    QFETCH(QString, selection);
    QFETCH(QStringList, blocks);
    QFETCH(QString, span);
    if (selection.isEmpty()) {
        select(QStringLiteral("The derivation"));
        QTextCursor cursor = m_view->sourceView()->textCursor();
        cursor.clearSelection();
        m_view->sourceView()->setTextCursor(cursor);
    } else {
        select(selection);
    }
    const QList<Deletion> deletions = m_deletions->deletionsForSelection();
    QCOMPARE(deletions.size(), blocks.size());
    for (int i = 0; i < blocks.size(); ++i) {
        QCOMPARE(deletions.at(i).sourceBlockId, blockId(blocks.at(i)));
    }
    if (span.isEmpty()) {
        QVERIFY(deletions.first().isWholeBlock());
        return;
    }
    QVERIFY(!deletions.first().isWholeBlock());
    const auto sources = IssueRepository(*m_store).sourceBlocks(m_issueId);
    const auto block =
        std::find_if(sources.cbegin(), sources.cend(), [&](const BlockRecord &b) { return b.id == deletions.first().sourceBlockId; });
    QCOMPARE(block->text.mid(deletions.first().spanStart, deletions.first().spanEnd - deletions.first().spanStart), span);
}

void TestDeletionController::addedDeletionIsShownEverywhere()
{
    select(QStringLiteral("Stanford cluster."));
    QVERIFY(m_deletions->addDeletions(
        m_deletions->deletionsForSelection(), DeletionReason::RegionSpecific, QStringLiteral("国内读者用不到。")));
    select(QStringLiteral("The derivation follows."));
    QVERIFY(
        m_deletions->addDeletions(m_deletions->deletionsForSelection(), DeletionReason::TheoryDerivation, QStringLiteral("推导从略。")));

    QCOMPARE(DeletionRepository(*m_store).deletions(m_issueId).size(), 2);
    QVERIFY(m_gauge->isVisibleTo(m_bench->window.get()));
    QVERIFY(m_gauge->result().proseDeleted > 0);
    QVERIFY(m_gauge->result().ratio > 0.0);
    // Struck through in the source: exactly the deleted text.
    QStringList struck;
    DocumentView *view = m_view->sourceView();
    for (const TextMarks::Mark &mark : view->textMarks()) {
        if (mark.style == TextMarks::Style::Deleted) {
            struck.append(view->toPlainText().mid(mark.start, mark.end - mark.start));
        }
    }
    QCOMPARE(struck, (QStringList {QStringLiteral("Stanford cluster."), QStringLiteral("The derivation follows.")}));
    // A block deleted whole no longer counts as untranslated; one with a span still does.
    for (const SourceBlockState &state : m_workbench->session()->sourceBlocks()) {
        QCOMPARE(state.deleted, state.id == blockId(QStringLiteral("The derivation")));
    }
}

void TestDeletionController::unjustifiedDeletionIsFlaggedAndJustifiedLater()
{
    select(QStringLiteral("See also our older post."));
    QSignalSpy messages(m_deletions, &DeletionController::statusMessage);
    QVERIFY(m_deletions->addDeletions(m_deletions->deletionsForSelection(), DeletionReason::Duplicate, QStringLiteral("  ")));
    QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("without a justification")));
    const QList<Deletion> stored = DeletionRepository(*m_store).deletions(m_issueId);
    QCOMPARE(stored.size(), 1);
    QVERIFY(!stored.first().isJustified());
    Q_EMIT m_pane->justifyRequested(stored.first().id, QStringLiteral("与第 12 期重复。"));
    const Deletion justified = DeletionRepository(*m_store).deletions(m_issueId).first();
    QVERIFY(justified.isJustified());
    QCOMPARE(justified.reason, DeletionReason::Duplicate);
}

void TestDeletionController::undoFromThePaneRestoresTheBlock()
{
    select(QStringLiteral("The derivation follows."));
    QVERIFY(
        m_deletions->addDeletions(m_deletions->deletionsForSelection(), DeletionReason::TheoryDerivation, QStringLiteral("推导从略。")));
    const qint64 id = DeletionRepository(*m_store).deletions(m_issueId).first().id;
    Q_EMIT m_pane->removeRequested({id});
    QVERIFY(DeletionRepository(*m_store).deletions(m_issueId).isEmpty());
    QCOMPARE(m_gauge->result().proseDeleted, 0);
    for (const SourceBlockState &state : m_workbench->session()->sourceBlocks()) {
        QVERIFY(!state.deleted);
    }
    for (const TextMarks::Mark &mark : m_view->sourceView()->textMarks()) {
        QVERIFY(mark.style != TextMarks::Style::Deleted);
    }
}

void TestDeletionController::aBlockDeletedWholeIsNotOfferedAgain()
{
    select(QStringLiteral("an hour.\n\nThe deriv"));
    QVERIFY(m_deletions->addDeletions({m_deletions->deletionsForSelection().last()}, DeletionReason::Other, QStringLiteral("x")));
    select(QStringLiteral("an hour.\n\nThe deriv"));
    const QList<Deletion> offered = m_deletions->deletionsForSelection();
    QCOMPARE(offered.size(), 1);
    QCOMPARE(offered.first().sourceBlockId, blockId(QStringLiteral("We ran")));
}

void TestDeletionController::itsTranslationCanLeaveTheDraftToo()
{
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(
        2, "# A\n\nKeep this.\n\nDrop this.\n\nKeep that.\n", {}, {}, "# 甲\n\n保留这个。\n\n删掉这个。\n\n保留那个。\n"));
    m_issueId = importer.result().issueId;
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 2")));
    const QList<TargetBlock> before = m_workbench->session()->blocks();
    QCOMPARE(before.size(), 4);
    select(QStringLiteral("Drop this."));
    const QList<Deletion> deletions = m_deletions->deletionsForSelection();
    const QList<qint64> drop = m_deletions->draftBlocksOnlyFor(deletions);
    QCOMPARE(drop, QList<qint64> {before.at(2).id});
    select(QStringLiteral("Keep this."));
    QVERIFY(m_deletions->draftBlocksOnlyFor(m_deletions->deletionsForSelection()).size() == 1);

    // Typed since the last autosave: a block above moves the one to remove down.
    QTextCursor top(m_view->draftEditor()->document());
    m_view->draftEditor()->setTextCursor(top);
    typeText(m_view->draftEditor(), QStringLiteral("前言。"));
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return);
    QTest::keyClick(m_view->draftEditor(), Qt::Key_Return);
    QVERIFY(m_deletions->removeDraftBlocks(drop));
    QVERIFY(m_deletions->addDeletions(deletions, DeletionReason::Other, QStringLiteral("不需要。")));
    const QList<TargetBlock> &after = m_workbench->session()->blocks();
    QCOMPARE(after.size(), 4);
    QCOMPARE(after.at(3).id, before.at(3).id);
    QCOMPARE(after.at(3).sources, before.at(3).sources);
    QCOMPARE(m_view->draftEditor()->toPlainText(), QStringLiteral("前言。\n\n# 甲\n\n保留这个。\n\n保留那个。\n"));
    // One undo brings the translation back, with its identity.
    m_view->draftEditor()->undo();
    QVERIFY(m_workbench->save());
    QCOMPARE(m_workbench->session()->blocks().size(), 5);
    QCOMPARE(m_workbench->session()->blocks().at(3).sources, before.at(2).sources);
}

// A source update edits a deleted block: the pane flags the deletion; Rechecked
// clears the flag in the project.
void TestDeletionController::aChangedSourceAsksForARecheck()
{
    select(QStringLiteral("See also our older post."));
    QVERIFY(m_deletions->addDeletions(m_deletions->deletionsForSelection(), DeletionReason::Duplicate, QStringLiteral("重复。")));
    QVERIFY(m_workbench->save());
    SourceUpdater updater(*m_store);
    QByteArray newer = kSource;
    newer.replace("See also our older post.", "See also our older post and its sequel.");
    QVERIFY2(updater.prepare(1, newer, {}), qPrintable(updater.errorString()));
    QVERIFY2(updater.apply(QStringLiteral("li")), qPrintable(updater.errorString()));
    QCOMPARE(updater.summary().recheckDeletions, 1);
    QVERIFY(m_workbench->reloadIssue()); // refreshes the pane
    auto *table = m_pane->findChild<QTableView *>(QStringLiteral("deletionTable"));
    QVERIFY(table);
    const QModelIndex flagged = table->model()->index(0, DeletionListModel::BlockColumn);
    QVERIFY(flagged.data(DeletionListModel::RecheckRole).toBool());
    table->setCurrentIndex(flagged);
    m_pane->clearRecheckOfCurrent();
    QVERIFY(!DeletionRepository(*m_store).deletions(m_issueId).first().recheck);
    QVERIFY(!table->model()->index(0, DeletionListModel::BlockColumn).data(DeletionListModel::RecheckRole).toBool());
}

QTEST_MAIN(TestDeletionController)
#include "tst_deletioncontroller.moc"
