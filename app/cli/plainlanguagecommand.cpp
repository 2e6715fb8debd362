// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/plainlanguagecommand.h"

#include "cli/cliapplication.h"
#include "qa/plainlanguage.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

int PlainLanguageCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProject(parser);
    parser.addOption({QStringLiteral("import"), tr("Replace the list with this JSON file: an array of {\"jargon\", \"plain\"}."),
        QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("defaults"), tr("Put the seed's examples back (鲁棒性 → 抗干扰能力, …).")});
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    if (parser.isSet(QStringLiteral("import")) && parser.isSet(QStringLiteral("defaults"))) {
        return m_cli.fail(tr("--import and --defaults exclude each other"), 2);
    }
    if (parser.isSet(QStringLiteral("import")) || parser.isSet(QStringLiteral("defaults"))) {
        return replace(parser);
    }
    ProjectStore store;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    QString error;
    const QList<PlainWording> wordings = PlainLanguage::read(store, &error);
    if (!error.isEmpty()) {
        return m_cli.fail(error);
    }
    QJsonArray array;
    for (const PlainWording &wording : wordings) {
        array.append(QJsonObject {{QStringLiteral("jargon"), wording.jargon}, {QStringLiteral("plain"), wording.plain}});
        if (!parser.isSet(QStringLiteral("json"))) {
            m_cli.print(QStringLiteral("%1\t%2\n").arg(CliApplication::oneLine(wording.jargon), CliApplication::oneLine(wording.plain)));
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(array);
    }
    return 0;
}

int PlainLanguageCommand::replace(const QCommandLineParser &parser)
{
    QList<PlainWording> wordings = PlainLanguage::defaults();
    if (parser.isSet(QStringLiteral("import"))) {
        QByteArray bytes;
        if (!m_cli.readFile(parser.value(QStringLiteral("import")), &bytes)) {
            return 1;
        }
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        if (!document.isArray()) {
            return m_cli.fail(tr("%1 is not a JSON array of {\"jargon\", \"plain\"}").arg(parser.value(QStringLiteral("import"))));
        }
        wordings.clear();
        for (const QJsonValue &item : document.array()) {
            const QJsonObject object = item.toObject();
            wordings.append({object.value(QLatin1String("jargon")).toString(), object.value(QLatin1String("plain")).toString()});
        }
    }
    const QString problem = PlainLanguage::problem(wordings); // before the project is opened: nothing changes
    if (!problem.isEmpty()) {
        return m_cli.fail(problem);
    }
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    QString error;
    if (!PlainLanguage::write(store, wordings, &error)) {
        return m_cli.fail(error);
    }
    m_cli.print(tr("%1 jargon entries with their plain wording\n").arg(wordings.size()));
    return 0;
}
