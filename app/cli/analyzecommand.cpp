// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/analyzecommand.h"

#include "analysis/analysisreport.h"
#include "analysis/analysistablemodel.h"
#include "analysis/matchanalysis.h"
#include "cli/cliapplication.h"
#include "core/codepoints.h"
#include "store/atomicfilewriter.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QCommandLineParser>
#include <QVector>

int AnalyzeCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("issue"), tr("The issues to analyse, by number (期号), separated by commas."), QStringLiteral("N[,N...]")});
    parser.addOption({QStringLiteral("csv"), tr("Also write the analysis as a CSV file."), QStringLiteral("FILE")});
    addJson(parser);
    if (const auto exit = parseProject(parser, arguments)) {
        return *exit;
    }
    const std::optional<QList<int>> numbers = issueNumbers(parser);
    if (!numbers) {
        return 2;
    }
    const QString csvPath = parser.value(QStringLiteral("csv"));
    if (parser.isSet(QStringLiteral("csv")) && csvPath.trimmed().isEmpty()) {
        return m_cli.fail(tr("--csv needs a file name"), 2);
    }
    ProjectStore store;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    if (!checkIssues(store, *numbers)) {
        return 2;
    }
    if (!csvPath.isEmpty() && !m_cli.canExportTo(csvPath, store)) {
        return 2;
    }
    const TranslationMemory memory(store);
    MatchAnalysis analysis(store, memory);
    QList<IssueAnalysis> issues;
    if (!analysis.run(*numbers, &issues)) {
        return m_cli.fail(analysis.errorString());
    }
    QString error;
    if (!csvPath.isEmpty() && !AtomicFileWriter::write(csvPath, AnalysisReport::csv(issues), &error)) {
        return m_cli.fail(error);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(AnalysisReport::json(issues));
    } else {
        printText(issues);
    }
    return 0;
}

std::optional<QList<int>> AnalyzeCommand::issueNumbers(const QCommandLineParser &parser)
{
    const QString value = parser.value(QStringLiteral("issue"));
    if (value.trimmed().isEmpty()) {
        m_cli.fail(tr("--issue N[,N...] is required"), 2);
        return std::nullopt;
    }
    QList<int> numbers;
    for (const QString &part : value.split(QLatin1Char(','))) {
        bool ok = false;
        const int number = part.trimmed().toInt(&ok);
        if (!ok || number <= 0) {
            m_cli.fail(tr("--issue needs positive issue numbers separated by commas, not '%1'").arg(value), 2);
            return std::nullopt;
        }
        numbers.append(number);
    }
    return numbers;
}

bool AnalyzeCommand::checkIssues(ProjectStore &store, const QList<int> &numbers)
{
    const IssueRepository repository(store);
    for (int number : numbers) {
        if (!repository.issue(number)) {
            m_cli.fail(repository.errorString(), 2);
            return false;
        }
    }
    return true;
}

void AnalyzeCommand::printText(const QList<IssueAnalysis> &issues)
{
    QString out;
    for (const IssueAnalysis &issue : issues) {
        // The title goes in by a single arg() call: a "%1" in it stays as it is.
        out += tr("Issue %1: %2").arg(QString::number(issue.number), issue.title) + QLatin1Char('\n') + table(issue) + QLatin1Char('\n');
    }
    if (issues.size() > 1) {
        out += tr("Total of %n issue(s)", nullptr, int(issues.size())) + QLatin1Char('\n') + table(IssueAnalysis::sum(issues));
    }
    m_cli.print(out);
}

// The dialog's table (AnalysisTableModel) in columns padded with spaces.
QString AnalyzeCommand::table(const IssueAnalysis &analysis)
{
    AnalysisTableModel model;
    model.setAnalysis(analysis);
    QList<QStringList> cells;
    QStringList header;
    for (int column = 0; column < model.columnCount(); ++column) {
        header.append(model.headerData(column, Qt::Horizontal).toString());
    }
    cells.append(header);
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList line;
        for (int column = 0; column < model.columnCount(); ++column) {
            line.append(model.index(row, column).data().toString());
        }
        cells.append(line);
    }
    QVector<int> widths(model.columnCount(), 0);
    for (const QStringList &line : std::as_const(cells)) {
        for (int column = 0; column < line.size(); ++column) {
            widths[column] = std::max(widths.at(column), displayWidth(line.at(column)));
        }
    }
    QString out;
    for (const QStringList &line : std::as_const(cells)) {
        QStringList padded;
        for (int column = 0; column < line.size(); ++column) {
            const QString fill(widths.at(column) - displayWidth(line.at(column)), QLatin1Char(' '));
            padded.append(column == 0 ? line.at(column) + fill : fill + line.at(column));
        }
        out += QStringLiteral("  ") + padded.join(QStringLiteral("  ")) + QLatin1Char('\n');
    }
    return out;
}

// Columns a terminal gives text: two for a CJK character or a full-width form
// (the zh_CN labels and their punctuation), one for anything else.
int AnalyzeCommand::displayWidth(const QString &text)
{
    int width = 0;
    for (int i = 0; i < text.size();) {
        int length = 1;
        const char32_t c = CodePoints::at(text, i, &length);
        const bool wide = CodePoints::isCjkScript(c) || (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFF60);
        width += wide ? 2 : 1;
        i += length;
    }
    return width;
}
