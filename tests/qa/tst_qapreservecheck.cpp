// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qachecks.h"
#include "qa/qainput.h"
#include "qa/qapreservecheck.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QPair>
#include <QTest>

#include <algorithm>

namespace {

// "check|detail" of every finding, sorted.
QStringList summary(const QList<QaFinding> &findings)
{
    QStringList lines;
    for (const QaFinding &finding : findings) {
        lines.append(finding.check + QLatin1Char('|') + finding.detail);
    }
    lines.sort();
    return lines;
}

QList<QaFinding> check(const QaInput &input)
{
    QList<QaFinding> findings;
    QaPreserveCheck().run(input, &findings);
    return findings;
}

QString readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

const QString kCorpus = QStringLiteral(YIQIAO_SHARED_DIR "/corpus");

// The corpus's translated pairs: slug → (source, target); empty without ../shared.
QList<QPair<QString, QPair<QString, QString>>> corpusPairs()
{
    QList<QPair<QString, QPair<QString, QString>>> pairs;
    const QDir corpus(kCorpus);
    for (const QString &slug : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString target = readFile(corpus.filePath(slug + QStringLiteral("/target.zh.md")));
        if (!target.isEmpty()) {
            pairs.append({slug, {readFile(corpus.filePath(slug + QStringLiteral("/source.en.md"))), target}});
        }
    }
    return pairs;
}

// Every ASCII digit of a text one up (9 → 0): a draft whose numbers are all wrong.
QString shiftedDigits(QString text)
{
    for (QChar &c : text) {
        if (c >= QLatin1Char('0') && c <= QLatin1Char('9')) {
            c = QChar('0' + (c.unicode() - '0' + 1) % 10);
        }
    }
    return text;
}

} // namespace

class TestQaPreserveCheck : public QObject
{
    Q_OBJECT

private slots:
    void ids();
    void findings_data();
    void findings();
    void findingTargetsTheUnit();
    void countInMessage();
    void publishedPosts_data();
    void publishedPosts();
    void corpusBound();
    void corpusCatchesChangedNumbers();
};

void TestQaPreserveCheck::ids()
{
    const QStringList ids = QaPreserveCheck().ids();
    QCOMPARE(
        ids, QStringList({QStringLiteral("preserve.number"), QStringLiteral("preserve.version"), QStringLiteral("preserve.identifier")}));
    for (const QString &id : ids) {
        QVERIFY(QaChecks::isKnown(id));
        QCOMPARE(QaChecks::info(id).group, QStringLiteral("preserve"));
    }
}

