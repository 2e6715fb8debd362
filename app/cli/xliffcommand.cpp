// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/xliffcommand.h"

#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "interop/xliffimporter.h"
#include "interop/xliffreader.h"
#include "interop/xliffwriter.h"
#include "store/atomicfilewriter.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

CliActionCommand::Actions XliffCommand::actions()
{
    return {QStringLiteral("xliff"),
        {{QStringLiteral("export"), action(&XliffCommand::exportFile)}, {QStringLiteral("import"), action(&XliffCommand::importFile)}},
        tr("xliff needs export or import; run yiqiao-cli --help")};
}

int XliffCommand::exportFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The XLIFF file to write."));
    parser.addOption(
        {QStringLiteral("version"), tr("The XLIFF version: 2.0 (default) or 1.2."), QStringLiteral("V"), QStringLiteral("2.0")});
    if (const auto exit = m_cli.parse(parser, arguments, 2)) {
        return *exit;
    }
    const auto version = XliffWriter::versionFromString(parser.value(QStringLiteral("version")));
    if (!version) {
        return m_cli.fail(tr("--version takes 2.0 or 1.2, not '%1'").arg(parser.value(QStringLiteral("version"))), 2);
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssue(parser, store, &issue)) {
        return *exit;
    }
    const QString output = parser.positionalArguments().at(1);
    if (!m_cli.canExportTo(output, store)) {
        return 1;
    }
    IssueRepository repository(store);
    const QList<BlockRecord> sources = repository.sourceBlocks(issue.id);
    const QList<BlockRecord> targets = repository.targetBlocks(issue.id);
    if (!repository.errorString().isEmpty()) {
        return m_cli.fail(repository.errorString());
    }
    const auto produce = [&](QIODevice &device, QString *why) {
        return XliffWriter::write(device, issue.number, sources, targets, *version, why);
    };
    if (QString error; !AtomicFileWriter::write(output, produce, &error)) {
        return m_cli.fail(error);
    }
    m_cli.print(tr("issue %1 written to %2\n").arg(issue.number).arg(output));
    return 0;
}

// All or nothing: a file with any problem changes nothing (XliffImporter).
int XliffCommand::importFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The translated XLIFF file."));
    if (const auto exit = m_cli.parse(parser, arguments, 2)) {
        return *exit;
    }
    const QString path = parser.positionalArguments().at(1);
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        return m_cli.fail(tr("cannot read %1: %2").arg(path, QFileInfo(path).isDir() ? tr("it is a folder") : file.errorString()));
    }
    XliffReader reader;
    if (!reader.read(file)) {
        return m_cli.fail(tr("%1: %2").arg(path, reader.errorString()));
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    if (!CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    XliffImporter importer(store, issue.id, issue.number);
    if (!importer.apply(reader)) {
        return m_cli.fail(tr("%1: %2").arg(path, importer.errorString()));
    }
    const XliffImporter::Counts counts = importer.counts();
    if (counts.updated > 0) {
        m_cli.recordRevision(store, issue.id, tr("XLIFF imported"));
    }
    m_cli.print(tr("%1: %2 units updated, %3 unchanged, %4 skipped (no target, or not to be translated)\n")
                    .arg(QFileInfo(path).fileName())
                    .arg(counts.updated)
                    .arg(counts.unchanged)
                    .arg(counts.skipped));
    return 0;
}
