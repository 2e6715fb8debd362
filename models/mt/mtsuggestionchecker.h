// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mt/mtfinding.h"

#include <QList>

class ProjectStore;

// Checks a suggested translation of one source block before it is offered: the
// project's term checks (TermChecker over the block and the suggestion) and the QA
// checks that apply to one block of text (QaRunner over the pair alone). Writes
// nothing.
class MtSuggestionChecker
{
public:
    MtSuggestionChecker(const ProjectStore &store, qint64 issueId);

    QList<MtFinding> check(qint64 sourceBlockId, const QString &text) const;

private:
    const ProjectStore &m_store;
    qint64 m_issueId;
};
