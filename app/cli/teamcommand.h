// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"

#include <QCoreApplication>
#include <QStringList>

class QCommandLineParser;
class TeamServer;
class TeamSync;
class TeamTermChanges;
class TeamWorkingCopy;
struct TeamStatus;

// yiqiao-cli team publish|member|clone|sync|checkout|release|status|terms: working as a team
// on a PostgreSQL server (models/team/README.md). Passwords come from libpq's own
// sources (PGPASSWORD, the password file); none is ever written to the project.
class TeamCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(TeamCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int publish(const QStringList &arguments);
    int member(const QStringList &arguments);
    int clone(const QStringList &arguments);
    int sync(const QStringList &arguments);
    int checkout(const QStringList &arguments);
    int release(const QStringList &arguments);
    int status(const QStringList &arguments);
    int terms(const QStringList &arguments);
    // team terms --approve / --revert ID.
    int settleTermChange(TeamTermChanges &changes, qint64 id, bool revert, bool json);

    // Connects to url as its user; false after printing why not.
    bool connect(const QString &url, TeamServer &server);
    // The working copy's server, connected; false after printing why not.
    bool connectCopy(ProjectStore &store, TeamServer &server);
    // checkout and release: PROJECT --issue N, the project open for writing, connected.
    std::optional<int> openIssue(const QStringList &arguments, ProjectStore &store, TeamServer &server, qint64 *issueId, int *number);
    // Progress of a long publish or clone on stderr.
    void showProgress(TeamSync &sync, const QString &what);
    void printStatus(const TeamStatus &status, bool json);
};
