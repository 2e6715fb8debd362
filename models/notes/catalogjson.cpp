// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/catalogjson.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>

QJsonArray CatalogJson::readArray(QIODevice &device, const QString &key, QString *error, int *version)
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
    const QJsonValue number = document.object().value(QStringLiteral("version"));
    if (!number.isUndefined() && (!number.isDouble() || number.toDouble() < 0 || number.toDouble() != double(number.toInt()))) {
        *error = tr("The catalogue's \"version\" must be a whole number.");
        return {};
    }
    if (version) {
        *version = number.toInt();
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

int CatalogJson::version(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object().value(QStringLiteral("version")).toInt();
}
