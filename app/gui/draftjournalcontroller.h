// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/draftjournalwriter.h"

#include <QObject>
#include <QString>

class DraftEditor;
class ProjectStore;
class WorkbenchController;

// Never lose a keystroke: every edit in the draft editor is appended to the open
// issue's edit journal beside the project (DraftJournalWriter) as it happens, not on
// a timer; a save starts the journal afresh (its edits are in the project), leaving
// the issue or closing the project removes it. At a project's open, recover() folds
// the journals a killed window left into the project (DraftJournalRecovery) before
// any issue is shown. Autosave (WorkbenchController) stays as it is.
class DraftJournalController : public QObject
{
    Q_OBJECT
public:
    DraftJournalController(WorkbenchController &workbench, DraftEditor &editor, QObject *parent = nullptr);

    // Says what was recovered (statusMessage(), once the opening is over). A project
    // opened read-only keeps its journals for an open that can write.
    void recover(ProjectStore &store, bool readOnly);

Q_SIGNALS:
    // What recover() did; a journal that could not be written or removed (said once
    // until it works again).
    void statusMessage(const QString &message);

private:
    void restart();
    void stop();
    void journalEdit();
    void report(bool ok);

    WorkbenchController &m_workbench;
    DraftEditor &m_editor;
    DraftJournalWriter m_writer;
    QString m_reported;
};
