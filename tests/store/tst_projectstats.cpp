// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstats.h"
#include "store/projectstore.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <tuple>

namespace {

// Code points, as the statistics count them (not UTF-16 units, not bytes).
qint64 chars(const QString &text)
{
    return qint64(text.toUcs4().size());
}

// Every figure of the counts, for comparing two of them.
QList<qint64> figures(const ProjectStats::Counts &c)
{
    return {c.number, c.sourcePosts, c.sourceBlocks, c.targetBlocks, c.sourceChars, c.targetChars, c.doneChars, c.deletedChars};
}

const ProjectStats::Counts *find(const ProjectStats &stats, int number)
{
    for (const ProjectStats::Counts &c : stats.issues) {
        if (c.number == number) {
            return &c;
        }
    }
    return nullptr;
}

// Issue 7: one English post. Issue 12: two posts, Chinese with an emoji outside the BMP.
const QByteArray kEnglish("# English post\n\nSome words here.\n\n- one\n- two\n");
const QByteArray kChinese("# 中文标题\n\n这是中文段落。😀\n");
const QByteArray kChineseMore("第二篇。\n");

} // namespace

class TestProjectStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void emptyProject();
    void countsPerIssue();
    void charsAreCodePoints();
    void untouchedImportHasNoProgress();
    void translatedBlockCountsAsDone_data();
    void translatedBlockCountsAsDone();
    void deletionCountsAsDeletedAndDone();
    void deletedAndTranslatedBlockCountedOnce();
    void deletedSpanLeavesTheRestToTranslate();
    void totalSumsIssues();
    void toJson();
    void toText();
    void computeIssue_data();
    void computeIssue();
    void computeIssueTiming();

private:
    bool setStatus(qint64 targetId, const QString &status);
    bool deleteSourceBlock(qint64 sourceId);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue7 = 0;
    qint64 m_issue12 = 0;
};

void TestProjectStats::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("stats.yiqiao")), QStringLiteral("Stats")), qPrintable(m_store->errorString()));
    PostImporter importer(*m_store);
    // Imported out of order: the statistics list issues by number.
    QVERIFY2(importer.importPost(12, kChinese, QStringLiteral("十二"), QString()), qPrintable(importer.errorString()));
    m_issue12 = importer.result().issueId;
    QVERIFY2(importer.importPost(12, kChineseMore, QString(), QString()), qPrintable(importer.errorString()));
    QVERIFY2(importer.importPost(7, kEnglish, QString(), QString()), qPrintable(importer.errorString()));
    m_issue7 = importer.result().issueId;
}

void TestProjectStats::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

bool TestProjectStats::setStatus(qint64 targetId, const QString &status)
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("UPDATE target_blocks SET status = ? WHERE id = ?"));
    query.addBindValue(status);
    query.addBindValue(targetId);
    if (!query.exec()) {
        qWarning() << query.lastError().text();
        return false;
    }
    return query.numRowsAffected() == 1;
}

bool TestProjectStats::deleteSourceBlock(qint64 sourceId)
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT INTO deletions (source_block_id, reason, justification, created_at)"
                                 " VALUES (?, 'duplicate', 'x', '2026-01-01')"));
    query.addBindValue(sourceId);
    if (!query.exec()) {
        qWarning() << query.lastError().text();
        return false;
    }
    return true;
}

void TestProjectStats::emptyProject()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("empty.yiqiao")), QStringLiteral("Empty")));
    const ProjectStats stats = ProjectStats::compute(store);
    QVERIFY(stats.issues.isEmpty());
    QCOMPARE(stats.total().sourceChars, qint64(0));
    QCOMPARE(stats.total().progress(), 0.0);
    QCOMPARE(stats.toJson().value(QStringLiteral("issues")).toInt(-1), 0);
    QCOMPARE(stats.toJson().value(QStringLiteral("per_issue")).toArray().size(), 0);
}

