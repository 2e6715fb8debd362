// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

class IssueRepository;

// The source blocks of one or more issues grouped by RepetitionKey: a group of two or
// more is a set of repetitions (identical source blocks), within an issue or across
// issues as the caller added them. Blocks RepetitionKey::counts() leaves out are not
// added.
class RepetitionSet
{
public:
    struct Source {
        qint64 issueId = 0;
        BlockRecord block;
    };

    // The source blocks of these issues, in the order given (one issue: its own
    // repetitions; several: repetitions across them too).
    static RepetitionSet of(const IssueRepository &issues, const QList<qint64> &issueIds);

    // sources: an issue's source blocks in order (IssueRepository::sourceBlocks).
    void add(qint64 issueId, const QList<BlockRecord> &sources);
    // Whether block is a repetition: another block added has its key.
    bool isRepeated(const BlockRecord &block) const;

    // The keys of groups of two or more, in the order their first block was added.
    QStringList keys() const;
    QList<Source> blocksOf(const QString &key) const { return m_groups.value(key); }
    // Blocks in groups of two or more (every copy, the first included).
    int blockCount() const;
    // Blocks after the first of each group: what a translator does not translate again
    // (the analysis's "repetitions").
    int repeatCount() const;

private:
    QHash<QString, QList<Source>> m_groups;
    QStringList m_order;
};
