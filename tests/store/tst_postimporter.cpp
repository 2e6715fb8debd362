// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/markdownexporter.h"
#include "markdown/markdownblockparser.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

// Row counts of the tables an import writes to.
struct TableCounts {
    qint64 issues = -1;
    qint64 sourcePosts = -1;
    qint64 sourceBlocks = -1;
    qint64 targetBlocks = -1;
    qint64 alignments = -1;

    bool operator==(const TableCounts &o) const
    {
        return issues == o.issues && sourcePosts == o.sourcePosts && sourceBlocks == o.sourceBlocks && targetBlocks == o.targetBlocks
            && alignments == o.alignments;
    }
};

qint64 countRows(const ProjectStore &store, const char *table)
{
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table))) || !query.next()) {
        return -1;
    }
    return query.value(0).toLongLong();
}

TableCounts tableCounts(const ProjectStore &store)
{
    TableCounts c;
    c.issues = countRows(store, "issues");
    c.sourcePosts = countRows(store, "source_posts");
    c.sourceBlocks = countRows(store, "source_blocks");
    c.targetBlocks = countRows(store, "target_blocks");
    c.alignments = countRows(store, "alignments");
    return c;
}

QList<int> intColumn(const ProjectStore &store, const QString &sql, qint64 id)
{
    QList<int> values;
    QSqlQuery query(store.database());
    query.prepare(sql);
    query.addBindValue(id);
    if (!query.exec()) {
        return {-1};
    }
    while (query.next()) {
        values.append(query.value(0).toInt());
    }
    return values;
}

QList<int> range(int from, int count)
{
    QList<int> values;
    for (int i = 0; i < count; ++i) {
        values.append(from + i);
    }
    return values;
}

// Printed by QCOMPARE (found through argument-dependent lookup).
char *toString(const TableCounts &c)
{
    return QTest::toString(QStringLiteral("issues=%1 source_posts=%2 source_blocks=%3 target_blocks=%4 alignments=%5")
                               .arg(c.issues)
                               .arg(c.sourcePosts)
                               .arg(c.sourceBlocks)
                               .arg(c.targetBlocks)
                               .arg(c.alignments));
}

} // namespace

class TestPostImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void issueTitle_data();
    void issueTitle();
    void untouchedImportMirrorsSource_data();
    void untouchedImportMirrorsSource();
    void secondPostAppends();
    void secondPostKeepsIssueTitle();
    void sameSourceTwiceIsRefused();
    void translationBecomesDraft();
    void refusals_data();
    void refusals();
    void failedWriteRollsBack();
    void closedStoreIsRefused();
    void frontMatterTagsJoinTheIssue_data();
    void frontMatterTagsJoinTheIssue();
    void failedImportKeepsTheTags();
    void frontMatterDateDatesTheIssue_data();
    void frontMatterDateDatesTheIssue();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestPostImporter::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("test.yiqiao")), QStringLiteral("Test")), qPrintable(m_store->errorString()));
}

void TestPostImporter::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestPostImporter::issueTitle_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("expected");

    QTest::newRow("title argument wins over the heading")
        << QByteArray("# Heading\n\nText.\n") << QStringLiteral("Given") << QStringLiteral("Given");
    QTest::newRow("ATX heading without #") << QByteArray("# Plain heading\n\nText.\n") << QString() << QStringLiteral("Plain heading");
    QTest::newRow("first heading even if not first block")
        << QByteArray("Intro paragraph.\n\n## Second level\n\n# Later\n") << QString() << QStringLiteral("Second level");
    QTest::newRow("closing hash sequence dropped")
        << QByteArray("### Closed heading ###\n\nx\n") << QString() << QStringLiteral("Closed heading");
    QTest::newRow("setext heading") << QByteArray("Setext Title\n============\n\nBody.\n") << QString() << QStringLiteral("Setext Title");
    QTest::newRow("setext heading with CRLF") << QByteArray("Setext CRLF\r\n-----------\r\n\r\nBody.\r\n") << QString()
                                              << QStringLiteral("Setext CRLF");
    QTest::newRow("Chinese heading") << QByteArray("# 你好，世界\n\n正文。\n") << QString() << QStringLiteral("你好，世界");
    QTest::newRow("heading after front matter")
        << QByteArray("---\ntitle: \"Front\"\n---\n\n# Real title\n\nx\n") << QString() << QStringLiteral("Real title");
    // CommonMark: a closing sequence must be preceded by a space, so "C#" keeps its '#'.
    QTest::newRow("hash that is part of the heading text kept")
        << QByteArray("# Learn C#\n\nBody.\n") << QString() << QStringLiteral("Learn C#");
    QTest::newRow("no heading gives empty title") << QByteArray("Only a paragraph.\n") << QString() << QString();
}

