// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliapplication.h"

#include "alignmentreport.h"

#include "corpusbenchmark.h"
#include "dashboardbenchmark.h"
#include "dashboardcommand.h"
#include "deletioncommand.h"
#include "exportcommand.h"
#include "findbenchmark.h"
#include "findcommand.h"
#include "issuerepository.h"
#include "markdownexporter.h"
#include "postimporter.h"
#include "pretranslatecommand.h"
#include "projectfilecheck.h"
#include "projectlock.h"
#include "projectstats.h"
#include "projectstore.h"
#include "qabenchmark.h"
#include "qacommand.h"
#include "radarcommand.h"
#include "reusecommand.h"
#include "reviewcommand.h"
#include "revisioncommand.h"
#include "revisionrepository.h"
#include "tagscommand.h"
#include "termbenchmark.h"
#include "termscommand.h"
#include "tmbenchmark.h"
#include "tmcommand.h"
#include "updatecommand.h"
#include "xliffcommand.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace {
const QStringList kCommands = {QStringLiteral("new"), QStringLiteral("import"), QStringLiteral("export"), QStringLiteral("blocks"),
    QStringLiteral("stats"), QStringLiteral("bench"), QStringLiteral("align"), QStringLiteral("tm"), QStringLiteral("pretranslate"),
    QStringLiteral("xliff"), QStringLiteral("terms"), QStringLiteral("tags"), QStringLiteral("delete"), QStringLiteral("deletions"),
    QStringLiteral("qa"), QStringLiteral("revisions"), QStringLiteral("diff"), QStringLiteral("review"), QStringLiteral("update"),
    QStringLiteral("changes"), QStringLiteral("find"), QStringLiteral("replace")};

QJsonArray toJsonArray(const QList<qint64> &ids)
{
    QJsonArray array;
    for (qint64 id : ids) {
        array.append(id);
    }
    return array;
}
} // namespace

void CliApplication::addProjectAndIssue(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("PROJECT"), CliApplication::tr("The project file."));
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
    return given.isEmpty() ? qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")) : given;
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

CliApplication::CliApplication(QIODevice &out, QIODevice &err)
    : m_out(out)
    , m_err(err)
{
}

