// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourceupdatewriter.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "draft/blockstatus.h"
#include "draft/draftlayout.h"
#include "review/reviewrepository.h"
#include "review/reviewworkflow.h"
#include "sourceupdate/sourceupdatestate.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

using MatchKind = SourceBlockMatch::Kind;

QString idText(const QList<qint64> &ids)
{
    QStringList parts;
    for (qint64 id : ids) {
        parts.append(QString::number(id));
    }
    return parts.join(QLatin1Char(','));
}

bool insideCharacter(const QString &text, int offset)
{
    return offset > 0 && offset < text.size()
        && (text.at(offset).isLowSurrogate() || (text.at(offset - 1) == QLatin1Char('\r') && text.at(offset) == QLatin1Char('\n')));
}

// A deleted span of the old text on the new one: where the same passage is now (the
// occurrence nearest its old start), else clamped into the new text, characters kept
// whole.
QPair<int, int> spanOnNewText(const QString &oldText, const QString &newText, int start, int end)
{
    const QString passage = oldText.mid(start, end - start);
    int best = -1;
    for (int at = int(newText.indexOf(passage)); !passage.isEmpty() && at >= 0; at = int(newText.indexOf(passage, at + 1))) {
        if (best < 0 || qAbs(at - start) < qAbs(best - start)) {
            best = at;
        }
    }
    if (best >= 0) {
        return {best, best + int(passage.size())};
    }
    const int size = int(newText.size());
    int clampedEnd = std::min(end, size);
    int clampedStart = std::max(0, std::min(start, clampedEnd - 1));
    while (insideCharacter(newText, clampedStart)) {
        --clampedStart;
    }
    while (insideCharacter(newText, clampedEnd)) {
        ++clampedEnd;
    }
    return {clampedStart, clampedEnd};
}

} // namespace

SourceUpdateWriter::SourceUpdateWriter(
    ProjectStore &store, SourceUpdateState &state, SourceUpdater::Summary &summary, const MarkdownDocument &newPost)
    : m_store(store)
    , m_stored(state)
    , m_summary(summary)
    , m_newPost(newPost)
{
}

bool SourceUpdateWriter::write(const QString &author)
{
    QList<qint64> newIds;
    return closeSuperseded(author) && removeBlocks() && rewriteBlocks(&newIds) && reviewEdited(newIds, author) && addDraftCopies(newIds)
        && DraftLayout::writeOrder(m_store, m_stored.draft, &m_error) && recordChanges(newIds, author);
}

// Edits of blocks that were edited again, or removed, before anyone looked: the
// newest change of the block carries on.
bool SourceUpdateWriter::closeSuperseded(const QString &author)
{
    const QString now = Timestamps::now();
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        const bool changed = match.kind == MatchKind::Edited || match.kind == MatchKind::MovedEdited || match.kind == MatchKind::Removed
            || (match.oldIndex >= 0 && m_stored.reverted.contains(m_stored.ids.at(match.oldIndex)));
        if (!changed) {
            continue;
        }
        for (const auto &edit : m_stored.openEdits.value(m_stored.ids.at(match.oldIndex))) {
            if (!exec(m_store.database(),
                    QStringLiteral("UPDATE source_changes SET state = 'done', resolved_by = CAST(? AS TEXT), resolved_at = ? WHERE id = ?"),
                    {Utf8Text::bind(author), now, edit.first})) {
                return false;
            }
        }
    }
    return true;
}

bool SourceUpdateWriter::removeBlocks()
{
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        if (match.kind == MatchKind::Removed
            && !exec(m_store.database(), QStringLiteral("DELETE FROM source_blocks WHERE id = ?"), {m_stored.ids.at(match.oldIndex)})) {
            return false;
        }
    }
    return true;
}