void TestPostImporter::issueTitle()
{
    QFETCH(QByteArray, source);
    QFETCH(QString, title);
    QFETCH(QString, expected);

    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(4, source, title, QStringLiteral("/posts/post.md")), qPrintable(importer.errorString()));
    QVERIFY(importer.errorString().isEmpty());
    IssueRepository issues(*m_store);
    const auto issue = issues.issue(4);
    QVERIFY(issue.has_value());
    QCOMPARE(issue->number, 4);
    QCOMPARE(issue->id, importer.result().issueId);
    QCOMPARE(issue->title, expected);
    QCOMPARE(int(issues.issues().size()), 1);
}

void TestPostImporter::untouchedImportMirrorsSource_data()
{
    QTest::addColumn<QByteArray>("source");

    QTest::newRow("heading and paragraphs") << QByteArray("# Title\n\nFirst paragraph.\n\nSecond paragraph\nwith two lines.\n");
    QTest::newRow("CRLF line breaks") << QByteArray("# Title\r\n\r\nParagraph one.\r\n\r\n- item a\r\n- item b\r\n");
    QTest::newRow("no final newline") << QByteArray("# Title\n\nLast paragraph without newline");
    QTest::newRow("Chinese text") << QByteArray("# 标题\n\n这是第一段，包含中文标点。\n\n第二段😀。\n");
    QTest::newRow("front matter, code and table")
        << QByteArray("---\ntitle: Demo\nauthors:\n- a\n---\n\n# Demo\n\n```python\nprint(1)\n\n\nprint(2)\n```\n\n"
                      "| a | b |\n|---|---|\n| 1 | 2 |\n\n> quote\n\n---\n\n[ref]: https://example.com\n");
    QTest::newRow("blank lines before the first block") << QByteArray("\n\n  \n# Late start\n\ntext\n\n\n");
}

void TestPostImporter::untouchedImportMirrorsSource()
{
    QFETCH(QByteArray, source);
    const MarkdownDocument parsed = MarkdownBlockParser::parse(source);
    QVERIFY(!parsed.blocks.isEmpty());

    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, source, QString(), QString()), qPrintable(importer.errorString()));
    const PostImporter::Result result = importer.result();
    QVERIFY(result.issueId > 0);
    QVERIFY(result.postId > 0);
    QCOMPARE(result.sourceBlocks, int(parsed.blocks.size()));
    QCOMPARE(result.targetBlocks, int(parsed.blocks.size()));

    IssueRepository issues(*m_store);
    const QList<BlockRecord> sources = issues.sourceBlocks(result.issueId);
    const QList<BlockRecord> targets = issues.targetBlocks(result.issueId);
    QCOMPARE(int(sources.size()), int(parsed.blocks.size()));
    QCOMPARE(int(targets.size()), int(sources.size()));
    for (int i = 0; i < sources.size(); ++i) {
        const BlockRecord &s = sources.at(i);
        const BlockRecord &t = targets.at(i);
        QCOMPARE(s.text, parsed.blocks.at(i).text);
        QCOMPARE(s.trailing, parsed.blocks.at(i).trailing);
        QCOMPARE(s.kind, parsed.blocks.at(i).kind);
        QVERIFY(s.origin.isEmpty());
        QVERIFY(s.status.isEmpty());
        QCOMPARE(t.text, s.text);
        QCOMPARE(t.trailing, s.trailing);
        QCOMPARE(t.kind, s.kind);
        QCOMPARE(t.status, QStringLiteral("draft"));
        QCOMPARE(t.origin, QStringLiteral("translation"));
        QCOMPARE(s.aligned, QList<qint64> {t.id});
        QCOMPARE(t.aligned, QList<qint64> {s.id});
    }
    QCOMPARE(issues.sourceSnapshots(result.issueId), QList<QByteArray> {source});
    QCOMPARE(issues.draftLead(result.issueId), parsed.lead);
    QCOMPARE(intColumn(*m_store, QStringLiteral("SELECT ordinal FROM source_blocks WHERE post_id = ? ORDER BY ordinal"), result.postId),
        range(0, int(parsed.blocks.size())));
    QCOMPARE(intColumn(*m_store, QStringLiteral("SELECT ordinal FROM target_blocks WHERE issue_id = ? ORDER BY ordinal"), result.issueId),
        range(0, int(parsed.blocks.size())));

    const TableCounts counts = tableCounts(*m_store);
    QCOMPARE(counts.issues, qint64(1));
    QCOMPARE(counts.sourcePosts, qint64(1));
    QCOMPARE(counts.alignments, qint64(parsed.blocks.size()));
}

