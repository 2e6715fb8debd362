// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/qacommand.h"

#include "cli/cliapplication.h"
#include "qa/qahousestyle.h"
#include "qa/qainput.h"
#include "qa/qawaiverrepository.h"
#include "store/issue.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace {

QJsonObject toJson(const QaFinding &finding)
{
    QJsonObject object {{QStringLiteral("check"), finding.check}, {QStringLiteral("severity"), QaSeverities::toString(finding.severity)},
        {QStringLiteral("message"), finding.message}, {QStringLiteral("detail"), finding.detail}, {QStringLiteral("key"), finding.key()},
        {QStringLiteral("targetBlock"), finding.targetBlockId}, {QStringLiteral("sourceBlock"), finding.sourceBlockId},
        {QStringLiteral("offset"), finding.offset}, {QStringLiteral("length"), finding.length}, {QStringLiteral("waived"), finding.waived}};
    if (finding.waived) {
        object.insert(QStringLiteral("waiverReason"), finding.waiverReason);
    }
    return object;
}

QString letter(QaSeverity severity)
{
    switch (severity) {
    case QaSeverity::Error:
        return QStringLiteral("E");
    case QaSeverity::Warning:
        return QStringLiteral("W");
    case QaSeverity::Info:
        return QStringLiteral("I");
    }
    return QString();
}

} // namespace

int QaCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    addJson(parser);
    parser.addOption({QStringLiteral("all"), tr("List waived findings too.")});
    parser.addOption({QStringLiteral("style"),
        tr("Check typography with a preset (d2l or huggingface) or the project's learned style (learned) instead of the project's "
           "settings."),
        QStringLiteral("STYLE")});
    parser.addOption({QStringLiteral("waive"), tr("Waive the finding with this key."), QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("unwaive"), tr("Remove the waiver of the finding with this key."), QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("why"), tr("Why the waived finding may stay."), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("author"), tr("Who waives it."), QStringLiteral("NAME")});
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    if (parser.isSet(QStringLiteral("waive")) || parser.isSet(QStringLiteral("unwaive"))) {
        return runWaiver(parser);
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssue(parser, store, &issue)) {
        return *exit;
    }
    QaInput input;
    QString error;
    if (!QaRunner::collect(store, issue.id, &input, &error)) {
        return m_cli.fail(error);
    }
    if (const auto exit = applyStyle(parser, store, &input.settings)) {
        return *exit;
    }
    QaRunner::Result result;
    result.findings = QaRunner().check(input);
    QaWaiverRepository waivers(store);
    const QHash<QString, QaWaiver> stored = waivers.waivers(issue.id);
    if (!waivers.errorString().isEmpty()) {
        return m_cli.fail(waivers.errorString());
    }
    QaWaiverRepository::apply(result.findings, stored);
    const bool all = parser.isSet(QStringLiteral("all"));
    if (parser.isSet(QStringLiteral("json"))) {
        printJson(result, input.rules, issue.number, all);
    } else {
        printText(result, all);
    }
    return result.hasErrors() ? 1 : 0;
}

std::optional<int> QaCommand::applyStyle(const QCommandLineParser &parser, const ProjectStore &store, QaSettings *settings)
{
    if (!parser.isSet(QStringLiteral("style"))) {
        return std::nullopt;
    }
    const QString name = parser.value(QStringLiteral("style"));
    const QSet<QString> disabled = settings->disabled;
    const QHash<QString, QaSeverity> severities = settings->severities;
    if (name == QLatin1String("learned")) {
        const QaHouseStyle house = QaHouseStyle::load(store);
        if (!house.hasCounts()) {
            return m_cli.fail(tr("the project has no learned style; learn one first with: yiqiao-cli style learn PROJECT [PATH ...]"));
        }
        *settings = QaSettings();
        house.applyTo(settings);
        settings->disabled = disabled;
        settings->severities = severities;
        return std::nullopt;
    }
    const auto preset = QaSettings::preset(name);
    if (!preset) {
        return m_cli.fail(
            tr("unknown --style '%1'; use %2").arg(name, (QaSettings::presets() << QStringLiteral("learned")).join(QStringLiteral(", "))),
            2);
    }
    *settings = *preset;
    settings->disabled = disabled;
    settings->severities = severities;
    return std::nullopt;
}

