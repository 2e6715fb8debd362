// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/gpucatalog.h"

#include <QJsonArray>
#include <QList>
#include <QString>

// The rows of a hardware_table note for one GPU a post names, one per form factor as
// the seed's table has them (原文硬件描述 / 国内常见对应形态 / NVLink 支持 / 推荐替代方案):
// - a row per form of the GPU, the form the text names first (its first cell the text
//   as written; "A100（SXM4）" when the text names no form), the others as "H100 PCIe";
// - hardware that cannot be bought in China ("inChina"): one row with what readers
//   there use instead;
// - the domestic equivalent in the matching form (SXM/OAM module or PCIe card);
// - a cloud instance row when the catalogue names instance families.
// Cell text is note content, in Chinese whatever the interface language.
class HardwareRows
{
public:
    explicit HardwareRows(const QList<GpuCatalog::Entry> &catalogue);

    QJsonArray rows(const GpuCatalog::Entry &entry, const QString &written) const;
    const GpuCatalog::Entry *find(const QString &name) const;

private:
    static int writtenForm(const GpuCatalog::Entry &entry, const QString &written);
    static QString formText(const QString &name, const GpuCatalog::Form &form);
    static QString linkText(const GpuCatalog::Entry &entry, const QString &nvlink);
    static QString advice(const GpuCatalog::Entry &entry, const QString &nvlink);
    static bool isCard(const QString &form);
    QJsonArray domesticRow(const GpuCatalog::Entry &entry, const QString &written, int form) const;

    QList<GpuCatalog::Entry> m_catalogue;
};
