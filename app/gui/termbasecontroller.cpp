// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/termbasecontroller.h"

#include "documentview.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/plainmessage.h"
#include "interop/termfile.h"
#include "sidebysideview.h"
#include "store/projectstore.h"
#include "termbasepane.h"
#include "termentrydialog.h"
#include "terms/termlookup.h"
#include "terms/termrepository.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>

#include <algorithm>

namespace {
QString selectionOf(const MarkdownTextEdit *edit)
{
    return edit->selectedText().replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
}

QString wordAtCursor(const MarkdownTextEdit *edit)
{
    const QString word = edit->wordAtCursor().simplified();
    // Markup under the cursor ("<!--", "```") is no term to propose.
    return std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetter(); }) ? word : QString();
}
} // namespace

TermbaseController::TermbaseController(
    ActionRegistry &actions, SideBySideView &view, TermbasePane &pane, QWidget *dialogParent, QObject *parent)
    : ProjectController(parent)
    , m_actions(actions)
    , m_view(view)
    , m_pane(pane)
    , m_dialogParent(dialogParent)
{
    // termsChanged() by name, for queued connections and QSignalSpy.
    qRegisterMetaType<QList<TermEntry>>("QList<TermEntry>");
    using A = ActionRegistry;
    connect(actions.action(A::AddTerm), &QAction::triggered, this, &TermbaseController::addTermFromSelection);
    connect(actions.action(A::LookUpTerm), &QAction::triggered, this, &TermbaseController::lookUpSelection);
    connect(actions.action(A::ImportTerms), &QAction::triggered, this, &TermbaseController::chooseImport);
    connect(actions.action(A::ExportTerms), &QAction::triggered, this, [this] { chooseExport(false); });
    connect(actions.action(A::ExportConflictLog), &QAction::triggered, this, [this] { chooseExport(true); });
    connect(&pane, &TermbasePane::lookupRequested, this, &TermbaseController::lookUp);
    connect(&pane, &TermbasePane::newTermRequested, this, [this] { editEntry(TermEntry()); });
    connect(&pane, &TermbasePane::editTermRequested, this, &TermbaseController::editTerm);
    connect(&pane, &TermbasePane::removeTermRequested, this, &TermbaseController::removeTerm);
    connect(&pane, &TermbasePane::importRequested, this, &TermbaseController::chooseImport);
    connect(&pane, &TermbasePane::exportRequested, this, [this] { chooseExport(false); });
    connect(&pane, &TermbasePane::openHitRequested, this, &TermbaseController::hitRequested);
    const QList<QAction *> context {actions.action(A::AddTerm), actions.action(A::LookUpTerm)};
    view.sourceView()->setContextActions(context);
    view.draftEditor()->setContextActions(context);
}

void TermbaseController::setProject(ProjectStore *store, bool readOnly)
{
    m_store = store;
    m_readOnly = readOnly || !store;
    m_pane.setReadOnly(m_readOnly);
    m_actions.action(ActionRegistry::AddTerm)->setEnabled(!m_readOnly);
    m_actions.action(ActionRegistry::ImportTerms)->setEnabled(!m_readOnly);
    reload();
    // A lookup shown for the previous project would open its blocks in this one.
    m_pane.setLookupResult(QString(), m_all, {});
    if (!store) {
        m_pane.setMessage(tr("Open a project to see its termbase."));
    }
}

void TermbaseController::reload()
{
    if (!m_store) {
        m_all.clear();
        m_pane.setEntries({});
        return;
    }
    const TermRepository terms(*m_store);
    m_all = terms.all();
    m_pane.setEntries(m_all);
    if (!terms.errorString().isEmpty()) {
        m_pane.setMessage(terms.errorString());
    }
}

void TermbaseController::lookUp(const QString &query)
{
    if (!m_store) {
        return;
    }
    if (query.trimmed().isEmpty()) {
        m_pane.setLookupResult(QString(), m_all, {});
        return;
    }
    const TermLookup::Result found = TermLookup::find(*m_store, query);
    m_pane.setLookupResult(query, found.terms, found.hits);
    if (!found.error.isEmpty()) {
        m_pane.setMessage(found.error);
    }
}

void TermbaseController::lookUpSelection()
{
    bool fromSource = false;
    const QString text = selectedText(&fromSource);
    Q_EMIT paneRequested();
    if (!text.isEmpty()) {
        lookUp(text);
    }
    m_pane.focusSearch();
}

// The source's selection is the term, the draft's its rendering; with nothing
// selected, the word at the cursor of the focused editor.
void TermbaseController::addTermFromSelection()
{
    if (!m_store || m_readOnly) {
        return;
    }
    QString source = selectionOf(m_view.sourceView());
    QString rendering = selectionOf(m_view.draftEditor());
    if (source.isEmpty() && rendering.isEmpty()) {
        bool fromSource = false;
        const QString word = selectedText(&fromSource);
        (fromSource ? source : rendering) = word;
    }
    editEntry(TermEntryDialog::fromSelection(source, rendering));
}

