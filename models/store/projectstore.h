// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

#include <functional>

// One open *.yiqiao project file (SQLite).
//
// Contract: a file that is refused — missing, empty, not SQLite, another program's
// SQLite, damaged, written by a newer Yiqiao, beside a foreign journal, or in a
// read-only place — is refused without a byte of it changing (ProjectFileCheck
// looks at it from outside, then a read-only connection checks its contents), and
// errorString() says why in one translated sentence.
// Foreign keys are on. From the first write on, the file runs in WAL mode; close()
// checkpoints and switches back to a rollback journal, so a closed project is one
// self-contained file that can be copied or mailed. A session that only reads —
// opened read-only, or read-write without writing — leaves the file byte for byte
// as it was.
class QSqlQuery;

class ProjectStore : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ProjectStore)
public:
    // ReadOnlyBeside: a further read-only connection of a program whose own first
    // connection has opened (and so checked) the file already, for a worker thread:
    // the header, format and application id are checked again, every page is not
    // (PRAGMA quick_check reads the whole file: 100 ms for 30 MB).
    enum class Access { ReadWrite, ReadOnly, ReadOnlyBeside };

    ProjectStore();
    ~ProjectStore();
    ProjectStore(const ProjectStore &) = delete;
    ProjectStore &operator=(const ProjectStore &) = delete;

    // Creates a new project; refuses to overwrite an existing file.
    bool create(const QString &path, const QString &name);
    // ReadOnly (and ReadOnlyBeside) fall back to ReadWrite for a file of an older format, which must be
    // upgraded before it can be read.
    bool open(const QString &path, Access access = Access::ReadWrite);
    void close();

    bool isOpen() const;
    QString path() const { return m_path; }
    QSqlDatabase database() const;

    // Write transactions take the write lock at once (BEGIN IMMEDIATE), so that two
    // processes writing together wait for each other instead of failing. One begun
    // inside another is a savepoint of it: its commit() keeps its changes for the
    // outer one to commit, its rollback() takes back its own changes only. So a use
    // case runs the writers it is made of (each with its own transaction) in one
    // transaction of its own: all of it is stored, or none.
    bool beginWrite();
    bool commit();
    void rollback();
    // Between beginWrite() and commit()/rollback(): work queued for the event loop
    // (ConcordanceIndexer) waits while a progress dialog runs it inside a write.
    bool isWriting() const { return m_writeDepth > 0; }
    // write() in a write transaction of its own: all it changed is stored, or none
    // (rolled back). False when beginning, write() or committing fails; *error is then
    // the store's message, or for a failed write() what it said (it sets *error,
    // typically a repository's m_error through fail()), the store's when it said
    // nothing. *error is left alone on success.
    bool inTransaction(const std::function<bool()> &write, QString *error);

    // One prepared statement, in a write transaction of its own, that must change
    // exactly one row (an edit or removal by id): Missing when it changed none,
    // Failed (errorString()) when it could not run; nothing is kept then.
    enum class RowChange { Changed, Missing, Failed };
    RowChange changeOneRow(const QString &sql, const QVariantList &values);
    // The same, false with errorString() — whenMissing when no row changed.
    bool changeOneRow(const QString &sql, const QVariantList &values, const QString &whenMissing);

    QString setting(const QString &key, const QString &fallback = {}) const;
    bool setSetting(const QString &key, const QString &value);

private:
    bool openFile(const QString &path, const QString &file, Access access);
    static QString cutShort(const QString &file);
    bool connect(const QString &path, const QString &mode);
    bool verify(bool wholeFile);
    bool configure();
    bool installOutboxTriggers();
    bool enableWal();
    bool fail(const QString &message);
    void disconnect();
    bool rollBackHotJournal(const QString &file);
    static bool leaveWal(QSqlDatabase &db, int waitMs);
    static bool execWhileBusy(QSqlQuery &query, const QString &sql, int waitMs);

    QString m_connection;
    QString m_path; // as the caller gave it
    QString m_file; // the real file behind it (symbolic links resolved)
    bool m_readOnly = false;
    bool m_wal = false; // this connection switched the file to WAL
    quint64 m_identity = 0; // device and inode of m_file when it was opened
    int m_writeDepth = 0; // write transactions begun and not yet committed or rolled back
};
