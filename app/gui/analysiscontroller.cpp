// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/analysiscontroller.h"

#include "analysis/analysisreport.h"
#include "analysis/matchanalysis.h"
#include "analysisdialog.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "store/atomicfilewriter.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>

AnalysisController::AnalysisController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *window)
    : ProjectController(window)
    , m_workbench(workbench)
    , m_parent(window)
{
    connect(actions.action(ActionRegistry::MatchAnalysis), &QAction::triggered, this, &AnalysisController::showDialog);
    connect(&workbench, &WorkbenchController::issueShown, this, [this] {
        if (m_dialog) {
            m_dialog->setCurrentIssue(currentNumber());
        }
    });
}

AnalysisController::~AnalysisController()
{
    m_wanted = 0;
    m_worker.close(); // no job may call back into a controller that is gone
    m_memory.reset();
}

void AnalysisController::setProject(ProjectStore *store, bool readOnly)
{
    m_wanted = 0;
    m_worker.close(); // before the window's connection closes (see ReadOnlyWorker)
    m_memory.reset(); // it read the connection just closed
    ProjectController::setProject(store, readOnly);
    if (m_dialog) {
        m_dialog->hide();
        m_dialog->setAnalysis({});
    }
}

AnalysisDialog *AnalysisController::dialog()
{
    if (!m_dialog) {
        m_dialog = new AnalysisDialog(m_parent);
        m_dialog->setWindowFlag(Qt::Window);
        connect(m_dialog, &AnalysisDialog::analysisRequested, this, &AnalysisController::analyse);
        connect(m_dialog, &AnalysisDialog::exportRequested, this, &AnalysisController::exportCsv);
        connect(m_dialog, &QDialog::finished, this, [this] { m_wanted = 0; });
    }
    return m_dialog;
}

void AnalysisController::showDialog()
{
    if (!m_store) {
        return;
    }
    const IssueRepository repository(*m_store);
    const int current = currentNumber();
    dialog()->setIssues(repository.issues(), current);
    const QFileInfo project(m_store->path());
    m_dialog->setExportPath(project.absoluteDir().filePath(project.completeBaseName() + QStringLiteral("-analysis.csv")));
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    if (current > 0) {
        analyse({current}); // what the translator most often wants: the shown issue
    }
}

int AnalysisController::currentNumber() const
{
    if (!m_store || m_workbench.issueId() == 0) {
        return 0;
    }
    const std::optional<Issue> issue = IssueRepository(*m_store).issueById(m_workbench.issueId());
    return issue ? issue->number : 0;
}

void AnalysisController::analyse(const QList<int> &numbers)
{
    if (!m_store) {
        return;
    }
    // What is typed counts too; a failed save reports itself.
    if (m_workbench.hasUnsavedChanges() && !m_workbench.isReadOnly()) {
        m_workbench.save();
    }
    const int request = m_worker.newRequest();
    m_wanted = request;
    dialog()->setRunning();
    m_worker.start(m_store->path(), [this, request, numbers](ProjectStore *store, const QString &error) {
        Outcome outcome;
        outcome.error = error;
        if (store) {
            if (!m_memory) {
                m_memory = std::make_unique<TranslationMemory>(*store);
            }
            MatchAnalysis analysis(*store, *m_memory);
            analysis.setProgress([this, request](int done, int total) {
                QMetaObject::invokeMethod(
                    this, [this, request, done, total] { showProgress(request, done, total); }, Qt::QueuedConnection);
                return m_wanted == request;
            });
            if (!analysis.run(numbers, &outcome.issues)) {
                outcome.error = analysis.errorString();
            }
        }
        QMetaObject::invokeMethod(
            this, [this, request, outcome] { apply(request, outcome); }, Qt::QueuedConnection);
    });
}

void AnalysisController::showProgress(int request, int done, int total)
{
    if (m_worker.isLatest(request) && m_dialog && done < total) {
        m_dialog->setProgress(done, total);
    }
}

void AnalysisController::apply(int request, const Outcome &outcome)
{
    if (!m_worker.isLatest(request) || !m_dialog) {
        return; // a newer analysis or another project since
    }
    if (outcome.error.isEmpty()) {
        m_dialog->setAnalysis(outcome.issues);
    } else {
        m_dialog->setError(outcome.error);
    }
    Q_EMIT analysed();
}

bool AnalysisController::exportCsv(const QString &path)
{
    if (!m_dialog || m_dialog->analysis().isEmpty() || !canExportTo(path)) {
        return false;
    }
    QString error;
    if (!AtomicFileWriter::write(path, AnalysisReport::csv(m_dialog->analysis()), &error)) {
        Q_EMIT failed(error);
        return false;
    }
    Q_EMIT statusMessage(tr("Analysis saved as %1").arg(path));
    return true;
}
