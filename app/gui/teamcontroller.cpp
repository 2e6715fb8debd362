// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/teamcontroller.h"

#include "draft/revisionrepository.h"
#include "draftconflictbar.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/mainwindow.h"
#include "gui/teampasswords.h"
#include "gui/workbenchcontroller.h"
#include "issuenavigator.h"
#include "sidebysideview.h"
#include "store/issuelistmodel.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamcompetingdraft.h"
#include "team/teamholdermodel.h"
#include "team/teamleaseguard.h"
#include "team/teamserver.h"
#include "team/teamurl.h"
#include "team/teamworkingcopy.h"
#include "teamdialog.h"
#include "teamleasebar.h"
#include "teamtermchangesdialog.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QScrollBar>
#include <QSet>
#include <QStatusBar>

#include <utility>

TeamController::TeamController(
    ActionRegistry &actions, WorkbenchController &workbench, MainWindow &window, IssueListModel &issues, QObject *parent)
    : ProjectController(parent)
    , m_actions(actions)
    , m_workbench(workbench)
    , m_window(window)
    , m_issues(issues)
    , m_holders(new TeamHolderModel(this))
    , m_status(new QLabel)
{
    m_holders->setSourceModel(&m_issues);
    m_status->setObjectName(QStringLiteral("teamStatus"));
    m_status->hide();
    m_window.statusBar()->addPermanentWidget(m_status);
    using A = ActionRegistry;
    connect(m_actions.action(A::PublishToTeam), &QAction::triggered, this, &TeamController::publish);
    connect(m_actions.action(A::CloneTeamProject), &QAction::triggered, this, &TeamController::cloneProject);
    connect(m_actions.action(A::SyncTeam), &QAction::triggered, this, &TeamController::syncNow);
    connect(m_actions.action(A::CheckOutIssue), &QAction::triggered, this, &TeamController::checkOut);
    connect(m_actions.action(A::ReleaseIssue), &QAction::triggered, this, &TeamController::release);
    connect(m_actions.action(A::SettleTermChanges), &QAction::triggered, this, &TeamController::settleTermChanges);
    connect(
        &m_worker, &TeamSyncWorker::termChangesListed, this, [this](bool ok, const QList<TeamTermChange> &changes, const QString &message) {
            if (m_termChanges) {
                m_termChanges->setBusy(false);
                if (ok) {
                    m_termChanges->setChanges(changes);
                } else {
                    m_termChanges->setMessage(message);
                }
            }
            if (ok && m_last.status.termChanges != changes.size()) {
                m_last.status.termChanges = int(changes.size());
                m_status->setText(statusText());
            }
        });
    connect(&m_worker, &TeamSyncWorker::termChangeSettled, this, [this](qint64 id, bool ok, const QString &message) {
        if (m_termChanges) {
            m_termChanges->setMessage(ok ? tr("Term change %1 is settled.").arg(id) : message);
        }
    });
    connect(m_window.documents()->leaseBar(), &TeamLeaseBar::checkOutRequested, this, &TeamController::checkOut);
    connect(&m_workbench, &WorkbenchController::issueShown, this, &TeamController::updateIssueState);
    connect(&m_workbench, &WorkbenchController::draftLockChanged, this, &TeamController::updateIssueState);
    connect(&m_worker, &TeamSyncWorker::synced, this, &TeamController::synced);
    connect(m_window.documents()->conflictBar(), &DraftConflictBar::reclaimRequested, this, &TeamController::reclaim);
    connect(m_window.documents()->conflictBar(), &DraftConflictBar::dismissRequested, this, &TeamController::dismissCompetingDraft);
    connect(&m_worker, &TeamSyncWorker::checkedOut, this, [this](qint64 issueId, bool ok, const QString &message) {
        const bool reclaiming = std::exchange(m_reclaiming, 0) == issueId;
        if (!ok) {
            Q_EMIT failed(message);
        } else if (reclaiming) {
            m_workbench.updateDraftLock();
            TeamCompetingDraft competing(*m_store);
            if (!competing.reclaim(issueId, AppSettings().userName())) {
                Q_EMIT failed(competing.errorString());
            } else {
                m_workbench.reloadIssue();
                Q_EMIT statusMessage(tr("Checked out: your version is this issue's draft again; the team's is in the revision history."));
            }
            updateIssueState();
        } else {
            Q_EMIT statusMessage(tr("Checked out: you may edit this issue's draft."));
        }
    });
    connect(&m_worker, &TeamSyncWorker::released, this, [this](qint64, bool ok, const QString &message) {
        if (ok) {
            Q_EMIT statusMessage(tr("Released: the others may check this issue out now."));
        } else {
            Q_EMIT failed(message);
        }
    });
    setProject(nullptr, false);
}

