// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termlookup.h"

#include "terms/phrasesearch.h"
#include "terms/termrepository.h"

#include <algorithm>

TermLookup::Result TermLookup::find(ProjectStore &store, const QString &query)
{
    Result result;
    const TermRepository terms(store);
    result.terms = terms.find(query);
    for (const QString &base : PhraseSearch::baseForms(query)) {
        for (const TermEntry &entry : terms.find(base)) {
            const bool known =
                std::any_of(result.terms.cbegin(), result.terms.cend(), [&entry](const TermEntry &other) { return other.id == entry.id; });
            if (!known) {
                result.terms.append(entry);
            }
        }
    }
    const PhraseSearch search(store);
    result.hits = search.find(query);
    result.error = !terms.errorString().isEmpty() ? terms.errorString() : search.errorString();
    return result;
}
