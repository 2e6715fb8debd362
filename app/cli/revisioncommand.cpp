// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/revisioncommand.h"

#include "cli/cliapplication.h"
#include "core/enumnames.h"
#include "core/sourcetext.h"
#include "draft/revisionrepository.h"
#include "sourceupdate/sourcechangerepository.h"
#include "store/issue.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QString stamp(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QJsonObject toJson(const Revision &revision)
{
    return QJsonObject {{QStringLiteral("number"), revision.number}, {QStringLiteral("author"), revision.author},
        {QStringLiteral("summary"), revision.summary}, {QStringLiteral("createdAt"), stamp(revision.createdAt)},
        {QStringLiteral("updatedAt"), stamp(revision.updatedAt)}, {QStringLiteral("size"), revision.size}};
}

QString kindName(TextDiff::Kind kind)
{
    static const EnumNames<TextDiff::Kind> names("RevisionCommand",
        {{TextDiff::Kind::Equal, "equal"}, {TextDiff::Kind::Changed, "changed"}, {TextDiff::Kind::Removed, "removed"},
            {TextDiff::Kind::Added, "added"}});
    return names.name(kind);
}

// [[start, length], …] of the changed words.
QJsonArray toJson(const QList<TextDiff::Segment> &segments)
{
    QJsonArray out;
    for (const TextDiff::Segment &segment : segments) {
        if (segment.changed && segment.length > 0) {
            out.append(QJsonArray {segment.start, segment.length});
        }
    }
    return out;
}

QJsonObject toJson(const TextDiff::Row &row)
{
    return QJsonObject {{QStringLiteral("kind"), kindName(row.kind)}, {QStringLiteral("leftLine"), row.leftLine},
        {QStringLiteral("rightLine"), row.rightLine}, {QStringLiteral("left"), row.left}, {QStringLiteral("right"), row.right},
        {QStringLiteral("leftSegments"), toJson(row.leftSegments)}, {QStringLiteral("rightSegments"), toJson(row.rightSegments)}};
}

} // namespace

int RevisionCommand::runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    addJson(parser);
    parser.addOption({QStringLiteral("source"), tr("List the versions of the source posts instead (oldest first).")});
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.parseAndOpenIssue(parser, arguments, store, &issue)) {
        return *exit;
    }
    if (parser.isSet(QStringLiteral("source"))) {
        return listSourceVersions(store, issue.id, parser.isSet(QStringLiteral("json")));
    }
    RevisionRepository repository(store);
    const QList<Revision> revisions = repository.revisions(issue.id);
    if (!repository.errorString().isEmpty()) {
        return m_cli.fail(repository.errorString());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonObject root {{QStringLiteral("revisions"), CliApplication::jsonArray(revisions, toJson)},
            {QStringLiteral("count"), repository.count(issue.id)}};
        m_cli.writeJson(root);
        return 0;
    }
    for (const Revision &revision : revisions) {
        const QString summary = revision.number == 0 && revision.summary.isEmpty() ? tr("(as imported)") : revision.summary;
        m_cli.print(QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\n")
                        .arg(QString::number(revision.number), stamp(revision.createdAt), stamp(revision.updatedAt),
                            CliApplication::oneLine(revision.author), QString::number(revision.size), CliApplication::oneLine(summary)));
    }
    return 0;
}

int RevisionCommand::runDiff(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addPositionalArgument(QStringLiteral("A"), tr("The older revision's number (0: the draft as imported)."));
    parser.addPositionalArgument(QStringLiteral("B"), tr("The newer revision's number."));
    addJson(parser);
    parser.addOption({QStringLiteral("source"), tr("Compare two versions (1, 2, …) of the source post instead.")});
    parser.addOption({QStringLiteral("post"), tr("With --source: which of the issue's posts (default 1)."), QStringLiteral("K")});
    if (const auto exit = m_cli.parse(parser, arguments, 3)) {
        return *exit;
    }
    int from = 0;
    int to = 0;
    if (const auto exit = readNumber(parser.positionalArguments().at(1), &from)) {
        return *exit;
    }
    if (const auto exit = readNumber(parser.positionalArguments().at(2), &to)) {
        return *exit;
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssue(parser, store, &issue)) {
        return *exit;
    }
    std::optional<QString> before;
    std::optional<QString> after;
    if (parser.isSet(QStringLiteral("source"))) {
        const int post = parser.isSet(QStringLiteral("post")) ? parser.value(QStringLiteral("post")).toInt() - 1 : 0;
        before = sourceVersion(store, issue.id, post, from);
        after = before ? sourceVersion(store, issue.id, post, to) : std::nullopt;
        if (!after) {
            return 1;
        }
    } else {
        RevisionRepository repository(store);
        before = repository.content(issue.id, from);
        after = before ? repository.content(issue.id, to) : std::nullopt;
        if (!after) {
            return m_cli.fail(repository.errorString());
        }
    }
    const QList<TextDiff::Row> rows = TextDiff::lines(*before, *after);
    if (parser.isSet(QStringLiteral("json"))) {
        const QJsonObject root {
            {QStringLiteral("from"), from}, {QStringLiteral("to"), to}, {QStringLiteral("rows"), CliApplication::jsonArray(rows, toJson)}};
        m_cli.writeJson(root);
        return 0;
    }
    for (const TextDiff::Row &row : rows) {
        m_cli.print(rowLine(row) + QLatin1Char('\n'));
    }
    return 0;
}