int QaCommand::runWaiver(const QCommandLineParser &parser)
{
    const bool waive = parser.isSet(QStringLiteral("waive"));
    if (waive && parser.value(QStringLiteral("why")).trimmed().isEmpty()) {
        return m_cli.fail(tr("--why needs a reason: say why the finding may stay"), 2);
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    QaWaiverRepository waivers(store);
    if (!waive) {
        return waivers.unwaive(issue.id, parser.value(QStringLiteral("unwaive"))) ? 0 : m_cli.fail(waivers.errorString());
    }
    QaRunner::Result result;
    QString error;
    if (!QaRunner().run(store, issue.id, &result, &error)) {
        return m_cli.fail(error);
    }
    const QString key = parser.value(QStringLiteral("waive"));
    for (const QaFinding &finding : std::as_const(result.findings)) {
        if (finding.key() == key) {
            return waivers.waive(issue.id, finding, parser.value(QStringLiteral("why")), parser.value(QStringLiteral("author")))
                ? 0
                : m_cli.fail(waivers.errorString());
        }
    }
    return m_cli.fail(tr("no finding of issue %1 has the key '%2' (yiqiao-cli qa --json lists the keys)").arg(issue.number).arg(key));
}

// One line a finding: severity letter, check id, where, message; then the counts.
void QaCommand::printText(const QaRunner::Result &result, bool all)
{
    for (const QaFinding &finding : result.findings) {
        if (finding.waived && !all) {
            continue;
        }
        const QString where = finding.targetBlockId
            ? tr("draft %1").arg(finding.targetBlockId) + (finding.offset >= 0 ? QStringLiteral("@%1").arg(finding.offset) : QString())
            : tr("source %1").arg(finding.sourceBlockId);
        QString line =
            QStringLiteral("%1 %2\t%3\t%4").arg(letter(finding.severity), finding.check, where, CliApplication::oneLine(finding.message));
        if (finding.waived) {
            line += QLatin1Char('\t') + tr("(waived: %1)").arg(CliApplication::oneLine(finding.waiverReason));
        }
        // What --waive takes, quoted for the shell (a key holds '|').
        line += QLatin1Char('\t')
            + tr("key '%1'").arg(CliApplication::oneLine(finding.key()).replace(QLatin1Char('\''), QLatin1String("'\\''")));
        m_cli.print(line + QLatin1Char('\n'));
    }
    m_cli.print(tr("%1 error(s), %2 warning(s), %3 hint(s); %4 waived\n")
                    .arg(result.count(QaSeverity::Error))
                    .arg(result.count(QaSeverity::Warning))
                    .arg(result.count(QaSeverity::Info))
                    .arg(result.waivedCount()));
}

void QaCommand::printJson(const QaRunner::Result &result, const QList<QaRule> &rules, int issueNumber, bool all)
{
    QJsonArray findings;
    for (const QaFinding &finding : result.findings) {
        if (!finding.waived || all) {
            findings.append(toJson(finding));
        }
    }
    const QJsonObject counts {{QStringLiteral("error"), result.count(QaSeverity::Error)},
        {QStringLiteral("warning"), result.count(QaSeverity::Warning)}, {QStringLiteral("info"), result.count(QaSeverity::Info)},
        {QStringLiteral("waived"), result.waivedCount()}};
    QJsonArray ruleArray;
    for (const QaRule &rule : rules) {
        ruleArray.append(rule.toJson());
    }
    const QJsonObject root {{QStringLiteral("issue"), issueNumber}, {QStringLiteral("counts"), counts},
        {QStringLiteral("findings"), findings}, {QStringLiteral("passed"), !result.hasErrors()}, {QStringLiteral("rules"), ruleArray}};
    m_cli.writeJson(root);
}
