// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termmatcher.h"

#include <QTest>

class TestTermMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void findInSource_data();
    void findInSource();
    void offsets_data();
    void offsets();
    void findInTarget_data();
    void findInTarget();
    void manyTerms();
    void restrictions_data();
    void restrictions();

private:
    static TermEntry entry(const QString &source, const QStringList &renderings = {});
    TermMatcher m_matcher;
};

TermEntry TestTermMatcher::entry(const QString &source, const QStringList &renderings)
{
    TermEntry e;
    e.source = source;
    for (const QString &text : renderings) {
        TermRendering rendering;
        rendering.text = text;
        e.renderings.append(rendering);
    }
    return e;
}

void TestTermMatcher::initTestCase()
{
    QList<TermEntry> terms;
    terms << entry(QStringLiteral("GPU")) << entry(QStringLiteral("checkpoint"), {QStringLiteral("检查点")})
          << entry(QStringLiteral("library"), {QStringLiteral("库")})
          << entry(QStringLiteral("kernel"), {QStringLiteral("核函数"), QStringLiteral("内核")})
          << entry(QStringLiteral("CUDA kernel"), {QStringLiteral("CUDA核函数")}) << entry(QStringLiteral("torch.compile"))
          << entry(QStringLiteral("NCCL_IB_DISABLE")) << entry(QStringLiteral("--num_nodes")) << entry(QStringLiteral("fine-tuning"))
          << entry(QStringLiteral("Apple")) << entry(QStringLiteral("batch")) << entry(QStringLiteral("compute"))
          << entry(QStringLiteral("torch")) << entry(QStringLiteral("A100")) << entry(QStringLiteral("attention mechanism"))
          << entry(QStringLiteral("plan"));
    terms[6].caseSensitive = true;
    terms[6].keepEnglish = true;
    terms[8].variants = QStringList {QStringLiteral("fine tuning")};
    terms[9].caseSensitive = true;
    terms[1].forbidden.append({QStringLiteral("存档点"), QStringLiteral("not a game")});
    TermEntry nemo = entry(QStringLiteral("NeMo Megatron"));
    nemo.firstUse = QStringLiteral("NeMo Megatron（NVIDIA开源的大模型训练框架）");
    terms << nemo;
    m_matcher = TermMatcher(terms);
}

void TestTermMatcher::findInSource_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected"); // "term=matched text", in order
    QTest::newRow("plural -s") << QStringLiteral("Two GPUs and one GPU.")
                               << QStringList {QStringLiteral("GPU=GPUs"), QStringLiteral("GPU=GPU")};
    QTest::newRow("-ing and -ed") << QStringLiteral("Gradient checkpointing is on; the model was checkpointed.")
                                  << QStringList {QStringLiteral("checkpoint=checkpointing"), QStringLiteral("checkpoint=checkpointed")};
    QTest::newRow("-ies for a consonant and y")
        << QStringLiteral("Both libraries load.") << QStringList {QStringLiteral("library=libraries")};
    QTest::newRow("-es after a sibilant") << QStringLiteral("Split the batches.") << QStringList {QStringLiteral("batch=batches")};
    QTest::newRow("dropped e before -ing, -d") << QStringLiteral("computing and computed values")
                                               << QStringList {QStringLiteral("compute=computing"), QStringLiteral("compute=computed")};
    QTest::newRow("doubled consonant") << QStringLiteral("Planning ahead.") << QStringList {QStringLiteral("plan=Planning")};
    QTest::newRow("possessive 's is part of the match") << QStringLiteral("the GPU's memory") << QStringList {QStringLiteral("GPU=GPU's")};
    QTest::newRow("typographic possessive") << QStringLiteral("the GPU’s memory") << QStringList {QStringLiteral("GPU=GPU’s")};
    QTest::newRow("case-insensitive by default")
        << QStringLiteral("gpu and Gpu") << QStringList {QStringLiteral("GPU=gpu"), QStringLiteral("GPU=Gpu")};
    QTest::newRow("case-sensitive term") << QStringLiteral("An Apple laptop, an apple pie, two Apples")
                                         << QStringList {QStringLiteral("Apple=Apple"), QStringLiteral("Apple=Apples")};
    QTest::newRow("longest match wins") << QStringLiteral("The CUDA kernel and the kernel.")
                                        << QStringList {QStringLiteral("CUDA kernel=CUDA kernel"), QStringLiteral("kernel=kernel")};
    QTest::newRow("multi-word term across a line break")
        << QStringLiteral("the CUDA\nkernels") << QStringList {QStringLiteral("CUDA kernel=CUDA\nkernels")};
    QTest::newRow("multi-word term inflects its last word")
        << QStringLiteral("Attention mechanisms differ.") << QStringList {QStringLiteral("attention mechanism=Attention mechanisms")};
    QTest::newRow("first word alone is no multi-word match") << QStringLiteral("attention is all") << QStringList {};
    QTest::newRow("identifier with a dot") << QStringLiteral("Call torch.compile() on the model.")
                                           << QStringList {QStringLiteral("torch.compile=torch.compile")};
    QTest::newRow("a dot ending a sentence is no identifier")
        << QStringLiteral("We use torch.") << QStringList {QStringLiteral("torch=torch")};
    QTest::newRow("word glued by a dot is inside an identifier") << QStringLiteral("torch.nn.Module and nn.torch") << QStringList {};
    QTest::newRow("identifier with underscores")
        << QStringLiteral("export NCCL_IB_DISABLE=1") << QStringList {QStringLiteral("NCCL_IB_DISABLE=NCCL_IB_DISABLE")};
    QTest::newRow("case-sensitive identifier, other case") << QStringLiteral("nccl_ib_disable") << QStringList {};
    QTest::newRow("no match inside a longer identifier") << QStringLiteral("NCCL_IB_DISABLE_X GPUDirect recheckpoint") << QStringList {};
    QTest::newRow("CLI flag with dashes") << QStringLiteral("pass --num_nodes 2")
                                          << QStringList {QStringLiteral("--num_nodes=--num_nodes")};
    QTest::newRow("hyphenated term and its spaced variant")
        << QStringLiteral("fine-tuning and fine tuning")
        << QStringList {QStringLiteral("fine-tuning=fine-tuning"), QStringLiteral("fine-tuning=fine tuning")};
    QTest::newRow("model number plural") << QStringLiteral("eight A100s") << QStringList {QStringLiteral("A100=A100s")};
    QTest::newRow("English inside Chinese") << QStringLiteral("在GPU上训练") << QStringList {QStringLiteral("GPU=GPU")};
    QTest::newRow("hyphen is a word boundary") << QStringLiteral("GPU-accelerated") << QStringList {QStringLiteral("GPU=GPU")};
}

