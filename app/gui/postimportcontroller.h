// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class PostImportQueue;
class ProjectStore;
class QWidget;

// File ▸ Import Posts… and posts dropped on the window: one PostImportQueue at a time
// under a window-modal progress dialog, so that nothing closes the project under a
// running import. The caller refreshes its views when it is finished.
class PostImportController : public QObject
{
    Q_OBJECT
public:
    explicit PostImportController(QWidget *dialogParent, QObject *parent = nullptr);

    // The markdown files the user picks; empty when cancelled.
    QStringList choosePosts();
    // Imports paths into store, each as a new issue; false when an import runs already.
    // store must stay open until finished() (the modal dialog sees to it).
    bool start(ProjectStore &store, const QStringList &paths);
    bool isRunning() const { return !m_queue.isNull(); }
    void cancel();

Q_SIGNALS:
    // Done or cancelled: the issue numbers made, in order, and a line per file refused.
    void finished(const QList<int> &imported, const QStringList &errors);

private:
    QWidget *m_dialogParent;
    QPointer<PostImportQueue> m_queue;
};
