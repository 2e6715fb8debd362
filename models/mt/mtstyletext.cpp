// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtstyletext.h"

#include "qa/qasettings.h"

QStringList MtStyleText::lines(const QaSettings &settings)
{
    QStringList lines;
    lines << spacing(int(settings.latinSpacing), QStringLiteral("Chinese characters and Latin letters"), QStringLiteral("使用GPU训练"),
        QStringLiteral("使用 GPU 训练"));
    lines << spacing(int(settings.digitSpacing), QStringLiteral("Chinese characters and digits"), QStringLiteral("共8张卡"),
        QStringLiteral("共 8 张卡"));
    lines << quotes(int(settings.quotes));
    lines << punctuation(settings);
    lines << spacing(int(settings.besideFullwidth), QStringLiteral("full-width punctuation and Chinese characters"),
        QStringLiteral("训练，推理"), QStringLiteral("训练， 推理"));
    lines << spacing(int(settings.besideQuotes), QStringLiteral("quotation marks and the Chinese outside them"),
        QStringLiteral("称为“张量并行”的方法"), QStringLiteral("称为 “张量并行” 的方法"));
    lines << spacing(int(settings.besideLatin), QStringLiteral("full-width punctuation and Latin text, code or links"),
        QStringLiteral("`torchrun`，然后"), QStringLiteral("`torchrun` ，然后"));
    lines.removeAll(QString());
    return lines;
}

QString MtStyleText::spacing(int spacing, const QString &between, const QString &none, const QString &space)
{
    switch (QaSettings::Spacing(spacing)) {
    case QaSettings::Spacing::None:
        return QStringLiteral("No space between %1 (%2).").arg(between, none);
    case QaSettings::Spacing::Space:
        return QStringLiteral("One space between %1 (%2).").arg(between, space);
    case QaSettings::Spacing::Any:
        break;
    }
    return {};
}

QString MtStyleText::quotes(int quotes)
{
    switch (QaSettings::Quotes(quotes)) {
    case QaSettings::Quotes::Curly:
        return QStringLiteral("Quotation marks in Chinese sentences: “…” and ‘…’.");
    case QaSettings::Quotes::Corner:
        return QStringLiteral("Quotation marks in Chinese sentences: 「…」 and 『…』.");
    case QaSettings::Quotes::Straight:
        return QStringLiteral("Quotation marks in Chinese sentences: straight \"…\".");
    case QaSettings::Quotes::Any:
        break;
    }
    return {};
}

QStringList MtStyleText::punctuation(const QaSettings &settings)
{
    static const QStringList names {QStringLiteral("colon"), QStringLiteral("parentheses"), QStringLiteral("comma"),
        QStringLiteral("full stop and ellipsis"), QStringLiteral("question and exclamation marks"), QStringLiteral("semicolon")};
    static const QStringList glyphs {QStringLiteral("："), QStringLiteral("（）"), QStringLiteral("，"), QStringLiteral("。……"),
        QStringLiteral("？！"), QStringLiteral("；")};
    QStringList full;
    QStringList half;
    for (int mark = 0; mark < QaSettings::MarkCount; ++mark) {
        const QaSettings::Width width = settings.width(QaSettings::Mark(mark));
        if (width == QaSettings::Width::Full) {
            full.append(names.at(mark) + QLatin1Char(' ') + glyphs.at(mark));
        } else if (width == QaSettings::Width::Half) {
            half.append(names.at(mark));
        }
    }
    QStringList lines;
    if (!full.isEmpty()) {
        lines.append(QStringLiteral("After Chinese text, full-width punctuation: %1.").arg(full.join(QStringLiteral(", "))));
    }
    if (!half.isEmpty()) {
        lines.append(QStringLiteral("After Chinese text, half-width (ASCII) punctuation for: %1.").arg(half.join(QStringLiteral(", "))));
    }
    return lines;
}
