// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuepane.h"

void IssuePane::setIssueOpen(bool open)
{
    m_issueOpen = open;
    issueOpenChanged();
}

void IssuePane::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateState();
}
