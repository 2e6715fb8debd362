// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "radarproject.h"

#include <QSqlQuery>
#include <QTest>

class TestRadarRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void newProjectHasTheFourDefaultDimensions();
    void addRenameAndRefuseDuplicates_data();
    void addRenameAndRefuseDuplicates();
    void reorderDimensions_data();
    void reorderDimensions();
    void removeDimension();
    void technologies();
    void technologyNamesAreUniqueWhateverTheCase();
    void namesAreStoredLiterally_data();
    void namesAreStoredLiterally();
    void tagAndUntag();
    void removingATechnologyOrIssueDropsItsTags();
    void aliasesRoundTrip();

private:
    QStringList dimensionNames() const { return m_project.dimensionNames(); }

    RadarProject m_project;
    ProjectStore *m_store = nullptr;
    RadarRepository *m_radar = nullptr;
};

void TestRadarRepository::init()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_store = &m_project.store();
    m_radar = &m_project.radar();
}

void TestRadarRepository::newProjectHasTheFourDefaultDimensions()
{
    QCOMPARE(dimensionNames(),
        (QStringList {QStringLiteral("模型架构"), QStringLiteral("训练优化"), QStringLiteral("推理加速"), QStringLiteral("数据工程")}));
    for (const RadarDimension &dimension : m_radar->dimensions()) {
        QVERIFY(dimension.color.startsWith(QLatin1Char('#')));
    }
}

void TestRadarRepository::addRenameAndRefuseDuplicates_data()
{
    QTest::addColumn<QString>("rename");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("stored");
    QTest::newRow("a new name") << QStringLiteral("  部署  运维 ") << true << QStringLiteral("部署 运维");
    QTest::newRow("its own name in another case") << QStringLiteral("HARDWARE") << true << QStringLiteral("HARDWARE");
    QTest::newRow("another dimension's name") << QStringLiteral("推理加速") << false << QStringLiteral("Hardware");
    QTest::newRow("another dimension's name, other case") << QStringLiteral("other") << false << QStringLiteral("Hardware");
    QTest::newRow("blank") << QStringLiteral("   ") << false << QStringLiteral("Hardware");
}

void TestRadarRepository::addRenameAndRefuseDuplicates()
{
    QFETCH(QString, rename);
    QFETCH(bool, accepted);
    QFETCH(QString, stored);
    const qint64 id = m_radar->addDimension(QStringLiteral("Hardware"), QStringLiteral("#123456"));
    QVERIFY2(id > 0, qPrintable(m_radar->errorString()));
    QVERIFY(m_radar->addDimension(QStringLiteral("Other")) > 0);
    QCOMPARE(m_radar->addDimension(QStringLiteral("hardware")), 0);
    QVERIFY(!m_radar->errorString().isEmpty());
    QCOMPARE(m_radar->renameDimension(id, rename), accepted);
    QCOMPARE(m_radar->errorString().isEmpty(), accepted);
    QCOMPARE(dimensionNames().at(4), stored);
    QCOMPARE(dimensionNames().size(), 6);
}

void TestRadarRepository::reorderDimensions_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QString>("order");
    QTest::newRow("last to first") << 3 << 0 << QStringLiteral("数据工程 模型架构 训练优化 推理加速");
    QTest::newRow("first to last") << 0 << 3 << QStringLiteral("训练优化 推理加速 数据工程 模型架构");
    QTest::newRow("one down") << 1 << 2 << QStringLiteral("模型架构 推理加速 训练优化 数据工程");
    QTest::newRow("past the end stays last") << 0 << 9 << QStringLiteral("训练优化 推理加速 数据工程 模型架构");
    QTest::newRow("in place") << 2 << 2 << QStringLiteral("模型架构 训练优化 推理加速 数据工程");
}

void TestRadarRepository::reorderDimensions()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, order);
    QVERIFY2(m_radar->moveDimension(m_radar->dimensions().at(from).id, to), qPrintable(m_radar->errorString()));
    QCOMPARE(dimensionNames().join(QLatin1Char(' ')), order);
    QVERIFY(!m_radar->moveDimension(999, 0));
}

