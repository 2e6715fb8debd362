// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/deletioncommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "deletions/deletionratio.h"
#include "deletions/deletionrepository.h"
#include "deletions/translationdeletion.h"
#include "draft/draftsession.h"
#include "store/issue.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace {

QJsonObject toJson(const Deletion &deletion)
{
    return QJsonObject {{QStringLiteral("id"), deletion.id}, {QStringLiteral("block"), deletion.sourceBlockId},
        {QStringLiteral("reason"), DeletionReasons::toString(deletion.reason)}, {QStringLiteral("justification"), deletion.justification},
        {QStringLiteral("justified"), deletion.isJustified()}, {QStringLiteral("spanStart"), deletion.spanStart},
        {QStringLiteral("spanEnd"), deletion.spanEnd}, {QStringLiteral("author"), deletion.author},
        {QStringLiteral("createdAt"), deletion.createdAt}};
}

QJsonObject toJson(const DeletionRatio::Result &ratio)
{
    return QJsonObject {{QStringLiteral("proseTotal"), ratio.proseTotal}, {QStringLiteral("proseDeleted"), ratio.proseDeleted},
        {QStringLiteral("codeTotal"), ratio.codeTotal}, {QStringLiteral("codeDeleted"), ratio.codeDeleted},
        {QStringLiteral("ratio"), ratio.ratio}, {QStringLiteral("target"), ratio.target}};
}

} // namespace

