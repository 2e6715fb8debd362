// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/findcommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "find/projectreplacer.h"
#include "find/projectsearch.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <limits>

namespace {

const QStringList kSides = {QStringLiteral("draft"), QStringLiteral("source"), QStringLiteral("both")};

QJsonObject toJson(const SearchHit &hit)
{
    return QJsonObject {{QStringLiteral("issue"), hit.issueNumber}, {QStringLiteral("issueId"), hit.issueId},
        {QStringLiteral("issueTitle"), hit.issueTitle},
        {QStringLiteral("side"), hit.source ? QStringLiteral("source") : QStringLiteral("draft")}, {QStringLiteral("blockId"), hit.blockId},
        {QStringLiteral("blockOrdinal"), hit.blockOrdinal}, {QStringLiteral("start"), hit.start}, {QStringLiteral("length"), hit.length},
        {QStringLiteral("matched"), hit.matched}, {QStringLiteral("context"), hit.context},
        {QStringLiteral("contextStart"), hit.contextStart}, {QStringLiteral("inCode"), hit.inCode}};
}

QJsonObject toJson(const ReplaceBatch &batch)
{
    return QJsonObject {{QStringLiteral("batch"), batch.id}, {QStringLiteral("pattern"), batch.pattern},
        {QStringLiteral("replacement"), batch.replacement}, {QStringLiteral("author"), batch.author},
        {QStringLiteral("createdAt"), batch.createdAt}, {QStringLiteral("undoneAt"), batch.undoneAt},
        {QStringLiteral("blocks"), batch.blocks}, {QStringLiteral("issues"), batch.issues}};
}

// A path as a shell takes it back: quoted when it holds anything but plain characters.
QString shellQuoted(const QString &path)
{
    static const QRegularExpression plain(QStringLiteral("^[\\w@%+=:,./-]+$"), QRegularExpression::UseUnicodePropertiesOption);
    if (plain.match(path).hasMatch()) {
        return path;
    }
    return QLatin1Char('\'') + QString(path).replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\'');
}

} // namespace

void FindCommand::addQueryOptions(QCommandLineParser &parser)
{
    CliApplication::addProject(parser);
    parser.addOption({QStringLiteral("issue"), tr("Only this issue (期号); default: every issue."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("regex"),
        tr("TEXT is a regular expression (Perl syntax; \\w, \\d and \\b are ASCII: Chinese characters end words).")});
    parser.addOption({QStringLiteral("whole-word"), tr("Only matches that are whole Latin words (Chinese characters always end a word).")});
    parser.addOption({QStringLiteral("case"), tr("Match case (default: ignore it).")});
    parser.addOption({QStringLiteral("include-code"), tr("Also matches inside code blocks and inline code.")});
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
}

std::optional<int> FindCommand::readQuery(const QCommandLineParser &parser, ProjectStore &store, SearchQuery *query)
{
    query->regex = parser.isSet(QStringLiteral("regex"));
    query->wholeWord = parser.isSet(QStringLiteral("whole-word"));
    query->caseSensitive = parser.isSet(QStringLiteral("case"));
    query->includeCode = parser.isSet(QStringLiteral("include-code"));
    if (query->text.isEmpty()) {
        return m_cli.fail(tr("the text to find is empty"), 2);
    }
    if (query->regex && !query->pattern().isValid()) {
        return m_cli.fail(tr("not a valid regular expression: %1").arg(query->pattern().errorString()), 2);
    }
    if (!parser.isSet(QStringLiteral("issue"))) {
        return std::nullopt;
    }
    const auto number = m_cli.issueNumber(parser);
    if (!number) {
        return 2;
    }
    IssueRepository issues(store);
    const auto issue = issues.issue(*number);
    if (!issue) {
        return m_cli.fail(issues.errorString()); // exit 1, as CliApplication::openIssue
    }
    query->issueId = issue->id;
    return std::nullopt;
}

int FindCommand::runFind(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Finds text in the drafts and sources of a project. Exit codes: 0 found, 1 nothing found or no such issue, 2 an "
           "error."));
    addQueryOptions(parser);
    parser.addPositionalArgument(QStringLiteral("TEXT"), tr("The text to find."));
    parser.addOption(
        {QStringLiteral("side"), tr("Where to look: draft, source or both (default)."), QStringLiteral("SIDE"), QStringLiteral("both")});
    parser.addOption(
        {QStringLiteral("limit"), tr("At most this many matches (default 1000)."), QStringLiteral("N"), QStringLiteral("1000")});
    if (const auto exit = m_cli.parse(parser, arguments, 2)) {
        return *exit;
    }
    const int side = int(kSides.indexOf(parser.value(QStringLiteral("side"))));
    bool ok = false;
    const int limit = parser.value(QStringLiteral("limit")).toInt(&ok);
    if (side < 0 || !ok || limit <= 0) {
        return m_cli.fail(side < 0 ? tr("--side takes draft, source or both") : tr("--limit takes a positive number"), 2);
    }
    ProjectStore store;
    if (!m_cli.openProject(parser.positionalArguments().at(0), store, ProjectStore::Access::ReadOnly)) {
        return 2;
    }
    SearchQuery query;
    query.text = parser.positionalArguments().at(1);
    query.side = SearchQuery::Side(side);
    if (const auto exit = readQuery(parser, store, &query)) {
        return *exit;
    }
    ProjectSearch search(store);
    const QList<SearchHit> hits = search.find(query, limit);
    if (!search.errorString().isEmpty()) {
        return m_cli.fail(search.errorString(), 2);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(CliApplication::jsonArray(hits, toJson));
        if (search.truncated()) {
            m_cli.printError(tr("yiqiao-cli: stopped at --limit %1\n").arg(matches(limit)));
        }
    } else {
        printHits(hits, search.truncated(), limit);
    }
    return hits.isEmpty() ? 1 : 0;
}

