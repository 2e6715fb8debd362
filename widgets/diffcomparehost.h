// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class DiffComparePanel;
class RevisionDiffView;

// What a view over a DiffComparePanel holds and answers (the revision history's
// draft tab, SourceVersionsView): the panel, which two items the diff shown compares
// (left the older, -1 while none is) and what the panel shows.
class DiffCompareHost
{
public:
    // The text shown instead of a diff; empty while a diff is shown.
    QString message() const;
    QString summary() const;
    RevisionDiffView *diffView() const;

protected:
    explicit DiffCompareHost(DiffComparePanel *panel)
        : m_panel(panel)
    {
    }
    ~DiffCompareHost() = default;

    DiffComparePanel *m_panel;
    int m_left = -1;
    int m_right = -1;
};
