// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "draft/scenarioskeleton.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

Q_DECLARE_METATYPE(ScenarioOutline)

namespace {

const ScenarioOutline kSeed = ScenarioOutline::shipped().constFirst();

QStringList blockTexts(const DraftSession &session)
{
    QStringList texts;
    for (const TargetBlock &block : session.blocks()) {
        texts.append(block.text);
    }
    return texts;
}

} // namespace

// Scenario skeleton (seed 000): an outline's headings inserted into the draft as
// additions, before its first section, in one save; the outlines a project keeps.
class TestScenarioSkeleton : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void inserted_data();
    void inserted();
    void additionsAndStoredDraft();
    void appliedTwiceInsertsNothing();
    void badOutlineChangesNothing();
    void projectOutlines();
    void outlineProblems_data();
    void outlineProblems();

private:
    qint64 import(const QByteArray &post);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestScenarioSkeleton::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("s.yiqiao")), QStringLiteral("S")));
}

void TestScenarioSkeleton::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

qint64 TestScenarioSkeleton::import(const QByteArray &post)
{
    PostImporter importer(*m_store);
    if (!importer.importPost(1, post, QString(), QString())) {
        qWarning() << importer.errorString();
        return 0;
    }
    return importer.result().issueId;
}

void TestScenarioSkeleton::inserted_data()
{
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<ScenarioOutline>("outline");
    QTest::addColumn<QStringList>("expected");
    const QStringList seed {QStringLiteral("## 环境初始化"), QStringLiteral("## 训练稳定性"), QStringLiteral("## 结果可信度")};
    QTest::newRow("before the first section; title and lead stay first")
        << QByteArray("# Title\n\nLead.\n\n## Setup\n\nText.\n\n## Results\n\nMore.\n") << kSeed
        << QStringList {QStringLiteral("# Title"), QStringLiteral("Lead.")} + seed
            + QStringList {QStringLiteral("## Setup"), QStringLiteral("Text."), QStringLiteral("## Results"), QStringLiteral("More.")};
    QTest::newRow("no section of the level: after the last block")
        << QByteArray("# Title\n\nText.\n") << kSeed << QStringList {QStringLiteral("# Title"), QStringLiteral("Text.")} + seed;
    QTest::newRow("a scenario heading the draft has is not inserted again")
        << QByteArray("## 训练稳定性\n\nText.\n") << kSeed
        << QStringList {
               QStringLiteral("## 环境初始化"), QStringLiteral("## 结果可信度"), QStringLiteral("## 训练稳定性"), QStringLiteral("Text.")};
    QTest::newRow("a level-3 outline goes before the first level-3 heading")
        << QByteArray("## Part\n\n### Step\n\nText.\n") << ScenarioOutline {QStringLiteral("三级"), {QStringLiteral("排查")}, 3}
        << QStringList {QStringLiteral("## Part"), QStringLiteral("### 排查"), QStringLiteral("### Step"), QStringLiteral("Text.")};
}

void TestScenarioSkeleton::inserted()
{
    QFETCH(QByteArray, post);
    QFETCH(ScenarioOutline, outline);
    QFETCH(QStringList, expected);
    const qint64 issueId = import(post);
    QVERIFY(issueId > 0);
    DraftSession session(*m_store, issueId);
    QVERIFY2(session.load(), qPrintable(session.errorString()));
    const int before = int(session.blocks().size());
    int inserted = -1;
    QString error;
    QVERIFY2(ScenarioSkeleton::apply(session, outline, &inserted, &error), qPrintable(error));
    QCOMPARE(int(session.blocks().size()), before + inserted);
    QCOMPARE(blockTexts(session), expected);

    DraftSession reloaded(*m_store, issueId); // as stored
    QVERIFY(reloaded.load());
    QCOMPARE(blockTexts(reloaded), expected);
}

