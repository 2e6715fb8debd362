// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

// A row of TermConflictModel: a conflict of a term, logged or derived from its
// renderings.
struct TermConflictRow {
    qint64 termId = 0;
    QString term;
    TermConflict conflict;
    bool derived = false;
};