// Surviving rows take their block of the new version (id kept); added ones are new
// rows. newIds: the new version's block ids in order.
bool SourceUpdateWriter::rewriteBlocks(QList<qint64> *newIds)
{
    QSqlDatabase db = m_store.database();
    newIds->clear();
    for (int k = 0; k < m_newPost.blocks.size(); ++k) {
        newIds->append(0); // QList has no (size, value) constructor in Qt 5
    }
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        if (match.newIndex < 0) {
            continue;
        }
        const MarkdownBlock &block = m_newPost.blocks.at(match.newIndex);
        if (match.kind == MatchKind::Added) {
            (*newIds)[match.newIndex] = PostImporter::insertSourceBlock(db, m_stored.postId, match.newIndex, block, &m_error);
            if ((*newIds)[match.newIndex] == 0) {
                return false;
            }
            continue;
        }
        (*newIds)[match.newIndex] = m_stored.ids.at(match.oldIndex);
        if (!exec(m_store.database(),
                QStringLiteral("UPDATE source_blocks SET ordinal = ?, kind = ?, text = CAST(? AS TEXT), trailing = CAST(? AS TEXT),"
                               " byte_start = ?, byte_length = ?, line_start = ?, line_end = ?, heading_level = ?, info = ? WHERE id = ?"),
                {match.newIndex, BlockKinds::toString(block.kind), Utf8Text::bind(block.text), Utf8Text::bind(block.trailing),
                    block.byteStart, block.byteLength, block.lineStart, block.lineEnd, block.headingLevel, SqlExec::notNull(block.info),
                    m_stored.ids.at(match.oldIndex)})) {
            return false;
        }
    }
    return true;
}

// The draft blocks of edited source go back to draft (a reopen event for those that
// were confirmed); deletions on it are flagged and moved onto the new text.
bool SourceUpdateWriter::reviewEdited(const QList<qint64> &newIds, const QString &author)
{
    QSqlDatabase db = m_store.database();
    const QString now = Timestamps::now();
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        const bool edited = match.kind == MatchKind::Edited || match.kind == MatchKind::MovedEdited;
        const qint64 sourceId = match.newIndex >= 0 ? newIds.at(match.newIndex) : 0;
        if (!edited) {
            // Reverted: the deletions' spans follow the text back, their flags stay.
            if (m_stored.reverted.contains(sourceId)
                && !recheckDeletions(sourceId, m_stored.blocks.at(match.oldIndex).text, m_newPost.blocks.at(match.newIndex).text, false)) {
                return false;
            }
            continue;
        }
        for (qint64 target : m_stored.targetsOf.value(sourceId)) {
            const QString status = m_stored.statuses.value(target);
            if (status == QLatin1String("draft")) {
                continue;
            }
            if (!exec(m_store.database(), QStringLiteral("UPDATE target_blocks SET status = 'draft', updated_at = ? WHERE id = ?"),
                    {now, target})) {
                return false;
            }
            if (!BlockStatus::isPretranslation(status)
                && !ReviewRepository::writeEvent(db, target, status, QStringLiteral("draft"), ReviewAction::Reopen, author,
                    ReviewWorkflow::sourceChangedNote(), &m_error)) {
                return false;
            }
        }
        if (!recheckDeletions(sourceId, m_stored.blocks.at(match.oldIndex).text, m_newPost.blocks.at(match.newIndex).text, true)) {
            return false;
        }
    }
    return true;
}

bool SourceUpdateWriter::recheckDeletions(qint64 sourceId, const QString &oldText, const QString &newText, bool flag)
{
    for (const Deletion &deletion : m_stored.deletionsOf.value(sourceId)) {
        QVariant start;
        QVariant end;
        if (!deletion.isWholeBlock()) {
            const QPair<int, int> span = spanOnNewText(oldText, newText, deletion.spanStart, deletion.spanEnd);
            start = span.first;
            end = span.second;
        }
        const QString sql = flag ? QStringLiteral("UPDATE deletions SET recheck = 1, span_start = ?, span_end = ? WHERE id = ?")
                                 : QStringLiteral("UPDATE deletions SET span_start = ?, span_end = ? WHERE id = ?");
        if (!exec(m_store.database(), sql, {start, end, deletion.id})) {
            return false;
        }
    }
    return true;
}

