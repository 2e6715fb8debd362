// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"
#include "store/frontmattertitle.h"

#include <QTest>

// The title File ▸ Import Posts… proposes for a post: its front matter's, else its first heading's.
class TestFrontMatterTitle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void proposed_data();
    void proposed();
};

void TestFrontMatterTitle::proposed_data()
{
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<QString>("expected");

    QTest::newRow("corpus-style double-quoted title, trailing space")
        << QByteArray("---\ntitle: \"2023, year of open LLMs\" \nthumbnail: /blog/x.png\n---\n\n# Heading\n")
        << QStringLiteral("2023, year of open LLMs");
    QTest::newRow("plain title") << QByteArray("---\ntitle: Kernels in CUDA\n---\n\nText.\n") << QStringLiteral("Kernels in CUDA");
    QTest::newRow("plain title with a comment") << QByteArray("---\ntitle: Kernels # draft\n---\n\nText.\n") << QStringLiteral("Kernels");
    QTest::newRow("plain title keeps a # inside a word")
        << QByteArray("---\ntitle: Learn C#\n---\n\nText.\n") << QStringLiteral("Learn C#");
    QTest::newRow("escaped quotes in a double-quoted title")
        << QByteArray("---\ntitle: \"The \\\"fast\\\" path\"\n---\n\nText.\n") << QStringLiteral("The \"fast\" path");
    QTest::newRow("single-quoted title with an apostrophe")
        << QByteArray("---\ntitle: 'BigBird''s attention'\n---\n\nText.\n") << QStringLiteral("BigBird's attention");
    QTest::newRow("Chinese title") << QByteArray("---\ntitle: 开放大模型之年\n---\n\nText.\n") << QStringLiteral("开放大模型之年");
    QTest::newRow("emoji title") << QByteArray("---\ntitle: \"Hello \xF0\x9F\x91\x89 world\"\n---\n\nText.\n")
                                 << QStringLiteral("Hello \U0001F449 world");
    QTest::newRow("CRLF line ends") << QByteArray("---\r\ntitle: T\r\n---\r\n\r\nText.\r\n") << QStringLiteral("T");
    QTest::newRow("no front matter: the first heading")
        << QByteArray("Intro.\n\n## Second level\n\n# First\n") << QStringLiteral("Second level");
    QTest::newRow("front matter without a title: the first heading")
        << QByteArray("---\ndate: 2024-03-05\n---\n\n# The heading\n") << QStringLiteral("The heading");
    QTest::newRow("block scalar title: the first heading")
        << QByteArray("---\ntitle: >-\n  Folded\n  title\n---\n\n# The heading\n") << QStringLiteral("The heading");
    QTest::newRow("empty title: the first heading") << QByteArray("---\ntitle:\n---\n\n# The heading\n") << QStringLiteral("The heading");
    QTest::newRow("an indented title belongs to another mapping")
        << QByteArray("---\nseries:\n  title: Other\n---\n\n# The heading\n") << QStringLiteral("The heading");
    QTest::newRow("neither") << QByteArray("Just text.\n") << QString();
}

void TestFrontMatterTitle::proposed()
{
    QFETCH(QByteArray, post);
    QFETCH(QString, expected);
    QCOMPARE(FrontMatterTitle::proposed(MarkdownBlockParser::parse(post)), expected);
}

QTEST_GUILESS_MAIN(TestFrontMatterTitle)
#include "tst_frontmattertitle.moc"
