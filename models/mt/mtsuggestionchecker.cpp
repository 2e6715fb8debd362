// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsuggestionchecker.h"

#include "store/projectstore.h"

MtSuggestionChecker::MtSuggestionChecker(const ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

QList<MtFinding> MtSuggestionChecker::check(qint64 sourceBlockId, const QString &text) const
{
    Q_UNUSED(sourceBlockId)
    Q_UNUSED(text)
    return {};
}