void TestQaPreserveCheck::findings_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("expected");

    // d2l-aws/source.en.md, target.zh.md: units spaced differently, list numbers in quotes.
    const QString aws =
        QStringLiteral("So far, we have finished the first two of seven steps for launching an EC2 instance, as shown on the top of "
                       ":numref:`fig_disk`. In this example, we keep the default configurations for the steps \"3. Configure Instance\", "
                       "\"5. Add Tags\", and \"6. Configure Security Group\". Tap on \"4. Add Storage\" and increase the default hard disk "
                       "size to 64 GB (marked in the red box of :numref:`fig_disk`). Note that CUDA by itself already takes up 4 GB.");
    const QString awsZh =
        QStringLiteral("到目前为止，我们已经完成了启动EC2实例的七个步骤中的前两个步骤，如 :numref:`fig_disk`顶部所示。在本例中，我们保留"
                       "“3. Configure Instance”（3. 配置实例）、“5. Add Tags”（5. 添加标签）和“6. Configure Security Group”（6. "
                       "配置安全组）步骤的默认配置。点击“4.添加存储”并将默认硬盘大小增加到64GB( :numref:`fig_disk`中的红色框标记)。"
                       "请注意，CUDA本身已经占用了4GB空间。");
    QTest::newRow("number: units spaced differently (d2l-aws)") << aws << awsZh << QStringList();
    QTest::newRow("number: full-width digits") << aws << QString(awsZh).replace(QStringLiteral("64GB"), QStringLiteral("６４GB"))
                                               << QStringList();
    QTest::newRow("number: changed") << aws << QString(awsZh).replace(QStringLiteral("64GB"), QStringLiteral("32GB"))
                                     << QStringList {QStringLiteral("preserve.number|64 GB")};
    QTest::newRow("number: list number in a sentence dropped")
        << aws
        << QString(awsZh).replace(
               QStringLiteral("“6. Configure Security Group”（6. 配置"), QStringLiteral("“Configure Security Group”（配置"))
        << QStringList {QStringLiteral("preserve.number|6")};

    // d2l-resnet/source.en.md, target.zh.md: "ResNet-18" is a name, "18 layers" a number.
    const QString resnet = QStringLiteral(
        "There are 4 convolutional layers in each module (excluding the $1\\times 1$ convolutional layer). Together with the "
        "first $7\\times 7$ convolutional layer and the final fully-connected layer, there are 18 layers in total. Therefore, "
        "this model is commonly known as ResNet-18.\nBy configuring different numbers of channels and residual blocks in the "
        "module, we can create different ResNet models, such as the deeper 152-layer ResNet-152.");
    const QString resnetZh = QStringLiteral(
        "每个模块有4个卷积层（不包括恒等映射的$1\\times 1$卷积层）。\n加上第一个$7\\times 7$卷积层和最后一个全连接层，共有18层。\n"
        "因此，这种模型通常被称为ResNet-18。\n通过配置不同的通道数和模块里的残差块数可以得到不同的ResNet模型，例如更深的含152层的ResNet-"
        "152。");
    QTest::newRow("number: beside a model name (d2l-resnet)") << resnet << resnetZh << QStringList();
    QTest::newRow("number: layer count changed")
        << resnet << QString(resnetZh).replace(QStringLiteral("共有18层"), QStringLiteral("共有17层"))
        << QStringList {QStringLiteral("preserve.number|18")};

    // diffusers-training-lora/source.en.md, target.zh.md: a block quote, "~5 hours" as 约需5小时.
    const QString lora = QStringLiteral("> [!WARNING]\n> A full training run takes ~5 hours on a 2080 Ti GPU with 11GB of VRAM.");
    const QString loraZh = QStringLiteral("> [!WARNING]\n> 在11GB显存的2080 Ti显卡上完整训练约需5小时。");
    QTest::newRow("number: unit translated (diffusers-training-lora)") << lora << loraZh << QStringList();
    QTest::newRow("number: duration changed") << lora << QString(loraZh).replace(QStringLiteral("约需5小时"), QStringLiteral("约需8小时"))
                                              << QStringList {QStringLiteral("preserve.number|5 hours")};

    // course-ch0-setup/source.en.md, target.zh.md: "Chapter 1" as 第一章; the link target is the link check's.
    const QString course = QStringLiteral(
        "Welcome to the Hugging Face course! This introduction will guide you through setting up a working environment. If "
        "you're just starting the course, we recommend you first take a look at [Chapter 1](/course/chapter1), then come back "
        "and set up your environment so you can try the code yourself.");
    const QString courseZh = QStringLiteral(
        "欢迎来到 Hugging Face 课程！本小节将指导你搭建工作环境。如果你刚开始学习本课程，我们建议你先阅读 [第一章](/course/chapter1) "
        "，然后返回此处搭建环境，以便你亲自尝试和实现代码。");
    QTest::newRow("number: Chinese ordinal (course-ch0-setup)") << course << courseZh << QStringList();
    QTest::newRow("number: Chinese ordinal changed")
        << course << QString(courseZh).replace(QStringLiteral("第一章"), QStringLiteral("第二章"))
        << QStringList {QStringLiteral("preserve.number|1")};
    QTest::newRow("number: link targets not compared")
        << course << QString(courseZh).replace(QStringLiteral("/course/chapter1"), QStringLiteral("/course/chapter9")) << QStringList();

    // d2l-aws/source.en.md, target.zh.md: a version after a product name.
    const QString cuda = QStringLiteral(
        "Here we download CUDA 10.1. Visit NVIDIA's [official repository](https://developer.nvidia.com/cuda-toolkit-archive) to "
        "find the download link as shown in :numref:`fig_cuda`.");
    const QString cudaZh = QStringLiteral(
        "我们在这里下载CUDA 10.1。访问NVIDIA的[官方存储库](https://developer.nvidia.com/cuda-toolkit-archive) 以找到下载链接，如 "
        ":numref:`fig_cuda`中所示。");
    QTest::newRow("version: kept (d2l-aws)") << cuda << cudaZh << QStringList();
    QTest::newRow("version: changed") << cuda << QString(cudaZh).replace(QStringLiteral("10.1"), QStringLiteral("10.10"))
                                      << QStringList {QStringLiteral("preserve.version|10.1")};

    // diffusers-coreml/source.en.md, target.zh.md: "versions 1.4, 1.5, …", written with 、.
    const QString coreml = QStringLiteral(
        "- the [Apple](https://huggingface.co/apple) organization includes Stable Diffusion versions 1.4, 1.5, 2.0 base, and 2.1 base");
    const QString coremlZh =
        QStringLiteral("- [Apple](https://huggingface.co/apple) 组织包括 Stable Diffusion 版本 1.4、1.5、2.0 基础和 2.1 基础");
    QTest::newRow("version: list of versions (diffusers-coreml)") << coreml << coremlZh << QStringList();
    QTest::newRow("version: first version dropped")
        << coreml << QString(coremlZh).replace(QStringLiteral("1.4、"), QString()) << QStringList {QStringLiteral("preserve.version|1.4")};
    QTest::newRow("version: later one dropped") << coreml << QString(coremlZh).replace(QStringLiteral("和 2.1 基础"), QString())
                                                << QStringList {QStringLiteral("preserve.number|2.1")};

    // course-ch5-2/source.en.md, target.zh.md: italic file names become inline code.
    const QString squad =
        QStringLiteral("This will download two compressed files called *SQuAD_it-train.json.gz* and *SQuAD_it-test.json.gz*, which we can "
                       "decompress with the Linux `gzip` command:");
    const QString squadZh = QStringLiteral(
        "这将下载两个名为 `SQuAD_it-train.json.gz` 和 `SQuAD_it-test.json.gz` 的压缩文件，我们可以用 Linux 的 `gzip` 命令解压他们：");
    QTest::newRow("identifier: file names set as code (course-ch5-2)") << squad << squadZh << QStringList();
    QTest::newRow("identifier: file name changed")
        << squad << QString(squadZh).replace(QStringLiteral("SQuAD_it-train"), QStringLiteral("SQuAD-it-train"))
        << QStringList {QStringLiteral("preserve.identifier|SQuAD_it-train.json.gz")};

    // course-ch0-setup/source.en.md, target.zh.md: a dot file.
    const QString env = QStringLiteral("You should now have a directory called *.env* in your otherwise empty folder:");
    const QString envZh = QStringLiteral("你现在应该在原本为空的文件夹中看到一个名为 `.env` 的目录：");
    QTest::newRow("identifier: dot file (course-ch0-setup)") << env << envZh << QStringList();
    QTest::newRow("identifier: dot file lost its dot") << env << QString(envZh).replace(QStringLiteral("`.env`"), QStringLiteral("env"))
                                                       << QStringList {QStringLiteral("preserve.identifier|.env")};

    // agents-unit2-llama-index-components/source.en.md, target.zh.md: a class name in a heading.
    const QString heading = QStringLiteral("### Querying a VectorStoreIndex with prompts and LLMs");
    const QString headingZh = QStringLiteral("### 使用提示词和 LLM 查询 VectorStoreIndex");
    QTest::newRow("identifier: class name (agents-unit2)") << heading << headingZh << QStringList();
    QTest::newRow("identifier: class name translated") << heading << QStringLiteral("### 使用提示词和 LLM 查询向量存储索引")
                                                       << QStringList {QStringLiteral("preserve.identifier|VectorStoreIndex")};

    // diffusers-coreml/source.en.md, target.zh.md: flags in inline code are the inline-code
    // check's business; the same sentences with the code spans unwrapped (as a writer may
    // leave them) are this check's.
    const QString flags = QStringLiteral(
        "Pass the path of the downloaded checkpoint with `-i` flag to the script. `--compute-unit` indicates the hardware you "
        "want to allow for inference. It must be one of the following options: `ALL`, `CPU_AND_GPU`, `CPU_ONLY`, `CPU_AND_NE`.");
    const QString flagsZh =
        QStringLiteral("使用 `-i` 标志将下载的检查点路径传递给脚本。`--compute-unit` 表示您希望允许用于推理的硬件。它必须是以下选项之一："
                       "`ALL`、`CPU_AND_GPU`、`CPU_ONLY`、`CPU_AND_NE`。");
    const QString brokenFlagsZh = QString(flagsZh).replace(QStringLiteral("--compute-unit"), QStringLiteral("--compute_unit"));
    QTest::newRow("identifier: inline code not compared (diffusers-coreml)") << flags << brokenFlagsZh << QStringList();
    const QString bare = QString(flags).remove(QLatin1Char('`'));
    QTest::newRow("identifier: flags and constants unwrapped") << bare << QString(flagsZh).remove(QLatin1Char('`')) << QStringList();
    QTest::newRow("identifier: flag and constant changed")
        << bare << QString(brokenFlagsZh).remove(QLatin1Char('`')).replace(QStringLiteral("CPU_ONLY"), QStringLiteral("CPU"))
        << QStringList {QStringLiteral("preserve.identifier|--compute-unit"), QStringLiteral("preserve.identifier|CPU_ONLY")};

    // diffusers-training-lora/source.en.md, target.zh.md with the variables unwrapped:
    // environment variables glued to Chinese (d2l style).
    const QString vars =
        QStringLiteral("Set the environment variables MODEL_NAME and DATASET_NAME to the model and dataset respectively. You should also "
                       "specify where to save the model in OUTPUT_DIR, and the name of the model to save to on the Hub with HUB_MODEL_ID.");
    const QString varsZh = QStringLiteral(
        "请设置环境变量MODEL_NAME和DATASET_NAME指定基础模型和数据集，OUTPUT_DIR设置输出目录，HUB_MODEL_ID指定Hub存储库名称。");
    QTest::newRow("identifier: environment variables (diffusers-training-lora)") << vars << varsZh << QStringList();
    QTest::newRow("identifier: environment variable renamed")
        << vars << QString(varsZh).replace(QStringLiteral("OUTPUT_DIR"), QStringLiteral("OUTPUT-DIR"))
        << QStringList {QStringLiteral("preserve.identifier|OUTPUT_DIR")};

    // course-ch0-setup/source.en.md with the directory written as the path its command
    // (mkdir ~/transformers-course) creates; target.zh.md likewise.
    const QString path =
        QStringLiteral("First, create the directory you'd like your application to live in — for example, you might want to make a new "
                       "directory called ~/transformers-course at the root of your home directory:");
    const QString pathZh = QStringLiteral(
        "首先，创建你希望 Transformers 所在的目录 - 例如，你可能希望在主目录的根目录下创建一个名为 ~/transformers-course 的新目录：");
    QTest::newRow("identifier: home path") << path << pathZh << QStringList();
    QTest::newRow("identifier: home path changed")
        << path << QString(pathZh).replace(QStringLiteral("~/transformers-course"), QStringLiteral("~/Transformers-course"))
        << QStringList {QStringLiteral("preserve.identifier|~/transformers-course")};

    // The same sentence ending on the path: the full stop is the sentence's, not the path's.
    const QString pathAtEnd = QStringLiteral("First, create the directory you'd like your application to live in: ~/transformers-course.");
    const QString pathAtEndZh = QStringLiteral("首先，创建你希望应用程序所在的目录：~/transformers-course。");
    QTest::newRow("identifier: path before a full stop") << pathAtEnd << pathAtEndZh << QStringList();
    QTest::newRow("identifier: relative file before a full stop") << QStringLiteral("The settings live in ./configs/base.yaml.")
                                                                  << QStringLiteral("设置保存在 ./configs/base.yaml 中。") << QStringList();

    // A table of another shape is markdown.table's: one finding, not one per number of the lost row.
    const QString table = QStringLiteral("| model | GPUs |\n|---|---|\n| BLOOM | 8 |\n| OPT | 16 |");
    QTest::newRow("table: same shape, number changed") << table << QString(table).replace(QStringLiteral("16"), QStringLiteral("15"))
                                                       << QStringList {QStringLiteral("preserve.number|16")};
    QTest::newRow("table: a row dropped") << table << QStringLiteral("| model | GPUs |\n|---|---|\n| BLOOM | 8 |") << QStringList();
    QTest::newRow("table: a row dropped, the header still compared")
        << QString(table).replace(QStringLiteral("GPUs"), QStringLiteral("batch_size"))
        << QStringLiteral("| 模型 | 批大小 |\n|---|---|\n| BLOOM | 8 |") << QStringList {QStringLiteral("preserve.identifier|batch_size")};

    // Code blocks are the code check's.
    QTest::newRow("code block not compared") << QStringLiteral("```bash\nmkdir ~/transformers-course\n```")
                                             << QStringLiteral("```bash\nmkdir ~/transformers\n```") << QStringList();
}

