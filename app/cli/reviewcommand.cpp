// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/reviewcommand.h"

#include "checklist/checklistevaluator.h"
#include "checklist/checklistrepository.h"
#include "cli/cliapplication.h"
#include "cli/clileaserule.h"
#include "draft/blockstatus.h"
#include "qa/qarunner.h"
#include "review/commentrepository.h"
#include "review/feedbackrepository.h"
#include "review/reviewaction.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

QJsonObject perStatus(const QHash<QString, int> &counts)
{
    QJsonObject object;
    for (const QString &status : BlockStatus::all()) {
        object.insert(status, counts.value(status));
    }
    return object;
}

} // namespace

int ReviewCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    addJson(parser);
    parser.addOption({QStringLiteral("set"), tr("Move blocks on: confirm, review, approve, reject or reopen."), QStringLiteral("ACTION")});
    parser.addOption({QStringLiteral("blocks"), tr("The draft block ids for --set, comma-separated."), QStringLiteral("ID,ID")});
    parser.addOption({QStringLiteral("check"), tr("Check a manual checklist item."), QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("uncheck"), tr("Uncheck a manual checklist item."), QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("reviewer"), tr("Who does it."), QStringLiteral("NAME")});
    parser.addOption(
        {QStringLiteral("note"), tr("Why (a rejection needs it), a note on the checked item, or what a fix did."), QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("confirm-fix"), tr("Confirm the fix of a reader's report, as the senior reviewer --reviewer."),
        QStringLiteral("REPORT")});
    parser.addOption({QStringLiteral("mark-fixed"), tr("Mark a reader's report fixed (what was done: --note)."), QStringLiteral("REPORT")});
    parser.addOption({QStringLiteral("by"), tr("Who fixed the report (default: the system's user name)."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("senior-reviewers"),
        tr("Set who may confirm fixes: names separated by commas (an empty list clears it)."), QStringLiteral("NAMES")});
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    if (parser.isSet(QStringLiteral("confirm-fix"))) {
        return runConfirmFix(parser);
    }
    if (parser.isSet(QStringLiteral("mark-fixed"))) {
        return runMarkFixed(parser);
    }
    if (parser.isSet(QStringLiteral("senior-reviewers"))) {
        return runSeniorReviewers(parser);
    }
    if (parser.isSet(QStringLiteral("set"))) {
        return runSet(parser);
    }
    if (parser.isSet(QStringLiteral("check")) || parser.isSet(QStringLiteral("uncheck"))) {
        return runCheck(parser);
    }
    return show(parser);
}

int ReviewCommand::runSet(const QCommandLineParser &parser)
{
    const auto action = ReviewActions::fromString(parser.value(QStringLiteral("set")));
    if (!action) {
        return m_cli.fail(
            tr("unknown --set '%1'; use confirm, review, approve, reject or reopen").arg(parser.value(QStringLiteral("set"))), 2);
    }
    QList<qint64> ids;
    for (const QString &part : parser.value(QStringLiteral("blocks")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        ids.append(part.trimmed().toLongLong(&ok));
        if (!ok) {
            return m_cli.fail(tr("--blocks takes draft block ids separated by commas, not '%1'").arg(part), 2);
        }
    }
    if (ids.isEmpty()) {
        return m_cli.fail(tr("--set needs --blocks"), 2);
    }
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    if (!CliLeaseRule(m_cli).mayWrite(store, issue.id)) {
        return 1;
    }
    QSet<qint64> ofIssue;
    for (const BlockRecord &block : IssueRepository(store).targetBlocks(issue.id)) {
        ofIssue.insert(block.id);
    }
    for (qint64 id : std::as_const(ids)) {
        if (!ofIssue.contains(id)) {
            return m_cli.fail(tr("issue %1 has no draft block %2 (yiqiao-cli blocks lists them)").arg(issue.number).arg(id));
        }
    }
    ReviewRepository reviews(store);
    if (!reviews.apply(ids, *action, parser.value(QStringLiteral("reviewer")), parser.value(QStringLiteral("note")))) {
        return m_cli.fail(reviews.errorString());
    }
    return 0;
}

int ReviewCommand::runCheck(const QCommandLineParser &parser)
{
    const bool check = parser.isSet(QStringLiteral("check"));
    const QString key = parser.value(check ? QStringLiteral("check") : QStringLiteral("uncheck"));
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    ChecklistRepository checklist(store);
    if (!checklist.setChecked(issue.id, key, check, parser.value(QStringLiteral("reviewer")), parser.value(QStringLiteral("note")))) {
        return m_cli.fail(checklist.errorString());
    }
    return 0;
}

// The same model operation as the Review pane's Confirm Fix.
int ReviewCommand::runConfirmFix(const QCommandLineParser &parser)
{
    ProjectStore store;
    qint64 reportId = 0;
    if (const auto exit = openReport(parser, QStringLiteral("confirm-fix"), store, &reportId)) {
        return *exit;
    }
    FeedbackRepository feedback(store);
    if (!feedback.confirmFix(reportId, parser.value(QStringLiteral("reviewer")))) {
        return m_cli.fail(feedback.errorString());
    }
    return 0;
}

// The same model operation as the Review pane's Mark Fixed….
int ReviewCommand::runMarkFixed(const QCommandLineParser &parser)
{
    ProjectStore store;
    qint64 reportId = 0;
    if (const auto exit = openReport(parser, QStringLiteral("mark-fixed"), store, &reportId)) {
        return *exit;
    }
    const QString by = parser.value(QStringLiteral("by"));
    FeedbackRepository feedback(store);
    if (!feedback.setStatus(reportId, FeedbackReport::Status::Fixed, parser.value(QStringLiteral("note")),
            by.isEmpty() ? CliApplication::systemUser() : by)) {
        return m_cli.fail(feedback.errorString());
    }
    return 0;
}

// Opens the issue for writing and reads the report id the option names: a report of
// the issue, or the exit code.
std::optional<int> ReviewCommand::openReport(const QCommandLineParser &parser, const QString &option, ProjectStore &store, qint64 *reportId)
{
    bool ok = false;
    *reportId = parser.value(option).toLongLong(&ok);
    if (!ok) {
        return m_cli.fail(tr("--%1 takes a report id (review --json lists them), not '%2'").arg(option, parser.value(option)), 2);
    }
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return exit;
    }
    const QList<FeedbackReport> reports = FeedbackRepository(store).reports(issue.id);
    const qint64 id = *reportId;
    if (std::none_of(reports.cbegin(), reports.cend(), [id](const FeedbackReport &r) { return r.id == id; })) {
        return m_cli.fail(tr("issue %1 has no feedback report %2").arg(issue.number).arg(id));
    }
    return std::nullopt;
}

