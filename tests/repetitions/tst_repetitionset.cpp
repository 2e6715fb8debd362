// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repetitions/repetitionset.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QTest>

class TestRepetitionSet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void counts_data();
    void counts();
    void acrossIssues();
};

namespace {
BlockRecord block(BlockKind kind, const QString &text)
{
    BlockRecord record;
    record.kind = kind;
    record.text = text;
    return record;
}
} // namespace

void TestRepetitionSet::counts_data()
{
    QTest::addColumn<QStringList>("paragraphs");
    QTest::addColumn<int>("keys");
    QTest::addColumn<int>("blocks");
    QTest::addColumn<int>("repeats");
    QTest::newRow("nothing repeated") << QStringList {QStringLiteral("A."), QStringLiteral("B.")} << 0 << 0 << 0;
    QTest::newRow("one pair") << QStringList {QStringLiteral("A."), QStringLiteral("B."), QStringLiteral("A.")} << 1 << 2 << 1;
    QTest::newRow("three of a kind and a pair")
        << QStringList {QStringLiteral("A."), QStringLiteral("B."), QStringLiteral("A."), QStringLiteral("B."), QStringLiteral("A.")} << 2
        << 5 << 3;
    QTest::newRow("whitespace differences are the same block")
        << QStringList {QStringLiteral("A  b."), QStringLiteral("A\nb.")} << 1 << 2 << 1;
    QTest::newRow("empty blocks never repeat") << QStringList {QString(), QStringLiteral(" ")} << 0 << 0 << 0;
}

void TestRepetitionSet::counts()
{
    QFETCH(QStringList, paragraphs);
    QFETCH(int, keys);
    QFETCH(int, blocks);
    QFETCH(int, repeats);
    QList<BlockRecord> sources;
    for (const QString &text : paragraphs) {
        sources.append(block(BlockKind::Paragraph, text));
    }
    sources.append(block(BlockKind::ThematicBreak, QStringLiteral("---")));
    sources.append(block(BlockKind::ThematicBreak, QStringLiteral("---")));
    RepetitionSet set;
    set.add(1, sources);
    QCOMPARE(set.keys().size(), keys);
    QCOMPARE(set.blockCount(), blocks);
    QCOMPARE(set.repeatCount(), repeats);
    QVERIFY(!set.isRepeated(sources.constLast())); // breaks never count
}

void TestRepetitionSet::acrossIssues()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    PostImporter first(project.store());
    QVERIFY(first.importPost(1, "# One\n\nShared sentence.\n\nOwn sentence.\n", QString(), QString()));
    PostImporter second(project.store());
    QVERIFY(second.importPost(2, "# Two\n\nShared sentence.\n", QString(), QString()));
    const IssueRepository issues(project.store());
    const qint64 one = first.result().issueId;
    const qint64 two = second.result().issueId;
    QCOMPARE(RepetitionSet::of(issues, {one}).repeatCount(), 0);
    const RepetitionSet both = RepetitionSet::of(issues, {one, two});
    QCOMPARE(both.keys(), QStringList {QStringLiteral("Shared sentence.")});
    QCOMPARE(both.blocksOf(QStringLiteral("Shared sentence.")).at(1).issueId, two);
    QVERIFY(both.isRepeated(issues.sourceBlocks(two).at(1)));
    QVERIFY(!both.isRepeated(issues.sourceBlocks(one).at(2)));
}

QTEST_GUILESS_MAIN(TestRepetitionSet)
#include "tst_repetitionset.moc"
