// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/utf8text.h"
#include "deletions/deletionrepository.h"
#include "draft/blockrecord.h"
#include "export/exportdocument.h"
#include "export/exportsettings.h"
#include "export/finishedpost.h"
#include "export/finishedposthtml.h"
#include "export/markdownexporter.h"
#include "qa/qahousestyle.h"
#include "qa/qasettings.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// The finished post: golden files for the parts (footnotes, end section, footer,
// notes off, a CRLF draft; YIQIAO_UPDATE_GOLDEN=1 rewrites them), the draft itself
// when every part is off, where footnote references go, the refusal list, the HTML.

namespace {

const QByteArray kSource("# Install CUDA\n\n"
                         "This post shows how to install **CUDA** on Ubuntu.\n\n"
                         "## Old drivers\n\n"
                         "Before 2019 you had to build the [driver](https://example.com/driver) yourself, which took a whole afternoon.\n\n"
                         "Run the installer:\n\n"
                         "```bash\nsudo apt install cuda\n```\n\n"
                         "In the US, call the hotline.\n\n"
                         "Thanks to Jane for the review.\n\n"
                         "Finally, check with `nvidia-smi`.\n");

// Per source block: its draft text; "" removes the draft block, "=" keeps the copy,
// "NOTE:" makes it a translator's note (a block quote without alignment).
const QStringList kDraft = {QStringLiteral("# 安装 CUDA"), QStringLiteral("本文介绍如何在 Ubuntu 上安装 **CUDA**。"), QString(), QString(),
    QStringLiteral("运行安装程序："), QStringLiteral("="), QString(), QStringLiteral("NOTE:> **译注**：CUDA 12 起可直接用 apt 安装。"),
    QStringLiteral("最后，用 `nvidia-smi` 检查。")};

QByteArray crlf(QByteArray bytes)
{
    return bytes.replace("\n", "\r\n");
}

} // namespace

class TestFinishedPost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void golden_data();
    void golden();
    void allPartsOffIsTheDraft_data();
    void allPartsOffIsTheDraft();
    void referencePlacement_data();
    void referencePlacement();
    void excerpt_data();
    void excerpt();
    void unjustifiedDeletions();
    void html();
    void htmlRevisionLog_data();
    void htmlRevisionLog();
    void htmlTitleAndFrontMatter_data();
    void htmlTitleAndFrontMatter();
    void unknownIssue();
    void writtenInTheHouseStyle();

private:
    void createProject(const QByteArray &source, const QStringList &draft);
    void setDraftBlock(const BlockRecord &target, const QString &spec);
    // Deletes source block index whole, or only the first occurrence of span in it.
    void deleteBlock(int index, DeletionReason reason, const QString &why, const QString &span = QString());
    // The standard issue: kDraft, a span and three whole blocks deleted, two revisions.
    void createStandardIssue(bool windowsLineBreaks);
    void exec(const QString &sql, const QVariantList &values);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issue = 0;
    QList<BlockRecord> m_sources;
};

void TestFinishedPost::initTestCase()
{
    // The footer's date is the local date of updated_at.
    qputenv("TZ", "UTC");
}

void TestFinishedPost::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")), qPrintable(m_store->errorString()));
}

void TestFinishedPost::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

void TestFinishedPost::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_store->database());
    QVERIFY(query.prepare(sql));
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    QVERIFY2(query.exec(), qPrintable(sql));
}

void TestFinishedPost::createProject(const QByteArray &source, const QStringList &draft)
{
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(7, source, QStringLiteral("安装 CUDA"), QString()), qPrintable(importer.errorString()));
    m_issue = importer.result().issueId;
    IssueRepository issues(*m_store);
    m_sources = issues.sourceBlocks(m_issue);
    const QList<BlockRecord> targets = issues.targetBlocks(m_issue);
    QCOMPARE(targets.size(), draft.size());
    for (int i = 0; i < draft.size(); ++i) {
        QCOMPARE(targets.at(i).aligned, QList<qint64> {m_sources.at(i).id});
        setDraftBlock(targets.at(i), draft.at(i));
    }
    exec(QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"), {QStringLiteral("2026-03-04T12:00:00.000Z"), m_issue});
}

