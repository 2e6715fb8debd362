// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockrecord.h"
#include "export/markdownexporter.h"
#include "markdown/markdownblockparser.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(BlockRecord)

namespace {

BlockRecord block(const QString &text, const QString &trailing)
{
    BlockRecord record;
    record.text = text;
    record.trailing = trailing;
    return record;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// One data row per *.md file under folder, named prefix/relative path.
int addFileRows(const QString &folder, const QString &prefix)
{
    QStringList paths;
    QDirIterator it(folder, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        paths.append(it.next());
    }
    paths.sort();
    const QDir dir(folder);
    for (const QString &path : std::as_const(paths)) {
        const QString name = prefix + QLatin1Char('/') + dir.relativeFilePath(path);
        QTest::newRow(qPrintable(name)) << path;
    }
    return int(paths.size());
}

// An export of two posts: the first post, nothing but line breaks, the second post.
// Sets *between to the line breaks.
bool postsInOrder(const QByteArray &exported, const QByteArray &first, const QByteArray &second, QByteArray *between, QByteArray *why)
{
    if (!exported.startsWith(first) || !exported.endsWith(second) || exported.size() < first.size() + second.size()) {
        *why = "the export does not start with the first post and end with the second";
        return false;
    }
    *between = exported.mid(first.size(), exported.size() - first.size() - second.size());
    for (char c : std::as_const(*between)) {
        if (c != '\n' && c != '\r') {
            *why = "more than line breaks between the posts: " + between->toPercentEncoding();
            return false;
        }
    }
    return true;
}

bool endsInBlankLine(const QByteArray &bytes)
{
    static const QRegularExpression blankLineAtEnd(QStringLiteral("(\\r\\n|\\r|\\n)[ \\t]*(\\r\\n|\\r|\\n)$"));
    return blankLineAtEnd.match(QString::fromUtf8(bytes)).hasMatch();
}

} // namespace

class TestMarkdownExporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixturesPresent();
    void untouchedFixtureRoundTrip_data();
    void untouchedFixtureRoundTrip();
    void untouchedCorpusRoundTrip_data();
    void untouchedCorpusRoundTrip();
    void join_data();
    void join();
    void draftFollowsEditedBlocks();
    void twoPostsExportAsBoth_data();
    void twoPostsExportAsBoth();
    void emptyIssueExportsNothing();

private:
    void roundTrip(const QString &path);
};

static QStringList fixtureFolders()
{
    // tests/data/markdown holds the shared parser fixtures; tests/data/export the
    // exporter's own (CRLF, no final newline, Chinese, front matter, a table, …).
    return {QStringLiteral(YIQIAO_TEST_DATA "/markdown"), QStringLiteral(YIQIAO_TEST_DATA "/export")};
}

void TestMarkdownExporter::fixturesPresent()
{
    int count = 0;
    for (const QString &folder : fixtureFolders()) {
        count += int(QDir(folder).entryList({QStringLiteral("*.md")}, QDir::Files).size());
    }
    QVERIFY2(count >= 5, "the markdown fixtures are missing");
}

void TestMarkdownExporter::roundTrip(const QString &path)
{
    const QByteArray bytes = readFile(path);
    QVERIFY2(!bytes.isEmpty(), qPrintable(path));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProjectStore store;
    QVERIFY2(store.create(dir.filePath(QStringLiteral("export.yiqiao")), QStringLiteral("Export")), qPrintable(store.errorString()));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, bytes, QString(), path), qPrintable(importer.errorString()));
    IssueRepository issues(store);
    const MarkdownExporter exporter(issues);
    const QByteArray draft = exporter.draft(importer.result().issueId);
    const QByteArray source = exporter.source(importer.result().issueId);
    // Compare sizes first: a mismatch of a 30 kB file is unreadable in QCOMPARE output.
    QCOMPARE(source.size(), bytes.size());
    QVERIFY(source == bytes);
    if (draft != bytes) {
        qsizetype at = 0;
        while (at < draft.size() && at < bytes.size() && draft.at(at) == bytes.at(at)) {
            ++at;
        }
        QFAIL(qPrintable(QStringLiteral("draft differs from the file at byte %1: got \"%2\", expected \"%3\"")
                             .arg(at)
                             .arg(QString::fromLatin1(draft.mid(qMax<qsizetype>(0, at - 20), 40).toPercentEncoding(" #")),
                                 QString::fromLatin1(bytes.mid(qMax<qsizetype>(0, at - 20), 40).toPercentEncoding(" #")))));
    }
    QCOMPARE(draft.size(), bytes.size());
}

