// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/pretranslatecommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "draft/draftsession.h"
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
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
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
