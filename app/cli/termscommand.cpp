// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/termscommand.h"

#include "cli/cliapplication.h"
#include "cli/termentrycommand.h"
#include "core/enumnames.h"
#include "interop/termfile.h"
#include "store/issue.h"
#include "store/projectstore.h"
#include "terms/issuetermcheck.h"
#include "terms/termlookup.h"
#include "terms/termrepository.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

CliActionCommand::Actions TermsCommand::actions()
{
    return {QStringLiteral("terms"),
        {{QStringLiteral("import"), action(&TermsCommand::importFile)}, {QStringLiteral("export"), action(&TermsCommand::exportFile)},
            {QStringLiteral("check"), action(&TermsCommand::check)}, {QStringLiteral("find"), action(&TermsCommand::find)},
            {QStringLiteral("add"), [this](const QStringList &r) { return TermEntryCommand(m_cli).add(r); }},
            {QStringLiteral("show"), [this](const QStringList &r) { return TermEntryCommand(m_cli).show(r); }},
            {QStringLiteral("restrict"), [this](const QStringList &r) { return TermEntryCommand(m_cli).restrict(r); }}},
        tr("terms needs import, export, check, find, add, show or restrict; run yiqiao-cli --help")};
}

// All or nothing: a broken file imports no term and leaves the project as it was.
int TermsCommand::importFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto exit =
            parseProject(parser, arguments, {{QStringLiteral("FILE"), tr("The term list: CSV, TBX or a Markdown glossary.")}})) {
        return *exit;
    }
    const QString path = parser.positionalArguments().at(1);
    if (!TermFile::canRead(path)) {
        return m_cli.fail(tr("%1: terms import reads .csv, .tbx or .md files").arg(path), 2);
    }
    TermFile file;
    if (!file.read(path)) {
        return m_cli.fail(file.errorString());
    }
    const QList<TermEntry> &entries = file.entries();
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    TermRepository terms(store);
    TermRepository::Counts counts;
    if (!terms.add(entries, &counts)) {
        return m_cli.fail(terms.errorString());
    }
    m_cli.print(tr("%1: %2 entries read, %3 terms added, %4 merged into existing terms\n")
                    .arg(QFileInfo(path).fileName())
                    .arg(entries.size())
                    .arg(counts.added)
                    .arg(counts.merged));
    return 0;
}

int TermsCommand::exportFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("conflicts"), tr("Write the term conflict log instead of the term list (CSV only).")});
    if (const auto exit = parseProject(
            parser, arguments, {{QStringLiteral("FILE"), tr("The file to write: .csv (term_mapping.csv layout) or .tbx (TBX v3).")}})) {
        return *exit;
    }
    const QString output = parser.positionalArguments().at(1);
    const bool conflicts = parser.isSet(QStringLiteral("conflicts"));
    const TermFile::Content content = conflicts ? TermFile::Content::ConflictLog : TermFile::Content::Terms;
    if (!TermFile::canWrite(output, content)) {
        return m_cli.fail(tr("%1: terms export writes .csv or .tbx files (--conflicts: .csv)").arg(output), 2);
    }
    ProjectStore store;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly) || !m_cli.canExportTo(output, store)) {
        return 1;
    }
    TermRepository terms(store);
    const QList<TermEntry> entries = terms.all();
    if (!terms.errorString().isEmpty()) {
        return m_cli.fail(terms.errorString());
    }
    TermFile file;
    if (!file.write(output, entries, content)) {
        return m_cli.fail(file.errorString());
    }
    m_cli.print(conflicts ? tr("%1 conflicts written to %2\n").arg(file.written()).arg(output)
                          : tr("%1 terms written to %2\n").arg(file.written()).arg(output));
    if (!file.lossWarning().isEmpty()) {
        m_cli.printError(tr("yiqiao-cli: warning: %1\n").arg(file.lossWarning()));
    }
    return 0;
}

namespace {
QString kindName(TermFinding::Kind kind)
{
    static const EnumNames<TermFinding::Kind> names("TermsCommand",
        {{TermFinding::Kind::Forbidden, "forbidden"}, {TermFinding::Kind::Missing, "missing"},
            {TermFinding::Kind::WrongChoice, "wrong-choice"}, {TermFinding::Kind::FirstUseMissing, "first-use-missing"},
            {TermFinding::Kind::KeepEnglishTranslated, "keep-english"}});
    return names.name(kind);
}
} // namespace

