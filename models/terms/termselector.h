// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/markdownblock.h"
#include "terms/termcontext.h"
#include "terms/termentry.h"
#include "terms/termselection.h"

#include <QCoreApplication>
#include <QList>

// Picks a term's rendering for a context. A rendering with conditions applies when
// every condition it sets holds: a keyword (case-insensitive, at the start of a word:
// "CUDA" also finds "cudaMalloc") or its regex in the block or else anywhere in the
// document, its code language equal to the context's (case-insensitive), one of its
// post tags among the post's. Of the renderings that apply, the highest priority
// wins; on equal priority the stronger context: a keyword or regex found in the block,
// or the code language, weighs 2, one found only elsewhere in the document or a post
// tag weighs 1, weights add up. Then the earlier rendering. When none applies: the
// default rendering, else the first without conditions, else the first. A term kept
// in English selects its source form.
class TermSelector
{
    Q_DECLARE_TR_FUNCTIONS(TermSelector)
public:
    static TermSelection select(const TermEntry &entry, const TermContext &context);

    // The info string's first word of the code block at `index`, else of the nearest
    // code block before it in the same section (not past a heading); lower-cased.
    static QString codeLanguage(const QList<MarkdownBlock> &blocks, int index);

private:
    struct Evaluation {
        bool applies = false;
        int weight = 0;
        QStringList reasons;
    };
    static Evaluation evaluate(const TermRendering &rendering, const TermContext &context);
    static bool evaluateKeywords(const TermRendering &rendering, const TermContext &context, Evaluation *evaluation);
    static bool evaluateRegex(const TermRendering &rendering, const TermContext &context, Evaluation *evaluation);
    static bool evaluateTags(const TermRendering &rendering, const TermContext &context, Evaluation *evaluation);
    static bool containsKeyword(const QString &text, const QString &keyword);
    static int fallback(const TermEntry &entry);
};
