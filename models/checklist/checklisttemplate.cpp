// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklisttemplate.h"

#include "core/modelresources.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QtDebug>

#include <algorithm>

namespace {

const QRegularExpression &keyPattern()
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z_][a-z0-9_]*$"));
    return pattern;
}

QString kindName(ChecklistItem::Kind kind)
{
    return kind == ChecklistItem::Kind::Computed ? QStringLiteral("computed") : QStringLiteral("manual");
}

QJsonObject itemToJson(const ChecklistItem &item)
{
    QJsonObject object {
        {QStringLiteral("key"), item.key},
        {QStringLiteral("title"), item.title},
        {QStringLiteral("description"), item.description},
        {QStringLiteral("kind"), kindName(item.kind)},
    };
    if (!item.isManual()) {
        object.insert(QStringLiteral("rule"), ChecklistRules::toString(item.rule));
    }
    return object;
}

} // namespace

std::optional<ChecklistItem> ChecklistTemplate::item(const QString &key) const
{
    const auto it = std::find_if(items.cbegin(), items.cend(), [&key](const ChecklistItem &i) { return i.key == key; });
    return it == items.cend() ? std::nullopt : std::optional<ChecklistItem>(*it);
}

bool ChecklistTemplate::hasRule(ChecklistRule rule) const
{
    return std::any_of(items.cbegin(), items.cend(), [rule](const ChecklistItem &i) { return !i.isManual() && i.rule == rule; });
}

QJsonObject ChecklistTemplate::toJson() const
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("items"), itemsToJson()}};
}

QJsonArray ChecklistTemplate::itemsToJson() const
{
    QJsonArray array;
    for (const ChecklistItem &entry : items) {
        array.append(itemToJson(entry));
    }
    return array;
}

QString ChecklistTemplate::problem() const
{
    if (name.trimmed().isEmpty()) {
        return tr("The checklist has no name.");
    }
    if (items.isEmpty()) {
        return tr("The checklist has no items.");
    }
    QSet<QString> keys;
    for (int i = 0; i < items.size(); ++i) {
        const ChecklistItem &entry = items.at(i);
        if (!keyPattern().match(entry.key).hasMatch()) {
            return tr("Item %1 has no valid key (a–z, digits and _, not starting with a digit).").arg(i + 1);
        }
        if (keys.contains(entry.key)) {
            return tr("Two items have the key \"%1\".").arg(entry.key);
        }
        keys.insert(entry.key);
        if (entry.title.trimmed().isEmpty()) {
            return tr("The item \"%1\" has no title.").arg(entry.key);
        }
    }
    return {};
}

std::optional<ChecklistTemplate> ChecklistTemplate::fromJson(const QJsonObject &object, QString *error)
{
    QString message;
    ChecklistTemplate result;
    result.name = object.value(QStringLiteral("name")).toString().trimmed();
    const QJsonValue itemsValue = object.value(QStringLiteral("items"));
    if (!itemsValue.isArray()) {
        message = tr("The checklist has no \"items\" list.");
    } else if (const auto parsed = itemsFromJson(itemsValue.toArray(), &message)) {
        result.items = *parsed;
        message = result.problem();
    }
    if (error) {
        *error = message;
    }
    return message.isEmpty() ? std::optional<ChecklistTemplate>(result) : std::nullopt;
}

std::optional<ChecklistTemplate> ChecklistTemplate::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    QString message;
    if (parseError.error != QJsonParseError::NoError) {
        message = tr("The checklist is not valid JSON (at byte %1): %2").arg(parseError.offset).arg(parseError.errorString());
    } else if (!document.isObject()) {
        message = tr("The checklist is not a JSON object.");
    }
    if (!message.isEmpty()) {
        if (error) {
            *error = message;
        }
        return std::nullopt;
    }
    return fromJson(document.object(), error);
}

std::optional<QList<ChecklistItem>> ChecklistTemplate::itemsFromJson(const QJsonArray &array, QString *error)
{
    QList<ChecklistItem> parsedItems;
    for (int i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject()) {
            *error = tr("Item %1 is not a JSON object.").arg(i + 1);
            return std::nullopt;
        }
        const std::optional<ChecklistItem> parsed = parseItem(array.at(i).toObject(), i, error);
        if (!parsed) {
            return std::nullopt;
        }
        parsedItems.append(*parsed);
    }
    error->clear();
    return parsedItems;
}

std::optional<ChecklistItem> ChecklistTemplate::parseItem(const QJsonObject &object, int index, QString *error)
{
    ChecklistItem result;
    result.key = object.value(QStringLiteral("key")).toString();
    result.title = object.value(QStringLiteral("title")).toString().trimmed();
    result.description = object.value(QStringLiteral("description")).toString().trimmed();
    const QString label = result.key.isEmpty() ? tr("Item %1").arg(index + 1) : tr("The item \"%1\"").arg(result.key);
    const QString kind = object.value(QStringLiteral("kind")).toString();
    const bool hasRule = object.contains(QStringLiteral("rule"));
    if (kind == QLatin1String("manual")) {
        if (hasRule) {
            *error = tr("%1 is checked by hand and can have no rule.").arg(label);
            return std::nullopt;
        }
        return result;
    }
    if (kind != QLatin1String("computed")) {
        *error = tr("%1 has an unknown kind \"%2\" (manual or computed).").arg(label, kind);
        return std::nullopt;
    }
    const QString ruleName = object.value(QStringLiteral("rule")).toString();
    const std::optional<ChecklistRule> rule = ChecklistRules::fromString(ruleName);
    if (!rule) {
        *error = hasRule ? tr("%1 has an unknown rule \"%2\".").arg(label, ruleName) : tr("%1 is computed but has no rule.").arg(label);
        return std::nullopt;
    }
    result.kind = ChecklistItem::Kind::Computed;
    result.rule = *rule;
    return result;
}

ChecklistTemplate ChecklistTemplate::shippedDefault()
{
    ModelResources::ensureLoaded();
    QFile file(QStringLiteral(":/templates/checklist.json"));
    QString error;
    std::optional<ChecklistTemplate> parsed;
    if (file.open(QIODevice::ReadOnly)) {
        parsed = fromJson(file.readAll(), &error);
    } else {
        error = file.errorString();
    }
    if (!parsed) {
        qWarning() << "The shipped checklist is broken:" << error;
        return {};
    }
    return *parsed;
}
