// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/tagscommand.h"

#include "cli/cliapplication.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

int TagsCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addOption(
        {QStringLiteral("set"), tr("Replace the issue's tags with these (comma-separated; \"\" clears them)."), QStringLiteral("TAGS")});
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("set"))) {
        return setTags(parser, json);
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssue(parser, store, &issue)) {
        return *exit;
    }
    IssueRepository issues(store);
    const QStringList tags = issues.tags(issue.id);
    if (!issues.errorString().isEmpty()) {
        return m_cli.fail(issues.errorString());
    }
    printTags(tags, json);
    return 0;
}

int TagsCommand::setTags(const QCommandLineParser &parser, bool json)
{
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    IssueRepository issues(store);
    if (!issues.saveTags(issue.id, IssueRepository::splitTags(parser.value(QStringLiteral("set"))))) {
        return m_cli.fail(issues.errorString());
    }
    printTags(issues.tags(issue.id), json);
    return 0;
}

void TagsCommand::printTags(const QStringList &tags, bool json)
{
    if (json) {
        m_cli.write(QJsonDocument(QJsonArray::fromStringList(tags)).toJson(QJsonDocument::Indented));
        return;
    }
    for (const QString &tag : tags) {
        m_cli.print(tag + QLatin1Char('\n'));
    }
}
