// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

// Checks a project file from the outside — its 100-byte SQLite header, the files
// beside it, the permissions of its folder — before SQLite opens it, so that a file
// Yiqiao must refuse is refused without a single byte of it changing.
// Each check returns an empty string when the file passes, else the translated reason.
class ProjectFileCheck
{
    Q_DECLARE_TR_FUNCTIONS(ProjectFileCheck)
public:
    // An existing file that claims to be a Yiqiao project of a version we can read.
    static QString header(const QString &path);
    // The file and its folder can be written (SQLite writes journals beside it).
    static QString writable(const QString &path);
    // A crash in the middle of a change left a rollback journal that must be replayed.
    static bool hasHotJournal(const QString &path);
    // A new project can be created at path.
    static QString creatable(const QString &path);
    // output is project or one of its journals (-wal, -shm, -journal), links
    // resolved: an export must never write over them.
    static bool isProjectFile(const QString &output, const QString &project);
    // path is a Yiqiao project (by its SQLite header's application id), or the
    // journal (-wal, -shm, -journal) of one: another series' project that an export
    // named by mistake.
    static bool holdsProject(const QString &path);
};
