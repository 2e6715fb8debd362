// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmsimilarity.h"

#include <QTest>

#include <random>

class TestTmSimilarity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tokenize_data();
    void tokenize();
    void score_data();
    void score();
    void belowMinimumIsRefused_data();
    void belowMinimumIsRefused();
    void boundedDistanceAgreesWithFullDistance();
    void diff_data();
    void diff();
};

Q_DECLARE_METATYPE(TmSimilarity::DiffOp)

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

int fullDistance(const QVector<quint32> &a, const QVector<quint32> &b)
{
    std::vector<int> row(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j) {
        row[j] = j;
    }
    for (int i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a.at(i - 1) == b.at(j - 1) ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

using Ops = QList<TmSimilarity::DiffOp>;

TmSimilarity::DiffOp op(TmSimilarity::DiffOp::Kind kind, const QString &text)
{
    return {kind, text};
}

} // namespace

void TestTmSimilarity::tokenize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens");
    QTest::newRow("latin words, case-folded, punctuation apart") << QStringLiteral(
        "Hello, World!") << QStringList {QStringLiteral("hello"), QStringLiteral(","), QStringLiteral("world"), QStringLiteral("!")};
    QTest::newRow("dotted names and versions stay whole") << QStringLiteral("use torch.compile in v1.2.")
                                                          << QStringList {QStringLiteral("use"), QStringLiteral("torch.compile"),
                                                                 QStringLiteral("in"), QStringLiteral("v1.2"), QStringLiteral(".")};
    QTest::newRow("underscores and inner hyphens")
        << QStringLiteral("__init__ fp16-safe -x")
        << QStringList {QStringLiteral("__init__"), QStringLiteral("fp16-safe"), QStringLiteral("-"), QStringLiteral("x")};
    QTest::newRow("every ideograph and full-width mark alone")
        << u8("启用梯度，好。") << QStringList {u8("启"), u8("用"), u8("梯"), u8("度"), u8("，"), u8("好"), u8("。")};
    QTest::newRow("mixed CJK and latin without spaces")
        << u8("使用GPU训练") << QStringList {u8("使"), u8("用"), QStringLiteral("gpu"), u8("训"), u8("练")};
    QTest::newRow("kana and hangul") << u8("カナ한글") << QStringList {u8("カ"), u8("ナ"), u8("한"), u8("글")};
    QTest::newRow("ideograph beyond the BMP is one token")
        << u8("\xF0\xA0\x80\x80x") << QStringList {u8("\xF0\xA0\x80\x80"), QStringLiteral("x")};
    QTest::newRow("whitespace only") << QStringLiteral(" \t\n ") << QStringList {};
    QTest::newRow("empty") << QString() << QStringList {};
}

void TestTmSimilarity::tokenize()
{
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    QCOMPARE(TmSimilarity::tokenize(text), tokens);
}

void TestTmSimilarity::score_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("score");
    const QString sentence = QStringLiteral("Enable gradient checkpointing to save memory during training.");
    QTest::newRow("identical") << sentence << sentence << 100;
    QTest::newRow("whitespace runs differ") << sentence
                                            << QStringLiteral("  Enable gradient checkpointing\nto save memory  during training.") << 100;
    QTest::newRow("only case differs") << sentence << sentence.toLower() << 99;
    // 9 tokens, one substituted: floor(100 × 8 / 9).
    QTest::newRow("latin word changed") << sentence << QStringLiteral("Enable gradient checkpointing to save time during training.") << 88;
    // 20 tokens, one substituted.
    QTest::newRow("one CJK character changed") << u8("启用梯度检查点可以在训练期间节省显存，代价是多算一次。")
                                               << u8("启用梯度检查点可以在训练期间节约显存，代价是多算一次。") << 96;
    // Two words swapped: two substitutions of 9.
    QTest::newRow("reordered words") << sentence << QStringLiteral("Enable checkpointing gradient to save memory during training.") << 77;
    QTest::newRow("mixed CJK and latin, one word changed")
        << u8("在 PyTorch 2.0 中使用 torch.compile 加速") << u8("在 PyTorch 2.1 中使用 torch.compile 加速") << 88;
    QTest::newRow("unrelated") << QStringLiteral("abc def") << u8("完全不同") << 0;
    QTest::newRow("both empty") << QString() << QString() << 100;
    QTest::newRow("one empty") << sentence << QString() << 0;
}

