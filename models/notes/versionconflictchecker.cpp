// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/versionconflictchecker.h"

#include <QVersionNumber>

#include <algorithm>

namespace {

QVersionNumber number(const QString &version)
{
    return QVersionNumber::fromString(version.section(QLatin1Char('+'), 0, 0));
}

// Major and minor only: "2.4.0+cu121" and "2.4" are one series.
QString seriesOf(const QString &version)
{
    const QVersionNumber full = number(version);
    return QVersionNumber(full.majorVersion(), full.minorVersion()).toString();
}

// A package's pins: what the post pins (torch==2.4.0) when it does, else what its prose
// names ("since PyTorch 2.0" is history beside a pin, not the post's environment).
QList<VersionPin> pinsOf(const QList<VersionPin> &pins, VersionPin::Kind kind, const QString &package = QString())
{
    QList<VersionPin> result;
    for (const VersionPin &pin : pins) {
        if (pin.kind == kind && (package.isEmpty() || pin.package == package)) {
            result.append(pin);
        }
    }
    const bool pinned = std::any_of(result.cbegin(), result.cend(), [](const VersionPin &pin) { return !pin.prose; });
    if (pinned) {
        result.erase(std::remove_if(result.begin(), result.end(), [](const VersionPin &pin) { return pin.prose; }), result.end());
    }
    return result;
}

void add(QList<VersionConflict> &found, const VersionConflict &conflict)
{
    const bool known =
        std::any_of(found.cbegin(), found.cend(), [&](const VersionConflict &other) { return other.noteText == conflict.noteText; });
    if (!known) {
        found.append(conflict);
    }
}

VersionConflict conflict(const QString &id, int block, const QString &noteText, const QString &message, const QString &source = QString())
{
    return VersionConflict {VersionConflict::Conflict, id, block, noteText, message, source};
}

} // namespace

VersionConflictChecker::VersionConflictChecker(const VersionCatalog &versions, const CompatCatalog &compat)
    : m_versions(versions)
    , m_compat(compat)
{
}

QList<VersionConflict> VersionConflictChecker::check(const QList<VersionPin> &pins) const
{
    QList<VersionConflict> found;
    torchAndCuda(pins, found);
    driverAndCuda(pins, found);
    symbols(pins, found);
    series(pins, found);
    minimums(pins, found);
    return found;
}

QString VersionConflictChecker::driverText(const QString &cuda) const
{
    const VersionCatalog::Entry *entry = m_versions.find(cuda);
    if (!entry || entry->minDriverLinux.isEmpty()) {
        return {};
    }
    QString text = QStringLiteral("最低驱动 ≥ %1（Linux）").arg(entry->minDriverLinux);
    if (!entry->minDriverWindows.isEmpty()) {
        text += QStringLiteral("/ %1（Windows）").arg(entry->minDriverWindows);
    }
    return text;
}

QStringList VersionConflictChecker::cudasWithTorch(const QString &series) const
{
    QStringList cudas;
    const QList<VersionCatalog::Entry> entries = m_versions.entries();
    for (const VersionCatalog::Entry &entry : entries) {
        if (entry.torchSeries.contains(series)) {
            cudas.append(entry.cuda);
        }
    }
    return cudas;
}

bool VersionConflictChecker::newerThanCatalogue(const QString &cuda) const
{
    const QList<VersionCatalog::Entry> entries = m_versions.entries();
    return std::all_of(
        entries.cbegin(), entries.cend(), [&](const VersionCatalog::Entry &entry) { return number(seriesOf(cuda)) > number(entry.cuda); });
}

void VersionConflictChecker::torchAndCuda(const QList<VersionPin> &pins, QList<VersionConflict> &found) const
{
    for (const VersionPin &torch : pinsOf(pins, VersionPin::Package, QStringLiteral("torch"))) {
        const QString series = seriesOf(torch.version);
        const QStringList cudas = cudasWithTorch(series);
        if (cudas.isEmpty()) {
            continue;
        }
        for (const VersionPin &cuda : pinsOf(pins, VersionPin::Cuda)) {
            const QString cudaSeries = seriesOf(cuda.version);
            if (cudas.contains(cudaSeries) || newerThanCatalogue(cuda.version)) {
                continue;
            }
            const QString list = cudas.join(QStringLiteral("、"));
            add(found,
                conflict(QStringLiteral("torch-cuda"), std::max(torch.block, cuda.block),
                    QStringLiteral("torch %1 没有 CUDA %2 的官方 wheel（有官方 wheel 的 CUDA：%3）").arg(torch.version, cudaSeries, list),
                    tr("torch %1 has no official wheel for CUDA %2 (it has for CUDA %3)")
                        .arg(torch.version, cudaSeries, cudas.join(QStringLiteral(", ")))));
        }
    }
}

