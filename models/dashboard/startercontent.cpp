// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/startercontent.h"

#include "core/modelresources.h"
#include "dashboard/radarrepository.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray()) {
        if (!item.toString().trimmed().isEmpty()) {
            list.append(item.toString().trimmed());
        }
    }
    return list;
}

QList<int> numbers(const QJsonValue &value)
{
    QList<int> list;
    for (const QJsonValue &item : value.toArray()) {
        list.append(item.toInt());
    }
    return list;
}

TermRendering rendering(const QJsonObject &object)
{
    TermRendering rendering;
    rendering.text = object.value(QLatin1String("text")).toString();
    rendering.keywords = strings(object.value(QLatin1String("keywords")));
    rendering.regex = object.value(QLatin1String("regex")).toString();
    rendering.codeLanguage = object.value(QLatin1String("codeLanguage")).toString();
    rendering.postTags = strings(object.value(QLatin1String("postTags")));
    rendering.priority = object.value(QLatin1String("priority")).toInt();
    rendering.isDefault = object.value(QLatin1String("default")).toBool();
    return rendering;
}

TermEntry term(const QJsonObject &object)
{
    TermEntry entry;
    entry.source = object.value(QLatin1String("source")).toString().trimmed();
    entry.variants = strings(object.value(QLatin1String("variants")));
    entry.caseSensitive = object.value(QLatin1String("caseSensitive")).toBool();
    entry.keepEnglish = object.value(QLatin1String("keepEnglish")).toBool();
    entry.firstUse = object.value(QLatin1String("firstUse")).toString();
    entry.note = object.value(QLatin1String("note")).toString();
    for (const QJsonValue &value : object.value(QLatin1String("renderings")).toArray()) {
        entry.renderings.append(rendering(value.toObject()));
    }
    for (const QJsonValue &value : object.value(QLatin1String("forbidden")).toArray()) {
        const QJsonObject forbidden = value.toObject();
        entry.forbidden.append({forbidden.value(QLatin1String("text")).toString(), forbidden.value(QLatin1String("reason")).toString()});
    }
    for (const QJsonValue &value : object.value(QLatin1String("conflicts")).toArray()) {
        const QJsonObject conflict = value.toObject();
        entry.conflicts.append({conflict.value(QLatin1String("context")).toString(), conflict.value(QLatin1String("correct")).toString(),
            conflict.value(QLatin1String("wrong")).toString(), numbers(conflict.value(QLatin1String("issues")))});
    }
    return entry;
}

StarterContent::Dimension dimension(const QJsonObject &object)
{
    StarterContent::Dimension dimension;
    dimension.name = object.value(QLatin1String("name")).toString().trimmed();
    dimension.color = object.value(QLatin1String("color")).toString();
    for (const QJsonValue &value : object.value(QLatin1String("technologies")).toArray()) {
        const QJsonObject technology = value.toObject();
        dimension.technologies.append(
            {technology.value(QLatin1String("name")).toString().trimmed(), strings(technology.value(QLatin1String("aliases")))});
    }
    return dimension;
}

} // namespace

bool StarterContent::loadShipped()
{
    ModelResources::ensureLoaded();
    QFile file(QStringLiteral(":/templates/starter.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(tr("The starter content cannot be read: %1").arg(file.errorString()));
    }
    return load(file.readAll());
}

bool StarterContent::load(const QByteArray &json)
{
    m_error.clear();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (!document.isObject()) {
        return fail(tr("The starter content is not a JSON object: %1").arg(error.errorString()));
    }
    QList<Dimension> dimensions;
    for (const QJsonValue &value : document.object().value(QLatin1String("dimensions")).toArray()) {
        dimensions.append(dimension(value.toObject()));
        for (const Technology &technology : dimensions.constLast().technologies) {
            if (dimensions.constLast().name.isEmpty() || technology.name.isEmpty()) {
                return fail(tr("The starter content has a dimension or technology without a name."));
            }
        }
    }
    QList<TermEntry> terms;
    for (const QJsonValue &value : document.object().value(QLatin1String("terms")).toArray()) {
        terms.append(term(value.toObject()));
        if (terms.constLast().source.isEmpty()) {
            return fail(tr("The starter content has a term without a source."));
        }
    }
    m_dimensions = dimensions;
    m_terms = terms;
    return true;
}

bool StarterContent::apply(ProjectStore &store, Counts *counts)
{
    m_error.clear();
    Counts added;
    const bool ok = store.inTransaction(
        [&] {
            for (const Dimension &dimension : m_dimensions) {
                if (!applyDimension(store, dimension, &added)) {
                    return false;
                }
            }
            TermRepository terms(store);
            TermRepository::Counts termCounts;
            if (!terms.add(m_terms, &termCounts)) {
                return fail(terms.errorString());
            }
            added.terms = termCounts.added + termCounts.merged;
            return true;
        },
        &m_error);
    if (ok && counts) {
        *counts = added;
    }
    return ok;
}

bool StarterContent::applyDimension(ProjectStore &store, const Dimension &dimension, Counts *counts)
{
    RadarRepository radar(store);
    qint64 id = 0;
    if (const auto stored = radar.dimension(dimension.name)) {
        id = stored->id;
    } else {
        id = radar.addDimension(dimension.name, dimension.color);
        if (id == 0) {
            return fail(radar.errorString());
        }
        ++counts->dimensions;
    }
    for (const Technology &technology : dimension.technologies) {
        if (radar.technology(technology.name)) {
            continue;
        }
        if (radar.addTechnology(id, technology.name, technology.aliases) == 0) {
            return fail(radar.errorString());
        }
        ++counts->technologies;
    }
    return true;
}