TeamController::~TeamController() = default;

void TeamController::setProject(ProjectStore *store, bool readOnly)
{
    m_worker.stop(); // before the window's connection goes
    ProjectController::setProject(store, readOnly);
    m_last = {};
    m_role.clear();
    m_triedKeyring = false;
    m_workingCopy = store && TeamWorkingCopy(*store).isWorkingCopy();
    m_url = m_workingCopy ? TeamWorkingCopy(*store).settings().url : QString();
    if (m_workingCopy && !readOnly) {
        // The window's own connection queues what it writes for the next push.
        TeamWorkingCopy copy(*store);
        if (!copy.installTriggers()) {
            Q_EMIT failed(copy.errorString());
        }
        startSync(m_password);
    }
    m_holders->setLeases({}, {});
    if (m_window.navigator()->model() == m_holders) {
        m_window.navigator()->setColumnHidden(m_holders->holderColumn(), !m_workingCopy);
    }
    m_status->setVisible(m_workingCopy);
    m_status->setText(statusText());
    updateIssueState();
}

void TeamController::startSync(const QString &password)
{
    if (m_store && m_workingCopy && !m_readOnly) {
        m_worker.start(m_store->path(), password, m_intervalMs);
    }
}

QString TeamController::statusText() const
{
    if (!m_workingCopy) {
        return {};
    }
    const int pending = m_last.status.pending;
    const QDateTime lastSync = m_last.status.lastSync.isValid() ? m_last.status.lastSync : TeamWorkingCopy(*m_store).settings().lastSync;
    if (!m_last.ok && !m_last.error.isEmpty()) {
        return pending > 0 ? tr("Offline · %n change(s) waiting", nullptr, pending) : tr("Offline");
    }
    if (!lastSync.isValid()) {
        return tr("Not synced yet");
    }
    const QString when = lastSync.toLocalTime().toString(QStringLiteral("HH:mm"));
    const QString synced = pending > 0 ? tr("Synced %1 · %n change(s) waiting", nullptr, pending).arg(when) : tr("Synced %1").arg(when);
    return m_last.status.termChanges > 0 ? synced + tr(" · %n term change(s) to settle", nullptr, m_last.status.termChanges) : synced;
}

TeamTermChangesDialog *TeamController::termChangesDialog() const
{
    return m_termChanges;
}

void TeamController::settleTermChanges()
{
    if (!m_workingCopy || m_readOnly) {
        return;
    }
    if (!m_termChanges) {
        m_termChanges = new TeamTermChangesDialog(&m_window);
        m_termChanges->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_termChanges, &TeamTermChangesDialog::approveRequested, this, [this](qint64 id) {
            m_termChanges->setBusy(true);
            m_worker.settleTermChange(id, false);
        });
        connect(m_termChanges, &TeamTermChangesDialog::revertRequested, this, [this](qint64 id) {
            m_termChanges->setBusy(true);
            m_worker.settleTermChange(id, true);
        });
    }
    m_termChanges->setBusy(true);
    m_termChanges->setMessage(tr("Asking the team server…"));
    m_termChanges->show();
    m_termChanges->raise();
    m_worker.listTermChanges();
}

