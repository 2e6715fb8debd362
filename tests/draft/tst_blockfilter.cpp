// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "deletions/deletionrepository.h"
#include "draft/blockfilter.h"
#include "find/blockfilterfactsreader.h"
#include "find/searchhitfilter.h"
#include "review/commentrepository.h"
#include "review/reviewrepository.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tempproject.h"
#include "termentries.h"
#include "terms/termrepository.h"

#include <QSqlQuery>
#include <QTest>

using Criteria = BlockFilter::Criteria;
Q_DECLARE_METATYPE(BlockFilter::Criteria)

namespace {
// One block a criterion, in this order (draft block i translates source block i).
const char *kPost = "# Title\n\n"
                    "Alpha one is a sentence of English text.\n\n" // 1 untranslated: the source copied
                    "Beta two.\n\n" // 2 draft: edited, not confirmed
                    "Gamma three.\n\n" // 3 pre-translated from the memory
                    "Delta four.\n\n" // 4 rejected by a reviewer
                    "Epsilon five.\n\n" // 5 an open comment
                    "Zeta six.\n\n" // 6 an open source change
                    "Eta seven.\n\n" // 7 a QA error: an empty draft block
                    "The kernel runs.\n\n" // 8 a term finding: 内核 missing
                    "```\ncode\n```\n\n" // 9 code copied: nothing to translate
                    "Iota ten.\n"; // 10 from the machine
const char *kDraft = "# 标题\n\n"
                     "Alpha one is a sentence of English text.\n\n"
                     "贝塔二。\n\n"
                     "伽马三。\n\n"
                     "德尔塔四。\n\n"
                     "艾普西龙五。\n\n"
                     "泽塔六。\n\n"
                     "埃塔七。\n\n"
                     "它运行了。\n\n"
                     "```\ncode\n```\n\n"
                     "约塔十。\n";
} // namespace

class TestBlockFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void blockCriteria_data();
    void blockCriteria();
    void storedCriteria_data();
    void storedCriteria();
    void searchHits_data();
    void searchHits();
    void deletedSourceIsNotUntranslated();
    void filterBeforeLimit_data();
    void filterBeforeLimit();
    void namesAndLabels();
    void parseNames_data();
    void parseNames();
    void keptIds();
    void cliBlocksFilter_data();
    void cliBlocksFilter();

private:
    bool exec(const QString &sql, const QVariantList &values);
    // The draft ordinals the filter keeps, read as the outline would.
    QList<int> kept(const BlockFilter &filter);

    TempProject m_project;
    qint64 m_issueId = 0;
    QList<BlockRecord> m_targets;
    QList<BlockRecord> m_sources;
};

bool TestBlockFilter::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_project.store().database());
    query.prepare(sql);
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    return query.exec();
}

void TestBlockFilter::initTestCase()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    ProjectStore &store = m_project.store();
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, kPost, QString(), QString(), QByteArray(kDraft)), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_targets = IssueRepository(store).targetBlocks(m_issueId);
    m_sources = IssueRepository(store).sourceBlocks(m_issueId);
    QCOMPARE(m_targets.size(), 11);
    const auto id = [this](int i) { return m_targets.at(i).id; };
    // Confirmed but for 1 and 2; 3 from the memory.
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET status = 'translated' WHERE issue_id = ?"), {m_issueId}));
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET status = 'draft' WHERE id = ? OR id = ?"), {id(1), id(2)}));
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET status = 'pretranslated' WHERE id = ?"), {id(3)}));
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET status = 'machine' WHERE id = ?"), {id(10)}));
    ReviewRepository reviews(store);
    QVERIFY2(
        reviews.apply({id(4)}, ReviewAction::Reject, QStringLiteral("Wu"), QStringLiteral("不通顺")), qPrintable(reviews.errorString()));
    CommentRepository comments(store);
    QVERIFY(comments.add(id(5), QStringLiteral("Wu"), QStringLiteral("再看看")));
    QVERIFY(exec(QStringLiteral("INSERT INTO source_changes (post_id, version, kind, source_block_id, old_ordinal, old_text)"
                                " SELECT post_id, 2, 'edited', id, ordinal, 'Zeta six, before.' FROM source_blocks WHERE id = ?"),
        {m_targets.at(6).aligned.constFirst()}));
    QVERIFY(exec(QStringLiteral("UPDATE target_blocks SET text = '' WHERE id = ?"), {id(7)}));
    TermRepository terms(store);
    QVERIFY2(terms.add({kernelEntry()}), qPrintable(terms.errorString()));
    m_targets = IssueRepository(store).targetBlocks(m_issueId);
}

