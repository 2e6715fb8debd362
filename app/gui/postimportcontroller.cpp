// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/postimportcontroller.h"

#include "postimportdialog.h"
#include "store/postimportplan.h"
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
    if (isRunning()) {
        return false; // one import at a time; its dialogs are modal anyway
    }
    const QMap<int, QString> existing = PostImportPlan::existingIssues(store);
    auto *dialog = new PostImportDialog(PostImportPlan::propose(paths, existing), existing, m_dialogParent);
    m_dialog = dialog;
    // Modal at once: nothing may close the project while the question is open.
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, &store, dialog] { import(store, dialog->items()); });
    dialog->open();
    return true;
}

void PostImportController::import(ProjectStore &store, const QList<PostImportItem> &items)
{
    auto *queue = new PostImportQueue(store, items, this);
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
}

void PostImportController::cancel()
{
    if (m_dialog) {
        m_dialog->reject();
    }
    if (m_queue) {
        m_queue->cancel();
    }
}
