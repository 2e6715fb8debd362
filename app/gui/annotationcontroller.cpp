// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/annotationcontroller.h"

#include "annotationform.h"
#include "annotationpane.h"
#include "catalogdialog.h"
#include "documentview.h"
#include "draft/draftreconciler.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "notes/annotationrenderer.h"
#include "notes/annotationrepository.h"
#include "notes/packsettings.h"
#include "notes/reproductionpack.h"
#include "notes/versionsnapshot.h"
#include "qa/qasettings.h"
#include "qa/qastylefixer.h"
#include "sidebysideview.h"
#include "store/projectstore.h"
#include "templateeditor.h"

#include <QAction>
#include <QFileDialog>
#include <QJsonDocument>

AnnotationController::AnnotationController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, AnnotationPane &pane, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_view(view)
    , m_pane(pane)
{
    connect(actions.action(ActionRegistry::InsertNote), &QAction::triggered, this, &AnnotationController::insertOrEdit);
    connect(actions.action(ActionRegistry::EditNoteTemplates), &QAction::triggered, this, &AnnotationController::editTemplates);
    connect(actions.action(ActionRegistry::EditCatalogues), &QAction::triggered, this, &AnnotationController::editCatalogues);
    connect(&m_pane, &AnnotationPane::insertRequested, this, &AnnotationController::openForm);
    connect(&m_pane, &AnnotationPane::insertFromTemplateRequested, this, &AnnotationController::openExtraForm);
    connect(&m_pane, &AnnotationPane::editRequested, this, &AnnotationController::editCurrentNote);
    connect(&m_pane, &AnnotationPane::templatesRequested, this, &AnnotationController::editTemplates);
    connect(&m_pane, &AnnotationPane::catalogsRequested, this, &AnnotationController::editCatalogues);
    connect(m_view.sourceView(), &DocumentView::currentLineChanged, this, &AnnotationController::followSource);
    connect(&m_workbench, &WorkbenchController::currentBlockChanged, this, &AnnotationController::followDraft);
    m_workbench.connectEach(this, &AnnotationController::showNoteTags, &WorkbenchController::saved, &WorkbenchController::draftReloaded);
    connect(&m_workbench, &WorkbenchController::issueShown, this, [this] {
        m_sourceIndex = -1;
        suggestFor(-1);
        showNoteTags();
        followDraft(m_workbench.currentBlock());
    });
}

AnnotationController::~AnnotationController() = default;

void AnnotationController::setProject(ProjectStore *store, bool readOnly)
{
    m_store = store && store->isOpen() ? store : nullptr;
    m_readOnly = readOnly;
    m_pane.setReadOnly(readOnly);
    m_suggester.reset();
    m_catalogs.reset();
    if (m_store) {
        m_catalogs = std::make_unique<ProjectCatalogs>(*m_store);
        if (!m_catalogs->load()) {
            Q_EMIT failed(m_catalogs->errorString()); // the shipped catalogue is used
        }
        for (ProjectCatalogs::Which which : ProjectCatalogs::all()) {
            if (const QString notice = m_catalogs->newerNotice(which); !notice.isEmpty()) {
                Q_EMIT statusMessage(notice); // the catalogue dialog offers the choice
            }
        }
        m_suggester = std::make_unique<AnnotationSuggester>(m_catalogs->gpus(), m_catalogs->versions());
    }
    m_sourceIndex = -1;
    suggestFor(-1);
    showExtraTemplates();
}

void AnnotationController::showExtraTemplates()
{
    m_pane.setExtraTemplates(m_store ? AnnotationRepository(*m_store).extraTemplates() : QList<AnnotationTemplate>());
}

void AnnotationController::followSource(int line)
{
    DraftSession *session = m_workbench.session();
    suggestFor(session ? session->sourceBlockAtLine(line) : -1);
}

// The draft cursor says whether a note can be edited, and its block's first source
// what to suggest.
void AnnotationController::followDraft(int blockIndex)
{
    DraftSession *session = m_workbench.session();
    const bool valid = session && blockIndex >= 0 && blockIndex < session->blocks().size();
    const TargetBlock *block = valid ? &session->blocks().at(blockIndex) : nullptr;
    const auto kind = block && block->origin == QLatin1String("note") ? AnnotationKinds::fromString(block->noteType) : std::nullopt;
    m_pane.setCurrentNote(kind.has_value(), kind ? AnnotationKinds::label(*kind) : QString());
    if (block && !block->sources.isEmpty()) {
        const QList<int> sources = session->sourcesOfTarget(blockIndex);
        if (!sources.isEmpty()) {
            suggestFor(sources.first());
        }
    }
}

