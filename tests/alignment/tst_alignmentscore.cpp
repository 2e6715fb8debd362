// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentscore.h"
#include "markdown/markdownblockparser.h"

#include <QTest>

class TestAlignmentScore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void common_data();
    void common();
    void link_data();
    void link();
    void strong_data();
    void strong();
    void sharesNames_data();
    void sharesNames();
    void section();
};

namespace {

AlignmentEvidence of(const QString &markdown)
{
    const QList<MarkdownBlock> blocks = MarkdownBlockParser::parse(markdown.toUtf8()).blocks;
    return blocks.isEmpty() ? AlignmentEvidence() : AlignmentEvidence::of(blocks.constFirst());
}

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

const QString kCode =
    QStringLiteral("```python\nfrom transformers import AutoModel\nmodel = AutoModel.from_pretrained(\"bert-base\")\n```");

} // namespace

void TestAlignmentScore::common_data()
{
    using Set = AlignmentEvidence::HashSet;
    QTest::addColumn<Set>("a");
    QTest::addColumn<Set>("b");
    QTest::addColumn<int>("common");
    QTest::newRow("two of three shared") << Set {1, 2, 3} << Set {2, 3, 4} << 2;
    QTest::newRow("nothing shared") << Set {1, 2} << Set {3, 4} << 0;
    QTest::newRow("one side empty") << Set {} << Set {1} << 0;
    QTest::newRow("multisets: the smaller count") << Set {1, 1, 2} << Set {1, 1, 1} << 2;
}

void TestAlignmentScore::common()
{
    QFETCH(AlignmentEvidence::HashSet, a);
    QFETCH(AlignmentEvidence::HashSet, b);
    QFETCH(int, common);
    QCOMPARE(AlignmentScore::common(a, b), common);
    QCOMPARE(AlignmentScore::common(b, a), common);
}

void TestAlignmentScore::link_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<double>("atLeast");
    QTest::addColumn<double>("atMost");
    QTest::newRow("the same code") << kCode << kCode << 0.9 << 1.0;
    QTest::newRow("a heading and its translation") << QStringLiteral("## Install CUDA 12") << u8("## 安装 CUDA 12") << 0.6 << 1.0;
    QTest::newRow("a paragraph and its translation")
        << QStringLiteral("Run PyTorch on 8 GPUs with `torchrun`.") << u8("用 `torchrun` 在 8 块显卡上运行 PyTorch。") << 0.6 << 1.0;
    QTest::newRow("a heading cannot link to code") << QStringLiteral("## Install") << kCode << 0.0 << 0.0;
    QTest::newRow("a table cannot link to a paragraph")
        << QStringLiteral("| a | b |\n|---|---|\n| 1 | 2 |") << u8("一段话。") << 0.0 << 0.0;
    QTest::newRow("unrelated paragraphs score low")
        << QStringLiteral("Run PyTorch on 8 GPUs with `torchrun`.") << u8("参考文献见第 3 节，作者是 Alice。") << 0.0 << 0.5;
}

void TestAlignmentScore::link()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(double, atLeast);
    QFETCH(double, atMost);
    const double score = AlignmentScore::link(of(source), of(target), 1.0);
    QVERIFY2(score >= atLeast && score <= atMost, qPrintable(QString::number(score)));
    WeightedMean e;
    double kinds = -1;
    QCOMPARE(AlignmentScore::linkEvidence(of(source), of(target), 1.0, e, &kinds), atMost > 0);
    QVERIFY(kinds >= 0 && kinds <= 1);
}

void TestAlignmentScore::strong_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("strong");
    QTest::newRow("near-identical code") << kCode << QString(kCode).replace(QStringLiteral("bert-base"), QStringLiteral("bert-large"))
                                         << true;
    QTest::newRow("short code is never strong") << QStringLiteral("```\nx=1\n```") << QStringLiteral("```\nx=1\n```") << false;
    QTest::newRow("two shared anchors") << QStringLiteral("Set `lr=3e-4` for 10 epochs.") << u8("设 `lr=3e-4`，训练 10 轮。") << true;
    QTest::newRow("one shared anchor is not enough") << QStringLiteral("Train for 10 epochs.") << u8("训练 10 轮。") << false;
    QTest::newRow("two shared among many others") << QStringLiteral("Use 1, 2, 3, 4, 5 and 6.") << u8("用 1、2、7、8、9。") << false;
}

void TestAlignmentScore::strong()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(bool, strong);
    QCOMPARE(AlignmentScore::strong(of(source), of(target)), strong);
}

void TestAlignmentScore::sharesNames_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("shares");
    QTest::newRow("a shared number") << QStringLiteral("Train for 10 epochs.") << u8("训练 10 轮。") << true;
    QTest::newRow("a name kept in the Chinese") << QStringLiteral("Use PyTorch.") << u8("用 PyTorch。") << true;
    QTest::newRow("nothing in common") << QStringLiteral("Use PyTorch.") << u8("用这个框架。") << false;
    QTest::newRow("English words of the target found in the source")
        << QStringLiteral("the tokenizer splits text") << u8("tokenizer 切分文本") << true;
}

void TestAlignmentScore::sharesNames()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(bool, shares);
    QCOMPARE(AlignmentScore::sharesNames(of(source), of(target)), shares);
}

// Sections are compared by content alone: the same section scores higher than another.
void TestAlignmentScore::section()
{
    const AlignmentEvidence english = AlignmentEvidence::ofAll(
        MarkdownBlockParser::parse(QByteArrayLiteral("## Install CUDA 12\n\nRun `nvcc --version` to check 12.1.\n")).blocks);
    const AlignmentEvidence chinese =
        AlignmentEvidence::ofAll(MarkdownBlockParser::parse(u8("## 安装 CUDA 12\n\n运行 `nvcc --version` 检查 12.1。\n").toUtf8()).blocks);
    const AlignmentEvidence other =
        AlignmentEvidence::ofAll(MarkdownBlockParser::parse(u8("## 结论\n\n我们在 8 块显卡上训练了 3 天。\n").toUtf8()).blocks);
    const double same = AlignmentScore::section(english, chinese, 1.0);
    const double different = AlignmentScore::section(english, other, 1.0);
    QVERIFY2(same > different, qPrintable(QStringLiteral("%1 vs %2").arg(same).arg(different)));
    QVERIFY(same <= 1.0 && different >= 0.0);
}

QTEST_GUILESS_MAIN(TestAlignmentScore)
#include "tst_alignmentscore.moc"
