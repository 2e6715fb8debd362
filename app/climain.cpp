// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliapplication.h"
#include "localization.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("yiqiao"));
    QCoreApplication::setOrganizationName(QStringLiteral("Yiqiao"));
    QCoreApplication::setApplicationVersion(QStringLiteral(YIQIAO_VERSION));
    Localization::install(app);
    QFile out;
    QFile err;
    out.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
    err.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);
    CliApplication cli(out, err);
    return cli.run(QCoreApplication::arguments());
}
