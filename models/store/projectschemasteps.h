// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// The statements of each step of ProjectSchema: to(N) leads from version N-1 to N,
// one SQL statement per element. Never edit a released step: add a new one.
class ProjectSchemaSteps
{
public:
    // Empty for a version that has no step.
    static QStringList to(int version);
};
