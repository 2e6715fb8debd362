// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisionrepository.h"
#include "find/projectreplacer.h"
#include "find/projectsearch.h"
#include "review/reviewworkflow.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// Project-wide replace over two issues' drafts (one with CRLF line breaks): plain,
// regular expression captures, code kept unless included, stale hits skipped, statuses
// as an edit in the workbench sets them, line breaks kept, all or nothing, skipped issues, revisions, and the
// journal's undo (only blocks that still have the batch's text, once).
class TestProjectReplacer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void replaceAll_data();
    void replaceAll();
    void crlfAndTrailingKept();
    void replaceHitsSkipsStaleOnes();
    void sourceHitsNeverReplaced();
    void statusAsWhenEdited_data();
    void statusAsWhenEdited();
    void undoRestores();
    void undoSkipsEditedBlocks();
    void undoTwiceRefused();
    void undoOfAnEarlierBatchWaitsForTheLaterOne();
    void recordJournalsEditsWrittenElsewhere_data();
    void recordJournalsEditsWrittenElsewhere();
    void recordRefused_data();
    void recordRefused();
    void undoLeavesTheRowsUndoneElsewhere();
    void allOrNothingOnError();
    void skipIssues();
    void revisionsRecorded();
    void replaceIn_data();
    void replaceIn();

private:
    QByteArray draft(int number) const;
    QByteArray sourceTexts() const;
    qint64 issueId(int number) const;
    qint64 blockContaining(const QString &text) const;
    bool exec(const QString &sql, const QVariantList &values = {}) const;
    QVariant value(const QString &sql, const QVariantList &values = {}) const;
    static SearchQuery kernel(int options = 0);
    ProjectReplacer::Edit writeAsTheEditor() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

namespace {

const QByteArray kSource1 =
    "# Kernels\n\nThe GPU kernel runs.\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\nCall `kernel` twice: kernel, kernel.\n";
const QByteArray kDraft1 =
    "# 核函数\n\nGPU核函数运行。kernel\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\n调用 `kernel` 两次：kernel，kernel。\n";
const QByteArray kSource2 = "# Two\r\n\r\nA kernel\r\nhere.\r\n";
const QByteArray kDraft2 = "# 二\r\n\r\n一个 kernel\r\n在这里。\r\n";

} // namespace

void TestProjectReplacer::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    for (const auto &[number, source, draft] : {std::tuple {1, kSource1, kDraft1}, std::tuple {2, kSource2, kDraft2}}) {
        PostImporter importer(*m_store);
        QVERIFY2(importer.importPost(number, source, {}, {}, draft), qPrintable(importer.errorString()));
    }
    QCOMPARE(draft(1), kDraft1);
    QCOMPARE(draft(2), kDraft2);
}

// The draft's blocks and the line breaks after them, byte for byte.
QByteArray TestProjectReplacer::draft(int number) const
{
    QSqlQuery query(m_store->database());
    query.prepare(QStringLiteral("SELECT CAST(t.text AS BLOB), CAST(t.trailing AS BLOB) FROM target_blocks t JOIN issues i"
                                 " ON i.id = t.issue_id WHERE i.number = ? ORDER BY t.ordinal"));
    query.addBindValue(number);
    QByteArray out;
    for (query.exec(); query.next();) {
        out += query.value(0).toByteArray() + query.value(1).toByteArray();
    }
    return out;
}

QByteArray TestProjectReplacer::sourceTexts() const
{
    return value(QStringLiteral("SELECT group_concat(CAST(text AS BLOB), '|') FROM (SELECT text FROM source_blocks ORDER BY id)"))
        .toByteArray();
}

qint64 TestProjectReplacer::issueId(int number) const
{
    return IssueRepository(*m_store).issue(number)->id;
}

qint64 TestProjectReplacer::blockContaining(const QString &text) const
{
    return value(QStringLiteral("SELECT id FROM target_blocks WHERE instr(text, ?) > 0"), {text}).toLongLong();
}

