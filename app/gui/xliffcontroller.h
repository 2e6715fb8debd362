// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/projectcontroller.h"
#include "interop/xliffwriter.h"

class ActionRegistry;
class ProjectStore;
class WorkbenchController;
class QWidget;

// File ▸ Export XLIFF… / Import XLIFF…: the shown issue out to another CAT tool and
// back (XliffWriter, XliffReader, XliffImporter), as `yiqiao-cli xliff` does. An
// import is all or nothing; after it the workbench reads the draft again.
class XliffController : public ProjectController
{
    Q_OBJECT
public:
    XliffController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *window, QObject *parent = nullptr);

    // What the menu's file dialogs end in, for a chosen file (testable without them).
    bool exportTo(const QString &path, XliffWriter::Version version);
    bool importFrom(const QString &path);

private:
    void exportIssue();
    void importIssue();
    int issueNumber() const;

    WorkbenchController &m_workbench;
    QWidget *m_window;
};
