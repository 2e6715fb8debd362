// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "typing/completioncandidate.h"

// What predictive typing offers after the text typed so far (CompletionSource::
// complete): the candidate, and how many characters at the end of the typed text it
// starts with. Invalid when nothing is offered.
struct TypedCompletion {
    CompletionCandidate candidate;
    int typedLength = 0;

    bool isValid() const { return !candidate.text.isEmpty(); }
    // What accepting it adds after the typed characters.
    QString rest() const { return candidate.text.mid(typedLength); }
};
