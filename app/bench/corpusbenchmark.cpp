// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/corpusbenchmark.h"

#include "export/markdownexporter.h"
#include "markdown/markdownblockparser.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <limits>

CorpusBenchmark::CorpusBenchmark(const QString &corpusDir, int rounds)
    : m_dir(corpusDir)
    , m_rounds(rounds)
{
}

bool CorpusBenchmark::load()
{
    QStringList paths;
    QDirIterator it(m_dir, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    const QDir root(m_dir);
    while (it.hasNext()) {
        const QString path = it.next();
        // Posts live one folder down; files beside them (README.md) are not posts.
        if (QFileInfo(path).absolutePath() != root.absolutePath()) {
            paths.append(path);
        }
    }
    paths.sort();
    for (const QString &path : std::as_const(paths)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return fail(tr("cannot read %1").arg(path));
        }
        m_files.append(file.readAll());
        m_bytes += m_files.last().size();
    }
    if (m_files.isEmpty()) {
        return fail(tr("no *.md files under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    return true;
}

double CorpusBenchmark::measureParse() const
{
    double best = std::numeric_limits<double>::max();
    for (int round = 0; round < m_rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        qsizetype blocks = 0;
        for (const QByteArray &file : m_files) {
            blocks += MarkdownBlockParser::parse(file).blocks.size();
        }
        best = qMin(best, double(timer.nsecsElapsed()) / 1e9);
        Q_UNUSED(blocks)
    }
    return best;
}

bool CorpusBenchmark::measureImportExport(double *importSeconds, double *exportSeconds, double *sourceSeconds)
{
    QTemporaryDir dir;
    ProjectStore store;
    if (!dir.isValid() || !store.create(dir.filePath(QStringLiteral("bench.yiqiao")), QStringLiteral("bench"))) {
        return fail(store.errorString());
    }
    QElapsedTimer timer;
    timer.start();
    PostImporter importer(store);
    QList<qint64> issueIds;
    for (int i = 0; i < m_files.size(); ++i) {
        if (!importer.importPost(i + 1, m_files.at(i), {}, {})) {
            return fail(importer.errorString());
        }
        issueIds.append(importer.result().issueId);
    }
    *importSeconds = qMin(*importSeconds, double(timer.nsecsElapsed()) / 1e9);

    IssueRepository issues(store);
    const MarkdownExporter exporter(issues);
    timer.restart();
    QList<QByteArray> drafts;
    for (qint64 id : std::as_const(issueIds)) {
        drafts.append(exporter.draft(id));
    }
    *exportSeconds = qMin(*exportSeconds, double(timer.nsecsElapsed()) / 1e9);
    timer.restart();
    QList<QByteArray> sources;
    for (qint64 id : std::as_const(issueIds)) {
        sources.append(exporter.source(id));
    }
    *sourceSeconds = qMin(*sourceSeconds, double(timer.nsecsElapsed()) / 1e9);
    m_mismatches = 0;
    for (int i = 0; i < m_files.size(); ++i) {
        m_mismatches += (drafts.at(i) != m_files.at(i)) + (sources.at(i) != m_files.at(i));
    }
    return true;
}

QString CorpusBenchmark::line(const QString &what, double seconds) const
{
    const double mb = double(m_bytes) / (1024.0 * 1024.0);
    return QStringLiteral("%1 %2 MB/s  (%3 ms)\n").arg(what, -34).arg(mb / seconds, 8, 'f', 1).arg(seconds * 1000.0, 0, 'f', 1);
}

bool CorpusBenchmark::run()
{
    if (!load()) {
        return false;
    }
    const double parse = measureParse();
    double import = std::numeric_limits<double>::max();
    double exportDraft = import;
    double exportSource = import;
    for (int round = 0; round < m_rounds; ++round) {
        if (!measureImportExport(&import, &exportDraft, &exportSource)) {
            return false;
        }
    }
    m_report = tr("corpus: %1 files, %2 bytes, best of %3 rounds\n").arg(m_files.size()).arg(m_bytes).arg(m_rounds);
    m_report += line(tr("parse (cmark-gfm, split in blocks)"), parse);
    m_report += line(tr("import (parse + write project)"), import);
    m_report += line(tr("export draft (from project)"), exportDraft);
    m_report += line(tr("export source (from project)"), exportSource);
    m_report += tr("round trip: %1 of %2 exports byte-exact\n").arg(2 * m_files.size() - m_mismatches).arg(2 * m_files.size());
    if (m_mismatches > 0) {
        return fail(tr("%n export(s) differ from the imported file", nullptr, m_mismatches));
    }
    return true;
}
