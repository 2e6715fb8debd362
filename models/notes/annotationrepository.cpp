// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationrepository.h"

#include "core/sqlerrors.h"
#include "core/utf8text.h"
#include "notes/annotationtemplates.h"
#include "store/projectstore.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

QString compact(const QJsonDocument &document)
{
    return QString::fromUtf8(document.toJson(QJsonDocument::Compact));
}

AnnotationTemplate shippedTemplate(AnnotationKind kind)
{
    if (const auto shipped = AnnotationTemplates::defaultFor(kind)) {
        return *shipped;
    }
    AnnotationTemplate empty;
    empty.kind = kind;
    return empty;
}

// The markdown inside a block quote: each line's "> " (or ">") taken off.
QString unquoted(const QString &text)
{
    QString normalized = text;
    normalized.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    normalized.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    QStringList lines = normalized.split(QLatin1Char('\n'));
    for (QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("> "))) {
            line = trimmed.mid(2);
        } else if (trimmed.startsWith(QLatin1Char('>'))) {
            line = trimmed.mid(1);
        }
    }
    return lines.join(QLatin1Char('\n'));
}

// The note's values as the fields' defaults (text fields only).
void setDefaults(AnnotationTemplate &annotationTemplate, const QJsonObject &values)
{
    for (AnnotationField &field : annotationTemplate.fields) {
        const QJsonValue value = values.value(field.key);
        if (field.type == AnnotationField::Table) {
            continue;
        }
        if (value.isString() && !value.toString().trimmed().isEmpty()) {
            field.defaultValue = value.toString();
        } else if (value.isDouble()) {
            field.defaultValue = QString::number(value.toDouble());
        }
    }
}

} // namespace

AnnotationRepository::AnnotationRepository(ProjectStore &store)
    : m_store(store)
{
}

QList<AnnotationTemplate> AnnotationRepository::templates() const
{
    m_error.clear();
    QHash<QString, AnnotationTemplate> edited; // by stored kind name
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    exec(query,
        QStringLiteral("SELECT kind, CAST(name AS BLOB), CAST(fields AS BLOB), CAST(body AS BLOB)"
                       " FROM annotation_templates WHERE builtin = 0 AND extra = 0 ORDER BY id"),
        {});
    while (query.next()) {
        if (const auto annotationTemplate = stored(query)) {
            edited.insert(AnnotationKinds::toString(annotationTemplate->kind), *annotationTemplate);
        }
    }
    QList<AnnotationTemplate> result;
    for (AnnotationKind kind : AnnotationKinds::all()) {
        const QString name = AnnotationKinds::toString(kind);
        result.append(edited.contains(name) ? edited.value(name) : shippedTemplate(kind));
    }
    return result;
}

AnnotationTemplate AnnotationRepository::templateFor(AnnotationKind kind) const
{
    const QList<AnnotationTemplate> all = templates();
    for (const AnnotationTemplate &annotationTemplate : all) {
        if (annotationTemplate.kind == kind) {
            return annotationTemplate;
        }
    }
    return shippedTemplate(kind);
}

std::optional<AnnotationTemplate> AnnotationRepository::stored(const QSqlQuery &query) const
{
    const QString kind = query.value(0).toString();
    QJsonObject object;
    object.insert(QStringLiteral("kind"), kind);
    object.insert(QStringLiteral("name"), Utf8Text::read(query.value(1)));
    object.insert(QStringLiteral("fields"), QJsonDocument::fromJson(Utf8Text::read(query.value(2)).toUtf8()).array());
    object.insert(QStringLiteral("body"), Utf8Text::read(query.value(3)));
    QString error;
    const auto annotationTemplate = AnnotationTemplate::fromJson(object, &error);
    if (!annotationTemplate) {
        fail(tr("The project's template for %1 no longer loads, the default is used instead: %2").arg(kind, error));
    }
    return annotationTemplate;
}

std::optional<AnnotationTemplate> AnnotationRepository::storedById(qint64 templateId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(
        QStringLiteral("SELECT kind, CAST(name AS BLOB), CAST(fields AS BLOB), CAST(body AS BLOB) FROM annotation_templates WHERE id = ?"));
    query.addBindValue(templateId);
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return stored(query);
}