bool TestProjectReplacer::exec(const QString &sql, const QVariantList &values) const
{
    QSqlQuery query(m_store->database());
    query.prepare(sql);
    for (const QVariant &bound : values) {
        query.addBindValue(bound);
    }
    return query.exec();
}

QVariant TestProjectReplacer::value(const QString &sql, const QVariantList &values) const
{
    QSqlQuery query(m_store->database());
    query.prepare(sql);
    for (const QVariant &bound : values) {
        query.addBindValue(bound);
    }
    return query.exec() && query.next() ? query.value(0) : QVariant();
}

SearchQuery TestProjectReplacer::kernel(int options)
{
    SearchQuery query;
    query.text = QStringLiteral("kernel");
    query.includeCode = options & 8;
    return query;
}

// What the open issue's DraftSession does when its editor replaces: issue 1's block
// written outside ProjectReplacer.
ProjectReplacer::Edit TestProjectReplacer::writeAsTheEditor() const
{
    const qint64 block = blockContaining(QStringLiteral("运行。kernel"));
    const ProjectReplacer::Edit edit {block, issueId(1), QStringLiteral("GPU核函数运行。kernel"), QStringLiteral("GPU核函数运行。内核")};
    if (!exec(QStringLiteral("UPDATE target_blocks SET text = ? WHERE id = ?"), {edit.after, block})) {
        qFatal("could not write the block");
    }
    return edit;
}

void TestProjectReplacer::replaceAll_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("options"); // 1 regex, 2 whole word, 4 case, 8 include code
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<int>("replaced");
    QTest::addColumn<QByteArray>("draft1");

    QTest::newRow("plain_code_kept") << QStringLiteral("kernel") << 0 << QStringLiteral("内核") << 4
                                     << QByteArray("# 核函数\n\nGPU核函数运行。内核\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\n"
                                                   "调用 `kernel` 两次：内核，内核。\n");
    QTest::newRow("code_included") << QStringLiteral("KERNEL") << 8 << QStringLiteral("内核") << 6
                                   << QByteArray("# 核函数\n\nGPU核函数运行。内核\n\n```cuda\n内核<<<1, 1>>>();\n```\n\n"
                                                 "调用 `内核` 两次：内核，内核。\n");
    QTest::newRow("regex_captures") << QStringLiteral("GPU(核函数)") << 1 << QStringLiteral("\\1（GPU）") << 1
                                    << QByteArray("# 核函数\n\n核函数（GPU）运行。kernel\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\n"
                                                  "调用 `kernel` 两次：kernel，kernel。\n");
    QTest::newRow("regex_one_character_chinese")
        << QStringLiteral("[核]") << 1 << QStringLiteral("内核") << 2
        << QByteArray("# 内核函数\n\nGPU内核函数运行。kernel\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\n"
                      "调用 `kernel` 两次：kernel，kernel。\n");
    QTest::newRow("whole_word_no_match") << QStringLiteral("kern") << 2 << QStringLiteral("x") << 0 << kDraft1;
    QTest::newRow("case_no_match") << QStringLiteral("Kernel") << 4 << QStringLiteral("x") << 0 << kDraft1;
    QTest::newRow("same_text_changes_nothing") << QStringLiteral("kernel") << 0 << QStringLiteral("kernel") << 0 << kDraft1;
}

void TestProjectReplacer::replaceAll()
{
    QFETCH(QString, text);
    QFETCH(int, options);
    QFETCH(QString, replacement);
    QFETCH(int, replaced);
    QFETCH(QByteArray, draft1);
    SearchQuery query;
    query.text = text;
    query.regex = options & 1;
    query.wholeWord = options & 2;
    query.caseSensitive = options & 4;
    query.includeCode = options & 8;
    query.side = SearchQuery::Side::Both; // replace works on drafts whatever the side
    const QByteArray sources = sourceTexts();
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(query, replacement, QStringLiteral("lin"));
    QVERIFY2(replacer.errorString().isEmpty(), qPrintable(replacer.errorString()));
    QCOMPARE(batch > 0, replaced > 0);
    QCOMPARE(replacer.replacedCount(), replaced);
    QCOMPARE(draft(1), draft1);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM replace_batches")).toInt(), replaced > 0 ? 1 : 0);
    QCOMPARE(sourceTexts(), sources);
}