QList<int> TestBlockFilter::kept(const BlockFilter &filter)
{
    BlockFilterFactsReader reader(m_project.store());
    BlockFilterFacts facts;
    if (!reader.read(m_issueId, filter.storedCriteria(), &facts)) {
        qWarning() << reader.errorString();
        return {-1};
    }
    QList<int> rows;
    for (int i = 0; i < m_targets.size(); ++i) {
        const BlockRecord &record = m_targets.at(i);
        TargetBlock block;
        block.id = record.id;
        block.kind = record.kind;
        block.text = record.text;
        block.origin = record.origin;
        block.status = record.status;
        const QString source = facts.sourceTexts.value(block.id);
        if (filter.accepts(BlockFilter::ofBlock(block, source, facts.stored.value(block.id)), block.text, source)) {
            rows.append(i);
        }
    }
    return rows;
}

void TestBlockFilter::blockCriteria_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("origin");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("source");
    QTest::addColumn<Criteria>("stored");
    QTest::addColumn<Criteria>("met");
    const int paragraph = int(BlockKind::Paragraph);
    const QString english = QStringLiteral("Some English.");
    const QString draft = QStringLiteral("draft");
    const QString translation = QStringLiteral("translation");
    QTest::newRow("source copied, not confirmed: untranslated")
        << draft << translation << paragraph << english << english << Criteria() << Criteria(BlockFilter::Untranslated);
    QTest::newRow("copied with other spacing: untranslated") << draft << translation << paragraph << QStringLiteral("Some\nEnglish. ")
                                                             << english << Criteria() << Criteria(BlockFilter::Untranslated);
    QTest::newRow("empty draft: untranslated") << draft << translation << paragraph << QStringLiteral(" \n") << english << Criteria()
                                               << Criteria(BlockFilter::Untranslated);
    QTest::newRow("edited, not confirmed: draft")
        << draft << translation << paragraph << QStringLiteral("一些。") << english << Criteria() << Criteria(BlockFilter::Draft);
    QTest::newRow("code copied is no work: draft")
        << draft << translation << int(BlockKind::Code) << english << english << Criteria() << Criteria(BlockFilter::Draft);
    QTest::newRow("a note is never untranslated")
        << draft << QStringLiteral("note") << paragraph << english << english << Criteria() << Criteria(BlockFilter::Draft);
    QTest::newRow("confirmed copy: nothing") << QStringLiteral("translated") << translation << paragraph << english << english << Criteria()
                                             << Criteria();
    QTest::newRow("from the memory: pre-translated") << QStringLiteral("pretranslated") << translation << paragraph << english << english
                                                     << Criteria() << Criteria(BlockFilter::Pretranslated);
    QTest::newRow("from the machine: pre-translated and machine")
        << QStringLiteral("machine") << translation << paragraph << QStringLiteral("一些。") << english << Criteria()
        << Criteria(BlockFilter::Pretranslated | BlockFilter::Machine);
    QTest::newRow("rejected and still draft") << draft << translation << paragraph << QStringLiteral("一些。") << english
                                              << Criteria(BlockFilter::Rejected) << Criteria(BlockFilter::Draft | BlockFilter::Rejected);
    QTest::newRow("rejected, confirmed since: no longer")
        << QStringLiteral("translated") << translation << paragraph << QStringLiteral("一些。") << english
        << Criteria(BlockFilter::Rejected) << Criteria();
    QTest::newRow("stored criteria pass through")
        << QStringLiteral("approved") << translation << paragraph << QStringLiteral("一些。") << english
        << Criteria(BlockFilter::Commented | BlockFilter::QaErrors) << Criteria(BlockFilter::Commented | BlockFilter::QaErrors);
}

void TestBlockFilter::blockCriteria()
{
    QFETCH(QString, status);
    QFETCH(QString, origin);
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(QString, source);
    QFETCH(Criteria, stored);
    QFETCH(Criteria, met);
    TargetBlock block;
    block.status = status;
    block.origin = origin;
    block.kind = BlockKind(kind);
    block.text = text;
    QCOMPARE(int(BlockFilter::ofBlock(block, source, stored)), int(met));
}

