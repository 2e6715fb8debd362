// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qainput.h"
#include "qa/qastylefixer.h"
#include "qa/qatypographycheck.h"

#include <QTest>

class TestQaStyleFixer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rewritten_data();
    void rewritten();
    void insertion_data();
    void insertion();
};

namespace {

// The Hugging Face house of the corpus: spaces, half-width colons and parentheses.
QaSettings hfHouse()
{
    QaSettings style = *QaSettings::preset(QStringLiteral("huggingface"));
    style.setWidth(QaSettings::Mark::Colon, QaSettings::Width::Half);
    style.setWidth(QaSettings::Mark::Parentheses, QaSettings::Width::Half);
    style.besideLatin = QaSettings::Spacing::Any;
    return style;
}

} // namespace

void TestQaStyleFixer::rewritten_data()
{
    QTest::addColumn<QString>("style");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    const QString note = QStringLiteral("**【译者注·硬件兼容】** 原文的硬件在国内常见的形态不同，配置前请先对照下表：");
    QTest::newRow("d2l: a note template as written") << QStringLiteral("d2l") << note << note;
    QTest::newRow("house: the template's colon half-width")
        << QStringLiteral("house") << note << QStringLiteral("**【译者注·硬件兼容】** 原文的硬件在国内常见的形态不同，配置前请先对照下表:");
    QTest::newRow("house: spaces around Latin text and code, not inside it")
        << QStringLiteral("house") << QStringLiteral("相比Xavier初始化，用`torch.nn.init`实现GPT-2训练")
        << QStringLiteral("相比 Xavier 初始化，用 `torch.nn.init` 实现 GPT-2 训练");
    QTest::newRow("d2l: spaces between Chinese and Latin removed")
        << QStringLiteral("d2l") << QStringLiteral("使用 GPU 训练 `model` 需要 8 张卡") << QStringLiteral("使用GPU训练`model`需要8张卡");
    QTest::newRow("house: a link keeps its markup, the space goes outside") << QStringLiteral(
        "house") << QStringLiteral("参见[Hub文档](https://hf.co/docs)了解") << QStringLiteral("参见 [Hub 文档](https://hf.co/docs)了解");
    QTest::newRow("house: full-width colon and parentheses made half-width") << QStringLiteral(
        "house") << QStringLiteral("删节：原文「Hello」（过时的示例）。理由") << QStringLiteral("删节: 原文“Hello”(过时的示例)。理由");
    QTest::newRow("d2l: the footnote's corner quotes curly")
        << QStringLiteral("d2l") << QStringLiteral("删节：原文「Hello」（过时的示例）。理由")
        << QStringLiteral("删节：原文“Hello”（过时的示例）。理由");
    QTest::newRow("d2l: half-width marks after Chinese full-width")
        << QStringLiteral("d2l") << QStringLiteral("注意:这里(以及那里)不同,对吗?是的.")
        << QStringLiteral("注意：这里（以及那里）不同，对吗？是的。");
    QTest::newRow("d2l: English sentences stay as they are")
        << QStringLiteral("d2l") << QStringLiteral("Note: this (and that) differ, see v1.2.")
        << QStringLiteral("Note: this (and that) differ, see v1.2.");
    QTest::newRow("d2l: spaces beside full-width punctuation dropped")
        << QStringLiteral("d2l") << QStringLiteral("翻译 ，然后 。") << QStringLiteral("翻译，然后。");
    QTest::newRow("house: the footer's date and counts spaced")
        << QStringLiteral("house") << QStringLiteral("本文译于2026-01-05，经过3次修订。")
        << QStringLiteral("本文译于 2026-01-05，经过 3 次修订。");
}

void TestQaStyleFixer::rewritten()
{
    QFETCH(QString, style);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const QaSettings settings = style == QLatin1String("house") ? hfHouse() : *QaSettings::preset(style);
    const QString fixed = QaStyleFixer::apply(text, settings);
    QCOMPARE(fixed, expected);
    QCOMPARE(QaStyleFixer::apply(fixed, settings), fixed); // twice changes nothing more
    QaInput input = QaInput::fromMarkdown(QString(), fixed);
    input.settings = settings;
    QList<QaFinding> findings;
    QaTypographyCheck().run(input, &findings);
    QVERIFY2(findings.isEmpty(), qPrintable(findings.value(0).message));
}

void TestQaStyleFixer::insertion_data()
{
    QTest::addColumn<QString>("style");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("around"); // the characters before and after, '|' for none
    QTest::addColumn<QString>("expected");

    QTest::newRow("house: a term between Chinese gets spaces")
        << QStringLiteral("house") << QStringLiteral("GPU") << QStringLiteral("用训") << QStringLiteral(" GPU ");
    QTest::newRow("d2l: no spaces") << QStringLiteral("d2l") << QStringLiteral("GPU") << QStringLiteral("用训") << QStringLiteral("GPU");
    QTest::newRow("house: a space already there is not doubled")
        << QStringLiteral("house") << QStringLiteral("GPU") << QStringLiteral(" 训") << QStringLiteral("GPU ");
    QTest::newRow("house: a Chinese term next to Latin text")
        << QStringLiteral("house") << QStringLiteral("梯度") << QStringLiteral("A|") << QStringLiteral(" 梯度");
    QTest::newRow("house: a term's own spacing kept, spaced outside")
        << QStringLiteral("house") << QStringLiteral("CUDA核函数") << QStringLiteral("|启") << QStringLiteral("CUDA 核函数");
    QTest::newRow("house: a match's colon half-width") << QStringLiteral("house") << QStringLiteral("例如：使用GPU训练。")
                                                       << QStringLiteral("||") << QStringLiteral("例如: 使用 GPU 训练。");
}

void TestQaStyleFixer::insertion()
{
    QFETCH(QString, style);
    QFETCH(QString, text);
    QFETCH(QString, around);
    QFETCH(QString, expected);
    const QaSettings settings = style == QLatin1String("house") ? hfHouse() : *QaSettings::preset(style);
    const QChar before = around.at(0) == QLatin1Char('|') ? QChar() : around.at(0);
    const QChar after = around.at(1) == QLatin1Char('|') ? QChar() : around.at(1);
    QCOMPARE(QaStyleFixer::insertion(text, before, after, settings), expected);
    // A term: only the spaces around it.
    const QString spaced = text == QStringLiteral("CUDA核函数") ? QStringLiteral("CUDA核函数") : expected;
    if (!text.contains(QChar(0xFF1A))) {
        QCOMPARE(QaStyleFixer::spacedInsertion(text, before, after, settings), spaced);
    }
}

QTEST_GUILESS_MAIN(TestQaStyleFixer)
#include "tst_qastylefixer.moc"
