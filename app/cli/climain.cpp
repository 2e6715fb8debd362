// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliapplication.h"
#include "cli/radarcommand.h"
#include "core/localization.h"

#include <QApplication>
#include <QFile>

#include <memory>

#include <unistd.h>

namespace {
QtMessageHandler previousHandler = nullptr;

// A lost connection to the team server makes Qt's PostgreSQL driver warn as it frees
// its statements ("Unable to free statement: no connection to the server"); the
// command says what happened in its own one line, so these stay off stderr.
void quietSqlDriver(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg
        && (qstrcmp(context.category, "qt.sql.postgresql") == 0 || message.startsWith(QLatin1String("Unable to free statement")))) {
        return;
    }
    previousHandler(type, context, message);
}
} // namespace

int main(int argc, char *argv[])
{
    previousHandler = qInstallMessageHandler(quietSqlDriver);
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments.append(QString::fromLocal8Bit(argv[i]));
    }
    // Only drawing a chart needs widgets, on the offscreen platform unless told otherwise.
    const bool widgets = RadarCommand::needsWidgets(arguments);
    if (widgets && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    std::unique_ptr<QCoreApplication> application =
        widgets ? std::make_unique<QApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
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
