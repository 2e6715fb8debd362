// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftreconciler.h"

#include "draft/runpairing.h"
#include "markdown/markdownblockparser.h"

#include <algorithm>

namespace {

QList<qint64> sortedUnique(QList<qint64> ids)
{
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

// Lines (split on '\n', as LineIds counts them) of byte offsets asked for in
// ascending order. The parser's own line numbers also break at a lone '\r'.
class LineCounter
{
public:
    explicit LineCounter(const QByteArray &bytes)
        : m_bytes(bytes)
    {
    }
    int lineAt(qsizetype offset)
    {
        m_line += int(std::count(m_bytes.constBegin() + m_pos, m_bytes.constBegin() + offset, '\n'));
        m_pos = offset;
        return m_line;
    }

private:
    const QByteArray &m_bytes;
    qsizetype m_pos = 0;
    int m_line = 0;
};

} // namespace

DraftReconciler::DraftReconciler(const QHash<qint64, TargetBlock> &previous, const QHash<qint64, Tombstone> &tombstones)
    : m_previous(previous)
    , m_tombstones(tombstones)
{
}

DraftReconciler::Result DraftReconciler::reconcile(
    const QHash<qint64, TargetBlock> &previous, const QHash<qint64, Tombstone> &tombstones, const QString &text, const LineIds &ids)
{
    DraftReconciler reconciler(previous, tombstones);
    const QByteArray bytes = text.toUtf8();
    MarkdownDocument doc = MarkdownBlockParser::parse(bytes);
    LineCounter lines(bytes);
    Result result;
    result.lead = doc.lead;
    result.blocks.reserve(doc.blocks.size());
    result.outcomes.reserve(doc.blocks.size());
    for (MarkdownBlock &parsed : doc.blocks) {
        TargetBlock block;
        block.kind = parsed.kind;
        block.text = std::move(parsed.text);
        block.trailing = std::move(parsed.trailing);
        block.headingLevel = parsed.headingLevel;
        block.info = std::move(parsed.info);
        block.lineStart = lines.lineAt(parsed.byteStart);
        block.lineEnd = lines.lineAt(parsed.byteStart + parsed.byteLength);
        result.outcomes.append(reconciler.identify(block, reconciler.knownIds(ids, block.lineStart, block.lineEnd)));
        result.blocks.append(std::move(block));
    }
    reconciler.takeVanishedPlaces(result);
    result.removedIds = reconciler.removedIds();
    reconciler.unmerge(result);
    return result;
}

QHash<qint64, DraftReconciler::Tombstone> DraftReconciler::tombstonesOf(const Result &result, const QHash<qint64, TargetBlock> &previous)
{
    QHash<qint64, Tombstone> tombstones;
    for (qint64 id : result.removedIds) {
        tombstones.insert(id, {previous.value(id), 0, {}, {}, {}, {}});
    }
    for (int i = 0; i < result.blocks.size(); ++i) {
        const TargetBlock &absorber = result.blocks.at(i);
        if (result.outcomes.at(i).change != Change::Merged) {
            continue;
        }
        const TargetBlock &before = previous.value(absorber.id);
        for (qint64 id : result.outcomes.at(i).merged) {
            const auto tombstone = tombstones.find(id);
            if (tombstone != tombstones.end()) {
                *tombstone = {tombstone->block, absorber.id, before.text, before.status, before.sources, absorber.sources};
            }
        }
    }
    return tombstones;
}

namespace {
bool isDroppedReturn(const QString &text, qsizetype i)
{
    return text.at(i) == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n');
}
} // namespace

int DraftReconciler::editorOffset(const QString &text, int offset)
{
    const int end = qBound(0, offset, int(text.size()));
    int dropped = 0;
    for (int i = 0; i < end; ++i) {
        dropped += isDroppedReturn(text, i) ? 1 : 0;
    }
    return end - dropped;
}

int DraftReconciler::storedOffset(const QString &text, int editorOffset)
{
    qsizetype i = 0;
    for (int e = 0; i < text.size() && e < editorOffset; ++i) {
        if (!isDroppedReturn(text, i)) {
            ++e;
        }
    }
    return int(i);
}

QString DraftReconciler::editorText(const QString &text)
{
    const auto isBreak = [](QChar c) {
        return c == QLatin1Char('\r') || c == QChar::ParagraphSeparator || c == QChar(0xFDD0) || c == QChar(0xFDD1);
    };
    if (std::none_of(text.cbegin(), text.cend(), isBreak)) {
        return text;
    }
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
            continue; // the '\n' follows
        }
        out += isBreak(c) ? QChar(QLatin1Char('\n')) : c;
    }
    return out;
}

