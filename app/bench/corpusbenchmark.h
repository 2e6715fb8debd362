// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

// `yiqiao-cli bench`: markdown import and export throughput over a corpus folder,
// best of N rounds, in a throw-away project in a temporary folder. Every export is
// also checked against the original bytes, so a fast but wrong build cannot pass.
class CorpusBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(CorpusBenchmark)
public:
    CorpusBenchmark(const QString &corpusDir, int rounds);

    bool run() override;

private:
    bool load();
    bool measureImportExport(double *importSeconds, double *exportSeconds, double *sourceSeconds);
    double measureParse() const;
    QString line(const QString &what, double seconds) const;

    QString m_dir;
    int m_rounds;
    QList<QByteArray> m_files;
    qint64 m_bytes = 0;
    int m_mismatches = 0;
};
