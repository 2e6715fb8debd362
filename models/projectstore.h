// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

// One open *.yiqiao project file (SQLite).
//
// Contract: a file that is refused — missing, empty, not SQLite, another program's
// SQLite, damaged, written by a newer Yiqiao, or in a read-only place — is refused
// before anything could write to it, and errorString() says why in one translated
// sentence. While open the file runs in WAL mode with foreign keys on; close()
// checkpoints and switches back to a rollback journal, so a closed project is one
// self-contained file that can be copied or mailed.
class ProjectStore
{
    Q_DECLARE_TR_FUNCTIONS(ProjectStore)
public:
    ProjectStore();
    ~ProjectStore();
    ProjectStore(const ProjectStore &) = delete;
    ProjectStore &operator=(const ProjectStore &) = delete;

    // Creates a new project; refuses to overwrite an existing file.
    bool create(const QString &path, const QString &name);
    bool open(const QString &path);
    void close();

    bool isOpen() const;
    QString path() const { return m_path; }
    QString errorString() const { return m_error; }
    QSqlDatabase database() const;

    QString setting(const QString &key, const QString &fallback = {}) const;
    bool setSetting(const QString &key, const QString &value);

private:
    bool checkHeader(const QString &path);
    bool checkWritable(const QString &path);
    bool connect(const QString &path);
    bool verifyOpened();
    bool configure();
    bool fail(const QString &message);
    static bool leaveWal(QSqlDatabase &db);

    QString m_connection;
    QString m_path;
    QString m_error;
};
