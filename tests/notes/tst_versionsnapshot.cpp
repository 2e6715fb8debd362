// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"
#include "notes/versionsnapshot.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QTest>

// The version snapshot of a post: what is collected (pins, imports, CUDA, drivers,
// catalogued symbols) and the offline conflict check on posts that pin conflicting
// versions, against a fixed version catalogue and the shipped compatibility catalogue.
class TestVersionSnapshot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void collected_data();
    void collected();
    void conflicts_data();
    void conflicts();
    void noteValues();
    void requirements();
    void shippedCatalogues_data();
    void shippedCatalogues();

private:
    VersionCatalog m_versions;
    CompatCatalog m_compat;
};

namespace {

// CUDA 11.7 to 12.4 with the torch series that have wheels for them (a fixture: the
// shipped catalogue changes with releases).
const QByteArray kVersions(R"({"cuda": [
  {"cuda": "11.7", "minDriverLinux": "515.43.04", "minDriverWindows": "516.01", "torch": ["1.13", "2.0"]},
  {"cuda": "11.8", "minDriverLinux": "520.61.05", "minDriverWindows": "520.06", "torch": ["2.0", "2.1", "2.2", "2.3", "2.4"]},
  {"cuda": "12.1", "minDriverLinux": "530.30.02", "minDriverWindows": "531.14", "torch": ["2.1", "2.2", "2.3", "2.4"]},
  {"cuda": "12.4", "minDriverLinux": "550.54.14", "minDriverWindows": "551.61", "torch": ["2.4", "2.5"]}]})");

QList<BlockRecord> blocks(const QString &markdown)
{
    QList<BlockRecord> records;
    const MarkdownDocument document = MarkdownBlockParser::parse(markdown.toUtf8());
    for (const MarkdownBlock &block : document.blocks) {
        BlockRecord record;
        record.kind = block.kind;
        record.text = block.text;
        records.append(record);
    }
    return records;
}

QString pinText(const VersionPin &pin)
{
    static const char *const kinds[] = {"package", "import", "cuda", "driver", "symbol"};
    return QStringLiteral("%1 %2 %3@%4").arg(QLatin1String(kinds[pin.kind]), pin.package, pin.version + pin.symbol).arg(pin.block);
}

} // namespace

void TestVersionSnapshot::initTestCase()
{
    QBuffer versions;
    versions.setData(kVersions);
    QVERIFY2(m_versions.load(versions), qPrintable(m_versions.errorString()));
    QFile compat(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/compat.json"));
    QVERIFY2(m_compat.load(compat), qPrintable(m_compat.errorString()));
}

void TestVersionSnapshot::collected_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("pins");
    QTest::newRow("pip line in a code block, import below")
        << QStringLiteral("```bash\npip install torch==2.4.0 transformers>=4.40.0\n```\n\n```python\nimport torch\n```\n")
        << QStringList {"package torch 2.4.0@0", "package transformers 4.40.0@0", "import torch @1"};
    QTest::newRow("prose: PyTorch, CUDA and a driver")
        << QStringLiteral("We trained with PyTorch 2.4 on CUDA 12.4 (driver version: 535.104.05).\n")
        << QStringList {"cuda cuda 12.4@0", "package torch 2.4@0", "driver driver 535.104.05@0"};
    QTest::newRow("wheel tag implies CUDA") << QStringLiteral("pip install torch==2.4.0+cu121\n")
                                            << QStringList {"package torch 2.4.0+cu121@0", "cuda cuda 12.1@0"};
    QTest::newRow("catalogued symbol after a dot, once")
        << QStringLiteral("```python\nmodel = transformers.AutoModelWithLMHead.from_pretrained(\"gpt2\")\n"
                          "other = AutoModelWithLMHead.from_pretrained(\"t5\")\n```\n")
        << QStringList {"symbol transformers AutoModelWithLMHead@0"};
    QTest::newRow("the same pin twice is kept once")
        << QStringLiteral("pip install numpy==2.0.1\n\nThen again: numpy==2.0.1\n") << QStringList {"package numpy 2.0.1@0"};
    QTest::newRow("an unrelated number is no driver") << QStringLiteral("The driver loop ran 500 steps.\n") << QStringList();
}

void TestVersionSnapshot::collected()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, pins);
    const VersionSnapshot snapshot = VersionSnapshot::of(blocks(markdown), m_versions, m_compat);
    QStringList found;
    for (const VersionPin &pin : snapshot.pins) {
        found.append(pinText(pin));
    }
    QCOMPARE(found, pins);
}

