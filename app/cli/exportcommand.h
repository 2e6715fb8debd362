// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "export/exportsettings.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class ProjectStore;
class QCommandLineParser;
struct Issue;

// yiqiao-cli export PROJECT --issue N [--html] [-o OUT] [--force]
// [--deletion-notes footnotes|end|none] [--no-footer] [--no-notes] [--draft] [--source]:
// the finished post (FinishedPost) as markdown or HTML, to OUT or stdout. What it
// includes comes from the project's ExportSettings; the options override them.
// Refused (exit code 1, nothing written, the deletions listed on stderr) while
// deletions lack a justification, unless --force. --draft gives the draft as stored,
// --source the source posts as imported. Reads only to export: works on a read-only
// project and beside a window that has it open.
// The checklist gate: a finished post exported while checklist items are open gets the
// open items on stderr as a warning, and the override is recorded (--author NAME, else
// the system user; --reason TEXT) when the project can be written; exit codes and the
// exported bytes stay as they were. Neither --draft, --source nor an untouched import
// (which exports as imported) warns or records anything.
// --pack DIR writes the issue's environment reproduction pack instead (ReproductionPack:
// its reproduction_pack note or, without one, a pack built from the version snapshot,
// said on stderr) as files into DIR (PackWriter: refused when DIR holds other files),
// and prints the paths written.
class ExportCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    static void addOptions(QCommandLineParser &parser);
    // The settings the project and the options ask for, or the exit code after printing why not.
    std::optional<int> readSettings(const QCommandLineParser &parser, const ProjectStore &store, ExportSettings *settings);
    // The bytes to write, or the exit code after printing why not.
    std::optional<int> produce(const QCommandLineParser &parser, ProjectStore &store, const Issue &issue, QByteArray *bytes);
    std::optional<int> finishedPost(const QCommandLineParser &parser, ProjectStore &store, const Issue &issue, QByteArray *bytes);
    int refuse(const Issue &issue, const QStringList &unjustified);
    int pack(const QString &directory, ProjectStore &store, const Issue &issue);
    int output(const QCommandLineParser &parser, const QByteArray &bytes);
    // After a successful export: the open checklist items of a worked-on issue, warned
    // about and recorded as an override. Closes store (the override is written
    // through a connection of its own, under the project's lock).
    void warnAboutOpenItems(const QCommandLineParser &parser, ProjectStore &store, const Issue &issue);
    QStringList openItems(ProjectStore &store, const Issue &issue);
    void recordOverride(const QCommandLineParser &parser, const QString &path, const Issue &issue, const QStringList &keys);
};
