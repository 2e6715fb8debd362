// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfilter.h"

#include <QHash>
#include <QString>

// What a BlockFilter needs to know of an issue's draft blocks beyond their own rows
// (BlockFilterFactsReader reads it from the store), by draft block id.
struct BlockFilterFacts {
    QHash<qint64, BlockFilter::Criteria> stored; // of BlockFilter::Stored; missing: none
    QHash<qint64, QString> sourceTexts; // the aligned source blocks' texts joined; missing: none
    // Every criterion each draft block met as stored (BlockFilter::ofBlock of its
    // stored row): what search hits in the draft are filtered by.
    QHash<qint64, BlockFilter::Criteria> draftCriteria;
    // Criteria of source blocks (search hits in the source): those of the draft blocks
    // aligned to them, Untranslated when none is.
    QHash<qint64, BlockFilter::Criteria> sourceCriteria;
    QHash<qint64, QString> draftTextsOfSources; // the aligned draft blocks' texts joined
    QHash<qint64, QString> draftTexts; // each draft block's stored text
    QHash<qint64, QString> sourceBlockTexts; // each source block's text, by source id
};
