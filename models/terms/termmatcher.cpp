// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termmatcher.h"

#include <QStringView>

#include <algorithm>

namespace {
bool isLatinOrDigit(QChar c)
{
    return !TermMatcher::isCjk(c) && c.isLetterOrNumber();
}

// Chinese typography puts a space between Chinese and Latin letters or digits
// ("CUDA 核函数"), a rendering may not have it ("CUDA核函数"), or the other way round.
bool spacingBoundary(QChar before, QChar after)
{
    return (TermMatcher::isCjk(before) && isLatinOrDigit(after)) || (isLatinOrDigit(before) && TermMatcher::isCjk(after));
}

// How much of text, from its start, spells needle: Latin letters case-insensitive,
// a space between Chinese and Latin optional on either side. 0: no match.
int targetMatchLength(QStringView text, QStringView needle)
{
    qsizetype t = 0;
    qsizetype n = 0;
    while (n < needle.size()) {
        if (t < text.size() && text.at(t).toCaseFolded() == needle.at(n).toCaseFolded()) {
            ++t;
            ++n;
        } else if (t > 0 && t + 1 < text.size() && text.at(t) == QLatin1Char(' ') && spacingBoundary(text.at(t - 1), needle.at(n))) {
            ++t;
        } else if (n > 0 && n + 1 < needle.size() && needle.at(n) == QLatin1Char(' ')
            && spacingBoundary(needle.at(n - 1), needle.at(n + 1))) {
            ++n;
        } else {
            return 0;
        }
    }
    return int(t);
}

bool isVowel(QChar c)
{
    return QStringView(u"aeiou").contains(c);
}

bool isLetters(const QString &word)
{
    return std::all_of(word.begin(), word.end(), [](QChar c) { return c.isLetter() && !TermMatcher::isCjk(c); });
}

bool endsWithSibilant(const QString &word)
{
    return word.endsWith(QLatin1Char('s')) || word.endsWith(QLatin1Char('x')) || word.endsWith(QLatin1Char('z'))
        || word.endsWith(QLatin1String("ch")) || word.endsWith(QLatin1String("sh")) || word.endsWith(QLatin1Char('o'));
}

// consonant–vowel–consonant at the end: "plan" → "planning"
bool doublesLastConsonant(const QString &word)
{
    const int n = word.size();
    if (n < 3) {
        return false;
    }
    const QChar last = word.at(n - 1);
    return !isVowel(last) && !QStringView(u"wxy").contains(last) && isVowel(word.at(n - 2)) && !isVowel(word.at(n - 3));
}

} // namespace

TermMatcher::TermMatcher(const QList<TermEntry> &terms)
    : m_terms(terms)
{
    m_contexts.resize(m_terms.size());
    for (int i = 0; i < m_terms.size(); ++i) {
        const TermEntry &entry = m_terms.at(i);
        if (!entry.contextRegex.isEmpty()) {
            m_contexts[i] = QRegularExpression(entry.contextRegex, QRegularExpression::CaseInsensitiveOption);
        }
        addPattern(i, entry.source, entry.caseSensitive);
        for (const QString &variant : entry.variants) {
            addPattern(i, variant, entry.caseSensitive);
        }
        for (int r = 0; r < entry.renderings.size(); ++r) {
            addNeedle(i, TermTargetOccurrence::Kind::Rendering, r, entry.renderings.at(r).text);
        }
        for (int f = 0; f < entry.forbidden.size(); ++f) {
            addNeedle(i, TermTargetOccurrence::Kind::Forbidden, f, entry.forbidden.at(f).text);
        }
        addNeedle(i, TermTargetOccurrence::Kind::FirstUse, -1, entry.firstUse);
    }
    for (QVector<int> &list : m_needleIndex) {
        std::stable_sort(
            list.begin(), list.end(), [this](int a, int b) { return m_needles.at(a).text.size() > m_needles.at(b).text.size(); });
    }
}

QVector<TermMatcher::Token> TermMatcher::tokenize(const QString &text)
{
    QVector<Token> tokens;
    bool space = false;
    const int n = int(text.size());
    int i = 0;
    while (i < n) {
        const QChar c = text.at(i);
        if (c.isSpace()) {
            space = true;
            ++i;
            continue;
        }
        int j = i + 1;
        if (isWordChar(c)) {
            while (j < n && isWordChar(text.at(j))) {
                ++j;
            }
        } else if (c.isHighSurrogate() && j < n && text.at(j).isLowSurrogate()) {
            ++j;
        }
        tokens.append({i, j, space});
        space = false;
        i = j;
    }
    return tokens;
}