QString FindCommand::matches(int count)
{
    return tr("%n match(es)", nullptr, count);
}

QString FindCommand::blocks(int count)
{
    return tr("%n block(s)", nullptr, count);
}

QString FindCommand::marked(const SearchHit &hit)
{
    return hit.context.left(hit.contextStart) + QStringLiteral("【") + hit.context.mid(hit.contextStart, hit.length) + QStringLiteral("】")
        + hit.context.mid(hit.contextStart + hit.length);
}

void FindCommand::printHits(const QList<SearchHit> &hits, bool truncated, int limit)
{
    QSet<qint64> issues;
    for (const SearchHit &hit : hits) {
        issues.insert(hit.issueId);
        const QString side = hit.source ? tr("source") : tr("draft");
        const QString code = hit.inCode ? tr(" (in code)") : QString();
        m_cli.print(tr("issue %1 · %2 · block %3: %4%5\n").arg(hit.issueNumber).arg(side).arg(hit.blockOrdinal + 1).arg(marked(hit), code));
    }
    m_cli.print(tr("%1 in %2\n").arg(matches(int(hits.size())), tr("%n issue(s)", nullptr, int(issues.size()))));
    if (truncated) {
        m_cli.print(tr("stopped at --limit %1; there are more\n").arg(matches(limit)));
    }
}

int FindCommand::runReplace(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Replaces text in the drafts of a project (never in the source, never in code unless "
                                        "--include-code), as one batch that --undo takes back. Exit codes: 0 done, 1 nothing "
                                        "replaced or the operation failed, 2 a wrong command line."));
    addQueryOptions(parser);
    parser.addPositionalArgument(QStringLiteral("TEXT"), tr("The text to find (not with --undo or --batches)."));
    parser.addPositionalArgument(
        QStringLiteral("REPLACEMENT"), tr("What replaces it; with --regex, \\1 … \\9 are the groups (not with --undo or --batches)."));
    parser.addOption({QStringLiteral("author"), tr("Who replaces (default: the system's user name)."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("dry-run"), tr("List what would be replaced; change nothing.")});
    parser.addOption({QStringLiteral("undo"), tr("Undo this replace batch."), QStringLiteral("BATCH")});
    parser.addOption({QStringLiteral("batches"), tr("List the replace batches, newest first.")});
    const bool single = std::any_of(arguments.cbegin(), arguments.cend(),
        [](const QString &argument) { return argument == QLatin1String("--batches") || argument.startsWith(QLatin1String("--undo")); });
    if (const auto exit = m_cli.parse(parser, arguments, single ? 1 : 3)) {
        return *exit;
    }
    if (parser.isSet(QStringLiteral("batches"))) {
        return listBatches(parser);
    }
    return parser.isSet(QStringLiteral("undo")) ? undo(parser) : replaceMatches(parser);
}

