// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/projectsearch.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

// Project-wide find over three issues: plain, case, whole words (CJK ends are
// boundaries), regular expressions, one and two Chinese characters, draft, source or
// both, one issue or all, code blocks and inline code left out or marked, context and
// offsets in stored text (a CRLF draft), the limit.
class TestProjectSearch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void find_data();
    void find();
    void offsetsAndContext_data();
    void offsetsAndContext();
    void errors_data();
    void errors();
    void codeRanges_data();
    void codeRanges();
    void closedProjectReportsError();

private:
    bool import(int number, const QByteArray &source, const QByteArray &draft);
    qint64 issueId(int number) const;
    QString blockText(const SearchHit &hit);

    QTemporaryDir m_dir;
    ProjectStore m_store;
};

namespace {

const QByteArray kSource1 = "# Kernels\n\n"
                            "The kernel launches a GPU Kernel; kernels_v2 are kernelized.\n\n"
                            "```python\nkernel = load()\n```\n\n"
                            "Call `kernel()` once.\n";
const QByteArray kDraft1 = "# 核函数\n\n"
                           "核函数启动一个GPU核函数；kernel_v2 不算。\n\n"
                           "```python\nkernel = load()\n```\n\n"
                           "调用 `kernel()` 一次，核心模型kernel在此。\n";
const QByteArray kSource2 = "# Models\r\n\r\nA model\r\nand a Model.\r\n";
const QByteArray kDraft2 = "# 模型\r\n\r\n第一行 model\r\n第二行模型。\r\n";
const QByteArray kSource3 = "# Long\n\nA long paragraph about the École.\n";

QByteArray longDraft()
{
    return QByteArray("# 长\n\n") + QString(60, QChar(0x7532)).toUtf8() + QByteArray("目标") + QString(50, QChar(0x4E59)).toUtf8()
        + QByteArray(" ÉCOLE école\n");
}

QString describe(const SearchHit &hit)
{
    return QStringLiteral("%1|%2|%3%4")
        .arg(QString::number(hit.issueNumber), hit.source ? QStringLiteral("source") : QStringLiteral("draft"), hit.matched,
            hit.inCode ? QStringLiteral("|code") : QString());
}

struct Options {
    bool regex = false;
    bool wholeWord = false;
    bool caseSensitive = false;
    bool includeCode = false;
};

} // namespace
Q_DECLARE_METATYPE(SearchQuery::Side)

bool TestProjectSearch::import(int number, const QByteArray &source, const QByteArray &draft)
{
    PostImporter importer(m_store);
    if (!importer.importPost(number, source, {}, {}, draft)) {
        qWarning() << importer.errorString();
        return false;
    }
    return true;
}

qint64 TestProjectSearch::issueId(int number) const
{
    const auto issue = IssueRepository(const_cast<ProjectStore &>(m_store)).issue(number);
    return issue ? issue->id : -1;
}

void TestProjectSearch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_store.create(m_dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    QVERIFY(import(1, kSource1, kDraft1));
    QVERIFY(import(2, kSource2, kDraft2));
    QVERIFY(import(3, kSource3, longDraft()));
}

