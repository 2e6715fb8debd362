// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/projectlock.h"
#include "store/projectstore.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

class QCommandLineParser;
class QIODevice;
struct Issue;

// yiqiao-cli: the product's operations for scripts, checks and benchmarks.
// Exit codes: 0 success, 1 the operation failed, 2 the command line was wrong.
// Errors are one line on stderr; data goes to stdout (markdown byte for byte).
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)
public:
    CliApplication(QIODevice &out, QIODevice &err);

    int run(const QStringList &arguments);

    // Shared by the command classes (TmCommand, XliffCommand, …).
    // Parses a command's arguments. Returns the exit code when the command must stop
    // here (--help, or a wrong command line, after printing why). A negative
    // positionals is a least number (-1: one or more).
    std::optional<int> parse(QCommandLineParser &parser, const QStringList &arguments, int positionals);
    bool openProject(const QString &path, ProjectStore &store, ProjectStore::Access access);
    // Refuses (after printing why) a project another process has open for writing,
    // such as the window: it would not see what is written under it. Both ...ForWriting
    // first fold in the edits a killed window left in journals beside the project
    // (DraftJournalRecovery, said on stderr), so that the command's change comes after them.
    // The lock is the application's (m_lock), held until it ends: after every store
    // the command opened has closed.
    bool openProjectForWriting(const QString &path, ProjectStore &store);
    // The --issue value, or nothing after printing why it is wrong (exit code 2).
    std::optional<int> issueNumber(const QCommandLineParser &parser);
    // Opens the project (first positional argument) read-only and finds --issue;
    // returns the exit code when that fails.
    std::optional<int> openIssue(
        const QCommandLineParser &parser, ProjectStore &store, Issue *issue, ProjectStore::Access access = ProjectStore::Access::ReadOnly);
    // parse(), then the project (the first positional argument) opened with access, or
    // the issue found with openIssue() (read-only): for the commands that need no check
    // of their options in between. Returns the exit code when the command must stop here.
    std::optional<int> parseAndOpen(
        QCommandLineParser &parser, const QStringList &arguments, int positionals, ProjectStore &store, ProjectStore::Access access);
    std::optional<int> parseAndOpenIssue(QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store, Issue *issue);
    // For commands that change a draft: takes the project's lock first, so that they
    // never write under a Yiqiao window that has the project open (a folder where no
    // lock can be written is left to the read-write open to refuse), then opens the
    // project read-write and finds --issue. Returns the exit code when that fails.
    std::optional<int> openIssueForWriting(const QCommandLineParser &parser, ProjectStore &store, Issue *issue);
    int fail(const QString &message, int code = 1);
    // Reads a markdown post the command line names (at most ImportLimits::PostBytes);
    // false after printing why not.
    bool readFile(const QString &path, QByteArray *bytes);
    // A command that changed an issue's draft records it as a revision of its own
    // (RevisionRepository, Mode::New, by the system's user); a failure is a warning
    // on stderr: the change itself is saved.
    void recordRevision(ProjectStore &store, qint64 issueId, const QString &summary);
    void print(const QString &text);
    // Text as it is on stderr (lines after a fail() message).
    void printError(const QString &text);
    void write(const QByteArray &bytes);
    // A JSON document on stdout, indented.
    void writeJson(const QJsonObject &object);
    void writeJson(const QJsonArray &array);
    // Text on one line of tab-separated output.
    static QString oneLine(QString text);
    // Block ids as "1, 2, 3" for text output and as a JSON array.
    static QString idList(const QList<qint64> &ids);
    static QJsonArray idArray(const QList<qint64> &ids);
    // items as a JSON array, each through toJson.
    template<typename T>
    static QJsonArray jsonArray(const QList<T> &items, QJsonObject (*toJson)(const T &))
    {
        QJsonArray array;
        for (const T &item : items) {
            array.append(toJson(item));
        }
        return array;
    }
    // The --author value, or the system's user when it is not given or empty.
    static QString author(const QCommandLineParser &parser);
    // $USER, else $USERNAME.
    static QString systemUser();
    // PROJECT, the project file, as a command's first positional argument.
    static void addProject(QCommandLineParser &parser);
    static void addProjectAndIssue(QCommandLineParser &parser);
    // False after printing why when output is the project file or its journal: an
    // export never writes over them.
    bool canExportTo(const QString &output, const ProjectStore &store);
    // A subcommand's arguments ("yiqiao-cli tm", "import", …): the action joins the
    // program name in first place, as QCommandLineParser shows it in messages.
    static QStringList subcommandArguments(const QStringList &arguments);
    // For commands with subcommands (tm, xliff, terms): when action asks for help,
    // prints the command's usage lines and returns 0.
    std::optional<int> subcommandHelp(const QString &command, const QString &action);

private:
    static QString helpText(const QCommandLineParser &parser, const QString &commandName);
    bool lockForWriting(const QString &path);
    void recoverJournals(ProjectStore &store);
    // A successful command whose output could not be written still fails.
    int finish(int code);
    int runCommand(const QString &command, const QStringList &arguments);
    int runImport(const QStringList &arguments);
    int runBlocks(const QStringList &arguments);
    int runStats(const QStringList &arguments);
    int runAlign(const QStringList &arguments);

    QIODevice &m_out;
    QIODevice &m_err;
    bool m_outputFailed = false;
    ProjectLock m_lock; // taken by the ...ForWriting opens
};
