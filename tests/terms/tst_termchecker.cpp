// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termchecker.h"

#include <QTest>

class TestTermChecker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void check_data();
    void check();
    void offsets();

private:
    static TermRendering rendering(const QString &text, const QStringList &keywords = {});
    QList<TermCheckPair> pairs(const QStringList &sources, const QStringList &drafts) const;
    TermMatcher m_matcher;
};

TermRendering TestTermChecker::rendering(const QString &text, const QStringList &keywords)
{
    TermRendering r;
    r.text = text;
    r.keywords = keywords;
    return r;
}

void TestTermChecker::initTestCase()
{
    TermEntry kernel;
    kernel.source = QStringLiteral("kernel");
    kernel.renderings << rendering(QStringLiteral("CUDA核函数"), {QStringLiteral("CUDA")})
                      << rendering(QStringLiteral("内核"), {QStringLiteral("Linux"), QStringLiteral("system call")});
    TermEntry checkpoint;
    checkpoint.source = QStringLiteral("checkpoint");
    checkpoint.renderings << rendering(QStringLiteral("检查点"));
    checkpoint.forbidden << TermForbidden {QStringLiteral("存档点"), QStringLiteral("a game term")};
    TermEntry nccl;
    nccl.source = QStringLiteral("NCCL_IB_DISABLE");
    nccl.caseSensitive = true;
    nccl.keepEnglish = true;
    TermEntry nemo;
    nemo.source = QStringLiteral("NeMo Megatron");
    nemo.keepEnglish = true;
    nemo.firstUse = QStringLiteral("NeMo Megatron（NVIDIA开源的大模型训练框架）");
    m_matcher = TermMatcher({kernel, checkpoint, nccl, nemo});
}

QList<TermCheckPair> TestTermChecker::pairs(const QStringList &sources, const QStringList &drafts) const
{
    QList<TermCheckPair> list;
    for (int i = 0; i < sources.size(); ++i) {
        TermCheckPair pair;
        pair.sourceBlocks = {i};
        pair.sourceTexts = QStringList {sources.at(i)};
        pair.draftBlock = i;
        pair.draftText = drafts.at(i);
        list.append(pair);
    }
    return list;
}

