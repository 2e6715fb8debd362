// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termsuggestion.h"
#include "tm/tmmatch.h"
#include "typing/completioncandidate.h"
#include "typing/typedcompletion.h"

#include <QList>
#include <QStringList>

// What predictive typing offers in the draft block at the cursor: the candidates of
// the block and, for the text typed before the cursor, the one that continues it.
//
// Candidates, in the order they are preferred:
// 1. the renderings the context selects for the block's terms (what the term pane
//    shows first for each term) and the terms kept in English, as the termbase writes
//    them, in the pane's order;
// 2. pieces of the translations of the block's best MaxMemoryMatches memory matches
//    (memoryPieces()), longer pieces first, then the better match first.
// Each text is offered once, under the first kind it came as.
//
// complete() takes the longest tail of the typed text that some candidate starts
// with and is longer than: a tail holds at least one Chinese character or two Latin
// letters, starts neither with a space nor inside a Latin word, and is compared with
// the candidates' starts ignoring case (Latin letters). Among the candidates for that
// tail the first in the order above wins.
class CompletionSource
{
public:
    static constexpr int MaxMemoryMatches = 3;
    // Shorter pieces are not worth a suggestion.
    static constexpr int MinPieceLength = 2;

    void setTerms(const QList<TermSuggestion> &terms);
    void setMemoryMatches(const QList<TmMatch> &matches);
    void clear();

    bool isEmpty() const { return m_ranked.isEmpty(); }
    const QList<CompletionCandidate> &candidates() const { return m_ranked; }
    TypedCompletion complete(const QString &typed) const;

    // The pieces of a translation predictive typing offers, in the order they come:
    // each clause (the text between Chinese or Latin punctuation — a Latin full stop,
    // comma, colon, semicolon, question or exclamation mark only when a space or the
    // end follows, so that 3.5 and a.b stay whole — and line breaks), then within a
    // clause that mixes scripts each run of Chinese characters and each run of Latin
    // words (with the digits, spaces and -_./ between them). Pieces are trimmed, lose a
    // leading markdown marker (#, >, -, *, +, 1.) and are kept from MinPieceLength
    // characters on; each comes once.
    static QStringList memoryPieces(const QString &target);

    bool operator==(const CompletionSource &other) const { return m_ranked == other.m_ranked; }
    bool operator!=(const CompletionSource &other) const { return !(*this == other); }

private:
    void rank();

    QList<CompletionCandidate> m_terms;
    QList<CompletionCandidate> m_memory;
    QList<CompletionCandidate> m_ranked;
    int m_longest = 0;
};
