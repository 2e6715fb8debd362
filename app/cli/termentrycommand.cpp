// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/termentrycommand.h"

#include "cli/cliapplication.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

// The entry whose source is source (any case), or an id of 0.
TermEntry stored(const TermRepository &terms, const QString &source)
{
    for (const TermEntry &entry : terms.find(source)) {
        if (TermRepository::key(entry.source) == TermRepository::key(source)) {
            return entry;
        }
    }
    return {};
}

} // namespace

CliCommand::Positional TermEntryCommand::source()
{
    return {QStringLiteral("SOURCE"), tr("The English term.")};
}

std::optional<bool> TermEntryCommand::onOff(const QString &value)
{
    if (value == QLatin1String("on") || value == QLatin1String("yes")) {
        return true;
    }
    if (value == QLatin1String("off") || value == QLatin1String("no")) {
        return false;
    }
    return std::nullopt;
}

int TermEntryCommand::add(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("rendering"), tr("A Chinese rendering; repeated for several, the first the default."), tr("TEXT")});
    parser.addOption({QStringLiteral("noun-only"), tr("Only where the term stands as a noun (not \"this means that\" for \"mean\").")});
    parser.addOption({QStringLiteral("case-sensitive"), tr("Only in the case it is written in.")});
    parser.addOption({QStringLiteral("keep-english"), tr("Never translated: the draft keeps the English.")});
    parser.addOption({QStringLiteral("context"), tr("Only inside a stretch this regular expression matches (any case)."), tr("REGEX")});
    parser.addOption({QStringLiteral("note"), tr("A note on the term."), tr("TEXT")});
    if (const auto exit = parseProject(parser, arguments, {source()})) {
        return *exit;
    }
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    TermEntry entry;
    entry.source = parser.positionalArguments().at(1);
    for (const QString &text : parser.values(QStringLiteral("rendering"))) {
        TermRendering rendering;
        rendering.text = text.trimmed();
        rendering.isDefault = entry.renderings.isEmpty();
        entry.renderings.append(rendering);
    }
    entry.nounOnly = parser.isSet(QStringLiteral("noun-only"));
    entry.caseSensitive = parser.isSet(QStringLiteral("case-sensitive"));
    entry.keepEnglish = parser.isSet(QStringLiteral("keep-english"));
    entry.contextRegex = parser.value(QStringLiteral("context"));
    entry.note = parser.value(QStringLiteral("note")).trimmed();
    TermRepository terms(store);
    TermRepository::Counts counts;
    if (!terms.add({entry}, &counts)) {
        return m_cli.fail(terms.errorString());
    }
    m_cli.print(counts.added > 0 ? tr("added %1\n").arg(CliApplication::oneLine(entry.source.trimmed()))
                                 : tr("merged into %1\n").arg(CliApplication::oneLine(stored(terms, entry.source).source)));
    return 0;
}

int TermEntryCommand::show(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit = parseAndOpenToPrint(parser, arguments, store, {source()})) {
        return *exit;
    }
    const TermRepository terms(store);
    const TermEntry entry = stored(terms, parser.positionalArguments().at(1));
    if (!terms.errorString().isEmpty()) {
        return m_cli.fail(terms.errorString());
    }
    if (entry.id == 0) {
        return m_cli.fail(tr("The termbase has no term “%1”.").arg(parser.positionalArguments().at(1)));
    }
    print(entry, parser.isSet(QStringLiteral("json")));
    return 0;
}

int TermEntryCommand::restrict(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("noun-only"), tr("Only where the term stands as a noun: on or off."), QStringLiteral("on|off")});
    parser.addOption({QStringLiteral("case-sensitive"), tr("Only in the case it is written in: on or off."), QStringLiteral("on|off")});
    parser.addOption(
        {QStringLiteral("context"), tr("Only inside a stretch this regular expression matches; \"\" clears it."), tr("REGEX")});
    parser.addOption({QStringLiteral("json"), tr("Print the entry as JSON.")});
    if (const auto exit = parseProject(parser, arguments, {source()})) {
        return *exit;
    }
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    TermRepository terms(store);
    TermEntry entry = stored(terms, parser.positionalArguments().at(1));
    if (entry.id == 0) {
        return m_cli.fail(terms.errorString().isEmpty() ? tr("The termbase has no term “%1”.").arg(parser.positionalArguments().at(1))
                                                        : terms.errorString());
    }
    for (const auto &[option, flag] :
        {std::pair {QStringLiteral("noun-only"), &entry.nounOnly}, std::pair {QStringLiteral("case-sensitive"), &entry.caseSensitive}}) {
        if (!parser.isSet(option)) {
            continue;
        }
        const std::optional<bool> value = onOff(parser.value(option));
        if (!value) {
            return m_cli.fail(tr("--%1 takes on or off").arg(option), 2);
        }
        *flag = *value;
    }
    if (parser.isSet(QStringLiteral("context"))) {
        entry.contextRegex = parser.value(QStringLiteral("context"));
    }
    if (!terms.update(entry)) {
        return m_cli.fail(terms.errorString());
    }
    print(terms.entry(entry.id), parser.isSet(QStringLiteral("json")));
    return 0;
}

void TermEntryCommand::print(const TermEntry &entry, bool json)
{
    QStringList renderings;
    for (const TermRendering &rendering : entry.renderings) {
        renderings.append(rendering.text);
    }
    QStringList forbidden;
    for (const TermForbidden &item : entry.forbidden) {
        forbidden.append(item.text);
    }
    if (json) {
        m_cli.write(QJsonDocument(
            QJsonObject {{QStringLiteral("source"), entry.source}, {QStringLiteral("variants"), QJsonArray::fromStringList(entry.variants)},
                {QStringLiteral("renderings"), QJsonArray::fromStringList(renderings)},
                {QStringLiteral("forbidden"), QJsonArray::fromStringList(forbidden)}, {QStringLiteral("keepEnglish"), entry.keepEnglish},
                {QStringLiteral("caseSensitive"), entry.caseSensitive}, {QStringLiteral("nounOnly"), entry.nounOnly},
                {QStringLiteral("context"), entry.contextRegex}, {QStringLiteral("note"), entry.note}})
                        .toJson(QJsonDocument::Indented));
        return;
    }
    const auto line = [this](const QString &name, const QString &value) {
        m_cli.print(QStringLiteral("%1\t%2\n").arg(name, CliApplication::oneLine(value)));
    };
    line(QStringLiteral("source"), entry.source);
    line(QStringLiteral("variants"), entry.variants.join(QStringLiteral("; ")));
    line(QStringLiteral("renderings"), renderings.join(QStringLiteral("; ")));
    line(QStringLiteral("forbidden"), forbidden.join(QStringLiteral("; ")));
    line(QStringLiteral("keep-english"), entry.keepEnglish ? QStringLiteral("on") : QStringLiteral("off"));
    line(QStringLiteral("case-sensitive"), entry.caseSensitive ? QStringLiteral("on") : QStringLiteral("off"));
    line(QStringLiteral("noun-only"), entry.nounOnly ? QStringLiteral("on") : QStringLiteral("off"));
    line(QStringLiteral("context"), entry.contextRegex);
    line(QStringLiteral("note"), entry.note);
}
