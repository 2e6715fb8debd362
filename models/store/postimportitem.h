// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// One markdown file to import as a new issue: its number (0: after the project's
// last issue, when it is imported) and title (empty: the post's first heading).
struct PostImportItem {
    QString path;
    int number = 0;
    QString title;
};