void TestProjectSearch::find_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("options"); // 1 regex, 2 whole word, 4 case, 8 include code
    QTest::addColumn<SearchQuery::Side>("side");
    QTest::addColumn<int>("issue"); // 0: all
    QTest::addColumn<int>("limit");
    QTest::addColumn<QStringList>("expected"); // issue|side|matched[|code], in order
    QTest::addColumn<bool>("truncated");

    using Side = SearchQuery::Side;
    const QString k = QStringLiteral("kernel");
    QTest::newRow("plain_case_insensitive_both_sides_code_left_out")
        << k << 0 << Side::Both << 0 << 100
        << QStringList {"1|draft|kernel", "1|draft|kernel", "1|source|Kernel", "1|source|kernel", "1|source|Kernel", "1|source|kernel",
               "1|source|kernel"}
        << false;
    QTest::newRow("case_sensitive") << QStringLiteral("Kernel") << 4 << Side::Both << 0 << 100
                                    << QStringList {"1|source|Kernel", "1|source|Kernel"} << false;
    QTest::newRow("whole_word_latin_and_cjk_ends")
        << k << 2 << Side::Both << 0 << 100 << QStringList {"1|draft|kernel", "1|source|kernel", "1|source|Kernel"} << false;
    QTest::newRow("whole_word_underscore_continues_a_word")
        << QStringLiteral("kernel_v") << 2 << Side::Draft << 0 << 100 << QStringList {} << false;
    QTest::newRow("code_included_and_marked") << k << 8 << Side::Draft << 0 << 100
                                              << QStringList {"1|draft|kernel", "1|draft|kernel|code", "1|draft|kernel|code",
                                                     "1|draft|kernel"}
                                              << false;
    QTest::newRow("source_code_included") << QStringLiteral("load()") << 8 << Side::Source << 0 << 100
                                          << QStringList {"1|source|load()|code"} << false;
    QTest::newRow("code_block_left_out") << QStringLiteral("load()") << 0 << Side::Both << 0 << 100 << QStringList {} << false;
    QTest::newRow("regex_alternation") << QStringLiteral("kern(el|els)_v\\d") << 1 << Side::Both << 0 << 100
                                       << QStringList {"1|draft|kernel_v2", "1|source|kernels_v2"} << false;
    QTest::newRow("regex_cjk") << QStringLiteral("GPU\\s?核函数") << 1 << Side::Draft << 0 << 100 << QStringList {"1|draft|GPU核函数"}
                               << false;
    QTest::newRow("regex_whole_word") << QStringLiteral("kernel\\w*") << 3 << Side::Source << 0 << 100
                                      << QStringList {"1|source|Kernels", "1|source|kernel", "1|source|Kernel", "1|source|kernels_v2",
                                             "1|source|kernelized"}
                                      << false;
    QTest::newRow("regex_narrowed_optional_character_dropped")
        << QStringLiteral("x?核函数") << 1 << Side::Draft << 0 << 100 << QStringList {"1|draft|核函数", "1|draft|核函数", "1|draft|核函数"}
        << false;
    QTest::newRow("regex_narrowed_counted_repeat") << QStringLiteral("核{1}函数") << 1 << Side::Draft << 0 << 100
                                                   << QStringList {"1|draft|核函数", "1|draft|核函数", "1|draft|核函数"} << false;
    QTest::newRow("regex_top_level_alternation") << QStringLiteral("Kernels|kernel_v2") << 1 << Side::Both << 0 << 100
                                                 << QStringList {"1|draft|kernel_v2", "1|source|Kernels", "1|source|kernels"} << false;
    QTest::newRow("regex_escaped_literal_and_class")
        << QStringLiteral("GPU [K]ernel\\;") << 5 << Side::Source << 0 << 100 << QStringList {"1|source|GPU Kernel;"} << false;
    QTest::newRow("regex_word_boundary_at_cjk")
        << QStringLiteral("\\bkernel\\b") << 1 << Side::Draft << 0 << 100 << QStringList {"1|draft|kernel"} << false;
    QTest::newRow("regex_never_empty_matches") << QStringLiteral("x*") << 1 << Side::Draft << 1 << 100 << QStringList {} << false;
    QTest::newRow("one_chinese_character") << QStringLiteral("核") << 0 << Side::Draft << 0 << 100
                                           << QStringList {"1|draft|核", "1|draft|核", "1|draft|核", "1|draft|核"} << false;
    QTest::newRow("two_chinese_characters") << QStringLiteral("模型") << 0 << Side::Draft << 0 << 100
                                            << QStringList {"1|draft|模型", "2|draft|模型", "2|draft|模型"} << false;
    QTest::newRow("two_chinese_characters_whole_word")
        << QStringLiteral("模型") << 2 << Side::Draft << 0 << 100 << QStringList {"1|draft|模型", "2|draft|模型", "2|draft|模型"} << false;
    QTest::newRow("source_side_has_no_chinese") << QStringLiteral("模型") << 0 << Side::Source << 0 << 100 << QStringList {} << false;
    QTest::newRow("one_issue_draft_before_source")
        << QStringLiteral("model") << 0 << Side::Both << 2 << 100
        << QStringList {"2|draft|model", "2|source|Model", "2|source|model", "2|source|Model"} << false;
    QTest::newRow("whole_word_crlf") << QStringLiteral("model") << 2 << Side::Source << 2 << 100
                                     << QStringList {"2|source|model", "2|source|Model"} << false;
    QTest::newRow("case_insensitive_beyond_ascii") << QStringLiteral("école") << 0 << Side::Both << 3 << 100
                                                   << QStringList {"3|draft|ÉCOLE", "3|draft|école", "3|source|École"} << false;
    QTest::newRow("limit_truncates") << QStringLiteral("核") << 0 << Side::Draft << 0 << 2 << QStringList {"1|draft|核", "1|draft|核"}
                                     << true;
    QTest::newRow("limit_exactly_reached") << QStringLiteral("模型") << 0 << Side::Draft << 0 << 3
                                           << QStringList {"1|draft|模型", "2|draft|模型", "2|draft|模型"} << false;
}