void TestFinishedPost::setDraftBlock(const BlockRecord &target, const QString &spec)
{
    if (spec.isEmpty()) {
        exec(QStringLiteral("DELETE FROM target_blocks WHERE id = ?"), {target.id});
    } else if (spec.startsWith(QLatin1String("NOTE:"))) {
        exec(QStringLiteral("DELETE FROM alignments WHERE target_id = ?"), {target.id});
        exec(QStringLiteral("UPDATE target_blocks SET kind = 'block_quote', origin = 'note', note_type = 'background',"
                            " text = CAST(? AS TEXT) WHERE id = ?"),
            {Utf8Text::bind(spec.mid(5)), target.id});
    } else if (spec != QLatin1String("=")) {
        exec(QStringLiteral("UPDATE target_blocks SET text = CAST(? AS TEXT) WHERE id = ?"), {Utf8Text::bind(spec), target.id});
    }
}

void TestFinishedPost::deleteBlock(int index, DeletionReason reason, const QString &why, const QString &span)
{
    Deletion deletion;
    deletion.sourceBlockId = m_sources.at(index).id;
    deletion.reason = reason;
    deletion.justification = why;
    if (!span.isEmpty()) {
        deletion.spanStart = int(m_sources.at(index).text.indexOf(span));
        QVERIFY(deletion.spanStart >= 0);
        deletion.spanEnd = deletion.spanStart + int(span.size());
    }
    DeletionRepository repository(*m_store);
    QVERIFY2(repository.add(m_issue, {deletion}), qPrintable(repository.errorString()));
}

void TestFinishedPost::createStandardIssue(bool windowsLineBreaks)
{
    createProject(windowsLineBreaks ? crlf(kSource) : kSource, kDraft);
    deleteBlock(1, DeletionReason::RegionSpecific, QStringLiteral("发行版不限于 Ubuntu。"), QStringLiteral(" on Ubuntu"));
    deleteBlock(2, DeletionReason::OutdatedExample, QStringLiteral("标题随下一段删去。"));
    deleteBlock(3, DeletionReason::OutdatedExample, QStringLiteral("2019 年前的做法，\n已不适用。"));
    deleteBlock(6, DeletionReason::RegionSpecific, QStringLiteral("仅适用于美国读者。"));
    // Revision 0 (as imported) is the importer's; two revisions after it.
    const QStringList authors = {QStringLiteral("李雷"), QStringLiteral("韩梅梅 <hmm>")};
    const QStringList summaries = {QStringLiteral("译完初稿"), QStringLiteral("按读者反馈修正 NCCL_SOCKET_TIMEOUT")};
    for (int number = 1; number <= 2; ++number) {
        exec(QStringLiteral("INSERT INTO revisions (issue_id, number, author, summary, content, created_at, updated_at)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?)"),
            {m_issue, number, authors.at(number - 1), summaries.at(number - 1), qCompress(QByteArray()),
                QStringLiteral("2026-03-0%1T08:00:00.000Z").arg(number), QStringLiteral("2026-03-0%1T09:30:00.000Z").arg(number)});
    }
}

void TestFinishedPost::golden_data()
{
    QTest::addColumn<bool>("windowsLineBreaks");
    QTest::addColumn<int>("deletionNotes");
    QTest::addColumn<bool>("footer");
    QTest::addColumn<bool>("notes");
    QTest::addColumn<QString>("golden");
    using Notes = ExportSettings::DeletionNotes;
    QTest::newRow("footnotes and footer") << false << int(Notes::Footnotes) << true << true << QStringLiteral("footnotes-footer.md");
    QTest::newRow("end section, no footer") << false << int(Notes::EndSection) << false << true << QStringLiteral("end-section.md");
    QTest::newRow("notes off, no deletion notes, footer") << false << int(Notes::None) << true << false << QStringLiteral("notes-off.md");
    QTest::newRow("CRLF draft: footnotes, footer") << true << int(Notes::Footnotes) << true << true << QStringLiteral("crlf-footnotes.md");
}

