// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysisreport.h"
#include "analysis/analysistablemodel.h"
#include "analysis/matchanalysis.h"
#include "analysisproject.h"
#include "draft/draftsession.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

// The match analysis (models/analysis) over AnalysisProject: each source block's band,
// score and Chinese characters, the analysed issues' own units left out of the memory,
// repetitions across issues, refusals, and the CSV and JSON reports against golden
// files in tests/data/analysis (YIQIAO_UPDATE_GOLDEN=1 rewrites them).
class TestMatchAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void blocks_data();
    void blocks();
    void ownUnitsAreLeftOut();
    void repetitionsAcrossIssues();
    void otherIssuesUnitsMatch();
    void mergedBlockCountedOnce();
    void memoryErrorFails_data();
    void memoryErrorFails();
    void countsAddUp();
    void refused_data();
    void refused();
    void cancelled();
    void golden_data();
    void golden();
    void csvColumnsAreStable();
    void tableModel();
    void bandOfScore_data();
    void bandOfScore();

private:
    QList<IssueAnalysis> analyse(const QList<int> &numbers);
    static void compareWithFile(const QByteArray &bytes, const QString &name);

    AnalysisProject m_project;
};

using P = AnalysisProject;

void TestMatchAnalysis::initTestCase()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QList<IssueAnalysis> TestMatchAnalysis::analyse(const QList<int> &numbers)
{
    const TranslationMemory memory(m_project.store());
    MatchAnalysis analysis(m_project.store(), memory);
    QList<IssueAnalysis> issues;
    if (!analysis.run(numbers, &issues)) {
        qWarning("%s", qPrintable(analysis.errorString()));
    }
    return issues;
}

void TestMatchAnalysis::blocks_data()
{
    QTest::addColumn<int>("block");
    QTest::addColumn<AnalysisBand>("band");
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("words");
    QTest::addColumn<int>("chinese");
    QTest::addColumn<bool>("estimated");
    const int w = P::Words;
    QTest::newRow("heading without a unit: no match, its two words") << int(P::Heading) << AnalysisBand::NoMatch << 0 << 2 << 0 << false;
    QTest::newRow("same text after the same block: 101, characters estimated from the unit")
        << int(P::Context) << AnalysisBand::InContext << 101 << w << 11 << true;
    QTest::newRow("same text elsewhere: 100") << int(P::Exact) << AnalysisBand::Exact << 100 << w << 12 << true;
    QTest::newRow("one word of 21 tokens differs: 95–99") << int(P::Fuzzy95) << AnalysisBand::Fuzzy95 << 95 << w << 13 << true;
    QTest::newRow("two differ: 85–94") << int(P::Fuzzy85) << AnalysisBand::Fuzzy85 << 90 << w << 14 << true;
    QTest::newRow("four differ: 75–84") << int(P::Fuzzy75) << AnalysisBand::Fuzzy75 << 80 << w << 15 << true;
    QTest::newRow("eight differ: 50–74") << int(P::Fuzzy50) << AnalysisBand::Fuzzy50 << 61 << w << 16 << true;
    QTest::newRow("twelve differ, below 50: no match, no characters") << int(P::NoMatch) << AnalysisBand::NoMatch << 0 << w << 0 << false;
    QTest::newRow("an earlier block's text again: repetition, with the first occurrence's characters")
        << int(P::Repeat) << AnalysisBand::Repetition << 100 << w << 12 << true;
    QTest::newRow("deleted whole: deleted before any band, nothing looked up")
        << int(P::Deleted) << AnalysisBand::Deleted << 0 << w << 0 << false;
    QTest::newRow("machine draft over an exact unit: machine, the draft's characters")
        << int(P::Machine) << AnalysisBand::Machine << 100 << w << 7 << false;
    QTest::newRow("translated block, its own unit left out: no match, the draft's characters")
        << int(P::Own) << AnalysisBand::NoMatch << 0 << w << 10 << false;
    QTest::newRow("span deleted: the block keeps its band") << int(P::Span) << AnalysisBand::Fuzzy95 << 95 << w << 22 << true;
    QTest::newRow("code block: a segment without words") << int(P::Code) << AnalysisBand::NoMatch << 0 << 0 << 0 << false;
}