void TestProjectReplacer::crlfAndTrailingKept()
{
    SearchQuery query = kernel();
    query.issueId = issueId(2);
    ProjectReplacer replacer(*m_store);
    QVERIFY(replacer.replaceAll(query, QStringLiteral("内核"), QString()) > 0); // no author: stored as ""
    QCOMPARE(replacer.replacedCount(), 1);
    QCOMPARE(draft(2), QByteArray("# 二\r\n\r\n一个 内核\r\n在这里。\r\n"));
    QCOMPARE(draft(1), kDraft1);
}

void TestProjectReplacer::replaceHitsSkipsStaleOnes()
{
    ProjectSearch search(*m_store);
    const QList<SearchHit> hits = search.find(kernel());
    QCOMPARE(hits.size(), 4);
    // The first hit's block changes before the replace: its offsets are stale.
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET text = '新' || text WHERE id = ?"), {hits.constFirst().blockId}));
    ProjectReplacer replacer(*m_store);
    QVERIFY(replacer.replace(kernel(), hits, QStringLiteral("内核"), QStringLiteral("lin")) > 0);
    QCOMPARE(replacer.replacedCount(), 3);
    QCOMPARE(replacer.skippedCount(), 1);
    QCOMPARE(draft(1),
        QByteArray("# 核函数\n\n新GPU核函数运行。kernel\n\n```cuda\nkernel<<<1, 1>>>();\n```\n\n调用 `kernel` 两次：内核，内核。\n"));
}

void TestProjectReplacer::sourceHitsNeverReplaced()
{
    SearchQuery query = kernel();
    query.side = SearchQuery::Side::Source;
    const QList<SearchHit> hits = ProjectSearch(*m_store).find(query);
    QVERIFY(!hits.isEmpty());
    const QByteArray sources = sourceTexts();
    QVERIFY(sources.contains("kernel"));
    ProjectReplacer replacer(*m_store);
    QCOMPARE(replacer.replace(query, hits, QStringLiteral("内核"), QStringLiteral("lin")), 0);
    QCOMPARE(sourceTexts(), sources);
    QCOMPARE(draft(1), kDraft1);
}

void TestProjectReplacer::statusAsWhenEdited_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<bool>("reopened");

    QTest::newRow("translated becomes draft") << QStringLiteral("translated") << QStringLiteral("draft") << false;
    QTest::newRow("reviewed reopened as translated") << QStringLiteral("reviewed") << QStringLiteral("translated") << true;
    QTest::newRow("approved reopened as translated") << QStringLiteral("approved") << QStringLiteral("translated") << true;
    QTest::newRow("draft stays draft") << QStringLiteral("draft") << QStringLiteral("draft") << false;
    QTest::newRow("pretranslated becomes draft") << QStringLiteral("pretranslated") << QStringLiteral("draft") << false;
}

