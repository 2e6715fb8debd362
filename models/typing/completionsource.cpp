// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "typing/completionsource.h"

#include "core/codepoints.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {
// Punctuation that ends a clause wherever it stands (Chinese marks, brackets, quotes,
// markdown emphasis and code marks), and Latin marks that end one before a space.
const QString ClauseBreaks = QStringLiteral("，。；：！？、（）()「」『』《》〈〉【】[]“”‘’\"…—*`|\n\t");
const QString LatinBreaks = QStringLiteral(",.;:!?");
const QRegularExpression LeadingMarker(QStringLiteral("^(#{1,6}|>|[-*+]|\\d+[.)])\\s+"));
// A run of Chinese characters; a run of Latin words with what joins them.
const QRegularExpression ScriptRun(QStringLiteral("\\p{Han}+|[\\p{Latin}\\d]+(?:[ _\\-./]+[\\p{Latin}\\d]+)*"));

bool isLatinWordChar(QChar c)
{
    return (c.isLetterOrNumber() && c.script() == QChar::Script_Latin) || c.isDigit() || c == QLatin1Char('_');
}

bool isLatinLetter(QChar c)
{
    return c.isLetter() && c.script() == QChar::Script_Latin;
}

bool endsClause(const QString &text, int i)
{
    const QChar c = text.at(i);
    if (ClauseBreaks.contains(c)) {
        return true;
    }
    return LatinBreaks.contains(c) && (i + 1 == text.size() || text.at(i + 1).isSpace());
}

QStringList clausesOf(const QString &text)
{
    QStringList clauses;
    int start = 0;
    for (int i = 0; i <= text.size(); ++i) {
        if (i == text.size() || endsClause(text, i)) {
            clauses.append(text.mid(start, i - start));
            start = i + 1;
        }
    }
    return clauses;
}

// A tail of the typed text may start at i: not on a space, not inside a Latin word
// or a surrogate pair.
bool startsTail(const QString &typed, int i)
{
    const QChar c = typed.at(i);
    if (c.isSpace() || c.isLowSurrogate()) {
        return false;
    }
    return !(isLatinWordChar(c) && i > 0 && isLatinWordChar(typed.at(i - 1)));
}

// At least one Chinese character or two Latin letters.
bool isLongEnough(const QString &tail)
{
    int letters = 0;
    for (int i = 0; i < tail.size();) {
        int length = 1;
        const char32_t c = CodePoints::at(tail, i, &length);
        if (CodePoints::isCjkScript(c)) {
            return true;
        }
        letters += isLatinLetter(tail.at(i)) ? 1 : 0;
        i += length;
    }
    return letters >= 2;
}
} // namespace

void CompletionSource::setTerms(const QList<TermSuggestion> &terms)
{
    m_terms.clear();
    for (const TermSuggestion &term : terms) {
        if (!term.selection.text.isEmpty()) {
            const auto kind = term.selection.rendering < 0 ? CompletionCandidate::Kind::KeptEnglish : CompletionCandidate::Kind::Term;
            m_terms.append({term.selection.text, kind});
        }
    }
    rank();
}

void CompletionSource::setMemoryMatches(const QList<TmMatch> &matches)
{
    m_memory.clear();
    for (int i = 0; i < matches.size() && i < MaxMemoryMatches; ++i) {
        for (const QString &piece : memoryPieces(matches.at(i).unit.target)) {
            m_memory.append({piece, CompletionCandidate::Kind::Memory});
        }
    }
    rank();
}

void CompletionSource::clear()
{
    m_terms.clear();
    m_memory.clear();
    rank();
}

void CompletionSource::rank()
{
    QList<CompletionCandidate> memory = m_memory;
    std::stable_sort(memory.begin(), memory.end(),
        [](const CompletionCandidate &a, const CompletionCandidate &b) { return a.text.size() > b.text.size(); });
    m_ranked.clear();
    m_longest = 0;
    QSet<QString> seen;
    for (const CompletionCandidate &candidate : m_terms + memory) {
        if (!seen.contains(candidate.text)) {
            seen.insert(candidate.text);
            m_ranked.append(candidate);
            m_longest = qMax(m_longest, int(candidate.text.size()));
        }
    }
}

TypedCompletion CompletionSource::complete(const QString &typed) const
{
    // A tail must be shorter than the candidate it starts.
    for (int i = qMax(0, int(typed.size()) - m_longest + 1); i < typed.size(); ++i) {
        if (!startsTail(typed, i)) {
            continue;
        }
        const QString tail = typed.mid(i);
        if (!isLongEnough(tail)) {
            break; // the shorter tails after it hold less still
        }
        for (const CompletionCandidate &candidate : m_ranked) {
            if (candidate.text.size() > tail.size() && candidate.text.startsWith(tail, Qt::CaseInsensitive)) {
                return {candidate, int(tail.size())};
            }
        }
    }
    return {};
}

QStringList CompletionSource::memoryPieces(const QString &target)
{
    QStringList pieces;
    QSet<QString> seen;
    const auto add = [&pieces, &seen](const QString &piece) {
        if (piece.size() >= MinPieceLength && !seen.contains(piece)) {
            seen.insert(piece);
            pieces.append(piece);
        }
    };
    for (const QString &clause : clausesOf(target)) {
        const QString text = clause.trimmed().remove(LeadingMarker).trimmed();
        add(text);
        for (auto runs = ScriptRun.globalMatch(text); runs.hasNext();) {
            add(runs.next().captured());
        }
    }
    return pieces;
}