void TestQaPreserveCheck::findings()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QStringList, expected);
    const QaInput input = QaInput::fromMarkdown(source, target);
    QCOMPARE(input.units.size(), 1);
    QCOMPARE(summary(check(input)), expected);
}

// d2l-aws/source.en.md, target.zh.md: one source and two draft paragraphs; the finding
// names the unit's blocks and the whole block.
void TestQaPreserveCheck::findingTargetsTheUnit()
{
    const QaInput input = QaInput::fromMarkdown(
        QStringLiteral("Here we download CUDA 10.1. Copy the instructions and paste them onto the terminal to install CUDA 10.1.\n"),
        QStringLiteral("我们在这里下载CUDA 10.1。\n\n将说明复制粘贴到终端上，以安装CUDA 10.2。\n"));
    const QList<QaFinding> findings = check(input);
    QCOMPARE(summary(findings), QStringList {QStringLiteral("preserve.version|10.1")});
    const QaFinding &finding = findings.constFirst();
    QCOMPARE(finding.sourceBlockId, input.sources.constFirst().id);
    QVERIFY(finding.targetBlockId == input.targets.at(0).id || finding.targetBlockId == input.targets.at(1).id);
    QCOMPARE(finding.offset, -1);
    QVERIFY(finding.message.contains(QStringLiteral("10.1")));
}

