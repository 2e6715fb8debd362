// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliapplication.h"

#include "alignment/alignmentreport.h"
#include "bench/benchcommand.h"
#include "cli/analyzecommand.h"
#include "cli/catalogcommand.h"
#include "cli/cliusage.h"
#include "cli/dashboardcommand.h"
#include "cli/deletioncommand.h"
#include "cli/exportcommand.h"
#include "cli/findcommand.h"
#include "cli/mtcommand.h"
#include "cli/newcommand.h"
#include "cli/notescommand.h"
#include "cli/plainlanguagecommand.h"
#include "cli/pretranslatecommand.h"
#include "cli/propagatecommand.h"
#include "cli/qacommand.h"
#include "cli/qaprofilecommand.h"
#include "cli/radarcommand.h"
#include "cli/reusecommand.h"
#include "cli/reviewcommand.h"
#include "cli/revisioncommand.h"
#include "cli/scenariocommand.h"
#include "cli/stylecommand.h"
#include "cli/tagscommand.h"
#include "cli/teamcommand.h"
#include "cli/termscommand.h"
#include "cli/tmcommand.h"
#include "cli/updatecommand.h"
#include "cli/xliffcommand.h"
#include "core/importlimits.h"
#include "draft/blockfilter.h"
#include "draft/draftjournalrecovery.h"
#include "draft/revisionrepository.h"
#include "find/blockfilterfactsreader.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectfilecheck.h"
#include "store/projectlock.h"
#include "store/projectstats.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSysInfo>
#include <QThread>

#include <algorithm>

void CliApplication::addProject(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("PROJECT"), CliApplication::tr("The project file."));
}

void CliApplication::addProjectAndIssue(QCommandLineParser &parser)
{
    addProject(parser);
    parser.addOption({QStringLiteral("issue"), CliApplication::tr("The issue number (期号)."), QStringLiteral("N")});
}

QString CliApplication::oneLine(QString text)
{
    return text.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('\r'), QLatin1String("\\r"))
        .replace(QLatin1Char('\n'), QLatin1String("\\n"))
        .replace(QLatin1Char('\t'), QLatin1String("\\t"));
}

QString CliApplication::idList(const QList<qint64> &ids)
{
    QStringList texts;
    for (qint64 id : ids) {
        texts.append(QString::number(id));
    }
    return texts.join(QStringLiteral(", "));
}

QString CliApplication::author(const QCommandLineParser &parser)
{
    const QString given = parser.value(QStringLiteral("author"));
    return given.isEmpty() ? systemUser() : given;
}

QString CliApplication::systemUser()
{
    return qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
}

QJsonArray CliApplication::idArray(const QList<qint64> &ids)
{
    QJsonArray array;
    for (qint64 id : ids) {
        array.append(id);
    }
    return array;
}

QStringList CliApplication::subcommandArguments(const QStringList &arguments)
{
    QStringList rest = arguments.mid(1);
    if (!rest.isEmpty()) {
        rest[0] = arguments.value(0) + QLatin1Char(' ') + rest.constFirst();
    }
    return rest;
}

std::optional<int> CliApplication::subcommandHelp(const QString &command, const QString &action)
{
    if (action != QLatin1String("--help") && action != QLatin1String("-h")) {
        return std::nullopt;
    }
    print(CliUsage::forCommand(command));
    return 0;
}

CliApplication::CliApplication(QIODevice &out, QIODevice &err)
    : m_out(out)
    , m_err(err)
{
}

void CliApplication::recordRevision(ProjectStore &store, qint64 issueId, const QString &summary)
{
    RevisionRepository revisions(store);
    if (!revisions.record(issueId, systemUser(), summary, RevisionRepository::Mode::New)) {
        printError(tr("warning: the revision history could not record this change: %1\n").arg(revisions.errorString()));
    }
}

int CliApplication::fail(const QString &message, int code)
{
    m_err.write(QStringLiteral("yiqiao-cli: %1\n").arg(message.simplified()).toUtf8());
    return code;
}

void CliApplication::print(const QString &text)
{
    write(text.toUtf8());
}

void CliApplication::printError(const QString &text)
{
    m_err.write(text.toUtf8());
}

void CliApplication::write(const QByteArray &bytes)
{
    // A full disk or a closed pipe must not end in exit code 0.
    if (m_out.write(bytes) != bytes.size()) {
        m_outputFailed = true;
    }
}

void CliApplication::writeJson(const QJsonObject &object)
{
    write(QJsonDocument(object).toJson(QJsonDocument::Indented));
}

