// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/projectcontroller.h"
#include "mt/mtrequest.h"
#include "mt/mtsettings.h"

#include <QPointer>
#include <QTimer>

class ActionRegistry;
class MachinePane;
class QAction;
class MtClient;
struct MtSuggestion;
class SideBySideView;
class WorkbenchController;
class QDockWidget;
class QWidget;

// Machine translation in the window: the Machine pane's suggestion for the draft block
// at the cursor (asked for when the cursor rests on another block while the pane is in
// view, or on Suggest, Ctrl+Alt+M; the previous request cancelled), streamed into the
// pane, checked (MtSuggestionChecker) and inserted on Ctrl+Alt+0 as one undo step, as
// a memory match is; the endpoint's settings (MtSettingsDialog, the key in the
// keyring through MtKey) and machine pre-translation of the shown issue
// (MachinePretranslator, with progress and Cancel). Nothing is sent while the project
// has no endpoint.
class MtController : public ProjectController
{
    Q_OBJECT
public:
    MtController(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, MachinePane &pane, QDockWidget &dock,
        QWidget *window, QObject *parent = nullptr);
    ~MtController() override;

    void setProject(ProjectStore *store, bool readOnly) override;
    // Asks for the block at the cursor now (Suggest), the pane brought to the front.
    void suggestNow();
    // Inserts the pane's suggestion into the block it was asked for; false when there is none.
    bool insertSuggestion();
    // Machine pre-translation of the shown issue, with a progress dialog.
    bool pretranslateIssue();
    // The settings dialog's work without the dialog (tests): endpoint and model in the
    // project, the key (when not empty) in the keyring.
    bool configure(const QString &endpoint, const QString &model, const QString &key);
    // The key for the project's endpoint, as MtKey finds it (looked up once per endpoint).
    QString apiKey();
    const MtRequest &lastRequest() const { return m_request; }
    MtClient &client() const { return *m_client; }

private:
    void connectActions(ActionRegistry &actions);
    void readSettings();
    void blockChanged();
    void suggestIfShown();
    void suggest();
    void finished(const QString &text);
    qint64 currentSourceBlock() const;
    QString sourceOf(int blockIndex) const;
    void showRequest();
    void editSettings();
    // No endpoint any more: machine suggestions off.
    void turnOff();
    bool askAndWait(MtClient &client, const QString &key, qint64 sourceBlockId, MtSuggestion *out, QString *error);
    void testEndpoint(const QString &endpoint, const QString &model, const QString &key, QObject *dialog);

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    MachinePane &m_pane;
    QDockWidget &m_dock;
    QWidget *m_window;
    MtClient *m_client;
    MtSettings m_settings;
    MtRequest m_request; // the last one sent
    QString m_key;
    QUrl m_keyEndpoint; // what m_key was found for
    qint64 m_issueId = 0;
    qint64 m_askedSource = 0; // the source block m_request asked about
    qint64 m_shownSource = 0; // the source block the pane's suggestion is for
    QTimer m_suggestTimer;
    bool m_pretranslating = false; // the pane asks nothing meanwhile
    QAction *m_settingsAction = nullptr; // on while a project is open
};
