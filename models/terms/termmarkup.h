// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "terms/termmatcher.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// What the workbench underlines for terminology, in block coordinates:
// - in the source, every term occurrence, its tooltip naming the rendering its
//   context selects and why; an occurrence with a finding (missing rendering, first
//   use, kept in English) is a Warning and its tooltip adds the finding;
// - in the draft, a forbidden or wrongly chosen rendering where it stands (Error),
//   and, for a finding that has no place in the draft (a missing rendering, a
//   missing first-use form, a keep-in-English term translated), the end of the
//   link's first draft block (Warning, start == end: the editor draws a badge).
// The findings are TermChecker's over IssueTermCheck::pairs of the same blocks.
class TermMarkup
{
    Q_DECLARE_TR_FUNCTIONS(TermMarkup)
public:
    enum class Side { Source, Draft };
    enum class Severity { Term, Warning, Error };
    struct Mark {
        Side side = Side::Source;
        int block = -1; // index into the sources or targets given
        int start = 0; // UTF-16, [start, end) within the block's text
        int end = 0;
        Severity severity = Severity::Term;
        QString toolTip; // translated, one finding or term per line
    };

    // sources and targets as IssueRepository gives them (targets' aligned: source
    // block ids); texts as the editors show them.
    static QList<Mark> compute(
        const TermMatcher &matcher, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets, const QStringList &postTags);

private:
    static QList<Mark> sourceMarks(
        const TermMatcher &matcher, const QList<BlockRecord> &sources, const QString &document, const QStringList &postTags);
    static void addFindings(const TermMatcher &matcher, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets,
        const QString &document, const QStringList &postTags, QList<Mark> *marks);
    static void placeInDraft(const QList<int> &group, const QList<BlockRecord> &targets, int start, int end, Mark *mark);
};
