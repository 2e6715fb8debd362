// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftreconciler.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "terms/phrasesearch.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// Lookup both ways over a project of three issues: English terms with inflection and
// word boundaries, Chinese phrases as substrings, source and draft sides, and a
// superseded post that is no longer searched.
class TestPhraseSearch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void find_data();
    void find();
    void crlfOffsetsAreEditorColumns();
    void brokenProjectReportsError();
    void closedProjectReportsError();

private:
    bool import(int number, const char *source, const char *draft, qint64 *postId = nullptr);
    QString blockText(const PhraseHit &hit);

    QTemporaryDir m_dir;
    ProjectStore m_store;
};

namespace {
QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

QString describe(const PhraseHit &hit)
{
    const QString side = hit.side == PhraseHit::Side::Source ? QStringLiteral("source") : QStringLiteral("draft");
    return QStringLiteral("%1|%2|%3").arg(QString::number(hit.issueNumber), side, hit.text.mid(hit.start, hit.end - hit.start));
}
} // namespace

bool TestPhraseSearch::import(int number, const char *source, const char *draft, qint64 *postId)
{
    PostImporter importer(m_store);
    const std::optional<QByteArray> translation = draft ? std::optional<QByteArray>(QByteArray(draft)) : std::nullopt;
    if (!importer.importPost(number, QByteArray(source), {}, {}, translation)) {
        qWarning() << importer.errorString();
        return false;
    }
    if (postId) {
        *postId = importer.result().postId;
    }
    return true;
}

void TestPhraseSearch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_store.create(m_dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    QVERIFY(import(1, "# Kernels\n\nThe kernel's launch overhead dominates.\n\nStart the GPUs before fine-tuning the model.\n",
        "# 核函数\n\nCUDA 核函数的启动开销占主导。\n\n先启动GPU，再微调模型。\n"));
    QVERIFY(import(2, "# Art\n\nThe ART of profiling: a fine-tuned kernel.\n", "# 艺术\n\n性能分析的艺术：一个微调过的内核。\n"));
    qint64 oldPost = 0;
    qint64 newPost = 0;
    QVERIFY(import(3, "# Old\n\nA zebra crossing.\n", "# 旧\n\n斑马线。\n", &oldPost));
    QVERIFY(import(3, "# New\n\nA horse crossing.\n", nullptr, &newPost));
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("UPDATE source_posts SET supersedes_id = ? WHERE id = ?"));
    query.addBindValue(oldPost);
    query.addBindValue(newPost);
    QVERIFY(query.exec());
    QVERIFY(import(4, "# Crlf\r\n\r\nA line\r\nwith a zebu.\r\n", nullptr));
}

void TestPhraseSearch::find_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QStringList>("expected"); // issue|side|matched text, in order

    QTest::newRow("english_plural") << u8("GPU") << 500 << QStringList {u8("1|source|GPUs"), u8("1|draft|GPU")};
    QTest::newRow("english_possessive") << u8("kernel") << 500
                                        << QStringList {u8("1|source|Kernels"), u8("1|source|kernel's"), u8("2|source|kernel")};
    QTest::newRow("english_inflection_dropped_e")
        << u8("fine-tune") << 500 << QStringList {u8("1|source|fine-tuning"), u8("2|source|fine-tuned")};
    QTest::newRow("english_plural_query_finds_singular")
        << u8("kernels") << 500 << QStringList {u8("1|source|Kernels"), u8("1|source|kernel's"), u8("2|source|kernel")};
    QTest::newRow("english_ing_query_finds_ed")
        << u8("fine-tuning") << 500 << QStringList {u8("1|source|fine-tuning"), u8("2|source|fine-tuned")};
    QTest::newRow("english_word_boundary_no_match") << u8("tart") << 500 << QStringList();
    QTest::newRow("case_insensitive") << u8("art") << 500 << QStringList {u8("2|source|Art"), u8("2|source|ART")};
    QTest::newRow("chinese_two_chars") << u8("内核") << 500 << QStringList {u8("2|draft|内核")};
    QTest::newRow("chinese_one_char") << u8("核") << 500 << QStringList {u8("1|draft|核"), u8("1|draft|核"), u8("2|draft|核")};
    QTest::newRow("chinese_latin_space_optional") << u8("CUDA核函数") << 500 << QStringList {u8("1|draft|CUDA 核函数")};
    QTest::newRow("chinese_latin_space_in_query_only") << u8("启动 GPU") << 500 << QStringList {u8("1|draft|启动GPU")};
    QTest::newRow("draft_side") << u8("微调") << 500 << QStringList {u8("1|draft|微调"), u8("2|draft|微调")};
    QTest::newRow("superseded_post_not_searched") << u8("zebra") << 500 << QStringList();
    QTest::newRow("superseded_post_current_version_searched")
        << u8("crossing") << 500 << QStringList {u8("3|source|crossing"), u8("3|draft|crossing")};
    QTest::newRow("limit") << u8("kernel") << 2 << QStringList {u8("1|source|Kernels"), u8("1|source|kernel's")};
    QTest::newRow("empty_query") << u8(" \t ") << 500 << QStringList();
}

void TestPhraseSearch::find()
{
    QFETCH(QString, query);
    QFETCH(int, limit);
    QFETCH(QStringList, expected);
    const PhraseSearch search(m_store);
    const QList<PhraseHit> hits = search.find(query, limit);
    QVERIFY2(search.errorString().isEmpty(), qPrintable(search.errorString()));
    QStringList found;
    for (const PhraseHit &hit : hits) {
        found.append(describe(hit));
        QCOMPARE(hit.text, blockText(hit));
        QVERIFY(!hit.issueTitle.isEmpty());
    }
    QCOMPARE(found, expected);
}

// The stored text of the hit's block, as the editors show it.
QString TestPhraseSearch::blockText(const PhraseHit &hit)
{
    IssueRepository issues(m_store);
    const auto blocks = hit.side == PhraseHit::Side::Source ? issues.sourceBlocks(hit.issueId) : issues.targetBlocks(hit.issueId);
    for (const BlockRecord &block : blocks) {
        if (block.id == hit.blockId) {
            return DraftReconciler::editorText(block.text); // the editors' line breaks
        }
    }
    return QStringLiteral("<no block %1>").arg(hit.blockId);
}

// Offsets count "\r\n" as one break, as the editors do: a hit opens at its column.
void TestPhraseSearch::crlfOffsetsAreEditorColumns()
{
    const QList<PhraseHit> hits = PhraseSearch(m_store).find(QStringLiteral("zebu"));
    QCOMPARE(hits.size(), 2); // the source and its copy in the draft
    QCOMPARE(hits.constFirst().text, QStringLiteral("A line\nwith a zebu."));
    QCOMPARE(hits.constFirst().start, 14);
    QCOMPARE(hits.constFirst().end, 18);
}

void TestPhraseSearch::brokenProjectReportsError()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("b.yiqiao")), QStringLiteral("B")));
    QSqlQuery query(store.database());
    QVERIFY(query.exec(QStringLiteral("ALTER TABLE target_blocks RENAME TO gone")));
    const PhraseSearch search(store);
    QVERIFY(search.find(QStringLiteral("kernel")).isEmpty());
    QVERIFY(!search.errorString().isEmpty());
}

void TestPhraseSearch::closedProjectReportsError()
{
    ProjectStore store;
    const PhraseSearch search(store);
    QVERIFY(search.find(QStringLiteral("kernel")).isEmpty());
    QVERIFY(!search.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestPhraseSearch)
#include "tst_phrasesearch.moc"