void TestProjectSearch::find()
{
    QFETCH(QString, text);
    QFETCH(int, options);
    QFETCH(SearchQuery::Side, side);
    QFETCH(int, issue);
    QFETCH(int, limit);
    QFETCH(QStringList, expected);
    QFETCH(bool, truncated);
    SearchQuery query;
    query.text = text;
    query.regex = options & 1;
    query.wholeWord = options & 2;
    query.caseSensitive = options & 4;
    query.includeCode = options & 8;
    query.side = side;
    query.issueId = issue > 0 ? issueId(issue) : 0;
    ProjectSearch search(m_store);
    const QList<SearchHit> hits = search.find(query, limit);
    QVERIFY2(search.errorString().isEmpty(), qPrintable(search.errorString()));
    QStringList found;
    for (const SearchHit &hit : hits) {
        found.append(describe(hit));
        QCOMPARE(blockText(hit).mid(hit.start, hit.length), hit.matched);
        QCOMPARE(hit.context.mid(hit.contextStart, hit.length), hit.matched);
        QVERIFY(!hit.issueTitle.isEmpty());
    }
    QCOMPARE(found, expected);
    QCOMPARE(search.truncated(), truncated);
}

QString TestProjectSearch::blockText(const SearchHit &hit)
{
    QSqlQuery query(m_store.database());
    query.prepare(hit.source ? QStringLiteral("SELECT CAST(text AS BLOB), ordinal FROM source_blocks WHERE id = ?")
                             : QStringLiteral("SELECT CAST(text AS BLOB), ordinal FROM target_blocks WHERE id = ?"));
    query.addBindValue(hit.blockId);
    if (!query.exec() || !query.next() || query.value(1).toInt() != hit.blockOrdinal) {
        return QStringLiteral("<no block %1 at %2>").arg(hit.blockId).arg(hit.blockOrdinal);
    }
    return QString::fromUtf8(query.value(0).toByteArray());
}

