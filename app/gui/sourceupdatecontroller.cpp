// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/sourceupdatecontroller.h"

#include "core/importlimits.h"
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/workbenchcontroller.h"
#include "sidebysideview.h"
#include "sourcechangespane.h"
#include "sourceupdate/sourcechangelistmodel.h"
#include "sourceupdate/sourcechangerepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

#include <algorithm>

SourceUpdateController::SourceUpdateController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, SourceChangesPane &pane, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_view(view)
    , m_pane(pane)
{
    connect(actions.action(ActionRegistry::UpdateSource), &QAction::triggered, this, &SourceUpdateController::chooseFile);
    connect(actions.action(ActionRegistry::MarkSourceChangeSeen), &QAction::triggered, this, &SourceUpdateController::markSeenAtCursor);
    workbench.connectEach(this, &SourceUpdateController::refresh, &WorkbenchController::issueShown, &WorkbenchController::draftReloaded);
    // Typing moves blocks to other lines; the changes themselves stay as read.
    connect(&workbench, &WorkbenchController::saved, this, &SourceUpdateController::showBadges);
    connect(&workbench, &WorkbenchController::currentBlockChanged, this, &SourceUpdateController::followCursor);
    connect(&pane, &SourceChangesPane::resolveRequested, this, &SourceUpdateController::resolve);
    connect(&pane, &SourceChangesPane::reopenRequested, this, &SourceUpdateController::reopen);
    connect(&pane, &SourceChangesPane::jumpRequested, this, &SourceUpdateController::jump);
}

void SourceUpdateController::setProject(ProjectStore *store, bool readOnly)
{
    ProjectController::setProject(store, readOnly);
    m_pane.setReadOnly(readOnly);
    refresh();
}

void SourceUpdateController::setPaneVisible(bool visible)
{
    m_paneVisible = visible;
    if (visible) {
        followCursor();
    }
}

bool SourceUpdateController::writable() const
{
    return m_store && !m_readOnly && !m_workbench.isDraftReadOnly() && m_workbench.session();
}

void SourceUpdateController::refresh()
{
    if (!m_store || !m_workbench.session()) {
        m_changes.clear();
        m_pane.setIssueOpen(false);
        showBadges();
        return;
    }
    SourceChangeRepository repository(*m_store);
    m_changes = repository.changes(m_workbench.issueId());
    if (!repository.errorString().isEmpty()) {
        Q_EMIT failed(tr("The source changes could not be read: %1").arg(repository.errorString()));
    }
    m_pane.setIssueOpen(true);
    m_pane.setReadOnly(m_readOnly || m_workbench.isDraftReadOnly());
    m_pane.setChanges(m_changes);
    showBadges();
    followCursor();
}

void SourceUpdateController::chooseFile()
{
    if (!writable()) {
        return;
    }
    const QString path =
        QFileDialog::getOpenFileName(m_dialogParent, tr("Update Source"), QString(), tr("Markdown posts (*.md *.markdown);;All files (*)"));
    if (!path.isEmpty()) {
        updateFromFile(path);
    }
}

bool SourceUpdateController::updateFromFile(const QString &path)
{
    if (!writable() || !m_workbench.save()) {
        return false;
    }
    QFile file(path);
    QByteArray bytes;
    if (!file.open(QIODevice::ReadOnly) || !ImportLimits::readAtMost(file, ImportLimits::PostBytes, &bytes)) {
        Q_EMIT failed(tr("%1 could not be read: %2")
                          .arg(QDir::toNativeSeparators(path), file.isOpen() ? ImportLimits::postTooLarge() : file.errorString()));
        return false;
    }
    const std::optional<Issue> issue = IssueRepository(*m_store).issueById(m_workbench.issueId());
    bool cancelled = false;
    const int post = issue ? postFor(path, &cancelled) : -1;
    if (cancelled) {
        return false;
    }
    SourceUpdater updater(*m_store);
    if (!issue || !updater.prepare(issue->number, bytes, path, post)) {
        Q_EMIT failed(issue ? updater.errorString() : tr("The issue is no longer in the project."));
        return false;
    }
    if (!confirm(updater.summary()) || !m_workbench.save()) {
        return false;
    }
    if (!succeeded(updater.apply(AppSettings().userName()), updater)) {
        return false;
    }
    m_workbench.reloadIssue(); // draftReloaded() refreshes the pane and the badges
    refresh();
    Q_EMIT paneWanted();
    Q_EMIT statusMessage(tr("Source updated to version %1: %2").arg(updater.summary().newVersion).arg(summaryText(updater.summary())));
    return true;
}

