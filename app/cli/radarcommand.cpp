// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/radarcommand.h"

#include "cli/cliapplication.h"
#include "dashboard/radarrepository.h"
#include "dashboard/radarstats.h"
#include "dashboard/technologysuggester.h"
#include "radarexporter.h"
#include "radarview.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QGraphicsView>
#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>

namespace {

// What the exported charts measure, whatever the screen.
const QSize kChartSize(1200, 720);

const QStringList kActions = {QStringLiteral("tag"), QStringLiteral("untag"), QStringLiteral("suggest"), QStringLiteral("dimensions"),
    QStringLiteral("add-dimension"), QStringLiteral("rename-dimension"), QStringLiteral("date")};

void addOptions(QCommandLineParser &parser)
{
    CliApplication::addProject(parser);
    parser.addPositionalArgument(QStringLiteral("TECH"),
        RadarCommand::tr("With --tag/--untag: the technology (name or alias); with --date: YYYY-MM-DD or none."), QStringLiteral("[TECH]"));
    parser.addOptions({{QStringLiteral("json"), RadarCommand::tr("Print JSON (with the points).")},
        {QStringLiteral("png"), RadarCommand::tr("Save the chart as a PNG image."), QStringLiteral("FILE")},
        {QStringLiteral("svg"), RadarCommand::tr("Save the chart as an SVG drawing."), QStringLiteral("FILE")},
        {QStringLiteral("chart"), RadarCommand::tr("The chart to save: timeline (default) or share."), QStringLiteral("timeline|share")},
        {QStringLiteral("tag"), RadarCommand::tr("Tag issue N with TECH."), QStringLiteral("N")},
        {QStringLiteral("untag"), RadarCommand::tr("Remove TECH from issue N."), QStringLiteral("N")},
        {QStringLiteral("dimension"), RadarCommand::tr("With --tag: the dimension of a technology not known yet."), QStringLiteral("NAME")},
        {QStringLiteral("aliases"), RadarCommand::tr("With --tag: the aliases of a new technology, separated by commas."),
            QStringLiteral("A,B")},
        {QStringLiteral("suggest"), RadarCommand::tr("List the technologies issue N's source mentions."), QStringLiteral("N")},
        {QStringLiteral("apply"), RadarCommand::tr("With --suggest: tag the issue with them.")},
        {QStringLiteral("date"), RadarCommand::tr("Set the day issue N was published (YYYY-MM-DD after the project; none clears it)."),
            QStringLiteral("N")},
        {QStringLiteral("dimensions"), RadarCommand::tr("List the dimensions and their technologies.")},
        {QStringLiteral("add-dimension"), RadarCommand::tr("Add a dimension."), QStringLiteral("NAME")},
        {QStringLiteral("rename-dimension"), RadarCommand::tr("Rename dimension OLD to NEW (the second positional argument)."),
            QStringLiteral("OLD")}});
}

} // namespace

bool RadarCommand::needsWidgets(const QStringList &arguments)
{
    if (arguments.value(1) != QLatin1String("radar")) {
        return false;
    }
    for (const QString &argument : arguments) {
        for (const char *option : {"--png", "--svg"}) {
            if (argument == QLatin1String(option) || argument.startsWith(QLatin1String(option) + QLatin1Char('='))) {
                return true;
            }
        }
    }
    return false;
}

int RadarCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    addOptions(parser);
    // TECH or NEW follows the project for these actions.
    int positionals = 1;
    for (const QString &argument : arguments) {
        for (const char *option : {"--tag", "--untag", "--rename-dimension", "--date"}) {
            positionals =
                argument == QLatin1String(option) || argument.startsWith(QLatin1String(option) + QLatin1Char('=')) ? 2 : positionals;
        }
    }
    if (const auto exit = m_cli.parse(parser, arguments, positionals)) {
        return *exit;
    }
    QStringList actions;
    for (const QString &action : kActions) {
        if (parser.isSet(action)) {
            actions.append(QStringLiteral("--") + action);
        }
    }
    if (actions.size() > 1) {
        return m_cli.fail(tr("%1 cannot be combined").arg(actions.join(QStringLiteral(", "))), 2);
    }
    const QString path = parser.positionalArguments().constFirst();
    ProjectStore store;
    const bool writes = !actions.isEmpty() && actions.constFirst() != QLatin1String("--dimensions")
        && !(actions.constFirst() == QLatin1String("--suggest") && !parser.isSet(QStringLiteral("apply")));
    if (writes ? !m_cli.openProjectForWriting(path, store) : !m_cli.openProject(path, store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    const QString action = actions.value(0);
    // The actions on issue N find it first.
    using IssueAction = int (RadarCommand::*)(const QCommandLineParser &parser, ProjectStore &store, qint64 issue);
    const QHash<QString, IssueAction> onIssue {{QStringLiteral("--tag"), &RadarCommand::tag},
        {QStringLiteral("--untag"), &RadarCommand::untag}, {QStringLiteral("--suggest"), &RadarCommand::suggest},
        {QStringLiteral("--date"), &RadarCommand::setDate}};
    if (const IssueAction onIssueAction = onIssue.value(action)) {
        int code = 1;
        const qint64 issue = issueId(store, parser.value(action.mid(2)), &code);
        return issue == 0 ? code : (this->*onIssueAction)(parser, store, issue);
    }
    if (action == QLatin1String("--dimensions")) {
        return listDimensions(store);
    }
    if (action == QLatin1String("--add-dimension")) {
        return addDimension(parser, store);
    }
    if (action == QLatin1String("--rename-dimension")) {
        return renameDimension(parser, store);
    }
    return show(parser, store);
}

int RadarCommand::show(const QCommandLineParser &parser, ProjectStore &store)
{
    QString error;
    const RadarData data = RadarStats::compute(store, &error);
    if (!error.isEmpty()) {
        return m_cli.fail(error);
    }
    if (parser.isSet(QStringLiteral("png")) || parser.isSet(QStringLiteral("svg"))) {
        if (const int code = exportCharts(parser, data)) {
            return code;
        }
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.write(QJsonDocument(data.toJson(true)).toJson(QJsonDocument::Indented));
    } else {
        printShares(data);
    }
    return 0;
}

int RadarCommand::exportCharts(const QCommandLineParser &parser, const RadarData &data)
{
    const QString chart = parser.value(QStringLiteral("chart"));
    if (!chart.isEmpty() && chart != QLatin1String("timeline") && chart != QLatin1String("share")) {
        return m_cli.fail(tr("--chart is timeline or share, not '%1'").arg(chart), 2);
    }
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        return m_cli.fail(tr("charts can only be drawn by yiqiao-cli itself"));
    }
    // Shown, though never on screen: a widget that was never shown gets no resize
    // event, and a chart view lays out its chart (plot area, axes, point labels) in
    // that event; unshown, the chart stays at its first size in a corner of the image.
    RadarView view;
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.setData(data);
    const RadarView::Chart which = chart == QLatin1String("share") ? RadarView::Share : RadarView::Timeline;
    view.setCurrentChart(which);
    view.show();
    QWidget *widget = view.chartView(which);
    // The chart view's size is its layout's: the window grows by what it lacks.
    for (int tries = 0; tries < 3 && widget->size() != kChartSize; ++tries) {
        view.resize(view.size() + kChartSize - widget->size());
        QCoreApplication::sendPostedEvents();
    }
    for (const QString &format : {QStringLiteral("png"), QStringLiteral("svg")}) {
        QString file = parser.value(format);
        if (file.isEmpty()) {
            continue;
        }
        if (RadarExporter::isSvg(file) != (format == QLatin1String("svg"))) {
            return m_cli.fail(tr("--%1 needs a file name ending in .%1: %2").arg(format, file), 2);
        }
        QString error;
        if (!RadarExporter::save(widget, file, &error)) {
            return m_cli.fail(error);
        }
    }
    return 0;
}

