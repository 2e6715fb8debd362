// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/notelinkrepository.h"

#include "core/enumnames.h"
#include "core/sqlerrors.h"
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

const EnumNames<NoteLinkRepository::State> &stateNames()
{
    using State = NoteLinkRepository::State;
    static const EnumNames<State> table("NoteLinkRepository",
        {{State::InStep, "in_step", QT_TRANSLATE_NOOP("NoteLinkRepository", "In step with the original")},
            {State::OriginalChanged, "original_changed", QT_TRANSLATE_NOOP("NoteLinkRepository", "Original changed")},
            {State::EditedHere, "edited_here", QT_TRANSLATE_NOOP("NoteLinkRepository", "Edited here")},
            {State::BothChanged, "both_changed", QT_TRANSLATE_NOOP("NoteLinkRepository", "Both changed")},
            {State::OriginalGone, "original_gone", QT_TRANSLATE_NOOP("NoteLinkRepository", "Original gone")}},
        State::OriginalGone);
    return table;
}

// A copy's status after it took the original's text: what was confirmed by a
// reviewer must be looked at again.
QString statusAfterChange(const QString &status)
{
    return status == QLatin1String("reviewed") || status == QLatin1String("approved") ? QStringLiteral("translated") : status;
}

} // namespace

NoteLinkRepository::NoteLinkRepository(ProjectStore &store)
    : m_store(store)
{
}

QList<NoteLinkRepository::Link> NoteLinkRepository::links(qint64 issueId) const
{
    QList<Link> found;
    const QList<Row> all = rows(QStringLiteral("c.issue_id = ?"), issueId);
    for (const Row &row : all) {
        found.append(row.link);
    }
    return found;
}

std::optional<NoteLinkRepository::Link> NoteLinkRepository::link(qint64 copyId) const
{
    const QList<Row> found = rows(QStringLiteral("c.id = ?"), copyId);
    if (found.isEmpty()) {
        return std::nullopt;
    }
    return found.constFirst().link;
}

QList<NoteLinkRepository::Row> NoteLinkRepository::rows(const QString &where, qint64 key) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT l.target_block_id, COALESCE(o.id, 0), COALESCE(oi.number, 0), l.linked_at, c.issue_id,"
                       " CAST(c.text AS BLOB), c.status, CAST(l.synced_text AS BLOB), CAST(o.text AS BLOB),"
                       " COALESCE(o.note_type, ''), CAST(a.fields AS BLOB), a.target_block_id IS NOT NULL"
                       " FROM note_links l JOIN target_blocks c ON c.id = l.target_block_id"
                       " LEFT JOIN target_blocks o ON o.id = l.source_note_id AND o.origin = 'note'"
                       " LEFT JOIN issues oi ON oi.id = o.issue_id"
                       " LEFT JOIN annotations a ON a.target_block_id = o.id WHERE ")
            + where + QStringLiteral(" ORDER BY c.ordinal, c.id"),
        {key}, [](const QSqlQuery &query) {
            Row row;
            row.link.copyId = query.value(0).toLongLong();
            row.link.originalId = query.value(1).toLongLong();
            row.link.originalIssue = query.value(2).toInt();
            row.link.linkedAt = query.value(3).toString();
            row.issueId = query.value(4).toLongLong();
            row.copyText = Utf8Text::read(query.value(5));
            row.status = query.value(6).toString();
            row.originalText = Utf8Text::read(query.value(8));
            row.originalType = query.value(9).toString();
            row.originalValues = Utf8Text::read(query.value(10));
            row.originalHasValues = query.value(11).toBool();
            const std::optional<QString> original = row.link.originalId != 0 ? std::optional<QString>(row.originalText) : std::nullopt;
            row.link.state = stateOf(Utf8Text::read(query.value(7)), row.copyText, original);
            return row;
        });
}

NoteLinkRepository::State NoteLinkRepository::stateOf(const QString &synced, const QString &copy, const std::optional<QString> &original)
{
    if (!original) {
        return State::OriginalGone;
    }
    const bool copyChanged = DraftLayout::normalized(copy) != synced;
    const bool originalChanged = DraftLayout::normalized(*original) != synced;
    if (copyChanged) {
        return originalChanged ? State::BothChanged : State::EditedHere;
    }
    return originalChanged ? State::OriginalChanged : State::InStep;
}