void TestMarkdownExporter::untouchedFixtureRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &folder : fixtureFolders()) {
        addFileRows(folder, QDir(folder).dirName());
    }
}

void TestMarkdownExporter::untouchedFixtureRoundTrip()
{
    QFETCH(QString, path);
    roundTrip(path);
}

void TestMarkdownExporter::untouchedCorpusRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QString corpus = QStringLiteral(YIQIAO_SHARED_DIR "/corpus");
    if (!QDir(corpus).exists()) {
        QSKIP("the shared corpus is not available");
    }
    if (addFileRows(corpus, QStringLiteral("corpus")) == 0) {
        QSKIP("the shared corpus has no markdown files");
    }
}

void TestMarkdownExporter::untouchedCorpusRoundTrip()
{
    QFETCH(QString, path);
    roundTrip(path);
}

void TestMarkdownExporter::join_data()
{
    QTest::addColumn<QString>("lead");
    QTest::addColumn<QList<BlockRecord>>("blocks");
    QTest::addColumn<QString>("expected");

    const QString none;
    QTest::newRow("no blocks gives the lead") << QStringLiteral("\n\n") << QList<BlockRecord>() << QStringLiteral("\n\n");
    QTest::newRow("lead comes first") << QStringLiteral("\n") << QList<BlockRecord> {block(QStringLiteral("a"), QStringLiteral("\n"))}
                                      << QStringLiteral("\na\n");
    QTest::newRow("trailings with line breaks are kept as they are")
        << none
        << QList<BlockRecord> {block(QStringLiteral("# T"), QStringLiteral("\n\n")), block(QStringLiteral("b"), QStringLiteral("\n"))}
        << QStringLiteral("# T\n\nb\n");
    QTest::newRow("empty trailing gets a blank line before the next block")
        << none << QList<BlockRecord> {block(QStringLiteral("a"), QString()), block(QStringLiteral("b"), QStringLiteral("\n"))}
        << QStringLiteral("a\n\nb\n");
    QTest::newRow("trailing spaces without a line break get a blank line")
        << none << QList<BlockRecord> {block(QStringLiteral("a"), QStringLiteral("  ")), block(QStringLiteral("b"), QString())}
        << QStringLiteral("a  \n\nb");
    QTest::newRow("nothing added after the last block")
        << none << QList<BlockRecord> {block(QStringLiteral("a"), QStringLiteral("\n\n")), block(QStringLiteral("b"), QString())}
        << QStringLiteral("a\n\nb");
    QTest::newRow("single block without trailing")
        << none << QList<BlockRecord> {block(QStringLiteral("只有一段"), QString())} << QStringLiteral("只有一段");
    QTest::newRow("every block without trailing") << none
                                                  << QList<BlockRecord> {block(QStringLiteral("a"), QString()),
                                                         block(QStringLiteral("b"), QString()), block(QStringLiteral("c"), QString())}
                                                  << QStringLiteral("a\n\nb\n\nc");
    QTest::newRow("CRLF trailing counts as a line break")
        << none
        << QList<BlockRecord> {block(QStringLiteral("a"), QStringLiteral("\r\n\r\n")), block(QStringLiteral("b"), QStringLiteral("\r\n"))}
        << QStringLiteral("a\r\n\r\nb\r\n");
    QTest::newRow("lone CR trailing counts as a line break")
        << none << QList<BlockRecord> {block(QStringLiteral("a"), QStringLiteral("\r\r")), block(QStringLiteral("b"), QString())}
        << QStringLiteral("a\r\rb");
}

void TestMarkdownExporter::join()
{
    QFETCH(QString, lead);
    QFETCH(QList<BlockRecord>, blocks);
    QFETCH(QString, expected);
    QCOMPARE(MarkdownExporter::join(lead, blocks), expected);
}

void TestMarkdownExporter::draftFollowsEditedBlocks()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("edit.yiqiao")), QStringLiteral("Edit")));
    const QByteArray post("# Title\n\nFirst.\n\nSecond.\n");
    PostImporter importer(store);
    QVERIFY(importer.importPost(1, post, QString(), QString()));
    const qint64 issueId = importer.result().issueId;
    IssueRepository issues(store);
    const QList<BlockRecord> targets = issues.targetBlocks(issueId);
    QCOMPARE(int(targets.size()), 3);

    QSqlQuery update(store.database());
    update.prepare(QStringLiteral("UPDATE target_blocks SET text = ? WHERE id = ?"));
    update.addBindValue(QStringLiteral("第一段。"));
    update.addBindValue(targets.at(1).id);
    QVERIFY2(update.exec(), qPrintable(update.lastError().text()));
    const MarkdownExporter exporter(issues);
    QCOMPARE(exporter.draft(issueId), QByteArray("# Title\n\n第一段。\n\nSecond.\n"));
    QCOMPARE(exporter.source(issueId), post);

    // A trailing that lost its line break still leaves a blank line.
    QSqlQuery trailing(store.database());
    trailing.prepare(QStringLiteral("UPDATE target_blocks SET trailing = ? WHERE id = ?"));
    trailing.addBindValue(QStringLiteral(""));
    trailing.addBindValue(targets.at(0).id);
    QVERIFY2(trailing.exec(), qPrintable(trailing.lastError().text()));
    QCOMPARE(exporter.draft(issueId), QByteArray("# Title\n\n第一段。\n\nSecond.\n"));
}

