// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmunit.h"

// A translation unit for tests; the languages keep their defaults.
inline TmUnit unit(const QString &source, const QString &target, const QString &context = {}, const QString &changed = {})
{
    TmUnit result;
    result.source = source;
    result.target = target;
    result.context = context;
    result.changed = changed;
    return result;
}
