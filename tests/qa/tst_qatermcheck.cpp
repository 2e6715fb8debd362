// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qainput.h"
#include "qa/qatermcheck.h"

#include <QTest>

Q_DECLARE_METATYPE(TermFinding::Kind)

// The termbase's findings become QA findings: the id by kind, the offsets of a link's
// joined draft given back to the block they fall in, the term as the detail.
class TestQaTermCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kinds_data();
    void kinds();
    void offsetInTheSecondBlockOfALink();
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

QTEST_GUILESS_MAIN(TestQaTermCheck)
#include "tst_qatermcheck.moc"
