// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/textdiff.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <vector>

// TextDiff: line rows (kinds, line numbers, pairing of changed lines), word segments
// (Latin words, CJK characters, punctuation), and minimality against a brute-force
// LCS on random texts, also on two large posts with many changes.

namespace {

// A row as "=0:0", "~1:1", "-2:", "+:3".
QString describe(const TextDiff::Row &row)
{
    static const QString kinds = QStringLiteral("=~-+");
    const auto line = [](int n) { return n < 0 ? QString() : QString::number(n); };
    return kinds.at(int(row.kind)) + line(row.leftLine) + QLatin1Char(':') + line(row.rightLine);
}

QStringList describe(const QList<TextDiff::Row> &rows)
{
    QStringList out;
    for (const TextDiff::Row &row : rows) {
        out.append(describe(row));
    }
    return out;
}

// The text with its changed segments in brackets: "the [quick] fox"; "[]" for an
// empty change.
QString marked(const QString &text, const QList<TextDiff::Segment> &segments)
{
    QString out;
    for (const TextDiff::Segment &segment : segments) {
        const QString part = text.mid(segment.start, segment.length);
        out += segment.changed ? QLatin1Char('[') + part + QLatin1Char(']') : part;
    }
    return out;
}

// The WordDiff contract: aligned sides, contiguous segments covering each text,
// equal text in unchanged segments.
void verifyWordDiff(const QString &before, const QString &after, const TextDiff::WordDiff &diff)
{
    QCOMPARE(diff.left.size(), diff.right.size());
    int left = 0;
    int right = 0;
    for (int i = 0; i < diff.left.size(); ++i) {
        const TextDiff::Segment &l = diff.left.at(i);
        const TextDiff::Segment &r = diff.right.at(i);
        QCOMPARE(l.start, left);
        QCOMPARE(r.start, right);
        QCOMPARE(l.changed, r.changed);
        if (!l.changed) {
            QCOMPARE(before.mid(l.start, l.length), after.mid(r.start, r.length));
        }
        left += l.length;
        right += r.length;
    }
    QCOMPARE(left, int(before.size()));
    QCOMPARE(right, int(after.size()));
}

// Both texts come back from the rows, in order; equal rows are equal, changed ones not.
void verifyRows(const QStringList &before, const QStringList &after, const QList<TextDiff::Row> &rows)
{
    int left = 0;
    int right = 0;
    for (const TextDiff::Row &row : rows) {
        if (row.leftLine >= 0) {
            QCOMPARE(row.leftLine, left);
            QCOMPARE(row.left, before.at(left++));
        }
        if (row.rightLine >= 0) {
            QCOMPARE(row.rightLine, right);
            QCOMPARE(row.right, after.at(right++));
        }
        QCOMPARE(row.kind == TextDiff::Kind::Equal, row.leftLine >= 0 && row.rightLine >= 0 && row.left == row.right);
        QCOMPARE(row.kind == TextDiff::Kind::Removed, row.rightLine < 0);
        QCOMPARE(row.kind == TextDiff::Kind::Added, row.leftLine < 0);
        if (row.kind == TextDiff::Kind::Changed) {
            verifyWordDiff(row.left, row.right, TextDiff::WordDiff {row.leftSegments, row.rightSegments});
        }
    }
    QCOMPARE(left, int(before.size()));
    QCOMPARE(right, int(after.size()));
}

int bruteForceLcs(const QStringList &a, const QStringList &b)
{
    std::vector<std::vector<int>> lcs(a.size() + 1, std::vector<int>(b.size() + 1, 0));
    for (int i = int(a.size()) - 1; i >= 0; --i) {
        for (int j = int(b.size()) - 1; j >= 0; --j) {
            lcs[i][j] = a.at(i) == b.at(j) ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
        }
    }
    return lcs[0][0];
}

int equalRows(const QList<TextDiff::Row> &rows)
{
    return int(std::count_if(rows.cbegin(), rows.cend(), [](const TextDiff::Row &row) { return row.kind == TextDiff::Kind::Equal; }));
}

QString randomWord(QRandomGenerator &random)
{
    static const QStringList words = {QStringLiteral("kernel"), QStringLiteral("tensor"), QStringLiteral("GPU"), QStringLiteral("内核"),
        QStringLiteral("显存"), QStringLiteral("batch_size"), QStringLiteral("的"), QStringLiteral("CUDA"), QStringLiteral("，"),
        QStringLiteral("训练"), QStringLiteral("model"), QStringLiteral("`nvcc`")};
    return words.at(int(random.bounded(quint32(words.size()))));
}

QString randomLine(QRandomGenerator &random)
{
    QStringList words;
    const int count = 3 + int(random.bounded(12u));
    for (int i = 0; i < count; ++i) {
        words.append(randomWord(random));
    }
    return words.join(QLatin1Char(' '));
}

// A post of about `bytes` UTF-8 bytes, and a copy with about one line in `every`
// changed, deleted or inserted.
QPair<QStringList, QStringList> largePosts(int bytes, int every)
{
    QRandomGenerator random(7);
    QStringList before;
    int size = 0;
    while (size < bytes) {
        before.append(random.bounded(4u) == 0 ? QString() : randomLine(random));
        size += before.constLast().toUtf8().size() + 1;
    }
    QStringList after;
    for (const QString &line : before) {
        switch (random.bounded(quint32(every * 3))) {
        case 0:
            after.append(line + QLatin1Char(' ') + randomWord(random));
            break;
        case 1:
            break;
        case 2:
            after.append(randomLine(random));
            after.append(line);
            break;
        default:
            after.append(line);
        }
    }
    return {before, after};
}

} // namespace

class TestTextDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lines_data();
    void lines();
    void words_data();
    void words();
    void splitLines_data();
    void splitLines();
    void minimalOnRandomTexts_data();
    void minimalOnRandomTexts();
    void largePostsWithManyChanges();
};

void TestTextDiff::lines_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QStringList>("rows");

    QTest::newRow("equal texts") << QStringLiteral("a\nb\n") << QStringLiteral("a\nb\n")
                                 << QStringList {QStringLiteral("=0:0"), QStringLiteral("=1:1")};
    QTest::newRow("both empty") << QString() << QString() << QStringList();
    QTest::newRow("empty before: all added") << QString() << QStringLiteral("a\nb")
                                             << QStringList {QStringLiteral("+:0"), QStringLiteral("+:1")};
    QTest::newRow("empty after: all removed") << QStringLiteral("a\n") << QString() << QStringList {QStringLiteral("-0:")};
    QTest::newRow("line inserted") << QStringLiteral("a\nc\n") << QStringLiteral("a\nb\nc\n")
                                   << QStringList {QStringLiteral("=0:0"), QStringLiteral("+:1"), QStringLiteral("=1:2")};
    QTest::newRow("line deleted") << QStringLiteral("a\nb\nc") << QStringLiteral("a\nc")
                                  << QStringList {QStringLiteral("=0:0"), QStringLiteral("-1:"), QStringLiteral("=2:1")};
    QTest::newRow("line changed") << QStringLiteral("a\nthe quick fox\nc") << QStringLiteral("a\nthe slow fox\nc")
                                  << QStringList {QStringLiteral("=0:0"), QStringLiteral("~1:1"), QStringLiteral("=2:2")};
    QTest::newRow("CRLF against LF: equal") << QStringLiteral("a\r\nb\r\n") << QStringLiteral("a\nb\n")
                                            << QStringList {QStringLiteral("=0:0"), QStringLiteral("=1:1")};
    QTest::newRow("lone CR ends a line") << QStringLiteral("a\rb") << QStringLiteral("a\nb")
                                         << QStringList {QStringLiteral("=0:0"), QStringLiteral("=1:1")};
    QTest::newRow("a final line break makes no line")
        << QStringLiteral("a\n") << QStringLiteral("a") << QStringList {QStringLiteral("=0:0")};
    QTest::newRow("blank line inserted") << QStringLiteral("a\n\nb") << QStringLiteral("a\n\n\nb")
                                         << QStringList {QStringLiteral("=0:0"), QStringLiteral("=1:1"), QStringLiteral("+:2"),
                                                QStringLiteral("=2:3")};
    QTest::newRow("paragraph removed with the blank line after it")
        << QStringLiteral("a\n\nb\n\nc") << QStringLiteral("a\n\nc")
        << QStringList {
               QStringLiteral("=0:0"), QStringLiteral("=1:1"), QStringLiteral("-2:"), QStringLiteral("-3:"), QStringLiteral("=4:2")};
    QTest::newRow("after a changed pair, the removed paragraph takes the blank line after it")
        << QStringLiteral("# T\n\nsome CUDA text\n\nRun it.\n\nThe end.") << QStringLiteral("# T\n\nsome ROCm text\n\nThe end, really.")
        << QStringList {QStringLiteral("=0:0"), QStringLiteral("=1:1"), QStringLiteral("~2:2"), QStringLiteral("=3:3"),
               QStringLiteral("-4:"), QStringLiteral("-5:"), QStringLiteral("~6:4")};
    QTest::newRow("added paragraph takes the blank line after it")
        << QStringLiteral("a\n\nc") << QStringLiteral("a\n\nb\n\nc")
        << QStringList {
               QStringLiteral("=0:0"), QStringLiteral("=1:1"), QStringLiteral("+:2"), QStringLiteral("+:3"), QStringLiteral("=2:4")};
    QTest::newRow("moved line: removed and added")
        << QStringLiteral("a\nb\nc") << QStringLiteral("b\nc\na")
        << QStringList {QStringLiteral("-0:"), QStringLiteral("=1:0"), QStringLiteral("=2:1"), QStringLiteral("+:2")};
    QTest::newRow("unrelated lines, same count: paired in order")
        << QStringLiteral("x\nfirst line\nsecond line\nz") << QStringLiteral("x\nalpha\nbeta\nz")
        << QStringList {QStringLiteral("=0:0"), QStringLiteral("~1:1"), QStringLiteral("~2:2"), QStringLiteral("=3:3")};
    QTest::newRow("similar line among new ones: paired by similarity")
        << QStringLiteral("intro\nthe quick brown fox jumps\nend")
        << QStringLiteral("intro\nnew line one\nthe quick brown fox leaps\nanother one\nend")
        << QStringList {
               QStringLiteral("=0:0"), QStringLiteral("+:1"), QStringLiteral("~1:2"), QStringLiteral("+:3"), QStringLiteral("=2:4")};
    QTest::newRow("similar pair with a new line before it and an old one after")
        << QStringLiteral("s\n训练 模型 的 显存\nold tail\ne") << QStringLiteral("s\nhead\n训练 模型 的 内存\ne")
        << QStringList {
               QStringLiteral("=0:0"), QStringLiteral("+:1"), QStringLiteral("~1:2"), QStringLiteral("-2:"), QStringLiteral("=3:3")};
    QTest::newRow("dissimilar runs of different counts: removed, then added")
        << QStringLiteral("a\nbb cc\nz") << QStringLiteral("a\nxx\nyy\nww\nz")
        << QStringList {QStringLiteral("=0:0"), QStringLiteral("-1:"), QStringLiteral("+:1"), QStringLiteral("+:2"), QStringLiteral("+:3"),
               QStringLiteral("=2:4")};
    QTest::newRow("Chinese line changed by one character")
        << QStringLiteral("标题\n我们使用显存。\n") << QStringLiteral("标题\n我们使用内存。\n")
        << QStringList {QStringLiteral("=0:0"), QStringLiteral("~1:1")};
}

