// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"

#include "core/sourcetext.h"
#include "core/sqlerrors.h"
#include "core/utf8text.h"
#include "draft/blockstatus.h"
#include "draft/draftlayout.h"
#include "draft/draftlines.h"
#include "draft/draftloader.h"
#include "export/markdownexporter.h"
#include "markdown/markdownblockparser.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "review/reviewworkflow.h"
#include "store/projectstore.h"

#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <utility>

namespace {

// The index of the last item starting at or before line; items sorted by lineStart.
template<typename T>
int indexAtLine(const QList<T> &items, int line, int lineCount)
{
    if (line < 0 || line >= lineCount) {
        return -1;
    }
    const auto after = std::upper_bound(items.cbegin(), items.cend(), line, [](int l, const T &item) { return l < item.lineStart; });
    return int(after - items.cbegin()) - 1;
}

} // namespace

DraftSession::DraftSession(ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
    , m_writer(store, issueId)
{
}

// One transaction around write; on failure it is rolled back and errorString() is
// the store's or the writer's message.
bool DraftSession::inTransaction(const std::function<bool()> &write)
{
    m_changedElsewhere = false;
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!unchangedElsewhere()) {
        m_store.rollback();
        return false;
    }
    if (!write()) {
        m_store.rollback();
        return fail(m_writer.errorString());
    }
    return m_store.commit() || fail(m_store.errorString());
}

qint64 DraftSession::dataVersion() const
{
    QSqlQuery query(m_store.database());
    return query.exec(QStringLiteral("PRAGMA data_version")) && query.next() ? query.value(0).toLongLong() : -1;
}

// Another connection (a second window, yiqiao-cli, another program) may have changed
// this draft since it was loaded: writing over it would lose that change, and writing
// this session's difference into it would mix the two. PRAGMA data_version moves only
// when another connection commits; then the stored draft is compared with this one.
// Runs inside the write transaction, so nobody can commit in between.
bool DraftSession::unchangedElsewhere()
{
    m_changedElsewhere = false;
    const qint64 version = dataVersion();
    if (version == m_dataVersion) {
        return true;
    }
    DraftLoader loader(m_store, m_issueId);
    DraftLoader::Draft stored;
    if (!loader.readDraft(&stored)) {
        return fail(loader.errorString());
    }
    const auto same = [](const TargetBlock &a, const TargetBlock &b) {
        return a.id == b.id && a.text == b.text && a.trailing == b.trailing && a.status == b.status;
    };
    m_changedElsewhere =
        stored.lead != m_lead || !std::equal(stored.blocks.cbegin(), stored.blocks.cend(), m_blocks.cbegin(), m_blocks.cend(), same);
    if (m_changedElsewhere) {
        return fail(tr("Another program changed this issue's draft after it was opened here, so your changes were not saved "
                       "over it."));
    }
    m_dataVersion = version;
    return true;
}

bool DraftSession::load()
{
    m_error.clear();
    DraftLoader loader(m_store, m_issueId);
    DraftLoader::Draft draft;
    DraftLoader::Source source;
    if (!loader.readDraft(&draft) || !loader.readSource(&source)) {
        return fail(loader.errorString());
    }
    m_tombstones.clear();
    m_confirmed.clear();
    m_lineBreak = DraftLayout::lineBreakOf(draft.lead, draft.blocks);
    m_sourceText = source.text;
    m_sources = source.blocks;
    m_sourceIndex.clear();
    for (int i = 0; i < m_sources.size(); ++i) {
        m_sourceIndex.insert(m_sources.at(i).id, i);
    }
    adopt(draft.lead, draft.blocks);
    m_ordinals = draft.ordinals;
    m_dataVersion = dataVersion();
    for (const TargetBlock &block : std::as_const(m_blocks)) {
        m_writer.seen(block.id);
        confirm(block);
    }
    fillFromParse();
    return true;
}