// The statuses an edit in the workbench gives (DraftSession), the reopen event in the
// replace's transaction; an undo brings the text back, not the statuses.
void TestProjectReplacer::statusAsWhenEdited()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(bool, reopened);
    const qint64 block = blockContaining(QStringLiteral("一个 kernel"));
    const QString old = QStringLiteral("2000-01-01T00:00:00.000Z");
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET status = ?, updated_at = ?"), {before, old}));
    QVERIFY(exec(QStringLiteral("UPDATE issues SET updated_at = ?"), {old}));
    SearchQuery query = kernel();
    query.issueId = issueId(2);
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(query, QStringLiteral("内核"), QStringLiteral("lin"));
    QVERIFY(batch > 0);
    QCOMPARE(value(QStringLiteral("SELECT status FROM target_blocks WHERE id = ?"), {block}).toString(), after);
    QVERIFY(value(QStringLiteral("SELECT updated_at FROM target_blocks WHERE id = ?"), {block}).toString() > old);
    QVERIFY(value(QStringLiteral("SELECT updated_at FROM issues WHERE number = 2")).toString() > old);
    // Blocks and issues the replace did not touch keep theirs.
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM target_blocks WHERE status = ? AND updated_at = ?"), {before, old}).toInt(),
        int(value(QStringLiteral("SELECT count(*) FROM target_blocks")).toInt()) - 1);
    QCOMPARE(value(QStringLiteral("SELECT updated_at FROM issues WHERE number = 1")).toString(), old);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM block_reviews")).toInt(), reopened ? 1 : 0);
    if (reopened) {
        QCOMPARE(
            value(QStringLiteral("SELECT target_block_id || ' ' || from_status || ' ' || to_status || ' ' || action || ' [' || reviewer"
                                 " || '] ' || note FROM block_reviews"))
                .toString(),
            QStringLiteral("%1 %2 translated reopen [] %3").arg(block).arg(before, ReviewWorkflow::editedAfterReviewNote()));
    }
    QVERIFY2(replacer.undo(batch), qPrintable(replacer.errorString()));
    QCOMPARE(draft(2), kDraft2);
    QCOMPARE(value(QStringLiteral("SELECT status FROM target_blocks WHERE id = ?"), {block}).toString(), after);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM block_reviews")).toInt(), reopened ? 1 : 0);
}

void TestProjectReplacer::undoRestores()
{
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"));
    QVERIFY(batch > 0);
    QCOMPARE(replacer.issuesOf(batch), (QSet<qint64> {issueId(1), issueId(2)}));
    const QList<ReplaceBatch> batches = replacer.batches();
    QCOMPARE(batches.size(), 1);
    QCOMPARE(batches.constFirst().id, batch);
    QCOMPARE(batches.constFirst().pattern, QStringLiteral("kernel"));
    QCOMPARE(batches.constFirst().replacement, QStringLiteral("内核"));
    QCOMPARE(batches.constFirst().author, QStringLiteral("lin"));
    QCOMPARE(batches.constFirst().blocks, 3);
    QCOMPARE(batches.constFirst().issues, 2);
    QVERIFY(batches.constFirst().undoneAt.isEmpty());
    int restored = -1;
    int skipped = -1;
    QVERIFY2(replacer.undo(batch, &restored, &skipped), qPrintable(replacer.errorString()));
    QCOMPARE(restored, 3);
    QCOMPARE(skipped, 0);
    QCOMPARE(draft(1), kDraft1);
    QCOMPARE(draft(2), kDraft2);
    QVERIFY(!replacer.batches().constFirst().undoneAt.isEmpty());
}

void TestProjectReplacer::undoSkipsEditedBlocks()
{
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"));
    QVERIFY(batch > 0);
    const qint64 edited = blockContaining(QStringLiteral("一个 内核"));
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET text = text || '！' WHERE id = ?"), {edited}));
    QVERIFY(exec(QStringLiteral("DELETE FROM target_blocks WHERE id = ?"), {blockContaining(QStringLiteral("运行。内核"))}));
    int restored = -1;
    int skipped = -1;
    QVERIFY2(replacer.undo(batch, &restored, &skipped), qPrintable(replacer.errorString()));
    QCOMPARE(restored, 1);
    QCOMPARE(skipped, 2); // one edited, one removed
    QCOMPARE(draft(2), QByteArray("# 二\r\n\r\n一个 内核\r\n在这里。！\r\n"));
    QVERIFY(draft(1).contains("调用 `kernel` 两次：kernel，kernel。"));
}

// Undoing batches out of order would mark the earlier one undone with its blocks
// left (they have the later batch's text), and once the later one is undone the
// earlier one's text could never be taken back.
void TestProjectReplacer::undoOfAnEarlierBatchWaitsForTheLaterOne()
{
    ProjectReplacer replacer(*m_store);
    const qint64 first = replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"));
    SearchQuery again;
    again.text = QStringLiteral("内核");
    const qint64 second = replacer.replaceAll(again, QStringLiteral("核"), QStringLiteral("lin"));
    QVERIFY(first > 0 && second > first);
    const QByteArray afterBoth = draft(1) + draft(2);
    QVERIFY(!replacer.undo(first));
    QVERIFY2(replacer.errorString().contains(QString::number(second)), qPrintable(replacer.errorString()));
    QCOMPARE(draft(1) + draft(2), afterBoth);
    QVERIFY(replacer.batches().constLast().undoneAt.isEmpty());
    QVERIFY2(replacer.undo(second), qPrintable(replacer.errorString()));
    int restored = -1;
    QVERIFY2(replacer.undo(first, &restored), qPrintable(replacer.errorString()));
    QCOMPARE(restored, 3);
    QCOMPARE(draft(1), kDraft1);
    QCOMPARE(draft(2), kDraft2);
}

