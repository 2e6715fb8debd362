// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/searchhitfilter.h"

#include "find/blockfilterfactsreader.h"
#include "find/projectsearch.h"

SearchHitFilter::SearchHitFilter(const BlockFilter &filter)
    : m_filter(filter)
{
}

bool SearchHitFilter::read(ProjectStore &store, const QList<SearchHit> &hits, QString *error)
{
    if (!m_filter.isActive()) {
        return true;
    }
    BlockFilterFactsReader reader(store);
    for (const SearchHit &hit : hits) {
        if (m_facts.contains(hit.issueId)) {
            continue;
        }
        BlockFilterFacts facts;
        if (!reader.read(hit.issueId, m_filter.storedCriteria(), &facts)) {
            *error = reader.errorString();
            return false;
        }
        m_facts.insert(hit.issueId, facts);
    }
    return true;
}

bool SearchHitFilter::find(ProjectStore &store, const SearchQuery &query, int limit, Found *found, QString *error)
{
    QString factsError;
    ProjectSearch finder(store);
    ProjectSearch::Accept accept;
    if (m_filter.isActive()) {
        // Each issue's facts read at its first hit.
        accept = [this, &store, &factsError](const SearchHit &hit) {
            return factsError.isEmpty() && (m_facts.contains(hit.issueId) || read(store, {hit}, &factsError)) && accepts(hit);
        };
    }
    found->hits = finder.find(query, limit, accept);
    found->truncated = finder.truncated();
    found->total = finder.seen();
    *error = finder.errorString().isEmpty() ? factsError : finder.errorString();
    return error->isEmpty();
}

bool SearchHitFilter::accepts(const SearchHit &hit) const
{
    if (!m_filter.isActive()) {
        return true;
    }
    const auto found = m_facts.constFind(hit.issueId);
    if (found == m_facts.cend()) {
        return false;
    }
    const BlockFilterFacts &facts = found.value();
    const qint64 id = hit.blockId;
    if (hit.source) {
        return m_filter.accepts(facts.sourceCriteria.value(id), facts.draftTextsOfSources.value(id), facts.sourceBlockTexts.value(id));
    }
    return m_filter.accepts(facts.draftCriteria.value(id), facts.draftTexts.value(id), facts.sourceTexts.value(id));
}

QList<SearchHit> SearchHitFilter::apply(const QList<SearchHit> &hits) const
{
    QList<SearchHit> kept;
    for (const SearchHit &hit : hits) {
        if (accepts(hit)) {
            kept.append(hit);
        }
    }
    return kept;
}
