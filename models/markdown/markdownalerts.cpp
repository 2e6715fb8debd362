// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownalerts.h"

#include <QRegularExpression>

QString MarkdownAlerts::styled(const QString &html)
{
    // cmark writes "<blockquote>\n<p>[!WARNING]" and then either a soft break and the
    // rest of the paragraph, or the paragraph's end when an empty "> " line follows.
    static const QRegularExpression alert(
        QStringLiteral("<blockquote(?: class=\"([^\"]*)\")?>\\n<p>\\[!([A-Za-z]+)\\](?:\\n|</p>\\n(?!</blockquote>))"));
    QString result;
    qsizetype done = 0;
    QRegularExpressionMatchIterator it = alert.globalMatch(html);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString kind = type(match.captured(2));
        if (kind.isEmpty()) {
            continue;
        }
        const QString classes = (match.captured(1) + QStringLiteral(" yq-alert yq-alert-") + kind).trimmed();
        const bool paragraphGoesOn = !match.captured(0).endsWith(QLatin1String("</p>\n"));
        result += html.mid(done, match.capturedStart() - done);
        result += QStringLiteral("<blockquote class=\"%1\">\n<p class=\"yq-alert-title\">%2</p>\n").arg(classes, title(kind));
        result += paragraphGoesOn ? QStringLiteral("<p>") : QString();
        done = match.capturedEnd();
    }
    return result + html.mid(done);
}

QString MarkdownAlerts::type(const QString &marker)
{
    static const QStringList types {
        QStringLiteral("note"), QStringLiteral("tip"), QStringLiteral("important"), QStringLiteral("warning"), QStringLiteral("caution")};
    const QString lower = marker.toLower();
    return types.contains(lower) ? lower : QString();
}

// The post's language, not the user interface's: these stand in the exported post.
QString MarkdownAlerts::title(const QString &type)
{
    if (type == QLatin1String("note")) {
        return QStringLiteral("ℹ️ 说明");
    }
    if (type == QLatin1String("tip")) {
        return QStringLiteral("💡 提示");
    }
    if (type == QLatin1String("important")) {
        return QStringLiteral("❗ 重要");
    }
    if (type == QLatin1String("caution")) {
        return QStringLiteral("⛔ 小心");
    }
    return QStringLiteral("⚠️ 警告");
}