void TestProjectReplacer::recordJournalsEditsWrittenElsewhere_data()
{
    QTest::addColumn<bool>("withOtherIssues");
    QTest::addColumn<int>("blocks");
    QTest::addColumn<int>("issues");
    QTest::newRow("into_the_replace_batch") << true << 2 << 2;
    QTest::newRow("a_batch_of_its_own") << false << 1 << 1;
}

// The open issue's part of a replace joins the journal: one undo takes it all back.
void TestProjectReplacer::recordJournalsEditsWrittenElsewhere()
{
    QFETCH(bool, withOtherIssues);
    QFETCH(int, blocks);
    QFETCH(int, issues);
    ProjectReplacer replacer(*m_store);
    const qint64 replaced =
        withOtherIssues ? replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"), {issueId(1)}) : 0;
    QCOMPARE(replaced > 0, withOtherIssues);
    RevisionRepository revisions(*m_store);
    const int revisions1 = int(revisions.revisions(issueId(1)).size());
    const qint64 batch = replacer.record(replaced, kernel(), QStringLiteral("内核"), QStringLiteral("lin"), {writeAsTheEditor()}, 1);
    QVERIFY2(batch > 0, qPrintable(replacer.errorString()));
    QCOMPARE(batch == replaced, withOtherIssues);
    QCOMPARE(revisions.revisions(issueId(1)).size(), revisions1); // the editor's save records its own
    const QList<ReplaceBatch> batches = replacer.batches();
    QCOMPARE(batches.size(), 1);
    QCOMPARE(batches.constFirst().pattern, QStringLiteral("kernel"));
    QCOMPARE(batches.constFirst().replacement, QStringLiteral("内核"));
    QCOMPARE(batches.constFirst().author, QStringLiteral("lin"));
    QCOMPARE(batches.constFirst().blocks, blocks);
    QCOMPARE(batches.constFirst().issues, issues);
    QVERIFY(replacer.issuesOf(batch).contains(issueId(1)));
    int restored = -1;
    int skipped = -1;
    QVERIFY2(replacer.undo(batch, &restored, &skipped), qPrintable(replacer.errorString()));
    QCOMPARE(restored, blocks);
    QCOMPARE(skipped, 0);
    QCOMPARE(draft(1), kDraft1);
    QCOMPARE(draft(2), kDraft2);
}

void TestProjectReplacer::recordRefused_data()
{
    QTest::addColumn<int>("into"); // 0 a new batch, 1 an undone batch, 2 no batch at all
    QTest::addColumn<bool>("changed");
    QTest::addColumn<QString>("error");
    QTest::newRow("nothing_changed") << 0 << false << QStringLiteral("nothing");
    QTest::newRow("undone_batch") << 1 << true << QStringLiteral("already");
    QTest::newRow("unknown_batch") << 2 << true << QStringLiteral("no replace batch");
}

void TestProjectReplacer::recordRefused()
{
    QFETCH(int, into);
    QFETCH(bool, changed);
    QFETCH(QString, error);
    ProjectReplacer replacer(*m_store);
    qint64 batch = 0;
    if (into > 0) {
        batch = replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"), {issueId(1)});
        QVERIFY(replacer.undo(batch));
        batch += into - 1;
    }
    ProjectReplacer::Edit edit = writeAsTheEditor();
    if (!changed) {
        edit.before = edit.after;
    }
    const int batches = value(QStringLiteral("SELECT count(*) FROM replace_batches")).toInt();
    const int edits = value(QStringLiteral("SELECT count(*) FROM replace_edits")).toInt();
    QCOMPARE(replacer.record(batch, kernel(), QStringLiteral("内核"), QStringLiteral("lin"), {edit}, 1), 0);
    QVERIFY2(replacer.errorString().contains(error), qPrintable(replacer.errorString()));
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM replace_batches")).toInt(), batches);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM replace_edits")).toInt(), edits);
}

