// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/gpucatalog.h"

#include "notes/catalogjson.h"

#include <QJsonObject>

namespace {

QList<int> integers(const QJsonValue &value)
{
    QList<int> result;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        result.append(item.toInt());
    }
    return result;
}

GpuCatalog::Entry entryOf(const QJsonObject &object)
{
    GpuCatalog::Entry entry;
    entry.name = object.value(QStringLiteral("name")).toString().trimmed();
    entry.aliases = CatalogJson::strings(object.value(QStringLiteral("aliases")));
    entry.vendor = object.value(QStringLiteral("vendor")).toString();
    entry.formFactors = CatalogJson::strings(object.value(QStringLiteral("formFactors")));
    entry.memoryGB = integers(object.value(QStringLiteral("memoryGB")));
    entry.nvlink = object.value(QStringLiteral("nvlink")).toString();
    entry.domesticEquivalent = object.value(QStringLiteral("domesticEquivalent")).toString();
    return entry;
}

} // namespace

bool GpuCatalog::load(QIODevice &device)
{
    m_entries.clear();
    const QJsonArray gpus = CatalogJson::readArray(device, QStringLiteral("gpus"), &m_error);
    if (!m_error.isEmpty()) {
        return false;
    }
    QList<Entry> entries;
    for (int i = 0; i < gpus.size(); ++i) {
        const Entry entry = entryOf(gpus.at(i).toObject());
        if (entry.name.isEmpty()) {
            return fail(tr("GPU %1 of the catalogue has no name.").arg(i + 1));
        }
        static const QStringList nvlinkValues {QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("partial")};
        if (!nvlinkValues.contains(entry.nvlink)) {
            return fail(tr("GPU %1 (%2): \"nvlink\" must be yes, no or partial.").arg(i + 1).arg(entry.name));
        }
        entries.append(entry);
    }
    m_entries = entries;
    return true;
}

bool GpuCatalog::fail(const QString &message)
{
    m_entries.clear();
    return Fallible::fail(message);
}
