// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/synthetictmunits.h"

#include <QDateTime>
#include <QRegularExpression>

namespace {

bool isHanzi(QChar c)
{
    return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF;
}

// A small, fast generator (xorshift32): the same units on every machine.
quint32 next(quint32 *state)
{
    quint32 x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

bool oneInThree(quint32 *state)
{
    return next(state) % 3 == 0;
}

QStringList sentences(const QString &text, const QRegularExpression &end)
{
    QStringList result;
    for (const QString &sentence : text.split(end, Qt::SkipEmptyParts)) {
        if (!sentence.trimmed().isEmpty()) {
            result.append(sentence.trimmed());
        }
    }
    return result;
}

} // namespace

SyntheticTmUnits::SyntheticTmUnits(const QList<TmUnit> &base, quint32 seed)
    : m_base(base)
    , m_seed(seed == 0 ? 1 : seed)
{
    for (const TmUnit &unit : base) {
        addSentences(unit);
        m_words += unit.source.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QChar c : unit.target) {
            if (isHanzi(c)) {
                m_hanzi += c;
            }
        }
    }
    if (m_sentences.isEmpty()) {
        m_sentences = base;
    }
    if (m_words.isEmpty()) {
        m_words.append(QStringLiteral("word"));
    }
    if (m_hanzi.isEmpty()) {
        m_hanzi = QStringLiteral("字");
    }
}

// Prose only (code and tables are no sentences); a unit whose sides do not cut into
// as many sentences stays whole.
void SyntheticTmUnits::addSentences(const TmUnit &unit)
{
    if (unit.source.contains(QLatin1String("```")) || unit.source.contains(QLatin1Char('|'))
        || unit.source.startsWith(QLatin1String("    "))) {
        return;
    }
    static const QRegularExpression englishEnd(QStringLiteral("(?<=[.!?])\\s+"));
    static const QRegularExpression chineseEnd(QStringLiteral("(?<=[。！？])"));
    const QStringList sources = sentences(unit.source, englishEnd);
    const QStringList targets = sentences(unit.target, chineseEnd);
    if (sources.size() != targets.size() || sources.size() < 2) {
        m_sentences.append(unit);
        return;
    }
    for (int i = 0; i < sources.size(); ++i) {
        TmUnit sentence = unit;
        sentence.source = sources.at(i);
        sentence.target = targets.at(i);
        m_sentences.append(sentence);
    }
}

QList<TmUnit> SyntheticTmUnits::make(int count) const
{
    QList<TmUnit> units;
    units.reserve(count);
    quint32 state = m_seed;
    for (int i = 0; i < count && !m_base.isEmpty(); ++i) {
        units.append(unit(i, &state));
    }
    return units;
}

TmUnit SyntheticTmUnits::unit(int i, quint32 *state) const
{
    const int n = int(m_base.size());
    TmUnit result = i < n ? m_base.at(i) : m_sentences.at(int(next(state) % quint32(m_sentences.size())));
    if (i >= n) {
        result.source = mixedWords(result.source, state);
        result.target = mixedTarget(result.target, state);
        result.context.clear();
    }
    const QDateTime created = QDateTime(QDate(2019, 1, 1), QTime(0, 0), Qt::UTC).addSecs(qint64(i) * 97);
    result.created = created.toString(Qt::ISODate);
    result.changed = created.addDays(30).toString(Qt::ISODate);
    return result;
}

// The text with about one word in three replaced, at least one.
QString SyntheticTmUnits::mixedWords(const QString &text, quint32 *state) const
{
    QStringList words = text.split(QLatin1Char(' '));
    bool changed = false;
    for (QString &word : words) {
        if (!word.isEmpty() && oneInThree(state)) {
            word = m_words.at(int(next(state) % quint32(m_words.size())));
            changed = true;
        }
    }
    if (!changed) {
        words.append(m_words.at(int(next(state) % quint32(m_words.size()))));
    }
    return words.join(QLatin1Char(' '));
}

// About one Chinese character in three replaced; a target without any (code) gets
// its words mixed instead.
QString SyntheticTmUnits::mixedTarget(const QString &text, quint32 *state) const
{
    QString result = text;
    bool hasHanzi = false;
    bool changed = false;
    for (QChar &c : result) {
        if (isHanzi(c)) {
            hasHanzi = true;
            if (oneInThree(state)) {
                c = m_hanzi.at(int(next(state) % quint32(m_hanzi.size())));
                changed = true;
            }
        }
    }
    if (!hasHanzi) {
        return mixedWords(text, state);
    }
    return changed ? result : result + m_hanzi.at(int(next(state) % quint32(m_hanzi.size())));
}
