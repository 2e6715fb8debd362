// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/tmcommand.h"

#include "cli/cliapplication.h"
#include "store/atomicfilewriter.h"
#include "store/projectstore.h"
#include "tm/tmattachments.h"
#include "tm/tmxreader.h"
#include "tm/tmxwriter.h"
#include "tm/translationmemory.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

CliActionCommand::Actions TmCommand::actions()
{
    return {QStringLiteral("tm"),
        {{QStringLiteral("import"), action(&TmCommand::importFile)}, {QStringLiteral("export"), action(&TmCommand::exportFile)},
            {QStringLiteral("lookup"), action(&TmCommand::lookup)},
            {QStringLiteral("attach"), [this](const QStringList &r) { return attachOrDetach(r, true); }},
            {QStringLiteral("detach"), [this](const QStringList &r) { return attachOrDetach(r, false); }},
            {QStringLiteral("attached"), action(&TmCommand::listAttached)}},
        tr("tm needs import, export, lookup, attach, detach or attached; run yiqiao-cli --help")};
}

// All or nothing: a broken file imports no unit and leaves the project as it was.
int TmCommand::importFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto exit = parseProject(parser, arguments, {{QStringLiteral("FILE"), tr("The TMX file.")}})) {
        return *exit;
    }
    const QString path = parser.positionalArguments().at(1);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return m_cli.fail(tr("cannot read %1: %2").arg(path, file.errorString()));
    }
    TmxReader reader;
    if (!reader.read(file)) {
        return m_cli.fail(tr("%1: %2").arg(path, reader.errorString()));
    }
    ProjectStore store;
    if (!openProject(parser, store, ProjectStore::Access::ReadWrite)) {
        return 1;
    }
    TranslationMemory memory(store);
    const int before = memory.count();
    if (!memory.add(reader.units(), QStringLiteral("tmx:") + QFileInfo(path).fileName())) {
        return m_cli.fail(memory.errorString());
    }
    const int added = memory.count() - before;
    m_cli.print(tr("%1: %2 units added, %3 already in the memory, %4 without both languages skipped\n")
                    .arg(QFileInfo(path).fileName())
                    .arg(added)
                    .arg(reader.units().size() - added)
                    .arg(reader.skippedCount()));
    return 0;
}

int TmCommand::exportFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit = parseAndOpen(
            parser, arguments, store, ProjectStore::Access::ReadOnly, {{QStringLiteral("FILE"), tr("The TMX file to write.")}})) {
        return *exit;
    }
    const QString output = parser.positionalArguments().at(1);
    if (!m_cli.canExportTo(output, store)) {
        return 1;
    }
    const QList<TmUnit> units = TranslationMemory(store).ownUnits();
    QString error;
    if (!AtomicFileWriter::write(
            output, [&](QIODevice &device, QString *why) { return TmxWriter::write(device, units, why); }, &error)) {
        return m_cli.fail(error);
    }
    m_cli.print(tr("%1 units written to %2\n").arg(units.size()).arg(output));
    return 0;
}

int TmCommand::lookup(const QStringList &arguments)
{
    QCommandLineParser parser;
    addJson(parser);
    parser.addOption(
        {QStringLiteral("min"), tr("The lowest score shown (0–100, default 75)."), QStringLiteral("SCORE"), QStringLiteral("75")});
    parser.addOption({QStringLiteral("max"), tr("The most matches shown (default 10)."), QStringLiteral("N"), QStringLiteral("10")});
    if (const auto exit = parseProject(parser, arguments, {{QStringLiteral("TEXT"), tr("The source text to look up.")}})) {
        return *exit;
    }
    bool minOk = false;
    bool maxOk = false;
    const int min = parser.value(QStringLiteral("min")).toInt(&minOk);
    const int max = parser.value(QStringLiteral("max")).toInt(&maxOk);
    if (!minOk || min < 0 || min > 101 || !maxOk || max < 1) {
        return m_cli.fail(tr("--min takes a score from 0 to 101, --max a count from 1"), 2);
    }
    if (parser.positionalArguments().at(1).trimmed().isEmpty()) {
        return m_cli.fail(tr("TEXT is empty: give the source text to look up"), 2);
    }
    ProjectStore store;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    const QList<TmMatch> matches = TranslationMemory(store).lookup(parser.positionalArguments().at(1), min, max);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const TmMatch &match : matches) {
            array.append(QJsonObject {{QStringLiteral("score"), match.score}, {QStringLiteral("source"), match.unit.source},
                {QStringLiteral("target"), match.unit.target}, {QStringLiteral("issue"), match.issueNumber},
                {QStringLiteral("origin"), match.origin}});
        }
        m_cli.writeJson(array);
        return 0;
    }
    for (const TmMatch &match : matches) {
        m_cli.print(QStringLiteral("%1\t%2\t%3\t%4\n")
                        .arg(match.score)
                        .arg(CliApplication::oneLine(match.unit.source), CliApplication::oneLine(match.unit.target), match.origin));
    }
    // Said on stderr: stdout stays the matches, none here.
    if (matches.isEmpty()) {
        m_cli.printError(tr("no match scores %1 or more\n").arg(min));
    }
    return 0;
}

int TmCommand::attachOrDetach(const QStringList &arguments, bool attach)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit =
            parseAndOpen(parser, arguments, store, ProjectStore::Access::ReadWrite, {{QStringLiteral("FILE"), tr("The TMX file.")}})) {
        return *exit;
    }
    TranslationMemory memory(store);
    TmAttachments attachments(store, memory);
    const QString path = parser.positionalArguments().at(1);
    int units = 0;
    int known = 0;
    if (attach ? !attachments.attach(path, &units, &known) : !attachments.detach(path)) {
        return m_cli.fail(attachments.errorString());
    }
    if (!attach) {
        m_cli.print(tr("%1 detached\n").arg(QFileInfo(path).fileName()));
    } else if (known > 0) {
        m_cli.print(tr("%1 attached read-only: %2 units (%3 more were repeats or in the memory already)\n")
                        .arg(QFileInfo(path).fileName())
                        .arg(units)
                        .arg(known));
    } else {
        m_cli.print(tr("%1 attached read-only: %2 units\n").arg(QFileInfo(path).fileName()).arg(units));
    }
    return 0;
}

int TmCommand::listAttached(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit = parseAndOpenToPrint(parser, arguments, store)) {
        return *exit;
    }
    TranslationMemory memory(store);
    const QList<TmAttachments::Attachment> attachments = TmAttachments(store, memory).list();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const TmAttachments::Attachment &attachment : attachments) {
            const QString state = attachment.state == TmAttachments::Attachment::State::Missing ? QStringLiteral("missing")
                : attachment.state == TmAttachments::Attachment::State::Changed                 ? QStringLiteral("changed")
                                                                                                : QStringLiteral("current");
            array.append(QJsonObject {{QStringLiteral("path"), attachment.path}, {QStringLiteral("origin"), attachment.origin},
                {QStringLiteral("units"), attachment.units}, {QStringLiteral("state"), state}});
        }
        m_cli.writeJson(array);
        return 0;
    }
    for (const TmAttachments::Attachment &attachment : attachments) {
        const QString state = attachment.state == TmAttachments::Attachment::State::Missing ? tr("missing")
            : attachment.state == TmAttachments::Attachment::State::Changed                 ? tr("changed on disk")
                                                                                            : tr("current");
        m_cli.print(QStringLiteral("%1\t%2\t%3\t%4\n").arg(attachment.path, attachment.origin).arg(attachment.units).arg(state));
    }
    return 0;
}