void TestFinishedPost::golden()
{
    QFETCH(bool, windowsLineBreaks);
    QFETCH(int, deletionNotes);
    QFETCH(bool, footer);
    QFETCH(bool, notes);
    QFETCH(QString, golden);
    createStandardIssue(windowsLineBreaks);
    ExportSettings settings;
    settings.deletionNotes = ExportSettings::DeletionNotes(deletionNotes);
    settings.footer = footer;
    settings.notes = notes;
    FinishedPost post(*m_store);
    const auto markdown = post.markdown(m_issue, settings);
    QVERIFY2(markdown, qPrintable(post.errorString()));
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/export/finished/") + golden);
    if (qEnvironmentVariableIntValue("YIQIAO_UPDATE_GOLDEN") == 1) {
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(*markdown);
        return;
    }
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QCOMPARE(QString::fromUtf8(*markdown), QString::fromUtf8(file.readAll()));
    if (windowsLineBreaks) {
        QCOMPARE(markdown->count("\n"), markdown->count("\r\n"));
    }
}

void TestFinishedPost::allPartsOffIsTheDraft_data()
{
    QTest::addColumn<bool>("windowsLineBreaks");
    QTest::newRow("LF draft with deletions and a note") << false;
    QTest::newRow("CRLF draft with deletions and a note") << true;
}

void TestFinishedPost::allPartsOffIsTheDraft()
{
    QFETCH(bool, windowsLineBreaks);
    createStandardIssue(windowsLineBreaks);
    IssueRepository issues(*m_store);
    const QByteArray draft = MarkdownExporter(issues).draft(m_issue);
    FinishedPost post(*m_store);
    QCOMPARE(post.markdown(m_issue, ExportSettings::draftOnly()).value_or("<error>"), draft);
    QVERIFY(draft.contains("译注"));
}

void TestFinishedPost::referencePlacement_data()
{
    QTest::addColumn<QStringList>("draft");
    QTest::addColumn<int>("deleted"); // source block deleted whole
    QTest::addColumn<QString>("line"); // the draft line that carries [^删节-1]

    QStringList all = kDraft;
    all[2] = QStringLiteral("## 旧驱动");
    all[3] = QStringLiteral("2019 年以前要自己编译驱动。");
    all[6] = QStringLiteral("在美国请拨打热线。");
    QTest::newRow("after the draft block of the source block before") << all << 3 << QStringLiteral("## 旧驱动[^删节-1]");
    QStringList withoutHeading = all;
    withoutHeading[2].clear();
    QTest::newRow("skips source blocks without a draft block")
        << withoutHeading << 3 << QStringLiteral("本文介绍如何在 Ubuntu 上安装 **CUDA**。[^删节-1]");
    QTest::newRow("never inside code: the prose before the code") << all << 6 << QStringLiteral("运行安装程序：[^删节-1]");
    QStringList first = all;
    first[0].clear();
    QTest::newRow("nothing before: the first prose block")
        << first << 0 << QStringLiteral("本文介绍如何在 Ubuntu 上安装 **CUDA**。[^删节-1]");
    QStringList note = all;
    note[8].clear();
    QTest::newRow("last block: after a translated block, not the note") << note << 8 << QStringLiteral("在美国请拨打热线。[^删节-1]");
    QStringList setext = all;
    setext[2] = QStringLiteral("旧驱动\n======");
    QTest::newRow("Setext heading: after its text, not its underline") << setext << 3 << QStringLiteral("旧驱动[^删节-1]");
    QStringList fence = withoutHeading;
    fence[1] = QStringLiteral("- 运行：\n\n  ```bash\n  make\n  ```");
    QTest::newRow("list item ending in a fence: the prose block before") << fence << 3 << QStringLiteral("# 安装 CUDA[^删节-1]");
    QStringList quotedTable = withoutHeading;
    quotedTable[1] = QStringLiteral("> 表：\n>\n> | a | b |\n> | --- | --- |\n> | 1 | 2 |");
    QTest::newRow("block quote ending in a table: the prose block before") << quotedTable << 3 << QStringLiteral("# 安装 CUDA[^删节-1]");
}

