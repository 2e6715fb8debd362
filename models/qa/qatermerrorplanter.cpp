// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatermerrorplanter.h"

#include "qa/qacompletenesscheck.h"
#include "qa/qainput.h"
#include "qa/qamarkuperrorplanter.h"
#include "terms/issuetermcheck.h"
#include "terms/termmatcher.h"

#include <QRegularExpression>

namespace {

// The pair of a draft block that is a unit of its own, with its target index.
struct Candidate {
    const TermCheckPair *pair = nullptr;
    int target = -1;
};

QList<Candidate> candidates(const QaInput &input, const QList<TermCheckPair> &pairs)
{
    QList<Candidate> result;
    for (const TermCheckPair &pair : pairs) {
        const auto unit = std::find_if(
            input.units.cbegin(), input.units.cend(), [&](const QaUnit &u) { return u.targets.constFirst() == pair.draftBlock; });
        if (unit != input.units.cend() && unit->targets.size() == 1
            && QaCompletenessCheck::isProse(input.targets.at(pair.draftBlock).kind)) {
            result.append({&pair, pair.draftBlock});
        }
    }
    return result;
}

// Latin names the draft keeps ("LoRA", "GPU"): a capital in them, no part of a
// longer identifier, in the order they first appear.
QStringList keptNames(const QString &draft)
{
    static const QRegularExpression name(QStringLiteral("(?<![\\w.\\-/@#])[A-Za-z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*(?![\\w.\\-/@])"
                                                        "|(?<![\\w.\\-/@#])[A-Z][A-Za-z0-9]{2,}(?![\\w.\\-/@])"));
    // Names preserve.identifier reads as code identifiers ("torchDtype",
    // "BitsAndBytes") would be missed by that check too.
    static const QRegularExpression identifier(QStringLiteral("^(?:[a-z]{2,}[A-Z][a-z0-9]|[A-Z][a-z0-9]+[A-Z]+[a-z0-9]+[A-Z])"));
    QStringList names;
    for (auto it = name.globalMatch(draft); it.hasNext();) {
        const QString found = it.next().captured();
        if (found.size() >= 3 && !names.contains(found) && !identifier.match(found).hasMatch()) {
            names.append(found);
        }
    }
    return names;
}

TermEntry keptEntry(const QString &name)
{
    TermEntry entry;
    entry.source = name;
    entry.keepEnglish = true;
    entry.caseSensitive = true;
    return entry;
}

// Where a kept name of the pair's draft is written, each widened over the spaces
// between it and the Han characters around it; empty unless every place is so.
QList<QPair<int, int>> keptSites(const QaInput &input, const Candidate &candidate, const TermMatcher &matcher)
{
    if (matcher.findInSource(candidate.pair->sourceTexts.join(QLatin1Char('\n'))).isEmpty()) {
        return {};
    }
    QList<QPair<int, int>> sites;
    const QString &text = input.targets.at(candidate.target).text;
    for (const TermOccurrence &hit : matcher.findInSource(candidate.pair->draftText)) {
        int from = 0;
        int to = 0;
        if (!QaMarkupErrorPlanter::hanFlanked(text, hit.start, hit.end, input.settings.latinSpacing, &from, &to)) {
            return {};
        }
        sites.append({from, to});
    }
    return sites;
}

QaPlantedError termError(int target, const QString &text, const QString &change, const TermEntry &entry)
{
    QaPlantedError error;
    error.targetIndex = target;
    error.text = text;
    error.change = change;
    error.terms = {entry};
    return error;
}

bool draftHas(const QaInput &input, const QString &text)
{
    return std::any_of(input.targets.cbegin(), input.targets.cend(), [&](const BlockRecord &block) { return block.text.contains(text); });
}

} // namespace

const QString &QaTermErrorPlanter::rendering()
{
    static const QString text = QStringLiteral("该专名");
    return text;
}

QList<QaPlantedError> QaTermErrorPlanter::translatedKeepEnglish(const QaInput &input, int limit)
{
    QList<QaPlantedError> errors;
    const QList<TermCheckPair> pairs = IssueTermCheck::pairs(input.sources, input.targets);
    for (const Candidate &candidate : candidates(input, pairs)) {
        for (const QString &name : keptNames(candidate.pair->draftText)) {
            const TermEntry entry = keptEntry(name);
            const QList<QPair<int, int>> sites = keptSites(input, candidate, TermMatcher({entry}));
            if (sites.isEmpty()) {
                continue;
            }
            QString text = input.targets.at(candidate.target).text;
            for (auto site = sites.crbegin(); site != sites.crend(); ++site) {
                text.replace(site->first, site->second - site->first, rendering());
            }
            errors.append(termError(candidate.target, text, name + QStringLiteral(" → ") + rendering(), entry));
            if (errors.size() >= limit) {
                return errors;
            }
        }
    }
    return errors;
}

