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

QString text(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString().trimmed();
}

// "forms" objects; without them the older "formFactors" names, each with the
// entry's NVLink support and memory.
QList<GpuCatalog::Form> formsOf(const QJsonObject &object, const GpuCatalog::Entry &entry)
{
    QList<GpuCatalog::Form> forms;
    const QJsonArray objects = object.value(QStringLiteral("forms")).toArray();
    for (const QJsonValue &value : objects) {
        const QJsonObject form = value.toObject();
        forms.append({text(form, "form"), text(form, "nvlink"), integers(form.value(QStringLiteral("memoryGB")))});
    }
    if (!objects.isEmpty()) {
        return forms;
    }
    const QStringList names = CatalogJson::strings(object.value(QStringLiteral("formFactors")));
    for (const QString &name : names) {
        forms.append({name, entry.nvlink, entry.memoryGB});
    }
    return forms;
}

GpuCatalog::Entry entryOf(const QJsonObject &object)
{
    GpuCatalog::Entry entry;
    entry.name = text(object, "name");
    entry.aliases = CatalogJson::strings(object.value(QStringLiteral("aliases")));
    entry.vendor = object.value(QStringLiteral("vendor")).toString();
    entry.memoryGB = integers(object.value(QStringLiteral("memoryGB")));
    entry.nvlink = object.value(QStringLiteral("nvlink")).toString();
    entry.domesticEquivalent = object.value(QStringLiteral("domesticEquivalent")).toString();
    entry.interconnect = text(object, "interconnect");
    entry.inChina = text(object, "inChina");
    entry.alternative = text(object, "alternative");
    entry.cloud = text(object, "cloud");
    entry.forms = formsOf(object, entry);
    return entry;
}

} // namespace

QStringList GpuCatalog::Entry::formFactors() const
{
    QStringList names;
    for (const Form &form : forms) {
        names.append(form.form);
    }
    return names;
}

bool GpuCatalog::isNvlinkValue(const QString &value)
{
    static const QStringList values {
        QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("partial"), QStringLiteral("reduced"), QStringLiteral("bridge")};
    return values.contains(value);
}

bool GpuCatalog::load(QIODevice &device)
{
    m_entries.clear();
    m_version = 0;
    int version = 0;
    const QJsonArray gpus = CatalogJson::readArray(device, QStringLiteral("gpus"), &m_error, &version);
    if (!m_error.isEmpty()) {
        return false;
    }
    QList<Entry> entries;
    for (int i = 0; i < gpus.size(); ++i) {
        const Entry entry = entryOf(gpus.at(i).toObject());
        if (entry.name.isEmpty()) {
            return fail(tr("GPU %1 of the catalogue has no name.").arg(i + 1));
        }
        if (!isNvlinkValue(entry.nvlink)) {
            return fail(tr("GPU %1 (%2): \"nvlink\" must be yes, no, partial, reduced or bridge.").arg(i + 1).arg(entry.name));
        }
        for (const Form &form : entry.forms) {
            if (form.form.isEmpty() || !isNvlinkValue(form.nvlink)) {
                return fail(tr("GPU %1 (%2): every form needs a \"form\" name and an \"nvlink\" of yes, no, partial, reduced or bridge.")
                                .arg(i + 1)
                                .arg(entry.name));
            }
        }
        entries.append(entry);
    }
    m_entries = entries;
    m_version = version;
    return true;
}

bool GpuCatalog::fail(const QString &message)
{
    m_entries.clear();
    m_version = 0;
    return Fallible::fail(message);
}
