// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/notescommand.h"

#include "cli/cliapplication.h"
#include "notes/annotationrenderer.h"
#include "notes/annotationrepository.h"
#include "notes/annotationsuggester.h"
#include "notes/projectcatalogs.h"
#include "notes/versionsnapshot.h"
#include "reuse/notereuse.h"
#include "store/issue.h"
#include "store/issuerepository.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace {

QString mentionKind(Mention::Kind kind)
{
    switch (kind) {
    case Mention::Gpu:
        return QStringLiteral("gpu");
    case Mention::CudaVersion:
        return QStringLiteral("cuda");
    case Mention::PackageVersion:
        return QStringLiteral("package");
    case Mention::ImportLine:
        return QStringLiteral("import");
    }
    return {};
}

QJsonArray mentionsJson(const QList<Mention> &mentions)
{
    QJsonArray array;
    for (const Mention &mention : mentions) {
        array.append(QJsonObject {{QStringLiteral("kind"), mentionKind(mention.kind)}, {QStringLiteral("name"), mention.name},
            {QStringLiteral("version"), mention.version}});
    }
    return array;
}

// A value as one line of text: a table's row its cells joined by " | ".
QString rowText(const QJsonValue &row)
{
    QStringList cells;
    const QJsonArray array = row.toArray();
    for (const QJsonValue &cell : array) {
        cells.append(cell.isDouble() ? QString::number(cell.toDouble()) : cell.toString());
    }
    return cells.join(QLatin1String(" | "));
}

} // namespace

int NotesCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addOption(
        {QStringLiteral("suggest"), tr("List the notes the GPU and version catalogues suggest for the issue's source blocks.")});
    parser.addOption({QStringLiteral("templates"), tr("List the note kinds and their templates' fields (no --issue).")});
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    const bool templates = parser.isSet(QStringLiteral("templates"));
    if (templates && (parser.isSet(QStringLiteral("suggest")) || parser.isSet(QStringLiteral("issue")))) {
        return m_cli.fail(tr("--templates lists the project's note kinds: give it without --issue and --suggest"), 2);
    }
    ProjectStore store;
    if (templates) {
        if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
            return 1;
        }
        return printTemplates(store, json);
    }
    Issue issue;
    if (const auto exit = m_cli.openIssue(parser, store, &issue)) {
        return *exit;
    }
    return parser.isSet(QStringLiteral("suggest")) ? printSuggestions(store, issue.id, json) : printNotes(store, issue.id, json);
}

int NotesCommand::printNotes(ProjectStore &store, qint64 issueId, bool json)
{
    const QList<NoteReuse::Note> notes = NoteReuse(store).notes(issueId);
    AnnotationRepository repository(store);
    QJsonArray array;
    for (const NoteReuse::Note &note : notes) {
        if (json) {
            array.append(QJsonObject {{QStringLiteral("block"), note.id}, {QStringLiteral("kind"), AnnotationKinds::toString(note.kind)},
                {QStringLiteral("fields"), note.values}, {QStringLiteral("text"), note.text}});
            continue;
        }
        m_cli.print(QStringLiteral("%1\t%2\t%3\n")
                        .arg(QString::number(note.id), AnnotationKinds::toString(note.kind), AnnotationKinds::label(note.kind)));
        printValues(repository.templateOfNote(note.id, note.kind), note.values);
    }
    if (json) {
        m_cli.writeJson(array);
    }
    return 0;
}

