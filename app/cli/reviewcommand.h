// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include "review/feedbackreport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

class ChecklistEvaluator;
class ProjectStore;
class QCommandLineParser;
struct Issue;

// yiqiao-cli review PROJECT --issue N [--json]: the issue's review state — blocks
// and characters per status, rejected blocks, reviewers, open comment threads and
// reader feedback, QA counts, and the checklist item by item with what blocks
// shipping. Read-only: it may run while a window has the project open.
// Changes, each refused (exit 1, nothing written) when the workflow says no:
//   --set confirm|review|approve|reject|reopen --blocks ID,ID… --reviewer NAME [--note TEXT]
//   --check KEY | --uncheck KEY --reviewer NAME [--note TEXT]   (manual checklist items)
//   --mark-fixed REPORT [--note TEXT] [--by NAME]   (a reader report fixed, by NAME or $USER)
//   --confirm-fix REPORT --reviewer NAME   (a senior reviewer other than the fixer confirms it)
//   --senior-reviewers NAME,NAME…          (who may confirm fixes; "" clears the list)
class ReviewCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ReviewCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int runSet(const QCommandLineParser &parser);
    int runCheck(const QCommandLineParser &parser);
    int runConfirmFix(const QCommandLineParser &parser);
    int runMarkFixed(const QCommandLineParser &parser);
    std::optional<int> openReport(const QCommandLineParser &parser, const QString &option, ProjectStore &store, qint64 *reportId);
    int runSeniorReviewers(const QCommandLineParser &parser);
    static QJsonArray feedbackJson(const QList<FeedbackReport> &reports);
    int show(const QCommandLineParser &parser);
    QJsonObject state(ProjectStore &store, const Issue &issue, const ChecklistEvaluator &checklist, QString *error) const;
    void printText(const QJsonObject &state);
};
