// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repetitions/repetitionkey.h"

#include "draft/blockrecord.h"

#include <QStringList>

namespace {
bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\f') || c == QLatin1Char('\v');
}

QString normalizedBreaks(const QString &text)
{
    QString out = text;
    out.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    out.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    if (out.startsWith(QChar(0xFEFF))) {
        out.remove(0, 1);
    }
    return out;
}

QString collapsed(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (const QChar c : text) {
        if (isBlank(c)) {
            space = !out.isEmpty();
            continue;
        }
        if (space) {
            out.append(QLatin1Char(' '));
            space = false;
        }
        out.append(c);
    }
    return out;
}

QString withoutTrailingBlanks(QString line)
{
    int end = int(line.size());
    while (end > 0 && isBlank(line.at(end - 1))) {
        --end;
    }
    line.truncate(end);
    return line;
}

QString codeLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines) {
        line = withoutTrailingBlanks(line);
    }
    while (!lines.isEmpty() && lines.constLast().isEmpty()) {
        lines.removeLast();
    }
    while (!lines.isEmpty() && lines.constFirst().isEmpty()) {
        lines.removeFirst();
    }
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QString RepetitionKey::of(const QString &sourceText)
{
    const QString text = normalizedBreaks(sourceText);
    return isCode(text) ? codeLines(text) : collapsed(text);
}

bool RepetitionKey::counts(BlockKind kind, const QString &sourceText)
{
    if (kind == BlockKind::FrontMatter || kind == BlockKind::ThematicBreak) {
        return false;
    }
    return !of(sourceText).isEmpty();
}

bool RepetitionKey::counts(const BlockRecord &source)
{
    return counts(source.kind, source.text);
}

bool RepetitionKey::isCode(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    auto first = lines.cbegin();
    while (first != lines.cend() && withoutTrailingBlanks(*first).isEmpty()) {
        ++first;
    }
    if (first == lines.cend()) {
        return false;
    }
    if (first->startsWith(QLatin1Char('\t')) || first->startsWith(QStringLiteral("    "))) {
        return true;
    }
    const QString fence = first->trimmed();
    return fence.startsWith(QStringLiteral("```")) || fence.startsWith(QStringLiteral("~~~"));
}