void CliApplication::writeJson(const QJsonArray &array)
{
    write(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

int CliApplication::run(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    if (command.isEmpty() || command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        if (command.isEmpty()) {
            return fail(tr("no command given; run yiqiao-cli --help"), 2);
        }
        print(CliUsage::text());
        return finish(0);
    }
    if (command == QLatin1String("--version")) {
        print(QStringLiteral("yiqiao-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return finish(0);
    }
    QStringList rest = arguments.mid(1); // the command takes the place of the program name
    rest[0] = QStringLiteral("yiqiao-cli ") + command;
    return finish(runCommand(command, rest));
}

int CliApplication::finish(int code)
{
    if (code == 0 && m_outputFailed) {
        return fail(tr("cannot write the output: %1").arg(m_out.errorString()));
    }
    return code;
}

int CliApplication::runCommand(const QString &command, const QStringList &arguments)
{
    using Handler = int (*)(CliApplication &, const QStringList &);
    const QHash<QString, Handler> handlers {
        {QStringLiteral("new"), [](CliApplication &cli, const QStringList &a) { return NewCommand(cli).run(a); }},
        {QStringLiteral("import"), [](CliApplication &cli, const QStringList &a) { return cli.runImport(a); }},
        {QStringLiteral("export"), [](CliApplication &cli, const QStringList &a) { return ExportCommand(cli).run(a); }},
        {QStringLiteral("blocks"), [](CliApplication &cli, const QStringList &a) { return cli.runBlocks(a); }},
        {QStringLiteral("stats"), [](CliApplication &cli, const QStringList &a) { return cli.runStats(a); }},
        {QStringLiteral("bench"), [](CliApplication &cli, const QStringList &a) { return BenchCommand(cli).run(a); }},
        {QStringLiteral("align"), [](CliApplication &cli, const QStringList &a) { return cli.runAlign(a); }},
        {QStringLiteral("tm"), [](CliApplication &cli, const QStringList &a) { return TmCommand(cli).run(a); }},
        {QStringLiteral("pretranslate"), [](CliApplication &cli, const QStringList &a) { return PretranslateCommand(cli).run(a); }},
        {QStringLiteral("xliff"), [](CliApplication &cli, const QStringList &a) { return XliffCommand(cli).run(a); }},
        {QStringLiteral("terms"), [](CliApplication &cli, const QStringList &a) { return TermsCommand(cli).run(a); }},
        {QStringLiteral("tags"), [](CliApplication &cli, const QStringList &a) { return TagsCommand(cli).run(a); }},
        {QStringLiteral("notes"), [](CliApplication &cli, const QStringList &a) { return NotesCommand(cli).run(a); }},
        {QStringLiteral("delete"), [](CliApplication &cli, const QStringList &a) { return DeletionCommand(cli).runDelete(a); }},
        {QStringLiteral("deletions"), [](CliApplication &cli, const QStringList &a) { return DeletionCommand(cli).runList(a); }},
        {QStringLiteral("qa"), [](CliApplication &cli, const QStringList &a) { return QaCommand(cli).run(a); }},
        {QStringLiteral("qa-profile"), [](CliApplication &cli, const QStringList &a) { return QaProfileCommand(cli).run(a); }},
        {QStringLiteral("style"), [](CliApplication &cli, const QStringList &a) { return StyleCommand(cli).run(a); }},
        {QStringLiteral("revisions"), [](CliApplication &cli, const QStringList &a) { return RevisionCommand(cli).runList(a); }},
        {QStringLiteral("diff"), [](CliApplication &cli, const QStringList &a) { return RevisionCommand(cli).runDiff(a); }},
        {QStringLiteral("review"), [](CliApplication &cli, const QStringList &a) { return ReviewCommand(cli).run(a); }},
        {QStringLiteral("update"), [](CliApplication &cli, const QStringList &a) { return UpdateCommand(cli).runUpdate(a); }},
        {QStringLiteral("changes"), [](CliApplication &cli, const QStringList &a) { return UpdateCommand(cli).runChanges(a); }},
        {QStringLiteral("find"), [](CliApplication &cli, const QStringList &a) { return FindCommand(cli).runFind(a); }},
        {QStringLiteral("replace"), [](CliApplication &cli, const QStringList &a) { return FindCommand(cli).runReplace(a); }},
        {QStringLiteral("reuse"), [](CliApplication &cli, const QStringList &a) { return ReuseCommand(cli).run(a); }},
        {QStringLiteral("dashboard"), [](CliApplication &cli, const QStringList &a) { return DashboardCommand(cli).run(a); }},
        {QStringLiteral("radar"), [](CliApplication &cli, const QStringList &a) { return RadarCommand(cli).run(a); }},
        {QStringLiteral("scenario"), [](CliApplication &cli, const QStringList &a) { return ScenarioCommand(cli).run(a); }},
        {QStringLiteral("plain-language"), [](CliApplication &cli, const QStringList &a) { return PlainLanguageCommand(cli).run(a); }},
        {QStringLiteral("team"), [](CliApplication &cli, const QStringList &a) { return TeamCommand(cli).run(a); }},
        {QStringLiteral("catalog"), [](CliApplication &cli, const QStringList &a) { return CatalogCommand(cli).run(a); }},
        {QStringLiteral("propagate"), [](CliApplication &cli, const QStringList &a) { return PropagateCommand(cli).run(a); }},
        {QStringLiteral("mt"), [](CliApplication &cli, const QStringList &a) { return MtCommand(cli).run(a); }},
        {QStringLiteral("analyze"), [](CliApplication &cli, const QStringList &a) { return AnalyzeCommand(cli).run(a); }},
    };
    const Handler handler = handlers.value(command);
    if (!handler) {
        return fail(tr("unknown command '%1'; run yiqiao-cli --help").arg(command), 2);
    }
    return handler(*this, arguments);
}

std::optional<int> CliApplication::parse(QCommandLineParser &parser, const QStringList &arguments, int positionals)
{
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        return fail(parser.errorText(), 2);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        print(helpText(parser, arguments.constFirst()));
        return 0;
    }
    const qsizetype given = parser.positionalArguments().size();
    if (positionals >= 0 ? given != positionals : given < -positionals) {
        return fail(tr("expected %n file argument(s); see --help", nullptr, qAbs(positionals)), 2);
    }
    return std::nullopt;
}

// QCommandLineParser names the program by the path it was started with; the
// usage line should say what to type ("yiqiao-cli tm import").
QString CliApplication::helpText(const QCommandLineParser &parser, const QString &commandName)
{
    QString help = parser.helpText();
    const QString program = QDir::toNativeSeparators(QCoreApplication::arguments().value(0));
    // The name followed by its options: a one-letter program name must not match in "Usage".
    const qsizetype at = program.isEmpty() ? -1 : help.indexOf(program + QLatin1Char(' '));
    if (at >= 0) {
        help.replace(at, program.size(), commandName);
    }
    return help;
}

bool CliApplication::canExportTo(const QString &output, const ProjectStore &store)
{
    if (ProjectFileCheck::isProjectFile(output, store.path())) {
        fail(tr("will not export over the project file %1 or its journal").arg(output));
        return false;
    }
    return true;
}

bool CliApplication::openProject(const QString &path, ProjectStore &store, ProjectStore::Access access)
{
    if (!store.open(path, access)) {
        fail(store.errorString());
        return false;
    }
    return true;
}

namespace {
enum class Holder { Window, Command, Unknown };

// Who holds the lock on the project. QLockFile records the application name, which
// the window and the CLI share: the process's name tells them apart. Unknown while
// the lock file is being written or removed by a command that comes or goes.
Holder holderOf(const QString &projectPath)
{
    QLockFile lock(ProjectLock::lockFilePath(projectPath));
    qint64 pid = 0;
    QString host;
    QString app;
    if (!lock.getLockInfo(&pid, &host, &app)) {
        return Holder::Unknown;
    }
    if (!host.isEmpty() && host != QSysInfo::machineHostName()) {
        return Holder::Window;
    }
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    return comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "yiqiao-cli" ? Holder::Command : Holder::Window;
}
} // namespace

// A window's lock refuses the command (the window would not see the change); another
// command's is waited for, as SQLite's busy timeout waits for its writes, so that
// commands run in parallel from a script take their turns.
bool CliApplication::lockForWriting(const QString &path)
{
    QElapsedTimer waited;
    waited.start();
    QElapsedTimer unknown; // since the holder could not be told, in this stretch
    while (!m_lock.tryLock(path)) {
        // A folder where no lock can be written is left to the read-write open to refuse.
        if (m_lock.error() != ProjectLock::Error::HeldByOther) {
            return true;
        }
        const Holder holder = holderOf(path);
        if (holder != Holder::Unknown) {
            unknown.invalidate();
        } else if (!unknown.isValid()) {
            unknown.start();
        }
        if (holder == Holder::Window || waited.elapsed() >= 60000 || (unknown.isValid() && unknown.elapsed() >= 2000)) {
            fail(holder == Holder::Command
                    ? tr("another yiqiao-cli command has been changing %1 for a minute; try again when it is done").arg(path)
                    : m_lock.errorString());
            return false;
        }
        QThread::msleep(20);
    }
    return true;
}

bool CliApplication::openProjectForWriting(const QString &path, ProjectStore &store)
{
    if (!lockForWriting(path) || !openProject(path, store, ProjectStore::Access::ReadWrite)) {
        return false;
    }
    recoverJournals(store);
    return true;
}

std::optional<int> CliApplication::openIssueForWriting(const QCommandLineParser &parser, ProjectStore &store, Issue *issue)
{
    if (!lockForWriting(parser.positionalArguments().constFirst())) {
        return 1;
    }
    const std::optional<int> code = openIssue(parser, store, issue, ProjectStore::Access::ReadWrite);
    if (!code) {
        recoverJournals(store);
    }
    return code;
}

void CliApplication::recoverJournals(ProjectStore &store)
{
    const QString recovered = DraftJournalRecovery::summary(DraftJournalRecovery(store, systemUser()).foldAll());
    if (!recovered.isEmpty()) {
        printError(recovered + QLatin1Char('\n'));
    }
}

std::optional<int> CliApplication::issueNumber(const QCommandLineParser &parser)
{
    bool ok = false;
    const QString value = parser.value(QStringLiteral("issue"));
    const int number = value.toInt(&ok);
    if (!ok || number <= 0) {
        fail(value.isEmpty() ? tr("--issue N is required") : tr("--issue needs a positive issue number, not '%1'").arg(value), 2);
        return std::nullopt;
    }
    return number;
}

std::optional<int> CliApplication::openIssue(
    const QCommandLineParser &parser, ProjectStore &store, Issue *issue, ProjectStore::Access access)
{
    const auto number = issueNumber(parser);
    if (!number) {
        return 2;
    }
    if (!openProject(parser.positionalArguments().at(0), store, access)) {
        return 1;
    }
    IssueRepository issues(store);
    const auto found = issues.issue(*number);
    if (!found) {
        return fail(issues.errorString());
    }
    *issue = *found;
    return std::nullopt;
}

std::optional<int> CliApplication::parseAndOpen(
    QCommandLineParser &parser, const QStringList &arguments, int positionals, ProjectStore &store, ProjectStore::Access access)
{
    if (const auto exit = parse(parser, arguments, positionals)) {
        return exit;
    }
    if (!openProject(parser.positionalArguments().constFirst(), store, access)) {
        return 1;
    }
    return std::nullopt;
}

std::optional<int> CliApplication::parseAndOpenIssue(
    QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store, Issue *issue)
{
    if (const auto exit = parse(parser, arguments, 1)) {
        return exit;
    }
    return openIssue(parser, store, issue);
}

bool CliApplication::readFile(const QString &path, QByteArray *bytes)
{
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        fail(tr("cannot read %1: %2").arg(path, QFileInfo(path).isDir() ? tr("it is a folder") : file.errorString()));
        return false;
    }
    if (!ImportLimits::readAtMost(file, ImportLimits::PostBytes, bytes)) {
        fail(tr("cannot read %1: %2").arg(path, ImportLimits::postTooLarge()));
        return false;
    }
    return true;
}

int CliApplication::runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    addProjectAndIssue(parser);
    parser.addPositionalArgument(QStringLiteral("SOURCE"), tr("The English markdown post."));
    parser.addOption({QStringLiteral("title"), tr("The issue's title (default: the post's first heading)."), QStringLiteral("T")});
    parser.addOption({QStringLiteral("translation"),
        tr("An existing Chinese translation of the post; it becomes the draft, aligned by structure."), QStringLiteral("ZH.md")});
    if (const auto exit = parse(parser, arguments, 2)) {
        return *exit;
    }
    const auto issue = issueNumber(parser);
    if (!issue) {
        return 2;
    }
    const int number = *issue;
    auto readAll = [this](const QString &path, QByteArray *bytes) { return readFile(path, bytes); };
    QByteArray source;
    QByteArray translation;
    const QString sourcePath = parser.positionalArguments().at(1);
    if (!readAll(sourcePath, &source)
        || (parser.isSet(QStringLiteral("translation")) && !readAll(parser.value(QStringLiteral("translation")), &translation))) {
        return 1;
    }
    // Refused input must not even open (and so touch) the project.
    ProjectStore store;
    PostImporter importer(store);
    if (!importer.prepare(source, QFileInfo(sourcePath).absoluteFilePath(),
            parser.isSet(QStringLiteral("translation")) ? std::optional<QByteArray>(translation) : std::nullopt)) {
        return fail(importer.errorString());
    }
    // The window would not show the new issue, and its issue numbers would clash.
    if (!openProjectForWriting(parser.positionalArguments().at(0), store)) {
        return 1;
    }
    if (!importer.importInto(number, parser.value(QStringLiteral("title")))) {
        return fail(importer.errorString());
    }
    print(tr("issue %1: imported %2 source blocks, draft has %3 new blocks\n")
              .arg(number)
              .arg(importer.result().sourceBlocks)
              .arg(importer.result().targetBlocks));
    return 0;
}

int CliApplication::runBlocks(const QStringList &arguments)
{
    QCommandLineParser parser;
    addProjectAndIssue(parser);
    parser.addOption({QStringLiteral("source"), tr("List the source blocks instead of the draft's.")});
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
    parser.addOption(
        {QStringLiteral("filter"), tr("Only draft blocks that meet any of these criteria (docs/cli.md)."), QStringLiteral("NAME,...")});
    parser.addOption({QStringLiteral("text"), tr("Only draft blocks whose draft or source contains TEXT."), QStringLiteral("TEXT")});
    ProjectStore store;
    Issue issue;
    if (const auto exit = parseAndOpenIssue(parser, arguments, store, &issue)) {
        return *exit;
    }
    IssueRepository issues(store);
    const bool source = parser.isSet(QStringLiteral("source"));
    QList<BlockRecord> blocks = source ? issues.sourceBlocks(issue.id) : issues.targetBlocks(issue.id);
    if (parser.isSet(QStringLiteral("filter")) || parser.isSet(QStringLiteral("text"))) {
        BlockFilter::Criteria criteria;
        QString error;
        if (source || !BlockFilter::parseNames(parser.value(QStringLiteral("filter")), &criteria, &error)) {
            return fail(source ? tr("--filter and --text select draft blocks: leave out --source") : error, 2);
        }
        BlockFilterFactsReader reader(store);
        QList<qint64> kept;
        if (!reader.kept(issue.id, BlockFilter(criteria, parser.value(QStringLiteral("text"))), &kept)) {
            return fail(reader.errorString(), 1);
        }
        blocks.erase(
            std::remove_if(blocks.begin(), blocks.end(), [&kept](const BlockRecord &b) { return !kept.contains(b.id); }), blocks.end());
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const BlockRecord &block : blocks) {
            QJsonObject object {{QStringLiteral("id"), block.id}, {QStringLiteral("kind"), BlockKinds::toString(block.kind)},
                {QStringLiteral("text"), block.text}, {QStringLiteral("aligned"), idArray(block.aligned)}};
            if (!source) {
                object.insert(QStringLiteral("origin"), block.origin);
                object.insert(QStringLiteral("status"), block.status);
            }
            array.append(object);
        }
        writeJson(array);
        return 0;
    }
    for (const BlockRecord &block : blocks) {
        QStringList aligned;
        for (qint64 id : block.aligned) {
            aligned.append(QString::number(id));
        }
        const QString text = oneLine(block.text);
        print(QStringLiteral("%1\t%2\t%3\t%4\n")
                  .arg(QString::number(block.id), BlockKinds::toString(block.kind), text,
                      aligned.isEmpty() ? QStringLiteral("-") : aligned.join(QLatin1Char(','))));
    }
    return 0;
}

