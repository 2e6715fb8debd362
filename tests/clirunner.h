// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

// Runs the built yiqiao-cli (YIQIAO_CLI) in a folder, with English messages, and
// gives its exit code and output.
struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    static CliRun in(const QString &workingDirectory, const QStringList &arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // LC_ALL stays a UTF-8 "C" locale: under a non-UTF-8 locale some Qt 6
        // releases warn on stderr, which is not the CLI's output.
        env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        return program(QStringLiteral(YIQIAO_CLI), arguments, env, workingDirectory);
    }

    // Any program; a run that does not end normally within the timeout is killed
    // and reported in err with exit code -1. input (unless null) is its standard
    // input, closed after it.
    static CliRun program(const QString &program, const QStringList &arguments,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(), const QString &workingDirectory = QString(),
        int timeoutMs = 60000, const QByteArray &input = QByteArray())
    {
        QProcess process;
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(workingDirectory);
        process.start(program, arguments);
        if (!input.isNull()) {
            process.write(input);
            process.closeWriteChannel();
        }
        CliRun run;
        if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit) {
            process.kill();
            process.waitForFinished();
            run.err = program.toUtf8() + " did not finish normally: " + process.errorString().toUtf8();
            return run;
        }
        run.exitCode = process.exitCode();
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }

    // A new project in folder with issue `issue` imported from source with its
    // translation (through the CLI, as a user would); the error text, empty when it worked.
    static QByteArray newProjectWithIssue(
        const QString &folder, const QString &project, int issue, const QByteArray &source, const QByteArray &translation)
    {
        for (const auto &[name, bytes] : {std::pair {QStringLiteral("s.md"), source}, std::pair {QStringLiteral("t.md"), translation}}) {
            QFile file(QDir(folder).filePath(name));
            if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
                return "cannot write " + name.toUtf8();
            }
        }
        const CliRun created = in(folder, {QStringLiteral("new"), project});
        if (created.exitCode != 0) {
            return "new: " + created.err;
        }
        const CliRun imported = in(folder,
            {QStringLiteral("import"), project, QStringLiteral("--issue"), QString::number(issue), QStringLiteral("--translation"),
                QStringLiteral("t.md"), QStringLiteral("s.md")});
        return imported.exitCode == 0 ? QByteArray() : "import: " + imported.err;
    }
};