std::optional<AnnotationTemplate> AnnotationRepository::templateFromNote(qint64 targetBlockId, const QString &name) const
{
    m_error.clear();
    if (name.trimmed().isEmpty()) {
        fail(tr("A template needs a name."));
        return std::nullopt;
    }
    QSqlQuery query(m_store.database());
    if (!exec(query,
            QStringLiteral("SELECT COALESCE(t.note_type, ''), CAST(t.text AS BLOB), a.target_block_id IS NOT NULL,"
                           " CAST(a.fields AS BLOB), a.template_id FROM target_blocks t"
                           " LEFT JOIN annotations a ON a.target_block_id = t.id WHERE t.id = ? AND t.origin = 'note'"),
            {targetBlockId})) {
        return std::nullopt;
    }
    const auto kind = query.next() ? AnnotationKinds::fromString(query.value(0).toString()) : std::nullopt;
    if (!kind) {
        fail(tr("Block %1 is no translator's note.").arg(targetBlockId));
        return std::nullopt;
    }
    AnnotationTemplate result;
    if (query.value(2).toBool()) {
        const auto from = query.value(4).isNull() ? std::nullopt : storedById(query.value(4).toLongLong());
        result = from ? *from : shippedTemplate(*kind);
        setDefaults(result, QJsonDocument::fromJson(Utf8Text::read(query.value(3)).toUtf8()).object());
    } else {
        result.kind = *kind;
        result.body = unquoted(Utf8Text::read(query.value(1)));
    }
    result.kind = *kind;
    result.name = name.trimmed();
    return result;
}

qint64 AnnotationRepository::saveTemplateFromNote(qint64 targetBlockId, const QString &name, bool replace)
{
    auto annotationTemplate = templateFromNote(targetBlockId, name);
    if (!annotationTemplate) {
        return 0;
    }
    annotationTemplate->extraId = replace ? extraTemplateId(name) : 0;
    if (annotationTemplate->extraId != 0) {
        return saveTemplate(*annotationTemplate) ? annotationTemplate->extraId : 0;
    }
    return addExtraTemplate(*annotationTemplate);
}

QList<AnnotationTemplate> AnnotationRepository::extraTemplates() const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    exec(query,
        QStringLiteral("SELECT kind, CAST(name AS BLOB), CAST(fields AS BLOB), CAST(body AS BLOB), id"
                       " FROM annotation_templates WHERE extra = 1 ORDER BY id"),
        {});
    QList<AnnotationTemplate> result;
    while (query.next()) {
        if (auto annotationTemplate = stored(query)) {
            annotationTemplate->extraId = query.value(4).toLongLong();
            result.append(*annotationTemplate);
        }
    }
    const QList<AnnotationKind> kinds = AnnotationKinds::all();
    std::stable_sort(result.begin(), result.end(),
        [&kinds](const AnnotationTemplate &a, const AnnotationTemplate &b) { return kinds.indexOf(a.kind) < kinds.indexOf(b.kind); });
    return result;
}

std::optional<AnnotationTemplate> AnnotationRepository::extraTemplate(qint64 extraId) const
{
    const QList<AnnotationTemplate> extras = extraTemplates();
    for (const AnnotationTemplate &annotationTemplate : extras) {
        if (annotationTemplate.extraId == extraId) {
            return annotationTemplate;
        }
    }
    return std::nullopt;
}

qint64 AnnotationRepository::extraTemplateId(const QString &name) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    if (!exec(query, QStringLiteral("SELECT id, CAST(name AS BLOB) FROM annotation_templates WHERE extra = 1"), {})) {
        return 0;
    }
    while (query.next()) {
        if (Utf8Text::read(query.value(1)).trimmed().compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
            return query.value(0).toLongLong();
        }
    }
    return 0;
}

qint64 AnnotationRepository::addExtraTemplate(const AnnotationTemplate &annotationTemplate)
{
    m_error.clear();
    AnnotationTemplate added = annotationTemplate;
    added.extraId = 0;
    added.name = added.name.trimmed();
    QString error;
    if (!AnnotationTemplate::fromJson(added.toJson(), &error)) {
        fail(error);
        return 0;
    }
    if (!checkExtraName(added.name, 0) || !inTransaction([&] { return insertExtra(added); })) {
        return 0;
    }
    return extraTemplateId(added.name);
}

