// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmlookupworker.h"

#include "store/projectstore.h"
#include "tm/translationmemory.h"

TmLookupWorker::TmLookupWorker(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<QList<TmMatch>>("QList<TmMatch>");
}

TmLookupWorker::~TmLookupWorker()
{
    m_memory.reset();
    m_store.reset();
}

void TmLookupWorker::open(const QString &path)
{
    m_memory.reset();
    m_store.reset();
    m_abort.store(false);
    if (path.isEmpty()) {
        return;
    }
    auto store = std::make_unique<ProjectStore>();
    if (!store->open(path, ProjectStore::Access::ReadOnlyBeside)) {
        Q_EMIT failed(store->errorString());
        return;
    }
    m_store = std::move(store);
    m_memory = std::make_unique<TranslationMemory>(*m_store);
    m_memory->setAbortFlag(&m_abort);
    // The first lookup builds the index: do it now, before the translator asks.
    m_memory->lookup(QStringLiteral("index"));
    if (!m_abort.load()) {
        Q_EMIT ready(m_memory->count());
    }
}

void TmLookupWorker::lookup(int request, const QString &source, const QString &context, int minScore, int max)
{
    if (!m_memory || stale(request)) {
        return;
    }
    Q_EMIT matchesFound(request, m_memory->lookup(source, minScore, max, context));
}

QList<TmMatch> TmLookupWorker::lookupNow(const QString &source, const QString &context, int minScore, int max)
{
    return m_memory ? m_memory->lookup(source, minScore, max, context) : QList<TmMatch>();
}

void TmLookupWorker::concordance(int request, const QString &query, int max)
{
    if (!m_memory || stale(request)) {
        return;
    }
    Q_EMIT concordanceFound(request, m_memory->concordance(query, max));
}
