// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/qacontroller.h"

#include "draft/draftreconciler.h"
#include "draft/draftsession.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/firstpaint.h"
#include "gui/workbenchcontroller.h"
#include "housestylewidget.h"
#include "plainlanguageeditor.h"
#include "qa/plainlanguage.h"
#include "qa/qahousestyle.h"
#include "qa/qastylelearner.h"
#include "qa/qawaiverrepository.h"
#include "qapane.h"
#include "qaruleseditor.h"
#include "qasettingsdialog.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QHash>
#include <QMessageBox>

QaController::QaController(ActionRegistry &actions, WorkbenchController &workbench, QaPane &pane, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_pane(pane)
    , m_refresh(new PaneRefresh(AfterSaveDelayMs, this))
{
    connect(m_refresh, &PaneRefresh::refresh, this, &QaController::run);
    connect(actions.action(ActionRegistry::RunQa), &QAction::triggered, this, &QaController::run);
    connect(actions.action(ActionRegistry::QaSettings), &QAction::triggered, this, &QaController::editSettings);
    connect(&workbench, &WorkbenchController::issueShown, m_refresh, &PaneRefresh::changed);
    connect(&workbench, &WorkbenchController::saved, m_refresh, &PaneRefresh::saved);
    connect(&pane, &QaPane::runRequested, this, &QaController::run);
    connect(&pane, &QaPane::settingsRequested, this, &QaController::editSettings);
    connect(&pane, &QaPane::jumpRequested, this, &QaController::jump);
    connect(&pane, &QaPane::waiveRequested, this, &QaController::waive);
    connect(&pane, &QaPane::unwaiveRequested, this, &QaController::unwaive);
}

QaController::~QaController()
{
    m_worker.close(); // no job may call back into a controller that is gone
}

void QaController::setProject(ProjectStore *store, bool readOnly)
{
    m_worker.close(); // before the window's connection closes (see ReadOnlyWorker)
    ProjectController::setProject(store, readOnly);
    m_pane.setReadOnly(readOnly);
    m_result = {};
    show();
}

void QaController::setPaneVisible(bool visible)
{
    m_refresh->setVisible(visible);
}

void QaController::run()
{
    m_refresh->done();
    const int generation = m_worker.newRequest();
    const qint64 issueId = m_workbench.issueId();
    if (!m_store || issueId <= 0) {
        m_result = {};
        show();
        Q_EMIT checked();
        return;
    }
    // What is typed and not yet saved is checked too; a failed save reports itself.
    if (m_workbench.hasUnsavedChanges() && !m_workbench.isReadOnly()) {
        m_workbench.save();
    }
    // The first issue's QA waits until the window has painted.
    FirstPaint::later(this, [this, generation, issueId, path = m_store->path()] {
        if (!m_worker.isLatest(generation)) {
            return; // run again (or the project closed) meanwhile
        }
        m_worker.start(path, [this, generation, issueId](ProjectStore *store, QString error) {
            QaRunner::Result result;
            if (store && !m_runner.run(*store, issueId, &result, &error)) {
                result = {};
            }
            QMetaObject::invokeMethod(
                this, [this, generation, result, error] { apply(generation, result, error); }, Qt::QueuedConnection);
        });
    });
}

void QaController::apply(int generation, const QaRunner::Result &result, const QString &error)
{
    if (!m_worker.isLatest(generation)) {
        return; // another issue, project or check since: its own result comes
    }
    m_result = result;
    if (!error.isEmpty()) {
        Q_EMIT failed(tr("QA could not check this issue: %1").arg(error));
    }
    show();
    Q_EMIT checked();
}

// Rows with the blocks' positions as the editors number them.
void QaController::show()
{
    DraftSession *session = m_workbench.session();
    if (!m_store || !session) {
        m_pane.setIssueOpen(false);
        return;
    }
    QHash<qint64, int> sourceOrdinal;
    for (int i = 0; i < session->sourceBlocks().size(); ++i) {
        sourceOrdinal.insert(session->sourceBlocks().at(i).id, i + 1);
    }
    QList<QaFindingListModel::Row> rows;
    for (const QaFinding &finding : std::as_const(m_result.findings)) {
        QaFindingListModel::Row row;
        row.finding = finding;
        row.targetOrdinal = finding.targetBlockId ? session->indexOfBlock(finding.targetBlockId) + 1 : 0;
        row.sourceOrdinal = sourceOrdinal.value(finding.sourceBlockId);
        rows.append(row);
    }
    m_pane.setIssueOpen(true);
    m_pane.setRows(rows);
}

void QaController::jump(qint64 targetBlockId, qint64 sourceBlockId, int offset, int length)
{
    DraftSession *session = m_workbench.session();
    const int index = session && targetBlockId ? session->indexOfBlock(targetBlockId) : -1;
    if (index < 0) {
        m_workbench.goToSourceBlockId(sourceBlockId);
        return;
    }
    const QString &text = session->blocks().at(index).text;
    if (offset < 0) {
        m_workbench.goToDraftBlockId(targetBlockId);
        return;
    }
    const int start = DraftReconciler::editorOffset(text, offset);
    const int end = DraftReconciler::editorOffset(text, qMin(offset + length, int(text.size())));
    m_workbench.goToDraftBlockId(targetBlockId, start, end - start);
}

const QaFinding *QaController::findingOf(const QString &key) const
{
    for (const QaFinding &finding : m_result.findings) {
        if (finding.key() == key) {
            return &finding;
        }
    }
    return nullptr;
}

void QaController::waive(const QString &key, const QString &reason)
{
    const QaFinding *finding = findingOf(key);
    if (!m_store || m_readOnly || !finding) {
        return;
    }
    QaWaiverRepository waivers(*m_store);
    if (!succeeded(waivers.waive(m_workbench.issueId(), *finding, reason, AppSettings().userName()), waivers)) {
        return;
    }
    Q_EMIT statusMessage(tr("Finding waived: %1").arg(reason));
    run();
}

void QaController::unwaive(const QString &key)
{
    if (!m_store || m_readOnly) {
        return;
    }
    QaWaiverRepository waivers(*m_store);
    if (!succeeded(waivers.unwaive(m_workbench.issueId(), key), waivers)) {
        return;
    }
    run();
}

void QaController::editSettings()
{
    while (m_store && editSettingsOnce()) { }
}

bool QaController::editSettingsOnce()
{
    QString error;
    const std::optional<QaProfile> stored = QaProfile::load(*m_store, &error);
    if (!stored) {
        Q_EMIT failed(tr("The QA settings could not be read: %1").arg(error));
        return false;
    }
    QaSettingsDialog dialog(stored->settings, m_dialogParent);
    dialog.rulesEditor()->setRules(stored->rules);
    dialog.plainLanguageEditor()->setWordings(PlainLanguage::read(*m_store));
    sample(dialog.rulesEditor());
    auto *house = new HouseStyleWidget;
    house->setStyle(QaHouseStyle::load(*m_store), QaSettings::styleName(*m_store) == QLatin1String("learned"));
    dialog.setHouseStyle(house);
    connect(house, &HouseStyleWidget::learnRequested, &dialog, [this, house] { learnHouseStyle(house); });
    if (m_readOnly) {
        dialog.setEnabled(false);
    }
    const auto edited = [&dialog, house] {
        const QaHouseStyle style = house->style();
        return QaProfile {dialog.settings(), dialog.rulesEditor()->rules(), style, house->inUse() && style.hasCounts()};
    };
    connect(&dialog, &QaSettingsDialog::exportRequested, this, [&] {
        const QString path = QFileDialog::getSaveFileName(
            &dialog, tr("Export QA Profile"), QStringLiteral("qa-profile.json"), tr("QA profiles (*.json);;All files (*)"));
        if (!path.isEmpty()) {
            exportProfile(path, edited());
        }
    });
    bool imported = false;
    connect(&dialog, &QaSettingsDialog::importRequested, this, [&] {
        if (chooseImport(&dialog, !(edited() == *stored))) {
            imported = true;
            dialog.reject();
        }
    });
    if (dialog.exec() != QDialog::Accepted || m_readOnly) {
        return imported;
    }
    // The settings, the rules, the house style, whether it is used and the
    // plain-language list: one transaction.
    const QList<PlainWording> plain = dialog.plainLanguageEditor()->wordings();
    if (!m_store->inTransaction([&] { return edited().save(*m_store, &error) && PlainLanguage::write(*m_store, plain, &error); }, &error)) {
        Q_EMIT failed(tr("The QA settings could not be saved: %1").arg(error));
        return false;
    }
    run();
    return false;
}

void QaController::sample(QaRulesEditor *editor)
{
    const qint64 issueId = m_workbench.issueId();
    if (issueId <= 0) {
        return;
    }
    if (m_workbench.hasUnsavedChanges() && !m_workbench.isReadOnly()) {
        m_workbench.save();
    }
    const IssueRepository issues(*m_store);
    editor->setSample(issues.sourceBlocks(issueId), issues.targetBlocks(issueId));
}

bool QaController::chooseImport(QWidget *parent, bool unsavedEdits)
{
    if (m_readOnly) {
        return false;
    }
    const QString path =
        QFileDialog::getOpenFileName(parent, tr("Import QA Profile"), QString(), tr("QA profiles (*.json);;All files (*)"));
    if (path.isEmpty()) {
        return false;
    }
    if (unsavedEdits
        && QMessageBox::question(parent, tr("Import QA Profile"),
               tr("The profile replaces the project's QA settings, own rules and house style, and the changes made in this dialog are "
                  "not kept. Import it?"))
            != QMessageBox::Yes) {
        return false;
    }
    return importProfile(path);
}

bool QaController::importProfile(const QString &path)
{
    if (!m_store || m_readOnly) {
        return false;
    }
    QString error;
    const std::optional<QaProfile> profile = QaProfile::read(path, &error);
    if (!profile || !profile->save(*m_store, &error)) {
        Q_EMIT failed(tr("The QA profile %1 was not imported: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    Q_EMIT statusMessage(
        tr("QA profile imported from %1: %2").arg(QDir::toNativeSeparators(path), profile->summary().mid(0, 4).join(QStringLiteral("; "))));
    run();
    return true;
}

bool QaController::exportProfile(const QString &path, const QaProfile &profile)
{
    if (!m_store) {
        return false;
    }
    if (!canExportTo(path)) {
        return false;
    }
    QString error;
    if (!profile.write(path, &error)) {
        Q_EMIT failed(error);
        return false;
    }
    Q_EMIT statusMessage(tr("QA profile written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

// Learned in memory from the finished and imported issues, kept by hand-set habits;
// stored when the dialog is accepted.
void QaController::learnHouseStyle(HouseStyleWidget *house)
{
    QaStyleLearner learner;
    if (!learner.addProject(*m_store)) {
        Q_EMIT failed(learner.errorString());
        return;
    }
    if (!learner.style().hasCounts()) {
        Q_EMIT failed(tr("No issue of the project has a finished or imported translation to learn the house style from."));
        return;
    }
    QaHouseStyle learned = learner.style();
    for (const QaHouseStyle::Rule &rule : house->style().rules()) {
        learned.setOverride(rule.id, rule.override);
    }
    house->setStyle(learned, true);
}