// An untranslated copy of each added block, after the draft block of the nearest
// source block before it that has one; a blank line on either side keeps it a
// block of its own.
bool SourceUpdateWriter::addDraftCopies(const QList<qint64> &newIds)
{
    QList<qint64> issueSources;
    const int first = int(m_stored.issueSources.indexOf(m_stored.ids.value(0, -1)));
    const int before = first >= 0 ? first : int(m_stored.issueSources.size());
    issueSources = m_stored.issueSources.mid(0, before) + newIds + m_stored.issueSources.mid(before + m_stored.ids.size());
    QSqlDatabase db = m_store.database();
    // Copies take the draft's line break (a CRLF draft stays CRLF), as typed text does.
    const QString lineBreak = DraftLayout::lineBreakOf(m_store, m_stored.issueId);
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        if (match.kind != MatchKind::Added) {
            continue;
        }
        const qint64 sourceId = newIds.at(match.newIndex);
        const int at = insertionPoint(issueSources, sourceId);
        MarkdownBlock copy = m_newPost.blocks.at(match.newIndex);
        copy.text = DraftLayout::withLineBreak(copy.text, lineBreak);
        copy.trailing = DraftLayout::withLineBreak(copy.trailing, lineBreak);
        if (at < m_stored.draft.size()) {
            copy.trailing = DraftLayout::blankLineAfter(copy.trailing, lineBreak);
        }
        if (at > 0) {
            const qint64 previous = m_stored.draft.at(at - 1);
            if (!setTrailing(previous, DraftLayout::blankLineAfter(m_stored.trailings.value(previous), lineBreak))) {
                return false;
            }
        }
        const qint64 id = PostImporter::insertDraftBlock(
            db, m_stored.issueId, at, copy, QStringLiteral("translation"), QStringLiteral("draft"), &m_error);
        if (id == 0 || !PostImporter::align(db, id, sourceId, &m_error)) {
            return false;
        }
        m_stored.draft.insert(at, id);
        m_stored.origins.insert(id, QStringLiteral("translation"));
        m_stored.trailings.insert(id, copy.trailing);
        m_stored.targetsOf.insert(sourceId, {id});
        m_summary.addedTargets.append(id);
    }
    return true;
}

int SourceUpdateWriter::insertionPoint(const QList<qint64> &issueSources, qint64 sourceId) const
{
    for (int k = int(issueSources.indexOf(sourceId)) - 1; k >= 0; --k) {
        int last = -1;
        for (qint64 target : m_stored.targetsOf.value(issueSources.at(k))) {
            last = std::max(last, int(m_stored.draft.indexOf(target)));
        }
        if (last >= 0) {
            int at = last + 1;
            // A translator's note after the block belongs to it.
            while (at < m_stored.draft.size() && m_stored.origins.value(m_stored.draft.at(at)) == QLatin1String("note")) {
                ++at;
            }
            return at;
        }
    }
    return 0;
}

bool SourceUpdateWriter::setTrailing(qint64 targetId, const QString &trailing)
{
    if (m_stored.trailings.value(targetId) == trailing) {
        return true;
    }
    m_stored.trailings.insert(targetId, trailing);
    return exec(m_store.database(), QStringLiteral("UPDATE target_blocks SET trailing = CAST(? AS TEXT) WHERE id = ?"),
        {Utf8Text::bind(trailing), targetId});
}

bool SourceUpdateWriter::recordChanges(const QList<qint64> &newIds, const QString &author)
{
    const QString now = Timestamps::now();
    for (SourceChange &change : m_summary.changes) {
        if (change.newOrdinal >= 0) {
            change.sourceBlockId = newIds.at(change.newOrdinal);
        }
        if (change.kind == SourceChange::Kind::Added) {
            change.targetIds = m_stored.targetsOf.value(change.sourceBlockId);
        }
        if (!change.isOpen()) {
            change.resolvedBy = author;
            change.resolvedAt = now;
        }
        QSqlQuery insert(m_store.database());
        insert.prepare(QStringLiteral(
            "INSERT INTO source_changes (post_id, version, kind, source_block_id, old_ordinal, old_text, target_ids,"
            " detail, state, resolved_by, resolved_at) VALUES (?, ?, ?, ?, ?, CAST(? AS TEXT), ?, ?, ?, CAST(? AS TEXT), ?)"));
        for (const QVariant &value : {QVariant(change.postId), QVariant(change.version), QVariant(SourceChange::kindName(change.kind)),
                 change.sourceBlockId > 0 ? QVariant(change.sourceBlockId) : QVariant(),
                 change.oldOrdinal >= 0 ? QVariant(change.oldOrdinal) : QVariant(), Utf8Text::bind(change.oldText),
                 SqlExec::notNull(idText(change.targetIds)),
                 QVariant(QString::fromUtf8(QJsonDocument(change.detail).toJson(QJsonDocument::Compact))),
                 QVariant(SourceChange::stateName(change.state)), Utf8Text::bind(change.resolvedBy),
                 change.resolvedAt.isEmpty() ? QVariant() : QVariant(change.resolvedAt)}) {
            insert.addBindValue(value);
        }
        if (!insert.exec()) {
            return fail(SqlErrors::describe(insert.lastError()));
        }
        change.id = insert.lastInsertId().toLongLong();
    }
    return true;
}
