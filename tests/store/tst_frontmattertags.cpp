// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/frontmattertags.h"

#include <QTest>

// A post's tags from its YAML front matter, the way the importer reads them.
class TestFrontMatterTags : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void read_data();
    void read();
};

void TestFrontMatterTags::read_data()
{
    QTest::addColumn<QByteArray>("post");
    QTest::addColumn<QStringList>("expected");

    const QStringList cudaNccl {QStringLiteral("cuda"), QStringLiteral("nccl")};
    QTest::newRow("flow list, a quoted tag with a space")
        << QByteArray("---\ntitle: NCCL tuning\ntags: [cuda, \"deep learning\", 'nccl']\n---\n\n# NCCL\n")
        << QStringList {QStringLiteral("cuda"), QStringLiteral("deep learning"), QStringLiteral("nccl")};
    QTest::newRow("flow list over two lines") << QByteArray("---\ntags: [cuda,\n  nccl]\nauthor: A\n---\n\nText.\n") << cudaNccl;
    QTest::newRow("comma-separated scalar") << QByteArray("---\ntags: cuda, nccl\n---\n\nText.\n") << cudaNccl;
    QTest::newRow("one plain tag") << QByteArray("---\ntags: cuda\n---\n\nText.\n") << QStringList {QStringLiteral("cuda")};
    QTest::newRow("a quoted comma stays in its tag")
        << QByteArray("---\ntags: \"a, b\", c\n---\n\nText.\n") << QStringList {QStringLiteral("a, b"), QStringLiteral("c")};
    QTest::newRow("block list, indented") << QByteArray("---\ntitle: T\ntags:\n  - cuda\n  - \"nccl\"\ndate: 2024-01-01\n---\n\nText.\n")
                                          << cudaNccl;
    QTest::newRow("block list, not indented, with a comment line")
        << QByteArray("---\ntags:\n- cuda\n# networking\n- nccl\n---\n\nText.\n") << cudaNccl;
    QTest::newRow("block list item with a comma is one tag")
        << QByteArray("---\ntags:\n  - deep learning, theory\n---\n\nText.\n") << QStringList {QStringLiteral("deep learning, theory")};
    QTest::newRow("block list ended by ...") << QByteArray("---\ntags:\n  - cuda\n  - nccl\n...\n\nText.\n") << cudaNccl;
    QTest::newRow("comment after the value") << QByteArray("---\ntags: cuda, c# # languages\n---\n\nText.\n")
                                             << QStringList {QStringLiteral("cuda"), QStringLiteral("c#")};
    QTest::newRow("duplicates (any case), blanks and spaces dropped") << QByteArray(
        "---\ntags: [ CUDA ,cuda, , \"\",  nccl ]\n---\n\nText.\n") << QStringList {QStringLiteral("CUDA"), QStringLiteral("nccl")};
    QTest::newRow("escaped quote in a double-quoted tag") << QByteArray("---\ntags: [\"say \\\"hi\\\"\", 'it''s']\n---\n\nText.\n")
                                                          << QStringList {QStringLiteral("say \"hi\""), QStringLiteral("it's")};
    QTest::newRow("CRLF line ends") << QByteArray("---\r\ntags:\r\n  - cuda\r\n  - nccl\r\n---\r\n\r\nText.\r\n") << cudaNccl;
    QTest::newRow("CRLF flow list") << QByteArray("---\r\ntags: [cuda, nccl]\r\n---\r\n\r\nText.\r\n") << cudaNccl;
    QTest::newRow("lone CR line ends") << QByteArray("---\rtags: [cuda, nccl]\rtitle: T\r---\r\rText.\r") << cudaNccl;
    QTest::newRow("BOM before the front matter") << QByteArray("\xEF\xBB\xBF---\ntags: [cuda, nccl]\n---\n\nText.\n") << cudaNccl;
    QTest::newRow("no front matter") << QByteArray("# Title\n\ntags: [cuda]\n") << QStringList();
    QTest::newRow("front matter without tags") << QByteArray("---\ntitle: T\nauthor: A\n---\n\nText.\n") << QStringList();
    QTest::newRow("other keys that end in tags") << QByteArray("---\nmeta_tags: [x]\ntagsline: y\n---\n\nText.\n") << QStringList();
    QTest::newRow("an indented tags key belongs to another mapping")
        << QByteArray("---\nseo:\n  tags: [x]\n---\n\nText.\n") << QStringList();
    QTest::newRow("tags key inside a later code block")
        << QByteArray("# Config\n\n```yaml\n---\ntags: [cuda]\n---\n```\n") << QStringList();
    QTest::newRow("tags after a thematic break, not front matter") << QByteArray("Intro.\n\n---\ntags: [cuda]\n---\n") << QStringList();
    QTest::newRow("front matter not closed") << QByteArray("---\ntags: [cuda]\n\n# Title\n") << QStringList();
    QTest::newRow("the first tags key counts") << QByteArray("---\ntags: [a]\ntags: [b]\n---\n\nText.\n")
                                               << QStringList {QStringLiteral("a")};
    QTest::newRow("empty flow list") << QByteArray("---\ntags: []\n---\n\nText.\n") << QStringList();
    QTest::newRow("not UTF-8") << QByteArray("---\ntags: [\xFF]\n---\n\nText.\n") << QStringList();
    QTest::newRow("Chinese tags") << QByteArray("---\ntags: [深度学习, 分布式训练]\n---\n\n正文。\n")
                                  << QStringList {QStringLiteral("深度学习"), QStringLiteral("分布式训练")};
}

void TestFrontMatterTags::read()
{
    QFETCH(QByteArray, post);
    QFETCH(QStringList, expected);
    QCOMPARE(FrontMatterTags::read(post), expected);
}

QTEST_GUILESS_MAIN(TestFrontMatterTags)
#include "tst_frontmattertags.moc"
