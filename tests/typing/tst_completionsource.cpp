// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "typing/completionsource.h"

#include <QTest>

namespace {
TermSuggestion rendering(const QString &text)
{
    TermSuggestion term;
    term.selection.rendering = 0;
    term.selection.text = text;
    return term;
}

TermSuggestion keptEnglish(const QString &text)
{
    TermSuggestion term;
    term.selection.rendering = -1;
    term.selection.text = text;
    return term;
}

TmMatch match(const QString &target, int score = 90)
{
    TmMatch result;
    result.unit.source = QStringLiteral("source");
    result.unit.target = target;
    result.score = score;
    return result;
}

// The block: kernel → CUDA核函数, NCCL_IB_DISABLE kept in English, two memory matches.
CompletionSource blockSource()
{
    CompletionSource source;
    source.setTerms(
        {rendering(QStringLiteral("CUDA核函数")), keptEnglish(QStringLiteral("NCCL_IB_DISABLE")), rendering(QStringLiteral("张量并行"))});
    source.setMemoryMatches({match(QStringLiteral("启动开销在短任务中占主导，使用 CUDA Graphs 可以减少启动次数。")),
        match(QStringLiteral("张量在设备之间传输。"), 80)});
    return source;
}

QString kindName(CompletionCandidate::Kind kind)
{
    switch (kind) {
    case CompletionCandidate::Kind::Term:
        return QStringLiteral("term");
    case CompletionCandidate::Kind::KeptEnglish:
        return QStringLiteral("english");
    case CompletionCandidate::Kind::Memory:
        return QStringLiteral("memory");
    }
    return {};
}
} // namespace

class TestCompletionSource : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void complete_data();
    void complete();
    void memoryPieces_data();
    void memoryPieces();
    void termsComeFirstThenLongerPieces();
    void onlyTheBestMatchesGivePieces();
    void aTextComesOnce();
};

void TestCompletionSource::complete_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("candidate"); // empty: nothing offered
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("rest");

    QTest::newRow("term rendering after Latin letters") << "启动的 CU"
                                                        << "CUDA核函数"
                                                        << "term"
                                                        << "DA核函数";
    QTest::newRow("Latin is compared ignoring case") << "启动的 cu"
                                                     << "CUDA核函数"
                                                     << "term"
                                                     << "DA核函数";
    QTest::newRow("keep-English term as the termbase writes it") << "设置 nccl_ib"
                                                                 << "NCCL_IB_DISABLE"
                                                                 << "english"
                                                                 << "_DISABLE";
    QTest::newRow("one Chinese character starts a Chinese rendering") << "这里的张"
                                                                      << "张量并行"
                                                                      << "term"
                                                                      << "量并行";
    QTest::newRow("memory clause after Chinese characters") << "我们发现启动"
                                                            << "启动开销在短任务中占主导"
                                                            << "memory"
                                                            << "开销在短任务中占主导";
    QTest::newRow("memory run of Latin words") << "可以用 CUDA G"
                                               << "CUDA Graphs"
                                               << "memory"
                                               << "raphs";
    QTest::newRow("the longest typed tail wins over a term") << "使用 CUDA"
                                                             << "使用 CUDA Graphs 可以减少启动次数"
                                                             << "memory"
                                                             << " Graphs 可以减少启动次数";
    QTest::newRow("nothing when the typed text is the whole candidate") << "设置 NCCL_IB_DISABLE"
                                                                        << ""
                                                                        << ""
                                                                        << "";
    QTest::newRow("nothing for one Latin letter") << "启动的 C"
                                                  << ""
                                                  << ""
                                                  << "";
    QTest::newRow("nothing inside a Latin word") << "设置 xnc"
                                                 << ""
                                                 << ""
                                                 << "";
    QTest::newRow("nothing after a space") << "启动的 "
                                           << ""
                                           << ""
                                           << "";
    QTest::newRow("nothing that starts otherwise") << "模型"
                                                   << ""
                                                   << ""
                                                   << "";
    QTest::newRow("nothing for nothing typed") << ""
                                               << ""
                                               << ""
                                               << "";
}