bool AnnotationRepository::renameExtraTemplate(qint64 extraId, const QString &name)
{
    auto renamed = extraTemplate(extraId);
    if (!renamed) {
        return fail(tr("There is no such extra note template."));
    }
    renamed->name = name.trimmed();
    return saveTemplate(*renamed);
}

bool AnnotationRepository::removeExtraTemplate(qint64 extraId)
{
    m_error.clear();
    return inTransaction([&] {
        QSqlQuery query(m_store.database());
        if (!exec(query, QStringLiteral("DELETE FROM annotation_templates WHERE id = ? AND extra = 1"), {extraId})) {
            return false;
        }
        return query.numRowsAffected() > 0 || fail(tr("There is no such extra note template."));
    });
}

AnnotationTemplate AnnotationRepository::templateOfNote(qint64 targetBlockId, AnnotationKind kind) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT e.id FROM annotations a JOIN annotation_templates e ON e.id = a.template_id"
                                 " WHERE a.target_block_id = ? AND e.extra = 1 AND e.kind = ?"));
    query.addBindValue(targetBlockId);
    query.addBindValue(AnnotationKinds::toString(kind));
    if (query.exec() && query.next()) {
        if (const auto extra = extraTemplate(query.value(0).toLongLong())) {
            return *extra;
        }
    }
    return templateFor(kind);
}

bool AnnotationRepository::checkExtraName(const QString &name, qint64 extraId) const
{
    if (name.trimmed().isEmpty()) {
        return fail(tr("A template needs a name."));
    }
    const qint64 other = extraTemplateId(name);
    return other == 0 || other == extraId || fail(tr("There is already a note template named \"%1\".").arg(name.trimmed()));
}

bool AnnotationRepository::inTransaction(const std::function<bool()> &write)
{
    return m_store.inTransaction(write, &m_error);
}

bool AnnotationRepository::saveTemplate(const AnnotationTemplate &annotationTemplate)
{
    m_error.clear();
    QString error;
    if (!AnnotationTemplate::fromJson(annotationTemplate.toJson(), &error)) {
        return fail(error);
    }
    if (annotationTemplate.extraId != 0) {
        return checkExtraName(annotationTemplate.name, annotationTemplate.extraId)
            && inTransaction([&] { return updateExtra(annotationTemplate); });
    }
    return inTransaction([&] { return upsert(annotationTemplate); });
}

bool AnnotationRepository::insertExtra(const AnnotationTemplate &annotationTemplate)
{
    const QString fields = compact(QJsonDocument(annotationTemplate.toJson().value(QStringLiteral("fields")).toArray()));
    QSqlQuery insert(m_store.database());
    insert.prepare(QStringLiteral("INSERT INTO annotation_templates (kind, name, fields, body, builtin, extra)"
                                  " VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), 0, 1)"));
    insert.addBindValue(AnnotationKinds::toString(annotationTemplate.kind));
    insert.addBindValue(Utf8Text::bind(annotationTemplate.name));
    insert.addBindValue(Utf8Text::bind(fields));
    insert.addBindValue(Utf8Text::bind(annotationTemplate.body));
    return insert.exec() || failQuery(insert);
}

// A note of another kind than the template's stops rendering with it (templateOfNote).
bool AnnotationRepository::updateExtra(const AnnotationTemplate &annotationTemplate)
{
    const QString fields = compact(QJsonDocument(annotationTemplate.toJson().value(QStringLiteral("fields")).toArray()));
    QSqlQuery update(m_store.database());
    if (!exec(update,
            QStringLiteral("UPDATE annotation_templates SET kind = ?, name = CAST(? AS TEXT), fields = CAST(? AS TEXT),"
                           " body = CAST(? AS TEXT) WHERE id = ? AND extra = 1"),
            {AnnotationKinds::toString(annotationTemplate.kind), Utf8Text::bind(annotationTemplate.name.trimmed()), Utf8Text::bind(fields),
                Utf8Text::bind(annotationTemplate.body), annotationTemplate.extraId})) {
        return false;
    }
    return update.numRowsAffected() > 0 || fail(tr("There is no such extra note template."));
}

