// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class ProjectStore;

// Indexes for concordance, a slice at a time between events, the units a large add
// left out of the index (TranslationMemory::indexPending): a slice is sized to take
// about SliceMs and the next one follows after a pause as long, so that the window
// stays responsive while a memory of half a million units is indexed over a few
// minutes. Each slice is a transaction of its own, so a project closed half-way
// keeps what was done and the rest is taken up at the next start(). A slice waits
// while the store is inside a write (an import's progress dialog runs the event loop
// there).
class ConcordanceIndexer : public QObject
{
    Q_OBJECT
public:
    static constexpr int SliceMs = 20;

    explicit ConcordanceIndexer(ProjectStore &store, QObject *parent = nullptr);

    // Indexes the waiting units, if any, slice after slice; stop() pauses.
    void start();
    void stop();
    bool isActive() const { return m_timer.isActive(); }
    // One slice now. *left: the units still waiting. False on failure (errorString()).
    bool step(int *left = nullptr);
    QString errorString() const { return m_error; }

Q_SIGNALS:
    // Every waiting unit is indexed.
    void finished();
    void failed(const QString &message);

private:
    void next();

    ProjectStore &m_store;
    QTimer m_timer;
    int m_slice = 64; // units, learnt from the slices before
    QString m_error;
};
