// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/readonlyworker.h"

#include "store/projectstore.h"

ReadOnlyWorker::ReadOnlyWorker()
{
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1);
}

ReadOnlyWorker::~ReadOnlyWorker()
{
    close();
}

void ReadOnlyWorker::start(const QString &path, Job job)
{
    m_pool.start([this, path, job = std::move(job)] {
        QString error;
        if (!m_store) {
            m_store = std::make_unique<ProjectStore>();
            if (!m_store->open(path, ProjectStore::Access::ReadOnlyBeside)) {
                error = m_store->errorString();
                m_store.reset();
            }
        }
        job(m_store.get(), error);
    });
}

void ReadOnlyWorker::close()
{
    ++m_latest;
    m_pool.start([this] { m_store.reset(); });
    m_pool.waitForDone();
}