void TestTermMatcher::findInSource()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QStringList actual;
    for (const TermOccurrence &o : m_matcher.findInSource(text)) {
        QCOMPARE(text.mid(o.start, o.end - o.start), o.text);
        actual.append(m_matcher.terms().at(o.term).source + QLatin1Char('=') + o.text);
    }
    QCOMPARE(actual, expected);
}

void TestTermMatcher::offsets_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("end");
    QTest::newRow("plain ASCII") << QStringLiteral("the CUDA kernel") << 4 << 15;
    QTest::newRow("UTF-16 units after a surrogate pair") << QStringLiteral("😀 CUDA kernels!") << 3 << 15;
    QTest::newRow("after CJK text") << QStringLiteral("启动CUDA kernel") << 2 << 13;
}

void TestTermMatcher::offsets()
{
    QFETCH(QString, text);
    QFETCH(int, start);
    QFETCH(int, end);
    const QList<TermOccurrence> found = m_matcher.findInSource(text);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().start, start);
    QCOMPARE(found.first().end, end);
}

void TestTermMatcher::findInTarget_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected"); // "term|kind|text"
    QTest::newRow("longer rendering contains a shorter one")
        << QStringLiteral("启动CUDA核函数") << QStringList {QStringLiteral("CUDA kernel|0|CUDA核函数")};
    QTest::newRow("a space between Latin and Chinese, as Chinese typography has it")
        << QStringLiteral("启动 CUDA 核函数") << QStringList {QStringLiteral("CUDA kernel|0|CUDA 核函数")};
    QTest::newRow("shorter rendering alone") << QStringLiteral("这个核函数很慢") << QStringList {QStringLiteral("kernel|0|核函数")};
    QTest::newRow("Latin letters case-insensitive")
        << QStringLiteral("cuda核函数") << QStringList {QStringLiteral("CUDA kernel|0|cuda核函数")};
    QTest::newRow("several terms in order") << QStringLiteral("内核与检查点")
                                            << QStringList {QStringLiteral("kernel|0|内核"), QStringLiteral("checkpoint|0|检查点")};
    QTest::newRow("forbidden rendering") << QStringLiteral("保存存档点") << QStringList {QStringLiteral("checkpoint|1|存档点")};
    QTest::newRow("first-use form over its name")
        << QStringLiteral("用NeMo Megatron（NVIDIA开源的大模型训练框架）训练")
        << QStringList {QStringLiteral("NeMo Megatron|2|NeMo Megatron（NVIDIA开源的大模型训练框架）")};
    QTest::newRow("nothing") << QStringLiteral("没有术语") << QStringList {};
    QTest::newRow("empty text") << QString() << QStringList {};
}

void TestTermMatcher::findInTarget()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QStringList actual;
    for (const TermTargetOccurrence &o : m_matcher.findInTarget(text)) {
        actual.append(m_matcher.terms().at(o.term).source + QLatin1Char('|') + QString::number(int(o.kind)) + QLatin1Char('|')
            + text.mid(o.start, o.end - o.start));
    }
    QCOMPARE(actual, expected);
}

