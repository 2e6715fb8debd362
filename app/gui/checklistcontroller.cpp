// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/checklistcontroller.h"

#include "checklist/checklistevaluator.h"
#include "checklist/checklistrepository.h"
#include "checklist/requirednotekinds.h"
#include "checklistpane.h"
#include "checklisttemplatedialog.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/plainmessage.h"
#include "gui/workbenchcontroller.h"
#include "readertestdialog.h"
#include "review/readertestrepository.h"
#include "store/projectstore.h"

#include <QAction>

ChecklistController::ChecklistController(
    ActionRegistry &actions, WorkbenchController &workbench, ChecklistPane &pane, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_pane(pane)
    , m_refresh(new PaneRefresh(AfterSaveDelayMs, this))
{
    connect(m_refresh, &PaneRefresh::refresh, this, &ChecklistController::evaluate);
    connect(actions.action(ActionRegistry::AddReaderTest), &QAction::triggered, this, &ChecklistController::askForReaderTest);
    connect(actions.action(ActionRegistry::EditChecklistTemplates), &QAction::triggered, this, &ChecklistController::editTemplates);
    connect(&workbench, &WorkbenchController::issueShown, m_refresh, &PaneRefresh::changed);
    connect(&workbench, &WorkbenchController::saved, m_refresh, &PaneRefresh::saved);
    connect(&pane, &ChecklistPane::runRequested, this, &ChecklistController::evaluate);
    connect(&pane, &ChecklistPane::checkRequested, this, [this](const QString &key, bool checked) { setChecked(key, checked); });
    connect(&pane, &ChecklistPane::addReaderTestRequested, this, &ChecklistController::askForReaderTest);
    connect(&pane, &ChecklistPane::editReaderTestRequested, this, &ChecklistController::editReaderTest);
    connect(&pane, &ChecklistPane::removeReaderTestRequested, this, &ChecklistController::confirmRemoval);
}

void ChecklistController::setProject(ProjectStore *store, bool readOnly)
{
    m_store = store && store->isOpen() ? store : nullptr;
    m_readOnly = readOnly;
    m_pane.setReadOnly(readOnly);
    m_states.clear();
    m_readerTests.clear();
    showResult();
}

void ChecklistController::setPaneVisible(bool visible)
{
    m_refresh->setVisible(visible);
}

void ChecklistController::evaluate()
{
    m_refresh->done();
    m_states.clear();
    m_readerTests.clear();
    const qint64 issueId = m_workbench.issueId();
    if (!m_store || issueId <= 0) {
        showResult();
        return;
    }
    // What is typed and not yet saved counts too; a failed save reports itself.
    if (m_workbench.hasUnsavedChanges() && !m_workbench.isReadOnly()) {
        m_workbench.save();
    }
    ChecklistEvaluator evaluator(*m_store);
    ReaderTestRepository readers(*m_store);
    if (evaluator.evaluate(issueId)) {
        m_states = evaluator.states();
        m_readerTests = readers.tests(issueId);
    } else {
        Q_EMIT failed(tr("The checklist could not be evaluated: %1").arg(evaluator.errorString()));
    }
    showResult();
    Q_EMIT evaluated();
}

void ChecklistController::showResult()
{
    const bool open = m_store && m_workbench.issueId() > 0;
    m_pane.setIssueOpen(open);
    if (open) {
        m_pane.setStates(m_states);
        m_pane.setReaderTests(m_readerTests);
    }
}

QStringList ChecklistController::openItemKeys() const
{
    QStringList keys;
    for (const ChecklistItemState &state : m_states) {
        if (!state.done) {
            keys.append(state.item.key);
        }
    }
    return keys;
}

bool ChecklistController::canWrite() const
{
    return m_store && !m_readOnly && m_workbench.issueId() > 0;
}

bool ChecklistController::setChecked(const QString &key, bool checked, const QString &note)
{
    if (!canWrite()) {
        return false;
    }
    ChecklistRepository repository(*m_store);
    const bool done = succeeded(repository.setChecked(m_workbench.issueId(), key, checked, AppSettings().userName(), note), repository);
    evaluate();
    return done;
}

bool ChecklistController::addReaderTest(ReaderTest test)
{
    if (!canWrite()) {
        return false;
    }
    test.issueId = m_workbench.issueId();
    ReaderTestRepository repository(*m_store);
    if (!succeeded(repository.add(test) != 0, repository)) {
        return false;
    }
    Q_EMIT statusMessage(tr("Blind test by %1 recorded").arg(test.reader));
    evaluate();
    return true;
}

bool ChecklistController::updateReaderTest(const ReaderTest &test)
{
    return changeReaderTests([&test](ReaderTestRepository &repository) { return repository.update(test); });
}

bool ChecklistController::removeReaderTest(qint64 testId)
{
    return changeReaderTests([testId](ReaderTestRepository &repository) { return repository.remove(testId); });
}

bool ChecklistController::changeReaderTests(const std::function<bool(ReaderTestRepository &repository)> &change)
{
    if (!canWrite()) {
        return false;
    }
    ReaderTestRepository repository(*m_store);
    if (!succeeded(change(repository), repository)) {
        return false;
    }
    evaluate();
    return true;
}

void ChecklistController::askForReaderTest()
{
    if (!canWrite()) {
        Q_EMIT statusMessage(m_store && m_readOnly ? tr("The project is read-only.") : tr("Open an issue first."));
        return;
    }
    ReaderTestDialog dialog(ReaderTest(), m_dialogParent);
    if (dialog.exec() == QDialog::Accepted) {
        addReaderTest(dialog.test());
    }
}

void ChecklistController::editReaderTest(qint64 testId)
{
    for (const ReaderTest &test : std::as_const(m_readerTests)) {
        if (test.id != testId || !canWrite()) {
            continue;
        }
        ReaderTestDialog dialog(test, m_dialogParent);
        if (dialog.exec() == QDialog::Accepted) {
            updateReaderTest(dialog.test());
        }
        return;
    }
}

void ChecklistController::confirmRemoval(qint64 testId)
{
    for (const ReaderTest &test : std::as_const(m_readerTests)) {
        if (test.id == testId
            && PlainMessage::confirm(m_dialogParent, tr("Remove Blind Test"), tr("Remove the blind test by %1?").arg(test.reader))) {
            removeReaderTest(testId);
            return;
        }
    }
}

void ChecklistController::editTemplates()
{
    if (!m_store) {
        return;
    }
    ChecklistRepository repository(*m_store);
    ChecklistTemplateDialog dialog(m_dialogParent);
    const auto reload = [this, &repository, &dialog](qint64 select) {
        if (m_readOnly) {
            const auto active = repository.activeTemplateOrDefault();
            dialog.setTemplates(repository.templatesOrDefault(), active ? active->id : 0, select);
        } else {
            const QList<ChecklistTemplate> all = repository.templates(); // seeds the default first
            dialog.setTemplates(all, repository.activeTemplateId(), select);
        }
    };
    const auto report = [this, &repository, &reload](bool done, qint64 select) {
        if (!done) {
            Q_EMIT failed(repository.errorString());
        }
        reload(select);
    };
    dialog.setReadOnly(m_readOnly);
    reload(0);
    dialog.setRequiredNoteKinds(RequiredNoteKinds::read(*m_store));
    connect(&dialog, &ChecklistTemplateDialog::requiredNoteKindsChanged, this, [this, &dialog](const QStringList &kinds) {
        QString error;
        if (!RequiredNoteKinds::write(*m_store, kinds, &error)) {
            Q_EMIT failed(error);
            dialog.setRequiredNoteKinds(RequiredNoteKinds::read(*m_store));
        }
    });
    connect(&dialog, &ChecklistTemplateDialog::saveRequested, this, [&repository, &report](const ChecklistTemplate &checklist) {
        const qint64 id = repository.saveTemplate(checklist);
        report(id != 0, id);
    });
    connect(&dialog, &ChecklistTemplateDialog::removeRequested, this,
        [&repository, &report](qint64 id) { report(repository.removeTemplate(id), 0); });
    connect(&dialog, &ChecklistTemplateDialog::activateRequested, this,
        [&repository, &report](qint64 id) { report(repository.setActiveTemplate(id), id); });
    dialog.exec();
    evaluate();
}