void TestRadarRepository::removeDimension()
{
    const QList<RadarDimension> dimensions = m_radar->dimensions();
    const qint64 tech = m_radar->addTechnology(dimensions.at(2).id, QStringLiteral("vLLM"));
    QVERIFY(tech > 0);
    // Refused while it has a technology, nothing changes.
    QVERIFY(!m_radar->removeDimension(dimensions.at(2).id));
    QVERIFY2(m_radar->errorString().contains(QLatin1String("1")), qPrintable(m_radar->errorString()));
    QCOMPARE(dimensionNames().size(), 4);
    QVERIFY(!m_radar->removeDimension(dimensions.at(2).id, dimensions.at(2).id));
    QVERIFY(!m_radar->removeDimension(dimensions.at(2).id, 999));
    QCOMPARE(m_radar->technology(QStringLiteral("vllm"))->dimensionId, dimensions.at(2).id);
    // Moving its technologies removes it.
    QVERIFY2(m_radar->removeDimension(dimensions.at(2).id, dimensions.at(0).id), qPrintable(m_radar->errorString()));
    QCOMPARE(dimensionNames().size(), 3);
    QCOMPARE(m_radar->technology(QStringLiteral("vllm"))->dimensionId, dimensions.at(0).id);
    // An empty one goes at once.
    QVERIFY(m_radar->removeDimension(dimensions.at(3).id));
    QCOMPARE(dimensionNames(), (QStringList {QStringLiteral("模型架构"), QStringLiteral("训练优化")}));
    QVERIFY(!m_radar->removeDimension(dimensions.at(3).id));
}

void TestRadarRepository::technologies()
{
    const QList<RadarDimension> dimensions = m_radar->dimensions();
    const qint64 mamba = m_radar->addTechnology(dimensions.at(0).id, QStringLiteral("Mamba"));
    const qint64 fsdp =
        m_radar->addTechnology(dimensions.at(1).id, QStringLiteral("FSDP"), {QStringLiteral("Fully Sharded Data Parallel")});
    const qint64 moe = m_radar->addTechnology(dimensions.at(0).id, QStringLiteral("MoE"));
    QVERIFY2(mamba > 0 && fsdp > 0 && moe > 0, qPrintable(m_radar->errorString()));
    QCOMPARE(m_radar->addTechnology(999, QStringLiteral("Lost")), 0);
    QStringList names;
    for (const Technology &technology : m_radar->technologies()) {
        names.append(technology.name);
    }
    QCOMPARE(names, (QStringList {QStringLiteral("Mamba"), QStringLiteral("MoE"), QStringLiteral("FSDP")}));
    QCOMPARE(m_radar->technologyCount(dimensions.at(0).id), 2);
    QCOMPARE(m_radar->technology(QStringLiteral("fully sharded data parallel"))->id, fsdp);

    Technology renamed = *m_radar->technology(QStringLiteral("MoE"));
    renamed.name = QStringLiteral("Mixture of Experts");
    renamed.dimensionId = dimensions.at(2).id;
    QVERIFY2(m_radar->updateTechnology(renamed), qPrintable(m_radar->errorString()));
    QCOMPARE(m_radar->technology(QStringLiteral("mixture of experts"))->dimensionId, dimensions.at(2).id);
    QVERIFY(!m_radar->technology(QStringLiteral("MoE")));
    renamed.dimensionId = 999;
    QVERIFY(!m_radar->updateTechnology(renamed));
    QVERIFY(m_radar->removeTechnology(mamba));
    QCOMPARE(m_radar->technologies().size(), 2);
}

void TestRadarRepository::technologyNamesAreUniqueWhateverTheCase()
{
    const qint64 dimension = m_radar->dimensions().at(2).id;
    const qint64 vllm = m_radar->addTechnology(dimension, QStringLiteral("vLLM"));
    QVERIFY(vllm > 0);
    QCOMPARE(m_radar->addTechnology(dimension, QStringLiteral("VLLM")), 0);
    QVERIFY(m_radar->errorString().contains(QLatin1String("VLLM")));
    const qint64 trt = m_radar->addTechnology(dimension, QStringLiteral("TensorRT"));
    Technology clash = *m_radar->technology(QStringLiteral("TensorRT"));
    clash.name = QStringLiteral("vllm");
    QVERIFY(!m_radar->updateTechnology(clash));
    QCOMPARE(m_radar->technology(QStringLiteral("tensorrt"))->id, trt);
    QCOMPARE(m_radar->addTechnology(dimension, QStringLiteral("  ")), 0);
}

