// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// The first step of ProjectSchemaSteps, a file of its own for its size: every table
// and index of the first released project file. Never edited: later versions are
// steps of their own.
class ProjectSchemaVersion1
{
public:
    static QStringList statements();
};