// The issue's alignment as links with scores (AlignmentReport), for checking an
// imported translation's alignment or one corrected by hand.
int CliApplication::runAlign(const QStringList &arguments)
{
    QCommandLineParser parser;
    addProjectAndIssue(parser);
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
    ProjectStore store;
    Issue issue;
    if (const auto exit = parseAndOpenIssue(parser, arguments, store, &issue)) {
        return *exit;
    }
    IssueRepository issues(store);
    const AlignmentReport report = AlignmentReport::compute(issues.sourceBlocks(issue.id), issues.targetBlocks(issue.id));
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject object = report.toJson();
        object.insert(QStringLiteral("issue"), issue.number);
        writeJson(object);
    } else {
        print(report.toText());
    }
    return 0;
}

int CliApplication::runStats(const QStringList &arguments)
{
    QCommandLineParser parser;
    addProject(parser);
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
    ProjectStore store;
    if (const auto exit = parseAndOpen(parser, arguments, 1, store, ProjectStore::Access::ReadOnly)) {
        return *exit;
    }
    const ProjectStats stats = ProjectStats::compute(store);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject root = stats.toJson();
        root.insert(QStringLiteral("name"), store.setting(QStringLiteral("name")));
        writeJson(root);
    } else {
        print(tr("Project: %1\n").arg(store.setting(QStringLiteral("name"))) + stats.toText());
    }
    return 0;
}
