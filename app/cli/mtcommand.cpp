// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/mtcommand.h"

#include "cli/cliapplication.h"
#include "mt/mtsettings.h"
#include "mt/mtsuggester.h"
#include "secrets/mtkey.h"
#include "store/issue.h"
#include "store/issuerepository.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace {
QString keySourceName(MtKey::Source source)
{
    switch (source) {
    case MtKey::Source::Environment:
        return QStringLiteral("environment");
    case MtKey::Source::Keyring:
        return QStringLiteral("keyring");
    case MtKey::Source::None:
        break;
    }
    return QStringLiteral("none");
}
} // namespace

CliActionCommand::Actions MtCommand::actions()
{
    return {QStringLiteral("mt"),
        {{QStringLiteral("config"), action(&MtCommand::config)}, {QStringLiteral("suggest"), action(&MtCommand::suggest)}},
        tr("mt needs config or suggest; run yiqiao-cli --help")};
}

int MtCommand::config(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("endpoint"),
        tr("The OpenAI-compatible chat-completions URL, e.g. http://localhost:8080/v1/chat/completions."), QStringLiteral("URL")});
    parser.addOption({QStringLiteral("model"), tr("The model the endpoint should use."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("clear"), tr("Forget the endpoint and model: machine suggestions off.")});
    addJson(parser);
    if (const auto exit = parseProject(parser, arguments)) {
        return *exit;
    }
    const bool clear = parser.isSet(QStringLiteral("clear"));
    const bool change = parser.isSet(QStringLiteral("endpoint")) || parser.isSet(QStringLiteral("model"));
    if (clear && change) {
        return m_cli.fail(tr("--clear takes no --endpoint or --model"), 2);
    }
    ProjectStore store;
    if (!clear && !change) {
        if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
            return 1;
        }
        printConfig(MtSettings::read(store), parser.isSet(QStringLiteral("json")));
        return 0;
    }
    if (!openForWriting(parser, store)) {
        return 1;
    }
    // One of the two given: the other stays as stored.
    const MtSettings stored = MtSettings::read(store);
    const QUrl endpoint = parser.isSet(QStringLiteral("endpoint"))
        ? QUrl(parser.value(QStringLiteral("endpoint")).trimmed(), QUrl::StrictMode)
        : stored.endpoint;
    const QString model = parser.isSet(QStringLiteral("model")) ? parser.value(QStringLiteral("model")).trimmed() : stored.model;
    QString error;
    if (!clear && !MtSettings::validate(endpoint, model, &error)) {
        return m_cli.fail(error, 2);
    }
    if (!(clear ? MtSettings::clear(store, &error) : MtSettings::write(store, endpoint, model, &error))) {
        return m_cli.fail(error);
    }
    printConfig(MtSettings::read(store), parser.isSet(QStringLiteral("json")));
    return 0;
}

void MtCommand::printConfig(const MtSettings &settings, bool json)
{
    const MtKey::Source source = settings.isConfigured() ? MtKey::source(settings.endpoint) : MtKey::Source::None;
    if (json) {
        m_cli.writeJson(QJsonObject {{QStringLiteral("configured"), settings.isConfigured()},
            {QStringLiteral("endpoint"), settings.endpoint.toString()}, {QStringLiteral("model"), settings.model},
            {QStringLiteral("key"), keySourceName(source)}});
        return;
    }
    if (!settings.isConfigured()) {
        m_cli.print(tr("No machine-translation endpoint is configured: nothing is sent anywhere.\n"
                       "Set one with: yiqiao-cli mt config PROJECT --endpoint URL --model NAME\n"));
        return;
    }
    m_cli.print(tr("Endpoint: %1\nModel: %2\nKey: %3\n").arg(settings.endpoint.toString(), settings.model, MtKey::describe(source)));
}

int MtCommand::suggest(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("block"), tr("The source block to translate (an id as yiqiao-cli blocks --source prints)."), QStringLiteral("ID")});
    ProjectStore store;
    Issue issue;
    if (const auto exit = parseAndOpenIssueToPrint(parser, arguments, store, &issue)) {
        return *exit;
    }
    bool ok = false;
    const qint64 block = parser.value(QStringLiteral("block")).toLongLong(&ok);
    if (!ok || block <= 0) {
        return m_cli.fail(tr("--block takes a source block id (yiqiao-cli blocks PROJECT --issue N --source lists them), not '%1'")
                              .arg(parser.value(QStringLiteral("block"))),
            2);
    }
    const QList<BlockRecord> sources = IssueRepository(store).sourceBlocks(issue.id);
    if (std::none_of(sources.cbegin(), sources.cend(), [block](const BlockRecord &record) { return record.id == block; })) {
        return m_cli.fail(tr("issue %1 has no source block %2 (yiqiao-cli blocks --source lists them)").arg(issue.number).arg(block));
    }
    const MtSettings settings = MtSettings::read(store);
    if (!settings.isConfigured()) {
        return m_cli.fail(
            tr("No machine-translation endpoint is configured; set one with: yiqiao-cli mt config PROJECT --endpoint URL --model NAME"));
    }
    MtSuggester suggester(store, issue.id, MtKey::find(settings.endpoint));
    suggester.setRetryNotice([this](int seconds, int attempt) {
        m_cli.printError(tr("The endpoint asks to wait; trying again in %1 s (retry %2).\n").arg(seconds).arg(attempt));
    });
    MtSuggestion suggestion;
    if (!suggester.suggest(block, &suggestion)) {
        return m_cli.fail(suggester.errorString());
    }
    printSuggestion(suggestion, parser.isSet(QStringLiteral("json")));
    return 0;
}

void MtCommand::printSuggestion(const MtSuggestion &suggestion, bool json)
{
    if (json) {
        QJsonArray findings;
        for (const MtFinding &finding : suggestion.findings) {
            findings.append(QJsonObject {{QStringLiteral("check"), finding.check}, {QStringLiteral("severity"), finding.severity},
                {QStringLiteral("message"), finding.message}, {QStringLiteral("offset"), finding.offset},
                {QStringLiteral("length"), finding.length}});
        }
        m_cli.writeJson(QJsonObject {{QStringLiteral("block"), suggestion.sourceBlockId}, {QStringLiteral("suggestion"), suggestion.text},
            {QStringLiteral("findings"), findings}, {QStringLiteral("request"), suggestion.request.toJson()}});
        return;
    }
    m_cli.print(tr("Suggestion for source block %1:\n").arg(suggestion.sourceBlockId) + suggestion.text + QStringLiteral("\n\n"));
    if (suggestion.findings.isEmpty()) {
        m_cli.print(tr("No findings.\n"));
    } else {
        m_cli.print(tr("Findings (%1):\n").arg(suggestion.findings.size()));
        for (const MtFinding &finding : suggestion.findings) {
            m_cli.print(QStringLiteral("%1\t%2\t%3\n").arg(finding.severity, finding.check, finding.message));
        }
    }
    m_cli.print(QStringLiteral("\n") + tr("Request sent:\n") + suggestion.request.display());
}
