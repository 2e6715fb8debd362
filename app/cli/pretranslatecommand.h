// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

class CliApplication;

// yiqiao-cli pretranslate PROJECT --issue N [--min 75] [--json]: fills the issue's
// untranslated draft blocks from the translation memory (Pretranslator).
class PretranslateCommand
{
    Q_DECLARE_TR_FUNCTIONS(PretranslateCommand)
public:
    explicit PretranslateCommand(CliApplication &cli)
        : m_cli(cli)
    {
    }

    int run(const QStringList &arguments);

private:
    CliApplication &m_cli;
};
