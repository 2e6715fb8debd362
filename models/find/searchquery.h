// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>

// What to find across a project (ProjectSearch) and where.
struct SearchQuery {
    enum class Side { Draft, Source, Both };

    QString text;
    bool regex = false;
    bool wholeWord = false; // a Latin word boundary; CJK text has none, so it is ignored for CJK ends
    bool caseSensitive = false;
    Side side = Side::Draft;
    qint64 issueId = 0; // 0: every issue
    // Matches inside fenced or indented code blocks and inline code are left out
    // unless this is set (find shows them marked; replace never touches them).
    bool includeCode = false;

    // The pattern as QRegularExpression (plain text escaped); an invalid regular
    // expression gives an invalid one, with its errorString(). \w, \d and \b are
    // ASCII (no UseUnicodePropertiesOption: it costs a fifth of a full scan), so a
    // CJK character is no word character, as for wholeWord; case-insensitive
    // matching still folds every script.
    QRegularExpression pattern() const;
};
