// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QStringList>

class ProjectStore;
class QCommandLineParser;
struct RadarData;

// `yiqiao-cli radar PROJECT`: the technology radar. Without an action it prints each
// dimension's share per quarter (--json: with the points too) and, with --png/--svg
// FILE, saves a chart (--chart timeline|share; drawn on the offscreen platform, for
// which climain makes a QApplication: needsWidgets()). Actions: --tag N TECH
// [--dimension NAME] [--aliases A,B] (an unknown technology is added to the
// dimension), --untag N TECH, --suggest N [--apply], --date N YYYY-MM-DD|none (the
// issue's publication day, the timeline's date), --dimensions, --add-dimension
// NAME, --rename-dimension OLD NEW.
class RadarCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(RadarCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);
    // argv of yiqiao-cli: a radar command that draws a chart.
    static bool needsWidgets(const QStringList &arguments);

private:
    int show(const QCommandLineParser &parser, ProjectStore &store);
    int exportCharts(const QCommandLineParser &parser, const RadarData &data);
    int tag(const QCommandLineParser &parser, ProjectStore &store, qint64 issue);
    int untag(const QCommandLineParser &parser, ProjectStore &store, qint64 issue);
    int suggest(const QCommandLineParser &parser, ProjectStore &store, qint64 issue);
    int setDate(const QCommandLineParser &parser, ProjectStore &store, qint64 issue);
    int listDimensions(ProjectStore &store);
    int addDimension(const QCommandLineParser &parser, ProjectStore &store);
    int renameDimension(const QCommandLineParser &parser, ProjectStore &store);
    // The issue's id; 0 after printing why not, with *code the exit code.
    qint64 issueId(ProjectStore &store, const QString &number, int *code);
    void printShares(const RadarData &data);
};