int FindCommand::replaceMatches(const QCommandLineParser &parser)
{
    const bool dry = parser.isSet(QStringLiteral("dry-run"));
    const QString path = parser.positionalArguments().at(0);
    ProjectStore store;
    if (dry ? !m_cli.openProject(path, store, ProjectStore::Access::ReadOnly) : !m_cli.openProjectForWriting(path, store)) {
        return 1;
    }
    SearchQuery query;
    query.text = parser.positionalArguments().at(1);
    if (const auto exit = readQuery(parser, store, &query)) {
        return *exit;
    }
    if (dry) {
        return dryRun(parser, store, query);
    }
    // On a team working copy: only the drafts this copy holds.
    if (query.issueId != 0 && !CliLeaseRule(m_cli).mayWrite(store, query.issueId)) {
        return 1;
    }
    const QSet<qint64> notHeld = query.issueId != 0 ? QSet<qint64>() : CliLeaseRule::notHeld(store);
    const QList<qint64> leftAlone =
        CliLeaseRule(m_cli).printLeftAlone(store, issuesWithHits(store, query, notHeld), parser.isSet(QStringLiteral("json")));
    ProjectReplacer replacer(store);
    const qint64 batch = replacer.replaceAll(query, parser.positionalArguments().at(2), CliApplication::author(parser), notHeld);
    if (batch == 0) {
        if (!replacer.errorString().isEmpty()) {
            return m_cli.fail(replacer.errorString());
        }
        m_cli.print(tr("nothing replaced\n"));
        return 1;
    }
    if (!replacer.errorString().isEmpty()) {
        m_cli.printError(tr("warning: %1\n").arg(replacer.errorString()));
    }
    const ReplaceBatch done = replacer.batches(1).value(0);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject object = toJson(done);
        object.insert(QStringLiteral("replaced"), replacer.replacedCount());
        object.insert(QStringLiteral("skipped"), replacer.skippedCount());
        object.insert(QStringLiteral("leftAlone"), CliApplication::idArray(leftAlone));
        m_cli.writeJson(object);
        return 0;
    }
    m_cli.print(tr("replaced %1 in %2 of %3; batch %4 (undo: yiqiao-cli replace %5 --undo %4)\n")
                    .arg(matches(replacer.replacedCount()), blocks(done.blocks), tr("%n issue(s)", nullptr, done.issues))
                    .arg(batch)
                    .arg(shellQuoted(path)));
    if (replacer.skippedCount() > 0) {
        m_cli.print(tr("%1 skipped: their text changed meanwhile\n").arg(matches(replacer.skippedCount())));
    }
    return 0;
}

// Of issueIds, those where query finds a match in the draft (for naming the issues a
// replace left alone).
QSet<qint64> FindCommand::issuesWithHits(ProjectStore &store, const SearchQuery &query, const QSet<qint64> &issueIds)
{
    QSet<qint64> found;
    if (issueIds.isEmpty()) {
        return found;
    }
    for (const SearchHit &hit : ProjectSearch(store).find(query, std::numeric_limits<int>::max())) {
        if (issueIds.contains(hit.issueId) && !hit.source) {
            found.insert(hit.issueId);
        }
    }
    return found;
}

int FindCommand::dryRun(const QCommandLineParser &parser, ProjectStore &store, const SearchQuery &query)
{
    ProjectSearch search(store);
    const QList<SearchHit> hits = search.find(query, std::numeric_limits<int>::max());
    if (!search.errorString().isEmpty()) {
        return m_cli.fail(search.errorString());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(CliApplication::jsonArray(hits, toJson));
    } else {
        printHits(hits, false, 0);
        m_cli.print(tr("dry run: nothing changed\n"));
    }
    return hits.isEmpty() ? 1 : 0;
}

int FindCommand::undo(const QCommandLineParser &parser)
{
    bool ok = false;
    const qint64 batch = parser.value(QStringLiteral("undo")).toLongLong(&ok);
    if (!ok || batch <= 0) {
        return m_cli.fail(tr("--undo takes a batch number, as --batches lists them"), 2);
    }
    ProjectStore store;
    if (!m_cli.openProjectForWriting(parser.positionalArguments().at(0), store)) {
        return 1;
    }
    ProjectReplacer replacer(store);
    for (qint64 issueId : replacer.issuesOf(batch)) {
        if (!CliLeaseRule(m_cli).mayWrite(store, issueId)) {
            return 1;
        }
    }
    int restored = 0;
    int skipped = 0;
    if (!replacer.undo(batch, &restored, &skipped)) {
        return m_cli.fail(replacer.errorString());
    }
    if (!replacer.errorString().isEmpty()) {
        m_cli.printError(tr("warning: %1\n").arg(replacer.errorString()));
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.write(QJsonDocument(
            QJsonObject {{QStringLiteral("batch"), batch}, {QStringLiteral("restored"), restored}, {QStringLiteral("skipped"), skipped}})
                        .toJson(QJsonDocument::Indented));
        return 0;
    }
    m_cli.print(tr("batch %1 undone: %2 restored, %3 left as they are (edited or removed since)\n")
                    .arg(batch)
                    .arg(blocks(restored), blocks(skipped)));
    return 0;
}

int FindCommand::listBatches(const QCommandLineParser &parser)
{
    ProjectStore store;
    if (!m_cli.openProject(parser.positionalArguments().at(0), store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    ProjectReplacer replacer(store);
    const QList<ReplaceBatch> batches = replacer.batches(1000);
    if (!replacer.errorString().isEmpty()) {
        return m_cli.fail(replacer.errorString());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(CliApplication::jsonArray(batches, toJson));
        return 0;
    }
    for (const ReplaceBatch &batch : batches) {
        m_cli.print(QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\t%7 → %8\n")
                        .arg(QString::number(batch.id), batch.createdAt, batch.author, QString::number(batch.blocks),
                            QString::number(batch.issues), batch.undoneAt.isEmpty() ? QStringLiteral("-") : tr("undone"),
                            CliApplication::oneLine(batch.pattern), CliApplication::oneLine(batch.replacement)));
    }
    return 0;
}
