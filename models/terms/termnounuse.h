// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// Whether a term that is a noun only ("mean" → 均值) stands as that noun where
// TermMatcher matched it, read from the words around it — no dictionary, a few
// cues of English grammar:
// - an -ing or -ed form is another word ("meaning", "weighted");
// - after an article or a possessive it is the noun ("the means of both groups");
// - after to, a modal, do or not, or a subject pronoun (we, they, it) the base form is
//   a verb ("to mean", "would mean", "doesn't mean", "we mean", "does it mean");
// - the -s form after it, this, that, which or who, or before a clause or an object
//   (that, the, we, more, an -ing word) is a verb ("this means that", "rank means
//   more"), and "by means of" is an idiom.
// Adverbs between (also, always, -ly words) are skipped.
class TermNounUse
{
public:
    enum class Form { Base, Plural, Verbal }; // how the term's last word is inflected

    // folded: the text's tokens in lower case (words, and every other character on
    // its own); the term covers tokens first..last.
    static bool holds(const QStringList &folded, int first, int last, Form form);

private:
    static QString wordBefore(const QStringList &folded, int first);
};
