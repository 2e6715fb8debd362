// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qainput.h"
#include "qa/qatermcheck.h"

#include <QTest>

Q_DECLARE_METATYPE(TermFinding::Kind)
Q_DECLARE_METATYPE(TermFinding)

// The termbase's findings become QA findings: the id by kind, the offsets of a link's
// joined draft given back to the block they fall in, the term as the detail.
class TestQaTermCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kinds_data();
    void kinds();
    void offsetInTheSecondBlockOfALink();
    void untranslatedBlockHasNoTermFindings_data();
    void untranslatedBlockHasNoTermFindings();
    void forbiddenRenderingIsOneFinding_data();
    void forbiddenRenderingIsOneFinding();
};

namespace {

// One source block translated by two draft blocks (a link of one to two).
QaInput splitLink()
{
    QaInput input;
    BlockRecord source;
    source.id = 1;
    source.text = QStringLiteral("The kernel runs on the GPU. Each kernel is launched by the host.");
    source.aligned = {10, 11};
    BlockRecord first;
    first.id = 10;
    first.text = QStringLiteral("核函数在 GPU 上运行。");
    first.origin = QStringLiteral("translation");
    first.aligned = {1};
    BlockRecord second = first;
    second.id = 11;
    second.text = QStringLiteral("每个内核由主机启动。");
    input.sources = {source};
    input.targets = {first, second};
    input.termSources = QStringList {QStringLiteral("kernel")};
    input.buildUnits();
    return input;
}

// Two paragraphs, each translated by one draft block; two terms.
QaInput twoUnits()
{
    QaInput input;
    for (int i = 0; i < 2; ++i) {
        BlockRecord source;
        source.id = i + 1;
        source.text = QStringLiteral("The kernel runs on the GPU, launched by the host.");
        source.aligned = {i + 10};
        BlockRecord target;
        target.id = i + 10;
        target.text = QStringLiteral("该专名在 GPU 上运行，由主机启动。");
        target.origin = QStringLiteral("translation");
        target.status = QStringLiteral("translated");
        target.aligned = {i + 1};
        input.sources.append(source);
        input.targets.append(target);
    }
    input.termSources = QStringList {QStringLiteral("kernel"), QStringLiteral("host")};
    input.buildUnits();
    return input;
}

TermFinding termFinding(TermFinding::Kind kind, int term, int block)
{
    TermFinding finding;
    finding.kind = kind;
    finding.term = term;
    finding.sourceBlock = block;
    finding.draftBlock = block;
    if (kind == TermFinding::Kind::Forbidden) {
        finding.draftStart = 0;
        finding.draftEnd = 3;
    }
    finding.message = QStringLiteral("message");
    return finding;
}

} // namespace

void TestQaTermCheck::kinds_data()
{
    QTest::addColumn<TermFinding::Kind>("kind");
    QTest::addColumn<QString>("check");
    QTest::newRow("forbidden rendering") << TermFinding::Kind::Forbidden << QStringLiteral("term.forbidden");
    QTest::newRow("no rendering") << TermFinding::Kind::Missing << QStringLiteral("term.missing");
    QTest::newRow("keep-in-English term translated") << TermFinding::Kind::KeepEnglishTranslated << QStringLiteral("term.missing");
    QTest::newRow("another context's rendering") << TermFinding::Kind::WrongChoice << QStringLiteral("term.context");
    QTest::newRow("first use without its form") << TermFinding::Kind::FirstUseMissing << QStringLiteral("term.first-use");
}

void TestQaTermCheck::kinds()
{
    QFETCH(TermFinding::Kind, kind);
    QFETCH(QString, check);
    QaInput input = splitLink();
    TermFinding finding;
    finding.kind = kind;
    finding.term = 0;
    finding.sourceBlock = 0;
    finding.draftBlock = 0;
    finding.message = QStringLiteral("message");
    input.termFindings = {finding};
    QList<QaFinding> findings;
    QaTermCheck().run(input, &findings);
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.constFirst().check, check);
    QCOMPARE(findings.constFirst().detail, QStringLiteral("kernel"));
    QCOMPARE(findings.constFirst().sourceBlockId, qint64(1));
    QCOMPARE(findings.constFirst().targetBlockId, qint64(10));
    QCOMPARE(findings.constFirst().offset, -1);
    QVERIFY(QaTermCheck().ids().contains(check));
}

void TestQaTermCheck::offsetInTheSecondBlockOfALink()
{
    QaInput input = splitLink();
    const QString joined = input.units.constFirst().targetText;
    TermFinding finding;
    finding.kind = TermFinding::Kind::WrongChoice;
    finding.term = 0;
    finding.sourceBlock = 0;
    finding.draftBlock = 0; // IssueTermCheck names a link by its first draft block
    finding.draftStart = int(joined.indexOf(QStringLiteral("内核")));
    finding.draftEnd = finding.draftStart + 2;
    input.termFindings = {finding};
    QList<QaFinding> findings;
    QaTermCheck().run(input, &findings);
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.constFirst().targetBlockId, qint64(11));
    QCOMPARE(input.targets.at(1).text.mid(findings.constFirst().offset, findings.constFirst().length), QStringLiteral("内核"));
}

