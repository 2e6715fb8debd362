// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "refusedcommit.h"
#include "repetitions/propagator.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QTest>

namespace {
// Source blocks 1, 3 and 5 are identical (5 only with another line break), so are 2
// and 4; 0 and 6 stand alone.
const QByteArray kPost("# Setup\n\n"
                       "Run the benchmark twice.\n\n"
                       "Keep the logs.\n\n"
                       "Run the benchmark twice.\n\n"
                       "Keep the logs.\n\n"
                       "Run the benchmark\ntwice.\n\n"
                       "Restart the node.\n");
const QByteArray kOtherPost("# Notes\n\n"
                            "Run the benchmark twice.\n\n"
                            "Measure again.\n");
const QString kTranslation = QStringLiteral("把基准测试运行两次。");
} // namespace

class TestPropagator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void sameIssue_data();
    void sameIssue();
    void softLineBreakIsARepetition();
    void onlyTheScopeIsWritten();
    void allIssues();
    void conflictIsReported();
    void dryRunChangesNothing();
    void oneTransaction();
    void planForTheConfirmedBlock();
    void secondRunChangesNothing();

private:
    qint64 import(int number, const QByteArray &post);
    // Gives draft block index of the issue this text and status, as a translator would.
    void setBlock(qint64 issueId, int index, const QString &text, const QString &status);
    QString block(qint64 issueId, int index);
    QString draft(qint64 issueId);
    PropagationPlan propagate(const QList<qint64> &issues);

    TempProject m_project;
    qint64 m_issue = 0;
};

void TestPropagator::init()
{
    QCOMPARE(m_project.create(), QString());
    m_issue = import(1, kPost);
}

void TestPropagator::cleanup()
{
    m_project.close();
}

qint64 TestPropagator::import(int number, const QByteArray &post)
{
    PostImporter importer(m_project.store());
    if (!importer.importPost(number, post, QString(), QString())) {
        qWarning() << importer.errorString();
        return 0;
    }
    return importer.result().issueId;
}

void TestPropagator::setBlock(qint64 issueId, int index, const QString &text, const QString &status)
{
    DraftSession session(m_project.store(), issueId);
    QVERIFY2(session.load(), qPrintable(session.errorString()));
    const TargetBlock block = session.blocks().at(index);
    QStringList lines = session.text().split(QLatin1Char('\n'));
    LineIds ids = session.lineIds();
    const int count = block.lineEnd - block.lineStart + 1;
    lines.erase(lines.begin() + block.lineStart, lines.begin() + block.lineStart + count);
    ids.erase(ids.begin() + block.lineStart, ids.begin() + block.lineStart + count);
    lines.insert(block.lineStart, text);
    ids.insert(block.lineStart, QList<qint64> {block.id});
    QVERIFY2(session.update(lines.join(QLatin1Char('\n')), ids), qPrintable(session.errorString()));
    QVERIFY2(session.setStatus(session.indexOfBlock(block.id), status), qPrintable(session.errorString()));
}

QString TestPropagator::block(qint64 issueId, int index)
{
    DraftSession session(m_project.store(), issueId);
    if (!session.load()) {
        return session.errorString();
    }
    const TargetBlock &block = session.blocks().at(index);
    return block.text + QLatin1Char('|') + block.status;
}

QString TestPropagator::draft(qint64 issueId)
{
    DraftSession session(m_project.store(), issueId);
    return session.load() ? session.text() : session.errorString();
}

PropagationPlan TestPropagator::propagate(const QList<qint64> &issues)
{
    Propagator propagator(m_project.store());
    PropagationPlan plan;
    if (!propagator.plan(issues, &plan) || !propagator.apply(plan, QStringLiteral("tester"))) {
        qWarning() << propagator.errorString();
    }
    return plan;
}

