// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qastyledetector.h"

#include <QRegularExpression>

namespace {

bool isHan(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF);
}

bool isLatin(QChar c)
{
    return (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || (c >= QLatin1Char('a') && c <= QLatin1Char('z'));
}

bool isDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// Han, then at most one space, then a letter or digit; or the other way round.
void countMeeting(QChar a, QChar b, bool spaced, QaStyleDetector::Counts &counts)
{
    const QChar other = isHan(a) ? b : a;
    if (!(isHan(a) != isHan(b))) {
        return;
    }
    if (isLatin(other)) {
        (spaced ? counts.latinSpaced : counts.latinTight)++;
    } else if (isDigit(other)) {
        (spaced ? counts.digitSpaced : counts.digitTight)++;
    }
}

} // namespace

QaStyleDetector::Counts QaStyleDetector::count(const QString &markdown)
{
    static const QRegularExpression code(QStringLiteral("(?ms)^\\s*(```|~~~).*?^\\s*\\1[^\\n]*$|`[^`\\n]*`|https?://\\S+"));
    const QString text = QString(markdown).replace(code, QStringLiteral("\n"));
    Counts counts;
    for (int i = 0; i + 1 < text.size(); ++i) {
        const QChar c = text.at(i);
        counts.curlyQuotes += c == QChar(0x201C) ? 1 : 0;
        counts.cornerQuotes += c == QChar(0x300C) ? 1 : 0;
        if (text.at(i + 1) == QLatin1Char(' ') && i + 2 < text.size()) {
            countMeeting(c, text.at(i + 2), true, counts);
        } else {
            countMeeting(c, text.at(i + 1), false, counts);
        }
    }
    return counts;
}

QaSettings::Spacing QaStyleDetector::spacingOf(int spaced, int tight)
{
    if (spaced + tight < MinSamples) {
        return QaSettings::Spacing::Any;
    }
    if (spaced >= 2 * tight) {
        return QaSettings::Spacing::Space;
    }
    return tight >= 2 * spaced ? QaSettings::Spacing::None : QaSettings::Spacing::Any;
}

QaSettings QaStyleDetector::detect(const QStringList &markdownTexts, const QaSettings &base)
{
    Counts total;
    for (const QString &text : markdownTexts) {
        const Counts counts = count(text);
        total.latinSpaced += counts.latinSpaced;
        total.latinTight += counts.latinTight;
        total.digitSpaced += counts.digitSpaced;
        total.digitTight += counts.digitTight;
        total.curlyQuotes += counts.curlyQuotes;
        total.cornerQuotes += counts.cornerQuotes;
    }
    QaSettings settings = base;
    settings.latinSpacing = spacingOf(total.latinSpaced, total.latinTight);
    settings.digitSpacing = spacingOf(total.digitSpaced, total.digitTight);
    if (total.curlyQuotes + total.cornerQuotes > 0) {
        settings.quotes = total.cornerQuotes > total.curlyQuotes ? QaSettings::Quotes::Corner : QaSettings::Quotes::Curly;
    }
    return settings;
}
