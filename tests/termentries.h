// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

#include <QStringList>

// Termbase entries for tests, and a text form of them that QCOMPARE can show.

// The seeds' conflict-log example: "kernel" is CUDA核函数 where CUDA is mentioned
// (priority 1), 内核 by default.
inline TermEntry kernelEntry()
{
    TermEntry entry;
    entry.source = QStringLiteral("kernel");
    TermRendering cuda;
    cuda.text = QStringLiteral("CUDA核函数");
    cuda.keywords = QStringList {QStringLiteral("CUDA")};
    cuda.priority = 1;
    TermRendering system;
    system.text = QStringLiteral("内核");
    system.isDefault = true;
    entry.renderings = {cuda, system};
    return entry;
}

// A term never translated: an environment variable, written as it is.
inline TermEntry ncclFlagEntry()
{
    TermEntry entry;
    entry.source = QStringLiteral("NCCL_IB_DISABLE");
    entry.keepEnglish = true;
    entry.caseSensitive = true;
    return entry;
}

inline QString describe(const TermEntry &entry)
{
    QStringList lines = {QStringLiteral("source=%1 variants=[%2] case=%3 keep=%4 first=%5 note=%6")
                             .arg(entry.source, entry.variants.join(QLatin1Char('|')))
                             .arg(entry.caseSensitive)
                             .arg(entry.keepEnglish)
                             .arg(entry.firstUse, entry.note)};
    if (entry.nounOnly || !entry.contextRegex.isEmpty()) {
        lines.append(QStringLiteral(" noun=%1 context=%2").arg(entry.nounOnly).arg(entry.contextRegex));
    }
    for (const TermRendering &r : entry.renderings) {
        lines.append(QStringLiteral(" rendering=%1 keywords=[%2] regex=%3 code=%4 tags=[%5] priority=%6 default=%7")
                         .arg(r.text, r.keywords.join(QLatin1Char('|')), r.regex, r.codeLanguage, r.postTags.join(QLatin1Char('|')))
                         .arg(r.priority)
                         .arg(r.isDefault));
    }
    for (const TermForbidden &f : entry.forbidden) {
        lines.append(QStringLiteral(" forbidden=%1 reason=%2").arg(f.text, f.reason));
    }
    for (const TermConflict &c : entry.conflicts) {
        QStringList issues;
        for (int issue : c.issues) {
            issues.append(QString::number(issue));
        }
        lines.append(QStringLiteral(" conflict=%1 correct=%2 wrong=%3 issues=[%4]")
                         .arg(c.contextFeature, c.correct, c.wrong, issues.join(QLatin1Char(','))));
    }
    QStringList issues;
    for (int issue : entry.issues) {
        issues.append(QString::number(issue));
    }
    lines.append(QStringLiteral(" issues=[%1]").arg(issues.join(QLatin1Char(','))));
    return lines.join(QLatin1Char('\n'));
}

inline QString describe(const QList<TermEntry> &entries)
{
    QStringList texts;
    for (const TermEntry &entry : entries) {
        texts.append(describe(entry));
    }
    return texts.join(QLatin1String("\n---\n"));
}

inline TermRendering termRendering(const QString &text, bool isDefault = false, const QStringList &keywords = {})
{
    TermRendering rendering;
    rendering.text = text;
    rendering.isDefault = isDefault;
    rendering.keywords = keywords;
    return rendering;
}

inline TermEntry simpleTerm(const QString &source, const QString &rendering, const QString &note = {})
{
    TermEntry entry;
    entry.source = source;
    entry.renderings.append(termRendering(rendering, true));
    entry.note = note;
    return entry;
}

// The seeds' "kernel": one rendering per context, a forbidden one, two conflicts.
inline TermEntry kernelTerm()
{
    TermEntry entry;
    entry.source = QStringLiteral("kernel");
    entry.variants = QStringList {QStringLiteral("CUDA kernel"), QStringLiteral("kernel function")};
    entry.caseSensitive = true;
    entry.firstUse = QString::fromUtf8("CUDA核函数（kernel）");
    entry.note = QString::fromUtf8("驱动层指内核，深度学习层指卷积核\nsecond line, with \"quotes\", commas");
    TermRendering cuda = termRendering(QString::fromUtf8("CUDA核函数"), false, {QStringLiteral("CUDA"), QStringLiteral("__global__")});
    cuda.codeLanguage = QStringLiteral("cuda");
    cuda.regex = QStringLiteral("<<<.*>>>");
    cuda.postTags = QStringList {QStringLiteral("gpu"), QStringLiteral("cuda")};
    cuda.priority = 10;
    TermRendering osKernel = termRendering(QString::fromUtf8("内核"), true, {QStringLiteral("Linux"), QStringLiteral("syscall")});
    osKernel.priority = -1;
    entry.renderings = {cuda, osKernel};
    entry.forbidden = {{QString::fromUtf8("核心"), QString::fromUtf8("与 CPU 核心混淆")}, {QString::fromUtf8("内核函数"), QString()}};
    entry.conflicts = {{QString::fromUtf8("出现在CUDA编程上下文中"), QString::fromUtf8("CUDA核函数"), QString::fromUtf8("内核"), {311}},
        {QString::fromUtf8("出现在Linux系统调用描述中"), QString::fromUtf8("内核"), QString::fromUtf8("核函数"), {267, 311}}};
    entry.issues = {267, 311};
    return entry;
}
