// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

// The GPUs a post may name, read from JSON (resources/catalogs/gpus.json, shipped in
// the application's resources as :/catalogs/gpus.json). models/ does not link the
// resources, so callers hand in the device. Loading is all or nothing: on any error
// the catalogue is empty and errorString() says why.
class GpuCatalog : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(GpuCatalog)

public:
    struct Entry {
        QString name;
        QStringList aliases;
        QString vendor;
        QStringList formFactors;
        QList<int> memoryGB;
        QString nvlink; // "yes", "no" or "partial"
        QString domesticEquivalent; // empty when there is no well-known one
    };

    bool load(QIODevice &device);
    QList<Entry> entries() const { return m_entries; }

private:
    bool fail(const QString &message);

    QList<Entry> m_entries;
};