void CliApplication::recordRevision(ProjectStore &store, qint64 issueId, const QString &summary)
{
    RevisionRepository revisions(store);
    const QString author = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    if (!revisions.record(issueId, author, summary, RevisionRepository::Mode::New)) {
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

QString CliApplication::usageText()
{
    return tr("Usage: yiqiao-cli COMMAND [options]\n"
              "  new PROJECT.yiqiao [--name NAME]\n"
              "  import PROJECT --issue N [--title T] [--translation ZH.md] SOURCE.md\n"
              "  export PROJECT --issue N [--html] [-o OUT] [--force] [--deletion-notes footnotes|end|none] [--no-footer]\n"
              "         [--no-notes] [--draft|--source] [--author NAME] [--reason TEXT]\n"
              "         (the finished post; refused while deletions lack a justification; open checklist items are\n"
              "         a warning, and the export is recorded as an override)\n"
              "  blocks PROJECT --issue N [--source] [--json]\n"
              "  align PROJECT --issue N [--json]\n"
              "  tm import|export PROJECT FILE.tmx\n"
              "  tm lookup PROJECT TEXT [--json] [--min 75] [--max 10]\n"
              "  tm attach|detach PROJECT FILE.tmx    (read-only TMX files)\n"
              "  tm attached PROJECT\n"
              "  pretranslate PROJECT --issue N [--min 75] [--json]\n"
              "  xliff export|import PROJECT --issue N FILE.xlf\n"
              "  terms import PROJECT FILE.csv|FILE.tbx|FILE.md   (term lists, conflict logs, glossaries)\n"
              "  terms export PROJECT FILE.csv|FILE.tbx [--conflicts]\n"
              "  terms check PROJECT --issue N [--json]     (term findings in the draft)\n"
              "  terms find PROJECT QUERY [--json]          (terms, issues and blocks where a term or phrase occurs)\n"
              "  tags PROJECT --issue N [--set \"cuda, nccl\"] [--json]   (the issue's tags, for term rules)\n"
              "  delete PROJECT --issue N --block ID --reason CATEGORY --why TEXT [--span START,END]   (leave source text out)\n"
              "  deletions PROJECT --issue N [--json]      (the issue's deletions and the deleted share of prose)\n"
              "  revisions PROJECT --issue N [--json] [--source]   (the draft's revisions, newest first; --source: the post's versions)\n"
              "  diff PROJECT --issue N A B [--json] [--source [--post K]]   (revision A against B: '- ' removed, '+ ' added,\n"
              "         '~ ' [-old-]{+new+}; --source: source versions A and B)\n"
              "  qa PROJECT --issue N [--json] [--all] [--style d2l|huggingface]   (QA findings; exit 1 with errors)\n"
              "  qa PROJECT --issue N --waive KEY --why TEXT [--author NAME] | --unwaive KEY\n"
              "  review PROJECT --issue N [--json]         (statuses, comments, feedback, checklist state)\n"
              "  review PROJECT --issue N --set confirm|review|approve|reject|reopen --blocks ID,ID --reviewer NAME [--note TEXT]\n"
              "  review PROJECT --issue N --check|--uncheck KEY --reviewer NAME [--note TEXT]   (manual checklist items)\n"
              "  update PROJECT --issue N NEWSOURCE.md [--json] [--dry-run] [--post K]   (a newer version of the source post:\n"
              "         what changed, what needs review)\n"
              "  changes PROJECT --issue N [--json] [--open]   (what source updates changed, and the decisions they wait for)\n"
              "  changes PROJECT --issue N --done|--drop|--keep ID [--author NAME]\n"
              "  find PROJECT TEXT [--issue N] [--regex] [--json] [--side draft|source|both] [--whole-word] [--case]\n"
              "       [--include-code] [--limit N]   (draft and source by default; exit 0 found, 1 none, 2 error)\n"
              "  replace PROJECT TEXT REPLACEMENT [--issue N] [--regex] [--whole-word] [--case] [--include-code]\n"
              "          [--author NAME] [--dry-run] [--json]   (in drafts, one undoable batch)\n"
              "  replace PROJECT --undo BATCH | --batches [--json]\n"
              "  reuse PROJECT --from N --to M [--notes all|ID,ID] [--link] [--after ID] [--checklist] [--terms] [--json]\n"
              "         (notes copied or linked, checked checklist items and terms from issue N into issue M)\n"
              "  reuse PROJECT --sync --issue M [--json]   (linked notes take their originals' changes)\n"
              "  reuse PROJECT --template-from NOTE_ID --name NAME   (a note made its kind's template)\n"
              "  stats PROJECT [--json]\n"
              "  dashboard PROJECT [--json]   (per issue: progress, deletion ratio, QA, checklist, revisions, English words and\n"
              "            Chinese characters)\n"
              "  radar PROJECT [--json] [--png FILE] [--svg FILE] [--chart timeline|share]   (technology radar: each\n"
              "        dimension's share per quarter; --json adds the points)\n"
              "  radar PROJECT --tag N TECH [--dimension NAME] [--aliases A,B] | --untag N TECH | --suggest N [--apply]\n"
              "  radar PROJECT --date N YYYY-MM-DD|none   (the day issue N was published: the timeline's date)\n"
              "  radar PROJECT --dimensions | --add-dimension NAME | --rename-dimension OLD NEW\n"
              "  bench [--corpus DIR] [--rounds N] [--terms N] [--tm-sizes N,N,...] [--reference-max-queries N] [--no-qa]\n"
              "        [--no-find] [--no-dashboard]\n"
              "Run yiqiao-cli COMMAND --help for a command's options.\n");
}

int CliApplication::run(const QStringList &arguments)
{
    const QString command = arguments.value(1);
    if (command.isEmpty() || command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        if (command.isEmpty()) {
            return fail(tr("no command given; run yiqiao-cli --help"), 2);
        }
        print(usageText());
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
    if (command == QLatin1String("reuse")) {
        return ReuseCommand(*this).run(arguments);
    }
    if (command == QLatin1String("dashboard")) {
        return DashboardCommand(*this).run(arguments);
    }
    if (command == QLatin1String("radar")) {
        return RadarCommand(*this).run(arguments);
    }
    switch (kCommands.indexOf(command)) {
    case 0:
        return runNew(arguments);
    case 1:
        return runImport(arguments);
    case 2:
        return ExportCommand(*this).run(arguments);
    case 3:
        return runBlocks(arguments);
    case 4:
        return runStats(arguments);
    case 5:
        return runBench(arguments);
    case 6:
        return runAlign(arguments);
    case 7:
        return TmCommand(*this).run(arguments);
    case 8:
        return PretranslateCommand(*this).run(arguments);
    case 9:
        return XliffCommand(*this).run(arguments);
    case 10:
        return TermsCommand(*this).run(arguments);
    case 11:
        return TagsCommand(*this).run(arguments);
    case 12:
        return DeletionCommand(*this).runDelete(arguments);
    case 13:
        return DeletionCommand(*this).runList(arguments);
    case 14:
        return QaCommand(*this).run(arguments);
    case 15:
        return RevisionCommand(*this).runList(arguments);
    case 16:
        return RevisionCommand(*this).runDiff(arguments);
    case 17:
        return ReviewCommand(*this).run(arguments);
    case 18:
        return UpdateCommand(*this).runUpdate(arguments);
    case 19:
        return UpdateCommand(*this).runChanges(arguments);
    case 20:
        return FindCommand(*this).runFind(arguments);
    case 21:
        return FindCommand(*this).runReplace(arguments);
    }
    return fail(tr("unknown command '%1'; run yiqiao-cli --help").arg(command), 2);
}

std::optional<int> CliApplication::parse(QCommandLineParser &parser, const QStringList &arguments, int positionals)
{
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        return fail(parser.errorText(), 2);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        print(parser.helpText());
        return 0;
    }
    if (parser.positionalArguments().size() != positionals) {
        return fail(tr("expected %n file argument(s); see --help", nullptr, positionals), 2);
    }
    return std::nullopt;
}

bool CliApplication::openProject(const QString &path, ProjectStore &store, ProjectStore::Access access)
{
    if (!store.open(path, access)) {
        fail(store.errorString());
        return false;
    }
    return true;
}

bool CliApplication::openProjectForWriting(const QString &path, ProjectLock &lock, ProjectStore &store)
{
    if (!lock.tryLock(path) && lock.error() == ProjectLock::Error::HeldByOther) {
        fail(lock.errorString());
        return false;
    }
    return openProject(path, store, ProjectStore::Access::ReadWrite);
}

std::optional<int> CliApplication::openIssueForWriting(
    const QCommandLineParser &parser, ProjectLock &lock, ProjectStore &store, Issue *issue)
{
    if (!lock.tryLock(parser.positionalArguments().constFirst()) && lock.error() == ProjectLock::Error::HeldByOther) {
        return fail(lock.errorString());
    }
    return openIssue(parser, store, issue, ProjectStore::Access::ReadWrite);
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

int CliApplication::runNew(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project file to create."));
    parser.addOption({QStringLiteral("name"), tr("The series name."), QStringLiteral("NAME")});
    if (const auto exit = parse(parser, arguments, 1)) {
        return *exit;
    }
    const QString path = parser.positionalArguments().at(0);
    if (path.isEmpty()) {
        return fail(tr("a project file name is required"), 2);
    }
    const QString name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name")) : QFileInfo(path).completeBaseName();
    ProjectStore store;
    if (!store.create(path, name)) {
        return fail(store.errorString());
    }
    return 0;
}

bool CliApplication::readFile(const QString &path, QByteArray *bytes)
{
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        fail(tr("cannot read %1: %2").arg(path, QFileInfo(path).isDir() ? tr("it is a folder") : file.errorString()));
        return false;
    }
    *bytes = file.readAll();
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
    if (!openProject(parser.positionalArguments().at(0), store, ProjectStore::Access::ReadWrite)) {
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
    if (const auto exit = parse(parser, arguments, 1)) {
        return *exit;
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = openIssue(parser, store, &issue)) {
        return *exit;
    }
    IssueRepository issues(store);
    const bool source = parser.isSet(QStringLiteral("source"));
    const QList<BlockRecord> blocks = source ? issues.sourceBlocks(issue.id) : issues.targetBlocks(issue.id);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const BlockRecord &block : blocks) {
            QJsonObject object {{QStringLiteral("id"), block.id}, {QStringLiteral("kind"), BlockKinds::toString(block.kind)},
                {QStringLiteral("text"), block.text}, {QStringLiteral("aligned"), toJsonArray(block.aligned)}};
            if (!source) {
                object.insert(QStringLiteral("origin"), block.origin);
                object.insert(QStringLiteral("status"), block.status);
            }
            array.append(object);
        }
        write(QJsonDocument(array).toJson(QJsonDocument::Indented));
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
    if (const auto exit = parse(parser, arguments, 1)) {
        return *exit;
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = openIssue(parser, store, &issue)) {
        return *exit;
    }
    IssueRepository issues(store);
    const AlignmentReport report = AlignmentReport::compute(issues.sourceBlocks(issue.id), issues.targetBlocks(issue.id));
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject object = report.toJson();
        object.insert(QStringLiteral("issue"), issue.number);
        write(QJsonDocument(object).toJson(QJsonDocument::Indented));
    } else {
        print(report.toText());
    }
    return 0;
}

int CliApplication::runStats(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project file."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
    if (const auto exit = parse(parser, arguments, 1)) {
        return *exit;
    }
    ProjectStore store;
    if (!openProject(parser.positionalArguments().at(0), store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    const ProjectStats stats = ProjectStats::compute(store);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject root = stats.toJson();
        root.insert(QStringLiteral("name"), store.setting(QStringLiteral("name")));
        write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    } else {
        print(tr("Project: %1\n").arg(store.setting(QStringLiteral("name"))) + stats.toText());
    }
    return 0;
}

int CliApplication::runBench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("corpus"), tr("The corpus folder (one folder per post with *.md files)."), QStringLiteral("DIR"),
        QStringLiteral("../shared/corpus")});
    parser.addOption({QStringLiteral("rounds"), tr("How many times to run each measurement (the best is kept)."), QStringLiteral("N"),
        QStringLiteral("5")});
    parser.addOption({QStringLiteral("terms"), tr("Termbase size to measure term matching at (0: none)."), QStringLiteral("N"),
        QStringLiteral("10000")});
    parser.addOption({QStringLiteral("tm-sizes"), tr("Translation memory sizes to measure lookups at, comma-separated (0: none)."),
        QStringLiteral("N,N,..."), QStringLiteral("20000,100000,500000")});
    parser.addOption({QStringLiteral("no-qa"), tr("Skip QA of the corpus's translations.")});
    parser.addOption({QStringLiteral("no-find"), tr("Skip find and replace over a project of 369 issues.")});
    parser.addOption({QStringLiteral("no-dashboard"), tr("Skip the dashboard over a project of 369 issues.")});
    parser.addOption({QStringLiteral("reference-max-queries"),
        tr("At most this many lookups per size through translate-toolkit, the reference (0: none)."), QStringLiteral("N"),
        QStringLiteral("30")});
    if (const auto exit = parse(parser, arguments, 0)) {
        return *exit;
    }
    QList<int> sizes;
    if (!TmBenchmark::parseSizes(parser.value(QStringLiteral("tm-sizes")), &sizes)) {
        return fail(tr("--tm-sizes takes unit counts separated by commas, such as 20000,100000"), 2);
    }
    CorpusBenchmark bench(parser.value(QStringLiteral("corpus")), qMax(1, parser.value(QStringLiteral("rounds")).toInt()));
    if (!bench.run()) {
        return fail(bench.errorString());
    }
    print(bench.report());
    bool termsOk = false;
    const int terms = parser.value(QStringLiteral("terms")).toInt(&termsOk);
    if (!termsOk || terms < 0) {
        return fail(tr("--terms takes a number of terms (0: no term matching)"), 2);
    }
    TermBenchmark termBench(parser.value(QStringLiteral("corpus")), terms, qMax(1, parser.value(QStringLiteral("rounds")).toInt()));
    if (terms > 0 && !termBench.run()) {
        return fail(termBench.errorString());
    }
    print(terms > 0 ? QLatin1Char('\n') + termBench.report() : QString());
    QaBenchmark qaBench(parser.value(QStringLiteral("corpus")), qMax(1, parser.value(QStringLiteral("rounds")).toInt()));
    if (!parser.isSet(QStringLiteral("no-qa")) && !qaBench.run()) {
        return fail(qaBench.errorString());
    }
    print(parser.isSet(QStringLiteral("no-qa")) ? QString() : QLatin1Char('\n') + qaBench.report());
    FindBenchmark findBench(parser.value(QStringLiteral("corpus")), qMax(1, parser.value(QStringLiteral("rounds")).toInt()));
    if (!parser.isSet(QStringLiteral("no-find")) && !findBench.run()) {
        return fail(findBench.errorString());
    }
    print(parser.isSet(QStringLiteral("no-find")) ? QString() : QLatin1Char('\n') + findBench.report());
    DashboardBenchmark dashboardBench(parser.value(QStringLiteral("corpus")));
    if (!parser.isSet(QStringLiteral("no-dashboard")) && !dashboardBench.run()) {
        return fail(dashboardBench.errorString());
    }
    print(parser.isSet(QStringLiteral("no-dashboard")) ? QString() : QLatin1Char('\n') + dashboardBench.report());
    return sizes.isEmpty() ? 0 : runTmBench(parser, sizes);
}

int CliApplication::runTmBench(const QCommandLineParser &parser, const QList<int> &sizes)
{
    bool ok = false;
    const int referenceQueries = parser.value(QStringLiteral("reference-max-queries")).toInt(&ok);
    if (!ok || referenceQueries < 0) {
        return fail(tr("--reference-max-queries takes a number of lookups (0: no reference)"), 2);
    }
    TmBenchmark bench(parser.value(QStringLiteral("corpus")), sizes);
    bench.setReferenceMaxQueries(referenceQueries);
    bench.setProgress([this](const QString &line) { m_err.write((line + QLatin1Char('\n')).toUtf8()); });
    if (!bench.run()) {
        return fail(bench.errorString());
    }
    print(QLatin1Char('\n') + bench.report());
    return 0;
}
