// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/dashboardcommand.h"

#include "checklist/checklistevaluator.h"
#include "cli/cliapplication.h"
#include "dashboard/dashboardmodel.h"
#include "dashboard/dashboardstats.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace {

// The project's totals, as the Dashboard pane sums them (DashboardView).
DashboardModel::Totals totalsOf(const QList<IssueDashboardRow> &rows)
{
    DashboardModel model;
    model.setRows(rows);
    return model.totals();
}

} // namespace

int DashboardCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit = parseAndOpenToPrint(parser, arguments, store)) {
        return *exit;
    }
    QString error;
    const QList<IssueDashboardRow> rows = DashboardStats::computeAll(store, &error);
    if (!error.isEmpty()) {
        return m_cli.fail(error);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(rows, store.setting(QStringLiteral("name")));
    } else {
        printText(rows);
    }
    for (const IssueDashboardRow &row : rows) {
        if (!row.error.isEmpty()) {
            return 1;
        }
    }
    return 0;
}

void DashboardCommand::printText(const QList<IssueDashboardRow> &rows)
{
    QString out;
    for (const IssueDashboardRow &row : rows) {
        // The title goes in last, by a single arg() call: a "%5" in it stays as it is.
        const QString figures =
            tr("translated %1/%2, reviewed %3, approved %4 blocks; %5 Chinese characters, %6 English words; deleted %7% (target %8%); "
               "QA %9 errors, %10 warnings; checklist %11 of %12 open; %13 revisions; updated %14")
                .arg(QString::number(row.translatedBlocks), QString::number(row.blocks), QString::number(row.reviewedBlocks),
                    QString::number(row.approvedBlocks), QString::number(row.chineseCharacters), QString::number(row.sourceWords),
                    ChecklistEvaluator::percent(row.deletionRatio), ChecklistEvaluator::percent(row.deletionTarget),
                    QString::number(row.qaErrors))
                .arg(QString::number(row.qaWarnings), QString::number(row.openChecklistItems), QString::number(row.checklistItems),
                    QString::number(row.revisions), row.updatedAt.toString(Qt::ISODate));
        out += tr("#%1 %2: %3").arg(QString::number(row.number), row.title, figures);
        if (row.pretranslatedBlocks + row.machineBlocks > 0) {
            out += tr("; pre-translated, not confirmed: %1 from the memory, %2 by the machine")
                       .arg(row.pretranslatedBlocks)
                       .arg(row.machineBlocks);
        }
        if (!row.error.isEmpty()) {
            out += QStringLiteral(" (%1)").arg(row.error);
        }
        out += QLatin1Char('\n');
    }
    const DashboardModel::Totals sum = totalsOf(rows);
    out += tr("%n issue(s): %1 English words, %2 Chinese characters (%3 Latin words in the drafts), %4 of %5 blocks approved", nullptr,
        int(rows.size()))
               .arg(sum.sourceWords)
               .arg(sum.chineseCharacters)
               .arg(sum.draftWords)
               .arg(sum.approvedBlocks)
               .arg(sum.blocks);
    m_cli.print(out + QLatin1Char('\n'));
}

void DashboardCommand::printJson(const QList<IssueDashboardRow> &rows, const QString &name)
{
    QJsonArray list;
    for (const IssueDashboardRow &row : rows) {
        list.append(row.toJson());
    }
    const DashboardModel::Totals sum = totalsOf(rows);
    const QJsonObject root {{QStringLiteral("name"), name}, {QStringLiteral("issues"), int(rows.size())},
        {QStringLiteral("source_words"), sum.sourceWords}, {QStringLiteral("chinese_characters"), sum.chineseCharacters},
        {QStringLiteral("draft_words"), sum.draftWords}, {QStringLiteral("draft_blocks"), sum.blocks},
        {QStringLiteral("approved_blocks"), sum.approvedBlocks}, {QStringLiteral("pretranslated_blocks"), sum.pretranslatedBlocks},
        {QStringLiteral("machine_blocks"), sum.machineBlocks}, {QStringLiteral("per_issue"), list}};
    m_cli.writeJson(root);
}
