// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/reusecommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "notes/annotationrepository.h"
#include "notes/notelinkrepository.h"
#include "reuse/issuereuse.h"
#include "reuse/notereuse.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>

int ReuseCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProject(parser);
    parser.addOptions({
        {QStringLiteral("from"), tr("The issue to reuse from."), QStringLiteral("N")},
        {QStringLiteral("to"), tr("The issue that receives the notes, checklist results and terms."), QStringLiteral("M")},
        {QStringLiteral("notes"), tr("The notes to copy: all, or their block ids."), QStringLiteral("all|ID,ID")},
        {QStringLiteral("link"), tr("Link the notes instead of copying them: they follow their originals (see --sync).")},
        {QStringLiteral("after"), tr("Insert the notes after this draft block of the receiving issue (default: at the end)."),
            QStringLiteral("ID")},
        {QStringLiteral("checklist"), tr("Copy the checked manual checklist items, with their notes.")},
        {QStringLiteral("terms"), tr("Mark the terms that mattered in the first issue as mattering in the second.")},
        {QStringLiteral("sync"), tr("Bring the linked notes of --issue in step with their originals and list the links.")},
        {QStringLiteral("issue"), tr("The issue whose linked notes --sync syncs."), QStringLiteral("M")},
        {QStringLiteral("template-from"), tr("Make a new note template of this note's kind from it, beside the others."),
            QStringLiteral("NOTE_ID")},
        {QStringLiteral("name"), tr("The name of the template made with --template-from (unique in the project)."), QStringLiteral("NAME")},
        {QStringLiteral("replace"), tr("With --template-from: replace the template of that name instead of refusing.")},
        {QStringLiteral("json"), tr("Print JSON.")},
    });
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    const bool sync = parser.isSet(QStringLiteral("sync"));
    const bool templateFrom = parser.isSet(QStringLiteral("template-from"));
    const bool copy = parser.isSet(QStringLiteral("from")) || parser.isSet(QStringLiteral("to"));
    if (int(sync) + int(templateFrom) + int(copy) != 1) {
        return m_cli.fail(tr("give one of --from N --to M, --sync --issue M or --template-from NOTE_ID; see --help"), 2);
    }
    return sync ? runSync(parser) : templateFrom ? runTemplate(parser) : runCopy(parser);
}

std::optional<int> ReuseCommand::number(const QCommandLineParser &parser, const QString &option)
{
    bool ok = false;
    const QString value = parser.value(option);
    const int result = value.toInt(&ok);
    if (!ok || result <= 0) {
        m_cli.fail(
            value.isEmpty() ? tr("--%1 N is required").arg(option) : tr("--%1 needs a positive issue number, not '%2'").arg(option, value),
            2);
        return std::nullopt;
    }
    return result;
}

std::optional<QList<qint64>> ReuseCommand::noteIds(const QCommandLineParser &parser, ProjectStore &store, qint64 issueId)
{
    QList<qint64> ids;
    const QString value = parser.value(QStringLiteral("notes")).trimmed();
    if (value == QLatin1String("all")) {
        for (const NoteReuse::Note &note : NoteReuse(store).notes(issueId)) {
            ids.append(note.id);
        }
        return ids;
    }
    for (const QString &part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 id = part.trimmed().toLongLong(&ok);
        if (!ok || id <= 0) {
            m_cli.fail(tr("--notes takes all or block ids separated by commas, not '%1'").arg(value), 2);
            return std::nullopt;
        }
        ids.append(id);
    }
    return ids;
}

int ReuseCommand::runCopy(const QCommandLineParser &parser)
{
    const auto from = number(parser, QStringLiteral("from"));
    const auto to = from ? number(parser, QStringLiteral("to")) : std::nullopt;
    if (!to) {
        return 2;
    }
    const bool wantNotes = parser.isSet(QStringLiteral("notes"));
    const bool wantChecklist = parser.isSet(QStringLiteral("checklist"));
    const bool wantTerms = parser.isSet(QStringLiteral("terms"));
    if (!wantNotes && !wantChecklist && !wantTerms) {
        return m_cli.fail(tr("nothing to reuse: give --notes, --checklist or --terms"), 2);
    }
    ProjectStore store;
    if (!m_cli.openProjectForWriting(parser.positionalArguments().constFirst(), store)) {
        return 1;
    }
    const IssueRepository issues(store);
    const auto source = issues.issue(*from);
    const auto target = source ? issues.issue(*to) : std::nullopt;
    if (!target) {
        return m_cli.fail(issues.errorString());
    }
    // The notes go into the receiving issue's draft; the checklist and terms do not.
    if (wantNotes && !CliLeaseRule(m_cli).mayWrite(store, target->id)) {
        return 1;
    }
    const auto ids = wantNotes ? noteIds(parser, store, source->id) : std::optional<QList<qint64>>(QList<qint64>());
    if (!ids) {
        return 2;
    }
    IssueReuse::Request request;
    request.fromIssueId = source->id;
    request.fromNumber = *from;
    request.toIssueId = target->id;
    request.toNumber = *to;
    request.notes = wantNotes;
    request.noteIds = *ids;
    request.mode = parser.isSet(QStringLiteral("link")) ? NoteReuse::Mode::Link : NoteReuse::Mode::Copy;
    request.afterBlockId = parser.value(QStringLiteral("after")).toLongLong();
    request.checklist = wantChecklist;
    request.terms = wantTerms;
    IssueReuse reuse(store);
    if (!reuse.apply(request)) {
        return m_cli.fail(reuse.errorString());
    }
    if (wantNotes) {
        m_cli.recordRevision(store, target->id, tr("notes reused from issue %1").arg(*from));
    }
    QJsonObject result {{QStringLiteral("from"), *from}, {QStringLiteral("to"), *to}};
    QStringList lines;
    if (wantNotes) {
        const QList<qint64> created = reuse.notes().createdIds();
        const bool linked = request.mode == NoteReuse::Mode::Link;
        result.insert(QStringLiteral("notes"), CliApplication::idArray(created));
        result.insert(QStringLiteral("linked"), linked);
        lines.append((linked ? tr("linked notes: %1") : tr("copied notes: %1")).arg(CliApplication::idList(created)));
    }
    const ChecklistReuse &checklist = reuse.checklist();
    if (wantChecklist) {
        result.insert(QStringLiteral("checklist"), QJsonArray::fromStringList(checklist.copiedKeys()));
        result.insert(QStringLiteral("checklistSkipped"), QJsonArray::fromStringList(checklist.skippedKeys()));
        lines.append(tr("checklist items checked: %1").arg(checklist.copiedKeys().join(QStringLiteral(", "))));
        if (!checklist.skippedKeys().isEmpty()) {
            lines.append(tr("not in issue %1's checklist: %2").arg(*to).arg(checklist.skippedKeys().join(QStringLiteral(", "))));
        }
    }
    if (wantTerms) {
        result.insert(QStringLiteral("terms"), reuse.terms().copiedCount());
        lines.append(tr("%n term(s) added to issue %1", nullptr, reuse.terms().copiedCount()).arg(*to));
    }
    printResult(parser, result, lines.join(QLatin1Char('\n')));
    return 0;
}

