// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "team/teamsync.h"
#include "team/teamtermchange.h"

#include <QHash>
#include <QObject>
#include <QString>

class QThread;

// What one run of the sync worker found, for the window.
struct TeamSyncResult {
    bool ok = false; // the sync ran: the server was reached
    QString error; // why not (one line)
    bool needsPassword = false; // the server wants a password libpq's sources did not give
    TeamSyncReport report;
    TeamStatus status; // the server's view, or the last sync's when offline
    QHash<int, TeamLease> leases; // status.leases by issue number
    QString copyId; // this working copy's
};

// Team work off the window's thread (working as a team, issue 24): a thread of its
// own with its own connections to the project file (SQLite) and to the team server
// (PostgreSQL), which only that thread touches. While started it syncs every
// intervalMs while online (less often while offline) and at once when the server
// announces another member's push (NOTIFY); check-out, release, publish and clone run
// there too, one after the other, so the window never waits on the network. Results
// come back as signals on the owner's thread.
class TeamSyncWorker : public QObject
{
    Q_OBJECT
public:
    explicit TeamSyncWorker(QObject *parent = nullptr);
    ~TeamSyncWorker() override;

    // Opens the worker's connections to the working copy at path and syncs from now on.
    void start(const QString &path, const QString &password, int intervalMs = 5000);
    // Another password for the server (after needsPassword): tried at the next sync.
    void setPassword(const QString &password);
    // Waits for what runs, then closes the worker's connections: before the window's
    // own connection to the project closes.
    void stop();
    bool isStarted() const { return m_started; }

    void syncNow();
    void checkout(qint64 issueId);
    void release(qint64 issueId);
    // The termbase's flagged changes (termChangesListed); the lead settles one
    // (termChangeSettled, then the list again and a sync that brings a revert).
    void listTermChanges();
    void settleTermChange(qint64 id, bool revert);
    // One-off jobs on the worker's own connections (not started meanwhile): publish the
    // project at path to url; clone url into a new project at path.
    void publish(const QString &path, const QString &url, const QString &password);
    void clone(const QString &url, const QString &path, const QString &password);

Q_SIGNALS:
    void synced(const TeamSyncResult &result);
    // ok false: message says why (refused naming the holder, or offline).
    void checkedOut(qint64 issueId, bool ok, const QString &message);
    void released(qint64 issueId, bool ok, const QString &message);
    void termChangesListed(bool ok, const QList<TeamTermChange> &changes, const QString &message);
    void termChangeSettled(qint64 id, bool ok, const QString &message);
    void published(bool ok, const QString &message, bool needsPassword);
    void cloned(bool ok, const QString &message, bool needsPassword);
    void progress(qint64 done, qint64 total);

private:
    struct Private;
    // Runs job on the worker's thread.
    template<typename Job>
    void post(Job job);
    // Runs job on the owner's thread, unless the worker is gone by then.
    template<typename Job>
    void reply(Job job);
    void runSync(bool force);
    bool ensureOpen(QString *error, bool *needsPassword);
    TeamSyncResult collect(bool ok, const QString &error, bool needsPassword, const TeamSyncReport &report);
    // On the worker's thread: the list, or why not.
    void replyTermChanges();
    void closeConnections();

    QThread *m_thread;
    QObject *m_context; // lives on m_thread: what jobs run in
    Private *d; // touched on m_thread only
    bool m_started = false; // the owner's thread only
};
