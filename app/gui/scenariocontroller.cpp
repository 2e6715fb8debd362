// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/scenariocontroller.h"

#include "draft/scenarioskeleton.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "scenariooutlinedialog.h"

#include <QAction>

ScenarioController::ScenarioController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_dialogParent(dialogParent)
{
    connect(actions.action(ActionRegistry::EditScenarioOutline), &QAction::triggered, this, &ScenarioController::edit);
}

void ScenarioController::edit()
{
    ProjectStore *store = m_workbench.store();
    if (!store) {
        return;
    }
    QString error;
    const QList<ScenarioOutline> outlines = ScenarioOutline::read(*store, &error);
    if (!error.isEmpty()) {
        Q_EMIT failed(error);
    }
    ScenarioOutlineDialog dialog(m_dialogParent->window());
    dialog.setOutlines(outlines);
    dialog.setReadOnly(m_workbench.isDraftReadOnly());
    connect(&dialog, &ScenarioOutlineDialog::saveRequested, this, &ScenarioController::save);
    connect(&dialog, &ScenarioOutlineDialog::applyRequested, this, &ScenarioController::insert);
    dialog.exec();
}

bool ScenarioController::save(const QList<ScenarioOutline> &outlines)
{
    ProjectStore *store = m_workbench.store();
    QString error;
    if (!store || m_workbench.isDraftReadOnly() || !ScenarioOutline::write(*store, outlines, &error)) {
        Q_EMIT failed(error.isEmpty() ? tr("The scenario outlines could not be saved.") : error);
        return false;
    }
    return true;
}

bool ScenarioController::insert(const QList<ScenarioOutline> &outlines, int index)
{
    DraftSession *session = m_workbench.session();
    if (!session || index < 0 || index >= outlines.size() || !save(outlines) || !m_workbench.save()) {
        return false;
    }
    int inserted = 0;
    QString error;
    const bool done = ScenarioSkeleton::apply(*session, outlines.at(index), &inserted, &error);
    m_workbench.reloadDraft();
    if (!done) {
        Q_EMIT failed(error);
        return false;
    }
    Q_EMIT statusMessage(inserted == 0
            ? tr("The draft has every heading of “%1” already.").arg(outlines.at(index).name)
            : tr("%n scenario heading(s) inserted; move each section under its scenario with Ctrl+Shift+↑/↓.", nullptr, inserted));
    return true;
}
