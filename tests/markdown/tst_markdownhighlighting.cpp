// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownhighlighting.h"

#include <QPlainTextEdit>
#include <QSyntaxHighlighter>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QWidget>

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#endif

// Needs KSyntaxHighlighting (the Qt 5 build); skips without it.
class TestMarkdownHighlighting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void preloadedRepositoryIsTheOneUsed();
    void ownMarkdownDefinitionWins();
    void fencedCodeIsHighlighted_data();
    void fencedCodeIsHighlighted();
    void paletteChangeRethemes();
    void firstTextIsHighlightedAsItComes();
    void paletteChangedBeforeFirstTextIsFollowed();
};

namespace {

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    return palette;
}

QPalette lightPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    palette.setColor(QPalette::WindowText, Qt::black);
    return palette;
}

void rehighlight(QTextDocument &document)
{
    const QList<QSyntaxHighlighter *> highlighters = document.findChildren<QSyntaxHighlighter *>();
    QVERIFY(!highlighters.isEmpty());
    for (QSyntaxHighlighter *highlighter : highlighters) {
        highlighter->rehighlight();
    }
}

// The format the highlighter gave the character at column of line.
QTextCharFormat formatAt(const QTextDocument &document, int line, int column)
{
    const QTextBlock block = document.findBlockByNumber(line);
    const auto ranges = block.layout()->formats();
    for (const QTextLayout::FormatRange &range : ranges) {
        if (column >= range.start && column < range.start + range.length) {
            return range.format;
        }
    }
    return QTextCharFormat();
}

// The format of token on the second line of a fence of language around code.
QTextCharFormat fencedFormat(const QString &language, const QString &code, const QString &token)
{
    QWidget paletteSource;
    paletteSource.setPalette(lightPalette());
    QTextDocument document;
    MarkdownHighlighting::attach(&document, &paletteSource);
    document.setPlainText(QStringLiteral("Text\n```%1\n%2\n```\n").arg(language, code));
    rehighlight(document);
    return formatAt(document, 2, int(code.indexOf(token)));
}

} // namespace

void TestMarkdownHighlighting::initTestCase()
{
    if (!MarkdownHighlighting::isAvailable()) {
        QSKIP("Built without KSyntaxHighlighting: highlighting is off");
    }
}

// Start-up loads the definitions on a thread of its own; the first instance() takes
// that repository, with our Markdown in it.
void TestMarkdownHighlighting::preloadedRepositoryIsTheOneUsed()
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    MarkdownHighlighting::preload();
    MarkdownHighlighting::preload(); // a second call changes nothing
    const KSyntaxHighlighting::Definition markdown = SyntaxRepository::instance().definitionForName(QStringLiteral("Markdown"));
    QVERIFY2(markdown.filePath().startsWith(QLatin1String(":/yiqiao/")), qPrintable(markdown.filePath()));
    MarkdownHighlighting::preload(); // too late: nothing is loaded again
    QCOMPARE(&SyntaxRepository::instance(), &SyntaxRepository::instance());
#endif
}

void TestMarkdownHighlighting::ownMarkdownDefinitionWins()
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    const KSyntaxHighlighting::Definition markdown = SyntaxRepository::instance().definitionForName(QStringLiteral("Markdown"));
    QVERIFY(markdown.isValid());
    QVERIFY2(markdown.filePath().startsWith(QLatin1String(":/yiqiao/")), qPrintable(markdown.filePath()));
    QCOMPARE(markdown.version(), 124);
#endif
}

// The token must look different inside a fence of its language than inside a
// fence of plain text. The stock Markdown definition fails the dockerfile rows.
void TestMarkdownHighlighting::fencedCodeIsHighlighted_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("token");

    QTest::newRow("dockerfile FROM") << QStringLiteral("dockerfile") << QStringLiteral("FROM ubuntu:22.04") << QStringLiteral("FROM");
    QTest::newRow("Dockerfile RUN") << QStringLiteral("Dockerfile") << QStringLiteral("RUN apt-get update") << QStringLiteral("RUN");
    QTest::newRow("python import") << QStringLiteral("python") << QStringLiteral("import os") << QStringLiteral("import");
    QTest::newRow("py def") << QStringLiteral("py") << QStringLiteral("def f(): pass") << QStringLiteral("def");
    QTest::newRow("bash echo") << QStringLiteral("bash") << QStringLiteral("echo $HOME") << QStringLiteral("$HOME");
    QTest::newRow("shell variable") << QStringLiteral("shell") << QStringLiteral("export A=1") << QStringLiteral("export");
    QTest::newRow("console variable") << QStringLiteral("console") << QStringLiteral("export A=1") << QStringLiteral("export");
    QTest::newRow("yaml key") << QStringLiteral("yaml") << QStringLiteral("image: nginx") << QStringLiteral("image");
    QTest::newRow("json key") << QStringLiteral("json") << QStringLiteral("{\"name\": 1}") << QStringLiteral("\"name\"");
    QTest::newRow("c++ keyword") << QStringLiteral("c++") << QStringLiteral("return 0;") << QStringLiteral("return");
    QTest::newRow("cpp keyword") << QStringLiteral("cpp") << QStringLiteral("return 0;") << QStringLiteral("return");
    QTest::newRow("cuda keyword") << QStringLiteral("cuda") << QStringLiteral("return 0;") << QStringLiteral("return");
    QTest::newRow("toml section") << QStringLiteral("toml") << QStringLiteral("[tool.poetry]") << QStringLiteral("[tool");
    QTest::newRow("ini section") << QStringLiteral("ini") << QStringLiteral("[server]") << QStringLiteral("[server]");
    QTest::newRow("diff added line") << QStringLiteral("diff") << QStringLiteral("+added") << QStringLiteral("+added");
}

