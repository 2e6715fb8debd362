// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatermcheck.h"

#include "qa/qacompletenesscheck.h"
#include "qa/qainput.h"

#include <QHash>
#include <QSet>

namespace {

QString checkOf(TermFinding::Kind kind)
{
    switch (kind) {
    case TermFinding::Kind::Forbidden:
        return QStringLiteral("term.forbidden");
    case TermFinding::Kind::Missing:
    case TermFinding::Kind::KeepEnglishTranslated:
        return QStringLiteral("term.missing");
    case TermFinding::Kind::WrongChoice:
        return QStringLiteral("term.context");
    case TermFinding::Kind::FirstUseMissing:
        return QStringLiteral("term.first-use");
    }
    return QStringLiteral("term.missing");
}

// The (link, term) pairs whose link's draft writes a forbidden rendering of the term.
QSet<QPair<int, int>> forbiddenIn(const QList<TermFinding> &terms)
{
    QSet<QPair<int, int>> forbidden;
    for (const TermFinding &term : terms) {
        if (term.kind == TermFinding::Kind::Forbidden) {
            forbidden.insert({term.draftBlock, term.term});
        }
    }
    return forbidden;
}

} // namespace

QStringList QaTermCheck::ids() const
{
    return {
        QStringLiteral("term.forbidden"), QStringLiteral("term.missing"), QStringLiteral("term.context"), QStringLiteral("term.first-use")};
}

void QaTermCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    // IssueTermCheck's pairs are the same link groups as the units: a finding's
    // draft offsets are in the unit's joined draft text, its draftBlock the first.
    QHash<int, int> unitOfFirstTarget;
    for (int i = 0; i < input.units.size(); ++i) {
        unitOfFirstTarget.insert(input.units.at(i).targets.constFirst(), i);
    }
    // A draft still in English is content.untranslated's one finding.
    const bool untranslatedChecked = input.settings.isEnabled(QStringLiteral("content.untranslated"));
    QHash<int, bool> englishUnits;
    // A forbidden rendering where the term should stand is one slip: term.forbidden's
    // finding, not term.missing's on top (unless term.forbidden is switched off).
    const QSet<QPair<int, int>> forbidden =
        input.settings.isEnabled(QStringLiteral("term.forbidden")) ? forbiddenIn(input.termFindings) : QSet<QPair<int, int>>();
    for (const TermFinding &term : input.termFindings) {
        const QString check = checkOf(term.kind);
        if (check == QLatin1String("term.missing") && forbidden.contains({term.draftBlock, term.term})) {
            continue;
        }
        const int unit = unitOfFirstTarget.value(term.draftBlock, -1);
        if (unit >= 0 && untranslatedChecked) {
            auto english = englishUnits.find(unit); // asked once per unit, not per finding
            if (english == englishUnits.end()) {
                english = englishUnits.insert(
                    unit, QaCompletenessCheck::englishDraft(input, input.units.at(unit)) != QaCompletenessCheck::English::No);
            }
            if (*english) {
                continue;
            }
        }
        const int length = term.draftStart >= 0 ? term.draftEnd - term.draftStart : 0;
        QaFinding finding = unit >= 0 ? input.findingInUnit(check, input.units.at(unit), term.draftStart, length)
                                      : input.finding(check, term.draftBlock, -1);
        if (term.sourceBlock >= 0 && term.sourceBlock < input.sources.size()) {
            finding.sourceBlockId = input.sources.at(term.sourceBlock).id;
        }
        finding.detail = term.term >= 0 && term.term < input.termSources.size() ? input.termSources.at(term.term) : QString();
        finding.message = term.message;
        findings->append(finding);
    }
}
