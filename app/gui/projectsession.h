// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// Where the user left a project (SessionState, stored by AppSettings): the issue
// shown, the draft cursor, the first line each editor showed, the panes in front
// of their tab groups.
struct ProjectSession {
    int issue = 0; // its number; 0: none
    int cursor = 0; // position in the draft editor's text
    int draftLine = 0; // first visible line (a line of the draft editor)
    int sourceLine = 0;
    QStringList frontPanes; // object names of docks in front of others
};