int NotesCommand::printSuggestions(ProjectStore &store, qint64 issueId, bool json)
{
    ProjectCatalogs catalogs(store);
    if (!catalogs.load()) {
        m_cli.printError(catalogs.errorString() + QLatin1Char('\n')); // the shipped catalogue is used
    }
    const AnnotationSuggester suggester(catalogs.gpus(), catalogs.versions());
    const AnnotationRepository repository(store);
    QJsonArray array;
    const auto show = [&](qint64 blockId, const AnnotationSuggestion &suggestion) {
        if (json) {
            array.append(QJsonObject {{QStringLiteral("source_block"), blockId},
                {QStringLiteral("kind"), AnnotationKinds::toString(suggestion.kind)}, {QStringLiteral("title"), suggestion.title},
                {QStringLiteral("fields"), suggestion.values}, {QStringLiteral("mentions"), mentionsJson(suggestion.mentions)}});
            return;
        }
        m_cli.print(
            QStringLiteral("%1\t%2\t%3\n")
                .arg(QString::number(blockId), AnnotationKinds::toString(suggestion.kind), CliApplication::oneLine(suggestion.title)));
        printValues(repository.templateFor(suggestion.kind), suggestion.values);
    };
    const QList<BlockRecord> blocks = IssueRepository(store).sourceBlocks(issueId);
    for (const BlockRecord &block : blocks) {
        const QList<AnnotationSuggestion> suggestions = suggester.suggest(block.text, block.kind == BlockKind::Code);
        for (const AnnotationSuggestion &suggestion : suggestions) {
            show(block.id, suggestion);
        }
    }
    // The whole post's versions, on the block of the first one.
    const VersionSnapshot snapshot = VersionSnapshot::of(blocks, catalogs.versions(), catalogs.compat());
    if (!snapshot.rows.isEmpty()) {
        AnnotationSuggestion suggestion;
        suggestion.kind = AnnotationKind::VersionSnapshot;
        suggestion.title = tr("Version snapshot of the post: %n known conflict(s)", nullptr, int(snapshot.conflicts.size()));
        suggestion.values = snapshot.noteValues();
        show(blocks.at(snapshot.pins.constFirst().block).id, suggestion);
    }
    if (json) {
        m_cli.writeJson(array);
    }
    return 0;
}

int NotesCommand::printTemplates(ProjectStore &store, bool json)
{
    const AnnotationRepository repository(store);
    const QList<AnnotationTemplate> templates = repository.templates();
    QJsonArray array;
    for (const AnnotationTemplate &annotationTemplate : templates) {
        const QString kind = AnnotationKinds::toString(annotationTemplate.kind);
        if (json) {
            array.append(QJsonObject {{QStringLiteral("kind"), kind}, {QStringLiteral("name"), annotationTemplate.name},
                {QStringLiteral("label"), AnnotationKinds::label(annotationTemplate.kind)},
                {QStringLiteral("fields"), annotationTemplate.toJson().value(QStringLiteral("fields"))}});
            continue;
        }
        m_cli.print(QStringLiteral("%1\t%2\t%3\n").arg(kind, annotationTemplate.name, AnnotationKinds::label(annotationTemplate.kind)));
        for (const AnnotationField &field : annotationTemplate.fields) {
            QString type = AnnotationField::typeToString(field.type);
            if (field.type == AnnotationField::Table) {
                type += QLatin1String(": ") + field.columns.join(QLatin1String(", "));
            }
            m_cli.print(QStringLiteral("  %1\t%2\t%3%4\n")
                            .arg(field.key, type, field.label, field.optional ? QStringLiteral(" ") + tr("(optional)") : QString()));
        }
    }
    if (json) {
        m_cli.writeJson(array);
    }
    return repository.errorString().isEmpty() ? 0 : m_cli.fail(repository.errorString());
}

void NotesCommand::printValues(const AnnotationTemplate &annotationTemplate, const QJsonObject &values)
{
    for (const AnnotationField &field : annotationTemplate.fields) {
        const QJsonValue value = values.value(field.key);
        if (AnnotationRenderer::isEmpty(field, value)) {
            continue;
        }
        if (field.type != AnnotationField::Table) {
            m_cli.print(QStringLiteral("  %1: %2\n").arg(field.key, CliApplication::oneLine(value.toVariant().toString())));
            continue;
        }
        const QJsonArray rows = value.toArray();
        for (const QJsonValue &row : rows) {
            m_cli.print(QStringLiteral("  %1: %2\n").arg(field.key, CliApplication::oneLine(rowText(row))));
        }
    }
}
