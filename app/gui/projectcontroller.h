// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

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
    // Keeps both in m_store and m_readOnly; a controller that does more calls this first.
    virtual void setProject(ProjectStore *store, bool readOnly)
    {
        m_store = store;
        m_readOnly = readOnly;
    }

Q_SIGNALS:
    void statusMessage(const QString &message);
    void failed(const QString &message);

protected:
    // ok, as given; when it is false, failed() says why operation failed.
    bool succeeded(bool ok, const Fallible &operation)
    {
        if (!ok) {
            Q_EMIT failed(operation.errorString());
        }
        return ok;
    }

    // Whether path may be written by an export: never the open project's file or its
    // journal; when not, failed() says so.
    bool canExportTo(const QString &path);

    // As the last setProject() had them.
    ProjectStore *m_store = nullptr;
    bool m_readOnly = false;
};
