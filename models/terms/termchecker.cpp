// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termchecker.h"

#include "terms/namespans.h"
#include "terms/termselector.h"

#include <QSet>

#include <algorithm>

namespace {

QString quoted(const QString &text)
{
    return QStringLiteral("“%1”").arg(text);
}

} // namespace

TermChecker::TermChecker(const TermMatcher &matcher)
    : m_matcher(matcher)
{
}

QList<TermFinding> TermChecker::check(const QList<TermCheckPair> &pairs, const QString &document, const QStringList &postTags) const
{
    QList<TermFinding> findings;
    QSet<int> seen;
    for (const TermCheckPair &pair : pairs) {
        const PairState state {&pair, m_matcher.findInTarget(pair.draftText), m_matcher.findInSource(pair.draftText), document, postTags};
        const QList<SourceHit> hits = firstHits(m_matcher, pair);
        checkForbidden(state, hits, &findings);
        for (const SourceHit &hit : hits) {
            const bool first = !seen.contains(hit.occurrence.term);
            seen.insert(hit.occurrence.term);
            checkTerm(state, hit, first, &findings);
        }
    }
    return findings;
}

// The first occurrence of each term in the pair's source blocks, in order; one in a
// name (NameSpans) only for a term kept in English.
QList<TermChecker::SourceHit> TermChecker::firstHits(const TermMatcher &matcher, const TermCheckPair &pair)
{
    QList<SourceHit> hits;
    QSet<int> terms;
    for (int i = 0; i < pair.sourceTexts.size(); ++i) {
        const int block = i < pair.sourceBlocks.size() ? pair.sourceBlocks.at(i) : -1;
        const QVector<NameSpans::Span> names = NameSpans::of(pair.sourceTexts.at(i));
        for (const TermOccurrence &occurrence : matcher.findInSource(pair.sourceTexts.at(i))) {
            if (!matcher.terms().at(occurrence.term).keepEnglish && NameSpans::covers(names, occurrence.start, occurrence.end)) {
                continue;
            }
            if (!terms.contains(occurrence.term)) {
                terms.insert(occurrence.term);
                hits.append({block, occurrence});
            }
        }
    }
    return hits;
}

void TermChecker::checkForbidden(const PairState &state, const QList<SourceHit> &hits, QList<TermFinding> *findings) const
{
    for (const TermTargetOccurrence &target : state.targets) {
        if (target.kind != TermTargetOccurrence::Kind::Forbidden) {
            continue;
        }
        SourceHit hit;
        hit.occurrence.term = target.term;
        for (const SourceHit &candidate : hits) {
            if (candidate.occurrence.term == target.term) {
                hit = candidate;
            }
        }
        TermFinding f = finding(TermFinding::Kind::Forbidden, state, hit);
        f.draftStart = target.start;
        f.draftEnd = target.end;
        const TermForbidden &forbidden = m_matcher.terms().at(target.term).forbidden.at(target.index);
        f.message = forbidden.reason.isEmpty()
            ? tr("%1 must not be used for %2").arg(quoted(forbidden.text), quoted(m_matcher.terms().at(target.term).source))
            : tr("%1 must not be used for %2: %3")
                  .arg(quoted(forbidden.text), quoted(m_matcher.terms().at(target.term).source), forbidden.reason);
        findings->append(f);
    }
}

void TermChecker::checkTerm(const PairState &state, const SourceHit &hit, bool firstInPost, QList<TermFinding> *findings) const
{
    const TermEntry &entry = m_matcher.terms().at(hit.occurrence.term);
    if (firstInPost && !entry.firstUse.isEmpty()) {
        const bool present = std::any_of(state.targets.begin(), state.targets.end(),
            [&](const TermTargetOccurrence &t) { return t.term == hit.occurrence.term && t.kind == TermTargetOccurrence::Kind::FirstUse; });
        if (!present) {
            TermFinding f = finding(TermFinding::Kind::FirstUseMissing, state, hit);
            f.message = tr("first use of %1 should read %2").arg(quoted(hit.occurrence.text), quoted(entry.firstUse));
            findings->append(f);
        }
    }
    if (entry.keepEnglish) {
        checkKeepEnglish(state, hit, findings);
    } else {
        checkRendering(state, hit, findings);
    }
}

void TermChecker::checkRendering(const PairState &state, const SourceHit &hit, QList<TermFinding> *findings) const
{
    const TermEntry &entry = m_matcher.terms().at(hit.occurrence.term);
    if (entry.renderings.isEmpty()) {
        return;
    }
    const TermContext context {state.pair->sourceTexts.join(QLatin1Char('\n')), state.document, state.pair->codeLanguage, state.postTags};
    const TermSelection selection = TermSelector::select(entry, context);
    const TermTargetOccurrence *other = nullptr;
    for (const TermTargetOccurrence &target : state.targets) {
        if (target.term != hit.occurrence.term || target.kind == TermTargetOccurrence::Kind::Forbidden) {
            continue;
        }
        if (target.kind == TermTargetOccurrence::Kind::FirstUse || target.index == selection.rendering
            || entry.renderings.at(target.index).text == selection.text) {
            return;
        }
        other = other ? other : &target;
    }
    if (!other) {
        TermFinding f = finding(TermFinding::Kind::Missing, state, hit);
        f.message = tr("%1 is not translated as %2 (%3)").arg(quoted(hit.occurrence.text), quoted(selection.text), selection.reason);
        findings->append(f);
        return;
    }
    TermFinding f = finding(TermFinding::Kind::WrongChoice, state, hit);
    f.draftStart = other->start;
    f.draftEnd = other->end;
    f.message =
        tr("%1 here reads %2, not %3 (%4)")
            .arg(quoted(hit.occurrence.text), quoted(selection.text), quoted(entry.renderings.at(other->index).text), selection.reason);
    findings->append(f);
}

void TermChecker::checkKeepEnglish(const PairState &state, const SourceHit &hit, QList<TermFinding> *findings) const
{
    const bool kept =
        std::any_of(state.english.begin(), state.english.end(), [&](const TermOccurrence &o) { return o.term == hit.occurrence.term; });
    if (!kept) {
        TermFinding f = finding(TermFinding::Kind::KeepEnglishTranslated, state, hit);
        f.message = tr("%1 stays in English in the translation").arg(quoted(hit.occurrence.text));
        findings->append(f);
    }
}

TermFinding TermChecker::finding(TermFinding::Kind kind, const PairState &state, const SourceHit &hit) const
{
    TermFinding f;
    f.kind = kind;
    f.term = hit.occurrence.term;
    f.draftBlock = state.pair->draftBlock;
    if (hit.block >= 0 || hit.occurrence.end > hit.occurrence.start) {
        f.sourceBlock = hit.block;
        f.sourceStart = hit.occurrence.start;
        f.sourceEnd = hit.occurrence.end;
    }
    return f;
}