void TestMatchAnalysis::blocks()
{
    QFETCH(int, block);
    QFETCH(AnalysisBand, band);
    QFETCH(int, score);
    QFETCH(int, words);
    QFETCH(int, chinese);
    QFETCH(bool, estimated);
    const QList<IssueAnalysis> issues = analyse({1});
    QCOMPARE(issues.size(), 1);
    QCOMPARE(issues.constFirst().blocks.size(), int(P::BlockCount));
    const AnalysedBlock &found = issues.constFirst().blocks.at(block);
    QCOMPARE(found.sourceBlockId, m_project.sourceIds().at(block));
    QCOMPARE(AnalysisBands::toString(found.band), AnalysisBands::toString(band));
    QCOMPARE(found.score, score);
    QCOMPARE(found.words, qint64(words));
    QCOMPARE(found.chineseCharacters, qint64(chinese));
    QCOMPARE(found.estimated, estimated);
}

// Without leaving them out, the translated block would match its own unit in context.
void TestMatchAnalysis::ownUnitsAreLeftOut()
{
    const TranslationMemory memory(m_project.store());
    const QList<TmMatch> own = memory.lookup(P::text(P::Own), 50, 1, P::text(P::Machine));
    QCOMPARE(own.size(), 1);
    QCOMPARE(own.constFirst().score, 101);
    QCOMPARE(own.constFirst().origin, QStringLiteral("project"));
    QVERIFY(!memory.issueUnitIds({m_project.issueOne()}).isEmpty());
    QVERIFY(memory.lookupExcluding(memory.issueUnitIds({m_project.issueOne()}), P::text(P::Own), 50, 1, P::text(P::Machine)).isEmpty());
}

// Issue 2 alone finds issue 1's own translation in the memory; analysed with issue 1
// both its blocks repeat issue 1's.
void TestMatchAnalysis::repetitionsAcrossIssues()
{
    const QList<IssueAnalysis> alone = analyse({2});
    QCOMPARE(alone.size(), 1);
    QCOMPARE(alone.constFirst().blocks.at(1).band, AnalysisBand::Fuzzy95);
    QCOMPARE(alone.constFirst().blocks.at(2).band, AnalysisBand::Exact);
    QCOMPARE(alone.constFirst().blocks.at(2).chineseCharacters, qint64(10));
    const QList<IssueAnalysis> both = analyse({2, 1});
    QCOMPARE(both.size(), 2);
    QCOMPARE(both.at(0).number, 1);
    QCOMPARE(both.at(1).number, 2);
    QCOMPARE(both.at(1).blocks.at(1).band, AnalysisBand::Repetition);
    QCOMPARE(both.at(1).blocks.at(2).band, AnalysisBand::Repetition);
    QCOMPARE(both.at(1).blocks.at(2).chineseCharacters, qint64(10));
    QCOMPARE(both.at(1).blocks.at(3).band, AnalysisBand::NoMatch);
}

// Each issue is analysed without its own units but with the other issues': issue 2's
// block with Own's text still scores 100 against issue 1's unit when analysed with
// issue 1, as it does alone.
void TestMatchAnalysis::otherIssuesUnitsMatch()
{
    const QList<IssueAnalysis> alone = analyse({2});
    QCOMPARE(alone.size(), 1);
    QCOMPARE(alone.constFirst().blocks.at(2).score, 100);
    const QList<IssueAnalysis> both = analyse({1, 2});
    QCOMPARE(both.size(), 2);
    QCOMPARE(both.at(1).blocks.at(2).score, 100);
    QCOMPARE(both.at(0).blocks.at(int(P::Own)).score, 0);
}

// A draft block merged from two source blocks: its Chinese counts once, with the
// first; the second is covered by it and gets no estimate from its own match.
void TestMatchAnalysis::mergedBlockCountedOnce()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY2(store.create(dir.filePath(QStringLiteral("m.yiqiao")), QStringLiteral("M")), qPrintable(store.errorString()));
    PostImporter importer(store);
    const QString first = P::words(QStringLiteral("mergeA"));
    const QString second = P::words(QStringLiteral("mergeB"));
    QVERIFY2(importer.importPost(1, (first + QStringLiteral("\n\n") + second + QLatin1Char('\n')).toUtf8(), QStringLiteral("Merged"), {}),
        qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    TranslationMemory memory(store);
    QVERIFY(memory.add({unit(first, QString(5, QChar(0x8BD1))), unit(second, QString(9, QChar(0x8BD1)))}, QStringLiteral("tmx:m.tmx")));
    DraftSession session(store, issueId);
    QVERIFY(session.load());
    QCOMPARE(session.blocks().size(), 2);
    const QList<qint64> sources = {session.blocks().at(0).sources.value(0), session.blocks().at(1).sources.value(0)};
    QVERIFY2(session.removeBlocks({session.blocks().at(1).id}), qPrintable(session.errorString()));
    QStringList lines = session.text().split(QLatin1Char('\n'));
    lines[session.blocks().at(0).lineStart] = QStringLiteral("合并后的译文");
    QVERIFY2(session.update(lines.join(QLatin1Char('\n')), session.lineIds()), qPrintable(session.errorString()));
    QVERIFY2(session.setSources(0, sources), qPrintable(session.errorString()));
    MatchAnalysis analysis(store, memory);
    QList<IssueAnalysis> issues;
    QVERIFY2(analysis.run({1}, &issues), qPrintable(analysis.errorString()));
    QCOMPARE(issues.constFirst().blocks.size(), 2);
    const AnalysedBlock &a = issues.constFirst().blocks.at(0);
    const AnalysedBlock &b = issues.constFirst().blocks.at(1);
    QCOMPARE(a.chineseCharacters, qint64(6));
    QVERIFY(!a.estimated);
    QCOMPARE(b.band, AnalysisBand::Exact);
    QCOMPARE(b.chineseCharacters, qint64(0));
    QVERIFY(!b.estimated);
    QCOMPARE(issues.constFirst().total().chineseCharacters, qint64(6));
}

