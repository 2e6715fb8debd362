// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "dashboard/radarrepository.h"
#include "dashboard/startercontent.h"
#include "store/projectstore.h"
#include "terms/termrepository.h"
#include "terms/termselector.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

TermEntry termNamed(const QList<TermEntry> &terms, const QString &source)
{
    for (const TermEntry &entry : terms) {
        if (entry.source == source) {
            return entry;
        }
    }
    return {};
}

QStringList dimensionNames(const QList<RadarDimension> &dimensions)
{
    QStringList names;
    for (const RadarDimension &dimension : dimensions) {
        names.append(dimension.name);
    }
    return names;
}

} // namespace

class TestStarterContent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newProject_data();
    void newProject();
    void kernelByContext_data();
    void kernelByContext();
    void starterRowsAreRemovable();
    void appliedTwiceAddsNothing();
    void badContentIsRefused_data();
    void badContentIsRefused();
};

void TestStarterContent::newProject_data()
{
    QTest::addColumn<bool>("starter");
    QTest::newRow("plain new: dimensions only, no technologies or terms") << false;
    QTest::newRow("new --starter: the seed's technologies and terms") << true;
}

void TestStarterContent::newProject()
{
    QFETCH(bool, starter);
    QTemporaryDir dir;
    QStringList arguments {QStringLiteral("new"), QStringLiteral("p.yiqiao")};
    if (starter) {
        arguments.append(QStringLiteral("--starter"));
    }
    const CliRun run = CliRun::in(dir.path(), arguments);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.out.contains("starter content"), starter);

    ProjectStore store;
    QVERIFY2(store.open(dir.filePath(QStringLiteral("p.yiqiao"))), qPrintable(store.errorString()));
    RadarRepository radar(store);
    QCOMPARE(dimensionNames(radar.dimensions()),
        QStringList({QStringLiteral("模型架构"), QStringLiteral("训练优化"), QStringLiteral("推理加速"), QStringLiteral("数据工程")}));
    const QList<Technology> technologies = radar.technologies();
    const QList<TermEntry> terms = TermRepository(store).all();
    if (!starter) {
        QVERIFY(technologies.isEmpty());
        QVERIFY(terms.isEmpty());
        return;
    }
    QCOMPARE(technologies.size(), 18);
    const auto mamba = radar.technology(QStringLiteral("Mamba"));
    QVERIFY(mamba);
    QCOMPARE(mamba->dimensionId, radar.dimension(QStringLiteral("模型架构"))->id);
    QCOMPARE(radar.technology(QStringLiteral("Fully Sharded Data Parallel"))->name, QStringLiteral("FSDP"));
    QCOMPARE(radar.technology(QStringLiteral("vLLM"))->dimensionId, radar.dimension(QStringLiteral("推理加速"))->id);
    QCOMPARE(radar.technology(QStringLiteral("Polars"))->dimensionId, radar.dimension(QStringLiteral("数据工程"))->id);
    QCOMPARE(terms.size(), 9);
    const TermEntry kernel = termNamed(terms, QStringLiteral("kernel"));
    QCOMPARE(kernel.renderings.size(), 2);
    QCOMPARE(kernel.conflicts.size(), 2);
    QCOMPARE(kernel.conflicts.at(0).issues, QList<int>({311}));
    const TermEntry spot = termNamed(terms, QStringLiteral("Spot Instance"));
    QCOMPARE(spot.forbidden.size(), 1);
    QCOMPARE(spot.forbidden.at(0).text, QStringLiteral("竞价实例"));
    QVERIFY(termNamed(terms, QStringLiteral("NCCL_IB_DISABLE")).keepEnglish);
    QVERIFY(termNamed(terms, QStringLiteral("NeMo Megatron")).firstUse.contains(QStringLiteral("NVIDIA开源的大模型训练框架")));
}

void TestStarterContent::kernelByContext_data()
{
    QTest::addColumn<QString>("block");
    QTest::addColumn<QString>("codeLanguage");
    QTest::addColumn<QString>("expected");
    QTest::newRow("CUDA keyword: CUDA核函数") << QStringLiteral("The CUDA kernel launch overhead dominates.") << QString()
                                              << QStringLiteral("CUDA核函数");
    QTest::newRow("__global__ in the block: CUDA核函数")
        << QStringLiteral("A __global__ kernel adds two vectors.") << QString() << QStringLiteral("CUDA核函数");
    QTest::newRow("Linux system call: 内核") << QStringLiteral("The Linux kernel handles the system call.") << QString()
                                             << QStringLiteral("内核");
    QTest::newRow("no context: the default 内核") << QStringLiteral("Update the kernel.") << QString() << QStringLiteral("内核");
}

void TestStarterContent::kernelByContext()
{
    QFETCH(QString, block);
    QFETCH(QString, codeLanguage);
    QFETCH(QString, expected);
    StarterContent starter;
    QVERIFY2(starter.loadShipped(), qPrintable(starter.errorString()));
    const TermEntry kernel = termNamed(starter.terms(), QStringLiteral("kernel"));
    TermContext context;
    context.block = block;
    context.document = block;
    context.codeLanguage = codeLanguage;
    QCOMPARE(TermSelector::select(kernel, context).text, expected);
}

void TestStarterContent::starterRowsAreRemovable()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    StarterContent starter;
    QVERIFY(starter.loadShipped());
    StarterContent::Counts counts;
    QVERIFY2(starter.apply(store, &counts), qPrintable(starter.errorString()));
    QCOMPARE(counts.dimensions, 0); // a new project has the four already
    QCOMPARE(counts.technologies, 18);
    RadarRepository radar(store);
    QVERIFY(radar.removeTechnology(radar.technology(QStringLiteral("RWKV"))->id));
    QVERIFY(!radar.technology(QStringLiteral("RWKV")));
    TermRepository terms(store);
    QVERIFY(terms.remove(termNamed(terms.all(), QStringLiteral("Graviton")).id));
    QCOMPARE(terms.all().size(), 8);
}

void TestStarterContent::appliedTwiceAddsNothing()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    StarterContent starter;
    QVERIFY(starter.loadShipped());
    QVERIFY(starter.apply(store));
    StarterContent::Counts again;
    QVERIFY(starter.apply(store, &again));
    QCOMPARE(again.technologies, 0);
    QCOMPARE(RadarRepository(store).technologies().size(), 18);
    QCOMPARE(TermRepository(store).all().size(), 9);
    QCOMPARE(termNamed(TermRepository(store).all(), QStringLiteral("kernel")).renderings.size(), 2);
}

void TestStarterContent::badContentIsRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("not JSON") << QByteArray("{\"dimensions\": [");
    QTest::newRow("a technology without a name") << QByteArray(R"({"dimensions": [{"name": "部署", "technologies": [{"name": ""}]}]})");
    QTest::newRow("a term without a source") << QByteArray(R"({"terms": [{"source": " "}]})");
}

void TestStarterContent::badContentIsRefused()
{
    QFETCH(QByteArray, json);
    StarterContent starter;
    QVERIFY(!starter.load(json));
    QVERIFY(!starter.errorString().isEmpty());
    QVERIFY(!starter.errorString().contains(QLatin1Char('\n')));
}

QTEST_GUILESS_MAIN(TestStarterContent)
#include "tst_startercontent.moc"
