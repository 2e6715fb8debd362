// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationsuggester.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

// Notes suggested for source blocks: on blocks of the corpus (read at run time, the
// test skips without it) and on inline sentences.
class TestAnnotationSuggester : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void corpus_data();
    void corpus();
    void inlineText_data();
    void inlineText();
    void shippedCatalogues_data();
    void shippedCatalogues();
    void mentionsAreKeptPerSuggestion();
    void withoutVersionCatalogueTargetStaysEmpty();

private:
    GpuCatalog m_gpus;
    VersionCatalog m_versions;
};

namespace {

QString s(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

// "kind|title|values as compact JSON" per suggestion.
QStringList described(const QList<AnnotationSuggestion> &suggestions)
{
    QStringList result;
    for (const AnnotationSuggestion &suggestion : suggestions) {
        const QString values = QString::fromUtf8(QJsonDocument(suggestion.values).toJson(QJsonDocument::Compact));
        result.append(QStringList {AnnotationKinds::toString(suggestion.kind), suggestion.title, values}.join(QLatin1Char('|')));
    }
    return result;
}

// The source block of the post that holds needle: the line in prose, the whole
// fenced block (without its fences) in code. Empty when the needle is not found.
QString blockAround(const QString &post, const QString &needle, bool inCode)
{
    const int at = post.indexOf(needle);
    if (at < 0) {
        return {};
    }
    if (!inCode) {
        const int start = post.lastIndexOf(QLatin1Char('\n'), at) + 1;
        const int end = post.indexOf(QLatin1Char('\n'), at);
        return post.mid(start, end < 0 ? -1 : end - start);
    }
    const int fence = post.lastIndexOf(QStringLiteral("\n```"), at);
    const int start = post.indexOf(QLatin1Char('\n'), fence + 1) + 1;
    const int end = post.indexOf(QStringLiteral("\n```"), at);
    return fence < 0 || end < 0 ? QString() : post.mid(start, end - start + 1);
}

// A hardware_table as described(): rows given as "cell|cell|cell|cell".
QString table(const QString &names, const QStringList &rows)
{
    QJsonArray array;
    for (const QString &row : rows) {
        array.append(QJsonArray::fromStringList(row.split(QLatin1Char('|'))));
    }
    const QJsonObject values {{QStringLiteral("rows"), array}};
    return QStringLiteral("hardware_table|Hardware table for ") + names + QLatin1Char('|')
        + QString::fromUtf8(QJsonDocument(values).toJson(QJsonDocument::Compact));
}

const char *kNewest = "请确认驱动 ≥ 530.30.02；该 CUDA 版本有官方 wheel 的 PyTorch 系列：2.1、2.2、2.3";

} // namespace

void TestAnnotationSuggester::initTestCase()
{
    // Frozen copies of the first shipped catalogues: the rows below do not move when the
    // shipped ones are updated (shippedCatalogues checks those).
    QFile gpus(QStringLiteral(YIQIAO_TEST_DATA "/catalogs/gpus-v1.json"));
    QVERIFY2(m_gpus.load(gpus), qPrintable(m_gpus.errorString()));
    QFile versions(QStringLiteral(YIQIAO_TEST_DATA "/catalogs/versions-v1.json"));
    QVERIFY2(m_versions.load(versions), qPrintable(m_versions.errorString()));
}

void TestAnnotationSuggester::corpus_data()
{
    QTest::addColumn<QString>("slug");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<bool>("inCode");
    QTest::addColumn<QStringList>("expected");
    const QString newest = s(kNewest);

    QTest::newRow("diffusers-tome: A100 and V100 in prose → hardware table")
        << s("diffusers-tome") << s("obtained from A100 and V100") << false
        << QStringList {table(s("A100, V100"),
               {s("A100（SXM4）|A100 SXM4 模块（40/80 GB）|✅ 支持|保持原文配置"),
                   s("A100 PCIe|A100 PCIe 卡（40/80 GB）|✅ 支持|保持原文配置"),
                   s("A100|A800 SXM4 模块（40/80 GB）|⚠️ 部分规格支持|查阅厂商文档确认"),
                   s("V100（SXM2）|V100 SXM2 模块（16/32 GB）|✅ 支持|保持原文配置"),
                   s("V100 PCIe|V100 PCIe 卡（16/32 GB）|✅ 支持|保持原文配置")})};
    QTest::newRow("d2l-aws: GPU in a table row, written with its architecture")
        << s("d2l-aws") << s("| Volta V100") << false
        << QStringList {table(s("V100"),
               {s("V100（SXM2）|V100 SXM2 模块（16/32 GB）|✅ 支持|保持原文配置"),
                   s("V100 PCIe|V100 PCIe 卡（16/32 GB）|✅ 支持|保持原文配置")})};
    QTest::newRow("hfblog-mixtral: catalogued A100 kept, uncatalogued A6000 left out")
        << s("hfblog-mixtral") << s("This includes cards such as A100") << false
        << QStringList {table(s("A100"),
               {s("A100（SXM4）|A100 SXM4 模块（40/80 GB）|✅ 支持|保持原文配置"),
                   s("A100 PCIe|A100 PCIe 卡（40/80 GB）|✅ 支持|保持原文配置"),
                   s("A100|A800 SXM4 模块（40/80 GB）|⚠️ 部分规格支持|查阅厂商文档确认")})};
    QTest::newRow("d2l-aws: uncatalogued old CUDA in prose → note towards the newest")
        << s("d2l-aws") << s("Here we download CUDA 10.1.") << false
        << QStringList {s("version_note|Version note for CUDA 10.1|{\"action\":\"%1\",\"original\":\"CUDA 10.1\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest)};
    QTest::newRow("diffusers-tome: wheel tag in an environment listing → CUDA 11.6")
        << s("diffusers-tome") << s("1.13.1+cu116") << true
        << QStringList {s("version_note|Version note for CUDA 11.6|{\"action\":\"%1\",\"code\":\"\",\"language\":\"python\","
                          "\"original\":\"CUDA 11.6（驱动 ≥ 510.39.01）\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest)};
    QTest::newRow("d2l-adam: import torch in code, the d2l import left out")
        << s("d2l-adam") << s("#@tab pytorch\n%matplotlib inline\nfrom d2l import torch") << true
        << QStringList {
               s("version_note|Version note for PyTorch（原文未注明版本）|{\"action\":\"%1\",\"code\":\"\",\"language\":\"python\","
                 "\"original\":\"PyTorch（原文未注明版本）\",\"target\":\"CUDA 12.1\"}")
                   .arg(newest)};
    QTest::newRow("hfblog-4bit: import torch and transformers")
        << s("hfblog-4bit-transformers-bitsandbytes") << s("import torch\nfrom transformers import BitsAndBytesConfig") << true
        << QStringList {
               s("version_note|Version note for PyTorch（原文未注明版本） + Transformers（原文未注明版本）|{\"action\":\"%1\","
                 "\"code\":\"\",\"language\":\"python\",\"original\":\"PyTorch（原文未注明版本） + Transformers（原文未注明版本）\","
                 "\"target\":\"CUDA 12.1\"}")
                   .arg(newest)};
    QTest::newRow("d2l-pandas: pandas import and unpinned pip install → nothing")
        << s("d2l-pandas") << s("# !pip install pandas") << true << QStringList {};
    QTest::newRow("d2l-aws: plain sentence about instances → nothing")
        << s("d2l-aws") << s("All these servers come in multiple flavors") << false << QStringList {};
}

void TestAnnotationSuggester::corpus()
{
    QFETCH(QString, slug);
    QFETCH(QString, needle);
    QFETCH(bool, inCode);
    QFETCH(QStringList, expected);
    QFile file(QStringLiteral(YIQIAO_SHARED_DIR "/corpus/") + slug + QStringLiteral("/source.en.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    const QString post = QString::fromUtf8(file.readAll());
    QCOMPARE(post.count(needle), 1);
    const QString block = blockAround(post, needle, inCode);
    QVERIFY2(!block.isEmpty(), qPrintable(needle));
    const AnnotationSuggester suggester(m_gpus, m_versions);
    QCOMPARE(described(suggester.suggest(block, inCode)), expected);
}

void TestAnnotationSuggester::inlineText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("inCode");
    QTest::addColumn<QStringList>("expected");
    const QString newest = s(kNewest);
    const QString wheel121 = s("；请替换为 torch==2.1.0+cu121 --extra-index-url https://download.pytorch.org/whl/cu121");

    QTest::newRow("pin and CUDA in prose: the seed's note, with the wheel to install")
        << s("Tested with torch==2.0.1 and CUDA 11.8.") << false
        << QStringList {s("version_note|Version note for PyTorch 2.0.1 + CUDA 11.8|{\"action\":\"%1\",\"original\":\"PyTorch 2.0.1 + CUDA "
                          "11.8（驱动 ≥ 520.61.05）\","
                          "\"target\":\"CUDA 12.1\"}")
                            .arg(newest + wheel121)};
    QTest::newRow("pin with the target's wheel already: no replacement")
        << s("pip install torch==2.1.0+cu121\n") << true
        << QStringList {s("version_note|Version note for PyTorch 2.1.0+cu121|{\"action\":\"%1\",\"code\":\"\",\"language\":\"python\","
                          "\"original\":\"PyTorch 2.1.0+cu121（驱动 ≥ 530.30.02）\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest)};
    QTest::newRow("pin in a series with a wheel for the target: same version, target tag")
        << s("pip install torch==2.2.1\n") << true
        << QStringList {s("version_note|Version note for PyTorch 2.2.1|{\"action\":\"%1\",\"code\":\"\",\"language\":\"python\","
                          "\"original\":\"PyTorch 2.2.1\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest + s("；请替换为 torch==2.2.1+cu121 --extra-index-url https://download.pytorch.org/whl/cu121"))};
    QTest::newRow("pinned and imported: the import adds nothing")
        << s("# pip install torch==2.0.1\nimport torch\n") << true
        << QStringList {s("version_note|Version note for PyTorch 2.0.1|{\"action\":\"%1\",\"code\":\"\",\"language\":\"python\","
                          "\"original\":\"PyTorch 2.0.1\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest + wheel121)};
    QTest::newRow("display names and other packages as written")
        << s("You need transformers>=4.31.0, tensorflow==2.13.0 and accelerate==0.18.0.") << false
        << QStringList {s("version_note|Version note for Transformers 4.31.0 + TensorFlow 2.13.0 + accelerate 0.18.0|{\"action\":\"%1\","
                          "\"original\":\"Transformers 4.31.0 + TensorFlow 2.13.0 + accelerate 0.18.0\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest)};
    QTest::newRow("one CUDA version written twice")
        << s("CUDA 11.8 (cu118) builds") << false
        << QStringList {s("version_note|Version note for CUDA 11.8|{\"action\":\"%1\","
                          "\"original\":\"CUDA 11.8（驱动 ≥ 520.61.05）\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest)};
    QTest::newRow("CUDA newer than the catalogue: target left to the translator")
        << s("Requires CUDA 12.4.") << false
        << QStringList {s("version_note|Version note for CUDA 12.4|{\"action\":\"\",\"original\":\"CUDA 12.4\",\"target\":\"\"}")};
    QTest::newRow("GPU without NVLink gets the alternative")
        << s("a t4 on colab") << false
        << QStringList {table(s("T4"), {s("t4（PCIe）|T4 PCIe 卡（16 GB）|❌ 不支持|改用 Ring-AllReduce + 梯度压缩")})};
    QTest::newRow("domestic equivalent's own form and NVLink")
        << s("on a single RTX 4090 and two H100s") << false
        << QStringList {table(s("RTX 4090, H100"),
               {s("RTX 4090（PCIe）|RTX 4090 PCIe 卡（24 GB）|❌ 不支持|改用 Ring-AllReduce + 梯度压缩"),
                   s("RTX 4090|RTX 4090 D PCIe 卡（24 GB）|❌ 不支持|改用 Ring-AllReduce + 梯度压缩"),
                   s("H100s（SXM5）|H100 SXM5 模块（80/94 GB）|✅ 支持|保持原文配置"),
                   s("H100 PCIe|H100 PCIe 卡（80/94 GB）|✅ 支持|保持原文配置"),
                   s("H100s|H800 SXM5 模块（80 GB）|⚠️ 部分规格支持|查阅厂商文档确认")})};
    QTest::newRow("one row per GPU, as first written")
        << s("A100 40GB and A100-80GB SXM4 nodes") << false
        << QStringList {table(s("A100"),
               {s("A100 40GB（SXM4）|A100 SXM4 模块（40/80 GB）|✅ 支持|保持原文配置"),
                   s("A100 PCIe|A100 PCIe 卡（40/80 GB）|✅ 支持|保持原文配置"),
                   s("A100 40GB|A800 SXM4 模块（40/80 GB）|⚠️ 部分规格支持|查阅厂商文档确认")})};
    QTest::newRow("hardware first, then version")
        << s("CUDA 11.8 on 8xA100") << false
        << QStringList {table(s("A100"),
                            {s("8xA100（SXM4）|A100 SXM4 模块（40/80 GB）|✅ 支持|保持原文配置"),
                                s("A100 PCIe|A100 PCIe 卡（40/80 GB）|✅ 支持|保持原文配置"),
                                s("8xA100|A800 SXM4 模块（40/80 GB）|⚠️ 部分规格支持|查阅厂商文档确认")}),
               s("version_note|Version note for CUDA 11.8|{\"action\":\"%1\",\"original\":\"CUDA 11.8（驱动 ≥ "
                 "520.61.05）\",\"target\":\"CUDA 12.1\"}")
                   .arg(newest)};
    QTest::newRow("imports of other packages suggest nothing") << s("import os\nimport numpy as np\n") << true << QStringList {};
    QTest::newRow("imports are not looked for in prose") << s("import torch") << false << QStringList {};
    QTest::newRow("empty text") << QString() << false << QStringList {};
}

void TestAnnotationSuggester::inlineText()
{
    QFETCH(QString, text);
    QFETCH(bool, inCode);
    QFETCH(QStringList, expected);
    const AnnotationSuggester suggester(m_gpus, m_versions);
    QCOMPARE(described(suggester.suggest(text, inCode)), expected);
}

// The catalogues Yiqiao ships, on what posts name today.
void TestAnnotationSuggester::shippedCatalogues_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("8x H100 80GB SXM, CUDA 12.4, torch 2.4.0: rows per form factor, the driver of CUDA 12.4")
        << s("8x H100 80GB SXM, CUDA 12.4, torch==2.4.0")
        << QStringList {table(s("H100"),
                            {s("8x H100 80GB SXM|H100 SXM5 模块（80 GB）|✅ 支持|保持原文配置"),
                                s("H100 PCIe|H100 PCIe 卡（80 GB）|❌ 多卡间不支持（仅桥接的 2–4 张卡互联）|改用 Ring-AllReduce + 梯度压缩"),
                                s("H100 NVL|H100 NVL 卡（94 GB）|❌ 多卡间不支持（仅桥接的 2–4 张卡互联）|改用 Ring-AllReduce + 梯度压缩"),
                                s("8x H100 80GB SXM|H800 SXM5 模块（80 GB）|⚠️ "
                                  "支持，带宽低于原型号|保持原文配置，通信开销高于原文"),
                                s("H100 云实例|云实例（AWS p5，Google Cloud A3）|⚠️ "
                                  "取决于实例规格|查阅云厂商文档确认")}),
               s("version_note|Version note for CUDA 12.4 + PyTorch 2.4.0|{\"action\":\"请确认驱动 ≥ 595.45.04；该 CUDA 版本有官方 wheel "
                 "的 PyTorch 系列：2.12、2.13、2.14；"
                 "请替换为 torch==2.12.0+cu132 --extra-index-url https://download.pytorch.org/whl/cu132\","
                 "\"original\":\"CUDA 12.4（驱动 ≥ 550.54.14） + PyTorch 2.4.0\",\"target\":\"CUDA 13.2\"}")};
    QTest::newRow("H100 PCIe named: its row first, then the other forms; the domestic H800 as a card too")
        << s("two H100 PCIe cards")
        << QStringList {table(s("H100"),
               {s("H100 PCIe|H100 PCIe 卡（80 GB）|❌ 多卡间不支持（仅桥接的 2–4 张卡互联）|改用 Ring-AllReduce + 梯度压缩"),
                   s("H100 SXM5|H100 SXM5 模块（80 GB）|✅ 支持|保持原文配置"),
                   s("H100 NVL|H100 NVL 卡（94 GB）|❌ 多卡间不支持（仅桥接的 2–4 张卡互联）|改用 Ring-AllReduce + 梯度压缩"),
                   s("H100 PCIe|H800 PCIe 卡（80 GB）|❌ 多卡间不支持（仅桥接的 2–4 张卡互联）|改用 Ring-AllReduce + 梯度压缩"),
                   s("H100 云实例|云实例（AWS p5，Google Cloud A3）|⚠️ 取决于实例规格|查阅云厂商文档确认")})};
    QTest::newRow("TPU generations by name and by Trillium: what readers in China use instead")
        << s("Trained on a TPU v5e pod, then on Trillium")
        << QStringList {table(s("TPU v5e, TPU v6e"),
               {s("TPU v5e|TPU v5e（国内无法采购，仅 Google Cloud 提供）|不适用（TPU 之间用 ICI 互联）|推理与小规模训练可用 L20 / RTX 4090 "
                  "D 运行 JAX 的 GPU 版或 PyTorch；或昇腾 910B（torch_npu / MindSpore）"),
                   s("Trillium|TPU v6e（国内无法采购，仅 Google Cloud 提供）|不适用（TPU 之间用 ICI 互联）|用 NVIDIA GPU（如 H800 / H20 / "
                     "L20）运行 JAX 的 GPU 版或 PyTorch；或昇腾 910B（torch_npu / MindSpore）")})};
    QTest::newRow("Colab's TPU v2 and a v5litepod slice")
        << s("a TPU v2 on Colab, then v5litepod-16")
        << QStringList {table(s("TPU v2, TPU v5e"),
               {s("TPU v2|TPU v2（国内无法采购，仅 Google Cloud 提供）|不适用（TPU 之间用 ICI 互联）|用 NVIDIA GPU（如 L20 / RTX 4090 "
                  "D）运行 JAX 的 "
                  "GPU 版或 PyTorch；或昇腾 910B（torch_npu / MindSpore）"),
                   s("v5litepod|TPU v5e（国内无法采购，仅 Google Cloud 提供）|不适用（TPU 之间用 ICI 互联）|推理与小规模训练可用 L20 / RTX "
                     "4090 D "
                     "运行 JAX 的 GPU 版或 PyTorch；或昇腾 910B（torch_npu / MindSpore）")})};
    QTest::newRow("RTX 5090 with its China model; H200 NVL card first, then SXM, H20 and cloud")
        << s("an RTX 5090 and an H200 NVL")
        << QStringList {table(s("RTX 5090, H200"),
               {s("RTX 5090（PCIe）|RTX 5090 PCIe 卡（32 GB）|❌ 不支持|改用 Ring-AllReduce + 梯度压缩"),
                   s("RTX 5090|RTX 5090 D PCIe 卡（32 GB）|❌ 不支持|改用 Ring-AllReduce + 梯度压缩"),
                   s("H200 NVL|H200 NVL 卡（141 GB）|❌ 多卡间不支持（仅桥接的 2–4 张卡互联）|改用 Ring-AllReduce + 梯度压缩"),
                   s("H200 SXM|H200 SXM 模块（141 GB）|✅ 支持|保持原文配置"), s("H200 NVL|H20 SXM 模块（96 GB）|✅ 支持|保持原文配置"),
                   s("H200 云实例|云实例（AWS p5e / p5en，Google Cloud A3 Ultra）|⚠️ "
                     "取决于实例规格|查阅云厂商文档确认")})};
    QTest::newRow("GB200 rack, Ascend 910C on HCCL")
        << s("a GB200 NVL72 rack and Ascend 910C")
        << QStringList {table(s("GB200, Ascend 910C"),
               {s("GB200 NVL72|GB200 NVL72 机柜|✅ 支持|保持原文配置"),
                   s("GB200 云实例|云实例（AWS P6e-GB200，Google Cloud A4X）|⚠️ "
                     "取决于实例规格|查阅云厂商文档确认"),
                   s("Ascend 910C|Ascend 910C 模块|不适用（昇腾互联，集合通信用 HCCL）|跳过 NVLink 相关配置")})};
    QTest::newRow("CUDA newer than the whole catalogue: target left to the translator")
        << s("Requires CUDA 14.0.")
        << QStringList {s("version_note|Version note for CUDA 14.0|{\"action\":\"\",\"original\":\"CUDA 14.0\",\"target\":\"\"}")};
    QTest::newRow("CUDA 12.8 is catalogued with its driver")
        << s("CUDA 12.8 with torch==2.9.1")
        << QStringList {s("version_note|Version note for CUDA 12.8 + PyTorch 2.9.1|{\"action\":\"请确认驱动 ≥ 595.45.04；该 CUDA "
                          "版本有官方 wheel 的 PyTorch 系列：2.12、2.13、2.14；"
                          "请替换为 torch==2.12.0+cu132 --extra-index-url https://download.pytorch.org/whl/cu132\","
                          "\"original\":\"CUDA 12.8（驱动 ≥ 570.26） + PyTorch 2.9.1\",\"target\":\"CUDA 13.2\"}")};
}

void TestAnnotationSuggester::shippedCatalogues()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    GpuCatalog gpus;
    QFile gpuFile(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/gpus.json"));
    QVERIFY2(gpus.load(gpuFile), qPrintable(gpus.errorString()));
    VersionCatalog versions;
    QFile versionFile(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/versions.json"));
    QVERIFY2(versions.load(versionFile), qPrintable(versions.errorString()));
    const AnnotationSuggester suggester(gpus, versions);
    QCOMPARE(described(suggester.suggest(text, false)), expected);
}

void TestAnnotationSuggester::mentionsAreKeptPerSuggestion()
{
    const QString text = QStringLiteral("pip install torch==2.0.1  # on A100 and V100\nimport torch\nimport os\n");
    const AnnotationSuggester suggester(m_gpus, m_versions);
    const QList<AnnotationSuggestion> suggestions = suggester.suggest(text, true);
    QCOMPARE(suggestions.size(), 2);
    QCOMPARE(suggestions.at(0).mentions.size(), 2);
    QCOMPARE(suggestions.at(0).mentions.at(1).name, QStringLiteral("V100"));
    QCOMPARE(suggestions.at(1).mentions.size(), 2);
    QCOMPARE(suggestions.at(1).mentions.at(0).kind, Mention::PackageVersion);
    QCOMPARE(suggestions.at(1).mentions.at(1).kind, Mention::ImportLine);
}

void TestAnnotationSuggester::withoutVersionCatalogueTargetStaysEmpty()
{
    const AnnotationSuggester suggester(m_gpus, VersionCatalog());
    const QList<AnnotationSuggestion> suggestions = suggester.suggest(QStringLiteral("CUDA 11.8"), false);
    QCOMPARE(suggestions.size(), 1);
    QCOMPARE(suggestions.at(0).values.value(QStringLiteral("original")).toString(), QStringLiteral("CUDA 11.8"));
    QCOMPARE(suggestions.at(0).values.value(QStringLiteral("target")).toString(), QString());
    QCOMPARE(suggestions.at(0).values.value(QStringLiteral("action")).toString(), QString());
}

QTEST_GUILESS_MAIN(TestAnnotationSuggester)
#include "tst_annotationsuggester.moc"
