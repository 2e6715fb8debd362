// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "markdown/markdownblockparser.h"
#include "notes/packsettings.h"
#include "notes/packwriter.h"
#include "notes/projectcatalogs.h"
#include "notes/reproductionpack.h"
#include "reusefixture.h"
#include "store/projectstore.h"

#include <QBuffer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// The environment reproduction pack: the note built from a version snapshot, the
// project's mirror settings, the folder it is written to (refused when it holds other
// files), and `yiqiao-cli export --pack` with and without a pack note.
class TestReproductionPack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();

    void settingsDefaultsAndRoundTrip();
    void fromSnapshot_data();
    void fromSnapshot();
    void requirementsWorkTogether_data();
    void requirementsWorkTogether();
    void writerRefusesForeignFolders_data();
    void writerRefusesForeignFolders();
    void cliWithoutPackNote();
    void cliWithPackNote();
    void cliSuggestsTheSnapshot();
    void cliRefusals_data();
    void cliRefusals();

private:
    QString project() const { return m_dir->filePath(QStringLiteral("p.yiqiao")); }
    QByteArray file(const QString &name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_issue = 0;
};

namespace {

const QByteArray kSource("# Fine-tuning\n\nWe used CUDA 11.7 and torch==2.4.0.\n\n"
                         "```python\nimport torch\nimport transformers\nfrom transformers import AutoModelWithLMHead\n```\n\n"
                         "Pin transformers==4.40.0 too.\n");
const QByteArray kTarget("# 微调\n\n我们用 CUDA 11.7 和 torch==2.4.0。\n\n"
                         "```python\nimport torch\nimport transformers\nfrom transformers import AutoModelWithLMHead\n```\n\n"
                         "transformers 也固定为 4.40.0。\n\n> **【译者注·环境复现包】**\n");

const QByteArray kVersions(R"({"cuda": [
  {"cuda": "11.7", "minDriverLinux": "515.43.04", "torch": ["2.0"]},
  {"cuda": "11.8", "minDriverLinux": "520.61.05", "torch": ["2.0", "2.4"]},
  {"cuda": "12.4", "minDriverLinux": "550.54.14", "torch": ["2.4"]}]})");

CompatCatalog compat()
{
    QBuffer buffer;
    buffer.setData(ProjectCatalogs::shippedJson(ProjectCatalogs::Compat));
    CompatCatalog catalog;
    catalog.load(buffer);
    return catalog;
}

VersionCatalog versions()
{
    QBuffer buffer;
    buffer.setData(kVersions);
    VersionCatalog catalog;
    catalog.load(buffer);
    return catalog;
}

} // namespace

void TestReproductionPack::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    ProjectStore store;
    QVERIFY2(store.create(project(), QStringLiteral("P")), qPrintable(store.errorString()));
    m_issue = ReuseFixture::importIssue(store, 1, kSource, kTarget);
    QVERIFY(m_issue > 0);
}

void TestReproductionPack::cleanup()
{
    m_dir.reset();
}

