// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockaligner.h"
#include "markdownblockparser.h"

#include <QTest>

using Pairs = QList<QPair<int, int>>;

class TestBlockAligner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identicalStructure();
    void extraTranslationParagraph();
    void missingTranslationParagraph();
    void headingLevelsMustMatch();
    void kindsMustMatch();
    void emptyInputs();
    void pairsAreAscending();
    void parsedDocuments();
};

namespace {
MarkdownBlock block(BlockKind kind, int level = 0, const QString &text = {})
{
    MarkdownBlock b;
    b.kind = kind;
    b.headingLevel = level;
    b.text = text;
    return b;
}

MarkdownBlock heading(int level)
{
    return block(BlockKind::Heading, level, QStringLiteral("#").repeated(level) + QStringLiteral(" h"));
}

MarkdownBlock paragraph()
{
    return block(BlockKind::Paragraph, 0, QStringLiteral("text"));
}

MarkdownBlock code()
{
    return block(BlockKind::Code);
}

MarkdownBlock listItem()
{
    return block(BlockKind::ListItem);
}

QByteArray describe(const Pairs &pairs)
{
    QByteArray out;
    for (const auto &p : pairs) {
        out += '(' + QByteArray::number(p.first) + ',' + QByteArray::number(p.second) + ')';
    }
    return out;
}

// Checks the invariants every result must have.
void checkPairs(const Pairs &pairs, const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &translation)
{
    for (int k = 0; k < pairs.size(); ++k) {
        const auto &p = pairs.at(k);
        QVERIFY(p.first >= 0 && p.first < source.size());
        QVERIFY(p.second >= 0 && p.second < translation.size());
        QCOMPARE(source.at(p.first).kind, translation.at(p.second).kind);
        QCOMPARE(source.at(p.first).headingLevel, translation.at(p.second).headingLevel);
        if (k > 0) {
            QVERIFY(pairs.at(k - 1).first < p.first);
            QVERIFY(pairs.at(k - 1).second < p.second);
        }
    }
}
} // namespace

void TestBlockAligner::identicalStructure()
{
    const QList<MarkdownBlock> source = {heading(1), paragraph(), code(), heading(2), listItem(), listItem(), paragraph()};
    const QList<MarkdownBlock> translation = source;
    const Pairs pairs = BlockAligner::align(source, translation);
    const Pairs expected = {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}};
    QCOMPARE(describe(pairs), describe(expected));
    checkPairs(pairs, source, translation);
}

void TestBlockAligner::extraTranslationParagraph()
{
    // The translator added a note (a paragraph) after the code block.
    const QList<MarkdownBlock> source = {heading(1), paragraph(), code(), heading(2), listItem()};
    const QList<MarkdownBlock> translation = {heading(1), paragraph(), code(), paragraph(), heading(2), listItem()};
    const Pairs pairs = BlockAligner::align(source, translation);
    const Pairs expected = {{0, 0}, {1, 1}, {2, 2}, {3, 4}, {4, 5}};
    QCOMPARE(describe(pairs), describe(expected));
    checkPairs(pairs, source, translation);
    // Translation block 3 stays unpaired.
    for (const auto &p : pairs) {
        QVERIFY(p.second != 3);
    }
}

void TestBlockAligner::missingTranslationParagraph()
{
    // The translator dropped the paragraph between the code block and the heading.
    const QList<MarkdownBlock> source = {heading(1), paragraph(), code(), paragraph(), heading(2), listItem()};
    const QList<MarkdownBlock> translation = {heading(1), paragraph(), code(), heading(2), listItem()};
    const Pairs pairs = BlockAligner::align(source, translation);
    const Pairs expected = {{0, 0}, {1, 1}, {2, 2}, {4, 3}, {5, 4}};
    QCOMPARE(describe(pairs), describe(expected));
    checkPairs(pairs, source, translation);
    for (const auto &p : pairs) {
        QVERIFY(p.first != 3);
    }
}