void TestPropagator::sameIssue_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("after");
    const QString source = QStringLiteral("Run the benchmark twice.");
    const QString filled = kTranslation + QStringLiteral("|pretranslated");
    QTest::newRow("as imported: filled, pre-translated") << source << BlockStatus::Draft << filled;
    QTest::newRow("pre-translated from the memory: filled") << QStringLiteral("运行基准两次。") << BlockStatus::Pretranslated << filled;
    QTest::newRow("pre-translated by the machine: filled") << QStringLiteral("运行基准测试两次。") << BlockStatus::Machine << filled;
    QTest::newRow("typed by the translator: kept")
        << QStringLiteral("我自己写的译文。") << BlockStatus::Draft << QStringLiteral("我自己写的译文。|draft");
    QTest::newRow("typed over part of the source: kept")
        << QStringLiteral("Run the 基准 twice.") << BlockStatus::Draft << QStringLiteral("Run the 基准 twice.|draft");
    // Import copies the source into every draft block: a blank one was cleared on purpose
    // (a block cleared to nothing leaves the draft; a full-width space stays a block).
    const QString blank = QString(QChar(0x3000));
    QTest::newRow("cleared by the translator: kept") << blank << BlockStatus::Draft << blank + QStringLiteral("|draft");
    QTest::newRow("confirmed with the same text: left as it is")
        << kTranslation << BlockStatus::Reviewed << kTranslation + QStringLiteral("|reviewed");
}

// Block 1 is confirmed; block 3, identical, is in the row's state; block 5 is as imported.
void TestPropagator::sameIssue()
{
    QFETCH(QString, text);
    QFETCH(QString, status);
    QFETCH(QString, after);
    setBlock(m_issue, 3, text, status);
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    const PropagationPlan plan = propagate({m_issue});
    QVERIFY(plan.conflicts.isEmpty());
    QCOMPARE(block(m_issue, 3), after);
    QCOMPARE(block(m_issue, 5), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(m_issue, 1), kTranslation + QStringLiteral("|translated"));
    // The other repetitions (2 and 4) have no confirmed translation: left as imported.
    QCOMPARE(block(m_issue, 2), QStringLiteral("Keep the logs.|draft"));
    QCOMPARE(block(m_issue, 4), QStringLiteral("Keep the logs.|draft"));
    QCOMPARE(plan.repetitions, 5);
}

void TestPropagator::softLineBreakIsARepetition()
{
    setBlock(m_issue, 5, kTranslation, BlockStatus::Translated);
    const PropagationPlan plan = propagate({m_issue});
    QCOMPARE(plan.fills.size(), 2);
    QCOMPARE(plan.fills.at(0).sourceId + 2, plan.fills.at(1).sourceId); // blocks 1 and 3
    QCOMPARE(block(m_issue, 1), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(m_issue, 0), QStringLiteral("# Setup|draft"));
    QCOMPARE(block(m_issue, 6), QStringLiteral("Restart the node.|draft"));
}

void TestPropagator::onlyTheScopeIsWritten()
{
    const qint64 other = import(2, kOtherPost);
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    const QString before = draft(other);
    const PropagationPlan plan = propagate({m_issue});
    QCOMPARE(plan.fills.size(), 2);
    QCOMPARE(draft(other), before);
}

void TestPropagator::allIssues()
{
    const qint64 other = import(2, kOtherPost);
    const int revisionsBefore = RevisionRepository(m_project.store()).count(other);
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    const PropagationPlan plan = propagate({other, m_issue});
    QCOMPARE(plan.fills.size(), 3);
    QCOMPARE(plan.issueIds(), (QSet<qint64> {m_issue, other}));
    QCOMPARE(plan.fillsOf(other).constFirst().issueNumber, 2);
    QCOMPARE(block(other, 1), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(other, 2), QStringLiteral("Measure again.|draft"));
    // One revision per issue changed, named after what happened.
    RevisionRepository revisions(m_project.store());
    QCOMPARE(revisions.count(other), revisionsBefore + 1);
    QCOMPARE(revisions.revisions(other).constFirst().summary, Propagator::summary(1));
    QCOMPARE(revisions.revisions(m_issue).constFirst().summary, Propagator::summary(2));
}