void TestPostImporter::secondPostAppends()
{
    const QByteArray first("# Part one\n\nAlpha.\n\nBeta.\n");
    const QByteArray second("# Part two\n\nGamma.\n");
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(2, first, QString(), QStringLiteral("one.md")), qPrintable(importer.errorString()));
    const PostImporter::Result one = importer.result();
    QVERIFY2(importer.importPost(2, second, QString(), QStringLiteral("two.md")), qPrintable(importer.errorString()));
    const PostImporter::Result two = importer.result();

    QCOMPARE(two.issueId, one.issueId);
    QVERIFY(two.postId != one.postId);
    QCOMPARE(one.sourceBlocks, 3);
    QCOMPARE(two.sourceBlocks, 2);
    QCOMPARE(two.targetBlocks, 2);

    QCOMPARE(intColumn(*m_store, QStringLiteral("SELECT ordinal FROM source_posts WHERE issue_id = ? ORDER BY ordinal"), one.issueId),
        range(0, 2));
    QCOMPARE(intColumn(*m_store, QStringLiteral("SELECT ordinal FROM target_blocks WHERE issue_id = ? ORDER BY ordinal"), one.issueId),
        range(0, 5));

    IssueRepository issues(*m_store);
    QCOMPARE(int(issues.issues().size()), 1);
    const QList<BlockRecord> sources = issues.sourceBlocks(one.issueId);
    const QList<BlockRecord> targets = issues.targetBlocks(one.issueId);
    QCOMPARE(int(sources.size()), 5);
    QCOMPARE(int(targets.size()), 5);
    const QStringList expectedTexts = {QStringLiteral("# Part one"), QStringLiteral("Alpha."), QStringLiteral("Beta."),
        QStringLiteral("# Part two"), QStringLiteral("Gamma.")};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(sources.at(i).text, expectedTexts.at(i));
        QCOMPARE(targets.at(i).text, expectedTexts.at(i));
        QCOMPARE(targets.at(i).status, QStringLiteral("draft"));
        QCOMPARE(sources.at(i).aligned, QList<qint64> {targets.at(i).id});
        QCOMPARE(targets.at(i).aligned, QList<qint64> {sources.at(i).id});
    }
    QCOMPARE(issues.sourceSnapshots(one.issueId), (QList<QByteArray> {first, second}));
}

// A second post keeps the issue's title unless a title is given explicitly.
void TestPostImporter::secondPostKeepsIssueTitle()
{
    PostImporter importer(*m_store);
    IssueRepository issues(*m_store);
    QVERIFY(importer.importPost(3, QByteArray("# First post\n\nx\n"), QStringLiteral("Issue three"), QString()));
    QVERIFY(importer.importPost(3, QByteArray("# Second post\n\ny\n"), QString(), QString()));
    QCOMPARE(issues.issue(3)->title, QStringLiteral("Issue three"));
    QVERIFY(importer.importPost(3, QByteArray("# Third post\n\nz\n"), QStringLiteral("Other title"), QString()));
    QCOMPARE(issues.issue(3)->title, QStringLiteral("Other title"));
}

void TestPostImporter::sameSourceTwiceIsRefused()
{
    PostImporter importer(*m_store);
    const QByteArray post("# Post\n\nText.\n");
    QVERIFY(importer.importPost(8, post, QString(), QString()));
    QVERIFY(!importer.importPost(8, post, QString(), QString()));
    QVERIFY2(importer.errorString().contains(QStringLiteral("already imported")), qPrintable(importer.errorString()));
    IssueRepository issues(*m_store);
    QCOMPARE(issues.sourceSnapshots(issues.issue(8)->id).size(), 1);
    // The same post in another issue is fine.
    QVERIFY(importer.importPost(9, post, QString(), QString()));
}