void DraftSession::adopt(const QString &lead, QList<TargetBlock> blocks)
{
    m_lead = lead;
    m_blocks = std::move(blocks);
    m_ordinals.clear();
    for (int i = 0; i < m_blocks.size(); ++i) {
        m_ordinals.insert(m_blocks.at(i).id, i);
    }
    layOut();
    linkSources();
}

void DraftSession::layOut()
{
    DraftLines::Layout laid = DraftLines::layOut(m_lead, m_blocks);
    m_text = std::move(laid.text);
    m_lineIds = std::move(laid.lineIds);
}

// Heading levels and fence infos are not stored; a parse of the text has them.
void DraftSession::fillFromParse()
{
    QHash<int, MarkdownBlock> parsed;
    for (const MarkdownBlock &block : MarkdownBlockParser::parse(m_text.toUtf8()).blocks) {
        parsed.insert(block.lineStart - 1, block);
    }
    for (TargetBlock &block : m_blocks) {
        const auto it = parsed.constFind(block.lineStart);
        if (it != parsed.constEnd() && it->text == DraftReconciler::editorText(block.text)) {
            block.headingLevel = it->headingLevel;
            block.info = it->info;
        }
    }
}

bool DraftSession::setSources(int blockIndex, const QList<qint64> &sourceIds)
{
    m_error.clear();
    if (blockIndex < 0 || blockIndex >= m_blocks.size()) {
        return fail(tr("There is no such block in the draft."));
    }
    QList<qint64> sources = sourceIds;
    std::sort(sources.begin(), sources.end());
    sources.erase(std::unique(sources.begin(), sources.end()), sources.end());
    for (qint64 id : std::as_const(sources)) {
        if (!m_sourceIndex.contains(id)) {
            return fail(tr("There is no such block in the source post."));
        }
    }
    TargetBlock &block = m_blocks[blockIndex];
    QString origin = block.origin;
    if (origin != QLatin1String("note")) {
        origin = sources.isEmpty() ? QStringLiteral("addition") : QStringLiteral("translation");
    }
    if (!inTransaction([&] { return m_writer.writeSources(block.id, sources, origin); })) {
        return false;
    }
    block.sources = sources;
    block.origin = origin;
    linkSources();
    return true;
}

bool DraftSession::setNote(int blockIndex, AnnotationKind kind, const QJsonObject &values, qint64 extraId)
{
    m_error.clear();
    if (blockIndex < 0 || blockIndex >= m_blocks.size()) {
        return fail(tr("There is no such block in the draft."));
    }
    TargetBlock &block = m_blocks[blockIndex];
    if (!inTransaction([&] { return m_writer.writeNote(block.id, kind, values, extraId); })) {
        return false;
    }
    block.origin = QStringLiteral("note");
    block.noteType = AnnotationKinds::toString(kind);
    block.noteValues = QString::fromUtf8(QJsonDocument(values).toJson(QJsonDocument::Compact));
    return true;
}

bool DraftSession::reloadDeletions()
{
    m_error.clear();
    QSet<qint64> deleted;
    if (!forEachRow(m_store.database(),
            QStringLiteral("SELECT DISTINCT d.source_block_id FROM deletions d JOIN source_blocks b ON b.id = d.source_block_id"
                           " JOIN source_posts p ON p.id = b.post_id WHERE p.issue_id = ? AND d.span_start IS NULL"),
            {m_issueId}, [&deleted](const QSqlQuery &query) { deleted.insert(query.value(0).toLongLong()); })) {
        return false;
    }
    for (SourceBlockState &source : m_sources) {
        source.deleted = deleted.contains(source.id);
    }
    return true;
}

QList<qint64> DraftSession::blocksOnlyFor(const QList<qint64> &sourceIds) const
{
    const auto gone = [this, &sourceIds](qint64 id) {
        const int index = m_sourceIndex.value(id, -1);
        return sourceIds.contains(id) || (index >= 0 && m_sources.at(index).deleted);
    };
    QList<qint64> ids;
    for (const TargetBlock &block : m_blocks) {
        const bool touched =
            std::any_of(block.sources.cbegin(), block.sources.cend(), [&sourceIds](qint64 id) { return sourceIds.contains(id); });
        if (touched && std::all_of(block.sources.cbegin(), block.sources.cend(), gone)) {
            ids.append(block.id);
        }
    }
    return ids;
}