void TestFinishedPost::referencePlacement()
{
    QFETCH(QStringList, draft);
    QFETCH(int, deleted);
    QFETCH(QString, line);
    createProject(kSource, draft);
    deleteBlock(deleted, DeletionReason::Other, QStringLiteral("理由。"));
    ExportSettings settings;
    settings.footer = false;
    FinishedPost post(*m_store);
    const QString markdown = QString::fromUtf8(post.markdown(m_issue, settings).value_or("<error>"));
    QVERIFY2(markdown.split(QLatin1Char('\n')).contains(line), qPrintable(markdown));
    QCOMPARE(int(markdown.count(QStringLiteral("[^删节-1]"))), 2); // the reference and the definition
}

void TestFinishedPost::excerpt_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("excerpt");
    QTest::newRow("heading marker and emphasis stripped")
        << QStringLiteral("## The **old** way") << int(BlockKind::Heading) << QStringLiteral("The old way");
    QTest::newRow("link keeps its text, image its alt") << QStringLiteral("See [the docs](https://x.org) and ![a chart](c.png).")
                                                        << int(BlockKind::Paragraph) << QStringLiteral("See the docs and a chart.");
    QTest::newRow("inline code loses its backticks, keeps snake_case")
        << QStringLiteral("Call `init_process_group` first.") << int(BlockKind::Paragraph)
        << QStringLiteral("Call init\\_process\\_group first.");
    QTest::newRow("lines joined, list marker stripped")
        << QStringLiteral("- one\n  two") << int(BlockKind::ListItem) << QStringLiteral("one two");
    QTest::newRow("longer than 40: cut with an ellipsis")
        << QStringLiteral("abcdefghij abcdefghij abcdefghij abcdefghij abcdefghij") << int(BlockKind::Paragraph)
        << QStringLiteral("abcdefghij abcdefghij abcdefghij abcdefg…");
    QTest::newRow("code: fences dropped") << QStringLiteral("```bash\nsudo apt install cuda\n```") << int(BlockKind::Code)
                                          << QStringLiteral("sudo apt install cuda");
    QTest::newRow("a line break between Chinese characters dropped")
        << QStringLiteral("第一行\n第二行 and\nmore") << int(BlockKind::Paragraph) << QStringLiteral("第一行第二行 and more");
    QTest::newRow("brackets escaped") << QStringLiteral("a [b] c") << int(BlockKind::Paragraph) << QStringLiteral("a \\[b\\] c");
}

void TestFinishedPost::excerpt()
{
    QFETCH(QString, markdown);
    QFETCH(int, kind);
    QFETCH(QString, excerpt);
    QCOMPARE(FinishedPost::excerpt(markdown, BlockKind(kind), 40), excerpt);
}

void TestFinishedPost::unjustifiedDeletions()
{
    createStandardIssue(false);
    FinishedPost post(*m_store);
    QCOMPARE(post.unjustifiedDeletions(m_issue), QStringList());
    deleteBlock(5, DeletionReason::Other, QStringLiteral("  "));
    deleteBlock(8, DeletionReason::Other, QStringLiteral("\t"), QStringLiteral("check with"));
    const QStringList lines = post.unjustifiedDeletions(m_issue);
    QCOMPARE(lines,
        QStringList({QStringLiteral("Block %1 (code “sudo apt install cuda”): no justification").arg(m_sources.at(5).id),
            QStringLiteral("Block %1 (paragraph “check with”): no justification").arg(m_sources.at(8).id)}));
    QVERIFY(post.errorString().isEmpty());
}

