// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of the project's own: what each side and scope matches, their findings
// through QaRunner with waivers, and the rule list as stored.
#include "qa/qainput.h"
#include "qa/qarule.h"
#include "qa/qarulecheck.h"
#include "qa/qarulerepository.h"
#include "qa/qarunner.h"
#include "qa/qawaiverrepository.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QTest>

namespace {

const QString kSource = QStringLiteral("# Setup: `pip`\n\n"
                                       "Run it: now.\n\n"
                                       "```bash\npip install x: y\n```\n");
const QString kDraft = QStringLiteral("# 安装: `pip`\n\n"
                                      "运行它: 现在。\n\n"
                                      "```bash\npip install x: y\n```\n");

QaRule rule(const QString &pattern, QaRule::Side side = QaRule::Side::Draft, int scopes = QaRule::Prose | QaRule::Headings)
{
    QaRule rule;
    rule.id = QStringLiteral("colon");
    rule.pattern = pattern;
    rule.side = side;
    rule.scopes = scopes;
    return rule;
}

// "d1@2" for a match in targets[1] at offset 2, "s…" in sources.
QStringList where(const QList<QaRuleCheck::Match> &matches)
{
    QStringList list;
    for (const QaRuleCheck::Match &match : matches) {
        list.append(QStringLiteral("%1%2@%3").arg(match.source ? QLatin1Char('s') : QLatin1Char('d')).arg(match.block).arg(match.offset));
    }
    return list;
}

} // namespace

class TestQaRuleCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sideAndScope_data();
    void sideAndScope();
    void limitStopsEarly();
    void invalidRules_data();
    void invalidRules();
    void findingsThroughTheRunner();
    void waiverOutlivesAnEditedPattern();
    void severityOverridesApplyToBuiltInChecks();
    void storedInOrderAndRefusedWhole();
};

void TestQaRuleCheck::sideAndScope_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("scopes");
    QTest::addColumn<QStringList>("expected");
    using Side = QaRule::Side;
    QTest::newRow("draft prose and headings, inline code left out")
        << QStringLiteral(":") << int(Side::Draft) << int(QaRule::Prose | QaRule::Headings)
        << QStringList {QStringLiteral("d0@4"), QStringLiteral("d1@3")};
    QTest::newRow("draft prose only") << QStringLiteral(":") << int(Side::Draft) << int(QaRule::Prose)
                                      << QStringList {QStringLiteral("d1@3")};
    QTest::newRow("draft headings only") << QStringLiteral(":") << int(Side::Draft) << int(QaRule::Headings)
                                         << QStringList {QStringLiteral("d0@4")};
    QTest::newRow("code: the fenced block and inline code spans")
        << QStringLiteral("pip") << int(Side::Draft) << int(QaRule::Code) << QStringList {QStringLiteral("d0@7"), QStringLiteral("d2@8")};
    QTest::newRow("prose does not see inline code")
        << QStringLiteral("pip") << int(Side::Draft) << int(QaRule::Prose | QaRule::Headings) << QStringList();
    QTest::newRow("source side") << QStringLiteral(":") << int(Side::Source) << int(QaRule::Prose) << QStringList {QStringLiteral("s1@6")};
    QTest::newRow("both sides, source first") << QStringLiteral(":") << int(Side::Both) << int(QaRule::Prose)
                                              << QStringList {QStringLiteral("s1@6"), QStringLiteral("d1@3")};
    QTest::newRow("every scope") << QStringLiteral("x:") << int(Side::Draft) << int(QaRule::AllScopes)
                                 << QStringList {QStringLiteral("d2@20")};
    QTest::newRow("Unicode classes: a Chinese character before a half-width colon") << QStringLiteral(
        "\\p{Han}:") << int(Side::Both) << int(QaRule::AllScopes) << QStringList {QStringLiteral("d0@3"), QStringLiteral("d1@2")};
}

void TestQaRuleCheck::sideAndScope()
{
    QFETCH(QString, pattern);
    QFETCH(int, side);
    QFETCH(int, scopes);
    QFETCH(QStringList, expected);
    const QaInput input = QaInput::fromMarkdown(kSource, kDraft);
    QCOMPARE(input.targets.size(), 3);
    QCOMPARE(where(QaRuleCheck::matches(rule(pattern, QaRule::Side(side), scopes), input.sources, input.targets)), expected);
}

void TestQaRuleCheck::limitStopsEarly()
{
    const QaInput input = QaInput::fromMarkdown(kSource, kDraft);
    const QaRule any = rule(QStringLiteral("\\w"), QaRule::Side::Both, QaRule::AllScopes);
    QVERIFY(QaRuleCheck::matches(any, input.sources, input.targets).size() > 10);
    QCOMPARE(QaRuleCheck::matches(any, input.sources, input.targets, 10).size(), 10);
}

