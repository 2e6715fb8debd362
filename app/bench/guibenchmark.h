// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class ThemeController;

// `yiqiao --benchmark --corpus DIR`: the GUI budgets of DESIGN §6, measured in this
// process and in fresh child processes, with settings and data in a temporary
// folder: start-up to a shown window with the demo project, opening a project of
// 369 issues built from the corpus, and the worst keystroke-to-paint time while
// typing into a 200 KB draft; first of all, the start-up and memory of Yiqiao opening
// a project of 369 issues beside Lokalize and Poedit (StartUpComparison, the project
// reused from startUpProject when it exists). Prints the figures; exit code 0 unless
// it failed.
class GuiBenchmark
{
    Q_DECLARE_TR_FUNCTIONS(GuiBenchmark)
public:
    static int run(const QString &corpusDir, const QString &startUpProject, bool startUpOnly, ThemeController &theme);
};