void TestVersionSnapshot::conflicts_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("expected"); // id, ❌ or ⚠️, source block
    QTest::newRow("torch==2.4.0 with CUDA 11.7: no official wheel")
        << QStringLiteral("Install it:\n\n```bash\npip install torch==2.4.0\n```\n\nOur cluster runs CUDA 11.7.\n")
        << QStringList {"torch-cuda ❌ 2"};
    QTest::newRow("PyTorch 2.0 in prose beside torch==2.4.0 on CUDA 12.4: history, not checked")
        << QStringLiteral("Since PyTorch 2.0, torch.compile is stable.\n\npip install torch==2.4.0 on CUDA 12.4\n") << QStringList();
    QTest::newRow("PyTorch 2.4 in prose on CUDA 11.7, nothing pinned: checked")
        << QStringLiteral("We ran PyTorch 2.4 on CUDA 11.7.\n") << QStringList {"torch-cuda ❌ 0"};
    QTest::newRow("torch 2.4.0+cu121: the wheel exists") << QStringLiteral("pip install torch==2.4.0+cu121\n") << QStringList();
    QTest::newRow("torch 2.4 with a CUDA newer than the catalogue: not judged")
        << QStringLiteral("torch==2.4.0 on CUDA 13.0\n") << QStringList();
    QTest::newRow("transformers 4.40 with AutoModelWithLMHead: deprecated") << QStringLiteral(
        "```bash\npip install transformers==4.40.0\n```\n\n```python\nfrom transformers import AutoModelWithLMHead\n```\n")
                                                                            << QStringList {"transformers.AutoModelWithLMHead ⚠️ 1"};
    QTest::newRow("transformers 5.1 with AutoModelWithLMHead: removed")
        << QStringLiteral("```python\n# transformers==5.1.0\nfrom transformers import AutoModelWithLMHead\n```\n")
        << QStringList {"transformers.AutoModelWithLMHead ❌ 0"};
    QTest::newRow("AutoModelWithLMHead without a pinned transformers")
        << QStringLiteral("```python\nfrom transformers import AutoModelWithLMHead\n```\n")
        << QStringList {"transformers.AutoModelWithLMHead ⚠️ 0"};
    QTest::newRow("evaluation_strategy with transformers 4.44: deprecated")
        << QStringLiteral("```python\n# transformers==4.44.2\nargs = TrainingArguments(evaluation_strategy=\"epoch\")\n```\n")
        << QStringList {"transformers.evaluation_strategy ⚠️ 0"};
    QTest::newRow("evaluation_strategy with transformers 4.40: not yet deprecated")
        << QStringLiteral("```python\n# transformers==4.40.0\nargs = TrainingArguments(evaluation_strategy=\"epoch\")\n```\n")
        << QStringList();
    QTest::newRow("torch.cuda.amp.autocast with torch 2.4.0: deprecated")
        << QStringLiteral("pip install torch==2.4.0+cu121\n\n```python\nwith torch.cuda.amp.autocast():\n    loss = model(x)\n```\n")
        << QStringList {"torch.cuda.amp.autocast ⚠️ 1"};
    QTest::newRow("driver 470 below CUDA 12.1's minimum")
        << QStringLiteral("We use driver 470.82.01.\n\nThe wheels are cu121.\n") << QStringList {"driver-cuda ❌ 1"};
    QTest::newRow("driver 550 is enough for CUDA 12.1") << QStringLiteral("driver 550.54.15 with CUDA 12.1\n") << QStringList();
    QTest::newRow("torchvision of another release than torch")
        << QStringLiteral("pip install torch==2.4.0 torchvision==0.18.0 torchaudio==2.4.0\n") << QStringList {"torch.vision.audio ❌ 0"};
    QTest::newRow("torch, torchvision and torchaudio of one release")
        << QStringLiteral("pip install torch==2.3.1 torchvision==0.18.1 torchaudio==2.3.1\n") << QStringList();
    QTest::newRow("numpy 2 with torch 2.1 and pandas 2.1")
        << QStringLiteral("pip install numpy==2.0.1 torch==2.1.0 pandas==2.1.4\n") << QStringList {"numpy2.torch ❌ 0", "numpy2.pandas ❌ 0"};
    QTest::newRow("numpy 1 with torch 2.1: fine") << QStringLiteral("pip install numpy==1.26.4 torch==2.1.0\n") << QStringList();
    QTest::newRow("nothing pinned") << QStringLiteral("A post about attention.\n") << QStringList();
}

void TestVersionSnapshot::conflicts()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, expected);
    const VersionSnapshot snapshot = VersionSnapshot::of(blocks(markdown), m_versions, m_compat);
    QStringList found;
    for (const VersionConflict &conflict : snapshot.conflicts) {
        const QString mark = conflict.severity == VersionConflict::Conflict ? QStringLiteral("❌") : QStringLiteral("⚠️");
        found.append(QStringLiteral("%1 %2 %3").arg(conflict.id, mark).arg(conflict.block));
        QVERIFY(!conflict.noteText.isEmpty());
        QVERIFY(!conflict.message.isEmpty());
    }
    QCOMPARE(found, expected);
}

