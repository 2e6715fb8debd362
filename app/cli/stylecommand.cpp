// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/stylecommand.h"

#include "cli/cliapplication.h"
#include "qa/qahousestyle.h"
#include "qa/qasettings.h"
#include "qa/qastylelearner.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

CliActionCommand::Actions StyleCommand::actions()
{
    return {QStringLiteral("style"),
        {{QStringLiteral("learn"), action(&StyleCommand::learn)}, {QStringLiteral("show"), action(&StyleCommand::show)}},
        tr("style needs learn or show; run yiqiao-cli --help")};
}

int StyleCommand::learn(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProject(parser);
    parser.addPositionalArgument(QStringLiteral("PATH"),
        tr("Published translations to learn from too: *.zh.md files, or folders holding them."), QStringLiteral("[PATH ...]"));
    addJson(parser);
    if (const auto exit = m_cli.parse(parser, arguments, -1)) {
        return *exit;
    }
    // The paths are read before the project is opened for writing: a missing one changes nothing.
    QaStyleLearner learner;
    if (!learner.addPaths(parser.positionalArguments().mid(1))) {
        return m_cli.fail(learner.errorString());
    }
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    if (!learner.addProject(store) || !learner.store(store)) {
        return m_cli.fail(learner.errorString());
    }
    if (!parser.isSet(QStringLiteral("json"))) {
        m_cli.print(
            tr("Learned from %1 issue(s) of the project and %2 published translation(s).\n").arg(learner.issues()).arg(learner.files()));
    }
    print(learner.style(), parser.isSet(QStringLiteral("json")), true);
    return 0;
}

int StyleCommand::show(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit = parseAndOpenToPrint(parser, arguments, store)) {
        return *exit;
    }
    const QaHouseStyle style = QaHouseStyle::load(store);
    const bool json = parser.isSet(QStringLiteral("json"));
    if (!style.hasCounts() && !json) {
        m_cli.print(tr("The project has no learned style; it checks with %1. Learn one with: yiqiao-cli style learn PROJECT [PATH ...]\n")
                        .arg(QaSettings::styleName(store).isEmpty() ? tr("its own settings") : QaSettings::styleName(store)));
        return 0;
    }
    print(style, json, QaSettings::styleName(store) == QLatin1String("learned"));
    return 0;
}

void StyleCommand::print(const QaHouseStyle &style, bool json, bool inUse)
{
    if (json) {
        QJsonArray rules;
        for (const QaHouseStyle::Rule &rule : style.rules()) {
            QJsonObject counts;
            for (auto it = rule.counts.cbegin(); it != rule.counts.cend(); ++it) {
                counts.insert(it.key(), it.value());
            }
            // Without cases there is no share: null, not 0 %.
            const bool cases = rule.cases() > 0;
            rules.append(QJsonObject {{QStringLiteral("rule"), rule.id}, {QStringLiteral("habit"), rule.habit()},
                {QStringLiteral("learnedHabit"), rule.learnedHabit()}, {QStringLiteral("share"), cases ? rule.share() : QJsonValue()},
                {QStringLiteral("cases"), rule.cases()}, {QStringLiteral("lowerShare"), cases ? rule.lowerShare() : QJsonValue()},
                {QStringLiteral("counts"), counts}, {QStringLiteral("override"), rule.override}, {QStringLiteral("fires"), rule.fires()}});
        }
        m_cli.writeJson(QJsonObject {{QStringLiteral("learned"), style.hasCounts()}, {QStringLiteral("inUse"), inUse},
            {QStringLiteral("texts"), style.texts()}, {QStringLiteral("minShare"), QaHouseStyle::MinShare},
            {QStringLiteral("rules"), rules}});
        return;
    }
    m_cli.print(tr("House style from %1 translation(s)%2; a rule fires where, with 95 % confidence, at least %3 % of the cases agree "
                   "(all of 52 cases or more, 99 % of 100, 97 % of 200, 96 % of 300).\n")
                    .arg(style.texts())
                    .arg(inUse ? QString() : tr(" (not in use: the project checks with a preset)"))
                    .arg(qRound(QaHouseStyle::MinShare * 100)));
    for (const QaHouseStyle::Rule &rule : style.rules()) {
        const QString title = QaHouseStyle::ruleTitle(rule.id);
        QString line;
        if (rule.cases() > 0) {
            line = tr("%1: %2, %3 % of %4 cases")
                       .arg(title, QaHouseStyle::habitTitle(rule.habit()))
                       .arg(rule.share() * 100, 0, 'f', 1)
                       .arg(rule.cases());
        } else if (rule.habit().isEmpty()) {
            line = tr("%1: no cases yet").arg(title);
        } else { // set by hand before the translations gave a case
            line = tr("%1: %2, no cases yet").arg(title, QaHouseStyle::habitTitle(rule.habit()));
        }
        if (rule.override == QaHouseStyle::Off) {
            line += tr("; switched off");
        } else if (!rule.override.isEmpty()) {
            line += tr("; set by hand");
        }
        line += QLatin1Char('\t') + (rule.fires() ? tr("fires") : tr("does not fire"));
        m_cli.print(QStringLiteral("%1\t%2\n").arg(rule.id, line));
    }
}
