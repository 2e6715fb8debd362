// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/dashboardbenchmark.h"

#include "bench/benchproject.h"
#include "dashboard/dashboardstats.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

DashboardBenchmark::DashboardBenchmark(const QString &corpusDir)
    : m_dir(corpusDir)
{
}

bool DashboardBenchmark::run()
{
    const QList<BenchProject::Pair> pairs = BenchProject::corpusPairs(m_dir);
    QTemporaryDir dir;
    if (pairs.isEmpty() || !dir.isValid()) {
        return fail(tr("no */source.en.md under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    const QString path = dir.filePath(QStringLiteral("dashboard.yiqiao"));
    ProjectStore writer;
    if (!BenchProject::build(writer, path, QStringLiteral("dashboard"), pairs, Issues, &m_error)) {
        return false;
    }
    ProjectStore store; // the pane's worker reads through a read-only connection of its own
    if (!store.open(path, ProjectStore::Access::ReadOnly)) {
        return fail(store.errorString());
    }
    QElapsedTimer clock;
    clock.start();
    QList<IssueDashboardRow> rows = DashboardStats::stamps(store, &m_error);
    const double listedMs = BenchProject::msSince(clock);
    const DashboardStats stats(store);
    double firstMs = 0;
    for (IssueDashboardRow &row : rows) {
        stats.compute(&row);
        firstMs = firstMs > 0 ? firstMs : BenchProject::msSince(clock);
    }
    const double allMs = BenchProject::msSince(clock);
    QSqlQuery touch(writer.database());
    touch.prepare(QStringLiteral("UPDATE target_blocks SET status = 'approved', updated_at = '2099' WHERE issue_id ="
                                 " (SELECT id FROM issues WHERE number = ?)"));
    touch.addBindValue(Issues / 2);
    touch.exec();
    clock.restart();
    const QList<IssueDashboardRow> again = DashboardStats::stamps(store, &m_error);
    int changed = 0;
    for (int i = 0; i < again.size() && i < rows.size(); ++i) {
        if (again.at(i).stamp != rows.at(i).stamp) {
            IssueDashboardRow row = again.at(i);
            stats.compute(&row);
            ++changed;
        }
    }
    const double refreshMs = BenchProject::msSince(clock);
    m_report = tr("Dashboard over a project of %1 issues (corpus posts and their translations imported again and again)\n").arg(Issues);
    m_report += tr("issues listed (rows shown): %1 ms; first row computed: %2 ms; all rows computed: %3 ms (%4 ms per issue)\n")
                    .arg(listedMs, 0, 'f', 1)
                    .arg(firstMs, 0, 'f', 1)
                    .arg(allMs, 0, 'f', 0)
                    .arg(allMs / qMax(1, int(rows.size())), 0, 'f', 1);
    m_report += tr("refresh after one issue changed: %1 ms (%2 row computed again)\n").arg(refreshMs, 0, 'f', 1).arg(changed);
    return true;
}