void TestProjectStats::countsPerIssue()
{
    const ProjectStats stats = ProjectStats::compute(*m_store);
    QCOMPARE(int(stats.issues.size()), 2);
    QCOMPARE(stats.issues.at(0).number, 7);
    QCOMPARE(stats.issues.at(1).number, 12);

    IssueRepository issues(*m_store);
    for (const auto &[number, id, posts] : {std::tuple<int, qint64, int> {7, m_issue7, 1}, {12, m_issue12, 2}}) {
        const ProjectStats::Counts *c = find(stats, number);
        QVERIFY(c);
        const QList<BlockRecord> sources = issues.sourceBlocks(id);
        const QList<BlockRecord> targets = issues.targetBlocks(id);
        qint64 sourceChars = 0;
        for (const BlockRecord &b : sources) {
            sourceChars += chars(b.text);
        }
        qint64 targetChars = 0;
        for (const BlockRecord &b : targets) {
            targetChars += chars(b.text);
        }
        QCOMPARE(c->sourcePosts, posts);
        QCOMPARE(c->sourceBlocks, int(sources.size()));
        QCOMPARE(c->targetBlocks, int(targets.size()));
        QCOMPARE(c->sourceChars, sourceChars);
        QCOMPARE(c->targetChars, targetChars);
        QCOMPARE(c->status, issues.issue(number)->status);
        QCOMPARE(c->title, issues.issue(number)->title);
    }
    QCOMPARE(find(stats, 7)->sourceBlocks, 4);
    QCOMPARE(find(stats, 12)->sourceBlocks, 3);
    QCOMPARE(find(stats, 12)->title, QStringLiteral("十二"));
    QCOMPARE(find(stats, 7)->title, QStringLiteral("English post"));
}

void TestProjectStats::charsAreCodePoints()
{
    const ProjectStats stats = ProjectStats::compute(*m_store);
    const ProjectStats::Counts *c = find(stats, 12);
    QVERIFY(c);
    // "# 中文标题" 6 + "这是中文段落。😀" 8 + "第二篇。" 4 code points; in UTF-8 these are
    // 14 + 25 + 12 bytes, in UTF-16 the emoji takes two units.
    QCOMPARE(c->sourceChars, qint64(18));
    QCOMPARE(c->targetChars, qint64(18));
    QCOMPARE(find(stats, 7)->sourceChars,
        chars(QStringLiteral("# English post")) + chars(QStringLiteral("Some words here.")) + 2 * chars(QStringLiteral("- one")));
}

void TestProjectStats::untouchedImportHasNoProgress()
{
    const ProjectStats stats = ProjectStats::compute(*m_store);
    for (const ProjectStats::Counts &c : stats.issues) {
        QCOMPARE(c.doneChars, qint64(0));
        QCOMPARE(c.deletedChars, qint64(0));
        QCOMPARE(c.progress(), 0.0);
    }
    QCOMPARE(stats.total().progress(), 0.0);
}

void TestProjectStats::translatedBlockCountsAsDone_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("done");
    QTest::newRow("translated is done") << QStringLiteral("translated") << true;
    QTest::newRow("reviewed is done") << QStringLiteral("reviewed") << true;
    QTest::newRow("approved is done") << QStringLiteral("approved") << true;
    QTest::newRow("draft is not done") << QStringLiteral("draft") << false;
}

void TestProjectStats::translatedBlockCountsAsDone()
{
    QFETCH(QString, status);
    QFETCH(bool, done);
    IssueRepository issues(*m_store);
    const QList<BlockRecord> targets = issues.targetBlocks(m_issue12);
    const QList<BlockRecord> sources = issues.sourceBlocks(m_issue12);
    // The Chinese paragraph with the emoji: 8 code points, 9 UTF-16 units, 25 bytes.
    const BlockRecord &target = targets.at(1);
    QCOMPARE(int(target.aligned.size()), 1);
    const BlockRecord &source = sources.at(1);
    QCOMPARE(target.aligned.first(), source.id);
    QVERIFY(setStatus(target.id, status));

    const ProjectStats stats = ProjectStats::compute(*m_store);
    const ProjectStats::Counts *c = find(stats, 12);
    QVERIFY(c);
    const qint64 expected = done ? chars(source.text) : 0;
    QCOMPARE(c->doneChars, expected);
    if (done) {
        QCOMPARE(c->doneChars, qint64(8));
    }
    QCOMPARE(c->deletedChars, qint64(0));
    QCOMPARE(c->progress(), double(expected) / double(c->sourceChars));
    // The other issue is untouched.
    QCOMPARE(find(stats, 7)->doneChars, qint64(0));
}

void TestProjectStats::deletionCountsAsDeletedAndDone()
{
    IssueRepository issues(*m_store);
    const QList<BlockRecord> sources = issues.sourceBlocks(m_issue7);
    const QList<BlockRecord> targets = issues.targetBlocks(m_issue7);
    // Translate the heading, delete the paragraph.
    QVERIFY(setStatus(targets.at(0).id, QStringLiteral("translated")));
    QVERIFY(deleteSourceBlock(sources.at(1).id));

    const ProjectStats stats = ProjectStats::compute(*m_store);
    const ProjectStats::Counts *c = find(stats, 7);
    QVERIFY(c);
    QCOMPARE(c->deletedChars, chars(sources.at(1).text));
    QCOMPARE(c->doneChars, chars(sources.at(0).text) + chars(sources.at(1).text));
    QCOMPARE(find(stats, 12)->deletedChars, qint64(0));
    QVERIFY(c->progress() > 0.0);
    QVERIFY(c->progress() < 1.0);
}

