// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences from d2l-zh (Apache-2.0): chapter_optimization/adam_origin.md and adam.md,
// chapter_preliminaries/pandas; and from huggingface/diffusers (Apache-2.0), docs
// training/lora.md.
#include "qa/qacompletenesscheck.h"
#include "qa/qainput.h"

#include <QtTest>

namespace {

// One source block and one draft block aligned to it.
QaInput pair(const QString &source, const QString &target, BlockKind kind = BlockKind::Paragraph,
    const QString &status = QStringLiteral("translated"))
{
    QaInput input;
    BlockRecord s;
    s.id = 1;
    s.kind = kind;
    s.text = source;
    s.aligned = {10};
    BlockRecord t;
    t.id = 10;
    t.kind = kind;
    t.text = target;
    t.origin = QStringLiteral("translation");
    t.status = status;
    t.aligned = {1};
    input.sources = {s};
    input.targets = {t};
    input.buildUnits();
    return input;
}

QStringList checksOf(const QList<QaFinding> &findings)
{
    QStringList ids;
    for (const QaFinding &finding : findings) {
        ids.append(finding.check);
    }
    return ids;
}

} // namespace

class TestQaCompletenessCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stillEnglish_data();
    void stillEnglish();
    void untranslatedSource();
    void deletedSourceIsNotUntranslated();
    void emptyBlocks_data();
    void emptyBlocks();
    void switchedOff();
    void listNestedDeeperInTheDraft_data();
    void listNestedDeeperInTheDraft();
};

void TestQaCompletenessCheck::stillEnglish_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("found");
    const QString adam = QStringLiteral("Adam :cite:`Kingma.Ba.2014` combines all these techniques into one efficient learning algorithm.");
    const int paragraph = int(BlockKind::Paragraph);
    QTest::newRow("published translation passes")
        << adam << QStringLiteral("Adam算法 :cite:`Kingma.Ba.2014`将所有这些技术汇总到一个高效的学习算法中。") << paragraph
        << QStringLiteral("translated") << false;
    QTest::newRow("English prose left in the draft")
        << adam << QStringLiteral("Adam combines all these techniques into one efficient learning algorithm.") << paragraph
        << QStringLiteral("translated") << true;
    QTest::newRow("imported without translation: the copy of a short heading")
        << QStringLiteral("## The Algorithm") << QStringLiteral("## The Algorithm") << int(BlockKind::Heading) << QStringLiteral("draft")
        << true;
    QTest::newRow("the same heading confirmed as it is") << QStringLiteral("## The Algorithm") << QStringLiteral("## The Algorithm")
                                                         << int(BlockKind::Heading) << QStringLiteral("translated") << false;
    QTest::newRow("d2l tab directive with a link stays as it is")
        << QStringLiteral(":begin_tab:`mxnet`\n[Discussions](https://discuss.d2l.ai/t/28)\n:end_tab:")
        << QStringLiteral(":begin_tab:`mxnet`\n[Discussions](https://discuss.d2l.ai/t/1749)\n:end_tab:") << paragraph
        << QStringLiteral("translated") << false;
    QTest::newRow("a citation keeps its English names and title")
        << QStringLiteral("- <a id=\"1\">[1]</a> : Nikhil Kandpal, Eric Wallace, Colin Raffel, Deduplicating Training Data Mitigates "
                          "Privacy Risks in Language Models, 2022")
        << QStringLiteral("- <a id=\"1\">[1]</a> : Nikhil Kandpal, Eric Wallace, Colin Raffel, Deduplicating Training Data Mitigates "
                          "Privacy Risks in Language Models, 2022")
        << int(BlockKind::ListItem) << QStringLiteral("translated") << false;
    QTest::newRow("a list of links to papers stays English")
        << QStringLiteral("- [Switch Transformers: Scaling to Trillion Parameter Models with Simple and Efficient "
                          "Sparsity](https://arxiv.org/abs/2101.03961)")
        << QStringLiteral("- [Switch Transformers: Scaling to Trillion Parameter Models with Simple and Efficient "
                          "Sparsity](https://arxiv.org/abs/2101.03961)")
        << int(BlockKind::ListItem) << QStringLiteral("translated") << false;
    QTest::newRow("a bare URL is no prose") << QStringLiteral("- Megablocks: https://github.com/stanford-futuredata/megablocks")
                                            << QStringLiteral("- Megablocks: <https://github.com/stanford-futuredata/megablocks>")
                                            << int(BlockKind::ListItem) << QStringLiteral("translated") << false;
    QTest::newRow("inline code alone is no prose")
        << QStringLiteral("`pipeline.unet.load_attn_procs(model_path)`") << QStringLiteral("`pipeline.unet.load_attn_procs(model_path)`")
        << paragraph << QStringLiteral("translated") << false;
    QTest::newRow("pretranslated English from the memory")
        << QStringLiteral("Let's recap them in detail here:") << QStringLiteral("Let's recap them in detail here:") << paragraph
        << QStringLiteral("pretranslated") << true;
    QTest::newRow("tables are left to the markdown checks")
        << QStringLiteral("| Model | Params |\n|---|---|\n| the first model of this kind | 7B |")
        << QStringLiteral("| Model | Params |\n|---|---|\n| the first model of this kind | 7B |") << int(BlockKind::Table)
        << QStringLiteral("translated") << false;
}

