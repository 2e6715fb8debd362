// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pairs, in order, a run of items that took the place of another run: paragraphs
// pasted over paragraphs (BlockIdTracker), draft blocks that replaced vanished ones
// (DraftReconciler). Runs of the same length pair one to one; otherwise every item of
// the longer run goes with one item of the shorter, neighbours with neighbours (two
// blocks pasted as one merge, one block pasted as two splits).
class RunPairing
{
public:
    // The item of the shorter run (shorter items) that item index of the longer run
    // (longer items) goes with; 0 for runs without items.
    static int partner(int index, int longer, int shorter);
};