int RevisionCommand::listSourceVersions(ProjectStore &store, qint64 issueId, bool json)
{
    SourceChangeRepository repository(store);
    const QList<SourceVersion> versions = repository.versions(issueId);
    if (!repository.errorString().isEmpty()) {
        return m_cli.fail(repository.errorString());
    }
    QJsonArray list;
    for (const SourceVersion &version : versions) {
        if (json) {
            list.append(QJsonObject {{QStringLiteral("post"), version.postOrdinal + 1}, {QStringLiteral("version"), version.version},
                {QStringLiteral("importedAt"), version.importedAt}, {QStringLiteral("replacedAt"), version.replacedAt},
                {QStringLiteral("current"), version.current}, {QStringLiteral("originPath"), version.originPath},
                {QStringLiteral("size"), version.content.size()}});
            continue;
        }
        m_cli.print(QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\n")
                        .arg(QString::number(version.postOrdinal + 1), QString::number(version.version), version.importedAt,
                            version.current ? tr("(current)") : version.replacedAt, QString::number(version.content.size()),
                            CliApplication::oneLine(version.originPath)));
    }
    if (json) {
        m_cli.write(QJsonDocument(QJsonObject {{QStringLiteral("sourceVersions"), list}}).toJson(QJsonDocument::Indented));
    }
    return 0;
}

std::optional<QString> RevisionCommand::sourceVersion(ProjectStore &store, qint64 issueId, int post, int version)
{
    SourceChangeRepository repository(store);
    for (const SourceVersion &kept : repository.versions(issueId)) {
        if (kept.postOrdinal == post && kept.version == version) {
            return SourceText::fromUtf8(kept.content);
        }
    }
    m_cli.fail(repository.errorString().isEmpty() ? tr("post %1 of this issue has no source version %2").arg(post + 1).arg(version)
                                                  : repository.errorString());
    return std::nullopt;
}

std::optional<int> RevisionCommand::readNumber(const QString &value, int *number)
{
    bool ok = false;
    *number = value.toInt(&ok);
    if (!ok || *number < 0) {
        return m_cli.fail(tr("a revision number (0 or more) is needed, not '%1'").arg(value), 2);
    }
    return std::nullopt;
}

QString RevisionCommand::rowLine(const TextDiff::Row &row)
{
    switch (row.kind) {
    case TextDiff::Kind::Equal:
        return QStringLiteral("  ") + row.left;
    case TextDiff::Kind::Removed:
        return QStringLiteral("- ") + row.left;
    case TextDiff::Kind::Added:
        return QStringLiteral("+ ") + row.right;
    case TextDiff::Kind::Changed:
        return QStringLiteral("~ ") + markedWords(row);
    }
    return {};
}

QString RevisionCommand::markedWords(const TextDiff::Row &row)
{
    QString out;
    // The segments of both sides are aligned (TextDiff::WordDiff).
    for (int i = 0; i < row.leftSegments.size() && i < row.rightSegments.size(); ++i) {
        const TextDiff::Segment &left = row.leftSegments.at(i);
        const TextDiff::Segment &right = row.rightSegments.at(i);
        if (!left.changed) {
            out += row.left.mid(left.start, left.length);
            continue;
        }
        if (left.length > 0) {
            out += QStringLiteral("[-") + row.left.mid(left.start, left.length) + QStringLiteral("-]");
        }
        if (right.length > 0) {
            out += QStringLiteral("{+") + row.right.mid(right.start, right.length) + QStringLiteral("+}");
        }
    }
    return out;
}
