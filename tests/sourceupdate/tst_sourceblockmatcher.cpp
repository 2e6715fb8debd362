// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftlayout.h"
#include "markdown/markdownblockparser.h"
#include "sourceupdate/sourceblockmatcher.h"

#include <QRandomGenerator>
#include <QTest>
#include <QVector>

#include <algorithm>

namespace {

// A match as "U0>0": the kind (Unchanged, Moved, Edited, moved and edited X, Added,
// Removed), then old > new index, "-" for a missing side.
QString signature(const QList<SourceBlockMatch> &matches)
{
    QStringList parts;
    for (const SourceBlockMatch &match : matches) {
        const char *letters = "UMEXAR";
        const auto index = [](int i) { return i < 0 ? QStringLiteral("-") : QString::number(i); };
        parts.append(QLatin1Char(letters[int(match.kind)]) + index(match.oldIndex) + QLatin1Char('>') + index(match.newIndex));
    }
    return parts.join(QLatin1Char(' '));
}

QList<MarkdownBlock> blocksOf(const QString &markdown)
{
    return MarkdownBlockParser::parse(markdown.toUtf8()).blocks;
}

QString sections(const QList<int> &order)
{
    QString markdown;
    for (int n : order) {
        markdown += QStringLiteral("## Section %1\n\nParagraph number %1 says something of its own.\n\n").arg(n);
    }
    return markdown;
}

} // namespace

class TestSourceBlockMatcher : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void match_data();
    void match();
    void everyBlockOnce_data();
    void everyBlockOnce();
    void allRemoved();
    void reorderOfManySections();
    void manyBlocksOfCommonWordsAllEdited();
    void similarity_data();
    void similarity();
};

