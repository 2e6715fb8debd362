// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/exportcontroller.h"

#include "checklist/checklistevaluator.h"
#include "checklist/checklistrepository.h"
#include "codehtmlhighlighter.h"
#include "export/exportdocument.h"
#include "export/exportsettings.h"
#include "export/finishedpost.h"
#include "exportdialog.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/workbenchcontroller.h"
#include "notes/packwriter.h"
#include "notes/reproductionpack.h"
#include "packexportdialog.h"
#include "store/atomicfilewriter.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

ExportController::ExportController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
{
    connect(actions.action(ActionRegistry::ExportFinishedPost), &QAction::triggered, this, &ExportController::chooseAndExport);
    connect(actions.action(ActionRegistry::ExportReproductionPack), &QAction::triggered, this, &ExportController::chooseAndExportPack);
}

void ExportController::setProject(ProjectStore *store, bool readOnly)
{
    m_store = store && store->isOpen() ? store : nullptr;
    m_readOnly = readOnly;
    m_lastDirectory = m_store ? QFileInfo(m_store->path()).absolutePath() : QString();
}

void ExportController::chooseAndExport()
{
    if (!m_store || m_workbench.issueId() == 0) {
        Q_EMIT statusMessage(tr("Open an issue first."));
        return;
    }
    if (!m_workbench.save()) {
        return; // the draft in the editor is not what would be exported
    }
    m_workbench.flushRevision(); // the footer counts revisions
    const auto issue = IssueRepository(*m_store).issueById(m_workbench.issueId());
    FinishedPost post(*m_store);
    const QStringList unjustified = post.unjustifiedDeletions(m_workbench.issueId());
    if (!issue || !post.errorString().isEmpty()) {
        Q_EMIT failed(post.errorString().isEmpty() ? tr("The issue could not be read.") : post.errorString());
        return;
    }
    const ExportSettings stored = ExportSettings::load(*m_store);
    ExportDialog::Value value;
    value.settings = stored;
    value.unjustified = unjustified;
    const QList<ChecklistItemState> open = openChecklistItems();
    for (const ChecklistItemState &state : open) {
        value.openItems.append(tr("%1 — %2").arg(state.item.title, state.explanation));
    }
    value.outputPath = QDir(m_lastDirectory).filePath(QStringLiteral("issue-%1.zh.md").arg(issue->number));
    ExportDialog dialog(m_dialogParent);
    dialog.setValue(value);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    value = dialog.value();
    const ExportSettings &chosen = value.settings;
    if (chosen != stored && !m_readOnly && !chosen.save(*m_store)) {
        Q_EMIT failed(m_store->errorString()); // the export itself can still go ahead
    }
    if (exportTo(value.outputPath, chosen, value.html)) {
        m_lastDirectory = QFileInfo(value.outputPath).absolutePath();
        if (!open.isEmpty()) {
            recordOverride(open, value.overrideReason);
        }
    }
}

QList<ChecklistItemState> ExportController::openChecklistItems()
{
    const qint64 issueId = m_workbench.issueId();
    if (!m_store || issueId <= 0) {
        return {};
    }
    FinishedPost post(*m_store);
    if (post.isUntouched(issueId)) {
        return {};
    }
    ChecklistEvaluator evaluator(*m_store);
    if (!post.errorString().isEmpty() || !evaluator.evaluate(issueId)) {
        const QString why = post.errorString().isEmpty() ? evaluator.errorString() : post.errorString();
        Q_EMIT failed(tr("The checklist could not be evaluated: %1").arg(why));
        return {};
    }
    return evaluator.openItems();
}

