// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

QVariant itemsValue(const ChecklistTemplate &checklist)
{
    return Utf8Text::bind(QString::fromUtf8(QJsonDocument(checklist.itemsToJson()).toJson(QJsonDocument::Compact)));
}

// A template row (id, name, items as a blob) as a template; error says why not.
std::optional<ChecklistTemplate> templateFrom(const QSqlQuery &query, QString *error)
{
    const qint64 id = query.value(0).toLongLong();
    QJsonParseError parseError;
    const QJsonDocument items = QJsonDocument::fromJson(query.value(2).toByteArray(), &parseError);
    QJsonObject object {{QStringLiteral("name"), Utf8Text::read(query.value(1))}};
    if (parseError.error == QJsonParseError::NoError) {
        object.insert(QStringLiteral("items"), items.array());
    }
    QString problem;
    std::optional<ChecklistTemplate> result = ChecklistTemplate::fromJson(object, &problem);
    if (!result) {
        *error = ChecklistRepository::tr("The stored checklist %1 cannot be read: %2").arg(id).arg(problem);
        return std::nullopt;
    }
    result->id = id;
    return result;
}

QStringList keysFrom(const QByteArray &json)
{
    QStringList keys;
    const QJsonArray array = QJsonDocument::fromJson(json).array();
    for (const QJsonValue &value : array) {
        keys.append(value.toString());
    }
    return keys;
}

} // namespace

ChecklistRepository::ChecklistRepository(ProjectStore &store)
    : m_store(store)
{
}

QList<ChecklistTemplate> ChecklistRepository::templates()
{
    bool any = false;
    const QList<ChecklistTemplate> found = storedTemplates(&any);
    if (!any && m_error.isEmpty()) {
        return seedDefault() ? templates() : QList<ChecklistTemplate>();
    }
    return found;
}

QList<ChecklistTemplate> ChecklistRepository::storedTemplates(bool *any) const
{
    m_error.clear();
    *any = false;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, CAST(name AS BLOB), CAST(items AS BLOB) FROM checklist_templates ORDER BY id"));
    if (!exec(query)) {
        return {};
    }
    QList<ChecklistTemplate> found;
    while (query.next()) {
        *any = true;
        QString problem;
        if (const auto loaded = templateFrom(query, &problem)) {
            found.append(*loaded);
        } else {
            m_error = problem;
        }
    }
    return found;
}

std::optional<ChecklistTemplate> ChecklistRepository::templateById(qint64 templateId) const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT id, CAST(name AS BLOB), CAST(items AS BLOB) FROM checklist_templates WHERE id = ?"));
    query.addBindValue(templateId);
    if (!exec(query)) {
        return std::nullopt;
    }
    if (!query.next()) {
        fail(tr("Checklist %1 does not exist.").arg(templateId));
        return std::nullopt;
    }
    return templateFrom(query, &m_error);
}

qint64 ChecklistRepository::saveTemplate(const ChecklistTemplate &checklist)
{
    m_error.clear();
    const QString problem = checklist.problem();
    if (!problem.isEmpty()) {
        fail(problem);
        return 0;
    }
    QSqlQuery query(m_store.database());
    if (checklist.id == 0) {
        query.prepare(QStringLiteral("INSERT INTO checklist_templates (name, items) VALUES (CAST(? AS TEXT), CAST(? AS TEXT))"));
    } else {
        query.prepare(QStringLiteral("UPDATE checklist_templates SET name = CAST(? AS TEXT), items = CAST(? AS TEXT) WHERE id = ?"));
    }
    query.addBindValue(Utf8Text::bind(checklist.name.trimmed()));
    query.addBindValue(itemsValue(checklist));
    if (checklist.id != 0) {
        query.addBindValue(checklist.id);
    }
    if (!writeOne(query, tr("Checklist %1 does not exist.").arg(checklist.id))) {
        return 0;
    }
    return checklist.id != 0 ? checklist.id : query.lastInsertId().toLongLong();
}

bool ChecklistRepository::removeTemplate(qint64 templateId)
{
    m_error.clear();
    const bool active = storedActiveId() == templateId;
    return m_store.inTransaction(
        [&] {
            QSqlQuery query(m_store.database());
            // SQLite may give a later template this id again: it must not become active then.
            return exec(query, QStringLiteral("DELETE FROM checklist_templates WHERE id = ?"), {templateId})
                && (query.numRowsAffected() == 1 || fail(tr("Checklist %1 does not exist.").arg(templateId)))
                && (!active
                    || exec(m_store.database(), QStringLiteral("DELETE FROM project_settings WHERE key = ?"), {activeTemplateSetting()}));
        },
        &m_error);
}

