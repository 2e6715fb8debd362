// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationsuggester.h"

#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QStringList>
#include <QVersionNumber>

#include <algorithm>

namespace {

// The frameworks a version note names by their own spelling; imports of other
// packages (os, numpy, …) are too common to suggest a note.
QString displayName(const QString &package)
{
    static const QHash<QString, QString> names {
        {QStringLiteral("torch"), QStringLiteral("PyTorch")},
        {QStringLiteral("tensorflow"), QStringLiteral("TensorFlow")},
        {QStringLiteral("transformers"), QStringLiteral("Transformers")},
    };
    return names.value(package.toLower());
}

QString packageName(const QString &package)
{
    const QString display = displayName(package);
    return display.isEmpty() ? package : display;
}

// Major and minor only: "11.8.0", "11.8" and "cu118" are one CUDA version.
QVersionNumber minorVersion(const QString &version)
{
    const QVersionNumber number = QVersionNumber::fromString(version);
    return QVersionNumber(number.majorVersion(), number.minorVersion());
}

bool insideAny(const Mention &mention, const QList<Mention> &others, Mention::Kind kind)
{
    return std::any_of(others.cbegin(), others.cend(),
        [&](const Mention &other) { return other.kind == kind && other.start <= mention.start && mention.end <= other.end; });
}

// The torch wheel built for cuda that replaces the pinned version: the same version
// when its series has one, else the lowest newer series; empty when there is none.
QString torchWheel(const QString &pinned, const VersionCatalog::Entry &cuda)
{
    const QString base = pinned.section(QLatin1Char('+'), 0, 0);
    const QVersionNumber series = minorVersion(base);
    const QVersionNumber target = minorVersion(cuda.cuda);
    const QString tag = QStringLiteral("cu%1%2").arg(target.majorVersion()).arg(target.minorVersion());
    if (cuda.torchSeries.contains(series.toString())) {
        return base + QLatin1Char('+') + tag;
    }
    QList<QVersionNumber> newer;
    for (const QString &candidate : cuda.torchSeries) {
        if (QVersionNumber::fromString(candidate) > series) {
            newer.append(QVersionNumber::fromString(candidate));
        }
    }
    if (newer.isEmpty()) {
        return {};
    }
    return (*std::min_element(newer.cbegin(), newer.cend())).toString() + QStringLiteral(".0+") + tag;
}

// The GPU as the text writes it, with a count before it: "8x H100 80GB SXM", "8xA100".
QString writtenWithCount(const QString &text, const Mention &mention)
{
    static const QRegularExpression count(QStringLiteral("\\d+[ \\t]?[x×][ \\t]?$"));
    const QRegularExpressionMatch match = count.match(text.left(mention.start));
    const int start = match.hasMatch() ? int(match.capturedStart()) : mention.start;
    return text.mid(start, mention.end - start);
}

} // namespace

AnnotationSuggester::AnnotationSuggester(const GpuCatalog &gpus, const VersionCatalog &versions)
    : m_hardware(gpus.entries())
    , m_versions(versions)
    , m_detector(gpus)
{
}

QList<AnnotationSuggestion> AnnotationSuggester::suggest(const QString &text, bool inCode) const
{
    QList<Mention> gpus;
    QList<Mention> versions;
    const QList<Mention> mentions = m_detector.find(text, inCode);
    for (const Mention &mention : mentions) {
        if (mention.kind == Mention::Gpu) {
            gpus.append(mention);
        } else if (mention.kind != Mention::ImportLine || !displayName(mention.name).isEmpty()) {
            versions.append(mention);
        }
    }
    QList<AnnotationSuggestion> suggestions;
    if (!gpus.isEmpty()) {
        suggestions.append(hardwareTable(text, gpus));
    }
    if (!versions.isEmpty()) {
        suggestions.append(versionNote(versions, inCode));
    }
    return suggestions;
}

AnnotationSuggestion AnnotationSuggester::hardwareTable(const QString &text, const QList<Mention> &gpus) const
{
    QStringList names;
    QJsonArray rows;
    for (const Mention &mention : gpus) {
        const GpuCatalog::Entry *entry = m_hardware.find(mention.name);
        if (names.contains(mention.name) || !entry) {
            continue;
        }
        names.append(mention.name);
        const QJsonArray gpuRows = m_hardware.rows(*entry, writtenWithCount(text, mention));
        for (const QJsonValue &row : gpuRows) {
            rows.append(row);
        }
    }
    AnnotationSuggestion suggestion;
    suggestion.kind = AnnotationKind::HardwareTable;
    suggestion.title = tr("Hardware table for %1").arg(names.join(QStringLiteral(", ")));
    suggestion.values.insert(QStringLiteral("rows"), rows);
    suggestion.mentions = gpus;
    return suggestion;
}

