// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/pretranslatecommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "draft/draftsession.h"
#include "mt/machinepretranslator.h"
#include "mt/mtsettings.h"
#include "secrets/mtkey.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/pretranslator.h"
#include "tm/translationmemory.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

int PretranslateCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addOption(
        {QStringLiteral("min"), tr("The lowest match score used (1–101, default 75)."), QStringLiteral("SCORE"), QStringLiteral("75")});
    parser.addOption({QStringLiteral("mt"), tr("Pre-translate from the machine-translation endpoint instead of the memory.")});
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    if (parser.isSet(QStringLiteral("mt"))) {
        if (parser.isSet(QStringLiteral("min"))) {
            return m_cli.fail(tr("--min is a memory match score and cannot be used with --mt"), 2);
        }
        return fromMachine(parser);
    }
    bool ok = false;
    const int min = parser.value(QStringLiteral("min")).toInt(&ok);
    if (!ok || min < 1 || min > 101) {
        return m_cli.fail(tr("--min takes a score from 1 to 101"), 2);
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    if (!CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    DraftSession session(store, issue.id);
    if (!session.load()) {
        return m_cli.fail(session.errorString());
    }
    const TranslationMemory memory(store);
    Pretranslator pretranslator(session, memory, IssueRepository(store).sourceBlocks(issue.id));
    Pretranslator::Result result;
    if (!pretranslator.run(min, &result)) {
        return m_cli.fail(pretranslator.errorString());
    }
    if (result.filled > 0) {
        m_cli.recordRevision(store, issue.id, tr("pre-translated from the memory"));
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray ids;
        for (qint64 id : std::as_const(result.blockIds)) {
            ids.append(id);
        }
        m_cli.write(QJsonDocument(QJsonObject {{QStringLiteral("issue"), issue.number}, {QStringLiteral("filled"), result.filled},
                                      {QStringLiteral("exact"), result.exact}, {QStringLiteral("withoutMatch"), result.withoutMatch},
                                      {QStringLiteral("kept"), result.kept}, {QStringLiteral("blocks"), ids}})
                        .toJson(QJsonDocument::Indented));
        return 0;
    }
    m_cli.print(tr("Issue %1: %2 blocks pre-translated (%3 exact), %4 without a match of %5 or more, %6 left as they were\n")
                    .arg(issue.number)
                    .arg(result.filled)
                    .arg(result.exact)
                    .arg(result.withoutMatch)
                    .arg(min)
                    .arg(result.kept));
    return 0;
}

namespace {
QJsonObject filledJson(const MachinePretranslator::Filled &block)
{
    QJsonArray findings;
    for (const MtFinding &finding : block.findings) {
        findings.append(QJsonObject {{QStringLiteral("check"), finding.check}, {QStringLiteral("message"), finding.message},
            {QStringLiteral("severity"), finding.severity}, {QStringLiteral("offset"), finding.offset},
            {QStringLiteral("length"), finding.length}});
    }
    return {{QStringLiteral("block"), block.blockId}, {QStringLiteral("sourceBlock"), block.sourceBlockId},
        {QStringLiteral("text"), block.text}, {QStringLiteral("findings"), findings}};
}
} // namespace

// Nothing is sent unless the project has an endpoint; nothing is written unless
// every request came back.
int PretranslateCommand::fromMachine(const QCommandLineParser &parser)
{
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    const MtSettings settings = MtSettings::read(store);
    if (!settings.isConfigured()) {
        return m_cli.fail(tr("No machine-translation endpoint is configured: yiqiao-cli mt config PROJECT --endpoint URL --model NAME"));
    }
    if (!CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    DraftSession session(store, issue.id);
    if (!session.load()) {
        return m_cli.fail(session.errorString());
    }
    MachinePretranslator pretranslator(store, issue.id, MtKey::find(settings.endpoint, settings.own));
    pretranslator.setAuthor(CliApplication::systemUser());
    MachinePretranslator::Result result;
    if (!pretranslator.run(session, &result)) {
        return m_cli.fail(pretranslator.errorString());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray ids;
        QJsonArray suggestions;
        for (const MachinePretranslator::Filled &block : std::as_const(result.blocks)) {
            ids.append(block.blockId);
            suggestions.append(filledJson(block));
        }
        m_cli.writeJson(QJsonObject {{QStringLiteral("issue"), issue.number}, {QStringLiteral("source"), QStringLiteral("machine")},
            {QStringLiteral("filled"), result.filled}, {QStringLiteral("kept"), result.kept}, {QStringLiteral("findings"), result.findings},
            {QStringLiteral("blocks"), ids}, {QStringLiteral("suggestions"), suggestions}});
        return 0;
    }
    m_cli.print(tr("Issue %1: %2 blocks pre-translated by the machine (%3 findings), %4 left as they were\n")
                    .arg(issue.number)
                    .arg(result.filled)
                    .arg(result.findings)
                    .arg(result.kept));
    return 0;
}
