// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>

// markdown.code-block: every fenced code block of a unit's source must be in its
// draft with the same code. Compared line by line after dropping comments (by the
// source fence's language: # for Python and shells, // and /* */ for C-like
// languages, -- for SQL, <!-- --> for HTML/Markdown; a # or // inside quotes stays),
// >>> / ... / $ prompts, blank lines and white space differences; the fence's info
// string is ignored (```bash → ``` is fine). Extra blocks in the draft (d2l-zh's
// #@tab paddle cells) are no findings.
// markdown.inline-code: every inline code span of the source (outside fenced code)
// must be an inline code span of the draft, compared trimmed; one finding per
// missing content. Translated English is no loss: a phrase of English words
// ("sliding attention", "blue -> global blocks") may be any span with Chinese, a span
// mixing code and words ("masked_lm loss") a span with Chinese that keeps its code,
// and a possessive's 's ("Trainer's") may stand outside the span ("`Trainer` 的").
// A single English word in code that the translation translated away ("`global`" →
// “全局”) cannot be told from a dropped identifier (`pip`): it is reported.
class QaCodeCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaCodeCheck)
public:
    enum class CommentStyle { None, Hash, Slash, Dash, Markup };

    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    static CommentStyle commentStyle(const QString &info, const QStringList &lines);
    // The code lines as compared: comments and prompts dropped, white space runs
    // collapsed to one space, trimmed; empty lines omitted. lineIndex (optional)
    // receives, for every returned line, the index of the line it came from.
    static QStringList normalized(const QStringList &lines, CommentStyle style, QList<int> *lineIndex = nullptr);
};
