// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliapplication.h"
#include "localization.h"

#include <QCoreApplication>
#include <QFile>

#include <unistd.h>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("yiqiao"));
    QCoreApplication::setOrganizationName(QStringLiteral("Yiqiao"));
    QCoreApplication::setApplicationVersion(QStringLiteral(YIQIAO_VERSION));
    Localization::install(app);
    QFile out;
    QFile err;
    // File descriptors, not FILE*: writes go straight to write(2), so that a full
    // disk or a closed pipe is seen at once and not lost in stdio's buffer.
    out.open(STDOUT_FILENO, QIODevice::WriteOnly | QIODevice::Unbuffered);
    err.open(STDERR_FILENO, QIODevice::WriteOnly | QIODevice::Unbuffered);
    CliApplication cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
