// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "notes/compatcatalog.h"
#include "notes/versioncatalog.h"
#include "notes/versionconflict.h"
#include "notes/versionpin.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

// Checks a post's versions (VersionSnapshotCollector) offline against the version
// catalogue and the compatibility catalogue:
// - torch and CUDA: a torch series the version catalogue lists, with a CUDA version
//   (not newer than the catalogue) none of whose wheels it has (torch 2.4 + CUDA 11.7);
// - driver and CUDA: a driver below the CUDA version's minimum Linux driver;
// - a catalogued symbol: removed in the pinned version (a conflict), deprecated in it
//   or used without a pinned version (a deprecation);
// - series: packages of one catalogued series pinned from different releases
//   (torch 2.4 with torchvision 0.18);
// - requires: a package at or past "since" with the other below its minimum
//   (numpy 2.0 with torch 2.1).
// Each finding once, in the order of the rules above, then of the versions.
class VersionConflictChecker
{
    Q_DECLARE_TR_FUNCTIONS(VersionConflictChecker)

public:
    VersionConflictChecker(const VersionCatalog &versions, const CompatCatalog &compat);

    QList<VersionConflict> check(const QList<VersionPin> &pins) const;
    // "最低驱动 ≥ 550.54.14（Linux）/ 551.61（Windows）" for a catalogued CUDA version, else empty.
    QString driverText(const QString &cuda) const;

private:
    void torchAndCuda(const QList<VersionPin> &pins, QList<VersionConflict> &found) const;
    void driverAndCuda(const QList<VersionPin> &pins, QList<VersionConflict> &found) const;
    void symbols(const QList<VersionPin> &pins, QList<VersionConflict> &found) const;
    void series(const QList<VersionPin> &pins, QList<VersionConflict> &found) const;
    void minimums(const QList<VersionPin> &pins, QList<VersionConflict> &found) const;
    static VersionConflict unpinnedSymbol(const CompatCatalog::Entry &entry, const VersionPin &use);
    static std::optional<VersionConflict> pinnedSymbol(const CompatCatalog::Entry &entry, const VersionPin &use, const VersionPin &pin);
    static QString instead(const CompatCatalog::Entry &entry);
    static QString insteadMessage(const CompatCatalog::Entry &entry);
    QStringList cudasWithTorch(const QString &series) const;
    bool newerThanCatalogue(const QString &cuda) const;

    VersionCatalog m_versions;
    CompatCatalog m_compat;
};