// -1 when SourceUpdater finds the post itself (the issue's only one, or the one with
// the file's name); else the ordinal of the post the user chose.
int SourceUpdateController::postFor(const QString &path, bool *cancelled)
{
    QList<SourceVersion> posts;
    for (const SourceVersion &version : SourceChangeRepository(*m_store).versions(m_workbench.issueId())) {
        if (version.current) {
            posts.append(version);
        }
    }
    const QString name = QFileInfo(path).fileName();
    const auto sameName = std::count_if(
        posts.cbegin(), posts.cend(), [&name](const SourceVersion &post) { return QFileInfo(post.originPath).fileName() == name; });
    if (posts.size() < 2 || sameName == 1) {
        return -1;
    }
    QStringList labels;
    for (const SourceVersion &post : std::as_const(posts)) {
        labels.append(tr("Post %1 · %2").arg(post.postOrdinal + 1).arg(QFileInfo(post.originPath).fileName()));
    }
    const int chosen = m_choosePost ? m_choosePost(labels) : askPost(labels, name);
    *cancelled = chosen < 0 || chosen >= posts.size();
    return *cancelled ? -1 : posts.at(chosen).postOrdinal;
}

int SourceUpdateController::askPost(const QStringList &labels, const QString &fileName)
{
    bool ok = false;
    const QString label = QInputDialog::getItem(m_dialogParent, tr("Update Source"),
        tr("This issue has %1 posts. Which of them does %2 replace?").arg(labels.size()).arg(fileName), labels, 0, false, &ok);
    return ok ? int(labels.indexOf(label)) : -1;
}

bool SourceUpdateController::confirm(const SourceUpdater::Summary &summary)
{
    if (m_confirm) {
        return m_confirm(summary);
    }
    QMessageBox box(QMessageBox::Question, tr("Update Source"),
        tr("Replace version %1 of this issue's source with the new version %2?").arg(summary.oldVersion).arg(summary.newVersion),
        QMessageBox::Ok | QMessageBox::Cancel, m_dialogParent);
    box.setInformativeText(summaryText(summary)
        + tr("\n\nThe old version is kept in the revision history. Translations of unchanged and moved blocks stay as they are."));
    box.button(QMessageBox::Ok)->setText(tr("Update"));
    return box.exec() == QMessageBox::Ok;
}

QString SourceUpdateController::summaryText(const SourceUpdater::Summary &summary)
{
    QStringList kinds;
    if (summary.edited > 0) {
        kinds.append(tr("%n edited", nullptr, summary.edited));
    }
    if (summary.moved > 0) {
        kinds.append(tr("%n moved", nullptr, summary.moved));
    }
    if (summary.added > 0) {
        kinds.append(tr("%n added", nullptr, summary.added));
    }
    if (summary.removed > 0) {
        kinds.append(tr("%n removed", nullptr, summary.removed));
    }
    kinds.append(tr("%n unchanged", nullptr, summary.unchanged));
    QStringList lines {tr("Source blocks: %1.").arg(kinds.join(tr(", ")))};
    if (!summary.needsReview.isEmpty()) {
        lines.append(tr("%n draft block(s) will need review.", nullptr, int(summary.needsReview.size())));
    }
    if (!summary.addedTargets.isEmpty()) {
        lines.append(tr("%n untranslated block(s) will be added to the draft.", nullptr, int(summary.addedTargets.size())));
    }
    if (summary.removed > 0) {
        lines.append(tr("%n removed block(s) will wait for a decision: drop their translation or keep it.", nullptr, summary.removed));
    }
    if (summary.recheckDeletions > 0) {
        lines.append(tr("%n deletion(s) will be flagged for a second look.", nullptr, summary.recheckDeletions));
    }
    return lines.join(QLatin1Char('\n'));
}