void TestPostImporter::translationBecomesDraft()
{
    // Kinds: H1 P H2 Code H2 P; the translation adds a paragraph between the code
    // block and the second H2, where no source paragraph can pair with it.
    const QByteArray source("# Title\n\nFirst paragraph.\n\n## Install\n\n```sh\npip install x\n```\n\n## Use\n\nLast paragraph.\n");
    const QByteArray translation("# 标题\n\n第一段。\n\n## 安装\n\n```sh\npip install x\n```\n\n译者注：这一段是译者加的。\n\n"
                                 "## 使用\n\n最后一段。\n");
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(5, source, QString(), QStringLiteral("en.md"), translation), qPrintable(importer.errorString()));
    QCOMPARE(importer.result().sourceBlocks, 6);
    QCOMPARE(importer.result().targetBlocks, 7);

    IssueRepository issues(*m_store);
    const qint64 issueId = importer.result().issueId;
    QCOMPARE(issues.issue(5)->title, QStringLiteral("Title"));
    const QList<BlockRecord> sources = issues.sourceBlocks(issueId);
    const QList<BlockRecord> targets = issues.targetBlocks(issueId);
    QCOMPARE(int(sources.size()), 6);
    QCOMPARE(int(targets.size()), 7);

    const QStringList expectedTexts = {QStringLiteral("# 标题"), QStringLiteral("第一段。"), QStringLiteral("## 安装"),
        QStringLiteral("```sh\npip install x\n```"), QStringLiteral("译者注：这一段是译者加的。"), QStringLiteral("## 使用"),
        QStringLiteral("最后一段。")};
    // Draft block -> source block index, -1 for the translator's addition.
    const QList<int> sourceOf = {0, 1, 2, 3, -1, 4, 5};
    for (int i = 0; i < targets.size(); ++i) {
        const BlockRecord &t = targets.at(i);
        QCOMPARE(t.text, expectedTexts.at(i));
        QCOMPARE(t.status, QStringLiteral("translated"));
        if (sourceOf.at(i) < 0) {
            QCOMPARE(t.origin, QStringLiteral("addition"));
            QVERIFY(t.aligned.isEmpty());
        } else {
            QCOMPARE(t.origin, QStringLiteral("translation"));
            QCOMPARE(t.aligned, QList<qint64> {sources.at(sourceOf.at(i)).id});
            QCOMPARE(sources.at(sourceOf.at(i)).aligned, QList<qint64> {t.id});
            QCOMPARE(t.kind, sources.at(sourceOf.at(i)).kind);
        }
    }
    // The source is kept as it was; the draft is the translation, byte for byte.
    QCOMPARE(issues.sourceSnapshots(issueId), QList<QByteArray> {source});
    const MarkdownExporter exporter(issues);
    QCOMPARE(exporter.draft(issueId), translation);
    QCOMPARE(exporter.source(issueId), source);
    QCOMPARE(tableCounts(*m_store).alignments, qint64(6));
}

void TestPostImporter::refusals_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QByteArray>("translation"); // null: no translation
    QTest::addColumn<QString>("reason"); // part of the English error message

    const QByteArray good("# Good\n\nA paragraph.\n");
    QTest::newRow("source Latin-1 byte (not UTF-8)") << QByteArray("# Caf\xe9\n\ntext\n") << QByteArray() << QStringLiteral("UTF-8");
    QTest::newRow("source overlong UTF-8 sequence") << QByteArray("# A\n\n\xc0\xaf\n") << QByteArray() << QStringLiteral("UTF-8");
    QTest::newRow("source UTF-16 BOM bytes") << QByteArray("\xff\xfe# bad\n") << QByteArray() << QStringLiteral("UTF-8");
    QTest::newRow("source binary with NUL") << QByteArray("# Header\n\nabc", 13) + QByteArray(4, '\0') + QByteArray("IHDR\x89")
                                            << QByteArray() << QStringLiteral("binary");
    QTest::newRow("source empty (no markdown blocks)") << QByteArray("") << QByteArray() << QStringLiteral("no markdown blocks");
    QTest::newRow("source whitespace only (no markdown blocks)")
        << QByteArray(" \n\t\n\r\n   ") << QByteArray() << QStringLiteral("no markdown blocks");
    QTest::newRow("translation not UTF-8") << good << QByteArray("# \xb1\xea\xcc\xe2\n\n\xd5\xfd\xce\xc4\n") << QStringLiteral("UTF-8");
    QTest::newRow("translation binary with NUL") << good << QByteArray("# x\n\0\0\0", 7) << QStringLiteral("binary");
    // A translation without a single block would leave a draft with nothing in it.
    QTest::newRow("translation whitespace only (no markdown blocks)") << good << QByteArray("\n\n   \n") << QString();
}

