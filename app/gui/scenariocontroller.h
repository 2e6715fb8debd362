// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/scenariooutline.h"

#include <QObject>

class ActionRegistry;
class WorkbenchController;
class QWidget;

// Edit ▸ Scenario Outline… (also in the outline pane's context menu): the project's
// reader-scenario outlines in ScenarioOutlineDialog; Save stores them
// (ScenarioOutline::write), Insert into Draft stores them and inserts the chosen
// one's headings into the shown draft (ScenarioSkeleton, after saving pending
// edits), which the editor then shows anew.
class ScenarioController : public QObject
{
    Q_OBJECT
public:
    ScenarioController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *dialogParent, QObject *parent = nullptr);

    // What Insert into Draft does: saves the outlines and inserts outline index.
    bool insert(const QList<ScenarioOutline> &outlines, int index);

Q_SIGNALS:
    void statusMessage(const QString &message);
    void failed(const QString &message);

private:
    void edit();
    bool save(const QList<ScenarioOutline> &outlines);

    WorkbenchController &m_workbench;
    QWidget *m_dialogParent; // the dialog is its window's
};