void TestProjectSearch::offsetsAndContext_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("issue");
    QTest::addColumn<int>("start");
    QTest::addColumn<QString>("context");
    QTest::addColumn<int>("contextStart");

    // "第一行 model" (9) + CRLF (2) + "第二行" (3): stored offsets count both units.
    QTest::newRow("crlf_second_line") << QStringLiteral("第二行模") << 2 << 11 << QStringLiteral("第二行模型。") << 0;
    QTest::newRow("crlf_first_line_ends_before_cr") << QStringLiteral("行 mod") << 2 << 2 << QStringLiteral("第一行 model") << 2;
    QTest::newRow("first_line_of_several_at_zero") << QStringLiteral("第一行") << 2 << 0 << QStringLiteral("第一行 model") << 0;
    QTest::newRow("crlf_line_only") << QStringLiteral("型。") << 2 << 15 << QStringLiteral("第二行模型。") << 4;
    QTest::newRow("match_across_crlf_as_spaces")
        << QStringLiteral("model\\r\\n第") << 2 << 4 << QStringLiteral("第一行 model  第二行模型。") << 4;
    QTest::newRow("shortened_both_sides") << QStringLiteral("目标") << 3 << 60
                                          << QStringLiteral("…") + QString(40, QChar(0x7532)) + QStringLiteral("目标")
            + QString(40, QChar(0x4E59)) + QStringLiteral("…")
                                          << 41;
    QTest::newRow("heading") << QStringLiteral("# 核") << 1 << 0 << QStringLiteral("# 核函数") << 0;
}

void TestProjectSearch::offsetsAndContext()
{
    QFETCH(QString, text);
    QFETCH(int, issue);
    QFETCH(int, start);
    QFETCH(QString, context);
    QFETCH(int, contextStart);
    SearchQuery query;
    query.text = text;
    query.regex = text.contains(QLatin1Char('\\'));
    query.issueId = issueId(issue);
    ProjectSearch search(m_store);
    const QList<SearchHit> hits = search.find(query);
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.constFirst().start, start);
    QCOMPARE(hits.constFirst().context, context);
    QCOMPARE(hits.constFirst().contextStart, contextStart);
}

void TestProjectSearch::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<QString>("error");

    QTest::newRow("empty_text") << QString() << false << QStringLiteral("nothing to find");
    QTest::newRow("invalid_regex") << QStringLiteral("kern(el") << true << QStringLiteral("regular expression is not valid");
    QTest::newRow("parenthesis_is_plain_without_regex") << QStringLiteral("kern(el") << false << QString();
}

void TestProjectSearch::errors()
{
    QFETCH(QString, text);
    QFETCH(bool, regex);
    QFETCH(QString, error);
    SearchQuery query;
    query.text = text;
    query.regex = regex;
    query.side = SearchQuery::Side::Both;
    ProjectSearch search(m_store);
    QVERIFY(search.find(query).isEmpty());
    QVERIFY2(error.isEmpty() ? search.errorString().isEmpty() : search.errorString().contains(error), qPrintable(search.errorString()));
}

void TestProjectSearch::codeRanges_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("code"); // the code ranges' texts joined by '|'

    QTest::newRow("none") << QStringLiteral("plain text") << QString();
    QTest::newRow("inline_spans") << QStringLiteral("a `b` c ``d ` e`` f") << QStringLiteral("`b`|``d ` e``");
    QTest::newRow("unclosed_backtick") << QStringLiteral("a `b c") << QString();
    QTest::newRow("fence_in_list_item") << QStringLiteral("- item `x`\n\n  ```sh\n  ls `y`\n  ```\n")
                                        << QStringLiteral("`x`|  ```sh\n  ls `y`\n  ```\n");
    QTest::newRow("indented_code") << QStringLiteral("    int x;\n    y();") << QStringLiteral("    int x;\n    y();");
}

void TestProjectSearch::codeRanges()
{
    QFETCH(QString, text);
    QFETCH(QString, code);
    QStringList found;
    for (const auto &range : ProjectSearch::codeRanges(text)) {
        found.append(text.mid(range.first, range.second - range.first));
    }
    QCOMPARE(found.join(QLatin1Char('|')), code);
}

void TestProjectSearch::closedProjectReportsError()
{
    ProjectStore store;
    ProjectSearch search(store);
    SearchQuery query;
    query.text = QStringLiteral("kernel");
    QVERIFY(search.find(query).isEmpty());
    QVERIFY(!search.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestProjectSearch)
#include "tst_projectsearch.moc"
