// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/issueanalysis.h"
#include "gui/projectcontroller.h"
#include "gui/readonlyworker.h"

#include <QPointer>

#include <atomic>
#include <memory>

class ActionRegistry;
class AnalysisDialog;
class TranslationMemory;
class WorkbenchController;
class QWidget;

// Memory ▸ Match Analysis…: the AnalysisDialog (a window of its own; the shown issue
// is chosen and analysed when it opens), its analyses run by MatchAnalysis on a ReadOnlyWorker — the
// window never waits for one; a result that comes after a newer request or another
// project is dropped, and closing the dialog stops it; the memory's index is built once per project — after what is typed has been saved,
// and Export CSV… written by AnalysisReport through AtomicFileWriter.
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
    void showProgress(int request, int done, int total);
    void apply(int request, const Outcome &outcome);
    int currentNumber() const;

    WorkbenchController &m_workbench;
    QWidget *m_parent;
    QPointer<AnalysisDialog> m_dialog;
    // The worker's memory, its index built by the first analysis and kept up to date
    // by the next ones (TmIndex::sync): touched by the worker's jobs only, and reset
    // after m_worker.close(), when no job runs and its connection is gone.
    std::unique_ptr<TranslationMemory> m_memory;
    // The request the dialog waits for; 0 when it waits for none (closed, another
    // project): the analysis running stops after its issue (MatchAnalysis::setProgress).
    std::atomic<int> m_wanted {0};
    ReadOnlyWorker m_worker;
};