QList<QaPlantedError> QaTermErrorPlanter::forbiddenRendering(const QaInput &input, int limit)
{
    QList<QaPlantedError> errors;
    if (draftHas(input, rendering())) {
        return errors;
    }
    const QList<TermCheckPair> pairs = IssueTermCheck::pairs(input.sources, input.targets);
    for (const Candidate &candidate : candidates(input, pairs)) {
        for (const QString &name : keptNames(candidate.pair->draftText)) {
            TermEntry entry = keptEntry(name);
            entry.forbidden = {TermForbidden {rendering(), QString()}};
            const QList<QPair<int, int>> sites = keptSites(input, candidate, TermMatcher({entry}));
            if (sites.size() < 2) {
                continue;
            }
            // The name stays in one place: only the forbidden rendering is wrong.
            QString text = input.targets.at(candidate.target).text;
            text.replace(sites.constLast().first, sites.constLast().second - sites.constLast().first, rendering());
            errors.append(termError(candidate.target, text, name + QStringLiteral(" → ") + rendering(), entry));
            if (errors.size() >= limit) {
                return errors;
            }
        }
    }
    return errors;
}

namespace {

// A first-use explanation of the draft as a term entry: "中文（English）" rendered
// 中文, or "English（中文）" kept in English; the explanation in parentheses is what
// planting drops.
TermEntry explainedEntry(const QRegularExpressionMatch &match)
{
    TermEntry entry;
    entry.firstUse = match.captured();
    if (match.capturedLength(QStringLiteral("han")) > 0) {
        entry.source = match.captured(QStringLiteral("latin"));
        TermRendering chinese;
        chinese.text = match.captured(QStringLiteral("han"));
        chinese.isDefault = true;
        entry.renderings = {chinese};
    } else {
        entry.source = match.captured(QStringLiteral("name"));
        entry.keepEnglish = true;
    }
    return entry;
}

} // namespace

QList<QaPlantedError> QaTermErrorPlanter::missingFirstUse(const QaInput &input, int limit)
{
    QList<QaPlantedError> errors;
    static const QString latin = QStringLiteral("[A-Za-z][A-Za-z0-9 \\-]*[A-Za-z0-9]");
    static const QRegularExpression explained(
        QStringLiteral("(?|(?<han>[\\x{3400}-\\x{9FFF}]{2,4})（(?<latin>%1)）(?<name>)(?<note>)"
                       "|(?<han>)(?<latin>)(?<![\\w.\\-/])(?<name>%1)（(?<note>[\\x{3400}-\\x{9FFF}]{2,8})）)"
                       "(?=$|[\\x{3400}-\\x{9FFF}，。、；：！？])")
            .arg(latin));
    const QList<TermCheckPair> pairs = IssueTermCheck::pairs(input.sources, input.targets);
    for (const Candidate &candidate : candidates(input, pairs)) {
        const QString &text = input.targets.at(candidate.target).text;
        for (auto it = explained.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            const TermEntry entry = explainedEntry(match);
            const TermMatcher matcher({entry});
            // The pair must be the term's first in the post.
            const auto first = std::find_if(pairs.cbegin(), pairs.cend(),
                [&](const TermCheckPair &pair) { return !matcher.findInSource(pair.sourceTexts.join(QLatin1Char('\n'))).isEmpty(); });
            if (first == pairs.cend() || first->draftBlock != candidate.target) {
                continue;
            }
            // What stays: the Chinese rendering, or the English name, spaced from the
            // Han character after it as the style asks.
            const bool han = match.capturedLength(QStringLiteral("han")) > 0;
            const int kept = int(han ? match.capturedEnd(QStringLiteral("han")) : match.capturedEnd(QStringLiteral("name")));
            const int end = int(match.capturedEnd());
            const bool hanAfter = end < text.size() && QaMarkupErrorPlanter::isHan(text.at(end));
            const bool space = !han && hanAfter && input.settings.latinSpacing == QaSettings::Spacing::Space;
            QString planted = text;
            planted.replace(kept, end - kept, space ? QStringLiteral(" ") : QString());
            errors.append(termError(candidate.target, planted,
                match.captured() + QStringLiteral(" → ") + text.mid(match.capturedStart(), kept - match.capturedStart()), entry));
            if (errors.size() >= limit) {
                return errors;
            }
        }
    }
    return errors;
}
