// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/textcounts.h"

#include <QTest>

Q_DECLARE_METATYPE(BlockKind)

class TestTextCounts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void of_data();
    void of();
    void ofBlock_data();
    void ofBlock();
    void isChineseCharacter_data();
    void isChineseCharacter();
};

void TestTextCounts::of_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("words");
    QTest::addColumn<qint64>("chinese");

    QTest::newRow("empty") << QString() << qint64(0) << qint64(0);
    QTest::newRow("english sentence") << QStringLiteral("The quick brown fox jumps.") << qint64(5) << qint64(0);
    QTest::newRow("apostrophe and hyphen keep one word")
        << QStringLiteral("don't use state-of-the-art models’ tricks") << qint64(5) << qint64(0);
    QTest::newRow("hyphen between spaces splits") << QStringLiteral("fast - slow") << qint64(2) << qint64(0);
    QTest::newRow("numbers with point and comma are one word") << QStringLiteral("3.5 GB of 10,000 rows.") << qint64(5) << qint64(0);
    QTest::newRow("sentence point after a number ends it") << QStringLiteral("It has 3. Then") << qint64(4) << qint64(0);
    QTest::newRow("chinese without punctuation or spaces") << QStringLiteral("这是中文段落。") << qint64(0) << qint64(6);
    QTest::newRow("fullwidth punctuation and quotes not counted") << QStringLiteral("“模型”，（训练）！？；：、") << qint64(0) << qint64(4);
    QTest::newRow("latin words inside chinese") << QStringLiteral("在 PyTorch 2.1 中使用GPU") << qint64(3) << qint64(4);
    QTest::newRow("digits are not chinese characters") << QStringLiteral("2024年3月") << qint64(2) << qint64(2);
    QTest::newRow("chinese number zero is a character") << QStringLiteral("二〇二四") << qint64(0) << qint64(4);
    QTest::newRow("iteration mark is a character") << QStringLiteral("人人々") << qint64(0) << qint64(3);
    QTest::newRow("extension b ideograph outside the bmp") << QStringLiteral("𠀀字") << qint64(0) << qint64(2);
    QTest::newRow("kana and hangul are neither") << QStringLiteral("カタカナ 한국어") << qint64(0) << qint64(0);
    QTest::newRow("emoji and symbols are neither") << QStringLiteral("😀 → ★ #") << qint64(0) << qint64(0);
    QTest::newRow("accented latin letters are words") << QStringLiteral("café naïve") << qint64(2) << qint64(0);
    QTest::newRow("underscores split identifiers") << QStringLiteral("max_new_tokens") << qint64(3) << qint64(0);
    QTest::newRow("markdown emphasis") << QStringLiteral("**bold** and _em_ 中文**加粗**") << qint64(3) << qint64(4);
}

void TestTextCounts::of()
{
    QFETCH(QString, text);
    QFETCH(qint64, words);
    QFETCH(qint64, chinese);
    const TextCounts counts = TextCounts::of(text);
    QCOMPARE(counts.words, words);
    QCOMPARE(counts.chineseCharacters, chinese);
}

void TestTextCounts::ofBlock_data()
{
    QTest::addColumn<BlockKind>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("words");
    QTest::addColumn<qint64>("chinese");

    QTest::newRow("code block not counted") << BlockKind::Code << QStringLiteral("```python\n# 注释\nprint('hi')\n```") << qint64(0)
                                            << qint64(0);
    QTest::newRow("front matter not counted") << BlockKind::FrontMatter << QStringLiteral("---\ntitle: 标题 here\n---") << qint64(0)
                                              << qint64(0);
    QTest::newRow("display math not counted") << BlockKind::Math << QStringLiteral("$$\\hat{\\mathbf{v}}_t = \\frac{1}{2}$$") << qint64(0)
                                              << qint64(0);
    QTest::newRow("html block not counted") << BlockKind::Html << QStringLiteral("<div class=\"note\">x</div>") << qint64(0) << qint64(0);
    QTest::newRow("link reference not counted")
        << BlockKind::Reference << QStringLiteral("[a]: https://example.com/a") << qint64(0) << qint64(0);
    QTest::newRow("heading marks not words") << BlockKind::Heading << QStringLiteral("## Getting started") << qint64(2) << qint64(0);
    QTest::newRow("link target not counted") << BlockKind::Paragraph << QStringLiteral("See [the docs](https://hf.co/docs \"Docs\") now.")
                                             << qint64(4) << qint64(0);
    QTest::newRow("image target not counted") << BlockKind::Paragraph << QStringLiteral("![图 1](img/fig-1.png)") << qint64(1) << qint64(1);
    QTest::newRow("autolink not counted") << BlockKind::Paragraph << QStringLiteral("见 <https://example.com/x>。") << qint64(0)
                                          << qint64(1);
    QTest::newRow("bare url not counted") << BlockKind::ListItem << QStringLiteral("- 官网 https://pytorch.org/get-started 安装")
                                          << qint64(0) << qint64(4);
    QTest::newRow("inline code counted") << BlockKind::Paragraph << QStringLiteral("调用 `model.fit()` 训练") << qint64(2) << qint64(4);
    QTest::newRow("table cells counted") << BlockKind::Table << QStringLiteral("| 显存 | GPU |\n|---|---|\n| 24 GB | A10 |") << qint64(4)
                                         << qint64(2);
}

void TestTextCounts::ofBlock()
{
    QFETCH(BlockKind, kind);
    QFETCH(QString, text);
    QFETCH(qint64, words);
    QFETCH(qint64, chinese);
    const TextCounts counts = TextCounts::ofBlock(kind, text);
    QCOMPARE(counts.words, words);
    QCOMPARE(counts.chineseCharacters, chinese);
}

void TestTextCounts::isChineseCharacter_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<bool>("chinese");

    QTest::newRow("unified ideograph 中") << uint(0x4E2D) << true;
    QTest::newRow("extension a 㐀") << uint(0x3400) << true;
    QTest::newRow("extension b 𠀀") << uint(0x20000) << true;
    QTest::newRow("compatibility ideograph 豈") << uint(0xF900) << true;
    QTest::newRow("ideographic zero 〇") << uint(0x3007) << true;
    QTest::newRow("ideographic full stop 。") << uint(0x3002) << false;
    QTest::newRow("fullwidth comma ，") << uint(0xFF0C) << false;
    QTest::newRow("kangxi radical ⼀ is a symbol") << uint(0x2F00) << false;
    QTest::newRow("fullwidth digit １") << uint(0xFF11) << false;
    QTest::newRow("ideographic space") << uint(0x3000) << false;
    QTest::newRow("hiragana あ") << uint(0x3042) << false;
    QTest::newRow("latin a") << uint('a') << false;
}

void TestTextCounts::isChineseCharacter()
{
    QFETCH(uint, codePoint);
    QFETCH(bool, chinese);
    QCOMPARE(TextCounts::isChineseCharacter(char32_t(codePoint)), chinese);
}

QTEST_GUILESS_MAIN(TestTextCounts)
#include "tst_textcounts.moc"
