// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/postimportitem.h"

#include <QList>
#include <QObject>
#include <QStringList>

class ProjectStore;

// Imports markdown files one after the other, each as a new issue (numbered and
// titled as its item says, by default after the project's last one), one file per turn of the event loop so that the window stays
// responsive and can show progress and cancel. A file that cannot be imported
// (unreadable, not UTF-8, binary, already imported, its number taken meanwhile) is
// reported and skipped; it changes nothing.
class PostImportQueue : public QObject
{
    Q_OBJECT
public:
    PostImportQueue(ProjectStore &store, const QList<PostImportItem> &items, QObject *parent = nullptr);
    // Each file after the project's last issue, titled after its first heading.
    PostImportQueue(ProjectStore &store, const QStringList &paths, QObject *parent = nullptr);

    void start();
    void cancel();

    int total() const { return int(m_items.size()); }
    QStringList errors() const { return m_errors; }
    // Numbers of the issues created, in import order.
    QList<int> imported() const { return m_imported; }

Q_SIGNALS:
    void progress(int done, int total, const QString &fileName);
    void finished();

private:
    void next();
    int nextNumber() const;
    int issueWith(const QByteArray &bytes) const;

    ProjectStore &m_store;
    QList<PostImportItem> m_items;
    int m_done = 0;
    bool m_cancelled = false;
    QStringList m_errors;
    QList<int> m_imported;
};
