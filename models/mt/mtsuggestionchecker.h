// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "mt/mtfinding.h"

#include "qa/plainwording.h"
#include "qa/qarule.h"
#include "qa/qasettings.h"
#include "terms/termentry.h"

#include <QList>

#include <memory>

class ProjectStore;
class TermMatcher;
struct QaInput;
struct TermFinding;

// Checks a suggested translation of one source block before it is offered, writing
// nothing: the project's term checks (TermChecker over the issue's pairs in post
// order, the suggestion standing as the block's draft, so that first use counts as in
// `terms check`) and the QA checks that apply to one block of text (QaRunner::check
// over the block and the suggestion alone, with the project's QA settings, rules and
// plain-language list; the term findings reach it as QaTermCheck's). The termbase and
// the QA settings are read on the first check and kept for the next ones (pre-
// translating an issue); the issue's blocks are read at each.
class MtSuggestionChecker
{
public:
    MtSuggestionChecker(ProjectStore &store, qint64 issueId);
    ~MtSuggestionChecker();

    QList<MtFinding> check(qint64 sourceBlockId, const QString &text) const;

    // The id the suggestion stands under as a draft block in the QA input.
    static constexpr qint64 SuggestionId = -1;

private:
    bool load() const;
    QList<TermFinding> termFindings(int index, const QString &text) const;
    void fillInput(int index, const QString &text, QaInput *input) const;

    ProjectStore &m_store;
    qint64 m_issueId;
    mutable QList<BlockRecord> m_sources;
    mutable QList<BlockRecord> m_targets;
    mutable QStringList m_tags;
    mutable bool m_loaded = false;
    mutable QList<TermEntry> m_terms;
    mutable std::unique_ptr<TermMatcher> m_matcher;
    mutable QaSettings m_settings;
    mutable QList<QaRule> m_rules;
    mutable QList<PlainWording> m_plainWordings;
};