int ReuseCommand::runSync(const QCommandLineParser &parser)
{
    const auto issueNumber = number(parser, QStringLiteral("issue"));
    if (!issueNumber) {
        return 2;
    }
    ProjectStore store;
    if (!m_cli.openProjectForWriting(parser.positionalArguments().constFirst(), store)) {
        return 1;
    }
    const IssueRepository issues(store);
    const auto issue = issues.issue(*issueNumber);
    if (!issue) {
        return m_cli.fail(issues.errorString());
    }
    if (!CliLeaseRule(m_cli).mayWrite(store, issue->id)) {
        return 1;
    }
    NoteLinkRepository links(store);
    if (!links.sync(issue->id)) {
        return m_cli.fail(links.errorString());
    }
    if (!links.updatedIds().isEmpty()) {
        m_cli.recordRevision(store, issue->id, tr("linked notes synced"));
    }
    QJsonArray all;
    QStringList lines;
    for (const NoteLinkRepository::Link &link : links.links(issue->id)) {
        all.append(QJsonObject {{QStringLiteral("copy"), link.copyId}, {QStringLiteral("original"), link.originalId},
            {QStringLiteral("originalIssue"), link.originalIssue}, {QStringLiteral("state"), NoteLinkRepository::stateName(link.state)}});
        lines.append(QStringLiteral("%1\t%2\t%3\t%4")
                         .arg(link.copyId)
                         .arg(link.originalId)
                         .arg(link.originalIssue)
                         .arg(NoteLinkRepository::stateName(link.state)));
    }
    lines.append(tr("synced: %1; kept (edited here): %2").arg(links.updatedIds().size()).arg(links.keptIds().size()));
    const QJsonObject result {{QStringLiteral("updated"), CliApplication::idArray(links.updatedIds())},
        {QStringLiteral("kept"), CliApplication::idArray(links.keptIds())}, {QStringLiteral("links"), all}};
    printResult(parser, result, lines.join(QLatin1Char('\n')));
    return 0;
}

int ReuseCommand::runTemplate(const QCommandLineParser &parser)
{
    bool ok = false;
    const qint64 note = parser.value(QStringLiteral("template-from")).toLongLong(&ok);
    if (!ok || note <= 0) {
        return m_cli.fail(tr("--template-from needs a note's block id, not '%1'").arg(parser.value(QStringLiteral("template-from"))), 2);
    }
    if (parser.value(QStringLiteral("name")).trimmed().isEmpty()) {
        return m_cli.fail(tr("--name NAME is required with --template-from"), 2);
    }
    ProjectStore store;
    if (!m_cli.openProjectForWriting(parser.positionalArguments().constFirst(), store)) {
        return 1;
    }
    AnnotationRepository repository(store);
    const qint64 id = repository.saveTemplateFromNote(note, parser.value(QStringLiteral("name")), parser.isSet(QStringLiteral("replace")));
    const auto made = id != 0 ? repository.extraTemplate(id) : std::nullopt;
    if (!made) {
        return m_cli.fail(repository.errorString());
    }
    const QJsonObject result {
        {QStringLiteral("id"), id}, {QStringLiteral("kind"), AnnotationKinds::toString(made->kind)}, {QStringLiteral("name"), made->name}};
    printResult(
        parser, result, tr("saved \"%1\" as a template for %2 (id %3)").arg(made->name, AnnotationKinds::toString(made->kind)).arg(id));
    return 0;
}

void ReuseCommand::printResult(const QCommandLineParser &parser, const QJsonObject &result, const QString &text)
{
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(result);
    } else {
        m_cli.print(text + QLatin1Char('\n'));
    }
}