bool AnnotationRepository::upsert(const AnnotationTemplate &annotationTemplate)
{
    const QString kind = AnnotationKinds::toString(annotationTemplate.kind);
    const QString fields = compact(QJsonDocument(annotationTemplate.toJson().value(QStringLiteral("fields")).toArray()));
    QSqlQuery update(m_store.database());
    if (!exec(update,
            QStringLiteral("UPDATE annotation_templates SET name = CAST(? AS TEXT), fields = CAST(? AS TEXT), body = CAST(? AS TEXT)"
                           " WHERE kind = ? AND builtin = 0 AND extra = 0"),
            {Utf8Text::bind(annotationTemplate.name), Utf8Text::bind(fields), Utf8Text::bind(annotationTemplate.body), kind})) {
        return false;
    }
    if (update.numRowsAffected() > 0) {
        return true;
    }
    QSqlQuery insert(m_store.database());
    insert.prepare(QStringLiteral("INSERT INTO annotation_templates (kind, name, fields, body, builtin)"
                                  " VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), 0)"));
    insert.addBindValue(kind);
    insert.addBindValue(Utf8Text::bind(annotationTemplate.name));
    insert.addBindValue(Utf8Text::bind(fields));
    insert.addBindValue(Utf8Text::bind(annotationTemplate.body));
    return insert.exec() || failQuery(insert);
}

bool AnnotationRepository::resetTemplate(AnnotationKind kind)
{
    m_error.clear();
    return inTransaction([&] {
        QSqlQuery query(m_store.database());
        query.prepare(QStringLiteral("DELETE FROM annotation_templates WHERE kind = ? AND builtin = 0 AND extra = 0"));
        query.addBindValue(AnnotationKinds::toString(kind));
        return query.exec() || failQuery(query);
    });
}

bool AnnotationRepository::isCustomized(AnnotationKind kind) const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT 1 FROM annotation_templates WHERE kind = ? AND builtin = 0 AND extra = 0 LIMIT 1"),
            {AnnotationKinds::toString(kind)})) {
        return false;
    }
    return query.next();
}

std::optional<AnnotationRepository::Note> AnnotationRepository::note(qint64 targetBlockId) const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT kind, CAST(fields AS BLOB) FROM annotations WHERE target_block_id = ?"), {targetBlockId})) {
        return std::nullopt;
    }
    if (!query.next()) {
        return std::nullopt;
    }
    const auto kind = AnnotationKinds::fromString(query.value(0).toString());
    if (!kind) {
        return std::nullopt;
    }
    return Note {*kind, QJsonDocument::fromJson(Utf8Text::read(query.value(1)).toUtf8()).object()};
}

bool AnnotationRepository::writeNote(
    ProjectStore &store, qint64 targetBlockId, AnnotationKind kind, const QJsonObject &values, QString *error, qint64 extraId)
{
    const QString name = AnnotationKinds::toString(kind);
    QSqlQuery query(store.database());
    // The VALUES are computed before OR REPLACE deletes the old row: the extra template
    // asked for, else the one the note had, else the kind's own (NULL when shipped).
    query.prepare(
        QStringLiteral("INSERT OR REPLACE INTO annotations (target_block_id, template_id, kind, fields) VALUES (?, COALESCE("
                       " (SELECT id FROM annotation_templates WHERE id = ? AND kind = ? AND extra = 1),"
                       " (SELECT e.id FROM annotations a JOIN annotation_templates e ON e.id = a.template_id"
                       "  WHERE a.target_block_id = ? AND e.kind = ? AND e.extra = 1),"
                       " (SELECT max(id) FROM annotation_templates WHERE kind = ? AND builtin = 0 AND extra = 0)), ?, CAST(? AS TEXT))"));
    query.addBindValue(targetBlockId);
    query.addBindValue(extraId);
    query.addBindValue(name);
    query.addBindValue(targetBlockId);
    query.addBindValue(name);
    query.addBindValue(name);
    query.addBindValue(name);
    query.addBindValue(Utf8Text::bind(compact(QJsonDocument(values))));
    if (!query.exec()) {
        *error = SqlErrors::describe(query.lastError());
        return false;
    }
    return true;
}

bool AnnotationRepository::removeNote(ProjectStore &store, qint64 targetBlockId, QString *error)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("DELETE FROM annotations WHERE target_block_id = ?"));
    query.addBindValue(targetBlockId);
    if (!query.exec()) {
        *error = SqlErrors::describe(query.lastError());
        return false;
    }
    return true;
}
