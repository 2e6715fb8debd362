// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

// What each libFuzzer target does with one input, shared with tst_fuzzregressions so
// that every stored crash input goes through exactly the fuzzed path in every build.
// Each entry reads bytes the way the application reads a file of that kind; a broken
// contract (e.g. a parsed post that does not give back its bytes) aborts, as a crash
// would. Refused input is fine: only crashes, sanitizer findings and aborts count.
class FuzzEntry
{
public:
    enum class Target { Markdown, Csv, Tbx, Tmx, Xliff, Project, Journal };

    // The target named as in fuzz_<name> ("markdown", "csv", …); false for another name.
    static bool targetByName(const QString &name, Target *target);
    // Creates the QCoreApplication the Qt SQL driver and resources need (once) and the
    // folder fuzzProject works in.
    static void initialize(int *argc, char ***argv);
    static void run(Target target, const QByteArray &bytes);

    static void markdown(const QByteArray &bytes);
    static void csv(const QByteArray &bytes);
    static void tbx(const QByteArray &bytes);
    static void tmx(const QByteArray &bytes);
    static void xliff(const QByteArray &bytes);
    // bytes as a *.yiqiao file in a private temporary folder, opened and read as the
    // GUI opens a project; the files are removed afterwards.
    static void project(const QByteArray &bytes);
    // bytes as a draft's edit journal (DraftJournalReader), as a project's open reads
    // one a killed window left; what it replays must be a draft again.
    static void journal(const QByteArray &bytes);

private:
    static void check(bool condition, const char *what);
    static QString workDir();
};