// The open issue's editor took its part back (one undo step, saved): the journal
// neither checks nor writes those rows, counts them restored and records no revision
// for that issue.
void TestProjectReplacer::undoLeavesTheRowsUndoneElsewhere()
{
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"), {issueId(1)});
    const ProjectReplacer::Edit edit = writeAsTheEditor();
    QCOMPARE(replacer.record(batch, kernel(), QStringLiteral("内核"), QStringLiteral("lin"), {edit}, 1), batch);
    const QString old = QStringLiteral("2000-01-01T00:00:00Z");
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET text = ?, updated_at = ? WHERE id = ?"), {edit.before, old, edit.blockId}));
    RevisionRepository revisions(*m_store);
    const int revisions1 = int(revisions.revisions(issueId(1)).size());
    const int revisions2 = int(revisions.revisions(issueId(2)).size());
    int restored = -1;
    int skipped = -1;
    QVERIFY2(replacer.undo(batch, &restored, &skipped, {issueId(1)}), qPrintable(replacer.errorString()));
    QCOMPARE(restored, 2);
    QCOMPARE(skipped, 0);
    QCOMPARE(value(QStringLiteral("SELECT updated_at FROM target_blocks WHERE id = ?"), {edit.blockId}).toString(), old);
    QCOMPARE(draft(1), kDraft1);
    QCOMPARE(draft(2), kDraft2);
    QCOMPARE(revisions.revisions(issueId(1)).size(), revisions1);
    QCOMPARE(revisions.revisions(issueId(2)).size(), revisions2 + 1);
    QVERIFY(!replacer.undo(batch, nullptr, nullptr, {issueId(1)})); // once
}

void TestProjectReplacer::undoTwiceRefused()
{
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"));
    QVERIFY(replacer.undo(batch));
    QVERIFY(!replacer.undo(batch));
    QVERIFY(replacer.errorString().contains(QStringLiteral("already")));
    QVERIFY(!replacer.undo(batch + 100));
    QVERIFY(replacer.errorString().contains(QStringLiteral("no replace batch")));
    QCOMPARE(draft(1), kDraft1);
}

