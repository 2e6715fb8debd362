// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/mentiondetector.h"

#include <QRegularExpressionMatchIterator>

#include <algorithm>

namespace {

// ASCII only: "昇腾910B" is a whole word after Chinese text too.
const QString wordBefore = QStringLiteral("(?<![A-Za-z0-9_])");
const QString wordAfter = QStringLiteral("(?![A-Za-z0-9_])");

// An alias as a pattern: a space or hyphen in it may be a space, a hyphen or nothing.
QString aliasPattern(const QString &alias)
{
    static const QRegularExpression separators(QStringLiteral("[ \\t-]+"));
    QStringList parts = alias.split(separators, Qt::SkipEmptyParts);
    for (QString &part : parts) {
        part = QRegularExpression::escape(part);
    }
    return parts.join(QStringLiteral("[ \\t-]?"));
}

Mention mention(Mention::Kind kind, const QRegularExpressionMatch &match, int group, const QString &name, const QString &version)
{
    return Mention {kind, int(match.capturedStart(group)), int(match.capturedEnd(group)), name, version};
}

} // namespace

MentionDetector::MentionDetector(const GpuCatalog &gpus)
{
    QStringList aliases;
    for (const GpuCatalog::Entry &entry : gpus.entries()) {
        QStringList names = entry.aliases;
        names.append(entry.name);
        for (const QString &alias : std::as_const(names)) {
            if (!key(alias).isEmpty()) {
                m_gpuByKey.insert(key(alias), entry.name);
                aliases.append(alias);
            }
        }
    }
    if (aliases.isEmpty()) {
        return;
    }
    // Longest first, so that "A100 PCIe" wins over "A100" and "A10G" over "A10".
    std::sort(aliases.begin(), aliases.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    QStringList alternatives;
    for (const QString &alias : std::as_const(aliases)) {
        alternatives.append(aliasPattern(alias));
    }
    static const QString suffixes = QStringLiteral("((?:[ \\t-]?(?:\\d+[ \\t]?GB|SXM\\d?|PCIe|NVL))*)s?");
    // "8xA100": a count glued to the name.
    static const QString gpuBefore = QStringLiteral("(?:(?<![A-Za-z0-9_])|(?<=[0-9]x))");
    m_gpu.setPattern(gpuBefore + QStringLiteral("(") + alternatives.join(QLatin1Char('|')) + QStringLiteral(")") + suffixes + wordAfter);
    m_gpu.setPatternOptions(QRegularExpression::CaseInsensitiveOption);
}

QList<Mention> MentionDetector::find(const QString &text, bool inCode) const
{
    QList<Mention> mentions;
    findGpus(text, mentions);
    findCuda(text, mentions);
    findPackages(text, mentions);
    if (inCode) {
        findImports(text, mentions);
    }
    std::stable_sort(mentions.begin(), mentions.end(),
        [](const Mention &a, const Mention &b) { return a.start != b.start ? a.start < b.start : a.kind < b.kind; });
    return mentions;
}

void MentionDetector::findGpus(const QString &text, QList<Mention> &mentions) const
{
    if (m_gpu.pattern().isEmpty()) {
        return;
    }
    QRegularExpressionMatchIterator it = m_gpu.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        mentions.append(mention(Mention::Gpu, match, 0, m_gpuByKey.value(key(match.captured(1))), QString()));
    }
}

void MentionDetector::findCuda(const QString &text, QList<Mention> &mentions) const
{
    // "cuda:0" is a device, "cuda:12.1" a version: after a colon the dot is required.
    static const QRegularExpression named(wordBefore
            + QStringLiteral("cuda(?:[ \\t]?(?:version[ \\t]|toolkit[ \\t])?(\\d{1,2}(?:\\.\\d+){0,2})"
                             "|:(\\d{1,2}\\.\\d+(?:\\.\\d+)?))")
            + wordAfter,
        QRegularExpression::CaseInsensitiveOption);
    // PyTorch's wheel tags: cu118 = CUDA 11.8, cu102 = CUDA 10.2.
    static const QRegularExpression tag(wordBefore + QStringLiteral("cu(\\d{2})(\\d)") + wordAfter);
    QRegularExpressionMatchIterator it = named.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString version = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
        mentions.append(mention(Mention::CudaVersion, match, 0, QStringLiteral("CUDA"), version));
    }
    it = tag.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString version = QString::number(match.captured(1).toInt()) + QLatin1Char('.') + match.captured(2);
        mentions.append(mention(Mention::CudaVersion, match, 0, QStringLiteral("CUDA"), version));
    }
}

void MentionDetector::findPackages(const QString &text, QList<Mention> &mentions) const
{
    // A requirement specifier's first clause; names have at least two characters so
    // that code such as `x == 1.0` is not a package.
    static const QRegularExpression pinned(
        QStringLiteral("(?<![A-Za-z0-9_.\\-/])([A-Za-z][A-Za-z0-9_.\\-]*[A-Za-z0-9])"
                       "(?:\\[[A-Za-z0-9_,\\-]*\\])?[ ]?(?:==|>=|<=|~=)[ ]?"
                       "(\\d+(?:\\.\\d+)*(?:(?:a|b|rc|\\.post|\\.dev)\\d+)?(?:\\+[0-9A-Za-z]+(?:\\.[0-9A-Za-z]+)*)?)")
        + wordAfter);
    QRegularExpressionMatchIterator it = pinned.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        mentions.append(mention(Mention::PackageVersion, match, 0, match.captured(1), match.captured(2)));
    }
}

void MentionDetector::findImports(const QString &text, QList<Mention> &mentions) const
{
    static const QRegularExpression import(QStringLiteral("^[ \\t]*(?:>>>[ \\t]+)?((?:import[ \\t]+([A-Za-z_]\\w*)"
                                                          "|from[ \\t]+([A-Za-z_]\\w*)[\\w.]*[ \\t]+import\\b)[^\\r\\n]*)"),
        QRegularExpression::MultilineOption);
    QRegularExpressionMatchIterator it = import.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString package = match.captured(2).isEmpty() ? match.captured(3) : match.captured(2);
        mentions.append(mention(Mention::ImportLine, match, 1, package, QString()));
    }
}

// The key of an alias or of matched text: "A100-SXM4" and "a100 sxm4" are the same.
QString MentionDetector::key(const QString &name)
{
    QString result = name.toCaseFolded();
    result.remove(QLatin1Char(' '));
    result.remove(QLatin1Char('\t'));
    result.remove(QLatin1Char('-'));
    return result;
}