void TestBlockAligner::headingLevelsMustMatch()
{
    {
        const QList<MarkdownBlock> source = {heading(2)};
        const QList<MarkdownBlock> translation = {heading(3)};
        QVERIFY(BlockAligner::align(source, translation).isEmpty());
    }
    {
        // The translation turned the h2 into an h3: the h3 pairs with nothing, the
        // paragraphs around it still pair.
        const QList<MarkdownBlock> source = {heading(1), paragraph(), heading(2), paragraph()};
        const QList<MarkdownBlock> translation = {heading(1), paragraph(), heading(3), paragraph()};
        const Pairs pairs = BlockAligner::align(source, translation);
        QCOMPARE(describe(pairs), describe(Pairs {{0, 0}, {1, 1}, {3, 3}}));
        checkPairs(pairs, source, translation);
    }
    {
        // Same-level headings pair across a mismatched one.
        const QList<MarkdownBlock> source = {heading(2), heading(3), heading(2)};
        const QList<MarkdownBlock> translation = {heading(2), heading(2)};
        const Pairs pairs = BlockAligner::align(source, translation);
        QCOMPARE(describe(pairs), describe(Pairs {{0, 0}, {2, 1}}));
        checkPairs(pairs, source, translation);
    }
}

void TestBlockAligner::kindsMustMatch()
{
    const QList<MarkdownBlock> source = {paragraph(), code(), block(BlockKind::Table)};
    const QList<MarkdownBlock> translation = {code(), block(BlockKind::Math), block(BlockKind::Table)};
    const Pairs pairs = BlockAligner::align(source, translation);
    QCOMPARE(describe(pairs), describe(Pairs {{1, 0}, {2, 2}}));
    checkPairs(pairs, source, translation);

    QVERIFY(BlockAligner::align({paragraph()}, {code()}).isEmpty());
}

void TestBlockAligner::emptyInputs()
{
    const QList<MarkdownBlock> some = {heading(1), paragraph()};
    QVERIFY(BlockAligner::align({}, {}).isEmpty());
    QVERIFY(BlockAligner::align(some, {}).isEmpty());
    QVERIFY(BlockAligner::align({}, some).isEmpty());
}

void TestBlockAligner::pairsAreAscending()
{
    // A longer mixed case: the result must be a longest common subsequence.
    const QList<MarkdownBlock> source = {
        heading(1), paragraph(), paragraph(), code(), listItem(), listItem(), listItem(), heading(2), paragraph(), block(BlockKind::Table)};
    const QList<MarkdownBlock> translation = {
        heading(1), paragraph(), code(), code(), listItem(), listItem(), heading(2), paragraph(), paragraph(), block(BlockKind::Table)};
    const Pairs pairs = BlockAligner::align(source, translation);
    checkPairs(pairs, source, translation);
    // heading1, paragraph, code, 2 list items, heading2, paragraph, table.
    QCOMPARE(int(pairs.size()), 8);
}

void TestBlockAligner::parsedDocuments()
{
    const QByteArray en = "# Install\n\nRun the installer.\n\n```sh\n./install.sh\n```\n\n## Check\n\n- one\n- two\n";
    const QByteArray zh = "# \xE5\xAE\x89\xE8\xA3\x85\n\n\xE8\xBF\x90\xE8\xA1\x8C\xE5\xAE\x89\xE8\xA3\x85\xE7\xA8\x8B"
                          "\xE5\xBA\x8F\xE3\x80\x82\n\n\xE8\xAF\x91\xE6\xB3\xA8\xEF\xBC\x9A\xE6\xB3\xA8\xE6\x84\x8F\n\n"
                          "```sh\n./install.sh\n```\n\n## \xE6\xA3\x80\xE6\x9F\xA5\n\n- \xE4\xB8\x80\n- \xE4\xBA\x8C\n";
    const QList<MarkdownBlock> source = MarkdownBlockParser::parse(en).blocks;
    const QList<MarkdownBlock> translation = MarkdownBlockParser::parse(zh).blocks;
    QCOMPARE(int(source.size()), 6);
    QCOMPARE(int(translation.size()), 7);
    const Pairs pairs = BlockAligner::align(source, translation);
    QCOMPARE(describe(pairs), describe(Pairs {{0, 0}, {1, 1}, {2, 3}, {3, 4}, {4, 5}, {5, 6}}));
    checkPairs(pairs, source, translation);
}

QTEST_GUILESS_MAIN(TestBlockAligner)
#include "tst_blockaligner.moc"
