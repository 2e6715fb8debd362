// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Pieces of text for people to read — QA messages and details, labels, previews,
// tooltips, status messages — cut where a reader sees a character end: never
// inside a surrogate pair (👉 is two UTF-16 units) nor between a character and its
// combining marks or the parts of an emoji sequence (grapheme clusters, as
// QTextBoundaryFinder finds them). Lengths are UTF-16 units, as QString::size().
class TextExcerpt
{
public:
    // The start of text, at most length units, shortened to the last whole character.
    static QString left(const QString &text, int length);
    // text when it has at most length units, else its start (left()) and "…".
    static QString elided(const QString &text, int length);
    // text on one line (QString::simplified()), then elided().
    static QString oneLine(const QString &text, int length);
    // text[from, to) widened to whole characters.
    static QString span(const QString &text, int from, int to);
    // The character boundary at or before position (0 … size).
    static int boundaryBefore(const QString &text, int position);
    // The character boundary at or after position (0 … size).
    static int boundaryAfter(const QString &text, int position);
};
