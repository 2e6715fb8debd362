// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/exportcommand.h"

#include "checklist/checklistevaluator.h"
#include "checklist/checklistrepository.h"
#include "cli/cliapplication.h"
#include "codehtmlhighlighter.h"
#include "export/exportdocument.h"
#include "export/finishedpost.h"
#include "export/markdownexporter.h"
#include "notes/packwriter.h"
#include "notes/reproductionpack.h"
#include "store/atomicfilewriter.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectlock.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QDir>

namespace {

// Light colours: an exported page is read on paper-white.
MarkdownBlockParser::CodeRenderer htmlCode()
{
    return CodeHtmlHighlighter::renderer(CodeHtmlHighlighter::Theme::Light);
}

const QString kHtml = QStringLiteral("html");
const QString kOutput = QStringLiteral("output");
const QString kForce = QStringLiteral("force");
const QString kDeletionNotes = QStringLiteral("deletion-notes");
const QString kNoFooter = QStringLiteral("no-footer");
const QString kNoNotes = QStringLiteral("no-notes");
const QString kDraft = QStringLiteral("draft");
const QString kSource = QStringLiteral("source");
const QString kAuthor = QStringLiteral("author");
const QString kReason = QStringLiteral("reason");
const QString kPack = QStringLiteral("pack");

QString systemUserName()
{
    const QString name = CliApplication::systemUser().trimmed();
    return name.isEmpty() ? QStringLiteral("yiqiao-cli") : name;
}

} // namespace

int ExportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    if (parser.isSet(kDraft) && parser.isSet(kSource)) {
        return m_cli.fail(tr("--draft and --source exclude each other"), 2);
    }
    if (parser.isSet(kPack) && (parser.isSet(kOutput) || parser.isSet(kHtml) || parser.isSet(kDraft) || parser.isSet(kSource))) {
        return m_cli.fail(tr("--pack writes a folder of its own: leave out -o, --html, --draft and --source"), 2);
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssue(parser, store, &issue)) {
        return *exit;
    }
    if (parser.isSet(kPack)) {
        return pack(parser.value(kPack), store, issue);
    }
    if (parser.isSet(kOutput) && !m_cli.canExportTo(parser.value(kOutput), store)) {
        return 1;
    }
    QByteArray bytes;
    if (const auto exit = produce(parser, store, issue, &bytes)) {
        return *exit;
    }
    const int exit = output(parser, bytes);
    if (exit == 0 && !parser.isSet(kDraft) && !parser.isSet(kSource)) {
        warnAboutOpenItems(parser, store, issue);
    }
    return exit;
}

void ExportCommand::addOptions(QCommandLineParser &parser)
{
    CliApplication::addProjectAndIssue(parser);
    parser.addOption({kHtml, tr("Write an HTML document (code highlighted where the build can) instead of markdown.")});
    parser.addOption({{QStringLiteral("o"), kOutput}, tr("Write to this file instead of stdout."), QStringLiteral("OUT")});
    parser.addOption({kForce, tr("Export even though deletions lack a justification.")});
    parser.addOption({kDeletionNotes, tr("How deletions are explained: footnotes, end (a section at the end) or none."),
        QStringLiteral("footnotes|end|none")});
    parser.addOption({kNoFooter, tr("Leave out the revision footer.")});
    parser.addOption({kNoNotes, tr("Leave out the translator's notes.")});
    parser.addOption({kDraft, tr("Export the draft as stored: no deletion notes, no footer.")});
    parser.addOption({kSource, tr("Export the source post as imported instead of the draft.")});
    parser.addOption(
        {kAuthor, tr("Who exports while checklist items are open (recorded; default: the system user)."), QStringLiteral("NAME")});
    parser.addOption({kReason, tr("Why the post is exported while checklist items are open (recorded)."), QStringLiteral("TEXT")});
    parser.addOption({kPack,
        tr("Write the issue's environment reproduction pack (Dockerfile, requirements.txt, run_quick.sh, README.md) into DIR instead."),
        QStringLiteral("DIR")});
}

int ExportCommand::pack(const QString &directory, ProjectStore &store, const Issue &issue)
{
    PackWriter writer;
    if (!writer.canWriteTo(directory)) {
        return m_cli.fail(writer.errorString());
    }
    QList<ReproductionPack::File> files;
    bool fromSnapshot = false;
    QString error;
    if (!ReproductionPack::forIssue(store, issue, &files, &fromSnapshot, &error)) {
        return m_cli.fail(error);
    }
    if (fromSnapshot) {
        m_cli.printError(
            tr("yiqiao-cli: issue %1 has no reproduction pack note: the pack is built from its version snapshot\n").arg(issue.number));
    }
    if (!writer.write(directory, files)) {
        return m_cli.fail(writer.errorString());
    }
    for (const ReproductionPack::File &file : std::as_const(files)) {
        m_cli.write((QDir(directory).filePath(file.name) + QLatin1Char('\n')).toUtf8());
    }
    return 0;
}

