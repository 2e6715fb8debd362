// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/issuecontroller.h"
#include "gui/panerefresh.h"
#include "gui/readonlyworker.h"
#include "qa/qaprofile.h"
#include "qa/qarunner.h"

class ActionRegistry;
class HouseStyleWidget;
class ProjectStore;
class QaPane;
class QaRulesEditor;
class QWidget;
class WorkbenchController;

// QA of the shown issue: runs when an issue is shown, on Run QA (F12) and a moment
// after each save while the QA pane is visible (a hidden pane is checked when it is
// shown again); jumps to findings, waives and unwaives them, edits the project's QA
// settings, own rules and house style (saved together, QaProfile::save), exports
// and imports them as a QA profile.
class QaController : public IssueController
{
    Q_OBJECT
public:
    QaController(ActionRegistry &actions, WorkbenchController &workbench, QaPane &pane, QWidget *dialogParent);
    ~QaController() override;

    void setProject(ProjectStore *store, bool readOnly) override;
    // Whether the pane can be seen: a hidden pane is not kept up to date.
    void setPaneVisible(bool visible);
    // Checks the shown issue (saving the draft first) off the GUI thread: checked()
    // comes when the result is shown. A check asked for while one runs supersedes it.
    void run();
    const QaRunner::Result &result() const { return m_result; }

    static constexpr int AfterSaveDelayMs = 700;

    // The QA settings' Export… and Import… once a file is chosen. Import replaces the
    // project's settings and rules in one transaction (a bad file: failed(), nothing
    // changes) and says what it set in statusMessage(); true when it did.
    bool exportProfile(const QString &path, const QaProfile &profile);
    bool importProfile(const QString &path);

Q_SIGNALS:
    void checked();

private:
    void jump(qint64 targetBlockId, qint64 sourceBlockId, int offset, int length);
    void waive(const QString &key, const QString &reason);
    void unwaive(const QString &key);
    void editSettings();
    // One showing of the QA settings dialog: true when a profile was imported from it
    // (the dialog then shows again, with what was imported).
    bool editSettingsOnce();
    bool chooseImport(QWidget *parent, bool unsavedEdits);
    // The issue shown, as the rules' live test reads it (its draft saved first).
    void sample(QaRulesEditor *editor);
    void learnHouseStyle(HouseStyleWidget *house);
    void show();
    void apply(int generation, const QaRunner::Result &result, const QString &error);
    const QaFinding *findingOf(const QString &key) const;

    QaPane &m_pane;
    PaneRefresh *m_refresh;
    QaRunner::Result m_result;
    // QA of a long draft with a large termbase takes tens of milliseconds: it runs on
    // the worker's thread, with a read-only connection of its own.
    QaRunner m_runner; // used on m_worker's thread only
    ReadOnlyWorker m_worker;
};