void TestQaCompletenessCheck::stillEnglish()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(int, kind);
    QFETCH(QString, status);
    QFETCH(bool, found);
    const QaInput input = pair(source, target, BlockKind(kind), status);
    QList<QaFinding> findings;
    QaCompletenessCheck().run(input, &findings);
    QCOMPARE(checksOf(findings).contains(QStringLiteral("content.untranslated")), found);
    if (found) {
        QCOMPARE(findings.constFirst().targetBlockId, qint64(10));
        QCOMPARE(findings.constFirst().sourceBlockId, qint64(1));
        QVERIFY(!findings.constFirst().message.isEmpty());
    }
}

// The published Chinese of d2l's pandas chapter drops nothing; the same pair with
// its last paragraph cut loses it.
void TestQaCompletenessCheck::untranslatedSource()
{
    const QString source =
        QStringLiteral("# Data Preprocessing\n\nSo far, we have been working with synthetic data that arrived in ready-made tensors.\n\n"
                       "To apply deep learning to solving real-world problems, we often begin with preprocessing raw data.\n");
    const QString target = QStringLiteral("# 数据预处理\n\n为了能用深度学习来解决现实世界的问题，我们经常从预处理原始数据开始。\n");
    QaInput input = QaInput::fromMarkdown(source, target);
    QList<QaFinding> findings;
    QaCompletenessCheck().run(input, &findings);
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.constFirst().check, QStringLiteral("content.untranslated"));
    QCOMPARE(findings.constFirst().targetBlockId, qint64(0));
    QCOMPARE(findings.constFirst().sourceBlockId, qint64(2));
    QVERIFY(findings.constFirst().detail.startsWith(QStringLiteral("So far, we have")));
}

void TestQaCompletenessCheck::deletedSourceIsNotUntranslated()
{
    QaInput input = pair(QStringLiteral("Armed with the proper estimates we can now write out the update equations."),
        QStringLiteral("有了正确的估计，我们现在可以写出更新方程。"));
    BlockRecord dropped;
    dropped.id = 2;
    dropped.text = QStringLiteral("Let's recap them in detail here:");
    input.sources.append(dropped);
    Deletion deletion;
    deletion.sourceBlockId = 2;
    deletion.justification = QStringLiteral("回顾已在上文出现");
    input.deletions = {deletion};
    QList<QaFinding> findings;
    QaCompletenessCheck().run(input, &findings);
    QVERIFY2(findings.isEmpty(), qPrintable(checksOf(findings).join(QLatin1Char(','))));
    input.deletions.clear();
    QaCompletenessCheck().run(input, &findings);
    QCOMPARE(checksOf(findings), QStringList {QStringLiteral("content.untranslated")});
}

void TestQaCompletenessCheck::emptyBlocks_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("found");
    QTest::newRow("blank") << QStringLiteral("  ") << true;
    QTest::newRow("heading marker only") << QStringLiteral("## ") << true;
    QTest::newRow("list marker only") << QStringLiteral("- ") << true;
    QTest::newRow("ordered marker and task box") << QStringLiteral("1. [ ]") << true;
    QTest::newRow("a heading with text") << QStringLiteral("## 算法") << false;
    QTest::newRow("a number is text") << QStringLiteral("42") << false;
}

void TestQaCompletenessCheck::emptyBlocks()
{
    QFETCH(QString, text);
    QFETCH(bool, found);
    QaInput input = pair(QStringLiteral("## The Algorithm"), text, BlockKind::Heading);
    QList<QaFinding> findings;
    QaCompletenessCheck().run(input, &findings);
    QCOMPARE(checksOf(findings).contains(QStringLiteral("content.empty")), found);
}

