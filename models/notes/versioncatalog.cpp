// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/versioncatalog.h"

#include "notes/catalogjson.h"

#include <QJsonObject>
#include <QRegularExpression>

bool VersionCatalog::load(QIODevice &device)
{
    m_entries.clear();
    m_version = 0;
    int catalogVersion = 0;
    const QJsonArray cudas = CatalogJson::readArray(device, QStringLiteral("cuda"), &m_error, &catalogVersion);
    if (!m_error.isEmpty()) {
        return false;
    }
    static const QRegularExpression version(QStringLiteral("^\\d+\\.\\d+$"));
    QList<Entry> entries;
    for (int i = 0; i < cudas.size(); ++i) {
        const QJsonObject object = cudas.at(i).toObject();
        Entry entry;
        entry.cuda = object.value(QStringLiteral("cuda")).toString();
        entry.minDriverLinux = object.value(QStringLiteral("minDriverLinux")).toString();
        entry.minDriverWindows = object.value(QStringLiteral("minDriverWindows")).toString();
        entry.torchSeries = CatalogJson::strings(object.value(QStringLiteral("torch")));
        if (!version.match(entry.cuda).hasMatch()) {
            return fail(tr("Entry %1 of the version catalogue has no CUDA version like \"11.8\".").arg(i + 1));
        }
        entries.append(entry);
    }
    m_entries = entries;
    m_version = catalogVersion;
    return true;
}

const VersionCatalog::Entry *VersionCatalog::find(const QString &cuda) const
{
    const QStringList parts = cuda.split(QLatin1Char('.'));
    const QString majorMinor = parts.mid(0, 2).join(QLatin1Char('.'));
    for (const Entry &entry : m_entries) {
        if (entry.cuda == majorMinor) {
            return &entry;
        }
    }
    return nullptr;
}

bool VersionCatalog::fail(const QString &message)
{
    m_entries.clear();
    m_version = 0;
    return Fallible::fail(message);
}
