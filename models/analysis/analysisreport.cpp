// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysisreport.h"

#include "core/csvrow.h"

#include <QJsonArray>

namespace {

const QStringList CountNames = {QStringLiteral("segments"), QStringLiteral("words"), QStringLiteral("chinese_characters")};

QStringList countFields(const AnalysisCounts &counts)
{
    return {QString::number(counts.segments), QString::number(counts.words), QString::number(counts.chineseCharacters)};
}

} // namespace

QStringList AnalysisReport::columns()
{
    QStringList names = {QStringLiteral("issue"), QStringLiteral("title")};
    QStringList groups;
    for (AnalysisBand band : AnalysisBands::all()) {
        groups.append(AnalysisBands::toString(band));
    }
    groups.append(QStringLiteral("total"));
    for (const QString &group : std::as_const(groups)) {
        for (const QString &count : CountNames) {
            names.append(group + QLatin1Char('_') + count);
        }
    }
    return names;
}

QByteArray AnalysisReport::csv(const QList<IssueAnalysis> &issues)
{
    QByteArray out = CsvRow::of(columns());
    for (const IssueAnalysis &issue : issues) {
        out += CsvRow::of(csvRow(QString::number(issue.number), issue.title, issue));
    }
    out += CsvRow::of(csvRow(QStringLiteral("total"), QString(), IssueAnalysis::sum(issues)));
    return out;
}

QStringList AnalysisReport::csvRow(const QString &issue, const QString &title, const IssueAnalysis &analysis)
{
    QStringList fields = {issue, title};
    for (AnalysisBand band : AnalysisBands::all()) {
        fields += countFields(analysis.counts(band));
    }
    fields += countFields(analysis.total());
    return fields;
}

QJsonObject AnalysisReport::json(const QList<IssueAnalysis> &issues)
{
    QJsonArray list;
    for (const IssueAnalysis &issue : issues) {
        QJsonObject object = bandsJson(issue);
        object.insert(QStringLiteral("issue"), issue.number);
        object.insert(QStringLiteral("title"), issue.title);
        list.append(object);
    }
    QJsonObject total = bandsJson(IssueAnalysis::sum(issues));
    total.insert(QStringLiteral("issues"), int(issues.size()));
    return {{QStringLiteral("issues"), list}, {QStringLiteral("total"), total}};
}

QJsonObject AnalysisReport::countsJson(const AnalysisCounts &counts)
{
    return {{CountNames.at(0), counts.segments}, {CountNames.at(1), counts.words}, {CountNames.at(2), counts.chineseCharacters}};
}

QJsonObject AnalysisReport::bandsJson(const IssueAnalysis &analysis)
{
    QJsonArray bands;
    for (AnalysisBand band : AnalysisBands::all()) {
        QJsonObject object = countsJson(analysis.counts(band));
        object.insert(QStringLiteral("band"), AnalysisBands::toString(band));
        bands.append(object);
    }
    return {{QStringLiteral("bands"), bands}, {QStringLiteral("total"), countsJson(analysis.total())}};
}
