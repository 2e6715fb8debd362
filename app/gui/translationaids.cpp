// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/translationaids.h"

#include "documentview.h"
#include "gui/analysiscontroller.h"
#include "gui/completioncontroller.h"
#include "gui/mainwindow.h"
#include "gui/mtcontroller.h"
#include "gui/outlinefiltercontroller.h"
#include "gui/repetitioncontroller.h"
#include "gui/workbenchcontroller.h"
#include "sidebysideview.h"

TranslationAids::TranslationAids(ActionRegistry &actions, AppSettings &settings, MainWindow &window, WorkbenchController &workbench,
    TermController &terms, TmController &memory, QObject *owner)
    : m_mt(new MtController(actions, workbench, *window.documents(), *window.machinePane(), *window.machineDock(), &window, owner))
    , m_repetitions(new RepetitionController(actions, workbench, *window.documents(), &window))
    , m_analysis(new AnalysisController(actions, workbench, &window))
    , m_outlineFilter(new OutlineFilterController(workbench, *window.outlineFilterBar(), &window))
{
    new CompletionController(actions, settings, terms, memory, workbench, *window.documents()->draftEditor(), owner);
}

QList<ProjectController *> TranslationAids::projectControllers() const
{
    return {m_repetitions, m_mt, m_analysis, m_outlineFilter};
}