const TargetBlock *DraftReconciler::known(qint64 id) const
{
    const auto live = m_previous.constFind(id);
    if (live != m_previous.constEnd()) {
        return &*live;
    }
    const auto tomb = m_tombstones.constFind(id);
    return tomb != m_tombstones.constEnd() ? &tomb->block : nullptr;
}

// The known ids on lines first..last, each once, in order of appearance.
QList<qint64> DraftReconciler::knownIds(const LineIds &ids, int first, int last) const
{
    QList<qint64> result;
    for (int line = first; line <= last && line < ids.size(); ++line) {
        for (qint64 id : ids.at(line)) {
            if (!result.contains(id) && known(id)) {
                result.append(id);
            }
        }
    }
    return result;
}

qint64 DraftReconciler::identity(const QList<qint64> &ids) const
{
    for (qint64 id : ids) {
        if (!m_claimed.contains(id) && m_previous.contains(id)) {
            return id;
        }
    }
    for (qint64 id : ids) {
        if (!m_claimed.contains(id)) {
            return id;
        }
    }
    return 0;
}

DraftReconciler::Outcome DraftReconciler::identify(TargetBlock &block, const QList<qint64> &ids)
{
    if (const qint64 id = identity(ids)) {
        return continueBlock(block, id, ids);
    }
    if (!ids.isEmpty()) {
        return splitPart(block, ids);
    }
    block.origin = QStringLiteral("addition");
    return {};
}

DraftReconciler::Outcome DraftReconciler::continueBlock(TargetBlock &block, qint64 id, const QList<qint64> &ids)
{
    const TargetBlock &base = *known(id);
    const bool live = m_previous.contains(id);
    Outcome outcome;
    outcome.from = id;
    m_claimed.insert(id);
    if (live) {
        m_kept.insert(id);
    }
    QList<qint64> sources = base.sources;
    for (qint64 other : ids) {
        if (!m_claimed.contains(other)) {
            m_claimed.insert(other);
            outcome.merged.append(other);
            sources += known(other)->sources;
        }
    }
    const bool sameText = outcome.merged.isEmpty() && block.text == editorText(base.text);
    outcome.change = !live          ? Change::Resurrected
        : !outcome.merged.isEmpty() ? Change::Merged
        : sameText                  ? Change::Unchanged
                                    : Change::Edited;
    block.id = live ? id : 0;
    block.origin = base.origin;
    block.noteType = base.noteType;
    block.noteValues = base.noteValues;
    block.status = sameText ? base.status : QStringLiteral("draft");
    block.sources = sortedUnique(sources);
    return outcome;
}

DraftReconciler::Outcome DraftReconciler::splitPart(TargetBlock &block, const QList<qint64> &ids) const
{
    const TargetBlock &base = *known(ids.first());
    QList<qint64> sources;
    for (qint64 id : ids) {
        sources += known(id)->sources;
    }
    block.origin = base.origin;
    block.noteType = base.noteType;
    // A note split in two stays two notes of its kind; the form's values stay with
    // the first part, whose text they rendered.
    block.noteValues.clear();
    block.sources = sortedUnique(sources);
    return {Change::SplitPart, ids.first(), {}};
}