QString TermbaseController::selectedText(bool *fromSource) const
{
    const DocumentView *source = m_view.sourceView();
    const DraftEditor *draft = m_view.draftEditor();
    *fromSource = source->hasFocus() || (!draft->hasFocus() && source->hasSelection());
    const MarkdownTextEdit *edit = *fromSource ? static_cast<const MarkdownTextEdit *>(source) : draft;
    const QString selection = selectionOf(edit);
    return selection.isEmpty() ? wordAtCursor(edit) : selection;
}

void TermbaseController::editTerm(qint64 id)
{
    if (!m_store) {
        return;
    }
    const TermEntry entry = TermRepository(*m_store).entry(id);
    if (entry.id == 0) {
        Q_EMIT failed(tr("The term does not exist any more."));
        reload();
        return;
    }
    editEntry(entry);
}

bool TermbaseController::editEntry(const TermEntry &entry)
{
    if (!m_store || m_readOnly) {
        return false;
    }
    TermEntryDialog dialog(m_dialogParent);
    QStringList known;
    for (const TermEntry &stored : std::as_const(m_all)) {
        known.append(TermRepository::key(stored.source));
    }
    dialog.setKnownSources(known);
    dialog.setEntry(entry);
    // The dialog stays open on a refused write, so that nothing typed is lost.
    while (dialog.exec() == QDialog::Accepted) {
        const TermEntry edited = dialog.entry();
        TermRepository terms(*m_store);
        if (edited.id == 0 ? terms.add({edited}) : terms.update(edited)) {
            reload();
            Q_EMIT termsChanged(m_all);
            Q_EMIT statusMessage(tr("Term “%1” saved").arg(edited.source));
            return true;
        }
        Q_EMIT failed(terms.errorString());
    }
    return false;
}

void TermbaseController::removeTerm(qint64 id, const QString &source)
{
    if (!m_store || m_readOnly) {
        return;
    }
    if (!PlainMessage::confirm(m_dialogParent, tr("Delete Term"),
            tr("Delete the term “%1” with its renderings, forbidden renderings and conflict log?").arg(source), QMessageBox::No)) {
        return;
    }
    TermRepository terms(*m_store);
    const bool removed = terms.remove(id);
    reload();
    if (!removed) {
        Q_EMIT failed(terms.errorString());
        return;
    }
    Q_EMIT termsChanged(m_all);
}

void TermbaseController::chooseImport()
{
    if (!m_store || m_readOnly) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(m_dialogParent, tr("Import Terms"), QString(),
        tr("Term lists (*.csv *.tbx *.md);;CSV (*.csv);;TBX (*.tbx);;Markdown glossaries (*.md)"));
    if (!path.isEmpty()) {
        importFile(path);
    }
}

void TermbaseController::importFile(const QString &path)
{
    TermFile file;
    if (!m_store || !file.read(path)) {
        Q_EMIT failed(file.errorString());
        return;
    }
    TermRepository terms(*m_store);
    TermRepository::Counts counts;
    if (!succeeded(terms.add(file.entries(), &counts), terms)) {
        return;
    }
    reload();
    Q_EMIT termsChanged(m_all);
    QString message =
        tr("%1: %2 terms added, %3 merged into existing terms").arg(QDir::toNativeSeparators(path)).arg(counts.added).arg(counts.merged);
    Q_EMIT statusMessage(message);
}

void TermbaseController::chooseExport(bool conflictLog)
{
    if (!m_store) {
        return;
    }
    const QString path = QFileDialog::getSaveFileName(m_dialogParent, conflictLog ? tr("Export Conflict Log") : tr("Export Terms"),
        QString(), conflictLog ? tr("CSV (*.csv)") : tr("CSV (*.csv);;TBX (*.tbx)"));
    if (!path.isEmpty()) {
        exportFile(path, conflictLog);
    }
}

void TermbaseController::exportFile(const QString &path, bool conflictLog)
{
    if (!m_store) {
        return;
    }
    if (!canExportTo(path)) {
        return;
    }
    TermFile file;
    if (!succeeded(
            file.write(path, TermRepository(*m_store).all(), conflictLog ? TermFile::Content::ConflictLog : TermFile::Content::Terms),
            file)) {
        return;
    }
    if (!file.lossWarning().isEmpty()) {
        Q_EMIT failed(file.lossWarning()); // the file is written; what it could not hold must be seen
    }
    Q_EMIT statusMessage(tr("Terms written to %1").arg(QDir::toNativeSeparators(path)));
}