void TestMatchAnalysis::memoryErrorFails_data()
{
    QTest::addColumn<QStringList>("statements");
    const QString gone = QStringLiteral("ALTER TABLE tm_units RENAME TO gone");
    QTest::newRow("the units unreadable: the issue's own units cannot be listed") << QStringList {gone};
    QTest::newRow("the units' sources unreadable: the lookup index cannot be read")
        << QStringList {gone, QStringLiteral("CREATE VIEW tm_units AS SELECT id, origin, issue_id FROM gone")};
}

// A memory that cannot be read fails the analysis with the memory's message instead
// of reading every block as "no match".
void TestMatchAnalysis::memoryErrorFails()
{
    QFETCH(QStringList, statements);
    AnalysisProject project;
    const QString error = project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const TranslationMemory memory(project.store());
    for (const QString &statement : std::as_const(statements)) {
        QSqlQuery query(project.store().database());
        QVERIFY2(query.exec(statement), qPrintable(statement));
    }
    MatchAnalysis analysis(project.store(), memory);
    QList<IssueAnalysis> issues = {IssueAnalysis()};
    QVERIFY(!analysis.run({2}, &issues));
    QVERIFY(issues.isEmpty());
    QVERIFY(!analysis.errorString().isEmpty());
    QCOMPARE(analysis.errorString(), memory.errorString());
}

void TestMatchAnalysis::countsAddUp()
{
    const QList<IssueAnalysis> issues = analyse({1, 2});
    QCOMPARE(issues.size(), 2);
    const IssueAnalysis &one = issues.constFirst();
    QCOMPARE(one.counts(AnalysisBand::NoMatch), (AnalysisCounts {4, 2 + 2 * P::Words, 10}));
    QCOMPARE(one.counts(AnalysisBand::Fuzzy95), (AnalysisCounts {2, 2 * P::Words, 13 + 22}));
    QCOMPARE(one.total().segments, qint64(P::BlockCount));
    const IssueAnalysis sum = IssueAnalysis::sum(issues);
    QCOMPARE(sum.number, 0);
    QVERIFY(sum.blocks.isEmpty());
    QCOMPARE(sum.total().segments, qint64(P::BlockCount + 4));
    QCOMPARE(sum.counts(AnalysisBand::Repetition).segments, qint64(3));
}

void TestMatchAnalysis::refused_data()
{
    QTest::addColumn<QList<int>>("numbers");
    QTest::addColumn<QString>("message");
    QTest::newRow("an issue the project lacks, among known ones") << QList<int> {1, 99} << QStringLiteral("99");
    QTest::newRow("no issue at all") << QList<int> {} << QStringLiteral("issue");
}

void TestMatchAnalysis::refused()
{
    QFETCH(QList<int>, numbers);
    QFETCH(QString, message);
    const TranslationMemory memory(m_project.store());
    MatchAnalysis analysis(m_project.store(), memory);
    QList<IssueAnalysis> issues = {IssueAnalysis()};
    QVERIFY(!analysis.run(numbers, &issues));
    QVERIFY(issues.isEmpty());
    QVERIFY2(analysis.errorString().contains(message), qPrintable(analysis.errorString()));
}

void TestMatchAnalysis::cancelled()
{
    const TranslationMemory memory(m_project.store());
    MatchAnalysis analysis(m_project.store(), memory);
    QList<int> seen;
    analysis.setProgress([&seen](int done, int total) {
        seen.append(done);
        return total == 2 && done < 1;
    });
    QList<IssueAnalysis> issues;
    QVERIFY(!analysis.run({1, 2}, &issues));
    QVERIFY(issues.isEmpty());
    QCOMPARE(seen, (QList<int> {1}));
    QVERIFY(!analysis.errorString().isEmpty());
}