void TestTmSimilarity::score()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, score);
    QCOMPARE(TmSimilarity::score(a, b), score);
    QCOMPARE(TmSimilarity::score(b, a), score);
}

void TestTmSimilarity::belowMinimumIsRefused_data()
{
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("expected");
    QTest::newRow("min below the score") << 80 << 88;
    QTest::newRow("min equal to the score") << 88 << 88;
    QTest::newRow("min above the score") << 89 << -1;
    QTest::newRow("min 100") << 100 << -1;
}

void TestTmSimilarity::belowMinimumIsRefused()
{
    QFETCH(int, min);
    QFETCH(int, expected);
    QCOMPARE(TmSimilarity::score(QStringLiteral("Enable gradient checkpointing to save memory during training."),
                 QStringLiteral("Enable gradient checkpointing to save time during training."), min),
        expected);
}

void TestTmSimilarity::boundedDistanceAgreesWithFullDistance()
{
    std::mt19937 random(4);
    for (int round = 0; round < 2000; ++round) {
        QVector<quint32> a;
        QVector<quint32> b;
        const int n = int(random() % 12);
        const int m = int(random() % 12);
        for (int i = 0; i < n; ++i) {
            a.append(random() % 4);
        }
        for (int i = 0; i < m; ++i) {
            b.append(random() % 4);
        }
        const int limit = int(random() % 8);
        const int full = fullDistance(a, b);
        const int bounded = TmSimilarity::boundedDistance(a.constData(), int(a.size()), b.constData(), int(b.size()), limit);
        if (full <= limit) {
            QCOMPARE(bounded, full);
        } else {
            QCOMPARE(bounded, limit + 1);
        }
    }
}

void TestTmSimilarity::diff_data()
{
    using Op = TmSimilarity::DiffOp;
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<Ops>("ops");
    QTest::newRow("identical") << QStringLiteral("a b") << QStringLiteral("a b") << Ops {op(Op::Equal, QStringLiteral("a b"))};
    QTest::newRow("latin word replaced") << QStringLiteral("save memory now") << QStringLiteral("save time now")
                                         << Ops {op(Op::Equal, QStringLiteral("save")), op(Op::Insert, QStringLiteral(" time")),
                                                op(Op::Delete, QStringLiteral(" memory")), op(Op::Equal, QStringLiteral(" now"))};
    QTest::newRow("CJK character inserted") << u8("节省显存") << u8("节省大量显存")
                                            << Ops {op(Op::Equal, u8("节省")), op(Op::Insert, u8("大量")), op(Op::Equal, u8("显存"))};
    QTest::newRow("tail deleted") << QStringLiteral("one two three") << QStringLiteral("one")
                                  << Ops {op(Op::Equal, QStringLiteral("one")), op(Op::Delete, QStringLiteral(" two three"))};
    QTest::newRow("from empty") << QString() << QStringLiteral("new text") << Ops {op(Op::Insert, QStringLiteral("new text"))};
    QTest::newRow("both empty") << QString() << QString() << Ops {};
}

void TestTmSimilarity::diff()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(Ops, ops);
    const Ops result = TmSimilarity::diff(from, to);
    QCOMPARE(result, ops);
    QString rebuilt;
    for (const TmSimilarity::DiffOp &item : result) {
        if (item.kind != TmSimilarity::DiffOp::Delete) {
            rebuilt += item.text;
        }
    }
    QCOMPARE(rebuilt, to);
}

QTEST_GUILESS_MAIN(TestTmSimilarity)
#include "tst_tmsimilarity.moc"