void TestQaTermCheck::untranslatedBlockHasNoTermFindings_data()
{
    QTest::addColumn<QString>("draft");
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("untranslatedCheck"); // content.untranslated switched on
    QTest::addColumn<int>("termFindings");
    const QString english = QStringLiteral("The kernel runs on the GPU and the host launches it.");
    QTest::newRow("the source copied, not confirmed: untranslated only") << english << QStringLiteral("draft") << true << 0;
    QTest::newRow("English prose without Chinese: untranslated only")
        << QStringLiteral("The kernel is launched by the host on the GPU.") << QStringLiteral("translated") << true << 0;
    QTest::newRow("translated: the term finding stays")
        << QStringLiteral("核函数在 GPU 上运行。") << QStringLiteral("translated") << true << 1;
    QTest::newRow("with the untranslated check off, the term finding stays") << english << QStringLiteral("draft") << false << 1;
}

// A block still in English is one "untranslated" finding, not term findings on top.
void TestQaTermCheck::untranslatedBlockHasNoTermFindings()
{
    QFETCH(QString, draft);
    QFETCH(QString, status);
    QFETCH(bool, untranslatedCheck);
    QFETCH(int, termFindings);
    QaInput input;
    BlockRecord source;
    source.id = 1;
    source.text = QStringLiteral("The kernel runs on the GPU and the host launches it.");
    source.aligned = {10};
    BlockRecord target;
    target.id = 10;
    target.text = draft;
    target.status = status;
    target.origin = QStringLiteral("translation");
    target.aligned = {1};
    input.sources = {source};
    input.targets = {target};
    input.termSources = QStringList {QStringLiteral("kernel")};
    if (!untranslatedCheck) {
        input.settings.disabled.insert(QStringLiteral("content.untranslated"));
    }
    input.buildUnits();
    TermFinding finding;
    finding.kind = TermFinding::Kind::Missing;
    finding.term = 0;
    finding.sourceBlock = 0;
    finding.draftBlock = 0;
    finding.message = QStringLiteral("message");
    input.termFindings = {finding};
    QList<QaFinding> findings;
    QaTermCheck().run(input, &findings);
    QCOMPARE(findings.size(), termFindings);
}

void TestQaTermCheck::forbiddenRenderingIsOneFinding_data()
{
    using Kind = TermFinding::Kind;
    QTest::addColumn<QList<TermFinding>>("terms");
    QTest::addColumn<bool>("forbiddenCheck"); // term.forbidden switched on
    QTest::addColumn<QStringList>("checks");
    const QStringList forbidden {QStringLiteral("term.forbidden")};
    const QStringList both {QStringLiteral("term.forbidden"), QStringLiteral("term.missing")};
    QTest::newRow("a forbidden rendering instead of the term: term.forbidden only")
        << QList<TermFinding> {termFinding(Kind::Forbidden, 0, 0), termFinding(Kind::Missing, 0, 0)} << true << forbidden;
    QTest::newRow("a keep-in-English term written as its forbidden rendering: term.forbidden only")
        << QList<TermFinding> {termFinding(Kind::Forbidden, 0, 0), termFinding(Kind::KeepEnglishTranslated, 0, 0)} << true << forbidden;
    QTest::newRow("the forbidden rendering of another term: both")
        << QList<TermFinding> {termFinding(Kind::Forbidden, 1, 0), termFinding(Kind::Missing, 0, 0)} << true << both;
    QTest::newRow("the forbidden rendering in another block: both")
        << QList<TermFinding> {termFinding(Kind::Forbidden, 0, 1), termFinding(Kind::Missing, 0, 0)} << true << both;
    QTest::newRow("with term.forbidden switched off, term.missing stays")
        << QList<TermFinding> {termFinding(Kind::Forbidden, 0, 0), termFinding(Kind::Missing, 0, 0)} << false << both;
}

// One slip, one finding: a forbidden rendering standing where the term should be is
// term.forbidden, not term.missing on top.
void TestQaTermCheck::forbiddenRenderingIsOneFinding()
{
    QFETCH(QList<TermFinding>, terms);
    QFETCH(bool, forbiddenCheck);
    QFETCH(QStringList, checks);
    QaInput input = twoUnits();
    if (!forbiddenCheck) {
        input.settings.disabled.insert(QStringLiteral("term.forbidden"));
    }
    input.termFindings = terms;
    QList<QaFinding> findings;
    QaTermCheck().run(input, &findings);
    QStringList found;
    for (const QaFinding &finding : std::as_const(findings)) {
        found.append(finding.check);
    }
    found.sort();
    QCOMPARE(found, checks);
}

QTEST_GUILESS_MAIN(TestQaTermCheck)
#include "tst_qatermcheck.moc"