// d2l-aws/source.en.md, target.zh.md as published: the last sentence ("a p2.xlarge will
// suffice") was dropped, so p2.xlarge is there once for the source's twice.
void TestQaPreserveCheck::countInMessage()
{
    const QString source = QStringLiteral(
        "All these servers come in multiple flavors indicating the number of GPUs used. For example, a p2.xlarge has 1 GPU and "
        "a p2.16xlarge has 16 GPUs and more memory. For more details, see the [AWS EC2 "
        "documentation](https://aws.amazon.com/ec2/instance-types/) or a [summary page](https://www.ec2instances.info). For the "
        "purpose of illustration, a p2.xlarge will suffice (marked in the red box of :numref:`fig_p2x`).");
    const QString target = QStringLiteral(
        "所有这些服务器都有多种类型，显示了使用的GPU数量。例如，p2.xlarge有1个GPU，而p2.16xlarge有16个GPU和更多内存。有关更多详细信息，"
        "请参阅[Amazon EC2 文档](https://aws.amazon.com/ec2/instance-types/)。");
    const QList<QaFinding> findings = check(QaInput::fromMarkdown(source, target));
    QCOMPARE(summary(findings), QStringList {QStringLiteral("preserve.identifier|p2.xlarge")});
    QVERIFY2(findings.constFirst().message.contains(QLatin1Char('2')), qPrintable(findings.constFirst().message));
}

