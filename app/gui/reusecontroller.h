// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/issuecontroller.h"
#include "store/issue.h"

#include <QList>
#include <QString>

#include <functional>

class ActionRegistry;
class AnnotationPane;
class ProjectStore;
class QWidget;
class ReuseDialog;
class WorkbenchController;

// Re-use across issues: Notes ▸ Reuse from Another Issue… (notes copied or linked,
// checked checklist items and terms brought into the open issue), the notes pane's
// Reuse menu for the note at the draft cursor (Save as Template…, Copy to Issue…,
// Link to Issue…, Sync with Original, Take Original, Unlink) and its link state, and
// linked notes kept in step: when an issue is shown, its copies whose original
// changed take the change (NoteLinkRepository::sync) and the draft is read again.
// Writes to the open issue go: WorkbenchController::save(), write, reloadIssue().
class ReuseController : public IssueController
{
    Q_OBJECT
public:
    ReuseController(ActionRegistry &actions, WorkbenchController &workbench, AnnotationPane &pane, QWidget *dialogParent);

    void setProject(ProjectStore *store, bool readOnly) override;

    // What the dialog's choice does to the open issue; false (failed() emitted) when
    // a part was refused: the parts before it stay done.
    bool apply(const ReuseDialog &dialog);
    // Fills the dialog with the issues other than the open one and what the chosen one
    // offers (the issue before the open one is chosen first).
    void prepare(ReuseDialog &dialog);
    // The note at the draft cursor, into another issue (copied or linked).
    bool copyCurrentNote(qint64 toIssueId, bool link);
    // A new extra template of the note's kind named name; replace: the extra template
    // of that name takes it instead (AnnotationRepository::saveTemplateFromNote).
    bool saveCurrentNoteAsTemplate(const QString &name, bool replace = false);
    bool syncCurrentNote();
    bool takeOriginal();
    bool unlinkCurrentNote();
    // Linked copies of the shown issue whose original changed take the change.
    bool syncShownIssue();
    // The issues other than the open one.
    QList<Issue> otherIssues() const;
    // The id of the note at the draft cursor, 0 when it is on none.
    qint64 currentNoteId() const;

Q_SIGNALS:
    // The open issue's checklist results or the termbase's issues changed.
    void checklistChanged();
    void termsChanged();

private:
    void showDialog();
    void fill(ReuseDialog &dialog, qint64 issueId);
    void askCopy(bool link);
    void askTemplateName();
    void showLink();
    bool writeOpenIssue(const std::function<bool(QString *error)> &write);
    int openIssueNumber() const;

    AnnotationPane &m_pane;
};
