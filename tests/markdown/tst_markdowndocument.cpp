// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"

#include <QTest>

class TstMarkdownDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void toMarkdown_data()
    {
        QTest::addColumn<QString>("lead");
        QTest::addColumn<QStringList>("texts");
        QTest::addColumn<QStringList>("trailings");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty document") << QString() << QStringList() << QStringList() << QString();
        QTest::newRow("lead only") << QStringLiteral("\n\n") << QStringList() << QStringList() << QStringLiteral("\n\n");
        QTest::newRow("blocks joined by their trailing text")
            << QString() << QStringList {QStringLiteral("# 标题"), QStringLiteral("正文")}
            << QStringList {QStringLiteral("\n\n"), QStringLiteral("\n")} << QStringLiteral("# 标题\n\n正文\n");
        QTest::newRow("lead, CRLF trailing, no final newline")
            << QStringLiteral("\r\n") << QStringList {QStringLiteral("- a"), QStringLiteral("- b")}
            << QStringList {QStringLiteral("\r\n"), QString()} << QStringLiteral("\r\n- a\r\n- b");
    }

    void toMarkdown()
    {
        QFETCH(QString, lead);
        QFETCH(QStringList, texts);
        QFETCH(QStringList, trailings);
        QFETCH(QString, expected);
        MarkdownDocument doc;
        doc.lead = lead;
        for (int i = 0; i < texts.size(); ++i) {
            MarkdownBlock block;
            block.text = texts.at(i);
            block.trailing = trailings.at(i);
            doc.blocks.append(block);
        }
        QCOMPARE(doc.toMarkdown(), expected);
    }

    void frontMatter_data()
    {
        QTest::addColumn<QByteArray>("post");
        QTest::addColumn<QString>("frontMatter");
        QTest::newRow("at the start") << QByteArray("---\ntitle: A\n---\n\n# B\n") << QStringLiteral("---\ntitle: A\n---");
        QTest::newRow("none") << QByteArray("# B\n\nText.\n") << QString();
        QTest::newRow("empty post") << QByteArray() << QString();
    }

    void frontMatter()
    {
        QFETCH(QByteArray, post);
        QFETCH(QString, frontMatter);
        QCOMPARE(MarkdownBlockParser::parse(post).frontMatter().trimmed(), frontMatter);
    }

    void frontMatterBody_data()
    {
        QTest::addColumn<QString>("frontMatter");
        QTest::addColumn<QStringList>("body");
        QTest::newRow("between the fences") << QStringLiteral("---\ntitle: A\ntags: [x]\n---")
                                            << QStringList {QStringLiteral("title: A"), QStringLiteral("tags: [x]")};
        QTest::newRow("closed with ...") << QStringLiteral("---\ndate: 2024-03-05\n...")
                                         << QStringList {QStringLiteral("date: 2024-03-05")};
        QTest::newRow("any line break") << QStringLiteral("---\r\na: 1\rb: 2\n---")
                                        << QStringList {QStringLiteral("a: 1"), QStringLiteral("b: 2")};
        QTest::newRow("fences only") << QStringLiteral("---\n---") << QStringList();
        QTest::newRow("nothing") << QString() << QStringList();
    }

    void frontMatterBody()
    {
        QFETCH(QString, frontMatter);
        QFETCH(QStringList, body);
        QCOMPARE(MarkdownDocument::frontMatterBody(frontMatter), body);
    }
};

QTEST_GUILESS_MAIN(TstMarkdownDocument)
#include "tst_markdowndocument.moc"