void VersionConflictChecker::driverAndCuda(const QList<VersionPin> &pins, QList<VersionConflict> &found) const
{
    for (const VersionPin &driver : pinsOf(pins, VersionPin::Driver)) {
        for (const VersionPin &cuda : pinsOf(pins, VersionPin::Cuda)) {
            const VersionCatalog::Entry *entry = m_versions.find(cuda.version);
            if (!entry || entry->minDriverLinux.isEmpty() || number(driver.version) >= number(entry->minDriverLinux)) {
                continue;
            }
            add(found,
                conflict(QStringLiteral("driver-cuda"), std::max(driver.block, cuda.block),
                    QStringLiteral("驱动 %1 低于 CUDA %2 要求的最低驱动 %3（Linux）")
                        .arg(driver.version, entry->cuda, entry->minDriverLinux),
                    tr("driver %1 is below the minimum driver %3 (Linux) of CUDA %2")
                        .arg(driver.version, entry->cuda, entry->minDriverLinux)));
        }
    }
}

void VersionConflictChecker::symbols(const QList<VersionPin> &pins, QList<VersionConflict> &found) const
{
    const QList<CompatCatalog::Entry> entries = m_compat.entries();
    for (const VersionPin &use : pinsOf(pins, VersionPin::Symbol)) {
        const auto entry = std::find_if(entries.cbegin(), entries.cend(), [&](const CompatCatalog::Entry &candidate) {
            return candidate.kind == CompatCatalog::Kind::Symbol && candidate.symbol == use.symbol && candidate.package == use.package;
        });
        if (entry == entries.cend()) {
            continue;
        }
        const QList<VersionPin> pinned = pinsOf(pins, VersionPin::Package, entry->package);
        if (pinned.isEmpty()) {
            add(found, unpinnedSymbol(*entry, use));
        }
        for (const VersionPin &pin : pinned) {
            if (const std::optional<VersionConflict> conflict = pinnedSymbol(*entry, use, pin)) {
                add(found, *conflict);
            }
        }
    }
}

// A catalogued symbol the post uses without pinning its package: a deprecation.
VersionConflict VersionConflictChecker::unpinnedSymbol(const CompatCatalog::Entry &entry, const VersionPin &use)
{
    QStringList when;
    if (!entry.deprecated.isEmpty()) {
        when.append(QStringLiteral("%1 起弃用").arg(entry.deprecated));
    }
    if (!entry.removed.isEmpty()) {
        when.append(QStringLiteral("%1 起移除").arg(entry.removed));
    }
    return VersionConflict {VersionConflict::Deprecation, entry.id, use.block,
        QStringLiteral("%1 在 %2 %3，原文未固定 %2 的版本%4")
            .arg(use.symbol, entry.package, when.join(QStringLiteral("、")), instead(entry)),
        tr("%1 is deprecated or removed in %2 (%3); the post pins no %2 version%4")
            .arg(use.symbol, entry.package, entry.removed.isEmpty() ? entry.deprecated : entry.removed, insteadMessage(entry)),
        entry.source};
}

