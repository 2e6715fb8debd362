// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/inlinemarkup.h"
#include "markdown/markdownblockparser.h"

#include <QDir>
#include <QFile>
#include <QTest>

Q_DECLARE_METATYPE(BlockKind)

namespace {
// Runs as "t:text|c:code|o0:[|x0:](url)": t text, c protected, o/x open/close + pair.
QString describe(const QList<InlineMarkup::Run> &runs)
{
    QStringList parts;
    for (const InlineMarkup::Run &run : runs) {
        switch (run.kind) {
        case InlineMarkup::RunKind::Text:
            parts.append(QStringLiteral("t:") + run.text);
            break;
        case InlineMarkup::RunKind::Code:
            parts.append(QStringLiteral("c:") + run.text);
            break;
        case InlineMarkup::RunKind::Open:
            parts.append(QStringLiteral("o%1:%2").arg(run.pair).arg(run.text));
            break;
        case InlineMarkup::RunKind::Close:
            parts.append(QStringLiteral("x%1:%2").arg(run.pair).arg(run.text));
            break;
        }
    }
    return parts.join(QLatin1Char('|'));
}

// Every Open has one Close with its pair number after it, properly nested.
bool wellNested(const QList<InlineMarkup::Run> &runs)
{
    QList<int> open;
    for (const InlineMarkup::Run &run : runs) {
        if (run.kind == InlineMarkup::RunKind::Open) {
            open.append(run.pair);
        } else if (run.kind == InlineMarkup::RunKind::Close) {
            if (open.isEmpty() || open.takeLast() != run.pair) {
                return false;
            }
        } else if (run.text.isEmpty()) {
            return false;
        }
    }
    return open.isEmpty();
}
} // namespace

class TestInlineMarkup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void split_data();
    void split();
    void unbalancedMarkupRoundTrips_data();
    void unbalancedMarkupRoundTrips();
    void corpusRoundTrip_data();
    void corpusRoundTrip();
};

void TestInlineMarkup::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<BlockKind>("kind");
    QTest::addColumn<QString>("expected");

    const BlockKind p = BlockKind::Paragraph;
    QTest::newRow("plain text") << QStringLiteral("Just words.") << p << QStringLiteral("t:Just words.");
    QTest::newRow("inline code") << QStringLiteral("Run `ls -l` now") << p << QStringLiteral("t:Run |c:`ls -l`|t: now");
    QTest::newRow("double backtick code with a backtick inside")
        << QStringLiteral("a ``x ` y`` b") << p << QStringLiteral("t:a |c:``x ` y``|t: b");
    QTest::newRow("unclosed backtick is text") << QStringLiteral("a `b c") << p << QStringLiteral("t:a `b c");
    QTest::newRow("autolink") << QStringLiteral("see <https://x.org/a?b=1>.") << p << QStringLiteral("t:see |c:<https://x.org/a?b=1>|t:.");
    QTest::newRow("inline html tags") << QStringLiteral("a <kbd>Ctrl</kbd> b") << p << QStringLiteral("t:a |c:<kbd>|t:Ctrl|c:</kbd>|t: b");
    QTest::newRow("html comment") << QStringLiteral("a <!-- x --> b") << p << QStringLiteral("t:a |c:<!-- x -->|t: b");
    QTest::newRow("less-than sign is text") << QStringLiteral("if a < b then") << p << QStringLiteral("t:if a < b then");
    QTest::newRow("image whole") << QStringLiteral("x ![a *b*](i.png \"t\") y") << p << QStringLiteral("t:x |c:![a *b*](i.png \"t\")|t: y");
    QTest::newRow("link with title") << QStringLiteral("read [the docs](https://d.org/(x) \"T\")!") << p
                                     << QStringLiteral("t:read |o0:[|t:the docs|x0:](https://d.org/(x) \"T\")|t:!");
    QTest::newRow("reference link") << QStringLiteral("[text][ref]") << p << QStringLiteral("o0:[|t:text|x0:][ref]");
    QTest::newRow("bracket without target is text") << QStringLiteral("an [aside] here") << p << QStringLiteral("t:an [aside] here");
    QTest::newRow("footnote reference") << QStringLiteral("fact[^1].") << p << QStringLiteral("t:fact|c:[^1]|t:.");
    QTest::newRow("emphasis and strong") << QStringLiteral("*a* and **b**") << p << QStringLiteral("o0:*|t:a|x0:*|t: and |o1:**|t:b|x1:**");
    QTest::newRow("nested emphasis in link") << QStringLiteral("[**bold** `c`](u)") << p
                                             << QStringLiteral("o0:[|o1:**|t:bold|x1:**|t: |c:`c`|x0:](u)");
    QTest::newRow("strikethrough") << QStringLiteral("~~old~~ new") << p << QStringLiteral("o0:~~|t:old|x0:~~|t: new");
    QTest::newRow("underscore inside words is text") << QStringLiteral("snake_case_name") << p << QStringLiteral("t:snake_case_name");
    QTest::newRow("underscore emphasis") << QStringLiteral("_word_ x") << p << QStringLiteral("o0:_|t:word|x0:_|t: x");
    QTest::newRow("unbalanced strong is text") << QStringLiteral("**open only") << p << QStringLiteral("t:**open only");
    QTest::newRow("star between spaces is text") << QStringLiteral("2 * 3 * 4") << p << QStringLiteral("t:2 * 3 * 4");
    QTest::newRow("backslash escape") << QStringLiteral("a \\*b\\* c") << p << QStringLiteral("t:a |c:\\*|t:b|c:\\*|t: c");
    QTest::newRow("hard break with spaces") << QStringLiteral("one  \ntwo") << p << QStringLiteral("t:one|c:  |t:\ntwo");
    QTest::newRow("hard break with backslash") << QStringLiteral("one\\\ntwo") << p << QStringLiteral("t:one|c:\\|t:\ntwo");
    QTest::newRow("inline math") << QStringLiteral("loss $x_i^2$ here") << p << QStringLiteral("t:loss |c:$x_i^2$|t: here");
    QTest::newRow("dollar amounts are text") << QStringLiteral("$5 and $10") << p << QStringLiteral("t:$5 and $10");
    QTest::newRow("atx heading") << QStringLiteral("## Setup `pip`") << BlockKind::Heading << QStringLiteral("c:## |t:Setup |c:`pip`");
    QTest::newRow("atx heading with closing hashes")
        << QStringLiteral("# Title ##") << BlockKind::Heading << QStringLiteral("c:# |t:Title|c: ##");
    QTest::newRow("setext heading") << QStringLiteral("Title\n=====") << BlockKind::Heading << QStringLiteral("t:Title|c:\n=====");
    QTest::newRow("list item") << QStringLiteral("- item *x*") << BlockKind::ListItem << QStringLiteral("c:- |t:item |o0:*|t:x|x0:*");
    QTest::newRow("ordered task item with continuation")
        << QStringLiteral("1. [x] done\n   more") << BlockKind::ListItem << QStringLiteral("c:1. [x] |t:done|c:\n   |t:more");
    QTest::newRow("block quote") << QStringLiteral("> a\n> b") << BlockKind::BlockQuote << QStringLiteral("c:> |t:a|c:\n> |t:b");
    QTest::newRow("table") << QStringLiteral("| A | `b` |\n|---|---|\n| c | d |") << BlockKind::Table
                           << QStringLiteral("c:| |t:A|c: | `b` |\n|---|---|\n| |t:c|c: | |t:d|c: |");
    QTest::newRow("code block whole") << QStringLiteral("```sh\nls *x*\n```") << BlockKind::Code << QStringLiteral("c:```sh\nls *x*\n```");
    QTest::newRow("html block whole") << QStringLiteral("<div>\nHi\n</div>") << BlockKind::Html << QStringLiteral("c:<div>\nHi\n</div>");
    QTest::newRow("CRLF in a list item") << QStringLiteral("- a\r\n  b") << BlockKind::ListItem << QStringLiteral("c:- |t:a|c:\r\n  |t:b");
}