void TestSourceBlockMatcher::match_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("expected");

    const QString three = QStringLiteral("# Title\n\nThe quick brown fox jumps over the lazy dog.\n\nEnd of the story.\n");
    QTest::newRow("identical") << three << three << "U0>0 U1>1 U2>2";
    QTest::newRow("a word edited in a paragraph")
        << three << QStringLiteral("# Title\n\nThe quick red fox jumps over the lazy dog.\n\nEnd of the story.\n") << "U0>0 E1>1 U2>2";
    QTest::newRow("a heading's level changed") << three
                                               << QStringLiteral(
                                                      "## Title\n\nThe quick brown fox jumps over the lazy dog.\n\nEnd of the story.\n")
                                               << "E0>0 U1>1 U2>2";
    QTest::newRow("a paragraph added in the middle")
        << three << QStringLiteral("# Title\n\nThe quick brown fox jumps over the lazy dog.\n\nA new thought.\n\nEnd of the story.\n")
        << "U0>0 U1>1 A->2 U2>3";
    QTest::newRow("a paragraph removed: after its predecessor")
        << three << QStringLiteral("# Title\n\nEnd of the story.\n") << "U0>0 R1>- U2>1";
    QTest::newRow("the first block removed: at the start")
        << three << QStringLiteral("The quick brown fox jumps over the lazy dog.\n\nEnd of the story.\n") << "R0>- U1>0 U2>1";
    QTest::newRow("a section moved before another")
        << QStringLiteral("# A\n\nAlpha text here.\n\n# B\n\nBeta text here.\n\n# C\n\nGamma text here.\n")
        << QStringLiteral("# C\n\nGamma text here.\n\n# A\n\nAlpha text here.\n\n# B\n\nBeta text here.\n")
        << "M4>0 M5>1 U0>2 U1>3 U2>4 U3>5";
    QTest::newRow("a paragraph moved and edited")
        << QStringLiteral("# A\n\nAlpha text is here and long enough.\n\n# B\n\nBeta.\n\n# C\n\nGamma.\n")
        << QStringLiteral("# A\n\n# B\n\nBeta.\n\n# C\n\nGamma.\n\nAlpha text is here and long enough, really.\n")
        << "U0>0 U2>1 U3>2 U4>3 U5>4 X1>5";
    QTest::newRow("repeated rules: the right one removed")
        << QStringLiteral("a\n\n---\n\nb\n\n---\n\nc\n") << QStringLiteral("a\n\nb\n\n---\n\nc\n") << "U0>0 R1>- U2>1 U3>2 U4>3";
    QTest::newRow("repeated empty code blocks: one added")
        << QStringLiteral("x\n\n```\n```\n\ny\n\n```\n```\n") << QStringLiteral("x\n\n```\n```\n\ny\n\n```\n```\n\n```\n```\n")
        << "U0>0 U1>1 U2>2 U3>3 A->4";
    // Equal last blocks pair first; the other repeat pairs with the one left.
    QTest::newRow("repeated blocks reordered with unique ones")
        << QStringLiteral("one\n\n```\n```\n\ntwo\n\n```\n```\n") << QStringLiteral("two\n\n```\n```\n\none\n\n```\n```\n")
        << "U2>0 M1>1 M0>2 U3>3";
    QTest::newRow("a paragraph turned into a list item: another kind")
        << three << QStringLiteral("# Title\n\n- The quick brown fox jumps over the lazy dog.\n\nEnd of the story.\n")
        << "U0>0 R1>- A->1 U2>2";
    QTest::newRow("all new") << QStringLiteral("Apples grow on trees.\n\nPears too.\n")
                             << QStringLiteral("# Completely different\n\nNothing in common.\n") << "R0>- R1>- A->0 A->1";
    QTest::newRow("code edited in place") << QStringLiteral("Run:\n\n```python\nfs = HfFileSystem()\nfs.ls(\"data\")\n```\n")
                                          << QStringLiteral("Run:\n\n```python\nfrom huggingface_hub import hffs\nhffs.ls(\"data\")\n```\n")
                                          << "U0>0 E1>1";
    QTest::newRow("Chinese edited by a character")
        << QStringLiteral("第一段。\n\n这是一个很长的中文段落，用来测试逐字比较。\n")
        << QStringLiteral("第一段。\n\n这是一个很长的中文段落，用来检验逐字比较。\n") << "U0>0 E1>1";
    QTest::newRow("line endings turned CRLF: unchanged")
        << QStringLiteral("Run:\n\n```python\nfs.ls()\n```\n\nTwo\nlines.\n")
        << QStringLiteral("Run:\r\n\r\n```python\r\nfs.ls()\r\n```\r\n\r\nTwo\r\nlines.\r\n") << "U0>0 U1>1 U2>2";
    QTest::newRow("code turned LF and moved: moved, not edited")
        << QStringLiteral("```\r\na\r\nb\r\n```\r\n\r\nFirst paragraph.\r\n\r\nSecond paragraph.\r\n")
        << QStringLiteral("First paragraph.\n\nSecond paragraph.\n\n```\na\nb\n```\n") << "U1>0 U2>1 M0>2";
}

void TestSourceBlockMatcher::match()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QString, expected);
    QCOMPARE(signature(SourceBlockMatcher::match(blocksOf(before), blocksOf(after))), expected);
}

void TestSourceBlockMatcher::everyBlockOnce_data()
{
    match_data();
}

// Every old and every new block in exactly one match; similarity 1 exactly for the
// identical ones (line endings apart), 0 for added and removed.
void TestSourceBlockMatcher::everyBlockOnce()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    const QList<MarkdownBlock> oldBlocks = blocksOf(before);
    const QList<MarkdownBlock> newBlocks = blocksOf(after);
    QVector<int> oldSeen(oldBlocks.size(), 0);
    QVector<int> newSeen(newBlocks.size(), 0);
    for (const SourceBlockMatch &match : SourceBlockMatcher::match(oldBlocks, newBlocks)) {
        if (match.oldIndex >= 0) {
            ++oldSeen[match.oldIndex];
        }
        if (match.newIndex >= 0) {
            ++newSeen[match.newIndex];
        }
        const bool identical = match.kind == SourceBlockMatch::Kind::Unchanged || match.kind == SourceBlockMatch::Kind::Moved;
        const bool oneSided = match.kind == SourceBlockMatch::Kind::Added || match.kind == SourceBlockMatch::Kind::Removed;
        if (identical) {
            // Line endings apart.
            QCOMPARE(
                DraftLayout::normalized(oldBlocks.at(match.oldIndex).text), DraftLayout::normalized(newBlocks.at(match.newIndex).text));
            QCOMPARE(match.similarity, 1.0);
        } else if (oneSided) {
            QCOMPARE(match.similarity, 0.0);
        } else {
            QVERIFY(match.similarity >= SourceBlockMatcher::MinSimilarity);
        }
    }
    QVERIFY(std::all_of(oldSeen.cbegin(), oldSeen.cend(), [](int n) { return n == 1; }));
    QVERIFY(std::all_of(newSeen.cbegin(), newSeen.cend(), [](int n) { return n == 1; }));
}

