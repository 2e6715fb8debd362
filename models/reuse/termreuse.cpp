// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reuse/termreuse.h"

#include "core/sqlerrors.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

TermReuse::TermReuse(ProjectStore &store)
    : m_store(store)
{
}

QList<TermReuse::Entry> TermReuse::terms(int issueNumber) const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT t.id, CAST(t.source_term AS BLOB), COALESCE((SELECT CAST(r.rendering AS BLOB) FROM term_renderings r WHERE r.term_id = t.id"
        " ORDER BY r.is_default DESC, r.priority DESC, r.id LIMIT 1), ''), CAST(ti.note AS BLOB)"
        " FROM term_issues ti JOIN terms t ON t.id = ti.term_id WHERE ti.issue_number = ?"
        " ORDER BY t.source_term COLLATE NOCASE, t.id"));
    query.addBindValue(issueNumber);
    QList<Entry> found;
    if (!query.exec()) {
        m_error = SqlErrors::describe(query.lastError());
        return found;
    }
    while (query.next()) {
        found.append(Entry {
            query.value(0).toLongLong(), Utf8Text::read(query.value(1)), Utf8Text::read(query.value(2)), Utf8Text::read(query.value(3))});
    }
    return found;
}

bool TermReuse::copy(int fromNumber, int toNumber, const QList<qint64> &termIds)
{
    m_error.clear();
    if (!m_store.inTransaction([&] { return copyWithin(fromNumber, toNumber, termIds); }, &m_error)) {
        m_copied = 0;
        return false;
    }
    return true;
}

bool TermReuse::copyWithin(int fromNumber, int toNumber, const QList<qint64> &termIds)
{
    m_copied = 0;
    if (fromNumber == toNumber || toNumber <= 0) {
        return fail(tr("Terms can only be copied to another issue."));
    }
    const QList<Entry> available = terms(fromNumber);
    if (!m_error.isEmpty()) {
        return false;
    }
    for (qint64 id : termIds) {
        const bool listed = std::any_of(available.cbegin(), available.cend(), [id](const Entry &entry) { return entry.termId == id; });
        if (!listed) {
            return fail(tr("Term %1 is not listed for issue %2.").arg(id).arg(fromNumber));
        }
    }
    if (available.isEmpty()) {
        return fail(tr("No term is listed for issue %1.").arg(fromNumber));
    }
    QSqlQuery insert(m_store.database());
    insert.prepare(QStringLiteral("INSERT OR IGNORE INTO term_issues (term_id, issue_number, note) VALUES (?, ?, CAST(? AS TEXT))"));
    for (const Entry &entry : available) {
        if (!termIds.isEmpty() && !termIds.contains(entry.termId)) {
            continue;
        }
        insert.addBindValue(entry.termId);
        insert.addBindValue(toNumber);
        insert.addBindValue(Utf8Text::bind(entry.note));
        if (!insert.exec()) {
            return fail(SqlErrors::describe(insert.lastError()));
        }
        m_copied += insert.numRowsAffected() > 0 ? 1 : 0;
    }
    return true;
}
