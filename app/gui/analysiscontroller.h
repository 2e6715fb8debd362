// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/issueanalysis.h"
#include "gui/projectcontroller.h"
#include "gui/readonlyworker.h"

#include <QPointer>

class ActionRegistry;
class AnalysisDialog;
class WorkbenchController;
class QWidget;

// Memory ▸ Match Analysis…: the AnalysisDialog (a window of its own; the shown issue
// is chosen and analysed when it opens), its analyses run by MatchAnalysis on a ReadOnlyWorker — the
// window never waits for one; a result that comes after a newer request or another
// project is dropped — after what is typed has been saved, and Export CSV… written
// by AnalysisReport through AtomicFileWriter.
class AnalysisController : public ProjectController
{
    Q_OBJECT
public:
    AnalysisController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *window);
    ~AnalysisController() override;

    void setProject(ProjectStore *store, bool readOnly) override;
    void showDialog();
    // Created on first use.
    AnalysisDialog *dialog();
    void analyse(const QList<int> &numbers);
    bool exportCsv(const QString &path);

Q_SIGNALS:
    // An analysis came back (or failed: the dialog says why).
    void analysed();

private:
    struct Outcome {
        QList<IssueAnalysis> issues;
        QString error;
    };
    void apply(int request, const Outcome &outcome);
    int currentNumber() const;

    WorkbenchController &m_workbench;
    QWidget *m_parent;
    QPointer<AnalysisDialog> m_dialog;
    ReadOnlyWorker m_worker;
};
