// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/updatecommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "cli/revisioncommand.h"
#include "core/textdiff.h"
#include "core/textexcerpt.h"
#include "sourceupdate/sourcechangelistmodel.h"
#include "sourceupdate/sourcechangerepository.h"
#include "sourceupdate/sourceupdater.h"
#include "store/issue.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

namespace {

QJsonObject summaryJson(const SourceUpdater::Summary &summary, int issueNumber, bool applied)
{
    QJsonArray changes;
    for (const SourceChange &change : summary.changes) {
        changes.append(UpdateCommand::toJson(change));
    }
    return QJsonObject {{QStringLiteral("issue"), issueNumber}, {QStringLiteral("applied"), applied},
        {QStringLiteral("postId"), summary.postId}, {QStringLiteral("oldVersion"), summary.oldVersion},
        {QStringLiteral("newVersion"), summary.newVersion},
        {QStringLiteral("counts"),
            QJsonObject {{QStringLiteral("unchanged"), summary.unchanged}, {QStringLiteral("moved"), summary.moved},
                {QStringLiteral("edited"), summary.edited}, {QStringLiteral("added"), summary.added},
                {QStringLiteral("removed"), summary.removed}}},
        {QStringLiteral("needsReview"), CliApplication::idArray(summary.needsReview)},
        {QStringLiteral("addedTargets"), CliApplication::idArray(summary.addedTargets)},
        {QStringLiteral("orphanedTargets"), CliApplication::idArray(summary.orphanedTargets)},
        {QStringLiteral("recheckDeletions"), summary.recheckDeletions}, {QStringLiteral("changes"), changes}};
}

} // namespace

QJsonObject UpdateCommand::toJson(const SourceChange &change)
{
    return QJsonObject {{QStringLiteral("id"), change.id}, {QStringLiteral("kind"), SourceChange::kindName(change.kind)},
        {QStringLiteral("state"), SourceChange::stateName(change.state)}, {QStringLiteral("version"), change.version},
        {QStringLiteral("sourceBlockId"), change.sourceBlockId}, {QStringLiteral("oldOrdinal"), change.oldOrdinal},
        {QStringLiteral("newOrdinal"), change.newOrdinal}, {QStringLiteral("oldText"), change.oldText},
        {QStringLiteral("newText"), change.newText}, {QStringLiteral("targetIds"), CliApplication::idArray(change.targetIds)},
        {QStringLiteral("detail"), change.detail}, {QStringLiteral("resolvedBy"), change.resolvedBy},
        {QStringLiteral("resolvedAt"), change.resolvedAt}};
}

QString UpdateCommand::describe(const SourceChange &change)
{
    const QString id = change.id > 0 ? QStringLiteral("#%1 ").arg(change.id) : QString();
    const QString state = SourceChangeListModel::stateLabel(change.state).toLower();
    switch (change.kind) {
    case SourceChange::Kind::Edited: {
        TextDiff::Row row;
        row.kind = TextDiff::Kind::Changed;
        row.left = CliApplication::oneLine(change.oldText);
        row.right = CliApplication::oneLine(change.newText);
        const TextDiff::WordDiff words = TextDiff::words(row.left, row.right);
        row.leftSegments = words.left;
        row.rightSegments = words.right;
        return tr("%1edited (%2) source block %3, draft blocks %4 need review: %5")
            .arg(id, state)
            .arg(change.sourceBlockId)
            .arg(change.targetIds.isEmpty() ? tr("none") : CliApplication::idList(change.targetIds), RevisionCommand::markedWords(row));
    }
    case SourceChange::Kind::Moved:
        return tr("%1moved (%2) source block %3 from place %4 to %5")
            .arg(id, state)
            .arg(change.sourceBlockId)
            .arg(change.oldOrdinal + 1)
            .arg(change.newOrdinal + 1);
    case SourceChange::Kind::Added:
        // A dry run stores nothing: the block has a place, not yet an id.
        if (change.sourceBlockId <= 0) {
            return tr("%1added (%2) source block at place %3, untranslated in the draft: %4")
                .arg(id, state)
                .arg(change.newOrdinal + 1)
                .arg(CliApplication::oneLine(TextExcerpt::left(change.newText, 80)));
        }
        return tr("%1added (%2) source block %3, untranslated in the draft: %4")
            .arg(id, state)
            .arg(change.sourceBlockId)
            .arg(CliApplication::oneLine(TextExcerpt::left(change.newText, 80)));
    case SourceChange::Kind::Removed:
        return tr("%1removed (%2) from place %3, %4: %5")
            .arg(id, state)
            .arg(change.oldOrdinal + 1)
            .arg(removalFate(change), CliApplication::oneLine(TextExcerpt::left(change.oldText, 80)));
    }
    return {};
}

