// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationtemplate.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace {

const QRegularExpression &keyPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z_][a-z0-9_]*$"));
    return pattern;
}

// {{key}}, {{#key}}, {{^key}}, {{/key}}: the same syntax AnnotationRenderer fills.
const QRegularExpression &placeholderPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\{\\{([#^/]?)([a-z_][a-z0-9_]*)\\}\\}"));
    return pattern;
}

QStringList stringList(const QJsonValue &value)
{
    QStringList result;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        result.append(item.toString());
    }
    return result;
}

QJsonObject fieldToJson(const AnnotationField &field)
{
    QJsonObject object {
        {QStringLiteral("key"), field.key},
        {QStringLiteral("label"), field.label},
        {QStringLiteral("type"), AnnotationField::typeToString(field.type)},
        {QStringLiteral("placeholder"), field.placeholder},
        {QStringLiteral("optional"), field.optional},
    };
    if (field.type == AnnotationField::Table) {
        object.insert(QStringLiteral("columns"), QJsonArray::fromStringList(field.columns));
        if (!field.optionalColumns.isEmpty()) {
            object.insert(QStringLiteral("optional_columns"), QJsonArray::fromStringList(field.optionalColumns));
        }
    }
    if (!field.defaultValue.isEmpty()) {
        object.insert(QStringLiteral("default"), field.defaultValue);
    }
    return object;
}

} // namespace

std::optional<AnnotationField> AnnotationTemplate::field(const QString &key) const
{
    for (const AnnotationField &candidate : fields) {
        if (candidate.key == key) {
            return candidate;
        }
    }
    return std::nullopt;
}

QJsonObject AnnotationTemplate::toJson() const
{
    QJsonArray fieldArray;
    for (const AnnotationField &entry : fields) {
        fieldArray.append(fieldToJson(entry));
    }
    return {
        {QStringLiteral("kind"), AnnotationKinds::toString(kind)},
        {QStringLiteral("name"), name},
        {QStringLiteral("fields"), fieldArray},
        {QStringLiteral("body"), body},
    };
}

std::optional<AnnotationTemplate> AnnotationTemplate::fromJson(const QJsonObject &object, QString *error)
{
    QString message;
    const std::optional<AnnotationTemplate> result = parse(object, &message);
    if (error) {
        *error = message;
    }
    return result;
}

std::optional<AnnotationTemplate> AnnotationTemplate::parse(const QJsonObject &object, QString *error)
{
    const QString kindName = object.value(QStringLiteral("kind")).toString();
    const std::optional<AnnotationKind> kind = AnnotationKinds::fromString(kindName);
    if (!kind) {
        *error = tr("Unknown note kind \"%1\".").arg(kindName);
        return std::nullopt;
    }
    AnnotationTemplate result;
    result.kind = *kind;
    result.name = object.value(QStringLiteral("name")).toString().trimmed();
    result.body = object.value(QStringLiteral("body")).toString();
    const QJsonArray fieldArray = object.value(QStringLiteral("fields")).toArray();
    for (int i = 0; i < fieldArray.size(); ++i) {
        const std::optional<AnnotationField> parsed = parseField(fieldArray.at(i).toObject(), i, error);
        if (!parsed) {
            return std::nullopt;
        }
        if (result.field(parsed->key)) {
            *error = tr("Two fields have the key \"%1\".").arg(parsed->key);
            return std::nullopt;
        }
        result.fields.append(*parsed);
    }
    if (result.name.isEmpty()) {
        *error = tr("The template has no name.");
        return std::nullopt;
    }
    *error = result.bodyError();
    if (!error->isEmpty()) {
        return std::nullopt;
    }
    return result;
}

std::optional<AnnotationField> AnnotationTemplate::parseField(const QJsonObject &object, int index, QString *error)
{
    AnnotationField field;
    field.key = object.value(QStringLiteral("key")).toString();
    if (!keyPattern().match(field.key).hasMatch()) {
        *error = tr("Field %1 has no valid key (a–z, digits and _, not starting with a digit).").arg(index + 1);
        return std::nullopt;
    }
    const QString typeName = object.value(QStringLiteral("type")).toString();
    const std::optional<AnnotationField::Type> type = AnnotationField::typeFromString(typeName);
    if (!type) {
        *error = tr("Field \"%1\" has an unknown type \"%2\".").arg(field.key, typeName);
        return std::nullopt;
    }
    field.type = *type;
    field.label = object.value(QStringLiteral("label")).toString();
    field.placeholder = object.value(QStringLiteral("placeholder")).toString();
    field.optional = object.value(QStringLiteral("optional")).toBool();
    field.defaultValue = object.value(QStringLiteral("default")).toString();
    if (field.type == AnnotationField::Table) {
        field.columns = stringList(object.value(QStringLiteral("columns")));
        if (field.columns.isEmpty()) {
            *error = tr("The table field \"%1\" has no columns.").arg(field.key);
            return std::nullopt;
        }
        field.optionalColumns = stringList(object.value(QStringLiteral("optional_columns")));
        for (const QString &column : std::as_const(field.optionalColumns)) {
            if (!field.columns.contains(column)) {
                *error = tr("The table field \"%1\" has no column \"%2\" to leave out.").arg(field.key, column);
                return std::nullopt;
            }
        }
    }
    return field;
}

QString AnnotationTemplate::bodyError() const
{
    QStringList open; // the keys of the sections around the current position, innermost last
    QRegularExpressionMatchIterator it = placeholderPattern().globalMatch(body);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString sigil = match.captured(1);
        const QString key = match.captured(2);
        if (sigil.isEmpty() && key == QLatin1String("comment") && !field(key)) {
            if (!field(QStringLiteral("language"))) {
                return tr("The body uses {{comment}}, but the template has no field \"language\".");
            }
            continue;
        }
        if (!field(key)) {
            return tr("The body names {{%1%2}}, which is no field of the template.").arg(sigil, key);
        }
        if (sigil == QLatin1String("/")) {
            if (open.isEmpty() || open.constLast() != key) {
                return tr("{{/%1}} closes no open section.").arg(key);
            }
            open.removeLast();
        } else if (!sigil.isEmpty()) {
            if (open.contains(key)) {
                return tr("The section {{%1%2}} opens inside a section of the same field.").arg(sigil, key);
            }
            open.append(key);
        }
    }
    if (!open.isEmpty()) {
        return tr("The section of \"%1\" is never closed.").arg(open.constLast());
    }
    return {};
}