void TestQaPreserveCheck::publishedPosts_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<QString>("marker"); // in the source block whose unit is looked at
    QTest::addColumn<QStringList>("expected");
    // "7B parameters" is "70 亿参数" in the published translation, but "1.5T tokens"
    // became "15 万亿" (1.5 万亿 would be right).
    QTest::newRow("scales: 7B as 70 亿, 1.5T as 15 万亿") << QStringLiteral("hfblog-2023-in-llms") << QStringLiteral("came the [X-Gen](")
                                                          << QStringList {QStringLiteral("preserve.number|1.5T")};
    QTest::newRow("thousands separator: 1,000 as 1000")
        << QStringLiteral("hfblog-4bit-transformers-bitsandbytes") << QStringLiteral("more than 1,000 models") << QStringList();
}

// hfblog items have no licence: read at run time from the corpus, never quoted.
void TestQaPreserveCheck::publishedPosts()
{
    QFETCH(QString, slug);
    QFETCH(QString, marker);
    QFETCH(QStringList, expected);
    const QString dir = kCorpus + QLatin1Char('/') + slug + QLatin1Char('/');
    const QString source = readFile(dir + QStringLiteral("source.en.md"));
    if (source.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    const QaInput input = QaInput::fromMarkdown(source, readFile(dir + QStringLiteral("target.zh.md")));
    const auto unit = std::find_if(input.units.cbegin(), input.units.cend(), [&](const QaUnit &u) {
        return std::any_of(u.sources.cbegin(), u.sources.cend(), [&](int i) { return input.sources.at(i).text.contains(marker); });
    });
    QVERIFY(unit != input.units.cend());
    QList<QaFinding> found;
    for (const QaFinding &finding : check(input)) {
        if (finding.sourceBlockId == input.sources.at(unit->sources.constFirst()).id) {
            found.append(finding);
        }
    }
    QCOMPARE(summary(found), expected);
}

// The published translations give few findings (measured: 32 in 30 pairs, most of them
// real: dropped sentences, a truncated table, 1.5T written as 15 万亿); a rule that
// floods them fails here.
void TestQaPreserveCheck::corpusBound()
{
    const auto pairs = corpusPairs();
    if (pairs.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    QHash<QString, int> counts;
    for (const auto &pair : pairs) {
        for (const QaFinding &finding : check(QaInput::fromMarkdown(pair.second.first, pair.second.second))) {
            ++counts[finding.check];
        }
    }
    QVERIFY2(counts.value(QStringLiteral("preserve.number")) <= 30,
        qPrintable(QString::number(counts.value(QStringLiteral("preserve.number")))));
    QVERIFY2(counts.value(QStringLiteral("preserve.version")) <= 3,
        qPrintable(QString::number(counts.value(QStringLiteral("preserve.version")))));
    QVERIFY2(counts.value(QStringLiteral("preserve.identifier")) <= 12,
        qPrintable(QString::number(counts.value(QStringLiteral("preserve.identifier")))));
}

// The same translations with every digit changed: the check must notice (measured: 935
// numbers and 16 versions).
void TestQaPreserveCheck::corpusCatchesChangedNumbers()
{
    const auto pairs = corpusPairs();
    if (pairs.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    QHash<QString, int> counts;
    for (const auto &pair : pairs) {
        for (const QaFinding &finding : check(QaInput::fromMarkdown(pair.second.first, shiftedDigits(pair.second.second)))) {
            ++counts[finding.check];
        }
    }
    QVERIFY2(counts.value(QStringLiteral("preserve.number")) >= 800,
        qPrintable(QString::number(counts.value(QStringLiteral("preserve.number")))));
    QVERIFY2(counts.value(QStringLiteral("preserve.version")) >= 12,
        qPrintable(QString::number(counts.value(QStringLiteral("preserve.version")))));
}

QTEST_GUILESS_MAIN(TestQaPreserveCheck)
#include "tst_qapreservecheck.moc"
