// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class ProjectStore;

// What the window's feature controllers have in common: each follows the open
// project (setProject(), nullptr when none is open) and reports to the window through
// two signals that AppController shows: failed() in a message box, statusMessage()
// in the status bar for a few seconds. AppController keeps them in one list, tells
// them of a project in turn and connects their signals once.
class ProjectController : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // store: the open project, nullptr when none is; readOnly: it was opened read-only.
    virtual void setProject(ProjectStore *store, bool readOnly) = 0;

Q_SIGNALS:
    void statusMessage(const QString &message);
    void failed(const QString &message);

protected:
    // As the last setProject() had them (each controller decides what it keeps).
    ProjectStore *m_store = nullptr;
    bool m_readOnly = false;
};