void TestTermChecker::check_data()
{
    QTest::addColumn<QStringList>("sources");
    QTest::addColumn<QStringList>("drafts");
    QTest::addColumn<QStringList>("expected"); // "kind term@source block"
    const QString cuda = QStringLiteral("The kernel launch overhead dominates the CUDA profiler output.");
    QTest::newRow("CUDA context, selected rendering: nothing")
        << QStringList {cuda} << QStringList {QStringLiteral("CUDA核函数启动开销占了大头。")} << QStringList {};
    QTest::newRow("CUDA context, Linux rendering: wrong choice")
        << QStringList {cuda} << QStringList {QStringLiteral("内核启动开销占了大头。")} << QStringList {QStringLiteral("2 kernel@0")};
    QTest::newRow("no rendering at all: missing")
        << QStringList {cuda} << QStringList {QStringLiteral("启动开销占了大头。")} << QStringList {QStringLiteral("1 kernel@0")};
    QTest::newRow("Linux context, Linux rendering: nothing")
        << QStringList {QStringLiteral("The kernel handles the system call on Linux.")}
        << QStringList {QStringLiteral("内核在Linux上处理系统调用。")} << QStringList {};
    QTest::newRow("inflected source term, approved rendering") << QStringList {QStringLiteral("Both checkpoints are saved.")}
                                                               << QStringList {QStringLiteral("两个检查点都已保存。")} << QStringList {};
    QTest::newRow("forbidden rendering and the approved one missing")
        << QStringList {QStringLiteral("Save a checkpoint every epoch.")} << QStringList {QStringLiteral("每个epoch保存一个存档点。")}
        << QStringList {QStringLiteral("0 checkpoint@0"), QStringLiteral("1 checkpoint@0")};
    QTest::newRow("forbidden rendering without the term in the source")
        << QStringList {QStringLiteral("Save every epoch.")} << QStringList {QStringLiteral("每个epoch保存存档点。")}
        << QStringList {QStringLiteral("0 checkpoint@-1")};
    QTest::newRow("keep-English NCCL_IB_DISABLE translated")
        << QStringList {QStringLiteral("Set NCCL_IB_DISABLE=1 to turn InfiniBand off.")}
        << QStringList {QStringLiteral("把禁用IB的环境变量设为1以关闭InfiniBand。")} << QStringList {QStringLiteral("4 NCCL_IB_DISABLE@0")};
    QTest::newRow("keep-English NCCL_IB_DISABLE kept")
        << QStringList {QStringLiteral("Set NCCL_IB_DISABLE=1 to turn InfiniBand off.")}
        << QStringList {QStringLiteral("设置NCCL_IB_DISABLE=1以关闭InfiniBand。")} << QStringList {};
    QTest::newRow("keep-English term in another case counts as translated")
        << QStringList {QStringLiteral("Set NCCL_IB_DISABLE=1.")} << QStringList {QStringLiteral("设置nccl_ib_disable=1。")}
        << QStringList {QStringLiteral("4 NCCL_IB_DISABLE@0")};
    QTest::newRow("first use missing: reported on the first occurrence only")
        << QStringList {QStringLiteral("NeMo Megatron trains large models."), QStringLiteral("NeMo Megatron scales.")}
        << QStringList {QStringLiteral("NeMo Megatron训练大模型。"), QStringLiteral("NeMo Megatron可扩展。")}
        << QStringList {QStringLiteral("3 NeMo Megatron@0")};
    QTest::newRow("first use present") << QStringList {QStringLiteral("NeMo Megatron trains large models."),
        QStringLiteral("NeMo Megatron scales.")}
                                       << QStringList {QStringLiteral("NeMo Megatron（NVIDIA开源的大模型训练框架）训练大模型。"),
                                              QStringLiteral("NeMo Megatron可扩展。")}
                                       << QStringList {};
    QTest::newRow("first use in the second pair is late")
        << QStringList {QStringLiteral("NeMo Megatron trains large models."), QStringLiteral("NeMo Megatron scales.")}
        << QStringList {QStringLiteral("NeMo Megatron训练大模型。"), QStringLiteral("NeMo Megatron（NVIDIA开源的大模型训练框架）可扩展。")}
        << QStringList {QStringLiteral("3 NeMo Megatron@0")};
}

void TestTermChecker::check()
{
    QFETCH(QStringList, sources);
    QFETCH(QStringList, drafts);
    QFETCH(QStringList, expected);
    const TermChecker checker(m_matcher);
    QStringList actual;
    for (const TermFinding &f : checker.check(pairs(sources, drafts), sources.join(QLatin1Char('\n')), {})) {
        QVERIFY(!f.message.isEmpty());
        actual.append(QStringLiteral("%1 %2@%3").arg(int(f.kind)).arg(m_matcher.terms().at(f.term).source).arg(f.sourceBlock));
    }
    QCOMPARE(actual, expected);
}

// Findings point at the term in the source and the rendering in the draft.
void TestTermChecker::offsets()
{
    const QString source = QStringLiteral("Save a checkpoint every epoch.");
    const QString draft = QStringLiteral("每个epoch保存一个存档点。");
    QList<TermCheckPair> list = pairs({source}, {draft});
    list[0].sourceBlocks = {7};
    list[0].draftBlock = 9;
    const QList<TermFinding> findings = TermChecker(m_matcher).check(list, source, {});
    QCOMPARE(findings.size(), 2);
    const TermFinding &forbidden = findings.first();
    QCOMPARE(forbidden.kind, TermFinding::Kind::Forbidden);
    QCOMPARE(forbidden.sourceBlock, 7);
    QCOMPARE(source.mid(forbidden.sourceStart, forbidden.sourceEnd - forbidden.sourceStart), QStringLiteral("checkpoint"));
    QCOMPARE(forbidden.draftBlock, 9);
    QCOMPARE(draft.mid(forbidden.draftStart, forbidden.draftEnd - forbidden.draftStart), QStringLiteral("存档点"));
    QVERIFY(forbidden.message.contains(QStringLiteral("a game term")));
    QCOMPARE(findings.at(1).kind, TermFinding::Kind::Missing);
    QCOMPARE(findings.at(1).draftStart, -1);
}

QTEST_GUILESS_MAIN(TestTermChecker)
#include "tst_termchecker.moc"