void TestMarkdownExporter::twoPostsExportAsBoth_data()
{
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("second");
    // true: re-parsing the export gives the blocks of both posts; false (the second
    // post cannot keep its blocks mid-document): a blank line separates the posts.
    QTest::addColumn<bool>("sameBlocks");

    QTest::newRow("first ends in a blank line") << QByteArray("# One\n\nAlpha.\n\n") << QByteArray("# Two\n\nBeta.\n") << true;
    QTest::newRow("first has no final newline") << QByteArray("# One\n\nAlpha.") << QByteArray("# Two\n\nBeta.\n") << true;
    QTest::newRow("first has no final newline, second starts with a paragraph")
        << QByteArray("# One\n\nAlpha.") << QByteArray("Beta.\n") << true;
    QTest::newRow("first ends in one newline, second starts with a heading")
        << QByteArray("# One\n\nAlpha.\n") << QByteArray("# Two\n\nBeta.\n") << true;
    QTest::newRow("first ends in one newline, second starts with a paragraph")
        << QByteArray("# One\n\nAlpha.\n") << QByteArray("Beta, which must not join Alpha.\n") << true;
    QTest::newRow("first ends in one CRLF, second starts with a paragraph")
        << QByteArray("# One\r\n\r\nAlpha.\r\n") << QByteArray("Beta.\r\n") << true;
    QTest::newRow("first ends in a list item, second starts with a paragraph")
        << QByteArray("# One\n\n- item\n") << QByteArray("Not part of the item.\n") << true;
    // Mid-document "---" is no front matter; it must not turn "Alpha." into a setext heading.
    QTest::newRow("first ends in one newline, second starts with front matter")
        << QByteArray("# One\n\nAlpha.\n") << QByteArray("---\ntitle: Two\n---\n\n# Two\n") << false;
}

void TestMarkdownExporter::twoPostsExportAsBoth()
{
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, second);
    QFETCH(bool, sameBlocks);

    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("two.yiqiao")), QStringLiteral("Two")));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(6, first, QString(), QStringLiteral("first.md")), qPrintable(importer.errorString()));
    QVERIFY2(importer.importPost(6, second, QString(), QStringLiteral("second.md")), qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    IssueRepository issues(store);
    const MarkdownExporter exporter(issues);

    QStringList expectedTexts;
    for (const QByteArray &post : {first, second}) {
        for (const MarkdownBlock &b : MarkdownBlockParser::parse(post).blocks) {
            expectedTexts.append(b.text);
        }
    }
    const QByteArray source = exporter.source(issueId);
    const QByteArray draft = exporter.draft(issueId);
    QVERIFY(source.contains("Alpha") || source.contains("item"));
    for (const QByteArray &exported : {source, draft}) {
        QByteArray between;
        QByteArray why;
        QVERIFY2(postsInOrder(exported, first, second, &between, &why), why.constData());
        if (sameBlocks) {
            QStringList texts;
            for (const MarkdownBlock &b : MarkdownBlockParser::parse(exported).blocks) {
                texts.append(b.text);
            }
            QCOMPARE(texts, expectedTexts);
        } else {
            QVERIFY2(endsInBlankLine(first + between),
                ("no blank line before the second post: ..." + (first + between).right(20).toPercentEncoding()).constData());
        }
    }
}

void TestMarkdownExporter::emptyIssueExportsNothing()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("empty.yiqiao")), QStringLiteral("Empty")));
    IssueRepository issues(store);
    const qint64 id = issues.createIssue(1, QStringLiteral("No posts"));
    QVERIFY(id > 0);
    const MarkdownExporter exporter(issues);
    QCOMPARE(exporter.draft(id), QByteArray());
    QCOMPARE(exporter.source(id), QByteArray());
}

QTEST_GUILESS_MAIN(TestMarkdownExporter)
#include "tst_markdownexporter.moc"
