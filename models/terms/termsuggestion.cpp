// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termsuggestion.h"

#include "terms/termcontext.h"
#include "terms/termmatcher.h"
#include "terms/termselector.h"

#include <QSet>

QList<TermSuggestion> TermSuggestion::of(const TermMatcher &matcher, const QStringList &sourceTexts, const TermContext &context)
{
    QList<TermSuggestion> result;
    QSet<int> seen;
    for (const QString &text : sourceTexts) {
        TermContext blockContext = context;
        blockContext.block = text;
        for (const TermOccurrence &occurrence : matcher.findInSource(text)) {
            if (seen.contains(occurrence.term)) {
                continue;
            }
            seen.insert(occurrence.term);
            const TermEntry &entry = matcher.terms().at(occurrence.term);
            TermSuggestion suggestion;
            suggestion.term = occurrence.term;
            suggestion.matched = occurrence.text;
            suggestion.selection = TermSelector::select(entry, blockContext);
            for (const TermRendering &rendering : entry.renderings) {
                if (rendering.text != suggestion.selection.text && !suggestion.otherRenderings.contains(rendering.text)) {
                    suggestion.otherRenderings.append(rendering.text);
                }
            }
            for (const TermForbidden &forbidden : entry.forbidden) {
                suggestion.forbidden.append(forbidden.text);
            }
            suggestion.firstUse = entry.firstUse;
            suggestion.note = entry.note;
            result.append(suggestion);
        }
    }
    return result;
}
