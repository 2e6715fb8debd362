// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termnounuse.h"

namespace {

bool isOneOf(const QString &word, std::initializer_list<const char *> words)
{
    for (const char *w : words) {
        if (word == QLatin1String(w)) {
            return true;
        }
    }
    return false;
}

bool isAdverb(const QString &word)
{
    return (word.size() > 4 && word.endsWith(QLatin1String("ly")))
        || isOneOf(word,
            {"also", "always", "just", "only", "still", "often", "never", "really", "actually", "even", "then", "now", "already", "simply",
                "therefore", "thus"});
}

bool isWord(const QString &token)
{
    return !token.isEmpty() && token.at(0).isLetter();
}

} // namespace

QString TermNounUse::wordBefore(const QStringList &folded, int first)
{
    int i = first - 1;
    while (i >= 0 && isWord(folded.at(i)) && isAdverb(folded.at(i))) {
        --i;
    }
    if (i < 0 || !isWord(folded.at(i))) {
        return QString();
    }
    // "doesn't", "won't": the t after an apostrophe is a not.
    const bool apostropheBefore = i >= 1 && (folded.at(i - 1) == QLatin1String("'") || folded.at(i - 1) == QStringLiteral("\u2019"));
    return folded.at(i) == QLatin1String("t") && apostropheBefore ? QStringLiteral("not") : folded.at(i);
}

bool TermNounUse::holds(const QStringList &folded, int first, int last, Form form)
{
    if (form == Form::Verbal) {
        return false;
    }
    const QString before = wordBefore(folded, first);
    if (isOneOf(before, {"the", "a", "an", "its", "their", "our", "your", "his", "her", "my", "these", "those"})) {
        return true;
    }
    if (isOneOf(before,
            {"to", "can", "could", "will", "would", "shall", "should", "may", "might", "must", "do", "does", "did", "not", "cannot"})) {
        return false;
    }
    if (form == Form::Base) {
        return !isOneOf(before, {"i", "you", "we", "they", "it", "he", "she"}); // "does it mean"
    }
    const QString after = last + 1 < folded.size() ? folded.at(last + 1) : QString();
    if (isOneOf(before, {"it", "this", "that", "which", "who", "what", "he", "she"})
        || (before == QLatin1String("by") && after == QLatin1String("of"))) {
        return false;
    }
    return !(isOneOf(after,
                 {"that", "the", "a", "an", "you", "we", "i", "it", "they", "he", "she", "this", "these", "those", "to", "more", "less",
                     "many", "much", "all", "no", "your", "our", "their", "its", "exactly", "significantly"})
        || (after.size() > 4 && after.endsWith(QLatin1String("ing"))));
}
