// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/issuecontroller.h"
#include "notes/annotationkind.h"
#include "notes/annotationsuggester.h"
#include "notes/projectcatalogs.h"

#include <QJsonObject>

#include <memory>
#include <optional>

class ActionRegistry;
class AnnotationPane;
class AnnotationTemplate;
class ProjectStore;
class QWidget;
class SideBySideView;
class WorkbenchController;

// Translator's notes: suggestions for the source block at hand (its GPUs and
// versions against the project's catalogues), inserting a note through its form as a
// block of its own after the draft block at the cursor, editing a note through the
// same form later, the draft's note tags, and the project's templates and catalogues.
// A note is one block quote in the draft (AnnotationRenderer); its form values live
// in the annotations table (DraftSession::setNote).
class AnnotationController : public IssueController
{
    Q_OBJECT
public:
    AnnotationController(
        ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, AnnotationPane &pane, QWidget *dialogParent);
    ~AnnotationController() override;

    void setProject(ProjectStore *store, bool readOnly) override;

    // Inserts a note rendered from values after the draft block at the cursor (at the
    // cursor when it is on no block) as one undo step, saves, and makes the new
    // block a note. False with failed() when it could not be stored. extraId: the
    // project's extra template of kind to render with (0: the kind's template).
    bool insertNote(AnnotationKind kind, const QJsonObject &values, qint64 extraId = 0);
    // Replaces the text of the note at draft block index with the rendering of values
    // by the note's template (one undo step) and stores the values.
    bool updateNote(int blockIndex, const QJsonObject &values);
    // Offers the project's extra templates in the pane again (after one was made).
    void showExtraTemplates();
    // The suggestions now shown (for tests).
    QList<AnnotationSuggestion> suggestions() const { return m_suggestions; }

private:
    QString rendered(const AnnotationTemplate &annotationTemplate, const QJsonObject &values) const;
    void insertOrEdit();
    void openForm(AnnotationKind kind, const QJsonObject &values);
    QJsonObject issueValues(AnnotationKind kind) const;
    void openExtraForm(qint64 extraId);
    void editCurrentNote();
    void editTemplates();
    void editCatalogues();
    void followSource(int line);
    void followDraft(int blockIndex);
    void suggestFor(int sourceIndex);
    void showNoteTags();
    std::optional<QJsonObject> askValues(const AnnotationTemplate &annotationTemplate, const QJsonObject &values, bool handEdited);
    int insertionLine() const;

    SideBySideView &m_view;
    AnnotationPane &m_pane;
    std::unique_ptr<ProjectCatalogs> m_catalogs;
    std::unique_ptr<AnnotationSuggester> m_suggester;
    QList<AnnotationSuggestion> m_suggestions;
    int m_sourceIndex = -1; // the source block the suggestions are for
};
