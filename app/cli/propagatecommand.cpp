// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/propagatecommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "repetitions/propagator.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>

#include <algorithm>

int PropagateCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addOption({QStringLiteral("all-issues"),
        tr("Take the whole series as one pool: identical blocks of every issue take and give confirmed translations.")});
    parser.addOption({QStringLiteral("dry-run"), tr("Say what would change without changing anything.")});
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    const bool dryRun = parser.isSet(QStringLiteral("dry-run"));
    const bool allIssues = parser.isSet(QStringLiteral("all-issues"));
    const bool json = parser.isSet(QStringLiteral("json"));
    ProjectStore store;
    Issue issue;
    if (const auto exit = dryRun ? m_cli.openIssue(parser, store, &issue) : m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    if (!dryRun && !allIssues && !CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    QList<qint64> scope {issue.id};
    if (allIssues) {
        for (const Issue &other : IssueRepository(store).issues()) {
            scope.append(other.id);
        }
    }
    Propagator propagator(store);
    PropagationPlan plan;
    if (!propagator.plan(scope, &plan)) {
        return m_cli.fail(propagator.errorString());
    }
    // A working copy writes only the issues it holds; the others are named.
    const QSet<qint64> notHeld = allIssues ? CliLeaseRule::notHeld(store) : QSet<qint64>();
    const QSet<qint64> leftAlone = plan.issueIds() & notHeld;
    plan.fills.erase(std::remove_if(plan.fills.begin(), plan.fills.end(),
                         [&leftAlone](const PropagationPlan::Fill &fill) { return leftAlone.contains(fill.issueId); }),
        plan.fills.end());
    const QList<qint64> leftNumbers = CliLeaseRule(m_cli).printLeftAlone(store, leftAlone, json);
    if (!dryRun && !propagator.apply(plan, CliApplication::systemUser())) {
        return m_cli.fail(propagator.errorString());
    }
    if (json) {
        QJsonObject object = toJson(plan);
        object.insert(QStringLiteral("issue"), issue.number);
        object.insert(QStringLiteral("allIssues"), allIssues);
        object.insert(QStringLiteral("dryRun"), dryRun);
        object.insert(QStringLiteral("leftAlone"), CliApplication::idArray(leftNumbers));
        m_cli.writeJson(object);
        return 0;
    }
    printText(plan, dryRun);
    return 0;
}

QJsonObject PropagateCommand::toJson(const PropagationPlan &plan)
{
    QJsonArray fills;
    for (const PropagationPlan::Fill &fill : plan.fills) {
        fills.append(QJsonObject {{QStringLiteral("issue"), fill.issueNumber}, {QStringLiteral("block"), fill.blockId},
            {QStringLiteral("source"), fill.sourceId}, {QStringLiteral("from"), fill.fromBlockId},
            {QStringLiteral("statusBefore"), fill.status}, {QStringLiteral("textBefore"), fill.before},
            {QStringLiteral("text"), fill.text}});
    }
    QJsonArray conflicts;
    for (const PropagationPlan::Conflict &conflict : plan.conflicts) {
        conflicts.append(QJsonObject {{QStringLiteral("source"), conflict.source},
            {QStringLiteral("sourceBlocks"), CliApplication::idArray(conflict.sourceIds)},
            {QStringLiteral("blocks"), CliApplication::idArray(conflict.blockIds)},
            {QStringLiteral("translations"), QJsonArray::fromStringList(conflict.translations)}});
    }
    return QJsonObject {{QStringLiteral("propagated"), int(plan.fills.size())}, {QStringLiteral("status"), Propagator::status()},
        {QStringLiteral("repetitions"), plan.repetitions}, {QStringLiteral("kept"), plan.kept}, {QStringLiteral("blocks"), fills},
        {QStringLiteral("conflicts"), conflicts}};
}

void PropagateCommand::printText(const PropagationPlan &plan, bool dryRun)
{
    for (const PropagationPlan::Fill &fill : plan.fills) {
        m_cli.print(tr("issue %1\tblock %2 ← block %3\t%4\n")
                        .arg(fill.issueNumber)
                        .arg(fill.blockId)
                        .arg(fill.fromBlockId)
                        .arg(CliApplication::oneLine(fill.text)));
    }
    for (const PropagationPlan::Conflict &conflict : plan.conflicts) {
        m_cli.print(tr("conflict\t“%1”: %2 different confirmed translations (blocks %3), none propagated\n")
                        .arg(CliApplication::oneLine(conflict.source))
                        .arg(conflict.translations.size())
                        .arg(CliApplication::idList(conflict.blockIds)));
    }
    const int count = int(plan.fills.size());
    const QString summary = dryRun ? tr("%n block(s) would take the confirmed translation of an identical source block (status %1); "
                                        "%2 repeated source blocks, %3 left as they were, %4 conflicts\n",
                                nullptr, count)
                                   : tr("%n block(s) took the confirmed translation of an identical source block (status %1); "
                                        "%2 repeated source blocks, %3 left as they were, %4 conflicts\n",
                                       nullptr, count);
    m_cli.print(summary.arg(Propagator::status()).arg(plan.repetitions).arg(plan.kept).arg(plan.conflicts.size()));
}