// Runs after every block has its identity. A run of new blocks (no known id) between
// two blocks that stay, where the blocks between those two were before and none stays
// (a paragraph selected and pasted over, faster than keystrokes can tell), takes their
// places in order (RunPairing): the first to continue a vanished block has its
// identity and alignment, further ones are split parts, and vanished blocks that share
// one new block merge into it.
void DraftReconciler::takeVanishedPlaces(Result &result)
{
    QList<const TargetBlock *> order;
    for (const TargetBlock &block : m_previous) {
        order.append(&block);
    }
    std::sort(order.begin(), order.end(), [](const TargetBlock *a, const TargetBlock *b) { return a->lineStart < b->lineStart; });
    QHash<qint64, int> position;
    for (int i = 0; i < order.size(); ++i) {
        position.insert(order.at(i)->id, i);
    }
    // The place in order of block i of result as a neighbour: -2 when it is none.
    const auto placeOf = [&](int i) {
        if (i < 0) {
            return -1;
        }
        if (i >= result.blocks.size()) {
            return int(order.size());
        }
        return result.blocks.at(i).id != 0 ? position.value(result.blocks.at(i).id, -2) : -2;
    };
    for (int first = 0; first < result.blocks.size(); ++first) {
        if (result.outcomes.at(first).change != Change::New) {
            continue;
        }
        int last = first;
        while (last + 1 < result.blocks.size() && result.outcomes.at(last + 1).change == Change::New) {
            ++last;
        }
        const int before = placeOf(first - 1);
        const int after = placeOf(last + 1);
        QList<qint64> vanished;
        for (int place = before + 1; before >= -1 && after >= 0 && place < after; ++place) {
            vanished.append(order.at(place)->id);
        }
        const bool allVanished = std::none_of(vanished.cbegin(), vanished.cend(), [this](qint64 id) { return m_claimed.contains(id); });
        if (!vanished.isEmpty() && allVanished) {
            takePlaces(result, first, last, vanished);
        }
        first = last;
    }
}

void DraftReconciler::takePlaces(Result &result, int first, int last, const QList<qint64> &vanished)
{
    const int blocks = last - first + 1;
    const int places = int(vanished.size());
    QVector<QList<qint64>> ids(blocks);
    for (int i = 0; i < std::max(blocks, places); ++i) {
        if (blocks >= places) {
            ids[i].append(vanished.at(RunPairing::partner(i, blocks, places)));
        } else {
            ids[RunPairing::partner(i, places, blocks)].append(vanished.at(i));
        }
    }
    for (int i = 0; i < blocks; ++i) {
        result.outcomes[first + i] = identify(result.blocks[first + i], ids.at(i));
    }
}

// Runs after every block has its identity: the absorber may come before or after the
// block brought back.
void DraftReconciler::unmerge(Result &result) const
{
    QHash<qint64, int> indexes; // of the live blocks, filled when first needed
    for (int i = 0; i < result.blocks.size(); ++i) {
        const auto tombstone = m_tombstones.constFind(result.outcomes.at(i).from);
        if (result.outcomes.at(i).change != Change::Resurrected || tombstone == m_tombstones.constEnd() || tombstone->absorber == 0) {
            continue;
        }
        if (indexes.isEmpty()) {
            for (int j = 0; j < result.blocks.size(); ++j) {
                indexes.insert(result.blocks.at(j).id, j);
            }
        }
        const int index = indexes.value(tombstone->absorber, -1);
        TargetBlock *absorber = index >= 0 ? &result.blocks[index] : nullptr;
        if (absorber && absorber->sources == tombstone->mergedSources) {
            absorber->sources = tombstone->absorberSources;
            if (absorber->text == editorText(tombstone->absorberText)) {
                absorber->status = tombstone->absorberStatus;
            }
        }
    }
}

QList<qint64> DraftReconciler::removedIds() const
{
    QList<qint64> removed;
    for (auto it = m_previous.constBegin(); it != m_previous.constEnd(); ++it) {
        if (!m_kept.contains(it.key())) {
            removed.append(it.key());
        }
    }
    return sortedUnique(removed);
}
