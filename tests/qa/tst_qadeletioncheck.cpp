// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences from d2l-zh (Apache-2.0): chapter_optimization/adam_origin.md and adam.md.
#include "qa/qadeletioncheck.h"
#include "qa/qainput.h"

#include <QtTest>

class TestQaDeletionCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findings_data();
    void findings();
};

void TestQaDeletionCheck::findings_data()
{
    QTest::addColumn<bool>("whole");
    QTest::addColumn<QString>("justification");
    QTest::addColumn<QString>("draftOrigin"); // "" for no draft block aligned to the deleted block
    QTest::addColumn<QStringList>("expected");
    const QString why = QStringLiteral("中文读者已熟悉这些优化方法，回顾重复");
    QTest::newRow("justified, translation removed") << true << why << QString() << QStringList();
    QTest::newRow("justified, translation kept")
        << true << why << QStringLiteral("translation") << QStringList {QStringLiteral("deletion.still-translated")};
    QTest::newRow("unjustified, translation removed")
        << true << QString() << QString() << QStringList {QStringLiteral("deletion.unjustified")};
    QTest::newRow("blank justification counts as none")
        << true << QStringLiteral(" \t") << QString() << QStringList {QStringLiteral("deletion.unjustified")};
    QTest::newRow("a span deletion keeps its block translated") << false << why << QStringLiteral("translation") << QStringList();
    QTest::newRow("a note after the deleted block is no translation of it") << true << why << QStringLiteral("note") << QStringList();
}

void TestQaDeletionCheck::findings()
{
    QFETCH(bool, whole);
    QFETCH(QString, justification);
    QFETCH(QString, draftOrigin);
    QFETCH(QStringList, expected);
    QaInput input;
    BlockRecord source;
    source.id = 7;
    source.text = QStringLiteral("Let's recap them in detail here:");
    BlockRecord draft;
    draft.id = 70;
    draft.text = QStringLiteral("在本节讨论之前，我们先详细回顾一下这些技术：");
    draft.origin = draftOrigin;
    if (!draftOrigin.isEmpty()) {
        source.aligned = {70};
        draft.aligned = {7};
        input.targets = {draft};
    }
    input.sources = {source};
    Deletion deletion;
    deletion.id = 3;
    deletion.sourceBlockId = 7;
    deletion.justification = justification;
    if (!whole) {
        deletion.spanStart = 0;
        deletion.spanEnd = 5;
    }
    input.deletions = {deletion};
    input.buildUnits();
    QList<QaFinding> findings;
    QaDeletionCheck().run(input, &findings);
    QStringList ids;
    for (const QaFinding &finding : std::as_const(findings)) {
        ids.append(finding.check);
        QCOMPARE(finding.sourceBlockId, qint64(7));
        QCOMPARE(finding.targetBlockId, finding.check == QLatin1String("deletion.still-translated") ? qint64(70) : qint64(0));
        QCOMPARE(finding.detail, QStringLiteral("deletion 3"));
        QVERIFY(!finding.message.isEmpty());
    }
    QCOMPARE(ids, expected);
}

QTEST_GUILESS_MAIN(TestQaDeletionCheck)
#include "tst_qadeletioncheck.moc"