// A big termbase sharing first words still finds the right, longest terms.
void TestTermMatcher::manyTerms()
{
    QList<TermEntry> terms;
    for (int i = 0; i < 5000; ++i) {
        terms.append(entry(QStringLiteral("model variant%1").arg(i)));
    }
    terms.append(entry(QStringLiteral("model")));
    const TermMatcher matcher(terms);
    const QList<TermOccurrence> found = matcher.findInSource(QStringLiteral("A model variant4999 and a model variant5000."));
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0).term, 4999);
    QCOMPARE(found.at(0).text, QStringLiteral("model variant4999"));
    QCOMPARE(found.at(1).term, 5000);
    QCOMPARE(found.at(1).text, QStringLiteral("model"));
}

void TestTermMatcher::restrictions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected"); // source=matched text
    QTest::newRow("noun only: the noun") << QStringLiteral("Take the mean of a sample.") << QStringList {QStringLiteral("mean=mean")};
    QTest::newRow("noun only: 'this means that' is a verb") << QStringLiteral("This means that the loss falls.") << QStringList();
    QTest::newRow("noun only: 'which means we' is a verb") << QStringLiteral("It is fast, which means we can wait.") << QStringList();
    QTest::newRow("noun only: an adverb between") << QStringLiteral("It also means fewer steps.") << QStringList();
    QTest::newRow("noun only: after a modal") << QStringLiteral("That would mean a restart.") << QStringList();
    QTest::newRow("noun only: after to") << QStringLiteral("What is this supposed to mean?") << QStringList();
    QTest::newRow("noun only: after n't") << QStringLiteral("It doesn't mean much.") << QStringList();
    QTest::newRow("noun only: after a subject") << QStringLiteral("By loss we mean the average.") << QStringList();
    QTest::newRow("noun only: a question's subject") << QStringLiteral("What does it mean for us?") << QStringList();
    QTest::newRow("noun only: -ing is another word") << QStringLiteral("The meaning of a token.") << QStringList();
    QTest::newRow("noun only: -ed is another word") << QStringLiteral("A weighted sum of features.") << QStringList();
    QTest::newRow("noun only: a plural noun") << QStringLiteral("Compare the means of both groups.")
                                              << QStringList {QStringLiteral("mean=means")};
    QTest::newRow("noun only: plural weights") << QStringLiteral("Update all weights, then the weight decay.")
                                               << QStringList {QStringLiteral("weight=weights"), QStringLiteral("weight=weight")};
    QTest::newRow("noun only: 'by means of'") << QStringLiteral("Fit it by means of gradient descent.") << QStringList();
    QTest::newRow("noun only: a longer term without restriction wins")
        << QStringLiteral("This means the mean squared error.") << QStringList {QStringLiteral("mean squared error=mean squared error")};
    QTest::newRow("no restriction: a verb use matches")
        << QStringLiteral("We compute the loss.") << QStringList {QStringLiteral("compute=compute")};
    QTest::newRow("case-sensitive: another case is a name")
        << QStringLiteral("An Amazon Machine Image, then the image.") << QStringList {QStringLiteral("image=image")};
    QTest::newRow("context regex: covering the occurrence")
        << QStringLiteral("Add the bias term b.") << QStringList {QStringLiteral("bias=bias")};
    QTest::newRow("context regex: in any case") << QStringLiteral("The Bias Vector.") << QStringList {QStringLiteral("bias=Bias")};
    QTest::newRow("context regex: elsewhere in the block is not enough")
        << QStringLiteral("Bias correction; the term is small.") << QStringList();
    QTest::newRow("context regex: an invalid pattern matches nowhere") << QStringLiteral("Every feature counts.") << QStringList();
}

// A term entry restricts where its source counts: as a noun only, in its own case,
// inside a stretch its context pattern matches.
void TestTermMatcher::restrictions()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    TermEntry mean = entry(QStringLiteral("mean"));
    mean.nounOnly = true;
    TermEntry weight = entry(QStringLiteral("weight"));
    weight.nounOnly = true;
    TermEntry image = entry(QStringLiteral("image"));
    image.caseSensitive = true;
    TermEntry bias = entry(QStringLiteral("bias"));
    bias.contextRegex = QStringLiteral("\\bbias (term|vector|parameter)s?\\b");
    TermEntry feature = entry(QStringLiteral("feature"));
    feature.contextRegex = QStringLiteral("(");
    const TermMatcher matcher(
        {mean, weight, image, bias, feature, entry(QStringLiteral("mean squared error")), entry(QStringLiteral("compute"))});
    QStringList actual;
    for (const TermOccurrence &o : matcher.findInSource(text)) {
        actual.append(matcher.terms().at(o.term).source + QLatin1Char('=') + o.text);
    }
    QCOMPARE(actual, expected);
}

QTEST_GUILESS_MAIN(TestTermMatcher)
#include "tst_termmatcher.moc"