void TeamController::synced(const TeamSyncResult &result)
{
    if (!m_workingCopy || !m_store) {
        return;
    }
    const TeamSyncResult previous = m_last;
    m_last = result;
    if (result.ok) {
        m_role = result.status.role;
    } else {
        m_last.status.termChanges = previous.status.termChanges; // as of the last time the server said
    }
    m_status->setText(statusText());
    m_status->setToolTip(
        result.ok ? tr("%1 as %2 (%3)").arg(m_url, result.status.login, result.status.role) : tr("%1: %2").arg(m_url, result.error));
    const bool hadHolders = !previous.leases.isEmpty();
    m_holders->setLeases(result.leases, result.copyId);
    if (!hadHolders && !result.leases.isEmpty()) {
        m_window.fitIssueList();
    }
    if (result.ok && m_passwordToKeep) {
        m_passwordToKeep = false;
        TeamPasswords::remember(m_url, m_password); // the server took it: the keyring keeps it
    }
    if (result.needsPassword) {
        askPassword(m_url, [this](const QString &password) {
            m_worker.setPassword(password);
            m_worker.syncNow();
        });
    }
    if (result.ok && (result.report.pulled > 0 || !result.report.conflicts.isEmpty())) {
        refreshAfterPull(result);
    }
    m_workbench.updateDraftLock();
    updateIssueState();
}

// libpq's sources (PGPASSWORD, the password file) were tried first; then the keyring
// once, then the user. What the user types is remembered once the server took it.
void TeamController::askPassword(const QString &url, const std::function<void(const QString &)> &retry)
{
    if (!m_triedKeyring) {
        m_triedKeyring = true;
        const QString remembered = TeamPasswords::remembered(url);
        if (!remembered.isEmpty()) {
            retry(remembered);
            return;
        }
    }
    if (m_asking) {
        return;
    }
    m_asking = true;
    bool ok = false;
    const QString note = TeamPasswords::keyringAvailable() ? tr("It is kept in the desktop keyring, never in the project file.")
                                                           : tr("It is kept until Yiqiao closes, never in the project file.");
    const QString password = QInputDialog::getText(&m_window, tr("Team Server Password"),
        tr("The team server %1 asks for your password.\n%2").arg(url, note), QLineEdit::Password, QString(), &ok);
    m_asking = false;
    if (ok && !password.isEmpty()) {
        m_password = password;
        m_passwordToKeep = true;
        retry(password);
    }
}

// Another member's rows came in: the issue list, the terms, and the shown issue read
// again. A draft this copy holds is its own and stays as typed; one it does not hold
// is shown anew at the same place.
void TeamController::refreshAfterPull(const TeamSyncResult &result)
{
    // The issues shown and the issues now in the project: a new one (another member
    // imported it) is inserted, a removed one goes.
    QSet<int> numbers;
    for (int row = 0; row < m_issues.rowCount(); ++row) {
        numbers.insert(m_issues.index(row, 0).data(IssueListModel::IssueNumberRole).toInt());
    }
    for (const Issue &issue : IssueRepository(*m_store).issues()) {
        numbers.insert(issue.number);
    }
    for (int number : std::as_const(numbers)) {
        m_issues.refreshIssue(*m_store, number);
    }
    Q_EMIT pulled();
    const qint64 shown = m_workbench.issueId();
    if (shown <= 0) {
        return;
    }
    if (result.report.conflicts.contains(shown) && m_workbench.hasUnsavedChanges()) {
        keepCompetingDraft(shown); // what was typed joins the competing draft
    }
    if (m_workbench.hasUnsavedChanges() || TeamLeaseGuard(*m_store).mayWrite(shown)) {
        m_workbench.refresh(); // statuses, comments, … around the draft being typed
        return;
    }
    DraftEditor *editor = m_window.documents()->draftEditor();
    const int cursor = editor->textCursor().position();
    const int scroll = editor->verticalScrollBar()->value();
    m_workbench.reloadIssue();
    QTextCursor restored = editor->textCursor();
    restored.setPosition(qMin(cursor, editor->document()->characterCount() - 1));
    editor->setTextCursor(restored);
    editor->verticalScrollBar()->setValue(scroll);
}

// The lease bar over a draft another member holds, and which of Check Out and
// Release apply to the shown issue.
void TeamController::updateIssueState()
{
    TeamLeaseBar *bar = m_window.documents()->leaseBar();
    const qint64 shown = m_workbench.issueId();
    if (!m_workingCopy || !m_store || shown <= 0 || !m_workbench.isDraftReadOnly() || m_readOnly) {
        bar->hide();
    } else {
        // The guard's refusal names the CLI's command when nobody holds the issue; the
        // bar offers Check Out instead.
        const TeamLeaseGuard guard(*m_store);
        bar->showHolder(guard.isHeldElsewhere(shown) ? tr("%1 The draft shown here stays up to date.").arg(guard.refusal(shown))
                                                     : tr("Nobody is editing this issue. Check it out to edit its draft."));
    }
    updateCompetingDraft();
    updateActions();
}

