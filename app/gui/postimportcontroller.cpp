// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/postimportcontroller.h"

#include "store/postimportqueue.h"

#include <QFileDialog>
#include <QProgressDialog>

PostImportController::PostImportController(QWidget *dialogParent, QObject *parent)
    : QObject(parent)
    , m_dialogParent(dialogParent)
{
}

QStringList PostImportController::choosePosts()
{
    return QFileDialog::getOpenFileNames(
        m_dialogParent, tr("Import Posts"), QString(), tr("Markdown posts (*.md *.markdown *.mdx);;All files (*)"));
}

bool PostImportController::start(ProjectStore &store, const QStringList &paths)
{
    if (m_queue) {
        return false; // one import at a time; its dialog is modal anyway
    }
    auto *queue = new PostImportQueue(store, paths, this);
    m_queue = queue;
    auto *progress = new QProgressDialog(tr("Importing posts…"), tr("Cancel"), 0, queue->total(), m_dialogParent);
    // Modal at once: nothing may close the project under a running import.
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    connect(progress, &QProgressDialog::canceled, queue, &PostImportQueue::cancel);
    connect(queue, &PostImportQueue::progress, progress, [progress](int done, int, const QString &name) {
        progress->setValue(done);
        progress->setLabelText(tr("Importing %1…").arg(name));
    });
    connect(queue, &PostImportQueue::finished, this, [this, queue, progress] {
        progress->close();
        queue->deleteLater();
        m_queue = nullptr;
        Q_EMIT finished(queue->imported(), queue->errors());
    });
    queue->start();
    return true;
}

void PostImportController::cancel()
{
    if (m_queue) {
        m_queue->cancel();
    }
}
