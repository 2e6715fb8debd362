// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentevaluation.h"
#include "markdown/markdownblockparser.h"

#include <QTest>

class TestAlignmentEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void of_data();
    void of();
    void sums();
};

namespace {

QList<MarkdownBlock> parse(const char *markdown)
{
    return MarkdownBlockParser::parse(QByteArray(markdown)).blocks;
}

// "0:0 1+2:1": source indexes, a colon, target indexes.
QList<AlignmentLink> links(const QString &text)
{
    QList<AlignmentLink> result;
    for (const QString &link : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        AlignmentLink l;
        for (const QString &i : link.section(QLatin1Char(':'), 0, 0).split(QLatin1Char('+'))) {
            l.sources.append(i.toInt());
        }
        for (const QString &i : link.section(QLatin1Char(':'), 1, 1).split(QLatin1Char('+'))) {
            l.targets.append(i.toInt());
        }
        result.append(l);
    }
    return result;
}

// heading, paragraph, code, paragraph
const char *kSource = "# Title\n\nSome text.\n\n```\nx = 1\n```\n\nMore text.\n";
const char *kTarget = "# 标题\n\n一些文字。\n\n```\nx = 1\n```\n\n更多文字。\n";

} // namespace

void TestAlignmentEvaluation::of_data()
{
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QString>("links");
    QTest::addColumn<int>("anchors");
    QTest::addColumn<int>("anchorsCorrect");
    QTest::addColumn<int>("targetBlocksAligned");
    QTest::addColumn<int>("corresponding");
    QTest::newRow("one to one: both anchors right") << QByteArray(kTarget) << QStringLiteral("0:0 1:1 2:2 3:3") << 2 << 2 << 4 << 1;
    QTest::newRow("the code linked to the wrong block") << QByteArray(kTarget) << QStringLiteral("0:0 1:1 3:2 2:3") << 2 << 1 << 4 << 1;
    QTest::newRow("a many-to-one link holding the anchor") << QByteArray(kTarget) << QStringLiteral("0+1:0 2:2") << 2 << 2 << 2 << 1;
    QTest::newRow("a target block left out") << QByteArray(kTarget) << QStringLiteral("0:0 2:2") << 2 << 2 << 2 << 1;
    QTest::newRow("no links") << QByteArray(kTarget) << QString() << 2 << 0 << 0 << 1;
    QTest::newRow("a code block dropped: no anchors")
        << QByteArray("# 标题\n\n一些文字。\n\n更多文字。\n") << QStringLiteral("0:0 1:1 3:2") << 0 << 0 << 3 << 0;
}

void TestAlignmentEvaluation::of()
{
    QFETCH(QByteArray, target);
    QFETCH(QString, links);
    QFETCH(int, anchors);
    QFETCH(int, anchorsCorrect);
    QFETCH(int, targetBlocksAligned);
    QFETCH(int, corresponding);
    const QList<MarkdownBlock> targetBlocks = MarkdownBlockParser::parse(target).blocks;
    const AlignmentEvaluation e = AlignmentEvaluation::of(parse(kSource), targetBlocks, ::links(links));
    QCOMPARE(e.pairs, 1);
    QCOMPARE(e.targetBlocks, int(targetBlocks.size()));
    QCOMPARE(e.anchors, anchors);
    QCOMPARE(e.anchorsCorrect, anchorsCorrect);
    QCOMPARE(e.targetBlocksAligned, targetBlocksAligned);
    QCOMPARE(e.correspondingPairs, corresponding);
}

void TestAlignmentEvaluation::sums()
{
    AlignmentEvaluation total;
    total += AlignmentEvaluation::of(parse(kSource), parse(kTarget), links(QStringLiteral("0:0 1:1 2:2 3:3")));
    total += AlignmentEvaluation::of(parse(kSource), parse(kTarget), links(QStringLiteral("0:0 1:1 3:2 2:3")));
    QCOMPARE(total.pairs, 2);
    QCOMPARE(total.anchors, 4);
    QCOMPARE(total.anchorsCorrect, 3);
    QCOMPARE(total.targetBlocks, 8);
    QCOMPARE(total.targetBlocksAligned, 8);
    QCOMPARE(total.correspondingPairs, 2);
}

QTEST_GUILESS_MAIN(TestAlignmentEvaluation)
#include "tst_alignmentevaluation.moc"
