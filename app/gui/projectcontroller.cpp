// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/projectcontroller.h"

#include "store/projectfilecheck.h"
#include "store/projectstore.h"

#include <QDir>

bool ProjectController::canExportTo(const QString &path)
{
    if (m_store && ProjectFileCheck::isProjectFile(path, m_store->path())) {
        Q_EMIT failed(tr("Will not export over the project file %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return true;
}