AnnotationSuggestion AnnotationSuggester::versionNote(const QList<Mention> &versions, bool inCode) const
{
    QStringList pinned;
    for (const Mention &mention : versions) {
        if (mention.kind == Mention::PackageVersion) {
            pinned.append(mention.name.toLower());
        }
    }
    QStringList parts;
    QStringList originals; // the parts, a catalogued CUDA with its minimum driver
    QList<QVersionNumber> cudas;
    for (const Mention &mention : versions) {
        QString part;
        QString original;
        if (mention.kind == Mention::PackageVersion) {
            part = packageName(mention.name) + QLatin1Char(' ') + mention.version;
            // "torch==2.1.0+cu121": the wheel's CUDA and its driver.
            static const QRegularExpression wheelTag(QStringLiteral("\\+cu(\\d{2})(\\d)$"));
            const QRegularExpressionMatch tag = wheelTag.match(mention.version);
            if (tag.hasMatch()) {
                original = part + driverText(QString::number(tag.captured(1).toInt()) + QLatin1Char('.') + tag.captured(2));
            }
        } else if (mention.kind == Mention::ImportLine && !pinned.contains(mention.name.toLower())) {
            part = packageName(mention.name) + QStringLiteral("（原文未注明版本）");
        } else if (mention.kind == Mention::CudaVersion && !cudas.contains(minorVersion(mention.version))) {
            cudas.append(minorVersion(mention.version));
            // "torch==2.1.0+cu121" names its CUDA already.
            if (!insideAny(mention, versions, Mention::PackageVersion)) {
                part = QStringLiteral("CUDA ") + mention.version;
                original = part + driverText(mention.version);
            }
        }
        if (!part.isEmpty() && !parts.contains(part)) {
            parts.append(part);
            originals.append(original.isEmpty() ? part : original);
        }
    }
    AnnotationSuggestion suggestion;
    suggestion.kind = AnnotationKind::VersionNote;
    suggestion.values.insert(QStringLiteral("original"), originals.join(QStringLiteral(" + ")));
    const VersionCatalog::Entry *target = newestCuda(true);
    const VersionCatalog::Entry *newest = newestCuda(false);
    const bool newerThanCatalogue =
        newest && std::any_of(cudas.cbegin(), cudas.cend(), [&](const QVersionNumber &cuda) { return cuda > minorVersion(newest->cuda); });
    const bool withTarget = target && !newerThanCatalogue;
    suggestion.values.insert(QStringLiteral("target"), withTarget ? QStringLiteral("CUDA ") + target->cuda : QString());
    suggestion.values.insert(QStringLiteral("action"), withTarget ? action(*target, versions) : QString());
    if (inCode) {
        suggestion.values.insert(QStringLiteral("language"), QStringLiteral("python"));
        suggestion.values.insert(QStringLiteral("code"), QString());
    }
    suggestion.title = tr("Version note for %1").arg(parts.join(QStringLiteral(" + ")));
    suggestion.mentions = versions;
    return suggestion;
}

// The newest catalogued CUDA; withTorch: the newest PyTorch has wheels for, else the
// newest of all.
const VersionCatalog::Entry *AnnotationSuggester::newestCuda(bool withTorch) const
{
    const VersionCatalog::Entry *newest = nullptr;
    const VersionCatalog::Entry *newestWithTorch = nullptr;
    const QList<VersionCatalog::Entry> entries = m_versions.entries();
    for (const VersionCatalog::Entry &entry : entries) {
        if (!newest || minorVersion(entry.cuda) > minorVersion(newest->cuda)) {
            newest = m_versions.find(entry.cuda);
        }
        if (!entry.torchSeries.isEmpty() && (!newestWithTorch || minorVersion(entry.cuda) > minorVersion(newestWithTorch->cuda))) {
            newestWithTorch = m_versions.find(entry.cuda);
        }
    }
    return withTorch && newestWithTorch ? newestWithTorch : newest;
}

// "（驱动 ≥ 550.54.14）" for a catalogued CUDA version with a minimum Linux driver.
QString AnnotationSuggester::driverText(const QString &cuda) const
{
    const VersionCatalog::Entry *entry = m_versions.find(cuda);
    return entry && !entry->minDriverLinux.isEmpty() ? QStringLiteral("（驱动 ≥ ") + entry->minDriverLinux + QStringLiteral("）")
                                                     : QString();
}

// "请确认驱动 ≥ 530.30.02；该 CUDA 版本有官方 wheel 的 PyTorch 系列：2.1、2.2、2.3；
// 请替换为 torch==2.1.0+cu121 --extra-index-url …"
QString AnnotationSuggester::action(const VersionCatalog::Entry &target, const QList<Mention> &versions) const
{
    QStringList clauses;
    if (!target.minDriverLinux.isEmpty()) {
        clauses.append(QStringLiteral("请确认驱动 ≥ ") + target.minDriverLinux);
    }
    if (!target.torchSeries.isEmpty()) {
        clauses.append(QStringLiteral("该 CUDA 版本有官方 wheel 的 PyTorch 系列：") + target.torchSeries.join(QStringLiteral("、")));
    }
    const auto torch = std::find_if(versions.cbegin(), versions.cend(),
        [](const Mention &mention) { return mention.kind == Mention::PackageVersion && mention.name.toLower() == QLatin1String("torch"); });
    if (torch != versions.cend()) {
        const QString wheel = torchWheel(torch->version, target);
        if (!wheel.isEmpty() && wheel != torch->version) {
            const QString tag = wheel.section(QLatin1Char('+'), 1);
            clauses.append(QStringLiteral("请替换为 torch==%1 --extra-index-url https://download.pytorch.org/whl/%2").arg(wheel, tag));
        }
    }
    return clauses.join(QStringLiteral("；"));
}
