// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reuse/checklistreuse.h"

#include "checklist/checklistrepository.h"
#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

ChecklistReuse::ChecklistReuse(ProjectStore &store)
    : m_store(store)
{
}

QList<ChecklistReuse::Entry> ChecklistReuse::results(qint64 issueId) const
{
    const ChecklistRepository repository(m_store);
    const std::optional<ChecklistRun> run = repository.currentRunOrDefault(issueId);
    const std::optional<ChecklistTemplate> checklist = run ? repository.templateOrDefault(*run) : std::nullopt;
    QList<Entry> found;
    if (!checklist) {
        return found;
    }
    for (const ChecklistItem &item : checklist->items) {
        const std::optional<ChecklistRun::Result> result = run->result(item.key);
        if (item.isManual() && result && result->checked) {
            found.append(Entry {item.key, item.title, result->note, result->checkedBy, result->checkedAt});
        }
    }
    return found;
}

bool ChecklistReuse::copy(qint64 fromIssueId, qint64 toIssueId, const QStringList &itemKeys)
{
    m_error.clear();
    if (!m_store.inTransaction([&] { return copyWithin(fromIssueId, toIssueId, itemKeys); }, &m_error)) {
        m_copied.clear();
        m_skipped.clear();
        return false;
    }
    return true;
}

bool ChecklistReuse::copyWithin(qint64 fromIssueId, qint64 toIssueId, const QStringList &itemKeys)
{
    m_copied.clear();
    m_skipped.clear();
    m_error.clear();
    if (fromIssueId == toIssueId) {
        return fail(tr("The checklist results would be copied onto themselves."));
    }
    QList<Entry> entries;
    QStringList manualKeys;
    if (!chosen(fromIssueId, itemKeys, &entries)) {
        return false;
    }
    const qint64 runId = receivingRun(toIssueId, &manualKeys);
    return runId != 0 && write(runId, entries, manualKeys);
}

bool ChecklistReuse::chosen(qint64 fromIssueId, const QStringList &itemKeys, QList<Entry> *entries)
{
    const QList<Entry> all = results(fromIssueId);
    QStringList available;
    for (const Entry &entry : all) {
        available.append(entry.itemKey);
        if (itemKeys.isEmpty() || itemKeys.contains(entry.itemKey)) {
            entries->append(entry);
        }
    }
    for (const QString &key : itemKeys) {
        if (!available.contains(key)) {
            return fail(tr("\"%1\" is no checked manual item of the issue the results come from.").arg(key));
        }
    }
    return !entries->isEmpty() || fail(tr("The issue the results come from has no checked manual item."));
}

// The receiving issue's current run (one is inserted, inside the transaction, when
// it has none) and the manual items of its template.
qint64 ChecklistReuse::receivingRun(qint64 toIssueId, QStringList *manualKeys)
{
    const ChecklistRepository repository(m_store);
    std::optional<ChecklistRun> run = repository.currentRunOrDefault(toIssueId);
    const std::optional<ChecklistTemplate> checklist = run ? repository.templateOrDefault(*run) : std::nullopt;
    if (!checklist || (run->id == 0 && checklist->id == 0)) {
        fail(repository.errorString().isEmpty() ? tr("The issue the results go to has no checklist.") : repository.errorString());
        return 0;
    }
    for (const ChecklistItem &item : checklist->items) {
        if (item.isManual()) {
            manualKeys->append(item.key);
        }
    }
    if (run->id != 0) {
        return run->id;
    }
    QSqlQuery insert(m_store.database());
    if (!exec(insert, QStringLiteral("INSERT INTO checklist_runs (issue_id, template_id, started_at) VALUES (?, ?, ?)"),
            {toIssueId, checklist->id, Timestamps::now()})) {
        fail(SqlErrors::describe(insert.lastError()));
        return 0;
    }
    return insert.lastInsertId().toLongLong();
}

bool ChecklistReuse::write(qint64 runId, const QList<Entry> &entries, const QStringList &manualKeys)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO checklist_results (run_id, item_key, checked, note, checked_by, checked_at)"
                                 " VALUES (?, ?, 1, CAST(? AS TEXT), CAST(? AS TEXT), ?)"));
    for (const Entry &entry : entries) {
        if (!manualKeys.contains(entry.itemKey)) {
            m_skipped.append(entry.itemKey);
            continue;
        }
        query.addBindValue(runId);
        query.addBindValue(entry.itemKey);
        query.addBindValue(Utf8Text::bind(entry.note));
        query.addBindValue(Utf8Text::bind(entry.checkedBy));
        query.addBindValue(entry.checkedAt.isNull() ? QStringLiteral("") : entry.checkedAt);
        if (!query.exec()) {
            return fail(SqlErrors::describe(query.lastError()));
        }
        m_copied.append(entry.itemKey);
    }
    return true;
}