void TestFinishedPost::html()
{
    createStandardIssue(false);
    FinishedPost post(*m_store);
    const auto markdown = post.markdown(m_issue, ExportSettings());
    QVERIFY(markdown);
    QCOMPARE(post.noteTexts(), QStringList {QStringLiteral("> **译注**：CUDA 12 起可直接用 apt 安装。")});
    int codeBlocks = 0;
    const auto renderCode = [&codeBlocks](const QString &language, const QString &code) {
        ++codeBlocks;
        return QStringLiteral("<pre class=\"test-%1\">%2</pre>").arg(language, code.toHtmlEscaped());
    };
    const QString html = FinishedPostHtml::document(QStringLiteral("安装 <CUDA>"), *markdown, post.noteTexts(), renderCode);
    QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
    QVERIFY(html.contains(QLatin1String("<meta charset=\"utf-8\">")));
    // The draft's heading, not the title given (the issue's, often English).
    QVERIFY2(html.contains(QStringLiteral("<title>安装 CUDA</title>")), qPrintable(html.left(400)));
    QVERIFY(html.contains(QLatin1String("<style>")));
    QCOMPARE(codeBlocks, 1);
    QVERIFY(html.contains(QLatin1String("<pre class=\"test-bash\">sudo apt install cuda\n</pre>")));
    QCOMPARE(int(html.count(QLatin1String("<blockquote class=\"yq-note\">"))), 1);
    QVERIFY2(html.contains(QLatin1String("class=\"footnotes\"")), qPrintable(html));
    QVERIFY(!html.contains(QStringLiteral("[^删节-1]")));
    QVERIFY(!html.contains(QLatin1String("yq-block-")));
}

void TestFinishedPost::htmlRevisionLog_data()
{
    QTest::addColumn<bool>("footer");
    QTest::addColumn<int>("revisions");
    QTest::addColumn<QString>("golden");
    QTest::newRow("footer: the count links to the log at the end") << true << 2 << QStringLiteral("footnotes-footer.html");
    QTest::newRow("no footer: no link and no log") << false << 2 << QString();
    QTest::newRow("no revision after the import: no link and no log") << true << 0 << QString();
}

// The HTML export's footer links its revision count to a log in the same file (seed
// 000: 修订次数：7，点击可查看历次修改), which works offline; the markdown export's
// count stays plain.
void TestFinishedPost::htmlRevisionLog()
{
    QFETCH(bool, footer);
    QFETCH(int, revisions);
    QFETCH(QString, golden);
    createStandardIssue(false);
    if (revisions == 0) {
        exec(QStringLiteral("DELETE FROM revisions WHERE issue_id = ? AND number > 0"), {m_issue});
    }
    Issue issue;
    issue.id = m_issue;
    issue.title = QStringLiteral("Installing CUDA");
    ExportSettings settings;
    settings.footer = footer;
    FinishedPost post(*m_store);
    const auto html = ExportDocument::finishedPost(post, issue, settings, true, nullptr);
    QVERIFY2(html, qPrintable(post.errorString()));
    const QString text = QString::fromUtf8(*html);
    const QString link = QStringLiteral("<a href=\"#yq-revision-log\">");
    QCOMPARE(text.count(link), golden.isEmpty() ? 0 : 1);
    QCOMPARE(text.count(QLatin1String("id=\"yq-revision-log\"")), golden.isEmpty() ? 0 : 1);
    const auto markdown = ExportDocument::finishedPost(post, issue, settings, false, nullptr);
    QVERIFY(markdown);
    QVERIFY2(!markdown->contains("yq-revision-log"), markdown->constData());
    if (golden.isEmpty()) {
        return;
    }
    QVERIFY2(text.contains(QStringLiteral("修订次数：%1%2</a>").arg(link).arg(revisions)), qPrintable(text));
    // Newest first, the author escaped.
    QVERIFY(text.indexOf(QStringLiteral("修订 2")) < text.indexOf(QStringLiteral("修订 1")));
    QVERIFY(text.contains(QStringLiteral("韩梅梅 &lt;hmm&gt;")));
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/export/finished/") + golden);
    if (qEnvironmentVariableIntValue("YIQIAO_UPDATE_GOLDEN") == 1) {
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(*html);
        return;
    }
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QCOMPARE(text, QString::fromUtf8(file.readAll()));
}