void TestInlineMarkup::split()
{
    QFETCH(QString, text);
    QFETCH(BlockKind, kind);
    QFETCH(QString, expected);
    const QList<InlineMarkup::Run> runs = InlineMarkup::split(text, kind);
    QCOMPARE(describe(runs), expected);
    QCOMPARE(InlineMarkup::join(runs), text);
    QVERIFY(wellNested(runs));
}

void TestInlineMarkup::unbalancedMarkupRoundTrips_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("crossed emphasis") << QStringLiteral("*a **b* c**");
    QTest::newRow("link text unclosed") << QStringLiteral("[a *b](c");
    QTest::newRow("image without target") << QStringLiteral("![alt] and ![x](");
    QTest::newRow("lone delimiters") << QStringLiteral("* _ ~ ` < [ ] ( ) ! $ \\");
    QTest::newRow("trailing backslash") << QStringLiteral("end\\");
    QTest::newRow("nested brackets") << QStringLiteral("[[a](b)](c) [x[y]z](w)");
    QTest::newRow("emphasis around code with stars") << QStringLiteral("*a `*` b*");
    QTest::newRow("tag not closed") << QStringLiteral("<a href=\"x\" text");
    QTest::newRow("only delimiters") << QStringLiteral("****");
}

void TestInlineMarkup::unbalancedMarkupRoundTrips()
{
    QFETCH(QString, text);
    for (BlockKind kind : {BlockKind::Paragraph, BlockKind::ListItem, BlockKind::Table, BlockKind::Heading}) {
        const QList<InlineMarkup::Run> runs = InlineMarkup::split(text, kind);
        QCOMPARE(InlineMarkup::join(runs), text);
        QVERIFY2(wellNested(runs), qPrintable(describe(runs)));
    }
}

void TestInlineMarkup::corpusRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QDir corpus(QStringLiteral(YIQIAO_SHARED_DIR "/corpus"));
    int rows = 0;
    if (corpus.exists()) {
        for (const QString &slug : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QDir post(corpus.absoluteFilePath(slug));
            for (const QString &name : post.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name)) {
                QTest::newRow(qPrintable(slug + QLatin1Char('/') + name)) << post.absoluteFilePath(name);
                ++rows;
            }
        }
    }
    if (rows == 0) {
        QTest::newRow("no corpus") << QString();
    }
}

void TestInlineMarkup::corpusRoundTrip()
{
    QFETCH(QString, path);
    if (path.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const MarkdownDocument document = MarkdownBlockParser::parse(file.readAll());
    QVERIFY(!document.blocks.isEmpty());
    int protectedRuns = 0;
    for (const MarkdownBlock &block : document.blocks) {
        const QList<InlineMarkup::Run> runs = InlineMarkup::split(block.text, block.kind);
        QCOMPARE(InlineMarkup::join(runs), block.text);
        QVERIFY2(wellNested(runs), qPrintable(block.text));
        protectedRuns +=
            int(std::count_if(runs.cbegin(), runs.cend(), [](const auto &run) { return run.kind != InlineMarkup::RunKind::Text; }));
    }
    QVERIFY(protectedRuns > 0);
}

QTEST_GUILESS_MAIN(TestInlineMarkup)
#include "tst_inlinemarkup.moc"
