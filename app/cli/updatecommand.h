// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "sourceupdate/sourcechange.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

class ProjectStore;

// yiqiao-cli update PROJECT --issue N NEWSOURCE.md [--json] [--dry-run] [--post K]
// [--author NAME]: re-imports a newer version of the issue's source post
// (SourceUpdater) and says what changed and what needs review; --dry-run says it
// without writing.
// yiqiao-cli changes PROJECT --issue N [--json] [--open]: what source updates
// changed; --done|--drop|--keep ID records the translator's decision.
class UpdateCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(UpdateCommand)
public:
    using CliCommand::CliCommand;

    int runUpdate(const QStringList &arguments);
    int runChanges(const QStringList &arguments);

    static QJsonObject toJson(const SourceChange &change);
    // One line: kind, state, blocks and, for an edited block, its words marked
    // [-old-]{+new+}.
    static QString describe(const SourceChange &change);
    static QString removalFate(const SourceChange &change);

private:
    int resolve(ProjectStore &store, qint64 issueId, const QString &id, const QString &decision, const QString &author);
};
