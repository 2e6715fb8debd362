// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/catalogjson.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>

QJsonArray CatalogJson::readArray(QIODevice &device, const QString &key, QString *error)
{
    if (!device.isOpen() && !device.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read the catalogue: %1").arg(device.errorString());
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(device.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("The catalogue is not valid JSON (at byte %1): %2").arg(parseError.offset).arg(parseError.errorString());
        return {};
    }
    const QJsonValue array = document.object().value(key);
    if (!document.isObject() || !array.isArray()) {
        *error = tr("The catalogue has no \"%1\" list.").arg(key);
        return {};
    }
    error->clear();
    return array.toArray();
}

QStringList CatalogJson::strings(const QJsonValue &value)
{
    QStringList result;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        result.append(item.toString());
    }
    return result;
}
