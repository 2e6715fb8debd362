// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

class PgTestCluster;
class QTemporaryDir;
class ProjectStore;
class TeamServer;

// `yiqiao-cli bench`, team part (issue 24): a throw-away PostgreSQL cluster started as
// the tests start theirs (tests/pgtestcluster.h; skipped, saying why, without initdb or
// Qt's QPSQL driver), a series of 369 issues built from the corpus (as FindBenchmark
// builds it) published by a lead and cloned by a member; then a sync with nothing to
// do, a confirmed block reaching the other member's memory lookups through
// LISTEN/NOTIFY, and the cost of a sync by the size of the change on a series of 20
// and of 369 issues (it grows with the change, not with the series).
class TeamBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(TeamBenchmark)
public:
    static constexpr int Issues = 369;
    static constexpr int SmallSeries = 20;

    TeamBenchmark(const QString &corpusDir, int rounds);
    ~TeamBenchmark() override;

    bool run() override;

private:
    // One member of the benchmark's team: a working copy and its connection.
    struct Copy;
    bool publishAndClone(const QString &database, int issues, Copy &lead, Copy &member, double *publishMs, double *cloneMs);
    bool open(Copy &copy, const QString &login, const QString &database);
    double noOpSync(Copy &copy);
    bool notifyLatency(Copy &lead, Copy &member, double *ms);
    bool changeCost(Copy &lead, Copy &member, int blocks, double *pushMs, double *pullMs);
    bool holdIssues(Copy &copy, int count);

    QString m_dir;
    int m_rounds;
    qint64 m_rows = 0; // the rows the last publish uploaded
    std::unique_ptr<PgTestCluster> m_pg;
    std::unique_ptr<QTemporaryDir> m_temp; // the working copies
};