QByteArray TestReproductionPack::file(const QString &name) const
{
    QFile file(m_dir->filePath(QStringLiteral("pack/") + name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestReproductionPack::settingsDefaultsAndRoundTrip()
{
    ProjectStore store;
    QVERIFY(store.open(project(), ProjectStore::Access::ReadWrite));
    PackSettings settings = PackSettings::load(store);
    QCOMPARE(settings.pipMirror, QStringLiteral("https://pypi.tuna.tsinghua.edu.cn/simple"));
    QCOMPARE(settings.hfMirror, QStringLiteral("https://hf-mirror.com"));
    settings.pipMirror = QStringLiteral(" https://mirrors.aliyun.com/pypi/simple/ ");
    settings.hfMirror.clear();
    QVERIFY2(settings.save(store), qPrintable(store.errorString()));
    store.close();
    QVERIFY(store.open(project(), ProjectStore::Access::ReadOnly));
    const PackSettings reloaded = PackSettings::load(store);
    QCOMPARE(reloaded.pipMirror, QStringLiteral("https://mirrors.aliyun.com/pypi/simple/"));
    QCOMPARE(reloaded.hfMirror, PackSettings::defaults().hfMirror); // empty: the default again
}

void TestReproductionPack::fromSnapshot_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("expected");
    QTest::newRow("requirements: CUDA 11.7 has no torch 2.4 wheel, the newest CUDA that has is used") << QStringLiteral(
        "requirements") << QStringLiteral("--extra-index-url https://download.pytorch.org/whl/cu124\ntorch==2.4.0\ntransformers==4.40.0");
    QTest::newRow("quick command: torch and the imported pinned package")
        << QStringLiteral("quick_command")
        << QStringLiteral(
               "python -c \"import torch; print('torch', torch.__version__, 'CUDA', torch.version.cuda, "
               "torch.cuda.is_available())\"\npython -c \"import transformers; print('transformers', transformers.__version__)\"");
    QTest::newRow("expected output: the wheel's local version")
        << QStringLiteral("expected_output") << QStringLiteral("torch 2.4.0+cu124 CUDA 12.4 True\ntransformers 4.40.0");
    QTest::newRow("mirrors from the project's settings") << QStringLiteral("hf_mirror") << QStringLiteral("https://hf-mirror.com");
}

void TestReproductionPack::fromSnapshot()
{
    QFETCH(QString, key);
    QFETCH(QString, expected);
    ProjectStore store;
    QVERIFY(store.open(project(), ProjectStore::Access::ReadOnly));
    VersionSnapshot snapshot;
    QString error;
    QVERIFY2(VersionSnapshot::ofIssue(store, m_issue, &snapshot, &error), qPrintable(error));
    const QJsonObject values = ReproductionPack::fromSnapshot(snapshot, versions(), compat(), PackSettings::load(store));
    QCOMPARE(values.value(key).toString(), expected);
}

// The pack's requirements follow the compatibility catalogue where the post's pins
// do not work together, and say what the post pinned.
void TestReproductionPack::requirementsWorkTogether_data()
{
    QTest::addColumn<QString>("post");
    QTest::addColumn<QString>("requirements");
    QTest::newRow("torchvision of another release follows torch")
        << QStringLiteral("pip install torch==2.4.0 torchvision==0.18.0 torchaudio==2.4.0\n")
        << QStringLiteral("torch==2.4.0\ntorchvision==0.19.*  # 原文为 torchvision==0.18.0，与 torch 2.4.0 不配套\ntorchaudio==2.4.0");
    QTest::newRow("numpy 2 with torch 2.1: numpy held below 2")
        << QStringLiteral("pip install numpy==2.0.1 torch==2.1.0\n")
        << QStringLiteral("numpy<2.0  # 原文为 numpy==2.0.1，torch 2.1.0 需要 numpy < 2.0\ntorch==2.1.0");
    QTest::newRow("Python is no requirement") << QStringLiteral("Requires python>=3.11 and numpy==1.26.4.\n")
                                              << QStringLiteral("numpy==1.26.4");
    QTest::newRow("pins that work together stay")
        << QStringLiteral("pip install torch==2.3.1 torchvision==0.18.1\n") << QStringLiteral("torch==2.3.1\ntorchvision==0.18.1");
}

void TestReproductionPack::requirementsWorkTogether()
{
    QFETCH(QString, post);
    QFETCH(QString, requirements);
    const MarkdownDocument document = MarkdownBlockParser::parse(post.toUtf8());
    QList<BlockRecord> sources;
    for (const MarkdownBlock &block : document.blocks) {
        BlockRecord record;
        record.kind = block.kind;
        record.text = block.text;
        sources.append(record);
    }
    const VersionSnapshot snapshot = VersionSnapshot::of(sources, VersionCatalog(), compat());
    const QJsonObject values = ReproductionPack::fromSnapshot(snapshot, VersionCatalog(), compat(), PackSettings::defaults());
    QCOMPARE(values.value(QStringLiteral("requirements")).toString(), requirements);
    QCOMPARE(values.value(QStringLiteral("base_image")).toString(),
        post.contains(QStringLiteral("python>=3.11")) ? QStringLiteral("python:3.11-slim") : QStringLiteral("python:3.10-slim"));
}

void TestReproductionPack::writerRefusesForeignFolders_data()
{
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<bool>("written");
    QTest::newRow("a new folder") << QStringList() << true;
    QTest::newRow("an earlier pack is overwritten") << QStringList {"Dockerfile", "README.md"} << true;
    QTest::newRow("a folder with the post's own files") << QStringList {"Dockerfile", "train.py"} << false;
    QTest::newRow("a hidden file counts too") << QStringList {".env"} << false;
}

void TestReproductionPack::writerRefusesForeignFolders()
{
    QFETCH(QStringList, existing);
    QFETCH(bool, written);
    const QString folder = m_dir->filePath(QStringLiteral("pack"));
    for (const QString &name : existing) {
        QVERIFY(QDir().mkpath(folder));
        QFile old(folder + QLatin1Char('/') + name);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old\n");
    }
    const QList<ReproductionPack::File> files =
        ReproductionPack::files(QJsonObject {{QStringLiteral("requirements"), QStringLiteral("torch==2.4.0")},
                                    {QStringLiteral("quick_command"), QStringLiteral("python run.py")}},
            Issue {1, 3, QStringLiteral("标题"), QString()}, {});
    PackWriter writer;
    QCOMPARE(writer.write(folder, files), written);
    if (!written) {
        QVERIFY2(writer.errorString().contains(QStringLiteral("holds other files")), qPrintable(writer.errorString()));
        QVERIFY(!QFileInfo::exists(folder + QStringLiteral("/run_quick.sh")));
        return;
    }
    QCOMPARE(file(QStringLiteral("requirements.txt")), QByteArray("torch==2.4.0\n"));
    QVERIFY(file(QStringLiteral("run_quick.sh")).endsWith("python run.py\n"));
    QVERIFY(QFileInfo(folder + QStringLiteral("/run_quick.sh")).isExecutable());
    QVERIFY(file(QStringLiteral("Dockerfile")).contains("FROM python:3.10-slim\n"));
}

void TestReproductionPack::cliWithoutPackNote()
{
    const CliRun run = CliRun::in(m_dir->path(),
        {QStringLiteral("export"), project(), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--pack"),
            QStringLiteral("pack")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains("has no reproduction pack note: the pack is built from its version snapshot"), run.err.constData());
    QCOMPARE(run.out.count('\n'), 4);
    QVERIFY(file(QStringLiteral("requirements.txt")).contains("torch==2.4.0\ntransformers==4.40.0\n"));
    QVERIFY(QFileInfo(m_dir->filePath(QStringLiteral("pack/run_quick.sh"))).isExecutable());
    const QString readme = QString::fromUtf8(file(QStringLiteral("README.md")));
    QVERIFY2(readme.contains(QStringLiteral("AutoModelWithLMHead 已弃用")), qPrintable(readme));
    QVERIFY(readme.contains(QStringLiteral("https://hf-mirror.com")));
}

void TestReproductionPack::cliWithPackNote()
{
    {
        ProjectStore store;
        QVERIFY(store.open(project(), ProjectStore::Access::ReadWrite));
        const QJsonObject values {{QStringLiteral("base_image"), QStringLiteral("pytorch/pytorch:2.4.0-cuda12.4-cudnn9-runtime")},
            {QStringLiteral("requirements"), QStringLiteral("transformers==4.44.2")},
            {QStringLiteral("hf_mirror"), QStringLiteral("https://hf-mirror.com")},
            {QStringLiteral("quick_command"), QStringLiteral("python train.py --max_steps 20")},
            {QStringLiteral("expected_output"), QStringLiteral("step 20 loss 2.3")}};
        QVERIFY(ReuseFixture::makeNote(store, m_issue, 4, AnnotationKind::ReproductionPack, values));
    }
    const CliRun run = CliRun::in(m_dir->path(),
        {QStringLiteral("export"), project(), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--pack"),
            QStringLiteral("pack")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(file(QStringLiteral("requirements.txt")), QByteArray("transformers==4.44.2\n"));
    QVERIFY(file(QStringLiteral("Dockerfile"))
                .contains("FROM pytorch/pytorch:2.4.0-cuda12.4-cudnn9-runtime\nENV HF_ENDPOINT=https://hf-mirror.com\n"));
    QVERIFY(!file(QStringLiteral("Dockerfile")).contains("PIP_INDEX_URL"));
    QVERIFY(file(QStringLiteral("run_quick.sh")).endsWith("python train.py --max_steps 20\n"));
    QVERIFY(file(QStringLiteral("README.md")).contains("step 20 loss 2.3"));
}

// `notes --suggest` ends with the whole post's version snapshot, on its first version's block.
void TestReproductionPack::cliSuggestsTheSnapshot()
{
    const CliRun run = CliRun::in(m_dir->path(),
        {QStringLiteral("notes"), project(), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--suggest"),
            QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray suggestions = QJsonDocument::fromJson(run.out).array();
    QVERIFY(!suggestions.isEmpty());
    const QJsonObject last = suggestions.last().toObject();
    QCOMPARE(last.value(QStringLiteral("kind")).toString(), QStringLiteral("version_snapshot"));
    QCOMPARE(last.value(QStringLiteral("title")).toString(), QStringLiteral("Version snapshot of the post: 2 known conflict(s)"));
    const QString conflicts = last.value(QStringLiteral("fields")).toObject().value(QStringLiteral("conflicts")).toString();
    QVERIFY2(conflicts.contains(QStringLiteral("torch 2.4.0 没有 CUDA 11.7 的官方 wheel")), qPrintable(conflicts));
    QVERIFY(last.value(QStringLiteral("source_block")).toInt() > 0);
}

void TestReproductionPack::cliRefusals_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("--pack with -o") << QStringList {"-o", "post.md"} << 2 << QByteArray("--pack writes a folder of its own");
    QTest::newRow("--pack with --html") << QStringList {"--html"} << 2 << QByteArray("--pack writes a folder of its own");
    QTest::newRow("a folder with other files") << QStringList() << 1
                                               << QByteArray("holds other files than a reproduction pack (notes.txt)");
    QTest::newRow("an empty folder name") << QStringList {"--pack", ""} << 1
                                          << QByteArray("Give the folder to write the reproduction pack to.");
}

void TestReproductionPack::cliRefusals()
{
    QFETCH(QStringList, extra);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, message);
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("pack")));
    QFile other(m_dir->filePath(QStringLiteral("pack/notes.txt")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.close();
    const CliRun run = CliRun::in(m_dir->path(),
        QStringList {QStringLiteral("export"), project(), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--pack"),
            QStringLiteral("pack")}
            + extra);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    QCOMPARE(QDir(m_dir->filePath(QStringLiteral("pack"))).entryList(QDir::Files), QStringList {QStringLiteral("notes.txt")});
    QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("post.md"))));
}

QTEST_GUILESS_MAIN(TestReproductionPack)
#include "tst_reproductionpack.moc"