bool ExportController::recordOverride(const QList<ChecklistItemState> &open, const QString &reason)
{
    if (!m_store || open.isEmpty()) {
        return false;
    }
    if (m_readOnly) {
        Q_EMIT statusMessage(tr("Exported with open checklist items; the project is read-only, so this was not recorded."));
        return false;
    }
    QStringList keys;
    for (const ChecklistItemState &state : open) {
        keys.append(state.item.key);
    }
    ChecklistRepository repository(*m_store);
    if (!repository.recordOverride(m_workbench.issueId(), keys, reason, AppSettings().userName())) {
        Q_EMIT failed(tr("The export override could not be recorded: %1").arg(repository.errorString()));
        return false;
    }
    return true;
}

bool ExportController::exportTo(const QString &path, const ExportSettings &settings, bool html)
{
    const auto issue = m_store ? IssueRepository(*m_store).issueById(m_workbench.issueId()) : std::nullopt;
    if (!issue) {
        Q_EMIT failed(tr("The issue could not be read."));
        return false;
    }
    FinishedPost post(*m_store);
    // Light colours: an exported page is read on paper-white.
    const auto bytes =
        ExportDocument::finishedPost(post, *issue, settings, html, CodeHtmlHighlighter::renderer(CodeHtmlHighlighter::Theme::Light));
    if (!bytes) {
        Q_EMIT failed(post.errorString());
        return false;
    }
    // A failed export never leaves half a file behind.
    if (QString error; !AtomicFileWriter::write(path, *bytes, &error)) {
        Q_EMIT failed(error);
        return false;
    }
    Q_EMIT statusMessage(tr("Exported issue %1 to %2").arg(issue->number).arg(QDir::toNativeSeparators(path)));
    return true;
}

void ExportController::chooseAndExportPack()
{
    if (!m_store || m_workbench.issueId() == 0) {
        Q_EMIT statusMessage(tr("Open an issue first."));
        return;
    }
    if (!m_workbench.save()) {
        return; // the pack note in the editor is not what would be exported
    }
    const auto issue = IssueRepository(*m_store).issueById(m_workbench.issueId());
    if (!issue) {
        Q_EMIT failed(tr("The issue could not be read."));
        return;
    }
    PackExportDialog::Value value;
    value.settings = PackSettings::load(*m_store);
    value.folder = QDir(m_lastDirectory).filePath(QStringLiteral("issue-%1-pack").arg(issue->number));
    value.hasPackNote = ReproductionPack::noteOf(*m_store, issue->id).has_value();
    PackExportDialog dialog(m_dialogParent);
    dialog.setValue(value);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const PackExportDialog::Value chosen = dialog.value();
    const PackSettings stored = PackSettings::load(*m_store);
    const bool changed = chosen.settings.pipMirror != stored.pipMirror || chosen.settings.condaMirror != stored.condaMirror
        || chosen.settings.hfMirror != stored.hfMirror || chosen.settings.baseImage != stored.baseImage;
    if (changed && !m_readOnly && !chosen.settings.save(*m_store)) {
        Q_EMIT failed(m_store->errorString()); // the export itself can still go ahead
    }
    if (exportPackTo(chosen.folder)) {
        m_lastDirectory = QFileInfo(chosen.folder).absolutePath();
    }
}

bool ExportController::exportPackTo(const QString &folder)
{
    const auto issue = m_store ? IssueRepository(*m_store).issueById(m_workbench.issueId()) : std::nullopt;
    if (!issue) {
        Q_EMIT failed(tr("The issue could not be read."));
        return false;
    }
    PackWriter writer;
    QList<ReproductionPack::File> files;
    bool fromSnapshot = false;
    QString error;
    if (!writer.canWriteTo(folder) || !ReproductionPack::forIssue(*m_store, *issue, &files, &fromSnapshot, &error)
        || !writer.write(folder, files)) {
        Q_EMIT failed(error.isEmpty() ? writer.errorString() : error);
        return false;
    }
    Q_EMIT statusMessage(fromSnapshot
            ? tr("Reproduction pack built from the version snapshot and written to %1").arg(QDir::toNativeSeparators(folder))
            : tr("Reproduction pack written to %1").arg(QDir::toNativeSeparators(folder)));
    return true;
}
