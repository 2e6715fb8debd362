// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"
#include "terms/termentry.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

// yiqiao-cli terms import|export|check|find: the project's termbase to and from CSV
// (term_mapping.csv or the term conflict log), TBX and the known Markdown glossaries;
// a draft's term findings; lookup both ways over terms, issues and blocks.
// terms add|show|restrict: one entry (TermEntryCommand).
class TermsCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(TermsCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int importFile(const QStringList &arguments);
    int exportFile(const QStringList &arguments);
    int check(const QStringList &arguments);
    int find(const QStringList &arguments);
};
