// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// Line scanners the markdown parity checks share. They work on a QA unit's joined
// text, where fenced code may sit inside a list item, so they do not rely on the
// block kinds. Offsets are UTF-16 offsets into the scanned text.
class QaMarkdown
{
public:
    struct Fence {
        int start = 0; // the opening fence line
        int end = 0; // just past the closing fence line (or the text's end if unclosed)
        QString info; // the info string, trimmed
        QStringList lines; // the code lines, without the fences
        QList<int> lineStarts;
    };
    struct Span {
        int start = 0; // the opening backticks
        int length = 0; // backticks included
        QString content; // trimmed
    };

    // Fenced code blocks (``` or ~~~, any indentation), in text order.
    static QList<Fence> fences(const QString &text);
    // Inline code spans outside fenced code; a span never crosses a blank line.
    static QList<Span> spans(const QString &text);
    // The text with fenced code and code spans replaced by spaces (line breaks kept),
    // so that link and tag scanners skip code and keep their offsets.
    static QString masked(const QString &text);
    // The first word of a fence's info string, lower case: "{.python .input}" → "python".
    static QString language(const QString &info);
};
