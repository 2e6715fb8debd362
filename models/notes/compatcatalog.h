// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

// Known incompatibilities, deprecations and removals, read from JSON
// (resources/catalogs/compat.json, :/catalogs/compat.json in the application; the
// format is in docs/user-guide/notes.md). Three kinds of entry:
// - Symbol: a package's symbol (class, function) deprecated from one version on and
//   removed from another ("transformers" AutoModelWithLMHead);
// - Series: minor series of packages released together, a row per release
//   (torch 2.4 / torchvision 0.19 / torchaudio 2.4);
// - Requires: from package >= since on, another package needs >= minimum
//   (numpy 2 needs torch >= 2.3).
// Every entry has an id and a source (a URL). All or nothing, like GpuCatalog.
class CompatCatalog : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(CompatCatalog)

public:
    enum class Kind { Symbol, Series, Requires };

    struct Entry {
        QString id;
        Kind kind = Kind::Symbol;
        QString package; // Symbol, Requires
        QString symbol; // Symbol
        QString deprecated; // Symbol: first version known to warn; may be empty
        QString removed; // Symbol: first version without it; may be empty
        QString replacement; // Symbol
        QStringList packages; // Series
        QList<QStringList> rows; // Series: minor series aligned with packages
        QString since; // Requires: package >= since …
        QString needs; // … needs needs >= minimum (the JSON key is "requires")
        QString minimum;
        QString note; // note text (Chinese), may be empty
        QString source; // URL
    };

    bool load(QIODevice &device);
    int version() const { return m_version; }
    QList<Entry> entries() const { return m_entries; }

private:
    bool fail(const QString &message);
    bool parseEntry(const QJsonObject &object, int number, Entry *entry);
    bool parseKind(const QJsonObject &object, int number, Entry *entry);

    int m_version = 0;
    QList<Entry> m_entries;
};