bool DraftSession::removeBlocks(const QList<qint64> &ids)
{
    const DraftLines::Layout left = DraftLines::without({m_text, m_lineIds}, DraftLines::removal(m_blocks, ids, m_text));
    return update(left.text, left.lineIds);
}

void DraftSession::linkSources()
{
    for (SourceBlockState &source : m_sources) {
        source.targets.clear();
    }
    for (int i = 0; i < m_blocks.size(); ++i) {
        for (qint64 id : m_blocks.at(i).sources) {
            const int index = m_sourceIndex.value(id, -1);
            if (index >= 0) {
                m_sources[index].targets.append(i);
            }
        }
    }
}

int DraftSession::blockAtLine(int line) const
{
    return indexAtLine(m_blocks, line, int(m_lineIds.size()));
}

int DraftSession::indexOfBlock(qint64 id) const
{
    const auto it = std::find_if(m_blocks.cbegin(), m_blocks.cend(), [id](const TargetBlock &block) { return block.id == id; });
    return it == m_blocks.cend() ? -1 : int(it - m_blocks.cbegin());
}

int DraftSession::sourceBlockAtLine(int line) const
{
    return indexAtLine(m_sources, line, int(m_sourceText.count(QLatin1Char('\n'))) + 1);
}

QList<int> DraftSession::sourcesOfTarget(int targetIndex) const
{
    QList<int> indexes;
    if (targetIndex < 0 || targetIndex >= m_blocks.size()) {
        return indexes;
    }
    for (qint64 id : m_blocks.at(targetIndex).sources) {
        const int index = m_sourceIndex.value(id, -1);
        if (index >= 0) {
            indexes.append(index);
        }
    }
    std::sort(indexes.begin(), indexes.end());
    return indexes;
}

QList<int> DraftSession::targetsOfSource(int sourceIndex) const
{
    return sourceIndex >= 0 && sourceIndex < m_sources.size() ? m_sources.at(sourceIndex).targets : QList<int>();
}

QHash<qint64, TargetBlock> DraftSession::byId() const
{
    QHash<qint64, TargetBlock> blocks;
    blocks.reserve(int(m_blocks.size()));
    for (const TargetBlock &block : m_blocks) {
        blocks.insert(block.id, block);
    }
    return blocks;
}

bool DraftSession::update(const QString &text, const LineIds &ids)
{
    m_error.clear();
    if (text == m_text && ids == m_lineIds) {
        return true;
    }
    const QHash<qint64, TargetBlock> previous = byId();
    DraftReconciler::Result result = DraftReconciler::reconcile(previous, m_tombstones, text, ids);
    keepLineBreaks(result, previous);
    restoreStatuses(result);
    const QList<Reopening> reopenings = reopenEdited(result, previous);
    if (!changes(result, previous)) {
        return true;
    }
    QString eventError;
    if (!inTransaction([&] { return m_writer.write(result, previous, m_ordinals) && writeReopenings(reopenings, &eventError); })) {
        return fail(tr("The draft could not be saved: %1").arg(eventError.isEmpty() ? m_error : eventError));
    }
    for (const Reopening &reopening : reopenings) {
        if (reopening.undone) {
            m_reopened.remove(reopening.id);
        } else {
            m_reopened.insert(reopening.id);
        }
    }
    remember(result, previous);
    adopt(result.lead, std::move(result.blocks));
    return true;
}

