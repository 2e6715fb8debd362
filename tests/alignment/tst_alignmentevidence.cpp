// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentevidence.h"
#include "alignment/alignmentscore.h"
#include "markdown/markdownblockparser.h"

#include <QTest>

class TestAlignmentEvidence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sharedAcrossTranslation_data();
    void sharedAcrossTranslation();
    void shape_data();
    void shape();
    void length_data();
    void length();
    void mergedIsTheUnion();
};

namespace {

MarkdownBlock block(const QString &markdown)
{
    const QList<MarkdownBlock> blocks = MarkdownBlockParser::parse(markdown.toUtf8()).blocks;
    return blocks.isEmpty() ? MarkdownBlock() : blocks.constFirst();
}

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

void TestAlignmentEvidence::sharedAcrossTranslation_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("anchors"); // shared between the two
    QTest::addColumn<int>("names");
    QTest::addColumn<int>("words");
    QTest::addColumn<bool>("grams"); // the code's 4-grams are the same
    QTest::newRow("a number, thousands separator dropped")
        << QStringLiteral("We trained on 1,000 GPUs.") << u8("我们在 1000 块显卡上训练。") << 1 << 0 << 0 << true;
    QTest::newRow("different numbers share nothing") << QStringLiteral("Seven GPUs: 7.") << u8("八块：8。") << 0 << 0 << 0 << true;
    QTest::newRow("inline code that is no identifier")
        << QStringLiteral("Call `torch.compile(model)` first.") << u8("先调用 `torch.compile(model)`。") << 1 << 0 << 0 << true;
    QTest::newRow("inline code that is one identifier is a name")
        << QStringLiteral("Set `bf16` here.") << u8("这里设置 bf16。") << 0 << 1 << 1 << true;
    QTest::newRow("a link moved to the Chinese edition")
        << QStringLiteral("See [the post](https://huggingface.co/blog/peft).") << u8("见[这篇文章](https://huggingface.co/blog/zh/peft)。")
        << 2 << 0 << 0 << true;
    QTest::newRow("an in-page anchor is ignored")
        << QStringLiteral("See [setup](#setup).") << u8("见[安装](#setup)。") << 0 << 0 << 0 << true;
    QTest::newRow("names: CamelCase, acronyms, digits")
        << QStringLiteral("Run PyTorch with CUDA on an A100.") << u8("在 A100 上用 PyTorch 和 CUDA 运行。") << 0 << 3 << 3 << true;
    QTest::newRow("plain words are words, not names")
        << QStringLiteral("the tokenizer splits text") << u8("tokenizer 把 text 切开") << 0 << 0 << 2 << true;
    QTest::newRow("code: comments, prompts and spaces do not count")
        << QStringLiteral("```python\n>>> x = f(1)  # the first call\n```") << QStringLiteral("```python\nx=f(1)  # 第一次调用\n```") << 0
        << 0 << 0 << true;
    QTest::newRow("code: other code differs") << QStringLiteral("```python\nx = f(1)\n```") << QStringLiteral("```python\ny = g(2)\n```")
                                              << 0 << 0 << 0 << false;
}

void TestAlignmentEvidence::sharedAcrossTranslation()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(int, anchors);
    QFETCH(int, names);
    QFETCH(int, words);
    QFETCH(bool, grams);
    const AlignmentEvidence s = AlignmentEvidence::of(block(source));
    const AlignmentEvidence t = AlignmentEvidence::of(block(target));
    QCOMPARE(AlignmentScore::common(s.anchors, t.anchors), anchors);
    QCOMPARE(AlignmentScore::common(s.names, t.names), names);
    QCOMPARE(AlignmentScore::common(s.words, t.words), words);
    QCOMPARE(s.grams == t.grams, grams);
    QVERIFY(s.valid && t.valid);
}

void TestAlignmentEvidence::shape_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<int>("group");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("columns");
    QTest::newRow("paragraph: prose") << QStringLiteral("Some text.") << int(AlignmentEvidence::Group::Prose) << 0 << 0;
    QTest::newRow("list: prose") << QStringLiteral("- one\n- two") << int(AlignmentEvidence::Group::Prose) << 0 << 0;
    QTest::newRow("heading: its level") << QStringLiteral("### Setup {#setup}") << int(AlignmentEvidence::Group::Heading) << 3 << 0;
    QTest::newRow("table: its columns") << QStringLiteral("| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |")
                                        << int(AlignmentEvidence::Group::Table) << 0 << 3;
    QTest::newRow("table without outer pipes") << QStringLiteral("a | b\n--|--\n1 | 2") << int(AlignmentEvidence::Group::Table) << 0 << 2;
    QTest::newRow("code") << QStringLiteral("```\nx\n```") << int(AlignmentEvidence::Group::Code) << 0 << 0;
    QTest::newRow("thematic break: a rule") << QStringLiteral("---") << int(AlignmentEvidence::Group::Rule) << 0 << 0;
}

void TestAlignmentEvidence::shape()
{
    QFETCH(QString, markdown);
    QFETCH(int, group);
    QFETCH(int, level);
    QFETCH(int, columns);
    const AlignmentEvidence f = AlignmentEvidence::of(block(markdown));
    QCOMPARE(f.shapes.size(), 1);
    QCOMPARE(int(f.shapes.constFirst().group), group);
    QCOMPARE(f.shapes.constFirst().level, level);
    QCOMPARE(f.shapes.constFirst().columns, columns);
}

void TestAlignmentEvidence::length_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<double>("length");
    QTest::addColumn<bool>("cjk");
    QTest::newRow("Latin letters and digits count 1") << QStringLiteral("abc 12!") << 5.0 << false;
    QTest::newRow("a CJK character counts kLengthCjkWeight") << u8("显卡 ab") << 2 * AlignmentEvidence::kLengthCjkWeight + 2 << true;
    QTest::newRow("a link's target does not count") << QStringLiteral("[ab](https://x.org/cdef)") << 2.0 << false;
    QTest::newRow("inline code does not count") << QStringLiteral("ab `cdef`") << 2.0 << false;
    QTest::newRow("code without its comments") << QStringLiteral("```\nab # cdef\n```") << 2.0 << false;
}

void TestAlignmentEvidence::length()
{
    QFETCH(QString, markdown);
    QFETCH(double, length);
    QFETCH(bool, cjk);
    const AlignmentEvidence f = AlignmentEvidence::of(block(markdown));
    QCOMPARE(f.length, length);
    QCOMPARE(f.cjk, cjk);
}

void TestAlignmentEvidence::mergedIsTheUnion()
{
    const AlignmentEvidence a = AlignmentEvidence::of(block(QStringLiteral("Use CUDA 12 here.")));
    AlignmentEvidence b = AlignmentEvidence::of(block(u8("在这里用 CUDA 11。")));
    b.valid = false;
    const AlignmentEvidence m = AlignmentEvidence::merged(a, b);
    QCOMPARE(m.shapes.size(), 2);
    QCOMPARE(m.length, a.length + b.length);
    QVERIFY(m.cjk);
    QCOMPARE(m.anchors.size(), 2); // 12 and 11
    QCOMPARE(m.names.size(), 1); // CUDA once
    QVERIFY(!m.valid);
    const AlignmentEvidence all = AlignmentEvidence::ofAll({block(QStringLiteral("Use CUDA 12 here.")), block(u8("在这里用 CUDA 11。"))});
    QCOMPARE(all.anchors, m.anchors);
    QCOMPARE(all.words, m.words);
    QVERIFY(all.valid);
}

QTEST_GUILESS_MAIN(TestAlignmentEvidence)
#include "tst_alignmentevidence.moc"