// A catalogued symbol with its package pinned: removed there (a conflict), deprecated
// there (a deprecation) or fine.
std::optional<VersionConflict> VersionConflictChecker::pinnedSymbol(
    const CompatCatalog::Entry &entry, const VersionPin &use, const VersionPin &pin)
{
    const int block = std::max(pin.block, use.block);
    if (!entry.removed.isEmpty() && number(pin.version) >= number(entry.removed)) {
        return conflict(entry.id, block,
            QStringLiteral("%1 %2 中已没有 %3（%4 起移除）%5").arg(entry.package, pin.version, use.symbol, entry.removed, instead(entry)),
            tr("%1 %2 has no %3 (removed in %4)%5").arg(entry.package, pin.version, use.symbol, entry.removed, insteadMessage(entry)),
            entry.source);
    }
    if (!entry.deprecated.isEmpty() && number(pin.version) >= number(entry.deprecated)) {
        const QString removal = entry.removed.isEmpty() ? QString() : QStringLiteral("，%1 起移除").arg(entry.removed);
        return VersionConflict {VersionConflict::Deprecation, entry.id, block,
            QStringLiteral("%1 %2 中 %3 已弃用（%4 起）%5%6")
                .arg(entry.package, pin.version, use.symbol, entry.deprecated, removal, instead(entry)),
            tr("%3 is deprecated in %1 %2 (since %4)%5")
                .arg(entry.package, pin.version, use.symbol, entry.deprecated, insteadMessage(entry)),
            entry.source};
    }
    return std::nullopt;
}

QString VersionConflictChecker::instead(const CompatCatalog::Entry &entry)
{
    return entry.replacement.isEmpty() ? QString() : QStringLiteral("；请改用 %1").arg(entry.replacement);
}

QString VersionConflictChecker::insteadMessage(const CompatCatalog::Entry &entry)
{
    return entry.replacement.isEmpty() ? QString() : tr("; use %1 instead").arg(entry.replacement);
}

void VersionConflictChecker::series(const QList<VersionPin> &pins, QList<VersionConflict> &found) const
{
    const QList<CompatCatalog::Entry> entries = m_compat.entries();
    for (const CompatCatalog::Entry &entry : entries) {
        if (entry.kind != CompatCatalog::Kind::Series) {
            continue;
        }
        // The first package of the series the post pins is the one the others must match.
        int a = 0;
        while (a < entry.packages.size() && pinsOf(pins, VersionPin::Package, entry.packages.at(a)).isEmpty()) {
            ++a;
        }
        if (a < entry.packages.size()) {
            for (const VersionPin &first : pinsOf(pins, VersionPin::Package, entry.packages.at(a))) {
                const auto row = std::find_if(entry.rows.cbegin(), entry.rows.cend(),
                    [&](const QStringList &candidate) { return candidate.at(a) == seriesOf(first.version); });
                if (row == entry.rows.cend()) {
                    continue;
                }
                for (int b = a + 1; b < entry.packages.size(); ++b) {
                    for (const VersionPin &second : pinsOf(pins, VersionPin::Package, entry.packages.at(b))) {
                        if (row->at(b) == seriesOf(second.version)) {
                            continue;
                        }
                        add(found,
                            conflict(entry.id, std::max(first.block, second.block),
                                QStringLiteral("%1 %2 对应 %3 %4，原文为 %3 %5")
                                    .arg(entry.packages.at(a), first.version, entry.packages.at(b), row->at(b), second.version),
                                tr("%1 %2 goes with %3 %4, the post has %3 %5")
                                    .arg(entry.packages.at(a), first.version, entry.packages.at(b), row->at(b), second.version),
                                entry.source));
                    }
                }
            }
        }
    }
}

void VersionConflictChecker::minimums(const QList<VersionPin> &pins, QList<VersionConflict> &found) const
{
    const QList<CompatCatalog::Entry> entries = m_compat.entries();
    for (const CompatCatalog::Entry &entry : entries) {
        if (entry.kind != CompatCatalog::Kind::Requires) {
            continue;
        }
        for (const VersionPin &first : pinsOf(pins, VersionPin::Package, entry.package)) {
            if (number(first.version) < number(entry.since)) {
                continue;
            }
            for (const VersionPin &second : pinsOf(pins, VersionPin::Package, entry.needs)) {
                if (number(second.version) >= number(entry.minimum)) {
                    continue;
                }
                add(found,
                    conflict(entry.id, std::max(first.block, second.block),
                        QStringLiteral("%1 %2 需要 %3 ≥ %4，原文为 %3 %5")
                            .arg(entry.package, first.version, entry.needs, entry.minimum, second.version),
                        tr("%1 %2 needs %3 %4 or later, the post has %3 %5")
                            .arg(entry.package, first.version, entry.needs, entry.minimum, second.version),
                        entry.source));
            }
        }
    }
}