void TeamController::updateCompetingDraft()
{
    DraftConflictBar *bar = m_window.documents()->conflictBar();
    const qint64 shown = m_workbench.issueId();
    const int revision = m_workingCopy && m_store && shown > 0 ? TeamCompetingDraft(*m_store).revision(shown) : 0;
    if (revision > 0 && !m_readOnly) {
        bar->showLostLease(tr("Your lease on this issue ran out while you were offline, and another member changed its draft: "
                              "the team's version is shown. Yours is kept as revision %1. Choose which goes on.")
                               .arg(revision));
    } else if (bar->isLostLease()) {
        bar->hide();
    }
}

// Unsaved edits of an issue whose lease was lost: kept as the newest revision (the
// competing draft), and the team's version shown.
void TeamController::keepCompetingDraft(qint64 issueId)
{
    RevisionRepository revisions(*m_store);
    QString error;
    if (!revisions.recordText(issueId, AppSettings().userName(), tr("Edited in the window while this copy's lease had ended"),
            m_window.documents()->draftEditor()->draftText())
        || !TeamCompetingDraft::mark(m_store->database(), issueId, revisions.lastNumber(), &error)) {
        Q_EMIT failed(error.isEmpty() ? revisions.errorString() : error);
        return;
    }
    m_workbench.discardChanges();
}

void TeamController::reclaim()
{
    const qint64 shown = m_workbench.issueId();
    if (m_workingCopy && !m_readOnly && shown > 0) {
        m_reclaiming = shown;
        m_worker.checkout(shown);
    }
}

void TeamController::dismissCompetingDraft()
{
    const qint64 shown = m_workbench.issueId();
    if (!m_store || shown <= 0) {
        return;
    }
    TeamCompetingDraft competing(*m_store);
    const int revision = competing.revision(shown);
    if (!competing.dismiss(shown)) {
        Q_EMIT failed(competing.errorString());
        return;
    }
    Q_EMIT statusMessage(tr("The team's version stays; yours is revision %1 in the revision history.").arg(revision));
    updateIssueState();
}

void TeamController::updateActions()
{
    using A = ActionRegistry;
    const bool open = m_store != nullptr;
    const bool team = open && m_workingCopy && !m_readOnly;
    const qint64 shown = m_workbench.issueId();
    const bool holds = team && shown > 0 && TeamWorkingCopy(*m_store).holds(shown);
    m_actions.action(A::PublishToTeam)->setEnabled(open && !m_readOnly && !m_workingCopy);
    m_actions.action(A::CloneTeamProject)->setEnabled(true);
    m_actions.action(A::SyncTeam)->setEnabled(team);
    m_actions.action(A::CheckOutIssue)->setEnabled(team && shown > 0 && !holds);
    m_actions.action(A::ReleaseIssue)->setEnabled(holds);
    m_actions.action(A::CheckOutIssue)->setVisible(m_workingCopy);
    m_actions.action(A::ReleaseIssue)->setVisible(m_workingCopy);
    m_actions.action(A::SyncTeam)->setVisible(m_workingCopy);
    // The lead's (as the last sync found): the server refuses anyone else anyway.
    const bool lead = m_workingCopy && m_role == QLatin1String("lead");
    m_actions.action(A::SettleTermChanges)->setVisible(lead);
    m_actions.action(A::SettleTermChanges)->setEnabled(team && lead);
}

void TeamController::checkOut()
{
    const qint64 shown = m_workbench.issueId();
    if (m_workingCopy && !m_readOnly && shown > 0) {
        m_worker.checkout(shown);
    }
}

void TeamController::release()
{
    const qint64 shown = m_workbench.issueId();
    // What was typed goes up with the release.
    if (m_workingCopy && !m_readOnly && shown > 0 && m_workbench.save()) {
        m_worker.release(shown);
    }
}