int DeletionCommand::runDelete(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addOption({QStringLiteral("block"), tr("The source block's id (see blocks --source)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("reason"),
        tr("outdated_example, region_specific, theory_derivation, duplicate or other (dashes for underscores work too), or the "
           "category's name as the window shows it."),
        QStringLiteral("CATEGORY")});
    parser.addOption({QStringLiteral("why"), tr("The justification: one sentence on why the text is left out."), QStringLiteral("TEXT")});
    parser.addOption(
        {QStringLiteral("span"), tr("Only this part of the block's text (UTF-16 offsets, end excluded)."), QStringLiteral("START,END")});
    parser.addOption({QStringLiteral("author"), tr("Who decided it."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("drop-draft"), tr("Also take out of the draft the blocks that translate nothing but deleted text.")});
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    Deletion deletion;
    if (const auto exit = readDeletion(parser, &deletion)) {
        return *exit;
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    if (!CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    // The same operation as the window's Delete from Translation: one transaction.
    const bool dropDraft = parser.isSet(QStringLiteral("drop-draft")) && deletion.isWholeBlock();
    DraftSession session(store, issue.id);
    if (dropDraft && !session.load()) {
        return m_cli.fail(session.errorString());
    }
    TranslationDeletion deleting(store, issue.id);
    if (!deleting.apply({deletion}, dropDraft ? &session : nullptr)) {
        return m_cli.fail(deleting.errorString());
    }
    if (!deleting.removedBlocks().isEmpty()) {
        m_cli.recordRevision(store, issue.id, tr("translation of deleted text removed"));
    }
    m_cli.print(QString::number(deleting.addedIds().value(0)) + QLatin1Char('\n'));
    return 0;
}

std::optional<int> DeletionCommand::readDeletion(const QCommandLineParser &parser, Deletion *deletion)
{
    for (const QString &required : {QStringLiteral("block"), QStringLiteral("reason"), QStringLiteral("why")}) {
        if (!parser.isSet(required)) {
            return m_cli.fail(tr("--%1 is required").arg(required), 2);
        }
    }
    bool ok = false;
    deletion->sourceBlockId = parser.value(QStringLiteral("block")).toLongLong(&ok);
    if (!ok || deletion->sourceBlockId <= 0) {
        return m_cli.fail(tr("--block needs a block id, not '%1'").arg(parser.value(QStringLiteral("block"))), 2);
    }
    const QString typed = parser.value(QStringLiteral("reason")).trimmed();
    auto reason = DeletionReasons::fromString(typed);
    QStringList labels;
    // The names the window shows (in the interface's language) are taken too.
    for (DeletionReason each : DeletionReasons::all()) {
        labels.append(DeletionReasons::label(each));
        if (!reason && labels.constLast().compare(typed, Qt::CaseInsensitive) == 0) {
            reason = each;
        }
    }
    if (!reason) {
        return m_cli.fail(tr("unknown --reason '%1'; use outdated_example, region_specific, theory_derivation, duplicate or other (or %2)")
                              .arg(typed, labels.join(QStringLiteral(", "))),
            2);
    }
    deletion->reason = *reason;
    deletion->justification = parser.value(QStringLiteral("why"));
    // The window may leave a justification for later; a command line has no later.
    if (!deletion->isJustified()) {
        return m_cli.fail(tr("--why needs a justification: say in a sentence why the text is left out"), 2);
    }
    deletion->author = parser.value(QStringLiteral("author"));
    return parser.isSet(QStringLiteral("span")) ? readSpan(parser.value(QStringLiteral("span")), deletion) : std::nullopt;
}

std::optional<int> DeletionCommand::readSpan(const QString &value, Deletion *deletion)
{
    const QStringList parts = value.split(QLatin1Char(','));
    bool startOk = false;
    bool endOk = false;
    if (parts.size() == 2) {
        deletion->spanStart = parts.at(0).trimmed().toInt(&startOk);
        deletion->spanEnd = parts.at(1).trimmed().toInt(&endOk);
    }
    if (!startOk || !endOk || deletion->spanStart < 0 || deletion->spanEnd < 0) {
        return m_cli.fail(tr("--span needs START,END (two offsets), not '%1'").arg(value), 2);
    }
    return std::nullopt;
}

int DeletionCommand::runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    Issue issue;
    if (const auto exit = parseAndOpenIssueToPrint(parser, arguments, store, &issue)) {
        return *exit;
    }
    DeletionRepository repository(store);
    const QList<Deletion> deletions = repository.deletions(issue.id);
    if (!repository.errorString().isEmpty()) {
        return m_cli.fail(repository.errorString());
    }
    QString error;
    const auto ratio = DeletionRatio::forIssue(store, issue.id, &error);
    if (!ratio) {
        return m_cli.fail(error);
    }
    if (!parser.isSet(QStringLiteral("json"))) {
        printText(deletions, DeletionRatio::summary(*ratio));
        return 0;
    }
    const QJsonObject root {{QStringLiteral("deletions"), CliApplication::jsonArray(deletions, toJson)},
        {QStringLiteral("ratio"), toJson(*ratio)}, {QStringLiteral("summary"), DeletionRatio::summary(*ratio)}};
    m_cli.writeJson(root);
    return 0;
}

// One tab-separated line a deletion (id, block, reason, span or "whole", justification),
// then the ratio line.
void DeletionCommand::printText(const QList<Deletion> &deletions, const QString &summary)
{
    for (const Deletion &deletion : deletions) {
        const QString span =
            deletion.isWholeBlock() ? QStringLiteral("whole") : QStringLiteral("%1,%2").arg(deletion.spanStart).arg(deletion.spanEnd);
        m_cli.print(
            QStringLiteral("%1\t%2\t%3\t%4\t%5\n")
                .arg(QString::number(deletion.id), QString::number(deletion.sourceBlockId), DeletionReasons::toString(deletion.reason),
                    span, deletion.isJustified() ? CliApplication::oneLine(deletion.justification) : tr("(no justification)")));
    }
    m_cli.print(summary + QLatin1Char('\n'));
    const auto unjustified = std::count_if(deletions.cbegin(), deletions.cend(), [](const Deletion &d) { return !d.isJustified(); });
    if (unjustified > 0) {
        m_cli.print(tr("%n deletion(s) without justification: export refuses them until they have one.", nullptr, int(unjustified))
            + QLatin1Char('\n'));
    }
}
