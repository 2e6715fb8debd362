// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfilter.h"
#include "draft/blockfilterfacts.h"
#include "find/searchhit.h"
#include "find/searchquery.h"

#include <QHash>
#include <QList>
#include <QSet>

class ProjectStore;

// The hits of a search whose blocks a BlockFilter keeps: a hit in a draft block by
// that block's criteria and texts, a hit in a source block by those of the draft
// blocks aligned to it (Untranslated when none is). Facts are read per issue of the
// hits (BlockFilterFactsReader), once.
class SearchHitFilter
{
public:
    explicit SearchHitFilter(const BlockFilter &filter);

    // The issues' facts read from store; false with *error when one could not be read.
    bool read(ProjectStore &store, const QList<SearchHit> &hits, QString *error);
    void setFacts(qint64 issueId, const BlockFilterFacts &facts) { m_facts.insert(issueId, facts); }

    struct Found {
        QList<SearchHit> hits;
        int total = 0; // the hits looked at, before the filter
        bool truncated = false; // more than limit hits kept
    };
    // The hits of query in store that the filter keeps, at most limit: filtered as
    // the search goes, so the limit counts kept hits. False with *error (the search's
    // or the facts').
    bool find(ProjectStore &store, const SearchQuery &query, int limit, Found *found, QString *error);

    bool accepts(const SearchHit &hit) const;
    // The hits accepted, in their order (all of them without an active filter).
    QList<SearchHit> apply(const QList<SearchHit> &hits) const;

private:
    BlockFilter m_filter;
    QHash<qint64, BlockFilterFacts> m_facts; // by issue id
};