void TestPostImporter::refusals()
{
    QFETCH(QByteArray, source);
    QFETCH(QByteArray, translation);
    QFETCH(QString, reason);

    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, QByteArray("# Existing\n\nKept.\n"), QString(), QString()), qPrintable(importer.errorString()));
    const TableCounts before = tableCounts(*m_store);
    QCOMPARE(before.issues, qint64(1));
    IssueRepository issues(*m_store);
    const QString leadBefore = issues.draftLead(importer.result().issueId);

    // Into the existing issue and into one the import would have to create.
    for (int number : {1, 2}) {
        QVERIFY(!importer.importPost(number, source, QStringLiteral("T"), QStringLiteral("/tmp/post.md"), translation));
        QVERIFY(!importer.errorString().isEmpty());
        QVERIFY2(importer.errorString().contains(reason, Qt::CaseInsensitive), qPrintable(importer.errorString()));
        QVERIFY2(!importer.errorString().contains(QLatin1Char('\n')), qPrintable(importer.errorString()));
        QCOMPARE(importer.result().issueId, qint64(0));
        QCOMPARE(tableCounts(*m_store), before);
    }
    QVERIFY(!issues.issue(2).has_value());
    QCOMPARE(issues.draftLead(issues.issue(1)->id), leadBefore);

    // The importer is usable again after a refusal.
    QVERIFY2(importer.importPost(2, QByteArray("# Fine\n"), QString(), QString()), qPrintable(importer.errorString()));
    QVERIFY(importer.errorString().isEmpty());
}

void TestPostImporter::failedWriteRollsBack()
{
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(1, QByteArray("# One\n\ntext\n"), QString(), QString()));
    // Make the very last kind of write fail, after the issue, post and source blocks went in.
    QSqlQuery trigger(m_store->database());
    QVERIFY2(trigger.exec(QStringLiteral("CREATE TRIGGER test_fail_alignment BEFORE INSERT ON alignments"
                                         " BEGIN SELECT RAISE(ABORT, 'test failure'); END")),
        qPrintable(trigger.lastError().text()));
    const TableCounts before = tableCounts(*m_store);

    QVERIFY(!importer.importPost(9, QByteArray("# Nine\n\nmore text\n"), QString(), QString()));
    QVERIFY(!importer.errorString().isEmpty());
    QCOMPARE(tableCounts(*m_store), before);
    QVERIFY(!IssueRepository(*m_store).issue(9).has_value());

    QVERIFY(!importer.importPost(1, QByteArray("# Again\n\nmore text\n"), QString(), QString()));
    QCOMPARE(tableCounts(*m_store), before);
    QVERIFY(trigger.exec(QStringLiteral("DROP TRIGGER test_fail_alignment")));
    QVERIFY2(importer.importPost(9, QByteArray("# Nine\n\nmore text\n"), QString(), QString()), qPrintable(importer.errorString()));
}

void TestPostImporter::closedStoreIsRefused()
{
    m_store->close();
    PostImporter importer(*m_store);
    QVERIFY(!importer.importPost(1, QByteArray("# T\n"), QString(), QString()));
    QVERIFY(!importer.errorString().isEmpty());
}

void TestPostImporter::frontMatterTagsJoinTheIssue_data()
{
    QTest::addColumn<bool>("existing"); // import into an issue created before
    QTest::addColumn<QStringList>("before"); // the existing issue's tags
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<QStringList>("expected");
    const QByteArray tagged("---\ntitle: NCCL\ntags: [cuda, nccl]\n---\n\n# NCCL\n\nText.\n");
    const QStringList cudaNccl {QStringLiteral("cuda"), QStringLiteral("nccl")};
    QTest::newRow("new issue takes the post's tags") << false << QStringList() << tagged << cudaNccl;
    QTest::newRow("existing issue without tags") << true << QStringList() << tagged << cudaNccl;
    QTest::newRow("existing tags first, duplicates dropped")
        << true << QStringList {QStringLiteral("NCCL"), QStringLiteral("hpc")} << tagged
        << QStringList {QStringLiteral("NCCL"), QStringLiteral("hpc"), QStringLiteral("cuda")};
    QTest::newRow("post without front matter keeps the tags")
        << true << QStringList {QStringLiteral("hpc")} << QByteArray("# Plain\n\nText.\n") << QStringList {QStringLiteral("hpc")};
    QTest::newRow("block list with CRLF") << false << QStringList()
                                          << QByteArray("---\r\ntags:\r\n  - cuda\r\n  - nccl\r\n---\r\n\r\n# T\r\n") << cudaNccl;
}

