// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "terms/termentry.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class QCommandLineParser;

// yiqiao-cli terms add|show|restrict: one termbase entry by its source term.
// add: a new entry with its renderings (--rendering, the first the default) and restrictions,
//   or those merged into the entry of the same source, as an import merges;
// show: the entry, its renderings, forbidden ones and restrictions;
// restrict: sets the entry's restrictions — noun only, case-sensitive, the context
//   pattern ("" clears it) — and leaves what is not given as it was.
class TermEntryCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(TermEntryCommand)
public:
    using CliCommand::CliCommand;

    int add(const QStringList &arguments);
    int show(const QStringList &arguments);
    int restrict(const QStringList &arguments);

private:
    // The entry as text lines or JSON, as show prints it.
    void print(const TermEntry &entry, bool json);
    static std::optional<bool> onOff(const QString &value);
    // The positional argument after PROJECT of every action: the entry's source term.
    static Positional source();
};
