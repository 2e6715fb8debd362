// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/technologysuggester.h"

#include <QTest>

class TestTechnologySuggester : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mentions_data();
    void mentions();
    void suggestByNameOrAlias_data();
    void suggestByNameOrAlias();
};

void TestTechnologySuggester::mentions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("term");
    QTest::addColumn<bool>("found");
    QTest::newRow("vLLM as written") << QStringLiteral("Serve it with vLLM today.") << QStringLiteral("vLLM") << true;
    QTest::newRow("vllm in lower case") << QStringLiteral("pip install vllm") << QStringLiteral("vLLM") << true;
    QTest::newRow("at a sentence's end") << QStringLiteral("We use vLLM.") << QStringLiteral("vLLM") << true;
    QTest::newRow("in parentheses") << QStringLiteral("engines (vLLM, TGI)") << QStringLiteral("vLLM") << true;
    QTest::newRow("vllm-like is another word") << QStringLiteral("a vllm-like engine") << QStringLiteral("vLLM") << false;
    QTest::newRow("pre-vLLM is another word") << QStringLiteral("the pre-vLLM days") << QStringLiteral("vLLM") << false;
    QTest::newRow("inside a longer word") << QStringLiteral("vllmserve") << QStringLiteral("vLLM") << false;
    QTest::newRow("after a digit") << QStringLiteral("2vllm") << QStringLiteral("vLLM") << false;
    QTest::newRow("an underscore joins") << QStringLiteral("use_vllm = True") << QStringLiteral("vLLM") << false;
    QTest::newRow("a later occurrence counts") << QStringLiteral("vllm-like, but really vLLM") << QStringLiteral("vLLM") << true;
    QTest::newRow("a dot inside the term") << QStringLiteral("Run llama.cpp locally") << QStringLiteral("llama.cpp") << true;
    QTest::newRow("a term of two words") << QStringLiteral("Mixed Precision training") << QStringLiteral("mixed precision") << true;
    QTest::newRow("MoE is not in Moet") << QStringLiteral("Moet and Chandon") << QStringLiteral("MoE") << false;
    QTest::newRow("next to Chinese") << QStringLiteral("使用vLLM部署") << QStringLiteral("vLLM") << true;
    QTest::newRow("Chinese alias as a substring") << QStringLiteral("开启混合精度训练") << QStringLiteral("混合精度") << true;
    QTest::newRow("Chinese alias absent") << QStringLiteral("开启梯度检查点") << QStringLiteral("混合精度") << false;
    QTest::newRow("empty term") << QStringLiteral("anything") << QString() << false;
}

void TestTechnologySuggester::mentions()
{
    QFETCH(QString, text);
    QFETCH(QString, term);
    QFETCH(bool, found);
    QCOMPARE(TechnologySuggester::mentions(text, term), found);
}

void TestTechnologySuggester::suggestByNameOrAlias_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<qint64>>("ids");
    QTest::newRow("nothing") << QStringLiteral("A post about cooking.") << QList<qint64> {};
    QTest::newRow("a name") << QStringLiteral("FSDP shards the model.") << QList<qint64> {2};
    QTest::newRow("an alias") << QStringLiteral("Use fp16 to halve memory.") << QList<qint64> {3};
    QTest::newRow("a Chinese alias") << QStringLiteral("本期介绍混合精度。") << QList<qint64> {3};
    QTest::newRow("several, in the given order") << QStringLiteral("vllm and Fully Sharded Data Parallel") << QList<qint64> {1, 2};
}

void TestTechnologySuggester::suggestByNameOrAlias()
{
    QFETCH(QString, text);
    QFETCH(QList<qint64>, ids);
    const TechnologySuggester suggester(
        {{1, 3, QStringLiteral("vLLM"), {}}, {2, 2, QStringLiteral("FSDP"), {QStringLiteral("Fully Sharded Data Parallel")}},
            {3, 2, QStringLiteral("mixed precision"), {QStringLiteral("fp16"), QStringLiteral("混合精度")}}});
    QCOMPARE(suggester.suggest(text), ids);
}

QTEST_GUILESS_MAIN(TestTechnologySuggester)
#include "tst_technologysuggester.moc"
