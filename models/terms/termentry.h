// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// How a term is rendered in one kind of context. A rendering applies when all of its
// conditions that are set hold (an empty condition always holds); of those that
// apply, the highest priority wins, and the default one when none applies.
struct TermRendering {
    QString text; // "CUDA核函数"
    QStringList keywords; // any of them in the same block or document ("CUDA", "__global__")
    QString regex; // a pattern in the same block or document (QRegularExpression syntax)
    QString codeLanguage; // the language of a surrounding or nearby fenced code block ("cuda", "bash")
    QStringList postTags; // any of the post's tags
    int priority = 0;
    bool isDefault = false;
};

// A rendering that must not be used for the term, and why.
struct TermForbidden {
    QString text;
    QString reason;
};

// One line of the term conflict log (the seeds' 术语冲突日志): in this context the
// term is rendered so, not so, as in those issues.
struct TermConflict {
    QString contextFeature; // "出现在CUDA编程上下文中"
    QString correct; // "CUDA核函数"
    QString wrong; // "内核"
    QList<int> issues; // issue numbers (案例期数)
};

// A termbase entry (tables terms, term_renderings, term_forbidden, term_issues,
// term_conflicts; schema v4 adds variants, keep_english and the renderings' code
// language and post tags).
struct TermEntry {
    qint64 id = 0; // 0: not stored
    QString source; // "kernel"
    QStringList variants; // other written forms ("CUDA kernel", "kernels" need not be listed: inflection is matched)
    bool caseSensitive = false;
    // Only where the source stands as a noun ("the mean" → 均值, not "this means
    // that", "meaning", "weighted"): its plural, not its -ing and -ed forms, and not
    // where a verb stands (TermNounUse).
    bool nounOnly = false;
    // Only inside a stretch of the block this pattern (QRegularExpression, any case)
    // matches, e.g. "bias (term|vector)"; empty: anywhere. An invalid one matches
    // nowhere (TermRepository refuses to store it).
    QString contextRegex;
    // Never translated (CLI flags, environment variables such as NCCL_IB_DISABLE):
    // the draft must carry the source form.
    bool keepEnglish = false;
    // The rendering on the first occurrence in a post, e.g.
    // "NeMo Megatron（NVIDIA开源的大模型训练框架）"; empty: none.
    QString firstUse;
    QString note;
    QList<TermRendering> renderings;
    QList<TermForbidden> forbidden;
    QList<TermConflict> conflicts;
    QList<int> issues; // issue numbers where the term mattered
};