void TestSourceBlockMatcher::allRemoved()
{
    QCOMPARE(signature(SourceBlockMatcher::match(blocksOf(QStringLiteral("a\n\nb\n")), {})), QStringLiteral("R0>- R1>-"));
    QCOMPARE(signature(SourceBlockMatcher::match({}, blocksOf(QStringLiteral("a\n\nb\n")))), QStringLiteral("A->0 A->1"));
}

// 30 sections, the first 10 moved to the end: the 20 others stay in place.
void TestSourceBlockMatcher::reorderOfManySections()
{
    QList<int> order;
    for (int n = 10; n < 30; ++n) {
        order.append(n);
    }
    for (int n = 0; n < 10; ++n) {
        order.append(n);
    }
    QList<int> original;
    for (int n = 0; n < 30; ++n) {
        original.append(n);
    }
    const QList<SourceBlockMatch> matches = SourceBlockMatcher::match(blocksOf(sections(original)), blocksOf(sections(order)));
    QCOMPARE(matches.size(), 60);
    for (int k = 0; k < matches.size(); ++k) {
        const SourceBlockMatch &match = matches.at(k);
        QCOMPARE(match.newIndex, k);
        const int section = order.at(k / 2);
        QCOMPARE(match.oldIndex, 2 * section + k % 2);
        QCOMPARE(match.kind, section < 10 ? SourceBlockMatch::Kind::Moved : SourceBlockMatch::Kind::Unchanged);
    }
}

// 2000 paragraphs of 30 words drawn from 2000 (every word in some 30 blocks), each
// with one word replaced, the last 800 moved before the others: every block is
// found again, although no word is rare.
void TestSourceBlockMatcher::manyBlocksOfCommonWordsAllEdited()
{
    QRandomGenerator random(7);
    QString before;
    QString after;
    QStringList paragraphs;
    for (int n = 0; n < 2000; ++n) {
        QStringList words;
        for (int w = 0; w < 30; ++w) {
            words.append(QStringLiteral("w%1").arg(random.bounded(2000)));
        }
        before += words.join(QLatin1Char(' ')) + QStringLiteral("\n\n");
        words[5] = QStringLiteral("changed");
        paragraphs.append(words.join(QLatin1Char(' ')));
    }
    after = (paragraphs.mid(1200) + paragraphs.mid(0, 1200)).join(QStringLiteral("\n\n"));
    const QList<SourceBlockMatch> matches = SourceBlockMatcher::match(blocksOf(before), blocksOf(after));
    QCOMPARE(matches.size(), 2000);
    for (int k = 0; k < matches.size(); ++k) {
        QCOMPARE(matches.at(k).newIndex, k);
        QCOMPARE(matches.at(k).oldIndex, (k + 1200) % 2000);
        QCOMPARE(matches.at(k).kind, k < 800 ? SourceBlockMatch::Kind::MovedEdited : SourceBlockMatch::Kind::Edited);
    }
}

void TestSourceBlockMatcher::similarity_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<double>("expected");
    QTest::newRow("identical") << "the same words"
                               << "the same words" << 1.0;
    QTest::newRow("nothing in common") << "apples"
                                       << "pears" << 0.0;
    QTest::newRow("one word of two replaced") << "red fox"
                                              << "blue fox" << 0.5;
    QTest::newRow("blanks do not count") << "red   fox"
                                         << "red fox" << 1.0;
    QTest::newRow("a CJK character is a word") << "中文测试"
                                               << "中文考试" << 0.75;
    QTest::newRow("word order does not count") << "fox red"
                                               << "red fox" << 1.0;
}

void TestSourceBlockMatcher::similarity()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(double, expected);
    QCOMPARE(SourceBlockMatcher::similarity(a, b), expected);
}

QTEST_GUILESS_MAIN(TestSourceBlockMatcher)
#include "tst_sourceblockmatcher.moc"
