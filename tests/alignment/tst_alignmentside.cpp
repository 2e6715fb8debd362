// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentside.h"
#include "markdown/markdownblockparser.h"

#include <QTest>

class TestAlignmentSide : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runs_data();
    void runs();
    void sections();
};

namespace {

// One character per block: p paragraph, h heading, c code, l list.
QList<MarkdownBlock> blocks(const QString &kinds)
{
    QStringList markdown;
    for (int i = 0; i < kinds.size(); ++i) {
        switch (kinds.at(i).unicode()) {
        case 'h':
            markdown.append(QStringLiteral("## Heading %1").arg(i));
            break;
        case 'c':
            markdown.append(QStringLiteral("```\ncode %1\n```").arg(i));
            break;
        case 'l':
            markdown.append(QStringLiteral("- item %1").arg(i));
            break;
        default:
            markdown.append(QStringLiteral("Paragraph %1.").arg(i));
        }
    }
    return MarkdownBlockParser::parse(markdown.join(QStringLiteral("\n\n")).toUtf8()).blocks;
}

} // namespace

void TestAlignmentSide::runs_data()
{
    QTest::addColumn<QString>("kinds");
    // Per block, the longest run ending there that may be one link side (1..kMaxRun).
    QTest::addColumn<QList<int>>("longest");
    QTest::newRow("paragraphs merge up to kMaxRun") << QStringLiteral("pppp") << QList<int> {1, 2, 3, 3};
    QTest::newRow("lists merge with paragraphs") << QStringLiteral("plp") << QList<int> {1, 2, 3};
    QTest::newRow("a heading breaks a run") << QStringLiteral("pphp") << QList<int> {1, 2, 1, 1};
    QTest::newRow("code never merges") << QStringLiteral("pcpp") << QList<int> {1, 1, 1, 2};
}

void TestAlignmentSide::runs()
{
    QFETCH(QString, kinds);
    QFETCH(QList<int>, longest);
    const QList<MarkdownBlock> parsed = blocks(kinds);
    QCOMPARE(parsed.size(), kinds.size());
    const AlignmentSide side(parsed);
    QCOMPARE(side.runs.size(), AlignmentSide::kMaxRun);
    QList<int> found;
    for (int i = 0; i < kinds.size(); ++i) {
        int length = 0;
        for (int k = 0; k < AlignmentSide::kMaxRun && side.runs.at(k).at(i).valid; ++k) {
            length = k + 1;
        }
        found.append(length);
        QCOMPARE(side.isHeading(i), kinds.at(i) == QLatin1Char('h'));
        // A valid run is the merge of its blocks: their shapes, one each.
        for (int k = 0; k < length; ++k) {
            QCOMPARE(side.runs.at(k).at(i).shapes.size(), k + 1);
        }
    }
    QCOMPARE(found, longest);
}

void TestAlignmentSide::sections()
{
    const AlignmentSide side(blocks(QStringLiteral("pphpchp")));
    QCOMPARE(side.section, (QVector<int> {-1, -1, 0, 0, 0, 1, 1}));
    QCOMPARE(side.sections.size(), 2);
    QCOMPARE(side.sections.at(0).shapes.size(), 3); // heading, paragraph, code
    QCOMPARE(side.sections.at(1).shapes.size(), 2);
    QCOMPARE(side.sections.at(0).length, side.block(2).length + side.block(3).length + side.block(4).length);
    QVERIFY(AlignmentSide(blocks(QStringLiteral("pp"))).sections.isEmpty());
}

QTEST_GUILESS_MAIN(TestAlignmentSide)
#include "tst_alignmentside.moc"