void TestScenarioSkeleton::additionsAndStoredDraft()
{
    const qint64 issueId = import("# Title\n\n## Setup\n\nText.\n");
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    QList<qint64> ids;
    for (const TargetBlock &block : session.blocks()) {
        ids.append(block.id);
    }
    int inserted = 0;
    QString error;
    QVERIFY(ScenarioSkeleton::apply(session, kSeed, &inserted, &error));
    QCOMPARE(inserted, 3);
    for (int i = 1; i <= 3; ++i) {
        const TargetBlock &heading = session.blocks().at(i);
        QCOMPARE(heading.origin, QStringLiteral("addition"));
        QVERIFY(heading.sources.isEmpty());
        QCOMPARE(heading.headingLevel, 2);
    }
    // The post's blocks keep their ids and their sources.
    QCOMPARE(session.blocks().at(0).id, ids.at(0));
    QCOMPARE(session.blocks().at(4).id, ids.at(1));
    QVERIFY(!session.blocks().at(4).sources.isEmpty());
    QCOMPARE(session.text(), QStringLiteral("# Title\n\n## 环境初始化\n\n## 训练稳定性\n\n## 结果可信度\n\n## Setup\n\nText.\n"));
}

void TestScenarioSkeleton::appliedTwiceInsertsNothing()
{
    const qint64 issueId = import("# Title\n\n## Setup\n\nText.\n");
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    int inserted = 0;
    QString error;
    QVERIFY(ScenarioSkeleton::apply(session, kSeed, &inserted, &error));
    const QString once = session.text();
    QVERIFY(ScenarioSkeleton::apply(session, kSeed, &inserted, &error));
    QCOMPARE(inserted, 0);
    QCOMPARE(session.text(), once);
}

void TestScenarioSkeleton::badOutlineChangesNothing()
{
    const qint64 issueId = import("# Title\n\nText.\n");
    DraftSession session(*m_store, issueId);
    QVERIFY(session.load());
    const QString before = session.text();
    int inserted = 0;
    QString error;
    QVERIFY(!ScenarioSkeleton::apply(session, ScenarioOutline {QStringLiteral("空"), {}, 2}, &inserted, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(session.text(), before);
}

void TestScenarioSkeleton::projectOutlines()
{
    QCOMPARE(ScenarioOutline::read(*m_store), ScenarioOutline::shipped());
    QCOMPARE(kSeed.headings, QStringList({QStringLiteral("环境初始化"), QStringLiteral("训练稳定性"), QStringLiteral("结果可信度")}));
    const QList<ScenarioOutline> own {kSeed, {QStringLiteral("推理部署"), {QStringLiteral("选型"), QStringLiteral("上线")}, 2}};
    QString error;
    QVERIFY2(ScenarioOutline::write(*m_store, own, &error), qPrintable(error));
    QCOMPARE(ScenarioOutline::read(*m_store), own);
    QVERIFY(ScenarioOutline::write(*m_store, {}, &error));
    QCOMPARE(ScenarioOutline::read(*m_store), QList<ScenarioOutline>());
}

void TestScenarioSkeleton::outlineProblems_data()
{
    QTest::addColumn<ScenarioOutline>("outline");
    QTest::newRow("no name") << ScenarioOutline {QStringLiteral(" "), {QStringLiteral("A")}, 2};
    QTest::newRow("no headings") << ScenarioOutline {QStringLiteral("N"), {}, 2};
    QTest::newRow("an empty heading") << ScenarioOutline {QStringLiteral("N"), {QStringLiteral("A"), QStringLiteral(" ")}, 2};
    QTest::newRow("level 7") << ScenarioOutline {QStringLiteral("N"), {QStringLiteral("A")}, 7};
}

void TestScenarioSkeleton::outlineProblems()
{
    QFETCH(ScenarioOutline, outline);
    QString error;
    QVERIFY(!ScenarioOutline::write(*m_store, {outline}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(ScenarioOutline::read(*m_store), ScenarioOutline::shipped());
    QVERIFY(!ScenarioOutline::write(*m_store, {kSeed, kSeed}, &error)); // a name twice
}

QTEST_GUILESS_MAIN(TestScenarioSkeleton)
#include "tst_scenarioskeleton.moc"
