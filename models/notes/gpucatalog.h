// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QIODevice;

// The GPUs and other accelerators a post may name, read from JSON
// (resources/catalogs/gpus.json, shipped in the application's resources as
// :/catalogs/gpus.json; format: docs/catalogs.md). models/ does not link the
// resources, so callers hand in the device. Loading is all or nothing: on any error
// the catalogue is empty and errorString() says why.
class GpuCatalog : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(GpuCatalog)

public:
    // One form factor: "SXM5", "PCIe", "NVL", "OAM", … with its own NVLink support.
    struct Form {
        QString form;
        QString nvlink; // "yes", "no", "partial", "reduced" or "bridge"
        QList<int> memoryGB;
    };
    struct Entry {
        QString name;
        QStringList aliases;
        QString vendor;
        QList<Form> forms; // "forms", or the older "formFactors" with the entry's nvlink
        QList<int> memoryGB;
        QString nvlink; // "yes", "no", "partial", "reduced" or "bridge"
        QString domesticEquivalent; // empty when there is no well-known one
        QString interconnect; // for accelerators without NVLink: "HCCS 互联，…"
        QString inChina; // when it cannot be bought in China: how readers there meet it
        QString alternative; // what readers in China use instead
        QString cloud; // instance families that rent it

        QStringList formFactors() const;
    };

    bool load(QIODevice &device);
    QList<Entry> entries() const { return m_entries; }
    int version() const { return m_version; }
    static bool isNvlinkValue(const QString &value);

private:
    bool fail(const QString &message);

    QList<Entry> m_entries;
    int m_version = 0;
};
