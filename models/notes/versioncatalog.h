// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

// Known CUDA toolkits with their minimum drivers and PyTorch series, read from JSON
// (resources/catalogs/versions.json, :/catalogs/versions.json in the application;
// format: docs/catalogs.md). All or nothing, like GpuCatalog.
class VersionCatalog : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(VersionCatalog)

public:
    struct Entry {
        QString cuda; // "11.8"
        QString minDriverLinux;
        QString minDriverWindows;
        QStringList torchSeries; // "2.1": minor series with official wheels for this CUDA
    };

    bool load(QIODevice &device);
    QList<Entry> entries() const { return m_entries; }
    int version() const { return m_version; }
    // The entry of a CUDA version ("11.8", also "11.8.0"); null when not catalogued.
    const Entry *find(const QString &cuda) const;

private:
    bool fail(const QString &message);

    QList<Entry> m_entries;
    int m_version = 0;
};