void AnnotationController::suggestFor(int sourceIndex)
{
    DraftSession *session = m_workbench.session();
    if (!session || !m_suggester || sourceIndex < 0 || sourceIndex >= session->sourceBlocks().size()) {
        m_sourceIndex = -1;
        m_suggestions.clear();
        m_pane.setSuggestions({}, {});
        return;
    }
    if (sourceIndex == m_sourceIndex) {
        return;
    }
    m_sourceIndex = sourceIndex;
    const SourceBlockState &state = session->sourceBlocks().at(sourceIndex);
    const QString text = m_view.sourceView()->linesText({state.lineStart, state.lineEnd});
    m_suggestions = m_suggester->suggest(text, state.kind == BlockKind::Code);
    m_pane.setSuggestions(tr("Source block #%1").arg(sourceIndex + 1), m_suggestions);
}

void AnnotationController::insertOrEdit()
{
    DraftSession *session = m_workbench.session();
    const int index = m_workbench.currentBlock();
    if (!session || m_readOnly || m_workbench.isDraftReadOnly()) {
        return;
    }
    if (index >= 0 && session->blocks().at(index).origin == QLatin1String("note")) {
        editCurrentNote();
    } else if (!m_suggestions.isEmpty()) {
        openForm(m_suggestions.first().kind, m_suggestions.first().values);
    } else if (m_pane.selectedExtraId() != 0) {
        openExtraForm(m_pane.selectedExtraId());
    } else {
        openForm(m_pane.selectedKind(), {});
    }
}

void AnnotationController::openForm(AnnotationKind kind, const QJsonObject &values)
{
    if (!m_store || !m_workbench.session() || m_readOnly || m_workbench.isDraftReadOnly()) {
        Q_EMIT statusMessage(tr("Open an issue first."));
        return;
    }
    const AnnotationTemplate annotationTemplate = AnnotationRepository(*m_store).templateFor(kind);
    if (const auto accepted = askValues(annotationTemplate, values.isEmpty() ? issueValues(kind) : values, false)) {
        insertNote(kind, *accepted);
    }
}

// A version snapshot or a reproduction pack starts from the issue's version snapshot.
QJsonObject AnnotationController::issueValues(AnnotationKind kind) const
{
    if (kind != AnnotationKind::VersionSnapshot && kind != AnnotationKind::ReproductionPack) {
        return {};
    }
    VersionSnapshot snapshot;
    QString error;
    if (!m_catalogs || !VersionSnapshot::ofIssue(*m_store, m_workbench.issueId(), &snapshot, &error)) {
        return {};
    }
    return kind == AnnotationKind::VersionSnapshot
        ? snapshot.noteValues()
        : ReproductionPack::fromSnapshot(snapshot, m_catalogs->versions(), m_catalogs->compat(), PackSettings::load(*m_store));
}

void AnnotationController::openExtraForm(qint64 extraId)
{
    if (!m_store || !m_workbench.session() || m_readOnly || m_workbench.isDraftReadOnly()) {
        Q_EMIT statusMessage(tr("Open an issue first."));
        return;
    }
    const auto annotationTemplate = AnnotationRepository(*m_store).extraTemplate(extraId);
    if (!annotationTemplate) {
        showExtraTemplates(); // it is gone
        return;
    }
    if (const auto accepted = askValues(*annotationTemplate, {}, false)) {
        insertNote(annotationTemplate->kind, *accepted, extraId);
    }
}

