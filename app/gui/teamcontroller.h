// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/projectcontroller.h"
#include "gui/teamsyncworker.h"

#include <QPointer>

class ActionRegistry;
class IssueListModel;
class MainWindow;
class QLabel;
class TeamDialog;
class TeamHolderModel;
class TeamTermChangesDialog;
class WorkbenchController;

// Working as a team in the window (issue 24): File ▸ Publish to Team Server… and
// Clone Team Project…, Check Out / Release Issue, the holder of each issue in the
// issue list (TeamHolderModel over the list), the lease bar over a draft another
// member holds, the status bar's last sync and changes waiting, and the sync that
// runs by itself (TeamSyncWorker) while a working copy is open; for the lead, the
// term changes to settle (File ▸ Term Changes to Settle…, counted in the status bar). After a pull the
// open views are read again without losing the cursor or what is being typed. A
// project that is not a working copy shows none of it.
class TeamController : public ProjectController
{
    Q_OBJECT
public:
    TeamController(
        ActionRegistry &actions, WorkbenchController &workbench, MainWindow &window, IssueListModel &issues, QObject *parent = nullptr);
    ~TeamController() override;

    void setProject(ProjectStore *store, bool readOnly) override;
    // The issue list as the navigator shows it: the list and who holds each issue.
    TeamHolderModel *issueModel() const { return m_holders; }
    bool isWorkingCopy() const { return m_workingCopy; }
    // The status bar's text ("Synced 15:32 · 3 changes waiting"), '' when not a working copy.
    QString statusText() const;
    // The sync's pace while online (tests make it short).
    void setSyncInterval(int ms) { m_intervalMs = ms; }

    void checkOut();
    void release();
    void syncNow();
    void publish();
    void cloneProject();
    // File ▸ Term Changes to Settle… (the lead): the dialog, filled by the worker.
    void settleTermChanges();
    TeamTermChangesDialog *termChangesDialog() const;

Q_SIGNALS:
    // A clone is ready at path: open it.
    void projectRequested(const QString &path);
    // A pull brought other members' terms or other shared rows: read them again.
    void pulled();

private:
    void startSync(const QString &password);
    void synced(const TeamSyncResult &result);
    void askPassword(const QString &url, const std::function<void(const QString &)> &retry);
    void refreshAfterPull(const TeamSyncResult &result);
    void updateIssueState();
    void updateActions();
    // The conflict bar over a shown issue whose draft of this copy lost to another
    // member's (TeamCompetingDraft): shown, or hidden when settled.
    void updateCompetingDraft();
    void keepCompetingDraft(qint64 issueId);
    void reclaim();
    void dismissCompetingDraft();
    void runDialog(TeamDialog &dialog, const std::function<void(const QString &password)> &run);

    ActionRegistry &m_actions;
    WorkbenchController &m_workbench;
    MainWindow &m_window;
    IssueListModel &m_issues;
    TeamHolderModel *m_holders;
    QLabel *m_status;
    TeamSyncWorker m_worker;
    TeamSyncResult m_last;
    QString m_url; // the working copy's server
    QString m_role; // this login's, as the last sync found it
    QString m_password; // given at a prompt this session; kept in memory only
    bool m_workingCopy = false;
    bool m_passwordToKeep = false; // typed at a prompt, kept in the keyring once it worked
    bool m_triedKeyring = false;
    bool m_asking = false; // a password prompt is open
    qint64 m_reclaiming = 0; // the issue checked out to take a competing draft back
    int m_intervalMs = 5000;
    QPointer<TeamTermChangesDialog> m_termChanges;
};