void TestFinishedPost::unknownIssue()
{
    FinishedPost post(*m_store);
    QVERIFY(!post.markdown(4242, ExportSettings()));
    QVERIFY(!post.errorString().isEmpty());
}

void TestFinishedPost::htmlTitleAndFrontMatter_data()
{
    QTest::addColumn<QByteArray>("markdown");
    QTest::addColumn<QString>("title");
    QTest::newRow("the top-level heading before an untranslated front matter title")
        << QByteArray("---\ntitle: Mixture of Experts Explained\nauthors:\n- osanseviero\n---\n\n# 混合专家模型（MoE）详解\n\n正文。\n")
        << QStringLiteral("混合专家模型（MoE）详解");
    QTest::newRow("front matter title before a second-level heading, CRLF")
        << QByteArray("---\r\ntitle: '混合专家模型'\r\nauthors:\r\n- osanseviero\r\n---\r\n\r\n## 引言\r\n\r\n正文。\r\n")
        << QStringLiteral("混合专家模型");
    QTest::newRow("quoted front matter title") << QByteArray("---\ntitle: \"Token 合并：<更快>\"\n---\n正文。\n")
                                               << QStringLiteral("Token 合并：&lt;更快&gt;");
    QTest::newRow("front matter without a title: the first heading")
        << QByteArray("---\nthumbnail: /blog/x.png\n---\n\n## 引言\n\n正文。\n") << QStringLiteral("引言");
    QTest::newRow("no front matter: the first heading") << QByteArray("# 安装 CUDA #\n\n正文。\n") << QStringLiteral("安装 CUDA");
    QTest::newRow("heading as plain text") << QByteArray("# 用 **`vLLM`** 部署[^删节-1]：[指南](https://x.org)\n\n正文。\n")
                                           << QStringLiteral("用 vLLM 部署：指南");
    QTest::newRow("neither: the title given, escaped") << QByteArray("正文。\n") << QStringLiteral("Issue &lt;7&gt;");
}

// The page is titled by the post and does not show its front matter.
void TestFinishedPost::htmlTitleAndFrontMatter()
{
    QFETCH(QByteArray, markdown);
    QFETCH(QString, title);
    const QString html = FinishedPostHtml::document(QStringLiteral("Issue <7>"), markdown, {});
    QVERIFY2(html.contains(QStringLiteral("<title>%1</title>").arg(title)), qPrintable(html.left(300)));
    QVERIFY2(!html.contains(QLatin1String("thumbnail")) && !html.contains(QLatin1String("osanseviero")), qPrintable(html));
    QVERIFY2(html.contains(QStringLiteral("<p>正文。</p>")), qPrintable(html));
}

// A house that writes colons and parentheses half-width (QaStyleFixer): the
// footnote's frame and the footer follow it; the source's words and the
// justification stay as written; the quotes, which the house has no habit for, too.
void TestFinishedPost::writtenInTheHouseStyle()
{
    createStandardIssue(false);
    QaHouseStyle house;
    house.add(
        {{QStringLiteral("colon"), {{QStringLiteral("half"), 400}}}, {QStringLiteral("parentheses"), {{QStringLiteral("half"), 400}}}});
    QVERIFY(m_store->beginWrite() && house.save(*m_store) && QaSettings::saveStyleName(*m_store, QStringLiteral("learned"))
        && m_store->commit());
    ExportSettings settings;
    FinishedPost post(*m_store);
    const auto markdown = post.markdown(m_issue, settings);
    QVERIFY2(markdown, qPrintable(post.errorString()));
    const QString text = QString::fromUtf8(*markdown);
    QVERIFY2(text.contains(QStringLiteral("[^删节-1]: 删节: 原文「on Ubuntu」(地域限定)。发行版不限于 Ubuntu。")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("[^删节-4]: 删节: 原文「In the US, call the hotline.」(地域限定)。")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("最后更新: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(" | 修订次数: ")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestFinishedPost)
#include "tst_finishedpost.moc"
