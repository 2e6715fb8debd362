// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"
#include "terms/termnounuse.h"
#include "terms/termoccurrence.h"
#include "terms/termtargetoccurrence.h"

#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QVector>

// Finds a termbase's terms in texts, built once for a list of entries.
//
// English side (findInSource): the text and every term are cut into tokens: runs of
// letters, digits and '_' (a CJK character is a token of its own), every other
// non-space character a token of its own. A term matches a run of tokens equal to its
// own (case-folded unless caseSensitive), with white space between the same tokens,
// so "torch.compile", "NCCL_IB_DISABLE" and "--num_nodes" are terms like any other
// and a term never matches part of a word ("GPU" not in "GPUDirect", "NCCL" not in
// "NCCL_IB_DISABLE"). A match glued to a word by a '.' is inside an identifier and
// does not count ("torch" in "torch.compile"), a '.' ending a sentence does. The last
// word of a term is inflected (-s, -es, -ies, -ing, -ed, a doubled consonant, a
// dropped e) and a possessive 's is part of the match. Of overlapping matches the
// leftmost, then the longest wins ("CUDA kernel" over "kernel"). An entry's
// restrictions leave out matches where they do not hold: nounOnly (TermNounUse) and
// contextRegex (a match of it must cover the occurrence). Cost: one hash
// lookup per token plus the candidates starting with that word, whatever the size
// of the termbase.
//
// Chinese side (findInTarget): renderings, forbidden renderings and first-use forms
// as plain substrings (CJK has no word boundaries; Latin letters case-insensitive),
// leftmost then longest, so "核函数" inside "CUDA核函数" counts as the longer one only.
class TermMatcher
{
public:
    explicit TermMatcher(const QList<TermEntry> &terms = {});

    QList<TermOccurrence> findInSource(const QString &text) const;
    QList<TermTargetOccurrence> findInTarget(const QString &text) const;

    const QList<TermEntry> &terms() const { return m_terms; }

    // Where the matcher draws the line between Chinese and Latin (U+2E80 and up is
    // CJK), and what an English word is made of (letters, digits, '_', not CJK).
    static bool isCjk(QChar c) { return c.unicode() >= 0x2E80; }
    static bool isWordChar(QChar c) { return (c.isLetterOrNumber() || c == QLatin1Char('_')) && !isCjk(c); }

private:
    struct Token {
        int start = 0;
        int end = 0;
        bool spaceBefore = false;
    };
    struct Form {
        QString folded;
        int stemLength = 0; // leading characters compared with the term's own case
        TermNounUse::Form kind = TermNounUse::Form::Base;
    };
    struct Pattern {
        int term = -1;
        QStringList folded;
        QStringList original;
        QVector<bool> spaceBefore;
        QVector<Form> lastForms;
        bool caseSensitive = false;
    };
    struct Needle {
        int term = -1;
        TermTargetOccurrence::Kind kind = TermTargetOccurrence::Kind::Rendering;
        int index = -1;
        QString text;
    };

    static QVector<Token> tokenize(const QString &text);
    static QVector<Form> inflections(const QString &folded);
    void addPattern(int term, const QString &form, bool caseSensitive);
    void addNeedle(int term, TermTargetOccurrence::Kind kind, int index, const QString &text);
    int matchEnd(const Pattern &pattern, const QString &text, const QVector<Token> &tokens, const QStringList &folded, int first,
        TermNounUse::Form *form) const;
    bool restrictionsHold(int term, const QString &text, const QVector<Token> &tokens, const QStringList &folded, int first, int last,
        TermNounUse::Form form) const;
    static bool insideIdentifier(const QString &text, int start, int end);
    static int possessiveEnd(const QString &text, const QVector<Token> &tokens, int last);
    int needleAt(const QString &text, int position, QList<TermTargetOccurrence> *found) const;

    QList<TermEntry> m_terms;
    QVector<Pattern> m_patterns;
    QHash<QString, QVector<int>> m_index; // folded first word (every form of a one-word term) → patterns
    QVector<QRegularExpression> m_contexts; // per term: its contextRegex, compiled (empty: none)
    QVector<Needle> m_needles;
    QHash<ushort, QVector<int>> m_needleIndex; // lower-cased first character → needles, longest first
};
