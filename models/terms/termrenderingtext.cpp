// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termrenderingtext.h"

QStringList TermRenderingText::ordered(const TermEntry &entry)
{
    QStringList defaults;
    QStringList others;
    for (const TermRendering &rendering : entry.renderings) {
        (rendering.isDefault ? defaults : others).append(rendering.text);
    }
    return defaults + others;
}

bool TermRenderingText::hasConditions(const TermRendering &rendering)
{
    return !rendering.keywords.isEmpty() || !rendering.regex.isEmpty() || !rendering.codeLanguage.isEmpty()
        || !rendering.postTags.isEmpty();
}

QString TermRenderingText::conditions(const TermRendering &rendering)
{
    QStringList parts;
    if (!rendering.keywords.isEmpty()) {
        parts.append(tr("mentions %1").arg(rendering.keywords.join(QLatin1String(" / "))));
    }
    if (!rendering.regex.isEmpty()) {
        parts.append(tr("matches /%1/").arg(rendering.regex));
    }
    if (!rendering.codeLanguage.isEmpty()) {
        parts.append(tr("near %1 code").arg(rendering.codeLanguage));
    }
    if (!rendering.postTags.isEmpty()) {
        parts.append(tr("post tagged %1").arg(rendering.postTags.join(QLatin1String(" / "))));
    }
    return parts.join(tr("; "));
}

QString TermRenderingText::joined(const QStringList &texts)
{
    return texts.join(QChar(0xFF1B));
}
