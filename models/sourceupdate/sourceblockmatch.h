// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How one block of an old version of a post corresponds to one of the new
// version (SourceBlockMatcher). oldIndex/newIndex index the two block lists; -1
// for the side a block is missing from.
struct SourceBlockMatch {
    enum class Kind {
        Unchanged, // same text (line endings apart), same relative place
        Moved, // same text, elsewhere (out of the order of the other matched blocks)
        Edited, // similar text (see SourceBlockMatcher), same relative place
        MovedEdited, // similar text, elsewhere
        Added, // only in the new version
        Removed, // only in the old version
    };
    Kind kind = Kind::Unchanged;
    int oldIndex = -1;
    int newIndex = -1;
    double similarity = 1.0; // 0..1; 1 for identical text, 0 for added/removed
};
