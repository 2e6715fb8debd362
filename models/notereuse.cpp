// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notereuse.h"

#include "annotationrepository.h"
#include "projectstore.h"
#include "sqlerrors.h"
#include "timestamps.h"
#include "utf8text.h"

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

// Whether trailing (the line breaks after a block) holds a blank line.
bool endsBlock(const QString &trailing)
{
    return NoteReuse::normalized(trailing).count(QLatin1Char('\n')) >= 2;
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

QString NoteReuse::lineBreakOf(ProjectStore &store, qint64 issueId)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT CAST(text AS BLOB), CAST(trailing AS BLOB) FROM target_blocks WHERE issue_id = ?"
                                 " UNION ALL SELECT CAST(draft_lead AS BLOB), '' FROM issues WHERE id = ?"));
    query.addBindValue(issueId);
    query.addBindValue(issueId);
    qsizetype crlf = 0;
    qsizetype cr = 0;
    qsizetype lf = 0;
    if (query.exec()) {
        while (query.next()) {
            const QString text = Utf8Text::read(query.value(0)) + Utf8Text::read(query.value(1));
            const qsizetype pairs = text.count(QStringLiteral("\r\n"));
            crlf += pairs;
            cr += text.count(QLatin1Char('\r')) - pairs;
            lf += text.count(QLatin1Char('\n')) - pairs;
        }
    }
    return crlf > 0 && crlf >= cr && crlf >= lf ? QStringLiteral("\r\n") : cr > lf ? QStringLiteral("\r") : QStringLiteral("\n");
}

QString NoteReuse::normalized(QString text)
{
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    return text;
}

QString NoteReuse::withLineBreak(const QString &text, const QString &lineBreak)
{
    QString result = normalized(text);
    if (lineBreak != QLatin1String("\n")) {
        result.replace(QLatin1Char('\n'), lineBreak);
    }
    return result;
}

bool NoteReuse::reuse(const QList<qint64> &noteIds, qint64 toIssueId, Mode mode, qint64 afterBlockId)
{
    m_error.clear();
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!reuseWithin(noteIds, toIssueId, mode, afterBlockId) || !m_store.commit()) {
        if (m_error.isEmpty()) {
            fail(m_store.errorString());
        }
        m_store.rollback();
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
    int at = int(rows.size());
    if (afterBlockId != 0) {
        at = -1;
        for (int i = 0; i < rows.size() && at < 0; ++i) {
            at = rows.at(i).id == afterBlockId ? i + 1 : -1;
        }
        if (at < 0) {
            return fail(tr("Block %1 is not in the draft the notes go to.").arg(afterBlockId));
        }
    }
    const QList<Row> before = rows;
    const QString lineBreak = lineBreakOf(m_store, toIssueId);
    place(rows, at, int(notes.size()), lineBreak);
    if (!writeRows(rows, before, toIssueId)) {
        return false;
    }
    qint64 id = maxBlockId();
    for (int i = 0; i < notes.size(); ++i) {
        if (id < 0 || !insertNote(notes.at(i), ++id, toIssueId, rows.at(at + i), lineBreak, mode)) {
            return false;
        }
        m_created.append(id);
    }
    return true;
}

bool NoteReuse::readDraft(qint64 issueId, QList<Row> *rows)
{
    QSqlQuery issue(m_store.database());
    issue.prepare(QStringLiteral("SELECT 1 FROM issues WHERE id = ?"));
    issue.addBindValue(issueId);
    if (!issue.exec()) {
        return failQuery(issue);
    }
    if (!issue.next()) {
        return fail(tr("The issue the notes go to is not in this project."));
    }
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, CAST(trailing AS BLOB) FROM target_blocks WHERE issue_id = ? ORDER BY ordinal, id"));
    query.addBindValue(issueId);
    if (!query.exec()) {
        return failQuery(query);
    }
    while (query.next()) {
        rows->append(Row {query.value(0).toLongLong(), int(rows->size()), Utf8Text::read(query.value(1))});
    }
    return true;
}

// count empty rows at `at`; the block before them gets a blank line after it, the new
// rows one each, except a last row of the draft: a line break. (The lead is a BOM and
// blank lines at most: a block may follow it as it is.)
void NoteReuse::place(QList<Row> &rows, int at, int count, const QString &lineBreak)
{
    const bool atEnd = at == rows.size();
    if (at > 0 && !endsBlock(rows.at(at - 1).trailing)) {
        rows[at - 1].trailing = lineBreak + lineBreak;
    }
    for (int i = 0; i < count; ++i) {
        const bool last = atEnd && i == count - 1;
        rows.insert(at + i, Row {0, 0, last ? lineBreak : lineBreak + lineBreak});
    }
    for (int i = 0; i < rows.size(); ++i) {
        rows[i].ordinal = i;
    }
}

bool NoteReuse::writeRows(const QList<Row> &rows, const QList<Row> &before, qint64 issueId)
{
    QHash<qint64, Row> stored;
    for (const Row &row : before) {
        stored.insert(row.id, row);
    }
    QSqlQuery update(m_store.database());
    update.prepare(QStringLiteral("UPDATE target_blocks SET ordinal = ?, trailing = CAST(? AS TEXT) WHERE id = ?"));
    for (const Row &row : rows) {
        const Row old = stored.value(row.id);
        if (row.id == 0 || (old.ordinal == row.ordinal && old.trailing == row.trailing)) {
            continue;
        }
        update.addBindValue(row.ordinal);
        update.addBindValue(Utf8Text::bind(row.trailing));
        update.addBindValue(row.id);
        if (!update.exec()) {
            return failQuery(update);
        }
    }
    QSqlQuery issue(m_store.database());
    issue.prepare(QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"));
    issue.addBindValue(Timestamps::now());
    issue.addBindValue(issueId);
    return issue.exec() || failQuery(issue);
}

bool NoteReuse::insertNote(const Note &note, qint64 id, qint64 issueId, const Row &row, const QString &lineBreak, Mode mode)
{
    const QString now = Timestamps::now();
    QSqlQuery insert(m_store.database());
    insert.prepare(
        QStringLiteral("INSERT INTO target_blocks (id, issue_id, ordinal, kind, origin, note_type, text, trailing, status,"
                       " created_at, updated_at) VALUES (?, ?, ?, ?, 'note', ?, CAST(? AS TEXT), CAST(? AS TEXT), 'draft', ?, ?)"));
    for (const QVariant &value : {QVariant(id), QVariant(issueId), QVariant(row.ordinal), QVariant(BlockKinds::toString(note.blockKind)),
             QVariant(AnnotationKinds::toString(note.kind)), Utf8Text::bind(withLineBreak(note.text, lineBreak)),
             Utf8Text::bind(row.trailing), QVariant(now), QVariant(now)}) {
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
    link.addBindValue(Utf8Text::bind(normalized(note.text)));
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

bool NoteReuse::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool NoteReuse::failQuery(const QSqlQuery &query)
{
    return fail(SqlErrors::describe(query.lastError()));
}
