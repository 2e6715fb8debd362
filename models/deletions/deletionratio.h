// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class ProjectStore;
struct BlockRecord;

// How much of an issue's English post the translation leaves out, against the
// project's target. Characters are counted in code points of the source blocks' text
// (not UTF-16 units):
// - prose (every block but BlockKind::Code): letters and digits of any script, which
//   includes CJK ideographs (QChar::isLetterOrNumber); whitespace, punctuation and
//   markdown syntax (`#*_[]()>|-`, "。") are not counted;
// - code (BlockKind::Code): every character but whitespace, not counting the
//   opening and closing fence lines (```python) of a fenced block.
// A deleted character is one inside a deletion of its block (the whole block, or a
// span: a code point whose first UTF-16 unit is in [spanStart, spanEnd)); overlapping
// deletions count it once.
class DeletionRatio
{
    Q_DECLARE_TR_FUNCTIONS(DeletionRatio)
public:
    struct Result {
        qint64 proseTotal = 0;
        qint64 proseDeleted = 0;
        qint64 codeTotal = 0;
        qint64 codeDeleted = 0;
        double ratio = 0.0; // proseDeleted / proseTotal; 0 without prose
        double target = kDefaultTarget;
    };

    static constexpr double kDefaultTarget = 0.30;

    static Result compute(const QList<BlockRecord> &blocks, const QList<Deletion> &deletions, double target);
    // For a stored issue; nothing with *error set when reading fails.
    static std::optional<Result> forIssue(ProjectStore &store, qint64 issueId, QString *error);
    // project_settings "deletion_target", a fraction in [0, 1] ("0.3"); the default
    // when missing or not such a number.
    static double target(const ProjectStore &store);
    // "deleted 31.2% of prose (1234 of 3956 characters), target 30%; code: 120 of 800 characters"
    static QString summary(const Result &result);

    static bool countsAsProse(char32_t c);
    static bool countsAsCode(char32_t c);
};