void TestCompletionSource::complete()
{
    QFETCH(QString, typed);
    QFETCH(QString, candidate);
    QFETCH(QString, kind);
    QFETCH(QString, rest);
    const TypedCompletion completion = blockSource().complete(typed);
    QCOMPARE(completion.candidate.text, candidate);
    QCOMPARE(completion.isValid(), !candidate.isEmpty());
    if (completion.isValid()) {
        QCOMPARE(kindName(completion.candidate.kind), kind);
        QCOMPARE(completion.rest(), rest);
        QVERIFY(completion.typedLength > 0);
        QCOMPARE(typed.right(completion.typedLength).toLower(), candidate.left(completion.typedLength).toLower());
    }
}

void TestCompletionSource::memoryPieces_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("pieces");

    QTest::newRow("Chinese clauses") << "启动开销在短任务中占主导，减少启动次数。"
                                     << QStringList {"启动开销在短任务中占主导", "减少启动次数"};
    QTest::newRow("mixed clause and its script runs")
        << "使用 CUDA Graphs 可以减少启动次数"
        << QStringList {"使用 CUDA Graphs 可以减少启动次数", "使用", "CUDA Graphs", "可以减少启动次数"};
    QTest::newRow("Latin stops only before a space") << "升级到 3.5 版。Use torch.compile, then rerun."
                                                     << QStringList {"升级到 3.5 版", "升级到", "3.5", "Use torch.compile", "then rerun"};
    QTest::newRow("markdown markers and emphasis go") << "- **注意**：先启动 `nvidia-smi`" << QStringList {"注意", "先启动", "nvidia-smi"};
    QTest::newRow("no single characters") << "是，的。A" << QStringList {};
    QTest::newRow("heading marker") << "## 张量并行\n\n> 引用的话" << QStringList {"张量并行", "引用的话"};
}

void TestCompletionSource::memoryPieces()
{
    QFETCH(QString, target);
    QFETCH(QStringList, pieces);
    QCOMPARE(CompletionSource::memoryPieces(target), pieces);
}

void TestCompletionSource::termsComeFirstThenLongerPieces()
{
    CompletionSource source;
    source.setMemoryMatches({match(QStringLiteral("张量，张量并行训练"))});
    source.setTerms({rendering(QStringLiteral("张量并行"))});
    QStringList texts;
    for (const CompletionCandidate &candidate : source.candidates()) {
        texts.append(kindName(candidate.kind) + QLatin1Char(':') + candidate.text);
    }
    QCOMPARE(texts, (QStringList {"term:张量并行", "memory:张量并行训练", "memory:张量"}));
    // The term is offered though a longer piece starts the same.
    QCOMPARE(source.complete(QStringLiteral("张")).candidate.text, QStringLiteral("张量并行"));
    // Typed past the term, the longer piece continues it.
    QCOMPARE(source.complete(QStringLiteral("张量并行")).candidate.text, QStringLiteral("张量并行训练"));
}

void TestCompletionSource::onlyTheBestMatchesGivePieces()
{
    QList<TmMatch> matches;
    for (const QString &target : QStringList {"第一条", "第二条", "第三条", "第四条"}) {
        matches.append(match(target));
    }
    CompletionSource source;
    source.setMemoryMatches(matches);
    QCOMPARE(source.candidates().size(), CompletionSource::MaxMemoryMatches);
    QVERIFY(!source.complete(QStringLiteral("第")).candidate.text.isEmpty());
    QCOMPARE(source.complete(QStringLiteral("第四")).isValid(), false);
    source.clear();
    QVERIFY(source.isEmpty());
    QCOMPARE(source.complete(QStringLiteral("第")).isValid(), false);
}

void TestCompletionSource::aTextComesOnce()
{
    CompletionSource source;
    source.setTerms({rendering(QStringLiteral("内核")), rendering(QStringLiteral("内核"))});
    source.setMemoryMatches({match(QStringLiteral("内核，内核"))});
    QCOMPARE(source.candidates().size(), 1);
    QCOMPARE(source.candidates().first().kind, CompletionCandidate::Kind::Term);
}

QTEST_GUILESS_MAIN(TestCompletionSource)
#include "tst_completionsource.moc"