void RadarCommand::printShares(const RadarData &data)
{
    QString out;
    QStringList header {tr("Quarter")};
    for (const RadarDimension &dimension : data.dimensions) {
        header.append(dimension.name);
    }
    header.append(tr("Tags"));
    out += header.join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (const RadarQuarter &quarter : data.quarters) {
        QStringList row {quarter.label};
        for (int i = 0; i < data.dimensions.size(); ++i) {
            row.append(QStringLiteral("%1%").arg(QString::number(quarter.share(i), 'f', 1)));
        }
        row.append(QString::number(quarter.total));
        out += row.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    if (data.quarters.isEmpty()) {
        out += tr("No issue is tagged with a technology yet.") + QLatin1Char('\n');
    }
    m_cli.print(out);
}

qint64 RadarCommand::issueId(ProjectStore &store, const QString &number, int *code)
{
    bool ok = false;
    const int value = number.toInt(&ok);
    if (!ok || value <= 0) {
        *code = m_cli.fail(tr("an issue number is a positive number, not '%1'").arg(number), 2);
        return 0;
    }
    IssueRepository issues(store);
    const auto issue = issues.issue(value);
    if (!issue) {
        *code = m_cli.fail(issues.errorString().isEmpty() ? tr("no issue %1 in the project").arg(value) : issues.errorString());
        return 0;
    }
    return issue->id;
}

int RadarCommand::tag(const QCommandLineParser &parser, ProjectStore &store, qint64 issue)
{
    const QString name = parser.positionalArguments().value(1);
    if (name.trimmed().isEmpty()) {
        return m_cli.fail(tr("--tag N needs the technology after the project"), 2);
    }
    RadarRepository radar(store);
    qint64 technology = 0;
    if (const auto known = radar.technology(name)) {
        technology = known->id;
    } else if (!parser.isSet(QStringLiteral("dimension"))) {
        return m_cli.fail(tr("unknown technology '%1': give --dimension NAME to add it").arg(name));
    } else if (const auto dimension = radar.dimension(parser.value(QStringLiteral("dimension")))) {
        technology =
            radar.addTechnology(dimension->id, name, parser.value(QStringLiteral("aliases")).split(QLatin1Char(','), Qt::SkipEmptyParts));
    } else {
        return m_cli.fail(tr("no dimension '%1'; --dimensions lists them").arg(parser.value(QStringLiteral("dimension"))));
    }
    if (technology == 0 || !radar.tag(issue, technology)) {
        return m_cli.fail(radar.errorString());
    }
    return 0;
}

int RadarCommand::untag(const QCommandLineParser &parser, ProjectStore &store, qint64 issue)
{
    RadarRepository radar(store);
    const auto technology = radar.technology(parser.positionalArguments().value(1));
    if (!technology) {
        return m_cli.fail(tr("unknown technology '%1'").arg(parser.positionalArguments().value(1)));
    }
    if (!radar.issueTechnologies(issue).contains(technology->id)) {
        return m_cli.fail(tr("issue %1 is not tagged with %2").arg(parser.value(QStringLiteral("untag")), technology->name));
    }
    return radar.untag(issue, technology->id) ? 0 : m_cli.fail(radar.errorString());
}

int RadarCommand::suggest(const QCommandLineParser &parser, ProjectStore &store, qint64 issue)
{
    RadarRepository radar(store);
    const QList<Technology> technologies = radar.technologies();
    const QList<qint64> found = TechnologySuggester(technologies).suggest(radar.sourceText(issue));
    const QList<qint64> tagged = radar.issueTechnologies(issue);
    QString out;
    for (const Technology &technology : technologies) {
        if (found.contains(technology.id)) {
            out += technology.name + (tagged.contains(technology.id) ? tr(" (tagged)") : QString()) + QLatin1Char('\n');
        }
    }
    m_cli.print(out);
    const QString number = parser.value(QStringLiteral("suggest"));
    if (found.isEmpty()) {
        // Said on stderr: stdout is the list, empty here.
        m_cli.printError(tr("issue %1's source mentions none of the project's %2 technologies (--dimensions lists them, --tag adds one)\n")
                             .arg(number)
                             .arg(technologies.size()));
    }
    if (!parser.isSet(QStringLiteral("apply"))) {
        return 0;
    }
    QList<qint64> all = tagged;
    for (qint64 id : found) {
        if (!all.contains(id)) {
            all.append(id);
        }
    }
    if (!radar.setIssueTechnologies(issue, all)) {
        return m_cli.fail(radar.errorString());
    }
    m_cli.print(tr("issue %1 is tagged with %2 technologies\n").arg(number).arg(all.size()));
    return 0;
}

int RadarCommand::setDate(const QCommandLineParser &parser, ProjectStore &store, qint64 issue)
{
    const QString text = parser.positionalArguments().value(1).trimmed();
    const bool clear = text == QLatin1String("none");
    // Only the form YYYY-MM-DD is taken (no time, no other separators).
    static const QRegularExpression form(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const QDate date = form.match(text).hasMatch() ? QDate::fromString(text, Qt::ISODate) : QDate();
    if (!clear && !date.isValid()) {
        return m_cli.fail(tr("--date N needs a day YYYY-MM-DD (or none) after the project, not '%1'").arg(text), 2);
    }
    IssueRepository issues(store);
    if (!issues.savePublishedOn(issue, date)) {
        return m_cli.fail(issues.errorString());
    }
    const QString number = parser.value(QStringLiteral("date"));
    m_cli.print(clear ? tr("issue %1 has no publication day: the radar places it on the day it was created\n").arg(number)
                      : tr("issue %1 was published on %2\n").arg(number, date.toString(Qt::ISODate)));
    return 0;
}

int RadarCommand::listDimensions(ProjectStore &store)
{
    RadarRepository radar(store);
    const QList<Technology> technologies = radar.technologies();
    QString out;
    for (const RadarDimension &dimension : radar.dimensions()) {
        QStringList names;
        for (const Technology &technology : technologies) {
            if (technology.dimensionId == dimension.id) {
                names.append(technology.name);
            }
        }
        out += QStringLiteral("%1\t%2\t%3\n").arg(dimension.name, dimension.color, names.join(QStringLiteral(", ")));
    }
    m_cli.print(out);
    return radar.errorString().isEmpty() ? 0 : m_cli.fail(radar.errorString());
}

int RadarCommand::addDimension(const QCommandLineParser &parser, ProjectStore &store)
{
    RadarRepository radar(store);
    return radar.addDimension(parser.value(QStringLiteral("add-dimension"))) != 0 ? 0 : m_cli.fail(radar.errorString());
}

int RadarCommand::renameDimension(const QCommandLineParser &parser, ProjectStore &store)
{
    RadarRepository radar(store);
    const QString old = parser.value(QStringLiteral("rename-dimension"));
    const auto dimension = radar.dimension(old);
    if (!dimension) {
        return m_cli.fail(tr("no dimension '%1'; --dimensions lists them").arg(old));
    }
    if (parser.positionalArguments().size() < 2) {
        return m_cli.fail(tr("--rename-dimension OLD needs the new name after the project"), 2);
    }
    return radar.renameDimension(dimension->id, parser.positionalArguments().at(1)) ? 0 : m_cli.fail(radar.errorString());
}
