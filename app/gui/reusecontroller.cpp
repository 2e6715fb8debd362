// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/reusecontroller.h"

#include "annotationpane.h"
#include "draft/draftsession.h"
#include "gui/actionregistry.h"
#include "gui/plainmessage.h"
#include "gui/workbenchcontroller.h"
#include "notes/annotationrepository.h"
#include "notes/notelinkrepository.h"
#include "reuse/checklistreuse.h"
#include "reuse/issuereuse.h"
#include "reuse/notereuse.h"
#include "reuse/termreuse.h"
#include "reusedialog.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAction>
#include <QInputDialog>

namespace {

IssueReuse::Request requestFrom(const ReuseDialog &dialog, qint64 toIssueId, int toNumber, qint64 afterBlockId)
{
    IssueReuse::Request request;
    request.fromIssueId = dialog.sourceIssueId();
    request.fromNumber = dialog.sourceIssueNumber();
    request.toIssueId = toIssueId;
    request.toNumber = toNumber;
    request.notes = !dialog.selectedNoteIds().isEmpty();
    request.noteIds = dialog.selectedNoteIds();
    request.mode = dialog.linkNotes() ? NoteReuse::Mode::Link : NoteReuse::Mode::Copy;
    request.afterBlockId = afterBlockId;
    request.checklist = !dialog.selectedChecklistKeys().isEmpty();
    request.checklistKeys = dialog.selectedChecklistKeys();
    request.terms = !dialog.selectedTermIds().isEmpty();
    request.termIds = dialog.selectedTermIds();
    return request;
}

} // namespace

