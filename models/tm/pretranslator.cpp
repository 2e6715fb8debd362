// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/pretranslator.h"

#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "draft/drafttext.h"
#include "tm/tmsegment.h"
#include "tm/translationmemory.h"

Pretranslator::Pretranslator(DraftSession &session, const TranslationMemory &memory, const QList<BlockRecord> &sources)
    : Pretranslator(
        session,
        [&memory](const QString &source, const QString &context, int minScore) { return memory.lookup(source, minScore, 1, context); },
        sources)
{
}

Pretranslator::Pretranslator(DraftSession &session, Lookup lookup, const QList<BlockRecord> &sources)
    : m_session(session)
    , m_lookup(std::move(lookup))
    , m_sources(sources)
{
    for (int i = 0; i < m_sources.size(); ++i) {
        m_sourceIndex.insert(m_sources.at(i).id, i);
    }
    const QList<SourceBlockState> &states = m_session.sourceBlocks();
    for (int i = 0; i < states.size(); ++i) {
        m_stateIndex.insert(states.at(i).id, i);
    }
}

bool Pretranslator::run(int minScore, Result *result)
{
    *result = {};
    m_error.clear();
    QList<Fill> fills;
    const QList<TargetBlock> &blocks = m_session.blocks();
    for (const Candidate &candidate : candidates(&result->kept)) {
        const int i = candidate.blockIndex;
        const TmSegment segment = TmSegment::of(m_sources, candidate.sourceIndexes);
        const QList<TmMatch> matches = m_lookup(segment.source, segment.context, minScore);
        if (matches.isEmpty()) {
            ++result->withoutMatch;
            continue;
        }
        QString text = DraftText::withoutCarriageReturns(matches.constFirst().unit.target);
        while (text.endsWith(QLatin1Char('\n'))) {
            text.chop(1);
        }
        fills.append({i, text});
        result->exact += matches.constFirst().score >= 100 ? 1 : 0;
        result->blockIds.append(blocks.at(i).id);
    }
    result->filled = int(fills.size());
    if (fills.isEmpty()) {
        return true;
    }
    return apply(fills, BlockStatus::Pretranslated);
}

QList<Pretranslator::Candidate> Pretranslator::candidates(int *kept) const
{
    QList<Candidate> found;
    for (int i = 0; i < m_session.blocks().size(); ++i) {
        Candidate candidate {i, {}};
        if (untouched(i, &candidate.sourceIndexes)) {
            found.append(candidate);
        } else if (kept) {
            ++*kept;
        }
    }
    return found;
}

bool Pretranslator::untouched(int blockIndex, QList<int> *sourceIndexes) const
{
    const TargetBlock &block = m_session.blocks().at(blockIndex);
    if (block.sources.isEmpty()) {
        return false;
    }
    QStringList texts;
    for (qint64 id : block.sources) {
        const int index = m_sourceIndex.value(id, -1);
        const int state = m_stateIndex.value(id, -1);
        // Split or merged: another draft block shares the source.
        if (index < 0 || state < 0 || m_session.targetsOfSource(state) != QList<int> {blockIndex}) {
            return false;
        }
        sourceIndexes->append(index);
        texts.append(m_sources.at(index).text);
    }
    return DraftText::isImportCopy(block, TmSegment::join(texts));
}

// The filled blocks' lines are replaced in the editor text, the new lines carrying
// the block's id, so that DraftSession keeps each block's identity and alignment (a
// match of several paragraphs becomes split parts that inherit the alignment).
bool Pretranslator::apply(const QList<Fill> &fills, const QString &status)
{
    QStringList lines = m_session.text().split(QLatin1Char('\n'));
    LineIds ids = m_session.lineIds();
    for (auto fill = fills.crbegin(); fill != fills.crend(); ++fill) {
        const TargetBlock &block = m_session.blocks().at(fill->blockIndex);
        const QStringList replacement = fill->text.split(QLatin1Char('\n'));
        const int count = block.lineEnd - block.lineStart + 1;
        lines.erase(lines.begin() + block.lineStart, lines.begin() + block.lineStart + count);
        ids.erase(ids.begin() + block.lineStart, ids.begin() + block.lineStart + count);
        for (int i = int(replacement.size()) - 1; i >= 0; --i) {
            lines.insert(block.lineStart, replacement.at(i));
            ids.insert(block.lineStart, QList<qint64> {block.id});
        }
    }
    // Where each match's lines are in the new text: every block there is filled
    // from the memory, the parts of a match of several paragraphs included.
    QList<QPair<int, int>> ranges;
    int shift = 0;
    for (const Fill &fill : fills) {
        const TargetBlock &block = m_session.blocks().at(fill.blockIndex);
        const int count = int(fill.text.count(QLatin1Char('\n'))) + 1;
        ranges.append({block.lineStart + shift, block.lineStart + shift + count - 1});
        shift += count - (block.lineEnd - block.lineStart + 1);
    }
    if (!m_session.update(lines.join(QLatin1Char('\n')), ids)) {
        m_error = m_session.errorString();
        return false;
    }
    QList<int> filled;
    for (const auto &range : std::as_const(ranges)) {
        for (int line = range.first; line <= range.second; ++line) {
            const int index = m_session.blockAtLine(line);
            if (index >= 0 && !filled.contains(index)) {
                filled.append(index);
            }
        }
    }
    for (int index : std::as_const(filled)) {
        if (!m_session.setStatus(index, status)) {
            m_error = m_session.errorString();
            return false;
        }
    }
    return true;
}