void TestQaRuleCheck::invalidRules_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<int>("scopes");
    QTest::addColumn<QString>("problem");
    QTest::newRow("valid") << QStringLiteral("no-colon.v2") << QStringLiteral(":") << int(QaRule::Prose) << QString();
    QTest::newRow("unbalanced parenthesis") << QStringLiteral("r") << QStringLiteral("(ab") << int(QaRule::Prose)
                                            << QStringLiteral("Rule “r”: The pattern is not a valid regular expression (at character 4): "
                                                              "missing closing parenthesis");
    QTest::newRow("empty pattern") << QStringLiteral("r") << QString() << int(QaRule::Prose)
                                   << QStringLiteral("Rule “r”: The pattern is empty.");
    QTest::newRow("matches empty text") << QStringLiteral("r") << QStringLiteral("a*") << int(QaRule::Prose)
                                        << QStringLiteral("Rule “r”: The pattern matches empty text: it would match everywhere.");
    QTest::newRow("no id") << QString() << QStringLiteral(":") << int(QaRule::Prose) << QStringLiteral("A rule needs an id.");
    QTest::newRow("upper case and spaces in the id")
        << QStringLiteral("No Colon") << QStringLiteral(":") << int(QaRule::Prose)
        << QStringLiteral("The rule id “No Colon” may hold only lower-case letters, digits, '-', '_' and '.'.");
    QTest::newRow("no scope") << QStringLiteral("r") << QStringLiteral(":") << 0
                              << QStringLiteral("The rule “r” checks nothing: choose prose, code or headings.");
}

void TestQaRuleCheck::invalidRules()
{
    QFETCH(QString, id);
    QFETCH(QString, pattern);
    QFETCH(int, scopes);
    QFETCH(QString, problem);
    QaRule candidate = rule(pattern, QaRule::Side::Draft, scopes);
    candidate.id = id;
    QCOMPARE(candidate.problem(), problem);
    const QaInput input = QaInput::fromMarkdown(kSource, kDraft);
    if (!QaRule::patternProblem(pattern).isEmpty() || scopes == 0) {
        QVERIFY(QaRuleCheck::matches(candidate, input.sources, input.targets).isEmpty());
    }
}

void TestQaRuleCheck::findingsThroughTheRunner()
{
    QaInput input = QaInput::fromMarkdown(kSource, kDraft);
    QaRule colon = rule(QStringLiteral("(?<=\\p{Han}):"));
    colon.severity = QaSeverity::Error;
    colon.message = QStringLiteral("Use a full-width colon.");
    QaRule off = rule(QStringLiteral("现在"));
    off.id = QStringLiteral("off");
    off.enabled = false;
    QaRule silent = rule(QStringLiteral("运行"));
    silent.id = QStringLiteral("silent");
    input.rules = {colon, off, silent};
    input.settings.disabled = {QStringLiteral("custom.silent")};
    QList<QaFinding> custom;
    for (const QaFinding &finding : QaRunner().check(input)) {
        if (QaRule::isRuleCheck(finding.check)) {
            custom.append(finding);
        }
    }
    QCOMPARE(custom.size(), 2);
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(custom.at(i).check, QStringLiteral("custom.colon"));
        QCOMPARE(custom.at(i).severity, QaSeverity::Error);
        QCOMPARE(custom.at(i).message, QStringLiteral("Use a full-width colon."));
        QCOMPARE(custom.at(i).detail, QStringLiteral(":"));
        QCOMPARE(custom.at(i).targetBlockId, input.targets.at(i).id);
        QCOMPARE(custom.at(i).sourceBlockId, input.sources.at(i).id);
    }
    QCOMPARE(custom.at(0).offset, 4);
    QCOMPARE(custom.at(1).offset, 3);
    // A rule without a message names itself; a source finding points at the source block.
    colon.message.clear();
    colon.side = QaRule::Side::Source;
    colon.pattern = QStringLiteral(": now");
    input.rules = {colon};
    const QList<QaFinding> findings = QaRunner().check(input);
    const auto source = std::find_if(findings.cbegin(), findings.cend(), [](const QaFinding &f) { return QaRule::isRuleCheck(f.check); });
    QVERIFY(source != findings.cend());
    QCOMPARE(source->message, QStringLiteral("Matches the rule “colon”."));
    QCOMPARE(source->targetBlockId, qint64(0));
    QCOMPARE(source->sourceBlockId, input.sources.at(1).id);
    QCOMPARE(source->offset, 6);
    QCOMPARE(source->key(), QStringLiteral("custom.colon|-%1|: now").arg(input.sources.at(1).id));
}

