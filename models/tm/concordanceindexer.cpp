// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/concordanceindexer.h"

#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QElapsedTimer>

#include <algorithm>

namespace {
constexpr int FewestUnits = 16;
constexpr int MostUnits = 20000;
} // namespace

ConcordanceIndexer::ConcordanceIndexer(ProjectStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ConcordanceIndexer::next);
}

void ConcordanceIndexer::start()
{
    if (!m_timer.isActive()) {
        m_timer.start(0);
    }
}

void ConcordanceIndexer::stop()
{
    m_timer.stop();
}

bool ConcordanceIndexer::step(int *left)
{
    m_error.clear();
    TranslationMemory memory(m_store);
    QElapsedTimer timer;
    timer.start();
    int remaining = 0;
    if (!memory.indexPending(m_slice, &remaining)) {
        m_error = memory.errorString();
        return false;
    }
    // Halfway towards the size that would have taken SliceMs.
    const qint64 ms = std::max<qint64>(1, timer.elapsed());
    const qint64 ideal = qint64(m_slice) * SliceMs / ms;
    m_slice = int(std::clamp<qint64>((m_slice + ideal) / 2, FewestUnits, MostUnits));
    if (left) {
        *left = remaining;
    }
    return true;
}

void ConcordanceIndexer::next()
{
    if (!m_store.isOpen()) {
        return;
    }
    if (m_store.isWriting()) {
        m_timer.start(SliceMs);
        return;
    }
    if (TranslationMemory(m_store).pendingCount() == 0) {
        Q_EMIT finished();
        return;
    }
    int left = 0;
    if (!step(&left)) {
        Q_EMIT failed(m_error);
        return;
    }
    if (left == 0) {
        Q_EMIT finished();
        return;
    }
    m_timer.start(SliceMs);
}
