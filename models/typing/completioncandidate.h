// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A text predictive typing may offer for the draft block at the cursor, and where it
// comes from.
struct CompletionCandidate {
    enum class Kind {
        Term, // the rendering the context selects for a term of the block
        KeptEnglish, // a term kept in English, as the termbase writes it
        Memory, // a piece of the translation of one of the block's best memory matches
    };
    QString text;
    Kind kind = Kind::Term;

    bool operator==(const CompletionCandidate &other) const { return text == other.text && kind == other.kind; }
    bool operator!=(const CompletionCandidate &other) const { return !(*this == other); }
};