void TestPropagator::conflictIsReported()
{
    const qint64 other = import(2, kOtherPost);
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    setBlock(other, 1, QStringLiteral("基准测试跑两遍。"), BlockStatus::Approved);
    const QString before = draft(m_issue);
    const PropagationPlan plan = propagate({m_issue, other});
    QVERIFY(plan.fills.isEmpty());
    QCOMPARE(plan.conflicts.size(), 1);
    QCOMPARE(plan.conflicts.at(0).source, QStringLiteral("Run the benchmark twice."));
    QCOMPARE(plan.conflicts.at(0).translations, (QStringList {kTranslation, QStringLiteral("基准测试跑两遍。")}));
    QCOMPARE(plan.conflicts.at(0).blockIds.size(), 2);
    QCOMPARE(plan.conflicts.at(0).sourceIds.size(), 4);
    QCOMPARE(plan.kept, 2);
    QCOMPARE(draft(m_issue), before);
    // Within issue 1 alone there is no conflict.
    QCOMPARE(propagate({m_issue}).fills.size(), 2);
}

void TestPropagator::dryRunChangesNothing()
{
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    const QString before = draft(m_issue);
    const int revisions = RevisionRepository(m_project.store()).count(m_issue);
    Propagator propagator(m_project.store());
    PropagationPlan plan;
    QVERIFY(propagator.plan({m_issue}, &plan));
    QCOMPARE(plan.fills.size(), 2);
    QCOMPARE(plan.fills.at(0).before, QStringLiteral("Run the benchmark twice."));
    QCOMPARE(plan.fills.at(0).status, BlockStatus::Draft);
    QCOMPARE(plan.fills.at(0).text, kTranslation);
    QCOMPARE(draft(m_issue), before);
    QCOMPARE(RevisionRepository(m_project.store()).count(m_issue), revisions);
}

// The last write refused (the second issue's revision): the first issue's blocks are
// not stored either.
void TestPropagator::oneTransaction()
{
    const qint64 other = import(2, kOtherPost);
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    const QString before = draft(m_issue);
    const QString otherBefore = draft(other);
    RefusedCommit refused(m_project.store(), QStringLiteral("revisions"));
    QVERIFY(refused.arm());
    Propagator propagator(m_project.store());
    PropagationPlan plan;
    QVERIFY(propagator.plan({m_issue, other}, &plan));
    QCOMPARE(plan.fills.size(), 3);
    QVERIFY(!propagator.apply(plan, QStringLiteral("tester")));
    QVERIFY(!propagator.errorString().isEmpty());
    QVERIFY(refused.rolledBack());
    QVERIFY(refused.disarm());
    QCOMPARE(draft(m_issue), before);
    QCOMPARE(draft(other), otherBefore);
}

void TestPropagator::planForTheConfirmedBlock()
{
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    setBlock(m_issue, 2, QStringLiteral("保留日志。"), BlockStatus::Translated);
    DraftSession session(m_project.store(), m_issue);
    QVERIFY(session.load());
    Propagator propagator(m_project.store());
    propagator.useSession(m_issue, &session);
    PropagationPlan plan;
    QVERIFY(propagator.planFor(m_issue, session.blocks().at(2).id, &plan));
    QCOMPARE(plan.fills.size(), 1); // block 4 only: "Run the benchmark twice." is another key
    QCOMPARE(plan.fills.at(0).blockId, session.blocks().at(4).id);
    // A block that is not confirmed offers nothing.
    QVERIFY(propagator.planFor(m_issue, session.blocks().at(3).id, &plan));
    QVERIFY(plan.fills.isEmpty());
}

void TestPropagator::secondRunChangesNothing()
{
    setBlock(m_issue, 1, kTranslation, BlockStatus::Translated);
    QCOMPARE(propagate({m_issue}).fills.size(), 2);
    const QString after = draft(m_issue);
    const int revisions = RevisionRepository(m_project.store()).count(m_issue);
    QVERIFY(propagate({m_issue}).fills.isEmpty());
    QCOMPARE(draft(m_issue), after);
    QCOMPARE(RevisionRepository(m_project.store()).count(m_issue), revisions);
}

QTEST_GUILESS_MAIN(TestPropagator)
#include "tst_propagator.moc"