// The editor gave every line break back as '\n': text it did not change keeps the
// bytes it had, other text gets the draft's line breaks.
void DraftSession::keepLineBreaks(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const
{
    result.lead = withLineBreaks(result.lead, &m_lead);
    for (int i = 0; i < result.blocks.size(); ++i) {
        TargetBlock &block = result.blocks[i];
        const DraftReconciler::Outcome &outcome = result.outcomes.at(i);
        const TargetBlock *stored = nullptr;
        if (block.id != 0) {
            stored = &*previous.constFind(block.id);
        } else if (outcome.change == DraftReconciler::Change::Resurrected) {
            stored = &m_tombstones.constFind(outcome.from)->block;
        }
        block.text = withLineBreaks(block.text, stored ? &stored->text : nullptr);
        block.trailing = withLineBreaks(block.trailing, stored ? &stored->trailing : nullptr);
    }
}

QString DraftSession::withLineBreaks(const QString &text, const QString *stored) const
{
    if (stored && text == DraftReconciler::editorText(*stored)) {
        return *stored;
    }
    if (m_lineBreak == QLatin1String("\n")) {
        return text;
    }
    QString out = text;
    return out.replace(QLatin1Char('\n'), m_lineBreak);
}

// An edit undone: a draft block whose text and alignment are back to what they were
// when it was last confirmed gets that status back.
void DraftSession::restoreStatuses(DraftReconciler::Result &result) const
{
    for (int i = 0; i < result.blocks.size(); ++i) {
        TargetBlock &block = result.blocks[i];
        const DraftReconciler::Outcome &outcome = result.outcomes.at(i);
        const bool continued = outcome.change == DraftReconciler::Change::Edited || outcome.change == DraftReconciler::Change::Resurrected;
        if (!continued || block.status != QLatin1String("draft")) {
            continue;
        }
        const QList<Confirmed> remembered = m_confirmed.value(outcome.from);
        const auto confirmed = std::find_if(remembered.crbegin(), remembered.crend(), [&block](const Confirmed &state) {
            return state.sources == block.sources && DraftReconciler::editorText(block.text) == DraftReconciler::editorText(state.text);
        });
        if (confirmed != remembered.crend()) {
            block.text = confirmed->text;
            block.status = confirmed->status;
        }
    }
}

// Runs after restoreStatuses(): a block the edit made a draft that was reviewed or
// approved is reopened; one reopened earlier in the session stays translated; one an
// undo gave its reviewed or approved state back takes back its reopen event.
QList<DraftSession::Reopening> DraftSession::reopenEdited(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const
{
    QList<Reopening> reopenings;
    for (TargetBlock &block : result.blocks) {
        const auto before = previous.constFind(block.id);
        if (before == previous.constEnd()) {
            continue;
        }
        const bool reopened = m_reopened.contains(block.id);
        const bool wasReviewed = !ReviewWorkflow::target(before->status, ReviewAction::Reopen).isEmpty();
        if (reopened && !ReviewWorkflow::target(block.status, ReviewAction::Reopen).isEmpty()) {
            reopenings.append({block.id, before->status, true});
        } else if (block.status == QLatin1String("draft") && wasReviewed) {
            block.status = ReviewWorkflow::target(before->status, ReviewAction::Reopen);
            reopenings.append({block.id, before->status, false});
        } else if (block.status == QLatin1String("draft") && reopened && before->status == QLatin1String("translated")) {
            block.status = before->status;
        }
    }
    return reopenings;
}

bool DraftSession::writeReopenings(const QList<Reopening> &reopenings, QString *error)
{
    QSqlDatabase db = m_store.database();
    for (const Reopening &reopening : reopenings) {
        const bool written = reopening.undone
            ? ReviewRepository::removeLatestEvent(db, reopening.id, ReviewAction::Reopen, error)
            : ReviewRepository::writeEvent(db, reopening.id, reopening.from, ReviewWorkflow::target(reopening.from, ReviewAction::Reopen),
                ReviewAction::Reopen, QString(), ReviewWorkflow::editedAfterReviewNote(), error);
        if (!written) {
            return false;
        }
    }
    return true;
}

// After a write: the removed blocks become tombstones, confirmed blocks are
// remembered, a resurrected block inherits what its tombstone's id had.
void DraftSession::remember(const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous)
{
    const QHash<qint64, DraftReconciler::Tombstone> tombstones = DraftReconciler::tombstonesOf(result, previous);
    for (auto it = tombstones.constBegin(); it != tombstones.constEnd(); ++it) {
        m_tombstones.insert(it.key(), it.value());
    }
    for (int i = 0; i < result.blocks.size(); ++i) {
        const TargetBlock &block = result.blocks.at(i);
        const DraftReconciler::Outcome &outcome = result.outcomes.at(i);
        const auto inherited = m_confirmed.constFind(outcome.from);
        if (outcome.change == DraftReconciler::Change::Resurrected && inherited != m_confirmed.constEnd()) {
            m_confirmed.insert(block.id, *inherited);
        }
        confirm(block);
    }
}

void DraftSession::confirm(const TargetBlock &block)
{
    if (block.status == QLatin1String("draft") || m_reopened.contains(block.id)) {
        return;
    }
    QList<Confirmed> &remembered = m_confirmed[block.id];
    remembered.erase(std::remove_if(remembered.begin(), remembered.end(),
                         [&block](const Confirmed &state) { return state.text == block.text && state.sources == block.sources; }),
        remembered.end());
    remembered.append({block.text, block.status, block.sources});
}

bool DraftSession::changes(const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const
{
    if (result.lead != m_lead || !result.removedIds.isEmpty() || result.blocks.size() != m_blocks.size()) {
        return true;
    }
    for (int i = 0; i < result.blocks.size(); ++i) {
        const TargetBlock &block = result.blocks.at(i);
        const auto before = previous.constFind(block.id);
        if (before == previous.constEnd() || DraftWriter::contentDiffers(*before, block) || before->sources != block.sources
            || m_ordinals.value(block.id) != i) {
            return true;
        }
    }
    return false;
}

bool DraftSession::setStatus(int blockIndex, const QString &status)
{
    return setStatuses({blockIndex}, status);
}

bool DraftSession::setStatuses(const QList<int> &blockIndexes, const QString &status)
{
    m_error.clear();
    for (int index : blockIndexes) {
        if (index < 0 || index >= m_blocks.size()) {
            return fail(tr("There is no such block in the draft."));
        }
    }
    if (!BlockStatus::all().contains(status)) {
        return fail(tr("Unknown review status: %1").arg(status));
    }
    const bool written = inTransaction([&] {
        return std::all_of(
            blockIndexes.cbegin(), blockIndexes.cend(), [&](int index) { return m_writer.writeStatus(m_blocks.at(index).id, status); });
    });
    if (!written) {
        return false;
    }
    for (int index : blockIndexes) {
        TargetBlock &block = m_blocks[index];
        block.status = status;
        m_reopened.remove(block.id);
        if (status == QLatin1String("draft")) {
            m_confirmed.remove(block.id);
        }
        confirm(block);
    }
    return true;
}

bool DraftSession::review(const QList<int> &blockIndexes, ReviewAction action, const QString &reviewer, const QString &note)
{
    m_error.clear();
    QList<int> indexes;
    for (int index : blockIndexes) {
        if (index < 0 || index >= m_blocks.size()) {
            return fail(tr("There is no such block in the draft."));
        }
        if (!indexes.contains(index)) {
            indexes.append(index);
        }
    }
    // The in-memory statuses are checked: this session is their writer.
    QList<ReviewRepository::Block> blocks;
    for (int index : std::as_const(indexes)) {
        const TargetBlock &block = m_blocks.at(index);
        blocks.append({block.id, block.status, block.text});
    }
    ReviewRepository reviews(m_store);
    if (!reviews.check(blocks, action, reviewer, note)) {
        return fail(reviews.errorString());
    }
    if (!inTransaction([&] { return reviews.write(blocks, action, reviewer, note); })) {
        return reviews.errorString().isEmpty() ? false : fail(reviews.errorString());
    }
    for (int index : std::as_const(indexes)) {
        TargetBlock &block = m_blocks[index];
        block.status = ReviewWorkflow::target(block.status, action);
        m_reopened.remove(block.id);
        if (block.status == QLatin1String("draft")) {
            m_confirmed.remove(block.id);
        }
        confirm(block);
    }
    return true;
}
