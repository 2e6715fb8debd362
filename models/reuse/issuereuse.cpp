// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reuse/issuereuse.h"

#include "store/projectstore.h"

IssueReuse::IssueReuse(ProjectStore &store)
    : m_store(store)
    , m_notes(store)
    , m_checklist(store)
    , m_terms(store)
{
}

bool IssueReuse::apply(const Request &request)
{
    m_error.clear();
    return m_store.inTransaction(
        [&] {
            if (write(request)) {
                return true;
            }
            m_error = !m_notes.errorString().isEmpty() ? m_notes.errorString()
                : !m_checklist.errorString().isEmpty() ? m_checklist.errorString()
                                                       : m_terms.errorString();
            return false;
        },
        &m_error);
}

bool IssueReuse::write(const Request &request)
{
    return (!request.notes || m_notes.reuseWithin(request.noteIds, request.toIssueId, request.mode, request.afterBlockId))
        && (!request.checklist || m_checklist.copyWithin(request.fromIssueId, request.toIssueId, request.checklistKeys))
        && (!request.terms || m_terms.copyWithin(request.fromNumber, request.toNumber, request.termIds));
}