qint64 ChecklistRepository::activeTemplateId()
{
    const qint64 stored = storedActiveId();
    if (stored != 0) {
        return stored;
    }
    const QList<ChecklistTemplate> all = templates();
    return all.isEmpty() ? 0 : all.constFirst().id;
}

bool ChecklistRepository::setActiveTemplate(qint64 templateId)
{
    if (!templateById(templateId)) {
        return false;
    }
    return m_store.inTransaction([&] { return m_store.setSetting(activeTemplateSetting(), QString::number(templateId)); }, &m_error);
}

std::optional<ChecklistTemplate> ChecklistRepository::activeTemplate()
{
    const qint64 id = activeTemplateId();
    return id != 0 ? templateById(id) : std::nullopt;
}

std::optional<ChecklistRun> ChecklistRepository::currentRun(qint64 issueId)
{
    m_error.clear();
    std::optional<ChecklistRun> run = latestRun(issueId);
    if (run || !m_error.isEmpty()) {
        return run;
    }
    if (!issueExists(issueId)) {
        return std::nullopt;
    }
    const qint64 templateId = activeTemplateId();
    if (templateId == 0 || insertRun(issueId, templateId) == 0) {
        return std::nullopt;
    }
    return latestRun(issueId);
}

std::optional<ChecklistTemplate> ChecklistRepository::templateOf(const ChecklistRun &run)
{
    return run.templateId != 0 ? templateById(run.templateId) : activeTemplate();
}

QList<ChecklistTemplate> ChecklistRepository::templatesOrDefault() const
{
    bool any = false;
    const QList<ChecklistTemplate> found = storedTemplates(&any);
    return any || !m_error.isEmpty() ? found : QList<ChecklistTemplate> {ChecklistTemplate::shippedDefault()};
}

std::optional<ChecklistTemplate> ChecklistRepository::activeTemplateOrDefault() const
{
    const qint64 stored = storedActiveId();
    if (stored != 0) {
        return templateById(stored);
    }
    const QList<ChecklistTemplate> all = templatesOrDefault();
    if (all.isEmpty()) {
        return std::nullopt;
    }
    return all.constFirst();
}

std::optional<ChecklistRun> ChecklistRepository::currentRunOrDefault(qint64 issueId) const
{
    m_error.clear();
    std::optional<ChecklistRun> run = latestRun(issueId);
    if (run || !m_error.isEmpty() || !issueExists(issueId)) {
        return run;
    }
    ChecklistRun unstored;
    unstored.issueId = issueId;
    return unstored;
}

std::optional<ChecklistTemplate> ChecklistRepository::templateOrDefault(const ChecklistRun &run) const
{
    return run.templateId != 0 ? templateById(run.templateId) : activeTemplateOrDefault();
}

bool ChecklistRepository::setChecked(qint64 issueId, const QString &itemKey, bool checked, const QString &who, const QString &note)
{
    const std::optional<ChecklistRun> run = currentRun(issueId);
    const std::optional<ChecklistTemplate> checklist = run ? templateOf(*run) : std::nullopt;
    if (!checklist) {
        return false;
    }
    const std::optional<ChecklistItem> item = checklist->item(itemKey);
    if (!item) {
        return fail(tr("\"%1\" is no item of the checklist \"%2\".").arg(itemKey, checklist->name));
    }
    if (!item->isManual()) {
        return fail(tr("\"%1\" is computed from the project; nobody checks it by hand.").arg(item->title));
    }
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO checklist_results (run_id, item_key, checked, note, checked_by, checked_at)"
                                 " VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?)"));
    query.addBindValue(run->id);
    query.addBindValue(itemKey);
    query.addBindValue(checked ? 1 : 0);
    query.addBindValue(Utf8Text::bind(note.trimmed()));
    query.addBindValue(Utf8Text::bind(who.trimmed()));
    query.addBindValue(Timestamps::now());
    return writeOne(query);
}