// The note: a row per version (a CUDA row with its minimum driver), the conflicts as
// a list, each with the link its catalogue entry gives.
void TestVersionSnapshot::noteValues()
{
    const VersionSnapshot snapshot = VersionSnapshot::of(
        blocks(QStringLiteral("pip install torch==2.4.0\n\nCUDA 11.7, transformers==4.40.0 and AutoModelWithLMHead.\n")), m_versions,
        m_compat);
    const QJsonObject values = snapshot.noteValues();
    const QJsonArray rows = values.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).toArray().at(0).toString(), QStringLiteral("torch"));
    QCOMPARE(rows.at(1).toArray().at(0).toString(), QStringLiteral("CUDA"));
    QCOMPARE(rows.at(1).toArray().at(2).toString(), QStringLiteral("原文 #2"));
    QCOMPARE(rows.at(1).toArray().at(3).toString(), QStringLiteral("最低驱动 ≥ 515.43.04（Linux）/ 516.01（Windows）"));
    const QStringList lines = values.value(QStringLiteral("conflicts")).toString().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).startsWith(QStringLiteral("- ❌ torch 2.4.0 没有 CUDA 11.7 的官方 wheel")), qPrintable(lines.at(0)));
    QVERIFY2(
        lines.at(1).startsWith(QStringLiteral("- ⚠️ transformers 4.40.0 中 AutoModelWithLMHead 已弃用")), qPrintable(lines.at(1)));
    QVERIFY(lines.at(1).endsWith(QStringLiteral("（[来源](https://github.com/huggingface/transformers/issues/46228)）")));
}

void TestVersionSnapshot::requirements()
{
    {
        const VersionSnapshot pinnedAndImported = VersionSnapshot::of(
            blocks(QStringLiteral("pip install torch==2.4.0\n\n```python\nimport torch\nimport yaml\n```\n")), m_versions, m_compat);
        QCOMPARE(pinnedAndImported.rows.size(), 2); // torch 2.4.0 and yaml, not torch again without a version
        QCOMPARE(pinnedAndImported.rows.at(1).at(0), QStringLiteral("yaml"));
    }
    const VersionSnapshot snapshot = VersionSnapshot::of(
        blocks(QStringLiteral(
            "pip install torch==2.4.0 numpy==1.26.4\n\n```python\nimport torch\nimport yaml\n```\n\nPyTorch 2.3 also works.\n")),
        m_versions, m_compat);
    QCOMPARE(snapshot.requirements(), (QStringList {QStringLiteral("torch==2.4.0"), QStringLiteral("numpy==1.26.4")}));
    const VersionSnapshot proseFirst = VersionSnapshot::of(
        blocks(QStringLiteral("Since PyTorch 2.0 and NumPy 1.26 …\n\npip install torch==2.4.0\n")), m_versions, m_compat);
    QCOMPARE(proseFirst.requirements(), (QStringList {QStringLiteral("torch==2.4.0"), QStringLiteral("numpy==1.26")}));
    QCOMPARE(snapshot.cuda(), QString());
}

// The issue's example against the shipped catalogues: the CUDA row says its minimum
// driver, and the same torch with an older CUDA is a conflict.
void TestVersionSnapshot::shippedCatalogues_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("cudaRow");
    QTest::addColumn<QStringList>("conflicts");
    QTest::newRow("8x H100 80GB SXM, CUDA 12.4, torch==2.4.0: the driver minimum, no conflict")
        << QStringLiteral("We trained on 8x H100 80GB SXM, CUDA 12.4, torch==2.4.0.\n")
        << QStringLiteral("CUDA|12.4|原文 #1|最低驱动 ≥ 550.54.14（Linux）/ 551.61（Windows）") << QStringList();
    QTest::newRow("torch==2.4.0 on CUDA 11.7: no official wheel")
        << QStringLiteral("torch==2.4.0 on CUDA 11.7\n")
        << QStringLiteral("CUDA|11.7|原文 #1|最低驱动 ≥ 515.43.04（Linux）/ 516.01（Windows）")
        << QStringList {QStringLiteral("torch-cuda")};
}

void TestVersionSnapshot::shippedCatalogues()
{
    QFETCH(QString, markdown);
    QFETCH(QString, cudaRow);
    QFETCH(QStringList, conflicts);
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/versions.json"));
    VersionCatalog shipped;
    QVERIFY2(shipped.load(file), qPrintable(shipped.errorString()));
    const VersionSnapshot snapshot = VersionSnapshot::of(blocks(markdown), shipped, m_compat);
    QStringList rows;
    for (const QStringList &row : snapshot.rows) {
        rows.append(row.join(QLatin1Char('|')));
    }
    QVERIFY2(rows.contains(cudaRow), qPrintable(rows.join(QLatin1Char('\n'))));
    QStringList ids;
    for (const VersionConflict &conflict : snapshot.conflicts) {
        ids.append(conflict.id);
    }
    QCOMPARE(ids, conflicts);
}

QTEST_GUILESS_MAIN(TestVersionSnapshot)
#include "tst_versionsnapshot.moc"
