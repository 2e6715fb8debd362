// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QString>

class QIODevice;

// What the catalogues share: reading a JSON object's array, its "version" and plain
// string lists out of it; merging a shipped catalogue's new entries into a project's own.
class CatalogJson
{
    Q_DECLARE_TR_FUNCTIONS(CatalogJson)

public:
    // The array under key of the top-level object in device; on failure error is set.
    // version, when given, receives the catalogue's "version" (0 when it has none; a
    // "version" that is not a whole number ≥ 0 is an error).
    static QJsonArray readArray(QIODevice &device, const QString &key, QString *error, int *version = nullptr);
    // The "version" of catalogue JSON text; 0 when it has none or does not parse.
    static int version(const QByteArray &json);
    static QStringList strings(const QJsonValue &value);
    // own with the entries of shipped's lists that own lacks appended (an entry is
    // known by its "name", "cuda" or "id", else by all of it) and shipped's "version";
    // the rest of own is kept. Empty, with error set, when either is not a JSON object.
    static QByteArray merged(const QByteArray &own, const QByteArray &shipped, QString *error);
};
