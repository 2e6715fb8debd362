// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termcheckpair.h"
#include "terms/termfinding.h"
#include "terms/termmatcher.h"
#include "terms/termoccurrence.h"

#include <QCoreApplication>
#include <QList>

// Checks a draft's terminology pair by pair, against a matcher's termbase. For every
// term matched in a pair's source (once per pair, at its first occurrence there; not
// inside a name — inline code, a quoted word — unless it is kept in English):
// - keep in English: its source form (or a variant) must be in the draft block;
// - else its rendering by TermSelector: none of the term's renderings (or first-use
//   form) in the draft block is Missing; only others than the selected one is
//   WrongChoice;
// - the first pair where the term occurs must carry the first-use form, if any.
// Every forbidden rendering in a draft block is a finding, matched in the source or not.
class TermChecker
{
    Q_DECLARE_TR_FUNCTIONS(TermChecker)
public:
    explicit TermChecker(const TermMatcher &matcher);

    QList<TermFinding> check(const QList<TermCheckPair> &pairs, const QString &document, const QStringList &postTags) const;

private:
    struct SourceHit {
        int block = -1;
        TermOccurrence occurrence;
    };
    struct PairState {
        const TermCheckPair *pair = nullptr;
        QList<TermTargetOccurrence> targets;
        QList<TermOccurrence> english;
        QString document;
        QStringList postTags;
    };
    static QList<SourceHit> firstHits(const TermMatcher &matcher, const TermCheckPair &pair);
    void checkForbidden(const PairState &state, const QList<SourceHit> &hits, QList<TermFinding> *findings) const;
    void checkTerm(const PairState &state, const SourceHit &hit, bool firstInPost, QList<TermFinding> *findings) const;
    void checkRendering(const PairState &state, const SourceHit &hit, QList<TermFinding> *findings) const;
    void checkKeepEnglish(const PairState &state, const SourceHit &hit, QList<TermFinding> *findings) const;
    TermFinding finding(TermFinding::Kind kind, const PairState &state, const SourceHit &hit) const;

    const TermMatcher &m_matcher;
};
