// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"
#include "terms/termselector.h"

#include <QTest>

class TestTermSelector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void select_data();
    void select();
    void codeLanguage_data();
    void codeLanguage();
    void keepEnglish();
    void invalidRegexNeverApplies();

private:
    static TermRendering rendering(const QString &text, const QStringList &keywords, int priority = 0);
    static TermEntry kernel();
    static TermEntry quantization();
};

TermRendering TestTermSelector::rendering(const QString &text, const QStringList &keywords, int priority)
{
    TermRendering r;
    r.text = text;
    r.keywords = keywords;
    r.priority = priority;
    return r;
}

// The seed's term conflict log: CUDA context → CUDA核函数, Linux system calls → 内核.
TermEntry TestTermSelector::kernel()
{
    TermEntry e;
    e.source = QStringLiteral("kernel");
    e.renderings << rendering(
        QStringLiteral("CUDA核函数"), {QStringLiteral("CUDA"), QStringLiteral("__global__"), QStringLiteral("nvprof")})
                 << rendering(QStringLiteral("内核"), {QStringLiteral("Linux"), QStringLiteral("system call"), QStringLiteral("syscall")});
    e.renderings[1].isDefault = true;
    TermRendering inCudaCode;
    inCudaCode.text = QStringLiteral("CUDA核函数");
    inCudaCode.codeLanguage = QStringLiteral("cuda");
    TermRendering trick;
    trick.text = QStringLiteral("核");
    trick.regex = QStringLiteral("\\bkernel (trick|method)s?\\b");
    e.renderings << inCudaCode << trick;
    return e;
}

// llm.int8()/bitsandbytes → 量化, torchaudio → 采样精度 (a higher priority), audio posts → 音频量化.
TermEntry TestTermSelector::quantization()
{
    TermEntry e;
    e.source = QStringLiteral("quantization");
    e.renderings << rendering(QStringLiteral("量化"), {QStringLiteral("bitsandbytes"), QStringLiteral("llm.int8()")})
                 << rendering(QStringLiteral("采样精度"), {QStringLiteral("torchaudio")}, 1);
    TermRendering audio;
    audio.text = QStringLiteral("音频量化");
    audio.postTags = QStringList {QStringLiteral("audio")};
    e.renderings << audio;
    return e;
}

void TestTermSelector::select_data()
{
    QTest::addColumn<bool>("isKernel");
    QTest::addColumn<QString>("block");
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("tags");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("kernel, CUDA profiler output in the block")
        << true << QStringLiteral("The kernel launch overhead dominates the CUDA profiler output.") << QString() << QString()
        << QStringList() << QStringLiteral("CUDA核函数") << QStringLiteral("keyword “CUDA” in the block");
    QTest::newRow("kernel, Linux system call in the block")
        << true << QStringLiteral("The kernel handles the read() system call before returning to user space on Linux.") << QString()
        << QString() << QStringList() << QStringLiteral("内核") << QStringLiteral("keyword “Linux” in the block");
    QTest::newRow("kernel, CUDA only elsewhere in the document")
        << true << QStringLiteral("Measure the kernel launch overhead first.") << QStringLiteral("We profile CUDA code with nvprof.")
        << QString() << QStringList() << QStringLiteral("CUDA核函数") << QStringLiteral("keyword “CUDA” in the document");
    QTest::newRow("kernel, block keyword beats document keyword")
        << true << QStringLiteral("Each syscall enters the kernel.") << QStringLiteral("This post is about CUDA.") << QString()
        << QStringList() << QStringLiteral("内核") << QStringLiteral("keyword “syscall” in the block");
    QTest::newRow("kernel, inside a cuda code block")
        << true << QStringLiteral("add_kernel<<<blocks, threads>>>(x, y);") << QString() << QStringLiteral("cuda") << QStringList()
        << QStringLiteral("CUDA核函数") << QStringLiteral("code block language cuda");
    QTest::newRow("kernel, regex: the kernel trick")
        << true << QStringLiteral("The kernel trick maps inputs into a feature space.") << QString() << QString() << QStringList()
        << QStringLiteral("核") << QStringLiteral("pattern “\\bkernel (trick|method)s?\\b” in the block");
    QTest::newRow("kernel, no context: default") << true << QStringLiteral("The kernel is small.") << QString() << QString()
                                                 << QStringList() << QStringLiteral("内核") << QStringLiteral("default");
    QTest::newRow("kernel, keyword must start a word") << true << QStringLiteral("The kernel of subcuda.") << QString() << QString()
                                                       << QStringList() << QStringLiteral("内核") << QStringLiteral("default");
    QTest::newRow("quantization with bitsandbytes and llm.int8()")
        << false << QStringLiteral("Quantization with bitsandbytes and llm.int8() halves the memory.") << QString() << QString()
        << QStringList() << QStringLiteral("量化") << QStringLiteral("keyword “bitsandbytes” in the block");
    QTest::newRow("quantization of torchaudio.load() output")
        << false << QStringLiteral("The quantization of torchaudio.load() output is 16-bit.") << QString() << QString() << QStringList()
        << QStringLiteral("采样精度") << QStringLiteral("keyword “torchaudio” in the block");
    QTest::newRow("quantization, higher priority beats a stronger context")
        << false << QStringLiteral("Quantization with bitsandbytes.") << QStringLiteral("We load clips with torchaudio.") << QString()
        << QStringList() << QStringLiteral("采样精度") << QStringLiteral("keyword “torchaudio” in the document");
    QTest::newRow("quantization, post tag") << false << QStringLiteral("Quantization noise is audible.") << QString() << QString()
                                            << QStringList {QStringLiteral("Audio")} << QStringLiteral("音频量化")
                                            << QStringLiteral("post tag “audio”");
    QTest::newRow("quantization, nothing applies: the first") << false << QStringLiteral("Quantization matters.") << QString() << QString()
                                                              << QStringList() << QStringLiteral("量化") << QStringLiteral("default");
}

