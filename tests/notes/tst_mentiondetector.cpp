// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/gpucatalog.h"
#include "notes/mentiondetector.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

// GPUs, CUDA versions, pinned packages and imports found in source blocks, on
// sentences of the corpus (Apache-2.0 items only) and on the whole corpus.
class TestMentionDetector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void find_data();
    void find();
    void emptyCatalogueStillFindsVersions();
    void corpusFindsWhatGrepFinds_data();
    void corpusFindsWhatGrepFinds();

private:
    GpuCatalog m_catalog;
};

namespace {

QString kindName(Mention::Kind kind)
{
    switch (kind) {
    case Mention::Gpu:
        return QStringLiteral("Gpu");
    case Mention::CudaVersion:
        return QStringLiteral("Cuda");
    case Mention::PackageVersion:
        return QStringLiteral("Package");
    case Mention::ImportLine:
        return QStringLiteral("Import");
    }
    return QString();
}

// "Kind|name|version|the text the mention spans".
QStringList described(const QList<Mention> &mentions, const QString &text)
{
    QStringList result;
    for (const Mention &m : mentions) {
        result.append(QStringList {kindName(m.kind), m.name, m.version, text.mid(m.start, m.end - m.start)}.join(QLatin1Char('|')));
    }
    return result;
}

} // namespace

void TestMentionDetector::initTestCase()
{
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/gpus.json"));
    QVERIFY2(m_catalog.load(file), qPrintable(m_catalog.errorString()));
}

void TestMentionDetector::find_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("inCode");
    QTest::addColumn<QStringList>("expected");
    const auto s = [](const char *utf8) { return QString::fromUtf8(utf8); };

    // Sentences from diffusers-tome (Apache-2.0).
    QTest::newRow("diffusers-tome: two GPUs in prose")
        << s("The results are obtained from A100 and V100 GPUs in the following development environment:") << false
        << QStringList {s("Gpu|A100||A100"), s("Gpu|V100||V100")};
    QTest::newRow("diffusers-tome: wheel tag after a version is a CUDA version")
        << s("- PyTorch version (GPU?): 1.13.1+cu116 (True)") << true << QStringList {s("Cuda|CUDA|11.6|cu116")};
    QTest::newRow("diffusers-tome: bold GPU in a table cell")
        << s("| **A100** |            512 |             10 |        6.88 | 5.26 (+23.55%) |      4.69 (+31.83%) |") << false
        << QStringList {s("Gpu|A100||A100")};

    QTest::newRow("memory suffix") << s("We fine-tuned on one A100 40GB.") << false << QStringList {s("Gpu|A100||A100 40GB")};
    QTest::newRow("alias with memory and form suffixes")
        << s("Nodes with 8x A100-80GB SXM4 each") << false << QStringList {s("Gpu|A100||A100-80GB SXM4")};
    QTest::newRow("alias with form factor") << s("an A100 PCIe card") << false << QStringList {s("Gpu|A100||A100 PCIe")};
    QTest::newRow("count glued to the name") << s("on 8xA100 80GB and 2X H100") << false
                                             << QStringList {s("Gpu|A100||A100 80GB"), s("Gpu|H100||H100")};
    QTest::newRow("plural") << s("on 64 H100s") << false << QStringList {s("Gpu|H100||H100s")};
    QTest::newRow("case-insensitive") << s("a t4 on colab") << false << QStringList {s("Gpu|T4||t4")};
    QTest::newRow("not inside longer words") << s("The A1000, xA100 and RTX40900 are not catalogued.") << false << QStringList {};
    QTest::newRow("longest name wins: A10G over A10")
        << s("AWS g5 has A10G GPUs, not A10.") << false << QStringList {s("Gpu|A10G||A10G"), s("Gpu|A10||A10")};
    QTest::newRow("two-word name, not the D variant")
        << s("a single RTX 4090 Desktop") << false << QStringList {s("Gpu|RTX 4090||RTX 4090")};
    QTest::newRow("two-word name, the D variant")
        << s("RTX 4090D is sold in China") << false << QStringList {s("Gpu|RTX 4090 D||RTX 4090D")};
    QTest::newRow("Chinese alias right after Chinese text")
        << s("在昇腾910B上训练") << false << QStringList {s("Gpu|Ascend 910B||昇腾910B")};
    QTest::newRow("English name without the space") << s("Ascend910B clusters") << false << QStringList {s("Gpu|Ascend 910B||Ascend910B")};

    QTest::newRow("GB200 is not a B200") << s("a GB200 NVL72 rack beside HGX B200 nodes") << false
                                         << QStringList {s("Gpu|GB200||GB200 NVL72"), s("Gpu|B200||HGX B200")};
    QTest::newRow("RTX 5090 D, not the 5090") << s("an RTX 5090 D and an RTX 5090") << false
                                              << QStringList {s("Gpu|RTX 5090 D||RTX 5090 D"), s("Gpu|RTX 5090||RTX 5090")};
    QTest::newRow("TPU generations, Trillium and Ironwood")
        << s("TPU v5p pods, TPUv4, Trillium and Ironwood") << false
        << QStringList {s("Gpu|TPU v5p||TPU v5p"), s("Gpu|TPU v4||TPUv4"), s("Gpu|TPU v6e||Trillium"), s("Gpu|TPU v7||Ironwood")};
    QTest::newRow("Ascend 910C in Chinese") << s("国产昇腾910C集群") << false << QStringList {s("Gpu|Ascend 910C||昇腾910C")};
    QTest::newRow("CUDA with a space, sentence end")
        << s("Here we download CUDA 10.1.") << false << QStringList {s("Cuda|CUDA|10.1|CUDA 10.1")};
    QTest::newRow("CUDA without a space") << s("built with CUDA11.8") << false << QStringList {s("Cuda|CUDA|11.8|CUDA11.8")};
    QTest::newRow("cuda:12.1 image tag") << s("FROM nvidia/cuda:12.1.0-devel") << true << QStringList {s("Cuda|CUDA|12.1.0|cuda:12.1.0")};
    QTest::newRow("cuda:0 is a device, not a version") << s("model.to(\"cuda:0\")") << true << QStringList {};
    QTest::newRow("CUDA version word") << s("requires CUDA version 12.1 or later") << false
                                       << QStringList {s("Cuda|CUDA|12.1|CUDA version 12.1")};

    QTest::newRow("pinned with ==") << s("pip install torch==2.0.1") << true << QStringList {s("Package|torch|2.0.1|torch==2.0.1")};
    QTest::newRow("lower bound") << s("You need transformers>=4.31.0 for this.") << false
                                 << QStringList {s("Package|transformers|4.31.0|transformers>=4.31.0")};
    QTest::newRow("local version is a package and a CUDA version")
        << s("pip install torch==2.1.0+cu121") << true
        << QStringList {s("Package|torch|2.1.0+cu121|torch==2.1.0+cu121"), s("Cuda|CUDA|12.1|cu121")};
    QTest::newRow("extras and a dotted name") << s("pip install \"accelerate[torch]~=0.18.0\" zope.interface==6.0") << true
                                              << QStringList {s("Package|accelerate|0.18.0|accelerate[torch]~=0.18.0"),
                                                     s("Package|zope.interface|6.0|zope.interface==6.0")};
    QTest::newRow("one-letter names are code, not packages") << s("assert x == 1.0") << true << QStringList {};

    QTest::newRow("imports in code") << s("import torch\nfrom transformers import AutoModel\nx = 1\n") << true
                                     << QStringList {
                                            s("Import|torch||import torch"), s("Import|transformers||from transformers import AutoModel")};
    QTest::newRow("imports are not looked for in prose")
        << s("import torch\nfrom transformers import AutoModel\n") << false << QStringList {};
    QTest::newRow("submodule, alias, doctest prompt, indentation")
        << s(">>> import torch.nn as nn\n    from diffusers.models import UNet2DModel\n") << true
        << QStringList {s("Import|torch||import torch.nn as nn"), s("Import|diffusers||from diffusers.models import UNet2DModel")};
    QTest::newRow("relative import has no package") << s("from . import utils") << true << QStringList {};
}

