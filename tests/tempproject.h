// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/projectstore.h"

#include <QTemporaryDir>

#include <memory>

// A new project file (p.yiqiao, named P) in a temporary folder, open read-write.
class TempProject
{
public:
    // The project made anew, in a new folder; the error text, empty when it worked.
    QString create()
    {
        close();
        m_dir = std::make_unique<QTemporaryDir>();
        if (!m_dir->isValid()) {
            return m_dir->errorString();
        }
        m_store = std::make_unique<ProjectStore>();
        return m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")) ? QString() : m_store->errorString();
    }

    // The project closed and its folder removed.
    void close()
    {
        m_store.reset();
        m_dir.reset();
    }

    ProjectStore &store() { return *m_store; }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};