std::optional<int> ExportCommand::readSettings(const QCommandLineParser &parser, const ProjectStore &store, ExportSettings *settings)
{
    *settings = parser.isSet(kDraft) ? ExportSettings::draftOnly() : ExportSettings::load(store);
    if (parser.isSet(kDeletionNotes)) {
        const auto notes = ExportSettings::deletionNotesFromString(parser.value(kDeletionNotes));
        if (!notes) {
            return m_cli.fail(tr("unknown --deletion-notes '%1'; use footnotes, end or none").arg(parser.value(kDeletionNotes)), 2);
        }
        settings->deletionNotes = *notes;
    }
    settings->footer = settings->footer && !parser.isSet(kNoFooter);
    settings->notes = settings->notes && !parser.isSet(kNoNotes);
    return std::nullopt;
}

std::optional<int> ExportCommand::produce(const QCommandLineParser &parser, ProjectStore &store, const Issue &issue, QByteArray *bytes)
{
    if (!parser.isSet(kSource)) {
        return finishedPost(parser, store, issue, bytes);
    }
    IssueRepository issues(store);
    *bytes = ExportDocument::markdown(issue, MarkdownExporter(issues).source(issue.id), parser.isSet(kHtml), htmlCode());
    return std::nullopt;
}

std::optional<int> ExportCommand::finishedPost(const QCommandLineParser &parser, ProjectStore &store, const Issue &issue, QByteArray *bytes)
{
    ExportSettings settings;
    if (const auto exit = readSettings(parser, store, &settings)) {
        return *exit;
    }
    FinishedPost post(store);
    if (!parser.isSet(kDraft) && !parser.isSet(kForce)) {
        const QStringList unjustified = post.unjustifiedDeletions(issue.id);
        if (!post.errorString().isEmpty()) {
            return m_cli.fail(post.errorString());
        }
        if (!unjustified.isEmpty()) {
            return refuse(issue, unjustified);
        }
    }
    const auto document = ExportDocument::finishedPost(post, issue, settings, parser.isSet(kHtml), htmlCode());
    if (!document) {
        return m_cli.fail(post.errorString());
    }
    *bytes = *document;
    return std::nullopt;
}

int ExportCommand::refuse(const Issue &issue, const QStringList &unjustified)
{
    m_cli.fail(
        tr("issue %1 not exported: %n deletion(s) without a justification (--force exports anyway):", nullptr, int(unjustified.size()))
            .arg(issue.number));
    for (const QString &line : unjustified) {
        m_cli.printError(QStringLiteral("  ") + line + QLatin1Char('\n'));
    }
    return 1;
}

int ExportCommand::output(const QCommandLineParser &parser, const QByteArray &bytes)
{
    if (!parser.isSet(kOutput)) {
        m_cli.write(bytes);
        return 0;
    }
    // A failed export never leaves half a file behind.
    QString error;
    if (!AtomicFileWriter::write(parser.value(kOutput), bytes, &error)) {
        return m_cli.fail(error);
    }
    return 0;
}

void ExportCommand::warnAboutOpenItems(const QCommandLineParser &parser, ProjectStore &store, const Issue &issue)
{
    const QStringList keys = openItems(store, issue);
    const QString path = store.path();
    store.close();
    if (!keys.isEmpty()) {
        recordOverride(parser, path, issue, keys);
    }
}

QStringList ExportCommand::openItems(ProjectStore &store, const Issue &issue)
{
    FinishedPost post(store);
    if (post.isUntouched(issue.id) || !post.errorString().isEmpty()) {
        return {};
    }
    ChecklistEvaluator checklist(store);
    if (!checklist.evaluate(issue.id)) {
        m_cli.printError(tr("yiqiao-cli: warning: the checklist could not be evaluated: %1\n").arg(checklist.errorString()));
        return {};
    }
    const QList<ChecklistItemState> open = checklist.openItems();
    if (open.isEmpty()) {
        return {};
    }
    m_cli.printError(
        tr("yiqiao-cli: warning: issue %1 exported with %n checklist item(s) open:\n", nullptr, int(open.size())).arg(issue.number));
    for (const ChecklistItemState &state : open) {
        m_cli.printError(QStringLiteral("  %1: %2 (%3)\n").arg(state.item.key, state.item.title, state.explanation));
    }
    return checklist.openItemKeys();
}

// Under the project's lock, as every CLI write: never under a window that has it open.
void ExportCommand::recordOverride(const QCommandLineParser &parser, const QString &path, const Issue &issue, const QStringList &keys)
{
    ProjectLock lock;
    ProjectStore store;
    QString why;
    if (!lock.tryLock(path) && lock.error() == ProjectLock::Error::HeldByOther) {
        why = lock.errorString();
    } else if (!store.open(path, ProjectStore::Access::ReadWrite)) {
        why = store.errorString();
    } else {
        const QString author = parser.isSet(kAuthor) ? parser.value(kAuthor) : systemUserName();
        ChecklistRepository repository(store);
        if (!repository.recordOverride(issue.id, keys, parser.value(kReason), author)) {
            why = repository.errorString();
        }
    }
    if (!why.isEmpty()) {
        m_cli.printError(tr("yiqiao-cli: warning: the override was not recorded: %1\n").arg(why.simplified()));
    }
}
