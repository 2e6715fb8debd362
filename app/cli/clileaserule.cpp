// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/clileaserule.h"

#include "cli/cliapplication.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamleaseguard.h"

#include <algorithm>

bool CliLeaseRule::mayWrite(ProjectStore &store, qint64 issueId)
{
    const TeamLeaseGuard guard(store);
    if (guard.mayWrite(issueId)) {
        return true;
    }
    m_cli.fail(guard.refusal(issueId));
    return false;
}

QSet<qint64> CliLeaseRule::notHeld(ProjectStore &store)
{
    const TeamLeaseGuard guard(store);
    if (!guard.isWorkingCopy()) {
        return {};
    }
    QList<qint64> ids;
    for (const Issue &issue : IssueRepository(store).issues()) {
        ids.append(issue.id);
    }
    QList<qint64> left;
    guard.writable(ids, &left);
    return QSet<qint64>(left.cbegin(), left.cend());
}

QList<qint64> CliLeaseRule::printLeftAlone(ProjectStore &store, const QSet<qint64> &issueIds, bool json)
{
    QList<qint64> numbers;
    const IssueRepository issues(store);
    for (qint64 id : issueIds) {
        const auto issue = issues.issueById(id);
        numbers.append(issue ? issue->number : id);
    }
    std::sort(numbers.begin(), numbers.end());
    if (!numbers.isEmpty() && !json) {
        m_cli.print(tr("left alone (this working copy does not hold them): issues %1\n").arg(CliApplication::idList(numbers)));
    }
    return numbers;
}