QVector<TermMatcher::Form> TermMatcher::inflections(const QString &w)
{
    const int n = int(w.size());
    using K = TermNounUse::Form;
    QVector<Form> forms {{w, n, K::Base}};
    if (!isLetters(w)) {
        if (n > 1 && w.at(n - 1).isDigit()) {
            forms.append({w + QLatin1Char('s'), n, K::Plural}); // "A100s"
        }
        return forms;
    }
    if (n < 2) {
        return forms;
    }
    const QString stem = w.left(n - 1);
    forms.append({w + QLatin1Char('s'), n, K::Plural});
    if (endsWithSibilant(w)) {
        forms.append({w + QLatin1String("es"), n, K::Plural});
    }
    if (w.endsWith(QLatin1Char('y')) && !isVowel(w.at(n - 2))) {
        forms.append({stem + QLatin1String("ies"), n - 1, K::Plural});
        forms.append({stem + QLatin1String("ied"), n - 1, K::Verbal});
        forms.append({w + QLatin1String("ing"), n, K::Verbal});
    } else if (w.endsWith(QLatin1Char('e'))) {
        forms.append({w + QLatin1Char('d'), n, K::Verbal});
        forms.append({stem + QLatin1String("ing"), n - 1, K::Verbal});
    } else {
        forms.append({w + QLatin1String("ing"), n, K::Verbal});
        forms.append({w + QLatin1String("ed"), n, K::Verbal});
        if (doublesLastConsonant(w)) {
            forms.append({w + w.at(n - 1) + QLatin1String("ing"), n, K::Verbal});
            forms.append({w + w.at(n - 1) + QLatin1String("ed"), n, K::Verbal});
        }
    }
    return forms;
}

void TermMatcher::addPattern(int term, const QString &form, bool caseSensitive)
{
    const QVector<Token> tokens = tokenize(form);
    if (tokens.isEmpty()) {
        return;
    }
    Pattern pattern;
    pattern.term = term;
    pattern.caseSensitive = caseSensitive;
    for (const Token &token : tokens) {
        pattern.original.append(form.mid(token.start, token.end - token.start));
        pattern.folded.append(pattern.original.last().toLower());
        pattern.spaceBefore.append(token.spaceBefore);
    }
    pattern.lastForms = inflections(pattern.folded.last());
    const int id = int(m_patterns.size());
    m_patterns.append(pattern);
    if (tokens.size() > 1) {
        m_index[pattern.folded.first()].append(id);
        return;
    }
    for (const Form &f : std::as_const(pattern.lastForms)) {
        QVector<int> &list = m_index[f.folded];
        if (!list.contains(id)) {
            list.append(id);
        }
    }
}

void TermMatcher::addNeedle(int term, TermTargetOccurrence::Kind kind, int index, const QString &text)
{
    if (text.isEmpty()) {
        return;
    }
    m_needleIndex[text.at(0).toLower().unicode()].append(int(m_needles.size()));
    m_needles.append({term, kind, index, text});
}

QList<TermOccurrence> TermMatcher::findInSource(const QString &text) const
{
    QList<TermOccurrence> found;
    const QVector<Token> tokens = tokenize(text);
    QStringList folded;
    folded.reserve(tokens.size());
    for (const Token &token : tokens) {
        folded.append(text.mid(token.start, token.end - token.start).toLower());
    }
    int i = 0;
    while (i < tokens.size()) {
        int bestLast = -1;
        int bestTerm = -1;
        const auto candidates = m_index.constFind(folded.at(i));
        if (candidates != m_index.constEnd()) {
            for (int id : *candidates) {
                TermNounUse::Form form = TermNounUse::Form::Base;
                const int last = matchEnd(m_patterns.at(id), text, tokens, folded, i, &form);
                if (last > bestLast && restrictionsHold(m_patterns.at(id).term, text, tokens, folded, i, last, form)) {
                    bestLast = last;
                    bestTerm = m_patterns.at(id).term;
                }
            }
        }
        if (bestLast < 0) {
            ++i;
            continue;
        }
        const int start = tokens.at(i).start;
        const int end = possessiveEnd(text, tokens, bestLast);
        found.append({bestTerm, start, end, text.mid(start, end - start)});
        i = bestLast + 1;
    }
    return found;
}