void TeamController::syncNow()
{
    if (m_workingCopy && !m_readOnly) {
        m_triedKeyring = false;
        m_workbench.save();
        m_worker.syncNow();
    }
}

// OK runs the dialog's job with libpq's passwords first, then the keyring's, then the
// user's; the dialog stays open, showing why, until it succeeds or is cancelled.
void TeamController::runDialog(TeamDialog &dialog, const std::function<void(const QString &password)> &run)
{
    connect(&dialog, &TeamDialog::runRequested, &dialog, [this, &dialog, run] {
        QString error;
        if (!TeamUrl::parse(dialog.url(), &error)) {
            dialog.finish(false, error);
            return;
        }
        m_triedKeyring = false;
        dialog.setRunning(true);
        run(m_password);
    });
    dialog.exec();
}

void TeamController::publish()
{
    if (!m_store || m_readOnly || m_workingCopy || !m_workbench.save()) {
        return;
    }
    TeamDialog dialog(TeamDialog::Mode::Publish, &m_window);
    connect(&dialog, &TeamDialog::urlEdited, &dialog, [&dialog](const QString &text) {
        QString ignored;
        const auto url = TeamUrl::parse(text.trimmed(), &ignored);
        dialog.setSql(url && !url->database.isEmpty() && !url->user.isEmpty()
                ? TeamServer::publishSql(url->database, url->user).join(QLatin1Char('\n'))
                : QString());
    });
    TeamSyncWorker job;
    connect(&job, &TeamSyncWorker::progress, &dialog, &TeamDialog::setProgress);
    const QString path = m_store->path();
    connect(&job, &TeamSyncWorker::published, &dialog, [this, &dialog, &job, path](bool ok, const QString &message, bool needsPassword) {
        if (needsPassword && !ok) {
            bool asked = false;
            askPassword(dialog.url(), [&](const QString &password) {
                asked = true;
                job.publish(path, dialog.url(), password);
            });
            if (asked) {
                return;
            }
        }
        dialog.finish(ok, message);
    });
    runDialog(dialog, [&job, &dialog, path](const QString &password) { job.publish(path, dialog.url(), password); });
    if (dialog.result() == QDialog::Accepted) {
        setProject(m_store, m_readOnly); // a working copy now: syncing starts
        Q_EMIT statusMessage(tr("Published to %1: this project is your working copy.").arg(m_url));
    }
}

void TeamController::cloneProject()
{
    TeamDialog dialog(TeamDialog::Mode::Clone, &m_window);
    connect(&dialog, &TeamDialog::browseRequested, &dialog, [this, &dialog] {
        QString path = QFileDialog::getSaveFileName(&m_window, tr("Save Working Copy As"), dialog.path(), tr("Yiqiao projects (*.yiqiao)"));
        if (!path.isEmpty()) {
            dialog.setPath(path.endsWith(QLatin1String(".yiqiao")) ? path : path + QLatin1String(".yiqiao"));
        }
    });
    TeamSyncWorker job;
    connect(&job, &TeamSyncWorker::progress, &dialog, &TeamDialog::setProgress);
    connect(&job, &TeamSyncWorker::cloned, &dialog, [this, &dialog, &job](bool ok, const QString &message, bool needsPassword) {
        if (needsPassword && !ok) {
            bool asked = false;
            askPassword(dialog.url(), [&](const QString &password) {
                asked = true;
                job.clone(dialog.url(), dialog.path(), password);
            });
            if (asked) {
                return;
            }
        }
        dialog.finish(ok, message);
    });
    runDialog(dialog, [this, &job, &dialog](const QString &password) {
        const QString path = dialog.path();
        if (path.isEmpty() || QFileInfo::exists(path)) {
            dialog.finish(false,
                path.isEmpty() ? tr("Choose where to save the working copy.")
                               : tr("%1 already exists. Choose another name; an existing project is never overwritten.")
                                     .arg(QDir::toNativeSeparators(path)));
            return;
        }
        job.clone(dialog.url(), path, password);
    });
    if (dialog.result() == QDialog::Accepted) {
        Q_EMIT projectRequested(dialog.path());
    }
}
