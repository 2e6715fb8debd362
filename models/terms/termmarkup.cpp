// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termmarkup.h"

#include "alignment/alignmentreport.h"
#include "terms/issuetermcheck.h"
#include "terms/termchecker.h"
#include "terms/termcontext.h"
#include "terms/termselector.h"

#include <QHash>

namespace {
const QLatin1String PairSeparator("\n\n"); // as IssueTermCheck::pairs joins a link's draft blocks

QString joined(const QList<BlockRecord> &blocks)
{
    QStringList texts;
    texts.reserve(blocks.size());
    for (const BlockRecord &block : blocks) {
        texts.append(block.text);
    }
    return texts.join(PairSeparator);
}

bool isError(TermFinding::Kind kind)
{
    return kind == TermFinding::Kind::Forbidden || kind == TermFinding::Kind::WrongChoice;
}
} // namespace

QList<TermMarkup::Mark> TermMarkup::compute(
    const TermMatcher &matcher, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets, const QStringList &postTags)
{
    if (matcher.terms().isEmpty()) {
        return {};
    }
    const QString document = joined(sources);
    QList<Mark> marks = sourceMarks(matcher, sources, document, postTags);
    addFindings(matcher, sources, targets, document, postTags, &marks);
    return marks;
}

QList<TermMarkup::Mark> TermMarkup::sourceMarks(
    const TermMatcher &matcher, const QList<BlockRecord> &sources, const QString &document, const QStringList &postTags)
{
    const QList<MarkdownBlock> structure = IssueTermCheck::structureOf(sources);
    QList<Mark> marks;
    for (int i = 0; i < sources.size(); ++i) {
        if (sources.at(i).kind == BlockKind::Code) {
            continue; // code is not translated; its identifiers would underline everything
        }
        const TermContext context {sources.at(i).text, document, TermSelector::codeLanguage(structure, i), postTags};
        for (const TermOccurrence &occurrence : matcher.findInSource(sources.at(i).text)) {
            const TermEntry &entry = matcher.terms().at(occurrence.term);
            const TermSelection selection = TermSelector::select(entry, context);
            Mark mark;
            mark.block = i;
            mark.start = occurrence.start;
            mark.end = occurrence.end;
            mark.toolTip = entry.keepEnglish || selection.text.isEmpty()
                ? tr("%1: kept in English").arg(entry.source)
                : tr("%1 → %2 (%3)").arg(entry.source, selection.text, selection.reason);
            marks.append(mark);
        }
    }
    return marks;
}

void TermMarkup::addFindings(const TermMatcher &matcher, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets,
    const QString &document, const QStringList &postTags, QList<Mark> *marks)
{
    QHash<int, QList<int>> groups; // by the group's first draft block
    for (const QList<int> &group : AlignmentReport::linkGroups(targets)) {
        groups.insert(group.constFirst(), group);
    }
    QHash<QPair<int, int>, int> sourceMark; // (block, start) → index into marks
    for (int i = 0; i < marks->size(); ++i) {
        sourceMark.insert({marks->at(i).block, marks->at(i).start}, i);
    }
    const QList<TermFinding> findings = TermChecker(matcher).check(IssueTermCheck::pairs(sources, targets), document, postTags);
    for (const TermFinding &finding : findings) {
        const int source = sourceMark.value({finding.sourceBlock, finding.sourceStart}, -1);
        if (source >= 0 && !isError(finding.kind)) {
            Mark &mark = (*marks)[source];
            mark.severity = Severity::Warning;
            mark.toolTip += QLatin1Char('\n') + finding.message;
        }
        Mark mark;
        mark.side = Side::Draft;
        mark.severity = isError(finding.kind) ? Severity::Error : Severity::Warning;
        mark.toolTip = finding.message;
        placeInDraft(groups.value(finding.draftBlock, {finding.draftBlock}), targets, finding.draftStart, finding.draftEnd, &mark);
        if (mark.block >= 0) {
            marks->append(mark);
        }
    }
}

// start/end are offsets in the link's draft blocks joined with PairSeparator, or -1:
// then the end of the first block.
void TermMarkup::placeInDraft(const QList<int> &group, const QList<BlockRecord> &targets, int start, int end, Mark *mark)
{
    if (group.isEmpty() || group.constFirst() < 0 || group.constFirst() >= targets.size()) {
        return;
    }
    if (start < 0) {
        mark->block = group.constFirst();
        mark->start = int(targets.at(group.constFirst()).text.size());
        mark->end = mark->start;
        return;
    }
    int offset = 0;
    for (int index : group) {
        const int size = int(targets.at(index).text.size());
        if (start >= offset && end <= offset + size) {
            mark->block = index;
            mark->start = start - offset;
            mark->end = end - offset;
            return;
        }
        offset += size + int(PairSeparator.size());
    }
}