int ReviewCommand::runSeniorReviewers(const QCommandLineParser &parser)
{
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return *exit;
    }
    ReviewSettings settings = ReviewSettings::load(store);
    static const QRegularExpression separators(QStringLiteral("[,，、\\n]"));
    settings.seniorReviewers = ReviewSettings::cleanNames(parser.value(QStringLiteral("senior-reviewers")).split(separators));
    if (!settings.save(store)) {
        return m_cli.fail(tr("The review settings could not be saved: %1").arg(store.errorString()));
    }
    return 0;
}

QJsonArray ReviewCommand::feedbackJson(const QList<FeedbackReport> &reports)
{
    QJsonArray array;
    for (const FeedbackReport &report : reports) {
        array.append(QJsonObject {{QStringLiteral("id"), report.id}, {QStringLiteral("type"), FeedbackReport::toString(report.type)},
            {QStringLiteral("status"), FeedbackReport::toString(report.status)}, {QStringLiteral("statusText"), report.statusText()},
            {QStringLiteral("reporter"), report.reporter}, {QStringLiteral("body"), report.body},
            {QStringLiteral("fixedBy"), report.fixedBy}, {QStringLiteral("confirmedBy"), QJsonArray::fromStringList(report.confirmedBy)},
            {QStringLiteral("awaitingConfirmation"), report.awaitsConfirmation()}, {QStringLiteral("screenshots"), report.screenshots}});
    }
    return array;
}

int ReviewCommand::show(const QCommandLineParser &parser)
{
    ProjectStore store;
    Issue issue;
    if (const auto exit = m_cli.openIssue(parser, store, &issue)) {
        return *exit;
    }
    ChecklistEvaluator checklist(store);
    if (!checklist.evaluate(issue.id)) {
        return m_cli.fail(checklist.errorString());
    }
    QString error;
    const QJsonObject result = state(store, issue, checklist, &error);
    if (!error.isEmpty()) {
        return m_cli.fail(error);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(result);
    } else {
        printText(result);
    }
    return 0;
}

