// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class ActionRegistry;
class ExportSettings;
class ProjectStore;
class QWidget;
class WorkbenchController;
struct Issue;

// File ▸ Export Finished Post: the export dialog (settings, output file, the refusal
// list of unjustified deletions), then the finished markdown or HTML written
// atomically. The settings chosen are kept in the project (unless it is read-only).
class ExportController : public QObject
{
    Q_OBJECT
public:
    ExportController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *dialogParent);

    void setProject(ProjectStore *store, bool readOnly);
    // Writes the shown issue's finished post to path; false with failed() emitted.
    bool exportTo(const QString &path, const ExportSettings &settings, bool html);

Q_SIGNALS:
    void statusMessage(const QString &message);
    void failed(const QString &message);

private:
    void chooseAndExport();

    WorkbenchController &m_workbench;
    QWidget *m_dialogParent;
    ProjectStore *m_store = nullptr;
    bool m_readOnly = false;
    QString m_lastDirectory;
};
