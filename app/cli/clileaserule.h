// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSet>

class CliApplication;
class ProjectStore;

// The one-writer-per-draft rule in yiqiao-cli's commands (issue 24): on a team working
// copy a command that changes a draft asks mayWrite() first; one that writes several
// issues' drafts leaves out notHeld() and names them (printLeftAlone()). On a project
// that is not a working copy everything is allowed, as before (TeamLeaseGuard).
class CliLeaseRule
{
    Q_DECLARE_TR_FUNCTIONS(CliLeaseRule)
public:
    explicit CliLeaseRule(CliApplication &cli)
        : m_cli(cli)
    {
    }

    // False after printing the one-line refusal, naming the holder, when this copy
    // does not hold issueId.
    bool mayWrite(ProjectStore &store, qint64 issueId);
    // The ids of the issues this copy does not hold (to leave alone).
    static QSet<qint64> notHeld(ProjectStore &store);
    // The issue numbers of issueIds, sorted; unless json, "left alone (…): issues 3, 5"
    // on stdout when there are any (JSON output names them itself).
    QList<qint64> printLeftAlone(ProjectStore &store, const QSet<qint64> &issueIds, bool json);

private:
    CliApplication &m_cli;
};
