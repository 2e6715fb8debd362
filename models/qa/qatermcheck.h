// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

// The termbase's findings (IssueTermCheck, collected into QaInput::termFindings) as
// QA findings: a forbidden rendering (term.forbidden), a term without any of its
// renderings or a keep-in-English term translated (term.missing), the rendering of
// another context (term.context), a first use without its first-use form
// (term.first-use). Offsets are given back per draft block. A draft still in English
// (QaCompletenessCheck::englishDraft) gets content.untranslated's one finding and no
// term findings on top, unless content.untranslated is switched off. Likewise a
// forbidden rendering standing where the term should be (the link's draft has none of
// the term's renderings, or not its English form) is term.forbidden's one finding,
// not term.missing's on top, unless term.forbidden is switched off.
class QaTermCheck : public QaCheck
{
public:
    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;
};
