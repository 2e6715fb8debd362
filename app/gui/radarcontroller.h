// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/projectcontroller.h"

#include <QDialog>
#include <QPointer>

class ActionRegistry;
class IssueTechnologiesDialog;
class ProjectStore;
class RadarDimensionsDialog;
class RadarView;
class WorkbenchController;

// The technology radar (View ▸ Technology Radar, Ctrl+Shift+Y): a window of its own
// with RadarView, computed on the GUI thread (RadarStats is one query: milliseconds
// for 369 issues) when it opens, on Refresh and after every change made here;
// clicking a point asks for its issue. Terms ▸ Technologies of This Issue… tags the
// open issue and sets its publication day (IssueTechnologiesDialog with the
// suggester's findings in its source);
// the view's Dimensions… edits the dimensions; Export… saves the chart shown as PNG
// or SVG (RadarExporter). A read-only project shows the radar and changes nothing.
class RadarController : public ProjectController
{
    Q_OBJECT
public:
    RadarController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *window);
    ~RadarController() override;

    void setProject(ProjectStore *store, bool readOnly) override;
    void showRadar();
    void refresh();
    void editIssueTechnologies();
    void editDimensions();
    void exportChart(int chart);
    // Created on first use.
    RadarView *view();
    QDialog *radarWindow() const { return m_window; }

Q_SIGNALS:
    void issueRequested(int number);

private:
    bool writable();
    bool saveIssue(qint64 issueId, const IssueTechnologiesDialog &dialog, QString *error);
    void fillDimensions(RadarDimensionsDialog &dialog);
    void connectDimensions(RadarDimensionsDialog &dialog);
    // Shows the repository's error when ok is false; refreshes the radar otherwise.
    void afterWrite(bool ok, const QString &error);

    WorkbenchController &m_workbench;
    QWidget *m_parent;
    QPointer<QDialog> m_window;
    RadarView *m_view = nullptr;
};
