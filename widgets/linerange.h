// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A range of text in an editor's document, given from the start of a line (0-based):
// column characters into the line's text, length characters long; a column past the
// end of the line runs on into the lines after it, each line break one character (a
// block's editor text, DraftReconciler::editorText). Columns count after the byte
// order mark that may open the document: it belongs to the lead before the first
// block, not to a block's text.
struct LineRange {
    int line = 0;
    int column = 0;
    int length = 0;

    bool operator==(const LineRange &other) const { return line == other.line && column == other.column && length == other.length; }
};
