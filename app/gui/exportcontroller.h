// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistitemstate.h"
#include "gui/issuecontroller.h"

#include <QList>

class ActionRegistry;
class ExportSettings;
class ProjectStore;
class QWidget;
class WorkbenchController;
struct Issue;

// File ▸ Export Finished Post: the export dialog (settings, output file, the refusal
// list of unjustified deletions, the open checklist items), then the finished markdown
// or HTML written atomically. The settings chosen are kept in the project (unless it
// is read-only); an export made while checklist items are open records an override
// (ChecklistRepository::recordOverride) with the dialog's reason. An untouched import
// exports as imported: it has no checklist to warn about.
// File ▸ Export Reproduction Pack: the pack dialog (folder, the project's pack
// settings, kept unless the project is read-only), then the issue's reproduction pack
// written as files (ReproductionPack::forIssue, PackWriter), as `yiqiao-cli export
// --pack` writes it.
class ExportController : public IssueController
{
    Q_OBJECT
public:
    ExportController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *dialogParent);

    void setProject(ProjectStore *store, bool readOnly) override;
    // Writes the shown issue's finished post to path; false with failed() emitted.
    bool exportTo(const QString &path, const ExportSettings &settings, bool html);
    // The shown issue's open checklist items (evaluated now, without writing); none
    // for an untouched import.
    QList<ChecklistItemState> openChecklistItems();
    // Records that the shown issue was exported while these items were open; false
    // (with failed() emitted, or a status message for a read-only project) when it cannot.
    bool recordOverride(const QList<ChecklistItemState> &open, const QString &reason);
    // Writes the shown issue's reproduction pack into folder; false with failed() emitted.
    bool exportPackTo(const QString &folder);

private:
    void chooseAndExport();
    void chooseAndExportPack();

    QString m_lastDirectory;
};