// The index of the last token the pattern covers from token `first`, -1 if it does not match there.
int TermMatcher::matchEnd(const Pattern &pattern, const QString &text, const QVector<Token> &tokens, const QStringList &folded, int first,
    TermNounUse::Form *form) const
{
    const int count = int(pattern.folded.size());
    if (first + count > tokens.size()) {
        return -1;
    }
    for (int k = 0; k < count - 1; ++k) {
        const int t = first + k;
        if ((k > 0 && tokens.at(t).spaceBefore != pattern.spaceBefore.at(k)) || folded.at(t) != pattern.folded.at(k)) {
            return -1;
        }
        if (pattern.caseSensitive
            && QStringView(text).mid(tokens.at(t).start, tokens.at(t).end - tokens.at(t).start) != pattern.original.at(k)) {
            return -1;
        }
    }
    const int last = first + count - 1;
    if (count > 1 && tokens.at(last).spaceBefore != pattern.spaceBefore.at(count - 1)) {
        return -1;
    }
    const auto lastForm =
        std::find_if(pattern.lastForms.begin(), pattern.lastForms.end(), [&](const Form &f) { return f.folded == folded.at(last); });
    if (lastForm == pattern.lastForms.end()) {
        return -1;
    }
    if (pattern.caseSensitive
        && QStringView(text).mid(tokens.at(last).start, lastForm->stemLength)
            != QStringView(pattern.original.last()).left(lastForm->stemLength)) {
        return -1;
    }
    *form = lastForm->kind;
    return insideIdentifier(text, tokens.at(first).start, tokens.at(last).end) ? -1 : last;
}

bool TermMatcher::restrictionsHold(int term, const QString &text, const QVector<Token> &tokens, const QStringList &folded, int first,
    int last, TermNounUse::Form form) const
{
    const TermEntry &entry = m_terms.at(term);
    if (entry.nounOnly && !TermNounUse::holds(folded, first, last, form)) {
        return false;
    }
    if (entry.contextRegex.isEmpty()) {
        return true;
    }
    const QRegularExpression &context = m_contexts.at(term);
    if (!context.isValid()) {
        return false;
    }
    const int start = tokens.at(first).start;
    const int end = tokens.at(last).end;
    for (auto it = context.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedStart() <= start && match.capturedEnd() >= end) {
            return true;
        }
        if (match.capturedStart() > start) {
            break;
        }
    }
    return false;
}

// "torch" in "torch.compile", "compile" in "torch.compile": glued by a '.' to a word.
bool TermMatcher::insideIdentifier(const QString &text, int start, int end)
{
    const QChar dot = QLatin1Char('.');
    if (start >= 2 && text.at(start - 1) == dot && isWordChar(text.at(start - 2))) {
        return true;
    }
    return end + 1 < text.size() && text.at(end) == dot && isWordChar(text.at(end + 1));
}

int TermMatcher::possessiveEnd(const QString &text, const QVector<Token> &tokens, int last)
{
    const int end = tokens.at(last).end;
    if (last + 2 >= tokens.size() || tokens.at(last + 1).spaceBefore || tokens.at(last + 2).spaceBefore) {
        return end;
    }
    const QChar quote = text.at(tokens.at(last + 1).start);
    const Token &s = tokens.at(last + 2);
    const bool isQuote = quote == QLatin1Char('\'') || quote == QChar(0x2019);
    const bool isS = s.end - s.start == 1 && text.at(s.start).toLower() == QLatin1Char('s');
    return isQuote && tokens.at(last + 1).end == s.start && isS ? s.end : end;
}

QList<TermTargetOccurrence> TermMatcher::findInTarget(const QString &text) const
{
    QList<TermTargetOccurrence> found;
    int i = 0;
    while (i < text.size()) {
        const int length = needleAt(text, i, &found);
        i += length > 0 ? length : 1;
    }
    return found;
}

// Appends every longest needle at `position` (several terms may share a rendering); returns its length, 0 if none.
int TermMatcher::needleAt(const QString &text, int position, QList<TermTargetOccurrence> *found) const
{
    const auto candidates = m_needleIndex.constFind(text.at(position).toLower().unicode());
    if (candidates == m_needleIndex.constEnd()) {
        return 0;
    }
    int longest = 0; // needle length of the matches kept
    int consumed = 0;
    const QStringView rest = QStringView(text).mid(position);
    for (int id : *candidates) {
        const Needle &needle = m_needles.at(id);
        const int length = int(needle.text.size());
        if (length < longest) {
            break;
        }
        const int matched = targetMatchLength(rest, needle.text);
        if (matched > 0) {
            longest = length;
            consumed = qMax(consumed, matched);
            found->append({needle.term, needle.kind, needle.index, position, position + matched});
        }
    }
    return consumed;
}