// The draft's term findings; exit code 0 whether or not there are findings (they
// are the output, not a failure).
int TermsCommand::check(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    Issue issue;
    if (const auto exit = parseAndOpenIssueToPrint(parser, arguments, store, &issue)) {
        return *exit;
    }
    IssueTermCheck::Result result;
    QString error;
    if (!IssueTermCheck::run(store, issue.id, &result, &error)) {
        return m_cli.fail(error);
    }
    const auto blockId = [](const QList<BlockRecord> &blocks, int index) {
        return index >= 0 && index < blocks.size() ? blocks.at(index).id : 0;
    };
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const TermFinding &finding : std::as_const(result.findings)) {
            array.append(QJsonObject {{QStringLiteral("kind"), kindName(finding.kind)},
                {QStringLiteral("term"), result.terms.value(finding.term).source},
                {QStringLiteral("sourceBlock"), blockId(result.sources, finding.sourceBlock)},
                {QStringLiteral("draftBlock"), blockId(result.targets, finding.draftBlock)}, {QStringLiteral("message"), finding.message}});
        }
        m_cli.write(QJsonDocument(QJsonObject {{QStringLiteral("issue"), issue.number}, {QStringLiteral("terms"), int(result.terms.size())},
                                      {QStringLiteral("findings"), array}})
                        .toJson(QJsonDocument::Indented));
        return 0;
    }
    for (const TermFinding &finding : std::as_const(result.findings)) {
        m_cli.print(QStringLiteral("%1\t%2\t%3\t%4\n")
                        .arg(kindName(finding.kind), result.terms.value(finding.term).source)
                        .arg(blockId(result.targets, finding.draftBlock))
                        .arg(CliApplication::oneLine(finding.message)));
    }
    return 0;
}

// Lookup both ways, as the Termbase pane does it: the terms, then every block of
// every issue where the English term (inflected or not) or the Chinese phrase occurs.
int TermsCommand::find(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit =
            parseAndOpenToPrint(parser, arguments, store, {{QStringLiteral("QUERY"), tr("An English term or a Chinese phrase.")}})) {
        return *exit;
    }
    const QString query = parser.positionalArguments().at(1);
    const TermLookup::Result lookup = TermLookup::find(store, query);
    if (!lookup.error.isEmpty()) {
        return m_cli.fail(lookup.error);
    }
    const QList<TermEntry> &found = lookup.terms;
    const QList<PhraseHit> &hits = lookup.hits;
    const auto side = [](const PhraseHit &hit) {
        return hit.side == PhraseHit::Side::Source ? QStringLiteral("source") : QStringLiteral("draft");
    };
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray termArray;
        for (const TermEntry &entry : found) {
            QJsonArray renderings;
            for (const TermRendering &rendering : entry.renderings) {
                renderings.append(rendering.text);
            }
            termArray.append(QJsonObject {{QStringLiteral("source"), entry.source}, {QStringLiteral("renderings"), renderings}});
        }
        QJsonArray hitArray;
        for (const PhraseHit &hit : hits) {
            hitArray.append(QJsonObject {{QStringLiteral("issue"), hit.issueNumber}, {QStringLiteral("side"), side(hit)},
                {QStringLiteral("block"), hit.blockId}, {QStringLiteral("start"), hit.start}, {QStringLiteral("end"), hit.end},
                {QStringLiteral("text"), hit.text.mid(hit.start, hit.end - hit.start)}});
        }
        m_cli.write(QJsonDocument(QJsonObject {{QStringLiteral("terms"), termArray}, {QStringLiteral("occurrences"), hitArray}})
                        .toJson(QJsonDocument::Indented));
        return 0;
    }
    for (const TermEntry &entry : found) {
        QStringList renderings;
        for (const TermRendering &rendering : entry.renderings) {
            renderings.append(rendering.text);
        }
        m_cli.print(QStringLiteral("term\t%1\t%2\n").arg(CliApplication::oneLine(entry.source), renderings.join(QStringLiteral("; "))));
    }
    for (const PhraseHit &hit : hits) {
        m_cli.print(
            QStringLiteral("%1\t%2\t%3\t%4\n").arg(hit.issueNumber).arg(side(hit)).arg(hit.blockId).arg(CliApplication::oneLine(hit.text)));
    }
    return 0;
}