void TestProjectReplacer::allOrNothingOnError()
{
    const qint64 block = blockContaining(QStringLiteral("一个 kernel"));
    QVERIFY(exec(QStringLiteral("CREATE TRIGGER refuse BEFORE UPDATE OF text ON target_blocks WHEN NEW.id = %1"
                                " BEGIN SELECT RAISE(ABORT, 'refused'); END")
                     .arg(block)));
    ProjectReplacer replacer(*m_store);
    QCOMPARE(replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin")), 0);
    QVERIFY(!replacer.errorString().isEmpty());
    QCOMPARE(replacer.replacedCount(), 0);
    QCOMPARE(draft(1), kDraft1);
    QCOMPARE(draft(2), kDraft2);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM replace_batches")).toInt(), 0);
    QCOMPARE(value(QStringLiteral("SELECT count(*) FROM replace_edits")).toInt(), 0);
}

void TestProjectReplacer::skipIssues()
{
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(kernel(), QStringLiteral("内核"), QStringLiteral("lin"), {issueId(1)});
    QVERIFY(batch > 0);
    QCOMPARE(replacer.replacedCount(), 1);
    QCOMPARE(draft(1), kDraft1);
    QCOMPARE(replacer.issuesOf(batch), QSet<qint64> {issueId(2)});
}

void TestProjectReplacer::revisionsRecorded()
{
    RevisionRepository revisions(*m_store);
    const int before1 = int(revisions.revisions(issueId(1)).size());
    const int before2 = int(revisions.revisions(issueId(2)).size());
    SearchQuery query = kernel();
    query.issueId = issueId(1);
    ProjectReplacer replacer(*m_store);
    const qint64 batch = replacer.replaceAll(query, QStringLiteral("内核"), QStringLiteral("lin"));
    QVERIFY(batch > 0);
    QCOMPARE(revisions.revisions(issueId(1)).size(), before1 + 1);
    QCOMPARE(revisions.revisions(issueId(2)).size(), before2);
    const Revision latest = revisions.revisions(issueId(1)).constFirst();
    QCOMPARE(latest.author, QStringLiteral("lin"));
    QVERIFY2(latest.summary.contains(QStringLiteral("内核")), qPrintable(latest.summary));
    QVERIFY(replacer.undo(batch));
    QCOMPARE(revisions.revisions(issueId(1)).size(), before1 + 2);
    QCOMPARE(revisions.content(issueId(1), revisions.revisions(issueId(1)).constFirst().number), QString::fromUtf8(kDraft1));
}

void TestProjectReplacer::replaceIn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<QString>("replacement");
    QTest::addColumn<QList<int>>("ranges"); // start, length, start, length, …
    QTest::addColumn<QString>("expected");

    QTest::newRow("one_of_two") << QStringLiteral("a kernel b kernel") << QStringLiteral("kernel") << false << QStringLiteral("内核")
                                << QList<int> {2, 6} << QStringLiteral("a 内核 b kernel");
    QTest::newRow("both_any_order") << QStringLiteral("a kernel b Kernel") << QStringLiteral("kernel") << false << QStringLiteral("K")
                                    << QList<int> {11, 6, 2, 6} << QStringLiteral("a K b K");
    QTest::newRow("captures") << QStringLiteral("x foo@bar y") << QStringLiteral("(\\w+)@(\\w+)") << true << QStringLiteral("\\2 at \\1")
                              << QList<int> {2, 7} << QStringLiteral("x bar at foo y");
    QTest::newRow("escaped_backslash") << QStringLiteral("a-b") << QStringLiteral("-") << true << QStringLiteral("\\\\")
                                       << QList<int> {1, 1} << QStringLiteral("a\\b");
    QTest::newRow("plain_replacement_literal") << QStringLiteral("a-b") << QStringLiteral("-") << false << QStringLiteral("\\1")
                                               << QList<int> {1, 1} << QStringLiteral("a\\1b");
    QTest::newRow("stale_range_left") << QStringLiteral("a kernel") << QStringLiteral("kernel") << false << QStringLiteral("x")
                                      << QList<int> {1, 6} << QStringLiteral("a kernel");
    QTest::newRow("wrong_length_left") << QStringLiteral("a kernel") << QStringLiteral("kernel") << false << QStringLiteral("x")
                                       << QList<int> {2, 5} << QStringLiteral("a kernel");
    QTest::newRow("overlap_left") << QStringLiteral("aaaa") << QStringLiteral("aa") << false << QStringLiteral("b")
                                  << QList<int> {0, 2, 1, 2, 2, 2} << QStringLiteral("bb");
    QTest::newRow("cjk_one_character") << QStringLiteral("核心核") << QStringLiteral("核") << false << QStringLiteral("内核")
                                       << QList<int> {0, 1, 2, 1} << QStringLiteral("内核心内核");
}

void TestProjectReplacer::replaceIn()
{
    QFETCH(QString, text);
    QFETCH(QString, pattern);
    QFETCH(bool, regex);
    QFETCH(QString, replacement);
    QFETCH(QList<int>, ranges);
    QFETCH(QString, expected);
    SearchQuery query;
    query.text = pattern;
    query.regex = regex;
    QList<QPair<int, int>> pairs;
    for (int i = 0; i + 1 < ranges.size(); i += 2) {
        pairs.append(qMakePair(ranges.at(i), ranges.at(i + 1)));
    }
    QCOMPARE(ProjectReplacer::replaceIn(text, query, replacement, pairs), expected);
}

QTEST_GUILESS_MAIN(TestProjectReplacer)
#include "tst_projectreplacer.moc"