void TestMentionDetector::find()
{
    QFETCH(QString, text);
    QFETCH(bool, inCode);
    QFETCH(QStringList, expected);
    const MentionDetector detector(m_catalog);
    QCOMPARE(described(detector.find(text, inCode), text), expected);
}

void TestMentionDetector::emptyCatalogueStillFindsVersions()
{
    const MentionDetector detector {GpuCatalog()};
    const QString text = QStringLiteral("A100 with CUDA 11.8");
    QCOMPARE(described(detector.find(text, false), text), QStringList {QStringLiteral("Cuda|CUDA|11.8|CUDA 11.8")});
}

void TestMentionDetector::corpusFindsWhatGrepFinds_data()
{
    QTest::addColumn<QString>("needle");
    QTest::addColumn<int>("kind");
    QTest::newRow("CUDA 1") << QStringLiteral("CUDA 1") << int(Mention::CudaVersion);
    QTest::newRow("A100") << QStringLiteral("A100") << int(Mention::Gpu);
}

// Every case-insensitive occurrence of needle in a source post lies inside a mention
// of the right kind (the post searched as a whole, as prose and as code).
void TestMentionDetector::corpusFindsWhatGrepFinds()
{
    QFETCH(QString, needle);
    QFETCH(int, kind);
    const QDir corpus(QStringLiteral(YIQIAO_SHARED_DIR "/corpus"));
    const QStringList slugs = corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    if (slugs.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    const MentionDetector detector(m_catalog);
    int hits = 0;
    QElapsedTimer timer;
    timer.start();
    for (const QString &slug : slugs) {
        QFile file(corpus.absoluteFilePath(slug + QStringLiteral("/source.en.md")));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(slug));
        const QString post = QString::fromUtf8(file.readAll());
        const QList<Mention> mentions = detector.find(post, true);
        for (int at = post.indexOf(needle, 0, Qt::CaseInsensitive); at >= 0; at = post.indexOf(needle, at + 1, Qt::CaseInsensitive)) {
            ++hits;
            const bool covered = std::any_of(
                mentions.cbegin(), mentions.cend(), [&](const Mention &m) { return m.kind == kind && m.start <= at && at < m.end; });
            QVERIFY2(covered, qPrintable(QStringLiteral("%1 at %2: %3").arg(slug).arg(at).arg(post.mid(at, 40))));
        }
    }
    QVERIFY(hits > 0);
    // The corpus is about 900 kB: a detector this slow would hold up the workbench.
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

QTEST_GUILESS_MAIN(TestMentionDetector)
#include "tst_mentiondetector.moc"
