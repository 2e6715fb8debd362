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
#include <QFile>
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
    parser.addOption({QStringLiteral("clear"), tr("Forget the endpoint and model (machine suggestions off) and the key kept for it.")});
    parser.addOption(
        {QStringLiteral("key-from-stdin"), tr("Keep the API key, one line read from standard input, in the desktop keyring.")});
    addJson(parser);
    if (const auto exit = parseProject(parser, arguments)) {
        return *exit;
    }
    const bool clear = parser.isSet(QStringLiteral("clear"));
    const bool fromStdin = parser.isSet(QStringLiteral("key-from-stdin"));
    const bool change = parser.isSet(QStringLiteral("endpoint")) || parser.isSet(QStringLiteral("model"));
    if (clear && (change || fromStdin)) {
        return m_cli.fail(tr("--clear takes no --endpoint, --model or --key-from-stdin"), 2);
    }
    if (!clear && !change && !fromStdin) {
        ProjectStore store;
        if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
            return 1;
        }
        printConfig(MtSettings::read(store), parser.isSet(QStringLiteral("json")));
        return 0;
    }
    return this->change(parser, clear, fromStdin);
}

int MtCommand::change(QCommandLineParser &parser, bool clear, bool fromStdin)
{
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    // One of the two given: the other stays as stored.
    const MtSettings stored = MtSettings::read(store);
    const bool newEndpoint = parser.isSet(QStringLiteral("endpoint"));
    const QString typed = parser.value(QStringLiteral("endpoint")).trimmed();
    const QUrl endpoint = newEndpoint ? QUrl(typed, QUrl::StrictMode) : stored.endpoint;
    const QString model = parser.isSet(QStringLiteral("model")) ? parser.value(QStringLiteral("model")).trimmed() : stored.model;
    QString error;
    if (!clear && !(newEndpoint ? MtSettings::validate(typed, model, &error) : MtSettings::validate(endpoint, model, &error))) {
        return m_cli.fail(error, 2);
    }
    if (fromStdin) {
        if (const auto exit = rememberKey(endpoint)) {
            return *exit;
        }
    }
    if (clear && stored.isConfigured()) {
        MtKey::forget(stored.endpoint);
    }
    const bool changes = newEndpoint || parser.isSet(QStringLiteral("model"));
    if (clear ? !MtSettings::clear(store, &error) : changes && !MtSettings::write(store, endpoint, model, &error)) {
        return m_cli.fail(error);
    }
    if (newEndpoint) {
        MtKey::trust(endpoint); // chosen by this user here: YIQIAO_MT_KEY may go there
    }
    printConfig(MtSettings::read(store), parser.isSet(QStringLiteral("json")));
    return 0;
}

// One line of stdin kept in the keyring for endpoint; the exit code when it is not.
std::optional<int> MtCommand::rememberKey(const QUrl &endpoint)
{
    QString error;
    if (!MtKey::keyringAvailable(&error)) {
        return m_cli.fail(error);
    }
    QFile in;
    const QString key = in.open(stdin, QIODevice::ReadOnly) ? QString::fromUtf8(in.readLine()).trimmed() : QString();
    if (key.isEmpty()) {
        return m_cli.fail(tr("--key-from-stdin read no key: give it as one line on standard input."), 2);
    }
    if (!MtKey::remember(endpoint, key, &error)) {
        return m_cli.fail(error);
    }
    return std::nullopt;
}

void MtCommand::printConfig(const MtSettings &settings, bool json)
{
    const bool configured = settings.isConfigured();
    const MtKey::Source source = configured ? MtKey::source(settings.endpoint, settings.own) : MtKey::Source::None;
    const QString withheld = configured ? MtKey::withheld(settings.endpoint, settings.own) : QString();
    const QString endpoint = settings.endpoint.toString(QUrl::RemoveUserInfo);
    if (json) {
        m_cli.writeJson(QJsonObject {{QStringLiteral("configured"), configured}, {QStringLiteral("endpoint"), endpoint},
            {QStringLiteral("model"), settings.model}, {QStringLiteral("key"), keySourceName(source)},
            {QStringLiteral("keyWithheld"), withheld}});
        return;
    }
    if (!configured) {
        m_cli.print(tr("No machine-translation endpoint is configured: nothing is sent anywhere.\n"
                       "Set one with: yiqiao-cli mt config PROJECT --endpoint URL --model NAME\n"));
        return;
    }
    // Withheld: "none" and, on the next line, why (describe() would say there is no key).
    const QString key = withheld.isEmpty() || source != MtKey::Source::None ? MtKey::describe(source) : tr("none");
    m_cli.print(tr("Endpoint: %1\nModel: %2\nKey: %3\n").arg(endpoint, settings.model, key));
    if (!withheld.isEmpty()) {
        m_cli.print(withheld + QLatin1Char('\n'));
    }
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
    const QString withheld = MtKey::withheld(settings.endpoint, settings.own);
    if (!withheld.isEmpty()) {
        m_cli.printError(withheld + QLatin1Char('\n'));
    }
    MtSuggester suggester(store, issue.id, MtKey::find(settings.endpoint, settings.own));
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
