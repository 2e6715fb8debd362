// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

// The peer in TmBenchmark's table: translate-toolkit's matcher
// (packaging/tm_reference_bench.py, run by the system's python3) over the same units
// and queries, within a time budget of its own; its figures per size, or a note that
// says why there are none. Its texts keep TmBenchmark's translation context.
class TmReference
{
public:
    static constexpr int BudgetSeconds = 60;

    // packaging/tm_reference_bench.py of the source tree, else beside the binary.
    static QString script();
    // value right-aligned in width characters; "-" when it is not known (negative).
    static QString cell(double value, int width, int precision);

    // Runs the script over folder's units.jsonl and queries.jsonl at each size of counts,
    // at most maxQueries queries a size; progress gets a line when it starts.
    void run(const QString &folder, const QList<int> &counts, int maxQueries, const std::function<void(const QString &)> &progress);
    // What the table says about the reference: its version and settings, or why it has no figures.
    QString note() const { return m_note; }
    void setNote(const QString &note) { m_note = note; }
    // The reference's columns of the table's row for size ("-" when it has none).
    QString columns(int size) const;

private:
    void readOutput(const QByteArray &output, int maxQueries);

    QList<QJsonObject> m_sizes;
    QString m_note;
};
