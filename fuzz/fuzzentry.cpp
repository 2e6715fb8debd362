// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzentry.h"

#include "core/modelresources.h"
#include "dashboard/dashboardstats.h"
#include "draft/draftjournal.h"
#include "draft/draftjournalreader.h"
#include "draft/draftsession.h"
#include "interop/glossaryimporter.h"
#include "interop/tbxreader.h"
#include "interop/termcsv.h"
#include "interop/xliffreader.h"
#include "markdown/markdownblockparser.h"
#include "qa/qainput.h"
#include "qa/qarunner.h"
#include "store/frontmattertags.h"
#include "store/issuelistmodel.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectfilecheck.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"
#include "tm/tmxreader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

// A post and its translation in one input: the translation follows this line.
const QByteArray kTranslationSeparator = QByteArrayLiteral("\n%%translation%%\n");
// A fuzzed project stays fast: the per-issue work (draft, QA) only for the first few.
constexpr int kIssuesRead = 3;

std::unique_ptr<QTemporaryDir> &tempDir()
{
    static std::unique_ptr<QTemporaryDir> dir;
    return dir;
}

} // namespace

bool FuzzEntry::targetByName(const QString &name, Target *target)
{
    static const QList<QPair<QString, Target>> names = {{QStringLiteral("markdown"), Target::Markdown},
        {QStringLiteral("csv"), Target::Csv}, {QStringLiteral("tbx"), Target::Tbx}, {QStringLiteral("tmx"), Target::Tmx},
        {QStringLiteral("xliff"), Target::Xliff}, {QStringLiteral("project"), Target::Project},
        {QStringLiteral("journal"), Target::Journal}};
    for (const auto &entry : names) {
        if (entry.first == name) {
            *target = entry.second;
            return true;
        }
    }
    return false;
}

void FuzzEntry::initialize(int *argc, char ***argv)
{
    if (!QCoreApplication::instance()) {
        // Lives as long as the process: libFuzzer never returns from its loop.
        static QCoreApplication app(*argc, *argv);
    }
    ModelResources::ensureLoaded();
}

void FuzzEntry::run(Target target, const QByteArray &bytes)
{
    switch (target) {
    case Target::Markdown:
        return markdown(bytes);
    case Target::Csv:
        return csv(bytes);
    case Target::Tbx:
        return tbx(bytes);
    case Target::Tmx:
        return tmx(bytes);
    case Target::Xliff:
        return xliff(bytes);
    case Target::Project:
        return project(bytes);
    case Target::Journal:
        return journal(bytes);
    }
}

void FuzzEntry::check(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "FuzzEntry: contract broken: %s\n", what);
        std::abort();
    }
}

void FuzzEntry::markdown(const QByteArray &bytes)
{
    const qsizetype split = bytes.indexOf(kTranslationSeparator);
    const QByteArray source = split < 0 ? bytes : bytes.left(split);
    const std::optional<QByteArray> translation =
        split < 0 ? std::nullopt : std::optional<QByteArray>(bytes.mid(split + kTranslationSeparator.size()));
    // The importer's checks and parse, without the project (what `prepare` does).
    MarkdownDocument post;
    if (!PostImporter::problemWith(source, QStringLiteral("fuzz.md"), &post).isEmpty()) {
        return;
    }
    // An untouched import exports as imported (MarkdownExporter, FinishedPost rely on it).
    check(post.toMarkdown().toUtf8() == source, "parse(bytes).toMarkdown() == bytes");
    FrontMatterTags::read(post);
    PostImporter::headingTitle(post);
    const QString text = QString::fromUtf8(source);
    MarkdownBlockParser::renderHtml(text);
    MarkdownBlockParser::renderHtml(text, nullptr, MarkdownBlockParser::Footnotes::Rendered);
    // A .md term list goes through the glossary importer.
    GlossaryImporter glossary;
    glossary.read(source);
    MarkdownDocument target;
    if (translation && PostImporter::problemWith(*translation, QStringLiteral("fuzz.zh.md"), &target).isEmpty()) {
        // Import aligns the two; QA runs over the stored alignment.
        const QaInput input = QaInput::fromMarkdown(text, QString::fromUtf8(*translation));
        QaRunner().check(input);
    }
}

void FuzzEntry::csv(const QByteArray &bytes)
{
    TermCsv reader;
    if (reader.read(bytes)) {
        // What was read can be written and read again (the termbase's export).
        TermCsv again;
        check(again.read(TermCsv::write(reader.entries(), reader.layout())), "written CSV reads back");
    }
}

namespace {
// The XML readers take a device.
template<typename Reader>
void readDevice(const QByteArray &bytes)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    Reader reader;
    reader.read(buffer);
}
} // namespace

void FuzzEntry::tbx(const QByteArray &bytes)
{
    readDevice<TbxReader>(bytes);
}

void FuzzEntry::tmx(const QByteArray &bytes)
{
    readDevice<TmxReader>(bytes);
}

void FuzzEntry::xliff(const QByteArray &bytes)
{
    readDevice<XliffReader>(bytes);
}

QString FuzzEntry::workDir()
{
    auto &dir = tempDir();
    if (!dir) {
        dir = std::make_unique<QTemporaryDir>();
        check(dir->isValid(), "a temporary folder");
    }
    return dir->path();
}

void FuzzEntry::project(const QByteArray &bytes)
{
    const QString path = workDir() + QStringLiteral("/fuzz.yiqiao");
    {
        QFile file(path);
        check(file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size(), "write the project file");
    }
    {
        // As AppController::openProject and adopt() do (read-write: older files are
        // upgraded), then what the first screen reads.
        ProjectStore store;
        if (store.open(path)) {
            store.setting(QStringLiteral("name"));
            IssueListModel issueList;
            issueList.reload(store);
            TermRepository(store).all();
            const QList<Issue> issues = IssueRepository(store).issues();
            QaRunner runner;
            for (int i = 0; i < issues.size() && i < kIssuesRead; ++i) {
                DraftSession(store, issues[i].id).load();
                QaRunner::Result result;
                QString error;
                runner.run(store, issues[i].id, &result, &error);
            }
        }
    }
    const QDir dir(workDir());
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden)) {
        QFile::remove(dir.filePath(name));
    }
}

void FuzzEntry::journal(const QByteArray &bytes)
{
    DraftJournalReader reader;
    if (!reader.read(bytes) || !reader.hasBase()) {
        return;
    }
    const DraftJournal::State &result = reader.result();
    check(!result.lines.isEmpty() && result.lines.size() == result.ids.size(), "a replayed journal has lines, each with its ids");
    // What it replays, journaled anew as a base, reads back the same.
    DraftJournalReader again;
    check(again.read(DraftJournal::header(reader.issueId()) + DraftJournal::record(0, 0, result.lines, result.ids)) && again.hasBase()
            && again.base().lines == result.lines && again.base().ids == result.ids,
        "a replayed journal journals again");
}