void TestProjectStats::deletedSpanLeavesTheRestToTranslate()
{
    const QList<BlockRecord> sources = IssueRepository(*m_store).sourceBlocks(m_issue7);
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("INSERT INTO deletions (source_block_id, span_start, span_end, reason, justification, created_at)"
                                 " VALUES (?, 0, 4, 'duplicate', 'x', '2026-01-01')"));
    query.addBindValue(sources.at(1).id);
    QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
    const ProjectStats stats = ProjectStats::compute(*m_store);
    const ProjectStats::Counts *c = find(stats, 7);
    QCOMPARE(c->deletedChars, qint64(4));
    QCOMPARE(c->doneChars, qint64(0));
}

void TestProjectStats::deletedAndTranslatedBlockCountedOnce()
{
    IssueRepository issues(*m_store);
    const QList<BlockRecord> sources = issues.sourceBlocks(m_issue7);
    const QList<BlockRecord> targets = issues.targetBlocks(m_issue7);
    QVERIFY(setStatus(targets.at(1).id, QStringLiteral("translated")));
    QVERIFY(deleteSourceBlock(sources.at(1).id));
    QVERIFY(deleteSourceBlock(sources.at(1).id)); // a second deletion span of the same block

    const ProjectStats stats = ProjectStats::compute(*m_store);
    const ProjectStats::Counts *c = find(stats, 7);
    QCOMPARE(c->doneChars, chars(sources.at(1).text));
    QCOMPARE(c->deletedChars, chars(sources.at(1).text));

    // Everything done: progress 1.
    for (const BlockRecord &t : targets) {
        QVERIFY(setStatus(t.id, QStringLiteral("reviewed")));
    }
    const ProjectStats all = ProjectStats::compute(*m_store);
    QCOMPARE(find(all, 7)->doneChars, find(all, 7)->sourceChars);
    QCOMPARE(find(all, 7)->progress(), 1.0);
}

void TestProjectStats::totalSumsIssues()
{
    IssueRepository issues(*m_store);
    QVERIFY(setStatus(issues.targetBlocks(m_issue7).at(0).id, QStringLiteral("translated")));
    QVERIFY(deleteSourceBlock(issues.sourceBlocks(m_issue12).at(0).id));
    const ProjectStats stats = ProjectStats::compute(*m_store);
    const ProjectStats::Counts a = *find(stats, 7);
    const ProjectStats::Counts b = *find(stats, 12);
    const ProjectStats::Counts sum = stats.total();
    QCOMPARE(sum.sourcePosts, a.sourcePosts + b.sourcePosts);
    QCOMPARE(sum.sourcePosts, 3);
    QCOMPARE(sum.sourceBlocks, a.sourceBlocks + b.sourceBlocks);
    QCOMPARE(sum.targetBlocks, a.targetBlocks + b.targetBlocks);
    QCOMPARE(sum.sourceChars, a.sourceChars + b.sourceChars);
    QCOMPARE(sum.targetChars, a.targetChars + b.targetChars);
    QCOMPARE(sum.doneChars, a.doneChars + b.doneChars);
    QCOMPARE(sum.deletedChars, b.deletedChars);
    QVERIFY(sum.doneChars > 0);
    QCOMPARE(sum.progress(), double(sum.doneChars) / double(sum.sourceChars));
}

