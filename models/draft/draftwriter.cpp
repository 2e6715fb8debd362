// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftwriter.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "notes/annotationrepository.h"
#include "store/projectstore.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <initializer_list>
#include <limits>
#include <utility>

namespace {

bool run(QSqlQuery &query, std::initializer_list<QVariant> values, QString *error)
{
    return SqlExec::run(query, QVariantList(values), error);
}

} // namespace

struct DraftWriter::Statements {
    explicit Statements(const QSqlDatabase &db)
        : insert(db)
        , update(db)
        , move(db)
        , remove(db)
        , moveComments(db)
        , maxId(db)
        , link(db)
        , unlink(db)
        , issue(db)
    {
    }

    bool prepare(QString *error)
    {
        const std::initializer_list<std::pair<QSqlQuery *, QString>> statements {
            {&insert,
                QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                               " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?)")},
            {&update,
                QStringLiteral("UPDATE target_blocks SET ordinal = ?, kind = ?, text = CAST(? AS TEXT), trailing = CAST(? AS TEXT),"
                               " status = ?, updated_at = ? WHERE id = ?")},
            {&move, QStringLiteral("UPDATE target_blocks SET ordinal = ? WHERE id = ?")},
            {&remove, QStringLiteral("DELETE FROM target_blocks WHERE id = ? AND issue_id = ?")},
            {&moveComments, QStringLiteral("UPDATE comments SET target_block_id = ? WHERE target_block_id = ?")},
            {&maxId, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM target_blocks")},
            {&link, QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (?, ?)")},
            {&unlink, QStringLiteral("DELETE FROM alignments WHERE target_id = ? AND source_id = ?")},
            {&issue, QStringLiteral("UPDATE issues SET draft_lead = CAST(? AS TEXT), updated_at = ? WHERE id = ?")},
        };
        for (const auto &statement : statements) {
            if (!statement.first->prepare(statement.second)) {
                *error = SqlErrors::describe(statement.first->lastError());
                return false;
            }
        }
        return true;
    }

    bool relink(qint64 id, const QList<qint64> &before, const QList<qint64> &after, QString *error)
    {
        for (qint64 source : after) {
            if (!before.contains(source) && !run(link, {id, source}, error)) {
                return false;
            }
        }
        for (qint64 source : before) {
            if (!after.contains(source) && !run(unlink, {id, source}, error)) {
                return false;
            }
        }
        return true;
    }

    QString now = Timestamps::now();
    QSqlQuery insert;
    QSqlQuery update;
    QSqlQuery move;
    QSqlQuery remove;
    QSqlQuery moveComments;
    QSqlQuery maxId;
    QSqlQuery link;
    QSqlQuery unlink;
    QSqlQuery issue;
};

DraftWriter::DraftWriter(ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

void DraftWriter::seen(qint64 id)
{
    m_maxId = std::max(m_maxId, id);
}

bool DraftWriter::contentDiffers(const TargetBlock &stored, const TargetBlock &block)
{
    return stored.text != block.text || stored.trailing != block.trailing || stored.kind != block.kind || stored.status != block.status;
}

// Removed rows go first: their alignments go with them (ON DELETE CASCADE), and a
// block merged into another hands its alignments to the survivor below.
bool DraftWriter::write(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous, const QHash<qint64, int> &ordinals)
{
    m_error.clear();
    Statements sql(m_store.database());
    bool ok = sql.prepare(&m_error) && reserveIds(sql);
    for (int i = 0; ok && i < result.removedIds.size(); ++i) {
        const qint64 removed = result.removedIds.at(i);
        const qint64 heir = heirOf(removed, result, previous, ordinals);
        ok = (heir == 0 || run(sql.moveComments, {heir, removed}, &m_error)) && run(sql.remove, {removed, m_issueId}, &m_error);
    }
    for (int i = 0; ok && i < result.blocks.size(); ++i) {
        TargetBlock &block = result.blocks[i];
        ok = block.id == 0 ? insertBlock(sql, block, i) : updateBlock(sql, block, i, previous.value(block.id), ordinals.value(block.id));
    }
    return ok && run(sql.issue, {Utf8Text::bind(result.lead), sql.now, m_issueId}, &m_error);
}

// The block that keeps a removed block's comments (deleting its row would delete
// them): the one that took its text (a join), else the nearest kept block before it,
// else after it. 0 when nothing of the draft was kept.
qint64 DraftWriter::heirOf(
    qint64 removed, const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous, const QHash<qint64, int> &ordinals)
{
    const QString text = previous.value(removed).text.trimmed();
    const int ordinal = ordinals.value(removed);
    qint64 before = 0;
    qint64 after = 0;
    int beforeOrdinal = -1;
    int afterOrdinal = std::numeric_limits<int>::max();
    for (const TargetBlock &block : result.blocks) {
        if (block.id == 0 || !ordinals.contains(block.id)) {
            continue;
        }
        if (!text.isEmpty() && block.text.contains(text)) {
            return block.id;
        }
        const int at = ordinals.value(block.id);
        if (at < ordinal && at > beforeOrdinal) {
            beforeOrdinal = at;
            before = block.id;
        } else if (at > ordinal && at < afterOrdinal) {
            afterOrdinal = at;
            after = block.id;
        }
    }
    return before ? before : after;
}

// target_blocks.id has no AUTOINCREMENT: SQLite would hand out MAX(id) + 1, the id
// of a block this write deletes. New rows get ids above every id this session has
// seen (loaded, inserted, so also every tombstone's) and every id in the table.
bool DraftWriter::reserveIds(Statements &sql)
{
    if (!run(sql.maxId, {}, &m_error)) {
        return false;
    }
    if (sql.maxId.next()) {
        seen(sql.maxId.value(0).toLongLong());
    }
    sql.maxId.finish();
    return true;
}

bool DraftWriter::insertBlock(Statements &sql, TargetBlock &block, int ordinal)
{
    const QVariant noteType = block.noteType.isEmpty() ? QVariant() : QVariant(block.noteType);
    const qint64 id = m_maxId + 1;
    if (!run(sql.insert,
            {id, m_issueId, ordinal, BlockKinds::toString(block.kind), SqlExec::notNull(block.origin), noteType, Utf8Text::bind(block.text),
                Utf8Text::bind(block.trailing), SqlExec::notNull(block.status), sql.now, sql.now},
            &m_error)) {
        return false;
    }
    m_maxId = block.id = id;
    return sql.relink(block.id, {}, block.sources, &m_error) && writeNoteValues(block);
}

bool DraftWriter::updateBlock(Statements &sql, const TargetBlock &block, int ordinal, const TargetBlock &before, int storedOrdinal)
{
    if (contentDiffers(before, block)) {
        if (!run(sql.update,
                {ordinal, BlockKinds::toString(block.kind), Utf8Text::bind(block.text), Utf8Text::bind(block.trailing), block.status,
                    sql.now, block.id},
                &m_error)) {
            return false;
        }
    } else if (storedOrdinal != ordinal && !run(sql.move, {ordinal, block.id}, &m_error)) {
        return false;
    }
    return sql.relink(block.id, before.sources, block.sources, &m_error);
}

// A note brought back (undo of its removal, a tombstone) gets a new row: its form
// values come back with it.
bool DraftWriter::writeNoteValues(const TargetBlock &block)
{
    const auto kind = AnnotationKinds::fromString(block.noteType);
    if (block.origin != QLatin1String("note") || !kind || block.noteValues.isEmpty()) {
        return true;
    }
    return AnnotationRepository::writeNote(m_store, block.id, *kind, QJsonDocument::fromJson(block.noteValues.toUtf8()).object(), &m_error);
}

bool DraftWriter::writeNote(qint64 blockId, AnnotationKind kind, const QJsonObject &values, qint64 extraId)
{
    m_error.clear();
    QSqlQuery update(m_store.database());
    update.prepare(QStringLiteral("UPDATE target_blocks SET origin = 'note', note_type = ?, updated_at = ? WHERE id = ?"));
    return run(update, {AnnotationKinds::toString(kind), Timestamps::now(), blockId}, &m_error)
        && AnnotationRepository::writeNote(m_store, blockId, kind, values, &m_error, extraId);
}

bool DraftWriter::writeStatus(qint64 blockId, const QString &status)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET status = ?, updated_at = ? WHERE id = ?"));
    return run(query, {status, Timestamps::now(), blockId}, &m_error);
}

bool DraftWriter::writeSources(qint64 blockId, const QList<qint64> &sourceIds, const QString &origin)
{
    m_error.clear();
    QSqlDatabase db = m_store.database();
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM alignments WHERE target_id = ?"));
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO alignments (target_id, source_id) VALUES (?, ?)"));
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE target_blocks SET origin = ?, updated_at = ? WHERE id = ?"));
    bool ok = run(remove, {blockId}, &m_error);
    for (qint64 source : sourceIds) {
        ok = ok && run(insert, {blockId, source}, &m_error);
    }
    return ok && run(update, {origin, Timestamps::now(), blockId}, &m_error);
}