std::optional<QJsonObject> AnnotationController::askValues(
    const AnnotationTemplate &annotationTemplate, const QJsonObject &values, bool handEdited)
{
    AnnotationForm form(annotationTemplate, m_dialogParent);
    form.setValues(values);
    form.setHandEdited(handEdited);
    if (form.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return form.values();
}

// After the draft block at the cursor, or at the cursor's line when it is on none
// (a blank line, an empty draft) — but never inside the lead (front matter and what
// else precedes the first block): before the first block then.
int AnnotationController::insertionLine() const
{
    const int index = m_workbench.currentBlock();
    const DraftSession *session = m_workbench.session();
    if (index >= 0 && session && index < session->blocks().size()) {
        return session->blocks().at(index).lineEnd + 1;
    }
    const int line = m_view.draftEditor()->currentLine();
    if (session && !session->blocks().isEmpty() && line < session->blocks().first().lineStart) {
        return session->blocks().first().lineStart;
    }
    return line;
}

// The note as its template renders it, in the project's typography (the template's
// "注：" is "注: " in a house that writes colons half-width).
QString AnnotationController::rendered(const AnnotationTemplate &annotationTemplate, const QJsonObject &values) const
{
    return QaStyleFixer::apply(AnnotationRenderer::render(annotationTemplate, values), QaSettings::load(*m_store), BlockKind::BlockQuote);
}

bool AnnotationController::insertNote(AnnotationKind kind, const QJsonObject &values, qint64 extraId)
{
    DraftSession *session = m_workbench.session();
    if (!m_store || !session || m_readOnly || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    const auto extra = extraId != 0 ? AnnotationRepository(*m_store).extraTemplate(extraId) : std::nullopt;
    if (extraId != 0 && (!extra || extra->kind != kind)) {
        Q_EMIT failed(tr("The note template is gone from the project."));
        return false;
    }
    const AnnotationTemplate annotationTemplate = extra ? *extra : AnnotationRepository(*m_store).templateFor(kind);
    const QString markdown = rendered(annotationTemplate, values);
    DraftEditor *editor = m_view.draftEditor();
    const int line = insertionLine();
    const int lines = editor->lineCount();
    // The note becomes a block of its own, a blank line on either side. Its lines
    // are inserted between the head and the tail of a line, so they carry no ids
    // (BlockIdTracker): a new block, not a part of its neighbours.
    int noteLine = line + 1;
    if (line >= lines) {
        const bool blankBefore = editor->lineText(lines - 1).trimmed().isEmpty();
        editor->insertAt(lines, (blankBefore ? QStringLiteral("\n") : QStringLiteral("\n\n")) + markdown + QLatin1Char('\n'));
        noteLine = blankBefore ? lines : lines + 1;
    } else {
        editor->insertAt(line,
            QLatin1Char('\n') + markdown + (editor->lineText(line).trimmed().isEmpty() ? QStringLiteral("\n") : QStringLiteral("\n\n")));
    }
    editor->goToLine(noteLine);
    if (!m_workbench.save()) {
        return false;
    }
    int index = session->blockAtLine(noteLine);
    index = index >= 0 && session->blocks().at(index).lineStart == noteLine ? index : -1;
    if (index < 0 || !session->setNote(index, kind, values, extraId)) {
        Q_EMIT failed(
            index < 0 ? tr("The note was inserted, but it could not be found in the draft to store its form.") : session->errorString());
        return false;
    }
    showNoteTags();
    followDraft(index);
    Q_EMIT statusMessage(extra ? tr("Inserted a translator's note: %1 (%2).").arg(AnnotationKinds::label(kind), extra->name)
                               : tr("Inserted a translator's note: %1.").arg(AnnotationKinds::label(kind)));
    return true;
}

void AnnotationController::editCurrentNote()
{
    DraftSession *session = m_workbench.session();
    if (!m_store || !session || m_readOnly || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return;
    }
    const int index = m_workbench.currentBlock();
    const TargetBlock *block = index >= 0 ? &session->blocks().at(index) : nullptr;
    const auto kind = block && block->origin == QLatin1String("note") ? AnnotationKinds::fromString(block->noteType) : std::nullopt;
    if (!kind) {
        Q_EMIT statusMessage(tr("The draft cursor is not in a translator's note."));
        return;
    }
    const QJsonObject values = QJsonDocument::fromJson(block->noteValues.toUtf8()).object();
    const AnnotationTemplate annotationTemplate = AnnotationRepository(*m_store).templateOfNote(block->id, *kind);
    const bool handEdited = DraftReconciler::editorText(block->text) != rendered(annotationTemplate, values);
    const qint64 id = block->id;
    if (const auto accepted = askValues(annotationTemplate, values, handEdited)) {
        // The dialog let autosave and edits run: find the block again.
        const DraftSession *now = m_workbench.session();
        const int index = now ? now->indexOfBlock(id) : -1;
        if (index >= 0) {
            updateNote(index, *accepted);
        }
    }
}

bool AnnotationController::updateNote(int blockIndex, const QJsonObject &values)
{
    DraftSession *session = m_workbench.session();
    if (!m_store || !session || m_readOnly || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    const TargetBlock block = session->blocks().value(blockIndex);
    const auto kind = AnnotationKinds::fromString(block.noteType);
    if (block.origin != QLatin1String("note") || !kind) {
        return false;
    }
    const QString markdown = rendered(AnnotationRepository(*m_store).templateOfNote(block.id, *kind), values);
    // The first line keeps the block's id: the same block, edited.
    m_view.draftEditor()->replaceLines({block.lineStart, block.lineEnd}, markdown);
    if (!m_workbench.save()) {
        return false;
    }
    const int index = session->indexOfBlock(block.id);
    if (index < 0 || !session->setNote(index, *kind, values)) {
        Q_EMIT failed(index < 0 ? tr("The note's form could not be stored: its block is gone from the draft.") : session->errorString());
        return false;
    }
    showNoteTags();
    Q_EMIT statusMessage(tr("Updated the translator's note: %1.").arg(AnnotationKinds::label(*kind)));
    return true;
}

void AnnotationController::showNoteTags()
{
    QList<DraftEditor::NoteLines> notes;
    if (const DraftSession *session = m_workbench.session()) {
        for (const TargetBlock &block : session->blocks()) {
            const auto kind = block.origin == QLatin1String("note") ? AnnotationKinds::fromString(block.noteType) : std::nullopt;
            if (kind) {
                notes.append({block.lineStart, block.lineEnd, tr("Translator's note · %1").arg(AnnotationKinds::label(*kind)),
                    *kind == AnnotationKind::WarningBox});
            }
        }
    }
    m_view.draftEditor()->setNoteLines(notes);
}

void AnnotationController::editTemplates()
{
    if (!m_store) {
        return;
    }
    AnnotationRepository repository(*m_store);
    TemplateEditor editor(m_dialogParent);
    const auto show = [&] {
        QList<AnnotationKind> customised;
        for (AnnotationKind kind : AnnotationKinds::all()) {
            if (repository.isCustomized(kind)) {
                customised.append(kind);
            }
        }
        editor.setTemplates(repository.templates(), customised, repository.extraTemplates());
    };
    connect(&editor, &TemplateEditor::saveRequested, this, [&](const AnnotationTemplate &edited) {
        if (!repository.saveTemplate(edited)) {
            Q_EMIT failed(repository.errorString());
        }
        show();
    });
    connect(&editor, &TemplateEditor::resetRequested, this, [&](AnnotationKind kind) {
        if (!repository.resetTemplate(kind)) {
            Q_EMIT failed(repository.errorString());
        }
        show();
    });
    connect(&editor, &TemplateEditor::addRequested, this, [&](const AnnotationTemplate &added) {
        const qint64 id = repository.addExtraTemplate(added);
        if (id == 0) {
            Q_EMIT failed(repository.errorString());
        }
        show();
        editor.setCurrentExtraId(id);
    });
    connect(&editor, &TemplateEditor::deleteRequested, this, [&](qint64 extraId) {
        if (!repository.removeExtraTemplate(extraId)) {
            Q_EMIT failed(repository.errorString());
        }
        show();
    });
    show();
    editor.exec();
    showExtraTemplates();
}

void AnnotationController::editCatalogues()
{
    if (!m_store || !m_catalogs) {
        return;
    }
    CatalogDialog dialog(m_dialogParent);
    const auto show = [&](ProjectCatalogs::Which which) {
        dialog.setJson(which, m_catalogs->json(which), m_catalogs->isOverridden(which));
        dialog.setShippedNewer(which, m_catalogs->newerNotice(which));
    };
    const auto changed = [&](ProjectCatalogs::Which which, bool ok) {
        if (!ok) {
            Q_EMIT failed(m_catalogs->errorString());
        }
        show(which);
        m_suggester = std::make_unique<AnnotationSuggester>(m_catalogs->gpus(), m_catalogs->versions());
        const int source = m_sourceIndex;
        m_sourceIndex = -1;
        suggestFor(source);
    };
    connect(&dialog, &CatalogDialog::saveRequested, this,
        [&](ProjectCatalogs::Which which, const QByteArray &json) { changed(which, m_catalogs->setJson(which, json)); });
    connect(&dialog, &CatalogDialog::resetRequested, this, [&](ProjectCatalogs::Which which) { changed(which, m_catalogs->reset(which)); });
    connect(
        &dialog, &CatalogDialog::keepOwnRequested, this, [&](ProjectCatalogs::Which which) { changed(which, m_catalogs->keepOwn(which)); });
    connect(&dialog, &CatalogDialog::takeShippedRequested, this,
        [&](ProjectCatalogs::Which which) { changed(which, m_catalogs->takeShipped(which)); });
    connect(&dialog, &CatalogDialog::mergeShippedRequested, this,
        [&](ProjectCatalogs::Which which) { changed(which, m_catalogs->mergeShipped(which)); });
    connect(&dialog, &CatalogDialog::importRequested, this, [&](ProjectCatalogs::Which which) {
        const QString path =
            QFileDialog::getOpenFileName(&dialog, tr("Import Catalogue"), QString(), tr("Catalogues (*.json);;All files (*)"));
        if (!path.isEmpty()) {
            changed(which, m_catalogs->importFile(which, path));
        }
    });
    connect(&dialog, &CatalogDialog::exportRequested, this, [&](ProjectCatalogs::Which which) {
        const QString path = QFileDialog::getSaveFileName(&dialog, tr("Export Catalogue"),
            ProjectCatalogs::name(which) + QStringLiteral(".json"), tr("Catalogues (*.json);;All files (*)"));
        if (!path.isEmpty() && !m_catalogs->exportFile(which, path)) {
            Q_EMIT failed(m_catalogs->errorString());
        }
    });
    for (ProjectCatalogs::Which which : ProjectCatalogs::all()) {
        show(which);
    }
    dialog.exec();
}