void TestPostImporter::frontMatterTagsJoinTheIssue()
{
    QFETCH(bool, existing);
    QFETCH(QStringList, before);
    QFETCH(QByteArray, post);
    QFETCH(QStringList, expected);
    IssueRepository issues(*m_store);
    if (existing) {
        PostImporter first(*m_store);
        QVERIFY2(first.importPost(3, QByteArray("# First\n\nText.\n"), QString(), QString()), qPrintable(first.errorString()));
        QVERIFY2(issues.setTags(first.result().issueId, before), qPrintable(issues.errorString()));
    }
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, post, QString(), QString()), qPrintable(importer.errorString()));
    QCOMPARE(issues.tags(importer.result().issueId), expected);
}

void TestPostImporter::failedImportKeepsTheTags()
{
    PostImporter importer(*m_store);
    QVERIFY(importer.importPost(1, QByteArray("---\ntags: [hpc]\n---\n\n# One\n"), QString(), QString()));
    const qint64 id = importer.result().issueId;
    QSqlQuery trigger(m_store->database());
    QVERIFY2(trigger.exec(QStringLiteral("CREATE TRIGGER test_fail_alignment BEFORE INSERT ON alignments"
                                         " BEGIN SELECT RAISE(ABORT, 'test failure'); END")),
        qPrintable(trigger.lastError().text()));
    QVERIFY(!importer.importPost(1, QByteArray("---\ntags: [cuda]\n---\n\n# Two\n"), QString(), QString()));
    QCOMPARE(IssueRepository(*m_store).tags(id), QStringList {QStringLiteral("hpc")});
}

void TestPostImporter::frontMatterDateDatesTheIssue_data()
{
    QTest::addColumn<QByteArray>("first"); // the issue's first post (empty: none)
    QTest::addColumn<QDate>("setByHand"); // set before the post below is imported
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<QDate>("expected");
    const QByteArray dated("---\ntitle: vLLM\ndate: 2023-06-20T08:00:00+08:00\n---\n\n# vLLM\n\nText.\n");
    QTest::newRow("a new issue takes the post's day") << QByteArray() << QDate() << dated << QDate(2023, 6, 20);
    QTest::newRow("a post without a date leaves it unset") << QByteArray() << QDate() << QByteArray("# Plain\n\nText.\n") << QDate();
    QTest::newRow("a day set by hand is kept") << QByteArray("# First\n\nText.\n") << QDate(2024, 1, 2) << dated << QDate(2024, 1, 2);
    QTest::newRow("the first post's day is kept")
        << QByteArray("---\ndate: 2022-12-01\n---\n\n# First\n") << QDate() << dated << QDate(2022, 12, 1);
    QTest::newRow("a second post dates an undated issue") << QByteArray("# First\n\nText.\n") << QDate() << dated << QDate(2023, 6, 20);
}

void TestPostImporter::frontMatterDateDatesTheIssue()
{
    QFETCH(QByteArray, first);
    QFETCH(QDate, setByHand);
    QFETCH(QByteArray, post);
    QFETCH(QDate, expected);
    IssueRepository issues(*m_store);
    if (!first.isEmpty()) {
        PostImporter importer(*m_store);
        QVERIFY2(importer.importPost(3, first, QString(), QString()), qPrintable(importer.errorString()));
        if (setByHand.isValid()) {
            QVERIFY2(issues.setPublishedOn(importer.result().issueId, setByHand), qPrintable(issues.errorString()));
        }
    }
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(3, post, QString(), QString()), qPrintable(importer.errorString()));
    QCOMPARE(issues.publishedOn(importer.result().issueId), expected);
    QVERIFY(issues.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestPostImporter)
#include "tst_postimporter.moc"
