// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class ActionRegistry;
class AnalysisController;
class AppSettings;
class MainWindow;
class MtController;
class OutlineFilterController;
class ProjectController;
class QObject;
class RepetitionController;
class TermController;
class TmController;
class WorkbenchController;

// The window's aids to translating beside memory and terms (issue 26): machine
// suggestions and pre-translation (MtController), predictive typing
// (CompletionController), repetitions, match analysis and the outline's filter bar.
// It makes and wires them; AppController tells them of the project
// (projectControllers()) and shows their reports.
class TranslationAids
{
public:
    // owner: the parent of the Machine and typing controllers; the others are the
    // window's.
    TranslationAids(ActionRegistry &actions, AppSettings &settings, MainWindow &window, WorkbenchController &workbench,
        TermController &terms, TmController &memory, QObject *owner);

    MtController *machine() const { return m_mt; }
    RepetitionController *repetitions() const { return m_repetitions; }
    AnalysisController *analysis() const { return m_analysis; }
    OutlineFilterController *outlineFilter() const { return m_outlineFilter; }
    // In the order they are told of the project.
    QList<ProjectController *> projectControllers() const;

private:
    MtController *m_mt;
    RepetitionController *m_repetitions;
    AnalysisController *m_analysis;
    OutlineFilterController *m_outlineFilter;
};
