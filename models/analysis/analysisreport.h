// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/issueanalysis.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

// The match analysis of several issues as files: CSV (Export CSV…, yiqiao-cli analyze
// --csv) and JSON (--json). Both have one entry per issue in the order given, then
// the total, and the bands in AnalysisBands order under their stored names.
class AnalysisReport
{
public:
    // UTF-8 without a byte order mark, CRLF rows (CsvRow). The header row is
    // columns(); then a row per issue (its number and title) and a total row
    // ("total", no title).
    static QByteArray csv(const QList<IssueAnalysis> &issues);
    // "issue", "title", then per band "<band>_segments", "<band>_words",
    // "<band>_chinese_characters", and the same for "total": never rename one.
    static QStringList columns();
    // {"issues": [{"issue", "title", "bands": [{"band", "segments", "words",
    // "chinese_characters"}…], "total": {…}}…], "total": {"issues": count, "bands",
    // "total"}}.
    static QJsonObject json(const QList<IssueAnalysis> &issues);

private:
    static QStringList csvRow(const QString &issue, const QString &title, const IssueAnalysis &analysis);
    static QJsonObject countsJson(const AnalysisCounts &counts);
    static QJsonObject bandsJson(const IssueAnalysis &analysis);
};
