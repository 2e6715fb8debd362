// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/blockfilterfacts.h"
#include "draft/blockrecord.h"

#include <QCoreApplication>
#include <QSet>

class ProjectStore;

// Reads what a BlockFilter needs of an issue's blocks from the store: the source
// text of each draft block (a source block is untranslated when no draft block
// translates it and it is not deleted whole) and, of the stored criteria asked for, the blocks that
// meet them: rejected (the block's latest review event is a reject), open comment
// threads (CommentRepository), open source changes (SourceChangeRepository), unwaived
// QA errors and unwaived term findings (one QaRunner run, whose term.* findings are
// the term findings). QA runs only when one of its two criteria is asked for.
class BlockFilterFactsReader : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(BlockFilterFactsReader)
public:
    explicit BlockFilterFactsReader(ProjectStore &store);

    // False with errorString() when something could not be read; facts then holds
    // what was.
    bool read(qint64 issueId, BlockFilter::Criteria wanted, BlockFilterFacts *facts);
    // The ids of the issue's draft blocks (as stored) that filter keeps, in draft
    // order (`yiqiao-cli blocks --filter`); false with errorString().
    bool kept(qint64 issueId, const BlockFilter &filter, QList<qint64> *ids);

private:
    bool readTexts(qint64 issueId, BlockFilterFacts *facts);
    bool readRejected(qint64 issueId, BlockFilterFacts *facts);
    bool readComments(qint64 issueId, BlockFilterFacts *facts);
    bool readSourceChanges(qint64 issueId, BlockFilterFacts *facts);
    bool readQa(qint64 issueId, BlockFilter::Criteria wanted, BlockFilterFacts *facts);
    // draftCriteria, sourceCriteria and draftTextsOfSources from what was read.
    void complete(BlockFilterFacts *facts) const;

    ProjectStore &m_store;
    QList<BlockRecord> m_sources; // as stored, for complete()
    QList<BlockRecord> m_targets;
    QSet<qint64> m_deletedWhole; // source blocks deleted whole, for complete()
};