// What happened to the draft blocks of removed source, or what waits.
QString UpdateCommand::removalFate(const SourceChange &change)
{
    const QString blocks = CliApplication::idList(change.targetIds);
    if (change.targetIds.isEmpty()) {
        return tr("no draft block translated only it");
    }
    switch (change.state) {
    case SourceChange::State::Open:
        return tr("draft blocks %1 wait for a decision (drop or keep)").arg(blocks);
    case SourceChange::State::Dropped:
        return tr("draft blocks %1 dropped").arg(blocks);
    case SourceChange::State::Kept:
        return tr("draft blocks %1 kept as additions").arg(blocks);
    case SourceChange::State::Done:
        break;
    }
    return tr("draft blocks %1 left as they are").arg(blocks);
}

int UpdateCommand::runUpdate(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addPositionalArgument(QStringLiteral("NEWSOURCE"), tr("The newer version of the English post."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
    parser.addOption({QStringLiteral("dry-run"), tr("Say what would change without changing anything.")});
    parser.addOption({QStringLiteral("post"), tr("Which of the issue's posts (1, 2, …) when it has several."), QStringLiteral("K")});
    parser.addOption({QStringLiteral("author"), tr("Who updates (default: the system's user)."), QStringLiteral("NAME")});
    if (const auto exit = m_cli.parse(parser, arguments, 2)) {
        return *exit;
    }
    const QString path = parser.positionalArguments().at(1);
    QByteArray bytes;
    if (!m_cli.readFile(path, &bytes)) {
        return 1;
    }
    int post = -1;
    if (parser.isSet(QStringLiteral("post"))) {
        bool ok = false;
        post = parser.value(QStringLiteral("post")).toInt(&ok) - 1;
        if (!ok || post < 0) {
            return m_cli.fail(tr("--post needs a post number (1, 2, …), not '%1'").arg(parser.value(QStringLiteral("post"))), 2);
        }
    }
    const bool dryRun = parser.isSet(QStringLiteral("dry-run"));
    ProjectStore store;
    Issue issue;
    const auto exit = dryRun ? m_cli.openIssue(parser, store, &issue) : m_cli.openIssueForWriting(parser, store, &issue);
    if (exit) {
        return *exit;
    }
    if (!dryRun && !CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    SourceUpdater updater(store);
    if (!updater.prepare(issue.number, bytes, QFileInfo(path).absoluteFilePath(), post)) {
        return m_cli.fail(updater.errorString());
    }
    if (!dryRun && !updater.apply(CliApplication::author(parser))) {
        return m_cli.fail(updater.errorString());
    }
    const SourceUpdater::Summary &summary = updater.summary();
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.write(QJsonDocument(summaryJson(summary, issue.number, !dryRun)).toJson());
        return 0;
    }
    m_cli.print((dryRun ? tr("issue %1: the source would go from version %2 to %3 (nothing changed)\n")
                        : tr("issue %1: source updated from version %2 to %3\n"))
                    .arg(issue.number)
                    .arg(summary.oldVersion)
                    .arg(summary.newVersion));
    m_cli.print(tr("  unchanged %1 · moved %2 · edited %3 · added %4 · removed %5\n")
                    .arg(summary.unchanged)
                    .arg(summary.moved)
                    .arg(summary.edited)
                    .arg(summary.added)
                    .arg(summary.removed));
    if (!summary.needsReview.isEmpty()) {
        m_cli.print(tr("  needs review (source changed): draft blocks %1\n").arg(CliApplication::idList(summary.needsReview)));
    }
    if (!summary.orphanedTargets.isEmpty()) {
        m_cli.print(tr("  removed source, decide to drop or keep: draft blocks %1\n").arg(CliApplication::idList(summary.orphanedTargets)));
    }
    if (summary.recheckDeletions > 0) {
        m_cli.print(tr("  deletions to look at again: %1\n").arg(summary.recheckDeletions));
    }
    for (const SourceChange &change : summary.changes) {
        m_cli.print(describe(change) + QLatin1Char('\n'));
    }
    return 0;
}

int UpdateCommand::runChanges(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
    parser.addOption({QStringLiteral("open"), tr("Only the changes that wait for the translator.")});
    parser.addOption({QStringLiteral("done"), tr("Mark change ID as looked at (an edited source)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("drop"), tr("Drop the draft blocks of removed source (change ID)."), QStringLiteral("ID")});
    parser.addOption(
        {QStringLiteral("keep"), tr("Keep the draft blocks of removed source as additions (change ID)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("author"), tr("Who decides (default: the system's user)."), QStringLiteral("NAME")});
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    QStringList decisions;
    for (const QString &name : {QStringLiteral("done"), QStringLiteral("drop"), QStringLiteral("keep")}) {
        if (parser.isSet(name)) {
            decisions.append(name);
        }
    }
    if (decisions.size() > 1) {
        return m_cli.fail(tr("give one of --done, --drop and --keep"), 2);
    }
    ProjectStore store;
    Issue issue;
    const auto exit = decisions.isEmpty() ? m_cli.openIssue(parser, store, &issue) : m_cli.openIssueForWriting(parser, store, &issue);
    if (exit) {
        return *exit;
    }
    if (!decisions.isEmpty() && !CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    if (!decisions.isEmpty()) {
        return resolve(store, issue.id, parser.value(decisions.constFirst()), decisions.constFirst(), CliApplication::author(parser));
    }
    SourceChangeRepository repository(store);
    const QList<SourceChange> changes = repository.changes(issue.id, parser.isSet(QStringLiteral("open")));
    if (!repository.errorString().isEmpty()) {
        return m_cli.fail(repository.errorString());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.write(QJsonDocument(CliApplication::jsonArray(changes, toJson)).toJson());
        return 0;
    }
    for (const SourceChange &change : changes) {
        m_cli.print(describe(change) + QLatin1Char('\n'));
    }
    m_cli.print(tr("%n change(s) wait for the translator\n", nullptr, repository.openCount(issue.id)));
    return 0;
}

int UpdateCommand::resolve(ProjectStore &store, qint64 issueId, const QString &id, const QString &decision, const QString &author)
{
    bool ok = false;
    const qint64 changeId = id.toLongLong(&ok);
    if (!ok || changeId <= 0) {
        return m_cli.fail(tr("--%1 needs a change id, not '%2'").arg(decision, id), 2);
    }
    SourceChangeRepository repository(store);
    const QList<SourceChange> changes = repository.changes(issueId);
    const bool ofIssue = std::any_of(changes.cbegin(), changes.cend(), [changeId](const SourceChange &c) { return c.id == changeId; });
    if (!ofIssue) {
        return m_cli.fail(tr("this issue has no source change %1").arg(changeId));
    }
    const SourceChange::State state = decision == QLatin1String("drop") ? SourceChange::State::Dropped
        : decision == QLatin1String("keep")                             ? SourceChange::State::Kept
                                                                        : SourceChange::State::Done;
    if (!repository.resolve(changeId, state, author)) {
        return m_cli.fail(repository.errorString());
    }
    const QString label = SourceChangeListModel::stateLabel(state);
    m_cli.recordRevision(store, issueId, tr("Source change %1: %2").arg(changeId).arg(label));
    m_cli.print(tr("source change %1: %2\n").arg(changeId).arg(label.toLower()));
    return 0;
}
