// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "mt/mtfinding.h"

#include <QList>

class ProjectStore;
struct QaInput;
struct TermEntry;
struct TermFinding;

// Checks a suggested translation of one source block before it is offered, writing
// nothing: the project's term checks (TermChecker over the issue's pairs in post
// order, the suggestion standing as the block's draft, so that first use counts as in
// `terms check`) and the QA checks that apply to one block of text (QaRunner::check
// over the block and the suggestion alone, with the project's QA settings, rules and
// plain-language list; the term findings reach it as QaTermCheck's).
class MtSuggestionChecker
{
public:
    MtSuggestionChecker(ProjectStore &store, qint64 issueId);

    QList<MtFinding> check(qint64 sourceBlockId, const QString &text) const;

    // The id the suggestion stands under as a draft block in the QA input.
    static constexpr qint64 SuggestionId = -1;

private:
    QList<TermFinding> termFindings(const QList<TermEntry> &terms, int index, const QString &text) const;
    bool fillInput(int index, const QString &text, QaInput *input) const;

    ProjectStore &m_store;
    qint64 m_issueId;
    mutable QList<BlockRecord> m_sources;
    mutable QList<BlockRecord> m_targets;
    mutable QStringList m_tags;
};
