// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/issueanalysis.h"
#include "core/fallible.h"
#include "draft/blockrecord.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QVector>

#include <functional>

class ProjectStore;
class TranslationMemory;
struct Issue;

// The match analysis of one or several issues (Memory ▸ Match Analysis…, yiqiao-cli
// analyze): how much of their source is new, repeated or already in the memory, in
// segments (source blocks), English words and Chinese characters per band, as teams
// plan and quote work. Read-only.
//
// Each source block goes to the first of these that applies:
// 1. deleted: the translator deleted the whole block (a deletion of a span leaves the
//    block in its band);
// 2. repetition: its source repeats (RepetitionKey) a block earlier in the analysis —
//    the issues in number order, blocks in order — that is no deletion;
// 3. machine: a draft block aligned with it has the status machine;
// 4. the band of its best memory match: TranslationMemory::lookupExcluding with the
//    block's TmSegment (the block, the one before as context: 101 in context), as the
//    memory pane and Pretranslator look up; below 50: no match. The units made from
//    the block's own issue (origin "project") are left out, or every translated
//    block would match itself at 101%; those of the other issues, analysed with it or
//    not, stay, so an issue's figures do not depend on which issues are analysed
//    with it (but for repetitions).
// Words: TextCounts::ofBlock of the source (code, math, front matter and HTML have
// none). Chinese characters: those of the block's draft (the draft blocks aligned
// with it, each counted with the first of its sources; translator's notes are not the
// block's translation) when one with Chinese is aligned with it (a merged block's
// other sources so get none, and no estimate); else, for
// a match of 50 or more, those of the match's translation (an estimate,
// AnalysedBlock::estimated); a repetition without Chinese of its own takes its first
// occurrence's; else none.
class MatchAnalysis : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(MatchAnalysis)
public:
    // Called after each issue with how many are done of how many; false cancels.
    using Progress = std::function<bool(int done, int total)>;

    MatchAnalysis(ProjectStore &store, const TranslationMemory &memory);

    // The issues numbered so (duplicates dropped), in number order. Refused with
    // errorString() and nothing in *issues when a number is no issue of the project,
    // the list is empty or a read (of the project or of the memory: its message) fails.
    bool run(const QList<int> &numbers, QList<IssueAnalysis> *issues);
    void setProgress(Progress progress) { m_progress = std::move(progress); }

private:
    struct Draft {
        QVector<qint64> chineseCharacters; // per source block
        QVector<bool> machine;
        QVector<bool> covered; // a draft block with Chinese, no note, is aligned with it
    };
    bool findIssues(const QList<int> &numbers, QList<Issue> *issues);
    bool analyse(const Issue &issue, IssueAnalysis *analysis);
    Draft draftOf(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets) const;
    QSet<qint64> deletedBlocks(qint64 issueId, bool *ok) const;
    // False with errorString() when the memory could not be read.
    bool analyseBlock(const QList<BlockRecord> &sources, int index, const Draft &draft, bool deleted, AnalysedBlock *block);

    ProjectStore &m_store;
    const TranslationMemory &m_memory;
    Progress m_progress;
    QSet<qint64> m_excluded; // the units of the issue being analysed
    QHash<QString, qint64> m_seen; // repetition key → the first occurrence's Chinese characters
};
