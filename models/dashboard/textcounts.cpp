// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/textcounts.h"

#include <QChar>
#include <QRegularExpression>
#include <QStringView>
#include <QVector>

namespace {

enum class Class { Other, Letter, Digit, Han };

Class classOf(char32_t c)
{
    if (TextCounts::isChineseCharacter(c)) {
        return Class::Han;
    }
    if (c >= '0' && c <= '9') {
        return Class::Digit;
    }
    if (QChar::isLetter(c) && QChar::script(c) == QChar::Script_Latin) {
        return Class::Letter;
    }
    return Class::Other;
}

bool joinsWord(char32_t joiner, Class before, Class after)
{
    const bool letters = before == Class::Letter && after == Class::Letter;
    const bool digits = before == Class::Digit && after == Class::Digit;
    switch (joiner) {
    case U'\'':
    case U'\u2019':
    case U'-':
        return letters;
    case U'.':
    case U',':
        return digits;
    default:
        return false;
    }
}

// Link targets, autolinks and bare URLs: `](…)`, `<https://…>`, `https://…`.
const QRegularExpression &notRead()
{
    static const QRegularExpression re(QStringLiteral(R"(\]\([^)\s]*(?:\s+"[^"]*")?\)|<[a-zA-Z][a-zA-Z0-9+.-]*:[^>\s]*>|https?://\S+)"));
    return re;
}

} // namespace

bool TextCounts::isChineseCharacter(char32_t c)
{
    return QChar::script(c) == QChar::Script_Han && (QChar::isLetter(c) || c == U'\u3007');
}

TextCounts TextCounts::of(const QString &text)
{
    const QVector<uint> points = text.toUcs4();
    TextCounts counts;
    bool inWord = false;
    for (int i = 0; i < points.size(); ++i) {
        const Class c = classOf(points.at(i));
        if (c == Class::Han) {
            ++counts.chineseCharacters;
        }
        if (c == Class::Letter || c == Class::Digit) {
            counts.words += inWord ? 0 : 1;
            inWord = true;
            continue;
        }
        const Class before = i > 0 ? classOf(points.at(i - 1)) : Class::Other;
        const Class after = i + 1 < points.size() ? classOf(points.at(i + 1)) : Class::Other;
        inWord = inWord && joinsWord(points.at(i), before, after);
    }
    return counts;
}

TextCounts TextCounts::ofBlock(BlockKind kind, const QString &text)
{
    switch (kind) {
    case BlockKind::Code:
    case BlockKind::FrontMatter:
    case BlockKind::Html:
    case BlockKind::Reference:
    case BlockKind::Math:
        return {};
    default:
        break;
    }
    QString read = text;
    read.replace(notRead(), QStringLiteral("] "));
    return of(read);
}