void TestTermSelector::select()
{
    QFETCH(bool, isKernel);
    QFETCH(QString, block);
    QFETCH(QString, document);
    QFETCH(QString, language);
    QFETCH(QStringList, tags);
    QFETCH(QString, text);
    QFETCH(QString, reason);
    const TermContext context {block, block + QLatin1Char('\n') + document, language, tags};
    const TermSelection selection = TermSelector::select(isKernel ? kernel() : quantization(), context);
    QCOMPARE(selection.text, text);
    QCOMPARE(selection.reason, reason);
}

void TestTermSelector::codeLanguage_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("language");
    QTest::newRow("the code block itself") << 1 << QStringLiteral("cuda");
    QTest::newRow("a paragraph after a code block") << 2 << QStringLiteral("cuda");
    QTest::newRow("nearest code block wins") << 4 << QStringLiteral("bash");
    QTest::newRow("not past a heading") << 6 << QString();
    QTest::newRow("before any code block") << 0 << QString();
}

void TestTermSelector::codeLanguage()
{
    QFETCH(int, index);
    QFETCH(QString, language);
    const QByteArray markdown = "Intro.\n\n```CUDA extra\n__global__ void k() {}\n```\n\nThe kernel launch.\n\n"
                                "```bash\nnvprof ./a.out\n```\n\nProfile it.\n\n# Next\n\nThe kernel again.\n";
    const MarkdownDocument document = MarkdownBlockParser::parse(markdown);
    QCOMPARE(document.blocks.size(), 7);
    QCOMPARE(TermSelector::codeLanguage(document.blocks, index), language);
}

void TestTermSelector::keepEnglish()
{
    TermEntry nccl;
    nccl.source = QStringLiteral("NCCL_IB_DISABLE");
    nccl.keepEnglish = true;
    nccl.renderings << rendering(QStringLiteral("禁用IB"), {QStringLiteral("NCCL")});
    const TermSelection selection = TermSelector::select(nccl, {QStringLiteral("Set NCCL_IB_DISABLE=1."), QString(), QString(), {}});
    QCOMPARE(selection.text, QStringLiteral("NCCL_IB_DISABLE"));
    QCOMPARE(selection.rendering, -1);
    QCOMPARE(selection.reason, QStringLiteral("kept in English"));
}

void TestTermSelector::invalidRegexNeverApplies()
{
    TermEntry e = kernel();
    e.renderings[3].regex = QStringLiteral("kernel (trick");
    const TermSelection selection = TermSelector::select(e, {QStringLiteral("The kernel (trick) maps."), QString(), QString(), {}});
    QCOMPARE(selection.text, QStringLiteral("内核"));
    QCOMPARE(selection.reason, QStringLiteral("default"));
}

QTEST_GUILESS_MAIN(TestTermSelector)
#include "tst_termselector.moc"
