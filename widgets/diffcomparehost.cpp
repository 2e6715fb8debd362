// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffcomparehost.h"

#include "diffcomparepanel.h"

QString DiffCompareHost::message() const
{
    return m_panel->message();
}

QString DiffCompareHost::summary() const
{
    return m_panel->summary();
}

RevisionDiffView *DiffCompareHost::diffView() const
{
    return m_panel->diffView();
}