void TestQaCompletenessCheck::switchedOff()
{
    QaInput input =
        pair(QStringLiteral("Let's recap them in detail here:"), QStringLiteral(" "), BlockKind::Paragraph, QStringLiteral("draft"));
    input.settings.disabled = {QStringLiteral("content.empty")};
    QList<QaFinding> findings;
    QaCompletenessCheck().run(input, &findings);
    QVERIFY(!checksOf(findings).contains(QStringLiteral("content.empty")));
    input.settings.disabled = {QStringLiteral("content.untranslated")};
    findings.clear();
    QaCompletenessCheck().run(input, &findings);
    QCOMPARE(checksOf(findings), QStringList {QStringLiteral("content.empty")});
}

void TestQaCompletenessCheck::listNestedDeeperInTheDraft_data()
{
    QTest::addColumn<QString>("draftList");
    QTest::addColumn<QStringList>("untranslated"); // the source blocks reported, by their first line
    // The translated table of contents has the post's title as its one top-level item
    // and the source's items one level deeper (as some editors generate it): one draft
    // block, where the source's eight top-level items are blocks of their own.
    const QString nested = QStringLiteral(
        "- [训练笔记](#训练笔记)\n\t- [目录](#目录)\n\t- [这是什么](#这是什么)\n\t\t- [名称](#名称)\n\t\t- [提示格式](#提示格式)\n"
        "\t- [演示](#演示)\n\t- [推理](#推理)\n\t\t- [使用 Transformers](#使用-transformers)\n\t\t- [使用 TGI](#使用-tgi)\n"
        "\t- [微调](#微调)\n\t- [量化](#量化)\n\t\t- [4 比特](#4-比特)\n\t- [免责声明](#免责声明)\n\t- [更多资源](#更多资源)\n"
        "\t- [总结](#总结)\n");
    QTest::newRow("every item translated, nested one level deeper") << nested << QStringList();
    QString shorter = nested;
    shorter.remove(QStringLiteral("\t- [量化](#量化)\n\t\t- [4 比特](#4-比特)\n\t- [免责声明](#免责声明)\n\t- [更多资源](#更多资源)\n"));
    shorter.remove(QStringLiteral("\t- [微调](#微调)\n"));
    // The aligner links the first three source items to the draft's list.
    QTest::newRow("five items fewer than the source's: the items the aligner left out reported")
        << shorter
        << QStringList {QStringLiteral("- [Fine-tuning](#fine-tuning)"), QStringLiteral("- [Quantizing](#quantizing)"),
               QStringLiteral("- [Disclaimers](#disclaimers)"), QStringLiteral("- [Additional resources](#additional-resources)"),
               QStringLiteral("- [Conclusion](#conclusion)")};
}

// A list the draft nests one level deeper is one draft block aligned to the source's
// first item; the source's other top-level items are not untranslated while the
// draft's list holds as many items (markdown.list reports the nesting).
void TestQaCompletenessCheck::listNestedDeeperInTheDraft()
{
    QFETCH(QString, draftList);
    QFETCH(QStringList, untranslated);
    const QString source =
        QStringLiteral("# Training notes\n\n## Contents\n\n"
                       "- [What it is](#what-it-is)\n  - [The name](#the-name)\n  - [Prompt format](#prompt-format)\n- [Demo](#demo)\n"
                       "- [Inference](#inference)\n  - [With Transformers](#with-transformers)\n  - [With TGI](#with-tgi)\n"
                       "- [Fine-tuning](#fine-tuning)\n- [Quantizing](#quantizing)\n  - [4-bit](#4-bit)\n- [Disclaimers](#disclaimers)\n"
                       "- [Additional resources](#additional-resources)\n- [Conclusion](#conclusion)\n\n"
                       "The notes explain how the model was trained and how to run it on your own data.\n");
    const QString target = QStringLiteral("# 训练笔记\n\n## 目录\n\n") + draftList
        + QStringLiteral("\n这些笔记说明了模型是如何训练的，以及如何在你自己的数据上运行它。\n");
    QaInput input = QaInput::fromMarkdown(source, target);
    QList<QaFinding> findings;
    QaCompletenessCheck().run(input, &findings);
    QStringList reported;
    for (const QaFinding &finding : std::as_const(findings)) {
        QCOMPARE(finding.check, QStringLiteral("content.untranslated"));
        for (const BlockRecord &block : std::as_const(input.sources)) {
            if (block.id == finding.sourceBlockId) {
                reported.append(block.text.section(QLatin1Char('\n'), 0, 0));
            }
        }
    }
    QCOMPARE(reported, untranslated);
}

QTEST_GUILESS_MAIN(TestQaCompletenessCheck)
#include "tst_qacompletenesscheck.moc"