bool NoteLinkRepository::sync(qint64 issueId)
{
    m_updated.clear();
    m_kept.clear();
    const QList<Row> all = rows(QStringLiteral("c.issue_id = ?"), issueId);
    if (!m_error.isEmpty()) {
        return false;
    }
    QList<const Row *> changed;
    for (const Row &row : all) {
        if (row.link.state == State::OriginalChanged) {
            changed.append(&row);
        } else if (row.link.state == State::EditedHere || row.link.state == State::BothChanged) {
            m_kept.append(row.link.copyId);
        }
    }
    // Nothing to take: nothing written (a project opened read-only syncs nothing).
    const bool ok = changed.isEmpty() || inTransaction([&] {
        for (const Row *row : std::as_const(changed)) {
            if (!takeOver(*row)) {
                return false;
            }
        }
        return true;
    });
    for (const Row *row : std::as_const(changed)) {
        if (ok) {
            m_updated.append(row->link.copyId);
        }
    }
    return ok;
}

bool NoteLinkRepository::takeOriginal(qint64 copyId)
{
    const QList<Row> found = rows(QStringLiteral("c.id = ?"), copyId);
    if (found.isEmpty()) {
        return fail(m_error.isEmpty() ? tr("Block %1 is no linked note.").arg(copyId) : m_error);
    }
    if (found.constFirst().link.state == State::OriginalGone) {
        return fail(tr("The original of note %1 is gone: there is nothing to take.").arg(copyId));
    }
    return inTransaction([&] { return takeOver(found.constFirst()); });
}

bool NoteLinkRepository::takeOver(const Row &row)
{
    const QString now = Timestamps::now();
    QSqlQuery block(m_store.database());
    if (!exec(block,
            QStringLiteral("UPDATE target_blocks SET text = CAST(? AS TEXT), note_type = ?, status = ?, updated_at = ? WHERE id = ?"),
            {Utf8Text::bind(DraftLayout::withLineBreak(row.originalText, DraftLayout::lineBreakOf(m_store, row.issueId))), row.originalType,
                statusAfterChange(row.status), now, row.link.copyId})) {
        return false;
    }
    const auto kind = AnnotationKinds::fromString(row.originalType);
    const QJsonObject values = QJsonDocument::fromJson(row.originalValues.toUtf8()).object();
    const bool noted = kind && row.originalHasValues ? AnnotationRepository::writeNote(m_store, row.link.copyId, *kind, values, &m_error)
                                                     : AnnotationRepository::removeNote(m_store, row.link.copyId, &m_error);
    if (!noted) {
        return false;
    }
    QSqlQuery link(m_store.database());
    link.prepare(QStringLiteral("UPDATE note_links SET synced_text = CAST(? AS TEXT) WHERE target_block_id = ?"));
    link.addBindValue(Utf8Text::bind(DraftLayout::normalized(row.originalText)));
    link.addBindValue(row.link.copyId);
    QSqlQuery issue(m_store.database());
    issue.prepare(QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"));
    issue.addBindValue(now);
    issue.addBindValue(row.issueId);
    return (link.exec() || failQuery(link)) && (issue.exec() || failQuery(issue));
}

bool NoteLinkRepository::unlink(qint64 copyId)
{
    m_error.clear();
    if (!m_store.changeOneRow(
            QStringLiteral("DELETE FROM note_links WHERE target_block_id = ?"), {copyId}, tr("Block %1 is no linked note.").arg(copyId))) {
        return fail(m_store.errorString());
    }
    return true;
}

QString NoteLinkRepository::stateName(State state)
{
    return stateNames().name(state);
}

QString NoteLinkRepository::stateLabel(State state)
{
    return stateNames().label(state);
}

bool NoteLinkRepository::inTransaction(const std::function<bool()> &write)
{
    m_error.clear();
    return m_store.inTransaction(write, &m_error);
}
