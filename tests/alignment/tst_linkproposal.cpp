// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/linkproposal.h"

#include <QTest>

namespace {
BlockKind kindOf(const QString &name)
{
    static const QHash<QString, BlockKind> kinds {{QStringLiteral("fm"), BlockKind::FrontMatter}, {QStringLiteral("h"), BlockKind::Heading},
        {QStringLiteral("p"), BlockKind::Paragraph}, {QStringLiteral("li"), BlockKind::ListItem}, {QStringLiteral("code"), BlockKind::Code},
        {QStringLiteral("math"), BlockKind::Math}};
    return kinds.value(name, BlockKind::Paragraph);
}

// sources: "fm p p*" (kinds; * deleted); draft: "p:0 p:- p:2,3" (kind:source indexes).
void build(const QString &sources, const QString &draft, QList<SourceBlockState> *sourceBlocks, QList<TargetBlock> *blocks)
{
    for (QString kind : sources.split(QLatin1Char(' '))) {
        SourceBlockState source;
        source.id = 100 + sourceBlocks->size();
        source.deleted = kind.endsWith(QLatin1Char('*'));
        kind.remove(QLatin1Char('*'));
        source.kind = kindOf(kind);
        sourceBlocks->append(source);
    }
    for (const QString &spec : draft.split(QLatin1Char(' '))) {
        TargetBlock block;
        block.id = blocks->size() + 1;
        block.kind = kindOf(spec.section(QLatin1Char(':'), 0, 0));
        for (const QString &index : spec.section(QLatin1Char(':'), 1).split(QLatin1Char(','))) {
            if (index != QLatin1String("-")) {
                block.sources.append(100 + index.toInt());
                (*sourceBlocks)[index.toInt()].targets.append(int(blocks->size()));
            }
        }
        blocks->append(block);
    }
}
} // namespace

class TestLinkProposal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void propose_data();
    void propose();
    void alike_data();
    void alike();
    void describe_data();
    void describe();
};

void TestLinkProposal::propose_data()
{
    QTest::addColumn<QString>("sources");
    QTest::addColumn<QString>("draft");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("expected");

    QTest::newRow("the unlinked source block between the neighbours' sources") << "fm h p p p"
                                                                               << "fm:0 h:1 p:2 p:- p:4" << 3 << 3;
    QTest::newRow("front matter is passed over for a paragraph") << "fm p p"
                                                                 << "p:- p:2" << 0 << 1;
    QTest::newRow("a like kind when there is none of its own") << "p li p"
                                                               << "p:0 p:- p:2" << 1 << 1;
    QTest::newRow("its own kind before a like one") << "p li p p"
                                                    << "p:0 p:- p:3" << 1 << 2;
    QTest::newRow("only unlike kinds: nothing") << "p code p"
                                                << "p:0 p:- p:2" << 1 << -1;
    QTest::newRow("code for code") << "p code p"
                                   << "p:0 code:- p:2" << 1 << 1;
    QTest::newRow("deleted source blocks are passed over") << "p p* p p"
                                                           << "p:0 p:- p:3" << 1 << 2;
    QTest::newRow("nothing unlinked between the neighbours") << "p p p"
                                                             << "p:0 p:- p:1 p:2" << 1 << -1;
    QTest::newRow("after a neighbour linked to two sources") << "p p p p"
                                                             << "p:0,1 p:- p:3" << 1 << 2;
    QTest::newRow("no neighbour with links: the whole post") << "h p"
                                                             << "p:-" << 0 << 1;
    QTest::newRow("the last block: up to the end of the post") << "h p p"
                                                               << "h:0 p:-" << 1 << 1;
    QTest::newRow("neighbours in the other order (a section moved)") << "p p p"
                                                                     << "p:2 p:- p:0" << 1 << -1;
    QTest::newRow("a block that is no block") << "p"
                                              << "p:-" << 3 << -1;
}

void TestLinkProposal::propose()
{
    QFETCH(QString, sources);
    QFETCH(QString, draft);
    QFETCH(int, target);
    QFETCH(int, expected);
    QList<SourceBlockState> sourceBlocks;
    QList<TargetBlock> blocks;
    build(sources, draft, &sourceBlocks, &blocks);
    QCOMPARE(LinkProposal::propose(blocks, sourceBlocks, target), expected);
}

void TestLinkProposal::alike_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("expected");
    QTest::newRow("paragraph and heading") << "p"
                                           << "h" << true;
    QTest::newRow("paragraph and list item") << "p"
                                             << "li" << true;
    QTest::newRow("paragraph and front matter") << "p"
                                                << "fm" << false;
    QTest::newRow("paragraph and code") << "p"
                                        << "code" << false;
    QTest::newRow("code and math") << "code"
                                   << "math" << false;
    QTest::newRow("front matter and front matter") << "fm"
                                                   << "fm" << true;
}

void TestLinkProposal::alike()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, expected);
    QCOMPARE(LinkProposal::alike(kindOf(a), kindOf(b)), expected);
    QCOMPARE(LinkProposal::alike(kindOf(b), kindOf(a)), expected);
}

void TestLinkProposal::describe_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("short: whole") << "h"
                                  << "## Install" << QStringLiteral("heading “## Install”");
    QTest::newRow("long English: cut at a word")
        << "p"
        << "The kernel runs on the GPU.\nIt launches many threads." << QStringLiteral("paragraph “The kernel runs on the GPU. It…”");
    QTest::newRow("long Chinese: cut at a character")
        << "p" << QStringLiteral("核函数在 GPU 上运行，它会启动许多线程，每个线程读取一个元素，结果写回内存。")
        << QStringLiteral("paragraph “核函数在 GPU 上运行，它会启动许多线程，每个线程读取一个元素…”");
    QTest::newRow("front matter") << "fm"
                                  << "---\ntitle: Kernels\n---" << QStringLiteral("front matter “--- title: Kernels ---”");
}

void TestLinkProposal::describe()
{
    QFETCH(QString, kind);
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(LinkProposal::describe(kindOf(kind), text), expected);
}

QTEST_GUILESS_MAIN(TestLinkProposal)
#include "tst_linkproposal.moc"