void TestTextDiff::lines()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QStringList, rows);
    const QList<TextDiff::Row> result = TextDiff::lines(before, after);
    QCOMPARE(describe(result), rows);
    verifyRows(TextDiff::splitLines(before), TextDiff::splitLines(after), result);
}

void TestTextDiff::words_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("left");
    QTest::addColumn<QString>("right");

    QTest::newRow("equal") << QStringLiteral("same text") << QStringLiteral("same text") << QStringLiteral("same text")
                           << QStringLiteral("same text");
    QTest::newRow("both empty") << QString() << QString() << QString() << QString();
    QTest::newRow("all new") << QString() << QStringLiteral("abc") << QStringLiteral("[]") << QStringLiteral("[abc]");
    QTest::newRow("all gone") << QStringLiteral("abc") << QString() << QStringLiteral("[abc]") << QStringLiteral("[]");
    QTest::newRow("one word changed: whole word, not letters") << QStringLiteral("the quick fox") << QStringLiteral("the quack fox")
                                                               << QStringLiteral("the [quick] fox") << QStringLiteral("the [quack] fox");
    QTest::newRow("word inserted") << QStringLiteral("the fox") << QStringLiteral("the quick fox") << QStringLiteral("the []fox")
                                   << QStringLiteral("the [quick ]fox");
    QTest::newRow("word deleted at the end") << QStringLiteral("run it now") << QStringLiteral("run it") << QStringLiteral("run it[ now]")
                                             << QStringLiteral("run it[]");
    QTest::newRow("a space between two changes joins them") << QStringLiteral("a quick brown b") << QStringLiteral("a slow red b")
                                                            << QStringLiteral("a [quick brown] b") << QStringLiteral("a [slow red] b");
    QTest::newRow("CJK per character") << QStringLiteral("我喜欢猫") << QStringLiteral("我喜爱猫") << QStringLiteral("我喜[欢]猫")
                                       << QStringLiteral("我喜[爱]猫");
    QTest::newRow("CJK character inserted") << QStringLiteral("使用显存") << QStringLiteral("使用的显存") << QStringLiteral("使用[]显存")
                                            << QStringLiteral("使用[的]显存");
    QTest::newRow("Latin word between CJK characters")
        << QStringLiteral("用CUDA编译") << QStringLiteral("用ROCm编译") << QStringLiteral("用[CUDA]编译") << QStringLiteral("用[ROCm]编译");
    QTest::newRow("kana per character") << QStringLiteral("カーネル") << QStringLiteral("カーネラ") << QStringLiteral("カーネ[ル]")
                                        << QStringLiteral("カーネ[ラ]");
    QTest::newRow("full-width punctuation is a word")
        << QStringLiteral("好，走") << QStringLiteral("好。走") << QStringLiteral("好[，]走") << QStringLiteral("好[。]走");
    QTest::newRow("ASCII punctuation is a word") << QStringLiteral("Hello, world") << QStringLiteral("Hello. world")
                                                 << QStringLiteral("Hello[,] world") << QStringLiteral("Hello[.] world");
    QTest::newRow("underscore and digits stay in the word") << QStringLiteral("call foo_bar2()") << QStringLiteral("call foo_bar3()")
                                                            << QStringLiteral("call [foo_bar2]()") << QStringLiteral("call [foo_bar3]()");
    QTest::newRow("accented letters stay in the word")
        << QStringLiteral("café ok") << QStringLiteral("cafe ok") << QStringLiteral("[café] ok") << QStringLiteral("[cafe] ok");
    QTest::newRow("a CJK character outside the BMP is one word") << QStringLiteral("\U00020000a") << QStringLiteral("\U00020001a")
                                                                 << QStringLiteral("[\U00020000]a") << QStringLiteral("[\U00020001]a");
    QTest::newRow("CRLF inside the text is compared too")
        << QStringLiteral("a\r\nb") << QStringLiteral("a\nb") << QStringLiteral("a[\r]\nb") << QStringLiteral("a[]\nb");
}