QJsonObject ReviewCommand::state(ProjectStore &store, const Issue &issue, const ChecklistEvaluator &checklist, QString *error) const
{
    ReviewRepository reviews(store);
    const ReviewRepository::Summary summary = reviews.summary(issue.id);
    CommentRepository comments(store);
    int openThreads = 0;
    for (int count : comments.openThreadCounts(issue.id)) {
        openThreads += count;
    }
    FeedbackRepository feedback(store);
    const int openFeedback = feedback.openCount(issue.id);
    const QList<FeedbackReport> reports = feedback.reports(issue.id);
    const ReviewSettings settings = ReviewSettings::load(store);
    for (const QString &problem : {reviews.errorString(), comments.errorString(), feedback.errorString()}) {
        if (!problem.isEmpty()) {
            *error = problem;
        }
    }
    QJsonArray items;
    for (const ChecklistItemState &state : checklist.states()) {
        items.append(QJsonObject {{QStringLiteral("key"), state.item.key}, {QStringLiteral("title"), state.item.title},
            {QStringLiteral("computed"), state.item.kind == ChecklistItem::Kind::Computed}, {QStringLiteral("done"), state.done},
            {QStringLiteral("explanation"), state.explanation}, {QStringLiteral("checkedBy"), state.checkedBy},
            {QStringLiteral("checkedAt"), state.checkedAt}});
    }
    const ChecklistFacts &facts = checklist.facts();
    return QJsonObject {{QStringLiteral("issue"), issue.number}, {QStringLiteral("title"), issue.title},
        {QStringLiteral("blocks"), perStatus(summary.blocks)}, {QStringLiteral("characters"), perStatus(summary.characters)},
        {QStringLiteral("rejected"), summary.rejected}, {QStringLiteral("reviewers"), QJsonArray::fromStringList(summary.reviewers)},
        {QStringLiteral("twoReviewers"), settings.twoReviewers}, {QStringLiteral("openComments"), openThreads},
        {QStringLiteral("openFeedback"), openFeedback},
        {QStringLiteral("feedbackAwaitingConfirmation"),
            int(std::count_if(reports.cbegin(), reports.cend(), [](const FeedbackReport &r) { return r.awaitsConfirmation(); }))},
        {QStringLiteral("seniorReviewers"), QJsonArray::fromStringList(settings.seniorReviewers)},
        {QStringLiteral("feedback"), feedbackJson(reports)}, {QStringLiteral("qaErrors"), facts.qaErrors},
        {QStringLiteral("checklist"),
            QJsonObject {{QStringLiteral("template"), checklist.checklist().name}, {QStringLiteral("items"), items},
                {QStringLiteral("open"), QJsonArray::fromStringList(checklist.openItemKeys())}}},
        {QStringLiteral("mayShip"), checklist.isComplete()}};
}

void ReviewCommand::printText(const QJsonObject &state)
{
    const QJsonObject blocks = state.value(QStringLiteral("blocks")).toObject();
    QStringList counts;
    int total = 0;
    for (const QString &status : BlockStatus::all()) {
        const int count = blocks.value(status).toInt();
        total += count;
        if (count > 0) {
            counts.append(QStringLiteral("%1 %2").arg(count).arg(BlockStatus::displayName(status).toLower()));
        }
    }
    m_cli.print(
        tr("issue %1: %2\n").arg(state.value(QStringLiteral("issue")).toInt()).arg(state.value(QStringLiteral("title")).toString()));
    m_cli.print(tr("blocks: %1 (%2); %3 rejected\n")
                    .arg(total)
                    .arg(counts.join(QStringLiteral(", ")))
                    .arg(state.value(QStringLiteral("rejected")).toInt()));
    QStringList reviewers;
    for (const QJsonValue &name : state.value(QStringLiteral("reviewers")).toArray()) {
        reviewers.append(name.toString());
    }
    m_cli.print(tr("reviewers: %1%2\n")
                    .arg(reviewers.isEmpty() ? tr("none") : reviewers.join(QStringLiteral(", ")))
                    .arg(state.value(QStringLiteral("twoReviewers")).toBool() ? tr(" (approval needs a second reviewer)") : QString()));
    QStringList seniors;
    for (const QJsonValue &name : state.value(QStringLiteral("seniorReviewers")).toArray()) {
        seniors.append(name.toString());
    }
    m_cli.print(tr("senior reviewers (two confirm each fix to a reader's report): %1\n")
                    .arg(seniors.isEmpty() ? tr("none") : seniors.join(QStringLiteral(", "))));
    m_cli.print(tr("open comment threads: %1; open reader feedback: %2; QA errors: %3\n")
                    .arg(state.value(QStringLiteral("openComments")).toInt())
                    .arg(state.value(QStringLiteral("openFeedback")).toInt())
                    .arg(state.value(QStringLiteral("qaErrors")).toInt()));
    for (const QJsonValue &value : state.value(QStringLiteral("feedback")).toArray()) {
        const QJsonObject report = value.toObject();
        m_cli.print(QStringLiteral("  #%1 %2\t%3\n")
                        .arg(report.value(QStringLiteral("id")).toVariant().toLongLong())
                        .arg(report.value(QStringLiteral("statusText")).toString(),
                            CliApplication::oneLine(report.value(QStringLiteral("body")).toString())));
    }
    const QJsonObject checklist = state.value(QStringLiteral("checklist")).toObject();
    m_cli.print(tr("checklist %1:\n").arg(checklist.value(QStringLiteral("template")).toString()));
    for (const QJsonValue &value : checklist.value(QStringLiteral("items")).toArray()) {
        const QJsonObject item = value.toObject();
        m_cli.print(QStringLiteral("  [%1] %2\t%3\t%4\n")
                        .arg(item.value(QStringLiteral("done")).toBool() ? QLatin1Char('x') : QLatin1Char(' '))
                        .arg(item.value(QStringLiteral("key")).toString(), item.value(QStringLiteral("title")).toString(),
                            CliApplication::oneLine(item.value(QStringLiteral("explanation")).toString())));
    }
    const int open = int(checklist.value(QStringLiteral("open")).toArray().size());
    m_cli.print(open == 0 ? tr("may ship: every item is done\n") : tr("%n item(s) block shipping\n", nullptr, open));
}