bool SourceUpdateController::resolve(qint64 changeId, SourceChange::State state)
{
    if (!writable() || !m_workbench.save()) {
        return false;
    }
    SourceChangeRepository repository(*m_store);
    if (!succeeded(repository.resolve(changeId, state, AppSettings().userName()), repository)) {
        return false;
    }
    // Only a decision on a removed block changes the draft: Mark Seen keeps the
    // editor's undo history.
    if (state == SourceChange::State::Done) {
        refresh();
    } else {
        m_workbench.reloadIssue();
        refresh();
    }
    return true;
}

bool SourceUpdateController::reopen(qint64 changeId)
{
    if (!writable()) {
        return false;
    }
    SourceChangeRepository repository(*m_store);
    if (!succeeded(repository.reopen(changeId), repository)) {
        return false;
    }
    refresh();
    return true;
}

const SourceChange *SourceUpdateController::openEditAtCursor() const
{
    const DraftSession *session = m_workbench.session();
    const int index = session ? m_workbench.currentBlock() : -1;
    if (index < 0) {
        return nullptr;
    }
    const TargetBlock &block = session->blocks().at(index);
    for (const SourceChange &change : m_changes) {
        if (change.isOpen() && change.kind == SourceChange::Kind::Edited && change.isAbout(block.id, block.sources)) {
            return &change;
        }
    }
    return nullptr;
}

bool SourceUpdateController::markSeenAtCursor()
{
    const SourceChange *change = openEditAtCursor();
    if (!change) {
        Q_EMIT statusMessage(tr("The source of the block at the cursor has no open change."));
        return false;
    }
    return resolve(change->id, SourceChange::State::Done);
}

void SourceUpdateController::jump(qint64 sourceBlockId, qint64 targetBlockId)
{
    const DraftSession *session = m_workbench.session();
    if (!session) {
        return;
    }
    if (targetBlockId != 0 && session->indexOfBlock(targetBlockId) >= 0) {
        m_workbench.goToDraftBlockId(targetBlockId);
    } else if (sourceBlockId != 0) {
        m_workbench.goToSourceBlockId(sourceBlockId);
    }
}

// The change about the draft block at the cursor (an open one first) becomes the
// pane's current one, so that its diff is in view beside the draft.
void SourceUpdateController::followCursor()
{
    const DraftSession *session = m_workbench.session();
    const int index = session && m_paneVisible ? m_workbench.currentBlock() : -1;
    if (index < 0) {
        return;
    }
    const TargetBlock &block = session->blocks().at(index);
    const SourceChange *found = nullptr;
    for (const SourceChange &change : m_changes) {
        if (change.isAbout(block.id, block.sources) && (!found || (change.isOpen() && !found->isOpen()))) {
            found = &change;
        }
    }
    // A change the pane's filter hides stays hidden: following the cursor never
    // changes what the translator chose to see.
    if (found && found->id != m_pane.currentChangeId() && m_pane.model()->rowOf(found->id) >= 0) {
        m_pane.selectChange(found->id);
    }
}

// A "Δ" on each source block whose edit is open and on the draft blocks aligned to it.
void SourceUpdateController::showBadges()
{
    const DraftSession *session = m_workbench.session();
    QList<CommentBadge> source;
    QList<CommentBadge> draft;
    for (const SourceChange &change : std::as_const(m_changes)) {
        if (!session || !change.isOpen() || change.kind != SourceChange::Kind::Edited) {
            continue;
        }
        const auto &blocks = session->sourceBlocks();
        const auto it =
            std::find_if(blocks.cbegin(), blocks.cend(), [&change](const SourceBlockState &b) { return b.id == change.sourceBlockId; });
        if (it == blocks.cend()) {
            continue;
        }
        CommentBadge badge;
        badge.sourceChanged = true;
        badge.line = it->lineStart;
        badge.toolTip = tr("The source changed in version %1 (see Source Changes):\n− %2\n+ %3")
                            .arg(change.version)
                            .arg(SourceChangeListModel::excerpt(change.oldText, 80), SourceChangeListModel::excerpt(change.newText, 80));
        source.append(badge);
        for (int target : it->targets) {
            badge.line = session->blocks().at(target).lineStart;
            draft.append(badge);
        }
    }
    m_view.sourceView()->setSourceChangeBadges(source);
    m_view.draftEditor()->setSourceChangeBadges(draft);
}
