// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class PostImportDialog;
struct PostImportItem;
class PostImportQueue;
class ProjectStore;
class QWidget;

// File ▸ Import Posts… and posts dropped on the window: first PostImportDialog asks
// for each post's issue number and title (window-modal), then one PostImportQueue at
// a time imports them under a window-modal progress dialog, so that nothing closes
// the project under a running import. The caller refreshes its views when it is
// finished.
class PostImportController : public QObject
{
    Q_OBJECT
public:
    explicit PostImportController(QWidget *dialogParent, QObject *parent = nullptr);

    // The markdown files the user picks; empty when cancelled.
    QStringList choosePosts();
    // Asks for the numbers and titles of paths, then imports them into store, each as
    // a new issue; false when an import runs (or is being asked for) already. store
    // must stay open until finished() or cancel() (the modal dialogs see to it).
    bool start(ProjectStore &store, const QStringList &paths);
    bool isRunning() const { return !m_queue.isNull() || !m_dialog.isNull(); }
    // Closes the question unanswered (nothing is imported) or stops the import after
    // the file under way.
    void cancel();

Q_SIGNALS:
    // Done or cancelled: the issue numbers made, in order, and a line per file
    // refused. Not emitted when the question is cancelled.
    void finished(const QList<int> &imported, const QStringList &errors);

private:
    void import(ProjectStore &store, const QList<PostImportItem> &items);

    QWidget *m_dialogParent;
    QPointer<PostImportDialog> m_dialog;
    QPointer<PostImportQueue> m_queue;
};