void TestBlockFilter::storedCriteria_data()
{
    QTest::addColumn<Criteria>("criteria");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("rows");
    QTest::newRow("no filter keeps every block") << Criteria() << QString() << QList<int> {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    QTest::newRow("untranslated") << Criteria(BlockFilter::Untranslated) << QString() << QList<int> {1};
    QTest::newRow("draft: edited, and rejected back to draft") << Criteria(BlockFilter::Draft) << QString() << QList<int> {2, 4};
    QTest::newRow("pre-translated: from the memory and the machine")
        << Criteria(BlockFilter::Pretranslated) << QString() << QList<int> {3, 10};
    QTest::newRow("machine only") << Criteria(BlockFilter::Machine) << QString() << QList<int> {10};
    QTest::newRow("rejected") << Criteria(BlockFilter::Rejected) << QString() << QList<int> {4};
    QTest::newRow("with comments") << Criteria(BlockFilter::Commented) << QString() << QList<int> {5};
    QTest::newRow("with open source changes") << Criteria(BlockFilter::SourceChanged) << QString() << QList<int> {6};
    QTest::newRow("with QA errors: the English copy and the empty block")
        << Criteria(BlockFilter::QaErrors) << QString() << QList<int> {1, 7};
    QTest::newRow("with term findings") << Criteria(BlockFilter::TermFindings) << QString() << QList<int> {8};
    QTest::newRow("any of several criteria") << Criteria(BlockFilter::Untranslated | BlockFilter::Commented | BlockFilter::TermFindings)
                                             << QString() << QList<int> {1, 5, 8};
    QTest::newRow("text in the draft") << Criteria() << QStringLiteral("塔") << QList<int> {2, 4, 6, 10};
    QTest::newRow("text in the source, any case") << Criteria() << QStringLiteral("KERNEL") << QList<int> {8};
    QTest::newRow("criteria and text both") << Criteria(BlockFilter::Draft) << QStringLiteral("delta") << QList<int> {4};
    QTest::newRow("text nowhere") << Criteria() << QStringLiteral("omega") << QList<int> {};
}

void TestBlockFilter::storedCriteria()
{
    QFETCH(Criteria, criteria);
    QFETCH(QString, text);
    QFETCH(QList<int>, rows);
    QCOMPARE(kept(BlockFilter(criteria, text)), rows);
}

void TestBlockFilter::searchHits_data()
{
    QTest::addColumn<Criteria>("criteria");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("hits");
    // Hits: draft blocks 1, 2, 5, then source blocks 1, 5.
    QTest::newRow("no filter keeps every hit") << Criteria() << QString() << QList<int> {0, 1, 2, 3, 4};
    QTest::newRow("untranslated: the draft block and its source") << Criteria(BlockFilter::Untranslated) << QString() << QList<int> {0, 3};
    QTest::newRow("with comments: by the aligned draft block") << Criteria(BlockFilter::Commented) << QString() << QList<int> {2, 4};
    QTest::newRow("text of the other side counts") << Criteria() << QStringLiteral("艾普西龙") << QList<int> {2, 4};
}

void TestBlockFilter::searchHits()
{
    QFETCH(Criteria, criteria);
    QFETCH(QString, text);
    QFETCH(QList<int>, hits);
    QList<SearchHit> all;
    for (int i : {1, 2, 5}) {
        SearchHit hit;
        hit.issueId = m_issueId;
        hit.blockId = m_targets.at(i).id;
        all.append(hit);
    }
    for (int i : {1, 5}) {
        SearchHit hit;
        hit.issueId = m_issueId;
        hit.source = true;
        hit.blockId = m_sources.at(i).id;
        all.append(hit);
    }
    SearchHitFilter filter(BlockFilter(criteria, text));
    QString error;
    QVERIFY2(filter.read(m_project.store(), all, &error), qPrintable(error));
    QList<int> kept;
    const QList<SearchHit> accepted = filter.apply(all);
    for (const SearchHit &hit : accepted) {
        for (int i = 0; i < all.size(); ++i) {
            if (all.at(i).blockId == hit.blockId && all.at(i).source == hit.source) {
                kept.append(i);
            }
        }
    }
    QCOMPARE(kept, hits);
}

// Of two source blocks no draft block translates, the one deleted whole is not
// untranslated (DESIGN §2); a span deleted leaves a block untranslated.
void TestBlockFilter::deletedSourceIsNotUntranslated()
{
    TempProject project;
    const QString created = project.create();
    QVERIFY2(created.isEmpty(), qPrintable(created));
    PostImporter importer(project.store());
    QVERIFY2(
        importer.importPost(1, "One.\n\nTwo.\n\nThree.\n\nFour.\n", QString(), QString(), QByteArray("一。\n\n二。\n\n三。\n\n四。\n")),
        qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    const QList<BlockRecord> targets = IssueRepository(project.store()).targetBlocks(issueId);
    const QList<BlockRecord> sources = IssueRepository(project.store()).sourceBlocks(issueId);
    QCOMPARE(targets.size(), 4);
    QSqlQuery drop(project.store().database());
    drop.prepare(QStringLiteral("DELETE FROM target_blocks WHERE id IN (?, ?, ?)"));
    for (int i : {1, 2, 3}) {
        drop.addBindValue(targets.at(i).id);
    }
    QVERIFY(drop.exec());
    Deletion whole;
    whole.sourceBlockId = sources.at(2).id;
    whole.justification = QStringLiteral("重复");
    Deletion span = whole;
    span.sourceBlockId = sources.at(3).id;
    span.spanStart = 0;
    span.spanEnd = 4;
    DeletionRepository deletions(project.store());
    QVERIFY2(deletions.add(issueId, {whole, span}), qPrintable(deletions.errorString()));
    QList<SearchHit> all;
    for (int i : {1, 2, 3}) {
        SearchHit hit;
        hit.issueId = issueId;
        hit.source = true;
        hit.blockId = sources.at(i).id;
        all.append(hit);
    }
    SearchHitFilter filter(BlockFilter(BlockFilter::Untranslated, {}));
    QString error;
    QVERIFY2(filter.read(project.store(), all, &error), qPrintable(error));
    QList<qint64> kept;
    for (const SearchHit &hit : filter.apply(all)) {
        kept.append(hit.blockId);
    }
    QCOMPARE(kept, (QList<qint64> {sources.at(1).id, sources.at(3).id}));
}

void TestBlockFilter::filterBeforeLimit_data()
{
    QTest::addColumn<Criteria>("criteria");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QList<int>>("blocks");
    QTest::addColumn<bool>("truncated");
    // "。" is in draft blocks 2, 3, 4, 5, 6, 8 and 10; pre-translated are 3 and 10.
    QTest::newRow("no filter: the first hits up to the limit") << Criteria() << 2 << QList<int> {2, 3} << true;
    QTest::newRow("filtered before the limit: every kept hit") << Criteria(BlockFilter::Pretranslated) << 2 << QList<int> {3, 10} << false;
    QTest::newRow("QA read during the search") << Criteria(BlockFilter::QaErrors | BlockFilter::TermFindings) << 5 << QList<int> {8}
                                               << false;
    QTest::newRow("kept hits beyond the limit: truncated") << Criteria(BlockFilter::Pretranslated) << 1 << QList<int> {3} << true;
}

void TestBlockFilter::filterBeforeLimit()
{
    QFETCH(Criteria, criteria);
    QFETCH(int, limit);
    QFETCH(QList<int>, blocks);
    QFETCH(bool, truncated);
    SearchQuery query;
    query.text = QStringLiteral("。");
    SearchHitFilter filter(BlockFilter(criteria, {}));
    SearchHitFilter::Found found;
    QString error;
    QVERIFY2(filter.find(m_project.store(), query, limit, &found, &error), qPrintable(error));
    QList<qint64> expected;
    for (int i : blocks) {
        expected.append(m_targets.at(i).id);
    }
    QList<qint64> ids;
    for (const SearchHit &hit : std::as_const(found.hits)) {
        ids.append(hit.blockId);
    }
    QCOMPARE(ids, expected);
    QCOMPARE(found.truncated, truncated);
    QVERIFY(found.total >= found.hits.size());
}

void TestBlockFilter::namesAndLabels()
{
    QSet<QString> names;
    for (BlockFilter::Criterion criterion : BlockFilter::all()) {
        QVERIFY(!BlockFilter::label(criterion).isEmpty());
        names.insert(BlockFilter::name(criterion));
    }
    QCOMPARE(names.size(), BlockFilter::all().size());
    QVERIFY(!BlockFilter().isActive());
    QVERIFY(BlockFilter({}, QStringLiteral("x")).isActive());
    QVERIFY(!BlockFilter({}, QStringLiteral("  ")).isActive());
    QCOMPARE(int(BlockFilter(BlockFilter::Draft | BlockFilter::QaErrors, {}).storedCriteria()), int(BlockFilter::QaErrors));
}

void TestBlockFilter::parseNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<Criteria>("criteria");
    QTest::newRow("one") << QStringLiteral("untranslated") << true << Criteria(BlockFilter::Untranslated);
    QTest::newRow("several, any case, spaces") << QStringLiteral("Comments, qa-errors") << true
                                               << Criteria(BlockFilter::Commented | BlockFilter::QaErrors);
    QTest::newRow("none") << QString() << true << Criteria();
    QTest::newRow("unknown") << QStringLiteral("draft,fuzzy") << false << Criteria();
}

void TestBlockFilter::parseNames()
{
    QFETCH(QString, typed);
    QFETCH(bool, ok);
    QFETCH(Criteria, criteria);
    Criteria parsed;
    QString error;
    QCOMPARE(BlockFilter::parseNames(typed, &parsed, &error), ok);
    if (ok) {
        QCOMPARE(int(parsed), int(criteria));
        QVERIFY(error.isEmpty());
    } else {
        QVERIFY(error.contains(QStringLiteral("fuzzy")));
        QVERIFY(error.contains(QStringLiteral("source-changes")));
    }
}

// What `yiqiao-cli blocks --filter` prints: the stored blocks the filter keeps.
void TestBlockFilter::keptIds()
{
    BlockFilterFactsReader reader(m_project.store());
    QList<qint64> ids;
    QVERIFY2(reader.kept(m_issueId, BlockFilter(BlockFilter::Untranslated | BlockFilter::TermFindings, {}), &ids),
        qPrintable(reader.errorString()));
    QCOMPARE(ids, (QList<qint64> {m_targets.at(1).id, m_targets.at(8).id}));
}

void TestBlockFilter::cliBlocksFilter_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QList<int>>("rows");
    QTest::newRow("untranslated") << QStringList {QStringLiteral("--filter"), QStringLiteral("untranslated")} << 0 << QList<int> {1};
    QTest::newRow("comments or term findings") << QStringList {QStringLiteral("--filter"), QStringLiteral("comments,Term-Findings")} << 0
                                               << QList<int> {5, 8};
    QTest::newRow("text of the source") << QStringList {QStringLiteral("--text"), QStringLiteral("kernel")} << 0 << QList<int> {8};
    QTest::newRow("criteria and text") << QStringList {QStringLiteral("--filter"), QStringLiteral("pretranslated"),
        QStringLiteral("--text"), QStringLiteral("iota")}
                                       << 0 << QList<int> {10};
    QTest::newRow("an unknown criterion is refused")
        << QStringList {QStringLiteral("--filter"), QStringLiteral("fuzzy")} << 2 << QList<int> {};
    QTest::newRow("source blocks have no filter")
        << QStringList {QStringLiteral("--source"), QStringLiteral("--filter"), QStringLiteral("draft")} << 2 << QList<int> {};
}

void TestBlockFilter::cliBlocksFilter()
{
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QList<int>, rows);
    const CliRun run = CliRun::in(QDir::tempPath(),
        QStringList {QStringLiteral("blocks"), m_project.store().path(), QStringLiteral("--issue"), QStringLiteral("1")} + options);
    QVERIFY2(run.exitCode == exitCode, run.err.constData());
    QList<qint64> ids;
    for (const QByteArray &line : run.out.split('\n')) {
        if (!line.isEmpty()) {
            ids.append(line.split('\t').constFirst().toLongLong());
        }
    }
    QList<qint64> expected;
    for (int row : rows) {
        expected.append(m_targets.at(row).id);
    }
    QCOMPARE(ids, expected);
    QCOMPARE(run.err.isEmpty(), exitCode == 0);
}

QTEST_GUILESS_MAIN(TestBlockFilter)
#include "tst_blockfilter.moc"