void TestQaRuleCheck::waiverOutlivesAnEditedPattern()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    PostImporter importer(project.store());
    QVERIFY2(importer.importPost(1, kSource.toUtf8(), QString(), QString(), kDraft.toUtf8()), qPrintable(importer.errorString()));
    const qint64 issue = importer.result().issueId;
    QaRuleRepository rules(project.store());
    QVERIFY2(rules.replace({rule(QStringLiteral(":"))}), qPrintable(rules.errorString()));
    QaRunner::Result result;
    QString error;
    QVERIFY2(QaRunner().run(project.store(), issue, &result, &error), qPrintable(error));
    const auto isRule = [](const QaFinding &f) { return QaRule::isRuleCheck(f.check); };
    QCOMPARE(std::count_if(result.findings.cbegin(), result.findings.cend(), isRule), 2);
    const QaFinding first = *std::find_if(result.findings.cbegin(), result.findings.cend(), isRule);
    QVERIFY(QaWaiverRepository(project.store()).waive(issue, first, QStringLiteral("A title keeps its colon."), QStringLiteral("me")));
    // Another pattern and message that still find the same colon: the waiver holds.
    QaRule edited = rule(QStringLiteral("(?<=\\p{Han}):"));
    edited.message = QStringLiteral("Full-width colon, please.");
    QVERIFY2(rules.replace({edited}), qPrintable(rules.errorString()));
    QVERIFY2(QaRunner().run(project.store(), issue, &result, &error), qPrintable(error));
    QList<QaFinding> custom;
    std::copy_if(result.findings.cbegin(), result.findings.cend(), std::back_inserter(custom), isRule);
    QCOMPARE(custom.size(), 2);
    QCOMPARE(custom.at(0).key(), first.key());
    QVERIFY(custom.at(0).waived);
    QVERIFY(!custom.at(1).waived);
    QCOMPARE(custom.at(1).message, QStringLiteral("Full-width colon, please."));
}

void TestQaRuleCheck::severityOverridesApplyToBuiltInChecks()
{
    QaInput input = QaInput::fromMarkdown(QStringLiteral("Hello.\n\nThis sentence stays in English for now.\n"),
        QStringLiteral("你好。\n\nThis sentence stays in English for now.\n"));
    const auto severityOf = [&](const QString &check) {
        for (const QaFinding &finding : QaRunner().check(input)) {
            if (finding.check == check) {
                return int(finding.severity);
            }
        }
        return -1;
    };
    QCOMPARE(severityOf(QStringLiteral("content.untranslated")), int(QaSeverity::Error));
    input.settings.severities.insert(QStringLiteral("content.untranslated"), QaSeverity::Info);
    QCOMPARE(severityOf(QStringLiteral("content.untranslated")), int(QaSeverity::Info));
}

void TestQaRuleCheck::storedInOrderAndRefusedWhole()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QaRuleRepository repository(project.store());
    QVERIFY(repository.rules().isEmpty());
    QaRule b = rule(QStringLiteral("b\u00a0\u200b"), QaRule::Side::Both, QaRule::Code);
    b.id = QStringLiteral("b");
    b.severity = QaSeverity::Info;
    b.message = QStringLiteral("\ufeffno BOM");
    b.enabled = false;
    QaRule a = rule(QStringLiteral("a"), QaRule::Side::Source, QaRule::AllScopes);
    a.id = QStringLiteral("a");
    QVERIFY2(repository.replace({b, a}), qPrintable(repository.errorString()));
    QCOMPARE(repository.rules(), (QList<QaRule> {b, a}));
    // An invalid rule or a repeated id: nothing changes.
    QaRule bad = rule(QStringLiteral("[x"));
    QVERIFY(!repository.replace({a, bad}));
    QVERIFY2(repository.errorString().startsWith(QStringLiteral("Rule “colon”: The pattern is not a valid regular expression")),
        qPrintable(repository.errorString()));
    QVERIFY(!repository.replace({a, a}));
    QCOMPARE(repository.errorString(), QStringLiteral("Two rules have the id “a”."));
    QCOMPARE(repository.rules(), (QList<QaRule> {b, a}));
    QVERIFY(repository.replace({}));
    QVERIFY(repository.rules().isEmpty());
}

QTEST_GUILESS_MAIN(TestQaRuleCheck)
#include "tst_qarulecheck.moc"
