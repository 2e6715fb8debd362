// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/issuelistloader.h"

#include "gui/firstpaint.h"

#include "store/issuelistmodel.h"
#include "store/projectstats.h"
#include "store/projectstore.h"

IssueListLoader::IssueListLoader(IssueListModel &model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{
}

IssueListLoader::~IssueListLoader()
{
    close();
}

void IssueListLoader::load(const ProjectStore &store)
{
    m_store = &store;
    m_model.reloadWithoutCounts(store);
    const int generation = m_worker.newRequest();
    FirstPaint::later(this, [this, generation, path = store.path()] {
        if (!m_worker.isLatest(generation)) {
            return; // closed meanwhile
        }
        m_worker.start(path, [this, generation](ProjectStore *worker, const QString &) {
            // Without a connection of its own the counts are read here, late but right.
            const QList<ProjectStats::Counts> counts = worker ? ProjectStats::compute(*worker).issues : QList<ProjectStats::Counts>();
            const bool read = worker != nullptr;
            QMetaObject::invokeMethod(
                this,
                [this, generation, counts, read] {
                    if (m_worker.isLatest(generation)) {
                        m_model.setCounts(read ? counts : ProjectStats::compute(*m_store).issues);
                    }
                },
                Qt::QueuedConnection);
        });
    });
}

void IssueListLoader::close()
{
    m_worker.close();
    m_store = nullptr;
}
