// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmmatch.h"

#include <QAtomicInteger>
#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class ProjectStore;
class TranslationMemory;

// Translation-memory lookups for the workbench, off the GUI thread: lives in a
// QThread of its own with its own read-only connection to the project, so that
// building the index (seconds at 500k units) or a slow lookup never holds up
// typing. Requests are numbered; one that a newer request made stale by the time
// it is reached is skipped (the cursor moved on). Its index follows the GUI's
// writes through tm_log (TmIndex::sync) instead of rebuilding.
class TmLookupWorker : public QObject
{
    Q_OBJECT
public:
    explicit TmLookupWorker(QObject *parent = nullptr);
    ~TmLookupWorker() override;

    // Thread-safe: the number the next request must carry to be served.
    void setLatestRequest(int request) { m_latest.storeRelease(request); }
    // Thread-safe: stops an index build under way (before the project closes), so
    // that a blocking open("") returns at once; open() clears it.
    void abort() { m_abort.store(true); }

public Q_SLOTS:
    // Opens the project (read-only) and builds the index; an empty path closes.
    // The caller closes it (through a blocking queued call) before its own
    // connection: the last connection to close takes the file out of WAL mode.
    void open(const QString &path);
    void lookup(int request, const QString &source, const QString &context, int minScore, int max);
    void concordance(int request, const QString &query, int max);
    // For a caller blocked on it (Qt::BlockingQueuedConnection): answers at once,
    // with the index built, whatever the request number.
    QList<TmMatch> lookupNow(const QString &source, const QString &context, int minScore, int max);

Q_SIGNALS:
    void ready(int units);
    void matchesFound(int request, const QList<TmMatch> &matches);
    void concordanceFound(int request, const QList<TmMatch> &matches);
    void failed(const QString &message);

private:
    bool stale(int request) const { return request < m_latest.loadAcquire(); }

    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<TranslationMemory> m_memory;
    QAtomicInteger<int> m_latest = 0;
    std::atomic<bool> m_abort {false};
};
