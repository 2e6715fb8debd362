// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/compatcatalog.h"

#include "notes/catalogjson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString().trimmed();
}

bool isVersion(const QString &version)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d+(\\.\\d+){0,2}$"));
    return pattern.match(version).hasMatch();
}

} // namespace

bool CompatCatalog::load(QIODevice &device)
{
    m_entries.clear();
    m_version = 0;
    const QJsonArray array = CatalogJson::readArray(device, QStringLiteral("entries"), &m_error);
    if (!m_error.isEmpty()) {
        return false;
    }
    device.seek(0);
    const int version = QJsonDocument::fromJson(device.readAll()).object().value(QStringLiteral("version")).toInt();
    QList<Entry> entries;
    QSet<QString> ids;
    for (int i = 0; i < array.size(); ++i) {
        Entry entry;
        if (!parseEntry(array.at(i).toObject(), i + 1, &entry)) {
            return false;
        }
        if (ids.contains(entry.id)) {
            return fail(tr("Entry %1 of the compatibility catalogue repeats the id \"%2\".").arg(i + 1).arg(entry.id));
        }
        ids.insert(entry.id);
        entries.append(entry);
    }
    m_entries = entries;
    m_version = version;
    return true;
}

bool CompatCatalog::parseEntry(const QJsonObject &object, int number, Entry *entry)
{
    entry->id = text(object, "id");
    entry->note = text(object, "note");
    entry->source = text(object, "source");
    if (entry->id.isEmpty()) {
        return fail(tr("Entry %1 of the compatibility catalogue has no id.").arg(number));
    }
    if (!entry->source.startsWith(QLatin1String("https://")) && !entry->source.startsWith(QLatin1String("http://"))) {
        return fail(tr("Entry %1 of the compatibility catalogue has no source link (http:// or https://).").arg(number));
    }
    return parseKind(object, number, entry);
}

bool CompatCatalog::parseKind(const QJsonObject &object, int number, Entry *entry)
{
    const QString kind = text(object, "kind");
    entry->package = text(object, "package").toLower();
    if (kind == QLatin1String("symbol")) {
        entry->kind = Kind::Symbol;
        entry->symbol = text(object, "symbol");
        entry->deprecated = text(object, "deprecated");
        entry->removed = text(object, "removed");
        entry->replacement = text(object, "replacement");
        const bool versions = (entry->deprecated.isEmpty() || isVersion(entry->deprecated))
            && (entry->removed.isEmpty() || isVersion(entry->removed)) && !(entry->deprecated + entry->removed).isEmpty();
        if (entry->package.isEmpty() || entry->symbol.isEmpty() || !versions) {
            return fail(tr("Entry %1 of the compatibility catalogue (symbol) needs a package, a symbol and a version it was deprecated "
                           "or removed in, like \"4.0.0\".")
                            .arg(number));
        }
        return true;
    }
    if (kind == QLatin1String("series")) {
        entry->kind = Kind::Series;
        for (const QString &package : CatalogJson::strings(object.value(QStringLiteral("packages")))) {
            entry->packages.append(package.trimmed().toLower());
        }
        const QJsonArray rows = object.value(QStringLiteral("rows")).toArray();
        for (const QJsonValue &row : rows) {
            const QStringList series = CatalogJson::strings(row);
            if (series.size() != entry->packages.size() || !std::all_of(series.cbegin(), series.cend(), isVersion)) {
                return fail(
                    tr("Entry %1 of the compatibility catalogue (series) has a row that is not one version per package.").arg(number));
            }
            entry->rows.append(series);
        }
        if (entry->packages.size() < 2 || entry->rows.isEmpty()) {
            return fail(tr("Entry %1 of the compatibility catalogue (series) needs two packages or more and rows.").arg(number));
        }
        return true;
    }
    if (kind == QLatin1String("requires")) {
        entry->kind = Kind::Requires;
        entry->since = text(object, "since");
        entry->needs = text(object, "requires").toLower();
        entry->minimum = text(object, "minimum");
        if (entry->package.isEmpty() || entry->needs.isEmpty() || !isVersion(entry->since) || !isVersion(entry->minimum)) {
            return fail(tr("Entry %1 of the compatibility catalogue (requires) needs a package, since, requires and minimum.").arg(number));
        }
        return true;
    }
    return fail(
        tr("Entry %1 of the compatibility catalogue has an unknown kind \"%2\" (symbol, series or requires).").arg(number).arg(kind));
}

bool CompatCatalog::fail(const QString &message)
{
    m_entries.clear();
    m_version = 0;
    return Fallible::fail(message);
}