void TestMatchAnalysis::golden_data()
{
    QTest::addColumn<QList<int>>("numbers");
    QTest::addColumn<QString>("name");
    QTest::newRow("issues 1 and 2: every band, repetitions across them, a title with a comma")
        << QList<int> {1, 2} << QStringLiteral("issues-1-2");
    QTest::newRow("issue 2 alone: issue 1's translation is in the memory") << QList<int> {2} << QStringLiteral("issue-2");
}

void TestMatchAnalysis::golden()
{
    QFETCH(QList<int>, numbers);
    QFETCH(QString, name);
    const QList<IssueAnalysis> issues = analyse(numbers);
    QCOMPARE(issues.size(), numbers.size());
    compareWithFile(QJsonDocument(AnalysisReport::json(issues)).toJson(QJsonDocument::Indented), name + QStringLiteral(".json"));
    compareWithFile(AnalysisReport::csv(issues), name + QStringLiteral(".csv"));
}

void TestMatchAnalysis::compareWithFile(const QByteArray &bytes, const QString &name)
{
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/analysis/") + name);
    if (qEnvironmentVariableIntValue("YIQIAO_UPDATE_GOLDEN") == 1) {
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        return;
    }
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QCOMPARE(QString::fromUtf8(bytes), QString::fromUtf8(file.readAll()));
}

void TestMatchAnalysis::csvColumnsAreStable()
{
    const QStringList columns = AnalysisReport::columns();
    QCOMPARE(columns.size(), 2 + 3 * (AnalysisBands::Count + 1));
    QCOMPARE(columns.mid(0, 5),
        (QStringList {QStringLiteral("issue"), QStringLiteral("title"), QStringLiteral("context_101_segments"),
            QStringLiteral("context_101_words"), QStringLiteral("context_101_chinese_characters")}));
    QCOMPARE(columns.constLast(), QStringLiteral("total_chinese_characters"));
    QVERIFY(columns.contains(QStringLiteral("fuzzy_50_74_words")));
    QVERIFY(columns.contains(QStringLiteral("repetitions_segments")));
    QVERIFY(columns.contains(QStringLiteral("machine_words")));
    QVERIFY(columns.contains(QStringLiteral("deleted_chinese_characters")));
}

void TestMatchAnalysis::tableModel()
{
    AnalysisTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    const QList<IssueAnalysis> issues = analyse({1});
    QCOMPARE(issues.size(), 1);
    model.setAnalysis(issues.constFirst());
    QCOMPARE(model.rowCount(), AnalysisBands::Count + 1);
    QCOMPARE(model.index(int(AnalysisBand::Exact), AnalysisTableModel::SegmentsColumn).data().toString(), QStringLiteral("1"));
    const int total = AnalysisBands::Count;
    QCOMPARE(model.index(total, AnalysisTableModel::SegmentsColumn).data().toString(), QString::number(P::BlockCount));
    QCOMPARE(model.index(total, AnalysisTableModel::ShareColumn).data().toString(), QStringLiteral("100.0%"));
    QVERIFY(!model.headerData(AnalysisTableModel::ChineseColumn, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestMatchAnalysis::bandOfScore_data()
{
    QTest::addColumn<int>("score");
    QTest::addColumn<AnalysisBand>("band");
    QTest::newRow("101") << 101 << AnalysisBand::InContext;
    QTest::newRow("100") << 100 << AnalysisBand::Exact;
    QTest::newRow("99") << 99 << AnalysisBand::Fuzzy95;
    QTest::newRow("95") << 95 << AnalysisBand::Fuzzy95;
    QTest::newRow("94") << 94 << AnalysisBand::Fuzzy85;
    QTest::newRow("85") << 85 << AnalysisBand::Fuzzy85;
    QTest::newRow("84") << 84 << AnalysisBand::Fuzzy75;
    QTest::newRow("75") << 75 << AnalysisBand::Fuzzy75;
    QTest::newRow("74") << 74 << AnalysisBand::Fuzzy50;
    QTest::newRow("50") << 50 << AnalysisBand::Fuzzy50;
    QTest::newRow("49") << 49 << AnalysisBand::NoMatch;
    QTest::newRow("0: none") << 0 << AnalysisBand::NoMatch;
}

void TestMatchAnalysis::bandOfScore()
{
    QFETCH(int, score);
    QFETCH(AnalysisBand, band);
    QCOMPARE(AnalysisBands::ofScore(score), band);
}

QTEST_GUILESS_MAIN(TestMatchAnalysis)
#include "tst_matchanalysis.moc"
