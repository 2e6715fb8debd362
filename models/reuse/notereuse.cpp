// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reuse/notereuse.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "draft/draftlayout.h"
#include "notes/annotationrepository.h"
#include "store/projectstore.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

const QString kNoteColumns =
    QStringLiteral("SELECT t.id, t.issue_id, t.kind, COALESCE(t.note_type, ''), CAST(t.text AS BLOB), CAST(a.fields AS BLOB)"
                   " FROM target_blocks t LEFT JOIN annotations a ON a.target_block_id = t.id WHERE t.origin = 'note' AND ");

std::optional<NoteReuse::Note> noteFrom(const QSqlQuery &query)
{
    const auto kind = AnnotationKinds::fromString(query.value(3).toString());
    if (!kind) {
        return std::nullopt;
    }
    NoteReuse::Note note;
    note.id = query.value(0).toLongLong();
    note.issueId = query.value(1).toLongLong();
    note.blockKind = BlockKinds::fromString(query.value(2).toString());
    note.kind = *kind;
    note.text = Utf8Text::read(query.value(4));
    note.hasValues = !query.value(5).isNull();
    note.values = QJsonDocument::fromJson(Utf8Text::read(query.value(5)).toUtf8()).object();
    return note;
}

} // namespace

NoteReuse::NoteReuse(ProjectStore &store)
    : m_store(store)
{
}

QList<NoteReuse::Note> NoteReuse::notes(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(kNoteColumns + QStringLiteral("t.issue_id = ? ORDER BY t.ordinal, t.id"));
    query.addBindValue(issueId);
    QList<Note> found;
    if (!query.exec()) {
        return found;
    }
    while (query.next()) {
        if (const auto note = noteFrom(query)) {
            found.append(*note);
        }
    }
    return found;
}

std::optional<NoteReuse::Note> NoteReuse::note(qint64 targetBlockId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(kNoteColumns + QStringLiteral("t.id = ?"));
    query.addBindValue(targetBlockId);
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return noteFrom(query);
}

bool NoteReuse::reuse(const QList<qint64> &noteIds, qint64 toIssueId, Mode mode, qint64 afterBlockId)
{
    m_error.clear();
    if (!m_store.inTransaction([&] { return reuseWithin(noteIds, toIssueId, mode, afterBlockId); }, &m_error)) {
        m_created.clear();
        return false;
    }
    return true;
}

bool NoteReuse::reuseWithin(const QList<qint64> &noteIds, qint64 toIssueId, Mode mode, qint64 afterBlockId)
{
    m_created.clear();
    m_error.clear();
    if (noteIds.isEmpty()) {
        return fail(tr("No note was chosen."));
    }
    QList<Note> found;
    return readNotes(noteIds, toIssueId, &found) && write(found, toIssueId, mode, afterBlockId);
}

bool NoteReuse::readNotes(const QList<qint64> &noteIds, qint64 toIssueId, QList<Note> *found)
{
    for (qint64 id : noteIds) {
        const auto note = this->note(id);
        if (!note) {
            return fail(tr("Block %1 is no translator's note.").arg(id));
        }
        if (note->issueId == toIssueId) {
            return fail(tr("Note %1 is already in this issue.").arg(id));
        }
        if (!found->isEmpty() && found->constFirst().issueId != note->issueId) {
            return fail(tr("The notes to reuse must all come from one issue."));
        }
        found->append(*note);
    }
    return true;
}

bool NoteReuse::write(const QList<Note> &notes, qint64 toIssueId, Mode mode, qint64 afterBlockId)
{
    QList<Row> rows;
    if (!readDraft(toIssueId, &rows)) {
        return false;
    }
    const int at = insertionIndex(rows, afterBlockId);
    if (at < 0) {
        return fail(tr("Block %1 is not in the draft the notes go to.").arg(afterBlockId));
    }
    const QString lineBreak = DraftLayout::lineBreakOf(m_store, toIssueId);
    if (at > 0 && !setTrailing(rows.at(at - 1), DraftLayout::blankLineAfter(rows.at(at - 1).trailing, lineBreak))) {
        return false;
    }
    QList<qint64> order;
    for (const Row &row : std::as_const(rows)) {
        order.append(row.id);
    }
    qint64 id = maxBlockId();
    for (int i = 0; i < notes.size(); ++i) {
        // Each note ends in a blank line, but a last one of the draft in a line break.
        const bool last = at == rows.size() && i == notes.size() - 1;
        if (id < 0 || !insertNote(notes.at(i), ++id, toIssueId, at + i, last ? lineBreak : lineBreak + lineBreak, lineBreak, mode)) {
            return false;
        }
        order.insert(at + i, id);
        m_created.append(id);
    }
    return DraftLayout::writeOrder(m_store, order, &m_error) && touchIssue(toIssueId);
}