void TestMarkdownHighlighting::fencedCodeIsHighlighted()
{
    QFETCH(QString, language);
    QFETCH(QString, code);
    QFETCH(QString, token);
    const QTextCharFormat highlighted = fencedFormat(language, code, token);
    const QTextCharFormat plain = fencedFormat(QStringLiteral("text"), code, token);
    QVERIFY2(highlighted != plain, qPrintable(highlighted.foreground().color().name()));
}

void TestMarkdownHighlighting::paletteChangeRethemes()
{
    QWidget paletteSource;
    paletteSource.setPalette(lightPalette());
    QTextDocument document;
    QVERIFY(MarkdownHighlighting::attach(&document, &paletteSource));
    document.setPlainText(QStringLiteral("# Heading\n\n```python\ns = \"x\"\n```\n"));
    rehighlight(document);
    const QColor lightHeading = formatAt(document, 0, 2).foreground().color();
    const QColor lightString = formatAt(document, 3, 4).foreground().color();

    paletteSource.setPalette(darkPalette());
    MarkdownHighlighting::applyPalette(&document, &paletteSource);
    QVERIFY(formatAt(document, 0, 2).foreground().color() != lightHeading);
    QVERIFY(formatAt(document, 3, 4).foreground().color() != lightString);

    paletteSource.setPalette(lightPalette());
    MarkdownHighlighting::applyPalette(&document, &paletteSource);
    QCOMPARE(formatAt(document, 0, 2).foreground().color(), lightHeading);
}

// The definitions are taken when the first text arrives (an empty editor does not
// wait for them); that text is coloured once the event loop turns, later edits as
// they happen.
void TestMarkdownHighlighting::firstTextIsHighlightedAsItComes()
{
    QPlainTextEdit editor;
    editor.setPalette(lightPalette());
    QTextDocument &document = *editor.document();
    QVERIFY(MarkdownHighlighting::attach(&document, &editor));
    QVERIFY(document.findChildren<QSyntaxHighlighter *>().isEmpty());
    editor.setPlainText(QStringLiteral("# Heading\n\nText\n"));
    QTRY_VERIFY(formatAt(document, 0, 2).hasProperty(QTextFormat::ForegroundBrush));
    QCOMPARE(document.findChildren<QSyntaxHighlighter *>().size(), 1);
    QTextCursor cursor(&document);
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(QStringLiteral("\n## More\n"));
    QCOMPARE(formatAt(document, 4, 3).foreground().color(), formatAt(document, 0, 2).foreground().color());
}

// A palette that changed while the editor was still empty is the one its first text
// is coloured for.
void TestMarkdownHighlighting::paletteChangedBeforeFirstTextIsFollowed()
{
    const QString text = QStringLiteral("# Heading\n");
    QWidget darkSource;
    darkSource.setPalette(darkPalette());
    QTextDocument darkFromTheStart;
    QVERIFY(MarkdownHighlighting::attach(&darkFromTheStart, &darkSource));
    darkFromTheStart.setPlainText(text);

    QWidget paletteSource;
    paletteSource.setPalette(lightPalette());
    QTextDocument document;
    QVERIFY(MarkdownHighlighting::attach(&document, &paletteSource));
    paletteSource.setPalette(darkPalette());
    MarkdownHighlighting::applyPalette(&document, &paletteSource);
    document.setPlainText(text);
    rehighlight(darkFromTheStart);
    rehighlight(document);
    QCOMPARE(formatAt(document, 0, 2).foreground().color(), formatAt(darkFromTheStart, 0, 2).foreground().color());
    QVERIFY(formatAt(document, 0, 2).foreground().color() != Qt::black);
}

QTEST_MAIN(TestMarkdownHighlighting)
#include "tst_markdownhighlighting.moc"
