// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/catalogjson.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

// What identifies an entry of a catalogue list.
QJsonValue identity(const QJsonValue &entry)
{
    const QJsonObject object = entry.toObject();
    for (const char *key : {"name", "cuda", "id"}) {
        if (object.contains(QLatin1String(key))) {
            return object.value(QLatin1String(key));
        }
    }
    return entry;
}

QJsonArray mergedList(const QJsonArray &own, const QJsonArray &shipped)
{
    QJsonArray result = own;
    QList<QJsonValue> known;
    for (const QJsonValue &entry : own) {
        known.append(identity(entry));
    }
    for (const QJsonValue &entry : shipped) {
        if (!known.contains(identity(entry))) {
            result.append(entry);
            known.append(identity(entry));
        }
    }
    return result;
}

} // namespace

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

QByteArray CatalogJson::merged(const QByteArray &own, const QByteArray &shipped, QString *error)
{
    const QJsonDocument ownDocument = QJsonDocument::fromJson(own);
    const QJsonDocument shippedDocument = QJsonDocument::fromJson(shipped);
    if (!ownDocument.isObject() || !shippedDocument.isObject()) {
        *error = tr("The catalogues cannot be merged: one of them is not a JSON object.");
        return {};
    }
    error->clear();
    QJsonObject result = ownDocument.object();
    const QJsonObject from = shippedDocument.object();
    for (auto it = from.constBegin(); it != from.constEnd(); ++it) {
        if (it.value().isArray()) {
            result.insert(it.key(), mergedList(result.value(it.key()).toArray(), it.value().toArray()));
        }
    }
    if (from.contains(QStringLiteral("version"))) {
        result.insert(QStringLiteral("version"), from.value(QStringLiteral("version")));
    }
    return QJsonDocument(result).toJson(QJsonDocument::Indented);
}
