// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelresources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must stand outside any namespace.
static void initModelResources()
{
    Q_INIT_RESOURCE(models);
}

void ModelResources::ensureLoaded()
{
    static const bool loaded = [] {
        initModelResources();
        return true;
    }();
    Q_UNUSED(loaded)
}