// After the block afterBlockId (-1 when the draft has none), at the end for 0.
int NoteReuse::insertionIndex(const QList<Row> &rows, qint64 afterBlockId)
{
    if (afterBlockId == 0) {
        return int(rows.size());
    }
    for (int i = 0; i < rows.size(); ++i) {
        if (rows.at(i).id == afterBlockId) {
            return i + 1;
        }
    }
    return -1;
}

bool NoteReuse::readDraft(qint64 issueId, QList<Row> *rows)
{
    QSqlQuery issue(m_store.database());
    if (!exec(issue, QStringLiteral("SELECT 1 FROM issues WHERE id = ?"), {issueId})) {
        return false;
    }
    if (!issue.next()) {
        return fail(tr("The issue the notes go to is not in this project."));
    }
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    if (!exec(query, QStringLiteral("SELECT id, CAST(trailing AS BLOB) FROM target_blocks WHERE issue_id = ? ORDER BY ordinal, id"),
            {issueId})) {
        return false;
    }
    while (query.next()) {
        rows->append(Row {query.value(0).toLongLong(), Utf8Text::read(query.value(1))});
    }
    return true;
}

bool NoteReuse::setTrailing(const Row &row, const QString &trailing)
{
    if (row.trailing == trailing) {
        return true;
    }
    QSqlQuery update(m_store.database());
    update.prepare(QStringLiteral("UPDATE target_blocks SET trailing = CAST(? AS TEXT) WHERE id = ?"));
    return SqlExec::run(update, {Utf8Text::bind(trailing), row.id}, &m_error);
}

bool NoteReuse::touchIssue(qint64 issueId)
{
    QSqlQuery issue(m_store.database());
    issue.prepare(QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"));
    return SqlExec::run(issue, {Timestamps::now(), issueId}, &m_error);
}

bool NoteReuse::insertNote(
    const Note &note, qint64 id, qint64 issueId, int ordinal, const QString &trailing, const QString &lineBreak, Mode mode)
{
    const QString now = Timestamps::now();
    QSqlQuery insert(m_store.database());
    insert.prepare(
        QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                       " created_at, updated_at) VALUES (?, ?, ?, ?, 'note', ?, CAST(? AS TEXT), CAST(? AS TEXT), 'draft', ?, ?)"));
    for (const QVariant &value : {QVariant(id), QVariant(issueId), QVariant(ordinal), QVariant(BlockKinds::toString(note.blockKind)),
             QVariant(AnnotationKinds::toString(note.kind)), Utf8Text::bind(DraftLayout::withLineBreak(note.text, lineBreak)),
             Utf8Text::bind(trailing), QVariant(now), QVariant(now)}) {
        insert.addBindValue(value);
    }
    if (!insert.exec()) {
        return failQuery(insert);
    }
    if (note.hasValues && !AnnotationRepository::writeNote(m_store, id, note.kind, note.values, &m_error)) {
        return false;
    }
    if (mode == Mode::Copy) {
        return true;
    }
    QSqlQuery link(m_store.database());
    link.prepare(QStringLiteral("INSERT INTO note_links (target_block_id, source_note_id, synced_text, linked_at)"
                                " VALUES (?, ?, CAST(? AS TEXT), ?)"));
    link.addBindValue(id);
    link.addBindValue(note.id);
    link.addBindValue(Utf8Text::bind(DraftLayout::normalized(note.text)));
    link.addBindValue(now);
    return link.exec() || failQuery(link);
}

// New rows get ids above every one in the table, as DraftWriter gives them.
qint64 NoteReuse::maxBlockId()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM target_blocks")) || !query.next()) {
        failQuery(query);
        return -1;
    }
    return query.value(0).toLongLong();
}