void TestTextDiff::words()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QString, left);
    QFETCH(QString, right);
    const TextDiff::WordDiff diff = TextDiff::words(before, after);
    QCOMPARE(marked(before, diff.left), left);
    QCOMPARE(marked(after, diff.right), right);
    verifyWordDiff(before, after, diff);
}

void TestTextDiff::splitLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("one line without a break") << QStringLiteral("a") << QStringList {QStringLiteral("a")};
    QTest::newRow("LF, CRLF and CR") << QStringLiteral("a\nb\r\nc\rd\n")
                                     << QStringList {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
    QTest::newRow("blank lines kept") << QStringLiteral("\n\na\n\n") << QStringList {QString(), QString(), QStringLiteral("a"), QString()};
}

void TestTextDiff::splitLines()
{
    QFETCH(QString, text);
    QFETCH(QStringList, lines);
    QCOMPARE(TextDiff::splitLines(text), lines);
}

void TestTextDiff::minimalOnRandomTexts_data()
{
    QTest::addColumn<int>("alphabet"); // distinct lines to draw from
    QTest::addColumn<int>("maxLines");
    QTest::newRow("few distinct lines, many repeats") << 3 << 12;
    QTest::newRow("more distinct lines") << 8 << 20;
    QTest::newRow("long texts over a small alphabet") << 4 << 60;
}

void TestTextDiff::minimalOnRandomTexts()
{
    QFETCH(int, alphabet);
    QFETCH(int, maxLines);
    QRandomGenerator random(quint32(alphabet * 1000 + maxLines));
    const auto text = [&] {
        QStringList lines;
        const int count = int(random.bounded(quint32(maxLines + 1)));
        for (int i = 0; i < count; ++i) {
            lines.append(QStringLiteral("line %1").arg(random.bounded(quint32(alphabet))));
        }
        return lines;
    };
    for (int round = 0; round < 300; ++round) {
        const QStringList before = text();
        const QStringList after = text();
        const QList<TextDiff::Row> rows = TextDiff::lines(before.join(QLatin1Char('\n')), after.join(QLatin1Char('\n')));
        QCOMPARE(equalRows(rows), bruteForceLcs(before, after));
        verifyRows(before, after, rows);
        if (QTest::currentTestFailed()) {
            qWarning() << "before" << before << "after" << after;
            return;
        }
    }
}

void TestTextDiff::largePostsWithManyChanges()
{
    // Two 35 KB posts, one line in five touched.
    const auto posts = largePosts(35000, 5);
    const QList<TextDiff::Row> rows = TextDiff::lines(posts.first.join(QLatin1Char('\n')), posts.second.join(QLatin1Char('\n')));
    verifyRows(posts.first, posts.second, rows);
    QCOMPARE(equalRows(rows), bruteForceLcs(posts.first, posts.second));
    QVERIFY(std::count_if(rows.cbegin(), rows.cend(), [](const TextDiff::Row &row) { return row.kind == TextDiff::Kind::Changed; }) > 10);
}

QTEST_GUILESS_MAIN(TestTextDiff)
#include "tst_textdiff.moc"