void TestProjectStats::toJson()
{
    IssueRepository issues(*m_store);
    QVERIFY(setStatus(issues.targetBlocks(m_issue12).at(1).id, QStringLiteral("translated")));
    const ProjectStats stats = ProjectStats::compute(*m_store);
    const QJsonObject json = stats.toJson();
    QVERIFY(json.contains(QStringLiteral("issues")));
    QVERIFY(json.contains(QStringLiteral("per_issue")));
    QVERIFY(json.contains(QStringLiteral("progress")));
    QCOMPARE(json.value(QStringLiteral("issues")).toInt(-1), 2);
    QCOMPARE(json.value(QStringLiteral("source_chars")).toDouble(), double(stats.total().sourceChars));
    const double progress = json.value(QStringLiteral("progress")).toDouble(-1);
    QVERIFY(progress > 0.0);
    QVERIFY(qAbs(progress - stats.total().progress()) < 0.001);

    const QJsonArray perIssue = json.value(QStringLiteral("per_issue")).toArray();
    QCOMPARE(perIssue.size(), 2);
    for (int i = 0; i < perIssue.size(); ++i) {
        const QJsonObject item = perIssue.at(i).toObject();
        const ProjectStats::Counts &c = stats.issues.at(i);
        QCOMPARE(item.value(QStringLiteral("number")).toInt(), c.number);
        QCOMPARE(item.value(QStringLiteral("title")).toString(), c.title);
        QCOMPARE(item.value(QStringLiteral("source_blocks")).toInt(), c.sourceBlocks);
        QCOMPARE(item.value(QStringLiteral("source_chars")).toDouble(), double(c.sourceChars));
        QCOMPARE(item.value(QStringLiteral("done_chars")).toDouble(), double(c.doneChars));
        QVERIFY(qAbs(item.value(QStringLiteral("progress")).toDouble(-1) - c.progress()) < 0.001);
    }
    QCOMPARE(perIssue.at(1).toObject().value(QStringLiteral("done_chars")).toInt(), 8);
}

void TestProjectStats::toText()
{
    const QString text = ProjectStats::compute(*m_store).toText();
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(QStringLiteral("#7 ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("#12 ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("十二")), qPrintable(text));
    QVERIFY2(text.indexOf(QStringLiteral("#7 ")) < text.indexOf(QStringLiteral("#12 ")), qPrintable(text));
}

void TestProjectStats::computeIssue_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("change"); // none, translated, deleted
    QTest::addColumn<bool>("exists");

    QTest::newRow("untouched issue with one post") << 7 << QStringLiteral("none") << true;
    QTest::newRow("untouched issue with two posts") << 12 << QStringLiteral("none") << true;
    QTest::newRow("a translated block is done") << 12 << QStringLiteral("translated") << true;
    QTest::newRow("a deleted source block is deleted and done") << 7 << QStringLiteral("deleted") << true;
    QTest::newRow("no such issue") << 8 << QStringLiteral("none") << false;
}

// The same figures as compute() has for the issue.
void TestProjectStats::computeIssue()
{
    QFETCH(int, number);
    QFETCH(QString, change);
    QFETCH(bool, exists);
    IssueRepository issues(*m_store);
    const qint64 issueId = number == 7 ? m_issue7 : m_issue12;
    if (change == QLatin1String("translated")) {
        QVERIFY(setStatus(issues.targetBlocks(issueId).at(1).id, QStringLiteral("translated")));
    } else if (change == QLatin1String("deleted")) {
        QVERIFY(deleteSourceBlock(issues.sourceBlocks(issueId).at(1).id));
    }

    const std::optional<ProjectStats::Counts> c = ProjectStats::computeIssue(*m_store, number);

    QCOMPARE(c.has_value(), exists);
    if (!exists) {
        return;
    }
    const ProjectStats stats = ProjectStats::compute(*m_store);
    const ProjectStats::Counts *all = find(stats, number);
    QVERIFY(all);
    QCOMPARE(figures(*c), figures(*all));
    QCOMPARE(c->title, all->title);
    QCOMPARE(c->status, all->status);
    QCOMPARE(c->doneChars > 0, change != QLatin1String("none"));
}

// Printed, not asserted (DEVELOPERS.md): what an autosave's statistics cost.
void TestProjectStats::computeIssueTiming()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("many.yiqiao")), QStringLiteral("Many")));
    QByteArray post("# Issue\n\n");
    for (int i = 0; i < 20; ++i) {
        post += "Paragraph " + QByteArray::number(i) + " of a post of twenty paragraphs.\n\n";
    }
    const int issueCount = 369;
    PostImporter importer(store);
    for (int number = 1; number <= issueCount; ++number) {
        QVERIFY2(importer.importPost(number, post, QString(), QString()), qPrintable(importer.errorString()));
    }
    QElapsedTimer timer;
    timer.start();
    const ProjectStats all = ProjectStats::compute(store);
    const qint64 computeMs = timer.elapsed();
    timer.restart();
    const std::optional<ProjectStats::Counts> one = ProjectStats::computeIssue(store, issueCount / 2);
    const qint64 issueUs = timer.nsecsElapsed() / 1000;
    QCOMPARE(int(all.issues.size()), issueCount);
    QVERIFY(one);
    QCOMPARE(figures(*one), figures(all.issues.at(issueCount / 2 - 1)));
    qDebug() << issueCount << "issues of 21 blocks: compute()" << computeMs << "ms, computeIssue()" << issueUs << "µs";
}

QTEST_GUILESS_MAIN(TestProjectStats)
#include "tst_projectstats.moc"