bool ChecklistRepository::recordOverride(qint64 issueId, const QStringList &openItemKeys, const QString &reason, const QString &author)
{
    m_error.clear();
    if (openItemKeys.isEmpty()) {
        return fail(tr("An export override needs the open items it overrides."));
    }
    if (!issueExists(issueId)) {
        return false;
    }
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT INTO export_overrides (issue_id, open_items, reason, author, created_at)"
                                 " VALUES (?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?)"));
    query.addBindValue(issueId);
    query.addBindValue(QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(openItemKeys)).toJson(QJsonDocument::Compact)));
    query.addBindValue(Utf8Text::bind(reason.trimmed()));
    query.addBindValue(Utf8Text::bind(author.trimmed()));
    query.addBindValue(Timestamps::now());
    return writeOne(query);
}

QList<ExportOverride> ChecklistRepository::overrides(qint64 issueId) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT id, CAST(open_items AS BLOB), CAST(reason AS BLOB), CAST(author AS BLOB), created_at"
                       " FROM export_overrides WHERE issue_id = ? ORDER BY id"),
        {issueId}, [issueId](const QSqlQuery &query) {
            ExportOverride entry;
            entry.id = query.value(0).toLongLong();
            entry.issueId = issueId;
            entry.openItems = keysFrom(query.value(1).toByteArray());
            entry.reason = Utf8Text::read(query.value(2));
            entry.author = Utf8Text::read(query.value(3));
            entry.createdAt = query.value(4).toString();
            return entry;
        });
}

bool ChecklistRepository::seedDefault()
{
    const ChecklistTemplate shipped = ChecklistTemplate::shippedDefault();
    if (!shipped.problem().isEmpty()) {
        return fail(tr("The checklist Yiqiao ships is broken: %1").arg(shipped.problem()));
    }
    return m_store.inTransaction(
        [&] {
            QSqlQuery query(m_store.database());
            return exec(query, QStringLiteral("INSERT INTO checklist_templates (name, items) VALUES (CAST(? AS TEXT), CAST(? AS TEXT))"),
                       {Utf8Text::bind(shipped.name), itemsValue(shipped)})
                && m_store.setSetting(activeTemplateSetting(), query.lastInsertId().toString());
        },
        &m_error);
}

qint64 ChecklistRepository::storedActiveId() const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT t.id FROM project_settings s JOIN checklist_templates t ON t.id = CAST(s.value AS INTEGER)"
                                 " WHERE s.key = ?"));
    query.addBindValue(activeTemplateSetting());
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

std::optional<ChecklistRun> ChecklistRepository::latestRun(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT id, template_id, started_at FROM checklist_runs WHERE issue_id = ? ORDER BY id DESC LIMIT 1"));
    query.addBindValue(issueId);
    if (!exec(query) || !query.next()) {
        return std::nullopt;
    }
    ChecklistRun run;
    run.id = query.value(0).toLongLong();
    run.issueId = issueId;
    run.templateId = query.value(1).isNull() ? 0 : query.value(1).toLongLong();
    run.startedAt = query.value(2).toString();
    if (!loadResults(&run)) {
        return std::nullopt;
    }
    return run;
}

qint64 ChecklistRepository::insertRun(qint64 issueId, qint64 templateId)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("INSERT INTO checklist_runs (issue_id, template_id, started_at) VALUES (?, ?, ?)"));
    query.addBindValue(issueId);
    query.addBindValue(templateId);
    query.addBindValue(Timestamps::now());
    return writeOne(query) ? query.lastInsertId().toLongLong() : 0;
}

bool ChecklistRepository::loadResults(ChecklistRun *run) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT item_key, checked, CAST(note AS BLOB), CAST(checked_by AS BLOB), checked_at"
                                 " FROM checklist_results WHERE run_id = ? ORDER BY item_key"));
    query.addBindValue(run->id);
    if (!exec(query)) {
        return false;
    }
    while (query.next()) {
        ChecklistRun::Result result;
        result.itemKey = query.value(0).toString();
        result.checked = query.value(1).toInt() != 0;
        result.note = Utf8Text::read(query.value(2));
        result.checkedBy = Utf8Text::read(query.value(3));
        result.checkedAt = query.value(4).toString();
        run->results.append(result);
    }
    return true;
}

bool ChecklistRepository::issueExists(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT 1 FROM issues WHERE id = ?"));
    query.addBindValue(issueId);
    return exec(query) && (query.next() || fail(tr("Issue %1 does not exist.").arg(issueId)));
}

bool ChecklistRepository::writeOne(QSqlQuery &query, const QString &notFound)
{
    return m_store.inTransaction(
        [&] { return exec(query) && (notFound.isEmpty() || query.numRowsAffected() >= 1 || fail(notFound)); }, &m_error);
}