void TestRadarRepository::namesAreStoredLiterally_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("a quote and a statement") << QStringLiteral("x'); DROP TABLE technologies; --");
    QTest::newRow("percent and underscore") << QStringLiteral("100%_done");
    QTest::newRow("double quotes") << QStringLiteral("\"quoted\" name");
    QTest::newRow("chinese and emoji") << QStringLiteral("混合精度 🚀");
}

void TestRadarRepository::namesAreStoredLiterally()
{
    QFETCH(QString, name);
    const qint64 dimension = m_radar->addDimension(name);
    QVERIFY2(dimension > 0, qPrintable(m_radar->errorString()));
    QVERIFY2(m_radar->addTechnology(dimension, name, {name}) > 0, qPrintable(m_radar->errorString()));
    QCOMPARE(m_radar->dimension(name)->name, name);
    QCOMPARE(m_radar->technology(name)->name, name);
    QCOMPARE(m_radar->technology(name)->aliases, QStringList {name});
    QCOMPARE(m_radar->technologies().size(), 1);
    // No LIKE: "100%_done" does not match other names.
    QCOMPARE(m_radar->addTechnology(dimension, QStringLiteral("100xydone")) > 0, true);
    QCOMPARE(dimensionNames().size(), 5);
}

void TestRadarRepository::tagAndUntag()
{
    const qint64 issue = m_project.issue(12);
    QVERIFY(issue > 0);
    const qint64 a = m_project.technology(0, QStringLiteral("Mamba"));
    const qint64 b = m_project.technology(2, QStringLiteral("vLLM"));
    QVERIFY(m_radar->tag(issue, b));
    QVERIFY(m_radar->tag(issue, b));
    QVERIFY(m_radar->tag(issue, a));
    QCOMPARE(m_radar->issueTechnologies(issue), (QList<qint64> {a, b}));
    QVERIFY(m_radar->untag(issue, a));
    QCOMPARE(m_radar->issueTechnologies(issue), QList<qint64> {b});
    QVERIFY(m_radar->setIssueTechnologies(issue, {a}));
    QCOMPARE(m_radar->issueTechnologies(issue), QList<qint64> {a});
    // A missing issue or technology is refused, all or nothing.
    QVERIFY(!m_radar->tag(999, a));
    QVERIFY(!m_radar->setIssueTechnologies(issue, {b, 999}));
    QVERIFY(!m_radar->errorString().isEmpty());
    QCOMPARE(m_radar->issueTechnologies(issue), QList<qint64> {a});
}

void TestRadarRepository::removingATechnologyOrIssueDropsItsTags()
{
    const qint64 issue = m_project.issue(3);
    const qint64 a = m_project.technology(0, QStringLiteral("Mamba"));
    const qint64 b = m_project.technology(1, QStringLiteral("ZeRO"));
    QVERIFY(m_radar->setIssueTechnologies(issue, {a, b}));
    QVERIFY(m_radar->removeTechnology(a));
    QCOMPARE(m_radar->issueTechnologies(issue), QList<qint64> {b});
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("DELETE FROM issues WHERE id = ?"));
    query.addBindValue(issue);
    QVERIFY(query.exec());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM issue_technologies")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestRadarRepository::aliasesRoundTrip()
{
    QCOMPARE(RadarRepository::joinAliases({QStringLiteral(" fp16 "), QStringLiteral("FP16"), QString(), QStringLiteral("混合精度")}),
        QStringLiteral("fp16\n混合精度"));
    QCOMPARE(RadarRepository::splitAliases(QStringLiteral("fp16\n\n 混合精度 \n")),
        (QStringList {QStringLiteral("fp16"), QStringLiteral("混合精度")}));
    const qint64 id = m_radar->addTechnology(
        m_radar->dimensions().at(1).id, QStringLiteral("mixed precision"), {QStringLiteral("AMP"), QStringLiteral("混合精度")});
    QCOMPARE(m_radar->technology(QStringLiteral("混合精度"))->id, id);
    QCOMPARE(m_radar->technology(QStringLiteral("amp"))->aliases, (QStringList {QStringLiteral("AMP"), QStringLiteral("混合精度")}));
}

QTEST_GUILESS_MAIN(TestRadarRepository)
#include "tst_radarrepository.moc"