ReuseController::ReuseController(ActionRegistry &actions, WorkbenchController &workbench, AnnotationPane &pane, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_pane(pane)
{
    connect(actions.action(ActionRegistry::ReuseFromIssue), &QAction::triggered, this, &ReuseController::showDialog);
    connect(&m_pane, &AnnotationPane::saveAsTemplateRequested, this, &ReuseController::askTemplateName);
    connect(&m_pane, &AnnotationPane::copyToIssueRequested, this, &ReuseController::askCopy);
    connect(&m_pane, &AnnotationPane::syncLinkRequested, this, &ReuseController::syncCurrentNote);
    connect(&m_pane, &AnnotationPane::takeOriginalRequested, this, &ReuseController::takeOriginal);
    connect(&m_pane, &AnnotationPane::unlinkRequested, this, &ReuseController::unlinkCurrentNote);
    m_workbench.connectEach(this, &ReuseController::showLink, &WorkbenchController::currentBlockChanged, &WorkbenchController::saved,
        &WorkbenchController::draftReloaded);
    connect(&m_workbench, &WorkbenchController::issueShown, this, [this] {
        syncShownIssue();
        showLink();
    });
}

void ReuseController::setProject(ProjectStore *store, bool readOnly)
{
    m_store = store && store->isOpen() ? store : nullptr;
    m_readOnly = readOnly;
    showLink();
}

QList<Issue> ReuseController::otherIssues() const
{
    QList<Issue> others;
    if (!m_store) {
        return others;
    }
    const QList<Issue> all = IssueRepository(*m_store).issues();
    for (const Issue &issue : all) {
        if (issue.id != m_workbench.issueId()) {
            others.append(issue);
        }
    }
    return others;
}

int ReuseController::openIssueNumber() const
{
    const auto issue = m_store ? IssueRepository(*m_store).issueById(m_workbench.issueId()) : std::nullopt;
    return issue ? issue->number : 0;
}

qint64 ReuseController::currentNoteId() const
{
    const DraftSession *session = m_workbench.session();
    const int index = m_workbench.currentBlock();
    if (!session || index < 0 || index >= session->blocks().size()) {
        return 0;
    }
    const TargetBlock &block = session->blocks().at(index);
    return block.origin == QLatin1String("note") && AnnotationKinds::fromString(block.noteType) ? block.id : 0;
}

void ReuseController::showDialog()
{
    if (!m_store || !m_workbench.session() || m_readOnly || m_workbench.isDraftReadOnly()) {
        Q_EMIT statusMessage(tr("Open an issue first."));
        return;
    }
    ReuseDialog dialog(m_dialogParent);
    prepare(dialog);
    if (dialog.exec() == QDialog::Accepted) {
        apply(dialog);
    }
}

void ReuseController::prepare(ReuseDialog &dialog)
{
    const QList<Issue> others = otherIssues();
    const int open = openIssueNumber();
    dialog.setIssues(others);
    qint64 chosen = others.isEmpty() ? 0 : others.constFirst().id;
    int best = 0;
    for (const Issue &issue : others) {
        if (issue.number < open && issue.number > best) {
            best = issue.number;
            chosen = issue.id;
        }
    }
    connect(&dialog, &ReuseDialog::sourceIssueChanged, this, [this, &dialog](qint64 issueId) { fill(dialog, issueId); });
    dialog.setSourceIssue(chosen);
    fill(dialog, dialog.sourceIssueId());
    dialog.setCanInsertAfterCursor(m_workbench.currentBlock() >= 0);
}

void ReuseController::fill(ReuseDialog &dialog, qint64 issueId)
{
    if (!m_store) {
        return;
    }
    dialog.setNotes(NoteReuse(*m_store).notes(issueId));
    dialog.setChecklistResults(ChecklistReuse(*m_store).results(issueId));
    dialog.setTerms(TermReuse(*m_store).terms(dialog.sourceIssueNumber()));
}

bool ReuseController::apply(const ReuseDialog &dialog)
{
    if (!m_store || !m_workbench.session() || m_readOnly || m_workbench.isDraftReadOnly()) {
        return false;
    }
    const DraftSession *session = m_workbench.session();
    const int index = m_workbench.currentBlock();
    const qint64 after = dialog.insertAfterCursor() && index >= 0 ? session->blocks().at(index).id : 0;
    const IssueReuse::Request request = requestFrom(dialog, m_workbench.issueId(), openIssueNumber(), after);
    IssueReuse reuse(*m_store);
    const auto write = [&](QString *error) {
        const bool written = reuse.apply(request);
        *error = reuse.errorString();
        return written;
    };
    // Only notes change the draft: without them the editor keeps its undo history.
    bool ok = false;
    if (!request.notes) {
        QString error;
        ok = write(&error);
        if (!ok) {
            Q_EMIT failed(error);
        }
    } else {
        ok = writeOpenIssue(write);
    }
    if (!ok) {
        return false;
    }
    QStringList done;
    if (request.notes) {
        const int created = int(reuse.notes().createdIds().size());
        done.append(
            request.mode == NoteReuse::Mode::Link ? tr("%n note(s) linked", nullptr, created) : tr("%n note(s) copied", nullptr, created));
    }
    if (request.checklist) {
        Q_EMIT checklistChanged();
        done.append(tr("%n checklist item(s) checked", nullptr, int(reuse.checklist().copiedKeys().size())));
    }
    if (request.terms) {
        Q_EMIT termsChanged();
        done.append(tr("%n term(s) added to this issue", nullptr, reuse.terms().copiedCount()));
    }
    Q_EMIT statusMessage(tr("From issue %1: %2.").arg(dialog.sourceIssueNumber()).arg(done.join(tr(", "))));
    return true;
}

// Save, write, read the draft again: the open issue's DraftSession is the only
// writer of its draft while it is open.
bool ReuseController::writeOpenIssue(const std::function<bool(QString *error)> &write)
{
    if (!m_workbench.save()) {
        return false;
    }
    QString error;
    if (!write(&error)) {
        Q_EMIT failed(error);
        return false;
    }
    return m_workbench.reloadIssue();
}

void ReuseController::askCopy(bool link)
{
    const QList<Issue> others = otherIssues();
    if (!m_store || m_readOnly || currentNoteId() == 0 || others.isEmpty()) {
        Q_EMIT statusMessage(others.isEmpty() ? tr("There is no other issue.") : tr("The draft cursor is not in a translator's note."));
        return;
    }
    QStringList labels;
    for (const Issue &issue : others) {
        labels.append(issue.title.isEmpty() ? tr("Issue %1").arg(issue.number) : tr("Issue %1 · %2").arg(issue.number).arg(issue.title));
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(m_dialogParent, link ? tr("Link to Issue") : tr("Copy to Issue"),
        link ? tr("Link the note into the end of issue:") : tr("Copy the note to the end of issue:"), labels, 0, false, &ok);
    if (ok && labels.contains(chosen)) {
        copyCurrentNote(others.at(int(labels.indexOf(chosen))).id, link);
    }
}

bool ReuseController::copyCurrentNote(qint64 toIssueId, bool link)
{
    const qint64 note = currentNoteId();
    if (!m_store || m_readOnly || note == 0 || !m_workbench.save()) {
        return false;
    }
    NoteReuse reuse(*m_store);
    if (!succeeded(reuse.reuse({note}, toIssueId, link ? NoteReuse::Mode::Link : NoteReuse::Mode::Copy), reuse)) {
        return false;
    }
    const auto issue = IssueRepository(*m_store).issueById(toIssueId);
    const int number = issue ? issue->number : 0;
    Q_EMIT statusMessage(link ? tr("Linked the note into issue %1.").arg(number) : tr("Copied the note to issue %1.").arg(number));
    return true;
}

void ReuseController::askTemplateName()
{
    const qint64 note = currentNoteId();
    if (!m_store || m_readOnly || note == 0) {
        return;
    }
    const auto kind = AnnotationKinds::fromString(m_workbench.session()->blocks().at(m_workbench.currentBlock()).noteType);
    AnnotationRepository repository(*m_store);
    bool ok = false;
    const QString suggested = tr("%1 (issue %2)").arg(repository.templateOfNote(note, *kind).name).arg(openIssueNumber());
    const QString name = QInputDialog::getText(m_dialogParent, tr("Save as Template"),
        tr("Name of the new template, offered under %1 when inserting a note:").arg(AnnotationKinds::label(*kind)), QLineEdit::Normal,
        suggested, &ok);
    if (!ok) {
        return;
    }
    const bool replace = !name.trimmed().isEmpty() && repository.extraTemplateId(name) != 0;
    if (replace
        && !PlainMessage::confirm(m_dialogParent, tr("Save as Template"),
            tr("This project already has a note template named \"%1\". Replace it?").arg(name.trimmed()))) {
        return;
    }
    saveCurrentNoteAsTemplate(name, replace);
}

bool ReuseController::saveCurrentNoteAsTemplate(const QString &name, bool replace)
{
    const qint64 note = currentNoteId();
    if (!m_store || m_readOnly || note == 0 || !m_workbench.save()) {
        return false;
    }
    AnnotationRepository repository(*m_store);
    if (!succeeded(repository.saveTemplateFromNote(note, name, replace) != 0, repository)) {
        return false;
    }
    m_pane.setExtraTemplates(repository.extraTemplates());
    Q_EMIT statusMessage(tr("Saved the note as the template \"%1\".").arg(name.trimmed()));
    return true;
}

bool ReuseController::syncShownIssue()
{
    const qint64 issueId = m_workbench.issueId();
    if (!m_store || m_readOnly || issueId == 0 || !m_workbench.save()) {
        return false;
    }
    NoteLinkRepository links(*m_store);
    if (!succeeded(links.sync(issueId), links)) {
        return false;
    }
    if (!links.keptIds().isEmpty()) {
        Q_EMIT statusMessage(tr(
            "%n linked note(s) edited here kept their text; the notes pane offers their originals.", nullptr, int(links.keptIds().size())));
    }
    if (links.updatedIds().isEmpty()) {
        return true;
    }
    Q_EMIT statusMessage(tr("%n linked note(s) took their original's changes.", nullptr, int(links.updatedIds().size())));
    return m_workbench.reloadIssue();
}

bool ReuseController::syncCurrentNote()
{
    return syncShownIssue();
}

bool ReuseController::takeOriginal()
{
    const qint64 note = currentNoteId();
    if (!m_store || m_readOnly || note == 0) {
        return false;
    }
    return writeOpenIssue([&](QString *error) {
        NoteLinkRepository links(*m_store);
        const bool taken = links.takeOriginal(note);
        *error = links.errorString();
        return taken;
    });
}

bool ReuseController::unlinkCurrentNote()
{
    const qint64 note = currentNoteId();
    if (!m_store || m_readOnly || note == 0) {
        return false;
    }
    NoteLinkRepository links(*m_store);
    if (!succeeded(links.unlink(note), links)) {
        return false;
    }
    showLink();
    Q_EMIT statusMessage(tr("The note is no longer linked to its original."));
    return true;
}

void ReuseController::showLink()
{
    const qint64 note = m_store ? currentNoteId() : 0;
    const auto link = note ? NoteLinkRepository(*m_store).link(note) : std::nullopt;
    if (!link) {
        m_pane.setCurrentNoteLink({}, false, false);
        return;
    }
    using State = NoteLinkRepository::State;
    const QString text = link->state == State::OriginalGone
        ? tr("Linked · %1").arg(NoteLinkRepository::stateLabel(link->state))
        : tr("Linked to a note of issue %1 · %2").arg(link->originalIssue).arg(NoteLinkRepository::stateLabel(link->state));
    m_pane.setCurrentNoteLink(
        text, link->state == State::OriginalChanged, link->state != State::InStep && link->state != State::OriginalGone);
}
