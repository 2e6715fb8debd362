// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/versionsnapshot.h"

#include "notes/projectcatalogs.h"
#include "notes/versionconflictchecker.h"
#include "notes/versionsnapshotcollector.h"
#include "store/issuerepository.h"

#include <QJsonArray>

VersionSnapshot VersionSnapshot::of(const QList<BlockRecord> &sources, const VersionCatalog &versions, const CompatCatalog &compat)
{
    VersionSnapshot snapshot;
    snapshot.pins = VersionSnapshotCollector(compat).collect(sources);
    snapshot.conflicts = VersionConflictChecker(versions, compat).check(snapshot.pins);
    QStringList pinned;
    for (const VersionPin &pin : std::as_const(snapshot.pins)) {
        if (pin.kind == VersionPin::Package) {
            pinned.append(pin.package);
        }
    }
    for (const VersionPin &pin : std::as_const(snapshot.pins)) {
        // An import of a package the post pins is no version of its own.
        if (pin.kind != VersionPin::Symbol && !(pin.kind == VersionPin::Import && pinned.contains(pin.package))) {
            snapshot.rows.append(row(pin, versions));
        }
    }
    return snapshot;
}

bool VersionSnapshot::ofIssue(ProjectStore &store, qint64 issueId, VersionSnapshot *snapshot, QString *error)
{
    IssueRepository issues(store);
    const QList<BlockRecord> sources = issues.sourceBlocks(issueId);
    if (!issues.errorString().isEmpty()) {
        *error = issues.errorString();
        return false;
    }
    ProjectCatalogs catalogs(store);
    catalogs.load(); // an override that no longer loads falls back to the shipped one
    *snapshot = of(sources, catalogs.versions(), catalogs.compat());
    return true;
}

QStringList VersionSnapshot::row(const VersionPin &pin, const VersionCatalog &versions)
{
    const QString where = QStringLiteral("原文 #%1").arg(pin.block + 1);
    switch (pin.kind) {
    case VersionPin::Cuda: {
        const QString driver = VersionConflictChecker(versions, CompatCatalog()).driverText(pin.version);
        return {QStringLiteral("CUDA"), pin.version, where, driver.isEmpty() ? QStringLiteral("版本目录中未收录") : driver};
    }
    case VersionPin::Driver:
        return {QStringLiteral("NVIDIA 驱动"), pin.version, where, QString()};
    case VersionPin::Import:
        return {pin.package, QStringLiteral("（未注明）"), where, QStringLiteral("代码中 import")};
    case VersionPin::Package:
    case VersionPin::Symbol:
        break;
    }
    return {pin.package, pin.version, where, QString()};
}

QJsonObject VersionSnapshot::noteValues() const
{
    QJsonArray table;
    for (const QStringList &cells : rows) {
        table.append(QJsonArray::fromStringList(cells));
    }
    QStringList lines;
    for (const VersionConflict &conflict : conflicts) {
        const QString mark = conflict.severity == VersionConflict::Conflict ? QStringLiteral("❌") : QStringLiteral("⚠️");
        const QString link = conflict.source.isEmpty() ? QString() : QStringLiteral("（[来源](%1)）").arg(conflict.source);
        lines.append(QStringLiteral("- %1 %2%3").arg(mark, conflict.noteText, link));
    }
    return QJsonObject {{QStringLiteral("rows"), table}, {QStringLiteral("conflicts"), lines.join(QLatin1Char('\n'))},
        {QStringLiteral("comment"), QString()}};
}

QStringList VersionSnapshot::requirements() const
{
    QStringList lines;
    QStringList packages;
    // What the post pins first, then what only its prose names ("PyTorch 2.4").
    for (const bool prose : {false, true}) {
        for (const VersionPin &pin : pins) {
            // Python itself is no requirement: the base image brings it.
            if (pin.kind == VersionPin::Package && pin.prose == prose && !packages.contains(pin.package)
                && pin.package != QLatin1String("python")) {
                packages.append(pin.package);
                lines.append(pin.package + QStringLiteral("==") + pin.version);
            }
        }
    }
    return lines;
}

QString VersionSnapshot::python() const
{
    for (const VersionPin &pin : pins) {
        if (pin.kind == VersionPin::Package && pin.package == QLatin1String("python")) {
            return pin.version;
        }
    }
    return {};
}

QString VersionSnapshot::cuda() const
{
    for (const VersionPin &pin : pins) {
        if (pin.kind == VersionPin::Cuda) {
            return pin.version;
        }
    }
    return {};
}
