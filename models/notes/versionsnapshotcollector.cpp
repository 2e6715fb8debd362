// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/versionsnapshotcollector.h"

#include <QRegularExpressionMatchIterator>

#include <algorithm>

namespace {

const QString wordBefore = QStringLiteral("(?<![A-Za-z0-9_.\\-])");
const QString wordAfter = QStringLiteral("(?![A-Za-z0-9_])");

QString canonical(const QString &package)
{
    const QString lower = package.toLower();
    return lower == QLatin1String("pytorch") ? QStringLiteral("torch") : lower;
}

void append(QList<VersionPin> &pins, const VersionPin &pin)
{
    const bool known = std::any_of(pins.cbegin(), pins.cend(), [&](const VersionPin &other) {
        return other.kind == pin.kind && other.package == pin.package && other.version == pin.version && other.symbol == pin.symbol;
    });
    if (!known) {
        pins.append(pin);
    }
}

} // namespace

VersionSnapshotCollector::VersionSnapshotCollector(const CompatCatalog &compat)
    : m_detector(GpuCatalog())
{
    m_known = QStringList {QStringLiteral("torch"), QStringLiteral("pytorch")};
    const QList<CompatCatalog::Entry> entries = compat.entries();
    for (const CompatCatalog::Entry &entry : entries) {
        if (entry.kind == CompatCatalog::Kind::Symbol) {
            m_symbols.append(entry);
            // "transformers.AutoModelWithLMHead" too: a dot may come before.
            m_symbolWords.append(
                QRegularExpression(QStringLiteral("(?<![A-Za-z0-9_])") + QRegularExpression::escape(entry.symbol) + wordAfter));
        }
        QStringList names = entry.packages;
        names << entry.package << entry.needs;
        for (const QString &name : std::as_const(names)) {
            if (!name.isEmpty() && !m_known.contains(name)) {
                m_known.append(name);
            }
        }
    }
    QStringList alternatives;
    for (const QString &name : std::as_const(m_known)) {
        alternatives.append(QRegularExpression::escape(name));
    }
    // "PyTorch 2.4", "torch v2.4.0", "NumPy 2.0": a known name, a space, a version.
    m_prose.setPattern(wordBefore + QStringLiteral("(") + alternatives.join(QLatin1Char('|'))
        + QStringLiteral(")[ \\t]+v?(\\d+\\.\\d+(?:\\.\\d+)?)") + wordAfter);
    m_prose.setPatternOptions(QRegularExpression::CaseInsensitiveOption);
}

QList<VersionPin> VersionSnapshotCollector::collect(const QList<BlockRecord> &sources) const
{
    QList<VersionPin> pins;
    for (int i = 0; i < sources.size(); ++i) {
        const QList<VersionPin> found = collect(sources.at(i).text, sources.at(i).kind == BlockKind::Code, i);
        for (const VersionPin &pin : found) {
            append(pins, pin);
        }
    }
    return pins;
}

QList<VersionPin> VersionSnapshotCollector::collect(const QString &text, bool inCode, int index) const
{
    QList<VersionPin> pins;
    addMentions(text, inCode, index, pins);
    if (!inCode) {
        addProse(text, index, pins);
    }
    addDrivers(text, index, pins);
    addSymbols(text, index, pins);
    return pins;
}

void VersionSnapshotCollector::addMentions(const QString &text, bool inCode, int index, QList<VersionPin> &pins) const
{
    const QList<Mention> mentions = m_detector.find(text, inCode);
    for (const Mention &mention : mentions) {
        VersionPin pin;
        pin.block = index;
        pin.text = text.mid(mention.start, mention.end - mention.start);
        pin.version = mention.version;
        if (mention.kind == Mention::CudaVersion) {
            pin.kind = VersionPin::Cuda;
            pin.package = QStringLiteral("cuda");
        } else if (mention.kind == Mention::PackageVersion) {
            pin.kind = VersionPin::Package;
            pin.package = canonical(mention.name);
        } else if (mention.kind == Mention::ImportLine) {
            pin.kind = VersionPin::Import;
            pin.package = canonical(mention.name);
        } else {
            continue;
        }
        append(pins, pin);
    }
}

void VersionSnapshotCollector::addProse(const QString &text, int index, QList<VersionPin> &pins) const
{
    QRegularExpressionMatchIterator it = m_prose.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        append(pins,
            VersionPin {VersionPin::Package, canonical(match.captured(1)), match.captured(2), QString(), index, match.captured(0), true});
    }
}

void VersionSnapshotCollector::addDrivers(const QString &text, int index, QList<VersionPin> &pins) const
{
    // "driver 535.104.05", "Driver Version: 470.82.01", "driver >= 525": three digits first.
    static const QRegularExpression driver(QStringLiteral("(?<![A-Za-z])driver(?:[ \\t]+version)?[ \\t]*(?::|>=|≥)?[ \\t]*"
                                                          "(?:R|r)?(\\d{3}(?:\\.\\d{1,3}){0,2})")
            + wordAfter,
        QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatchIterator it = driver.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        append(pins, VersionPin {VersionPin::Driver, QStringLiteral("driver"), match.captured(1), QString(), index, match.captured(0)});
    }
}

void VersionSnapshotCollector::addSymbols(const QString &text, int index, QList<VersionPin> &pins) const
{
    for (int i = 0; i < m_symbols.size(); ++i) {
        const QRegularExpressionMatch match = m_symbolWords.at(i).match(text);
        if (match.hasMatch()) {
            const CompatCatalog::Entry &entry = m_symbols.at(i);
            append(pins, VersionPin {VersionPin::Symbol, entry.package, QString(), entry.symbol, index, match.captured(0)});
        }
    }
}
