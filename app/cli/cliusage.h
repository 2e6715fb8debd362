// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// yiqiao-cli --help: every command with its arguments, one screen. Its text keeps
// CliApplication's translation context (where the translations are).
class CliUsage
{
public:
    static QString text();
    // The usage lines of one command (with their continuation lines), under a
    // "Usage:" line; empty for a command the usage does not name.
    static QString forCommand(const QString &command);
};
