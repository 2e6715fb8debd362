// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/annotationsuggester.h"

#include <QFile>
#include <QJsonDocument>
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

const char *kNewest = "请确认驱动 ≥ 530.30.02；该 CUDA 版本有官方 wheel 的 PyTorch 系列：2.1、2.2、2.3";

} // namespace

void TestAnnotationSuggester::initTestCase()
{
    QFile gpus(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/gpus.json"));
    QVERIFY2(m_gpus.load(gpus), qPrintable(m_gpus.errorString()));
    QFile versions(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/versions.json"));
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
        << QStringList {s("hardware_table|Hardware table for A100, V100|{\"rows\":["
                          "[\"A100\",\"A800（PCIe / SXM4，40/80 GB）\",\"⚠️ 部分规格支持\",\"\"],"
                          "[\"V100\",\"V100（PCIe / SXM2，16/32 GB）\",\"✅ 支持\",\"\"]]}")};
    QTest::newRow("d2l-aws: GPU in a table row, written with its architecture")
        << s("d2l-aws") << s("| Volta V100") << false
        << QStringList {
               s("hardware_table|Hardware table for V100|{\"rows\":[[\"V100\",\"V100（PCIe / SXM2，16/32 GB）\",\"✅ 支持\",\"\"]]}")};
    QTest::newRow("hfblog-mixtral: catalogued A100 kept, uncatalogued A6000 left out")
        << s("hfblog-mixtral") << s("This includes cards such as A100") << false
        << QStringList {s("hardware_table|Hardware table for A100|{\"rows\":[[\"A100\",\"A800（PCIe / SXM4，40/80 GB）\",\"⚠️ "
                          "部分规格支持\",\"\"]]}")};
    QTest::newRow("d2l-aws: uncatalogued old CUDA in prose → note towards the newest")
        << s("d2l-aws") << s("Here we download CUDA 10.1.") << false
        << QStringList {s("version_note|Version note for CUDA 10.1|{\"action\":\"%1\",\"original\":\"CUDA 10.1\",\"target\":\"CUDA 12.1\"}")
                            .arg(newest)};
    QTest::newRow("diffusers-tome: wheel tag in an environment listing → CUDA 11.6")
        << s("diffusers-tome") << s("1.13.1+cu116") << true
        << QStringList {s("version_note|Version note for CUDA 11.6|{\"action\":\"%1\",\"code\":\"\",\"language\":\"python\","
                          "\"original\":\"CUDA 11.6\",\"target\":\"CUDA 12.1\"}")
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
        << QStringList {
               s("version_note|Version note for PyTorch 2.0.1 + CUDA 11.8|{\"action\":\"%1\",\"original\":\"PyTorch 2.0.1 + CUDA 11.8\","
                 "\"target\":\"CUDA 12.1\"}")
                   .arg(newest + wheel121)};
    QTest::newRow("pin with the target's wheel already: no replacement")
        << s("pip install torch==2.1.0+cu121\n") << true
        << QStringList {s("version_note|Version note for PyTorch 2.1.0+cu121|{\"action\":\"%1\",\"code\":\"\",\"language\":\"python\","
                          "\"original\":\"PyTorch 2.1.0+cu121\",\"target\":\"CUDA 12.1\"}")
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
    QTest::newRow("one CUDA version written twice") << s("CUDA 11.8 (cu118) builds") << false
                                                    << QStringList {s("version_note|Version note for CUDA 11.8|{\"action\":\"%1\","
                                                                      "\"original\":\"CUDA 11.8\",\"target\":\"CUDA 12.1\"}")
                                                                        .arg(newest)};
    QTest::newRow("CUDA newer than the catalogue: target left to the translator")
        << s("Requires CUDA 12.4.") << false
        << QStringList {s("version_note|Version note for CUDA 12.4|{\"action\":\"\",\"original\":\"CUDA 12.4\",\"target\":\"\"}")};
    QTest::newRow("GPU without NVLink gets the alternative")
        << s("a t4 on colab") << false
        << QStringList {s("hardware_table|Hardware table for T4|{\"rows\":[[\"t4\",\"T4（PCIe，16 GB）\",\"❌ 不支持\",\"改用 "
                          "Ring-AllReduce + 梯度压缩\"]]}")};
    QTest::newRow("domestic equivalent's own form and NVLink")
        << s("on a single RTX 4090 and two H100s") << false
        << QStringList {s("hardware_table|Hardware table for RTX 4090, H100|{\"rows\":["
                          "[\"RTX 4090\",\"RTX 4090 D（PCIe，24 GB）\",\"❌ 不支持\",\"改用 Ring-AllReduce + 梯度压缩\"],"
                          "[\"H100s\",\"H800（PCIe / SXM5，80 GB）\",\"⚠️ 部分规格支持\",\"\"]]}")};
    QTest::newRow("one row per GPU, as first written")
        << s("A100 40GB and A100-80GB SXM4 nodes") << false
        << QStringList {s("hardware_table|Hardware table for A100|{\"rows\":[[\"A100 40GB\",\"A800（PCIe / SXM4，40/80 GB）\",\"⚠️ "
                          "部分规格支持\",\"\"]]}")};
    QTest::newRow("hardware first, then version")
        << s("CUDA 11.8 on 8xA100") << false
        << QStringList {s("hardware_table|Hardware table for A100|{\"rows\":[[\"A100\",\"A800（PCIe / SXM4，40/80 GB）\",\"⚠️ "
                          "部分规格支持\",\"\"]]}"),
               s("version_note|Version note for CUDA 11.8|{\"action\":\"%1\",\"original\":\"CUDA 11.8\",\"target\":\"CUDA 12.1\"}")
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
