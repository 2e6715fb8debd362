// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/scenariocommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "draft/draftsession.h"
#include "draft/scenarioskeleton.h"
#include "store/issue.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

int ScenarioCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addOption({QStringLiteral("outline"), tr("With --issue: the outline to insert (its name; the first one by default)."),
        QStringLiteral("NAME")});
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    if (parser.isSet(QStringLiteral("outline")) && !parser.isSet(QStringLiteral("issue"))) {
        return m_cli.fail(tr("--outline needs --issue N: the draft to insert it into"), 2);
    }
    return parser.isSet(QStringLiteral("issue")) ? insert(parser) : list(parser);
}

int ScenarioCommand::list(const QCommandLineParser &parser)
{
    ProjectStore store;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    QString error;
    const QList<ScenarioOutline> outlines = ScenarioOutline::read(store, &error);
    if (!error.isEmpty()) {
        return m_cli.fail(error);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const ScenarioOutline &outline : outlines) {
            array.append(outline.toJson());
        }
        m_cli.write(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return 0;
    }
    for (const ScenarioOutline &outline : outlines) {
        m_cli.print(QStringLiteral("%1\t%2\t%3\n")
                        .arg(CliApplication::oneLine(outline.name))
                        .arg(outline.level)
                        .arg(outline.headings.join(QStringLiteral("; "))));
    }
    return 0;
}

int ScenarioCommand::insert(const QCommandLineParser &parser)
{
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    QString error;
    const QList<ScenarioOutline> outlines = ScenarioOutline::read(store, &error);
    const QString wanted = parser.value(QStringLiteral("outline")).trimmed();
    const auto outline = std::find_if(outlines.cbegin(), outlines.cend(),
        [&wanted](const ScenarioOutline &each) { return wanted.isEmpty() || each.name.trimmed() == wanted; });
    if (!error.isEmpty() || outline == outlines.cend()) {
        return m_cli.fail(!error.isEmpty() ? error
                : wanted.isEmpty()         ? tr("the project has no scenario outline")
                                           : tr("the project has no scenario outline named “%1”").arg(wanted));
    }
    if (!CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    DraftSession session(store, issue.id);
    int inserted = 0;
    if (!session.load() || !ScenarioSkeleton::apply(session, *outline, &inserted, &error)) {
        return m_cli.fail(error.isEmpty() ? session.errorString() : error);
    }
    if (inserted > 0) {
        m_cli.recordRevision(store, issue.id, tr("scenario headings inserted: %1").arg(outline->name));
    }
    m_cli.print(tr("Issue %1: %2 scenario headings of “%3” inserted\n").arg(issue.number).arg(inserted).arg(outline->name));
    return 0;
}
