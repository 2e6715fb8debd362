// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termentries.h"
#include "terms/termmarkup.h"

#include <QTest>

Q_DECLARE_METATYPE(BlockRecord)

namespace {
BlockRecord block(qint64 id, const QString &text, const QList<qint64> &aligned = {}, BlockKind kind = BlockKind::Paragraph)
{
    BlockRecord record;
    record.id = id;
    record.kind = kind;
    record.text = text;
    record.aligned = aligned;
    return record;
}

TermEntry forbiddenEntry()
{
    TermEntry entry;
    entry.source = QStringLiteral("fine-tuning");
    entry.renderings = {termRendering(QStringLiteral("微调"), true)};
    entry.forbidden = {{QStringLiteral("精调"), QStringLiteral("不用")}};
    entry.firstUse = QStringLiteral("微调（fine-tuning）");
    return entry;
}

// side|severity|block|marked text, one line each
QStringList described(const QList<TermMarkup::Mark> &marks, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets)
{
    QStringList lines;
    for (const TermMarkup::Mark &mark : marks) {
        const bool source = mark.side == TermMarkup::Side::Source;
        const QString &text = (source ? sources : targets).at(mark.block).text;
        lines.append(
            QStringLiteral("%1|%2|%3|%4")
                .arg(source ? QStringLiteral("source") : QStringLiteral("draft"))
                .arg(QStringList {QStringLiteral("term"), QStringLiteral("warning"), QStringLiteral("error")}.at(int(mark.severity)))
                .arg(mark.block)
                .arg(mark.start == mark.end ? QStringLiteral("badge@%1").arg(mark.start) : text.mid(mark.start, mark.end - mark.start)));
        if (mark.toolTip.isEmpty()) {
            lines.append(QStringLiteral("no tooltip"));
        }
    }
    return lines;
}
} // namespace

// What the workbench underlines: terms in the source, problems in the draft, in
// the coordinates of each block's text.
class TestTermMarkup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void marks_data();
    void marks();
    void tooltipNamesTheRenderingAndWhy();
    void emptyTermbaseMarksNothing();
};

void TestTermMarkup::marks_data()
{
    QTest::addColumn<QList<BlockRecord>>("sources");
    QTest::addColumn<QList<BlockRecord>>("targets");
    QTest::addColumn<QStringList>("expected");

    const QList<BlockRecord> cuda {block(1, QStringLiteral("The CUDA kernel launches.")),
        block(2, QStringLiteral("```cuda\nadd_kernel<<<1, 1>>>();\n```"), {}, BlockKind::Code)};
    QTest::newRow("right rendering: the source term underlined, the draft clean")
        << cuda << QList<BlockRecord> {block(10, QStringLiteral("CUDA核函数启动了。"), {1})}
        << QStringList {QStringLiteral("source|term|0|kernel")};
    QTest::newRow("wrong choice: the rendering in the draft is an error")
        << cuda << QList<BlockRecord> {block(10, QStringLiteral("CUDA内核启动了。"), {1})}
        << QStringList {QStringLiteral("source|term|0|kernel"), QStringLiteral("draft|error|0|内核")};
    QTest::newRow("missing: the source term warns, a badge at the end of the draft block")
        << cuda << QList<BlockRecord> {block(10, QStringLiteral("启动了。\n第二行"), {1})}
        << QStringList {QStringLiteral("source|warning|0|kernel"), QStringLiteral("draft|warning|0|badge@8")};
    QTest::newRow("forbidden in the second block of a 1:2 link, first use missing")
        << QList<BlockRecord> {block(1, QStringLiteral("Fine-tuning is cheap. It needs little data."))}
        << QList<BlockRecord> {block(10, QStringLiteral("它很便宜。"), {1}), block(11, QStringLiteral("精调只需少量数据。"), {1})}
        << QStringList {QStringLiteral("source|warning|0|Fine-tuning"), QStringLiteral("draft|error|1|精调"),
               QStringLiteral("draft|warning|0|badge@5"), QStringLiteral("draft|warning|0|badge@5")};
    QTest::newRow("an unaligned draft block is not checked")
        << cuda << QList<BlockRecord> {block(10, QStringLiteral("内核"), {})} << QStringList {QStringLiteral("source|term|0|kernel")};
}

void TestTermMarkup::marks()
{
    QFETCH(QList<BlockRecord>, sources);
    QFETCH(QList<BlockRecord>, targets);
    QFETCH(QStringList, expected);
    const TermMatcher matcher({kernelEntry(), forbiddenEntry()});
    QCOMPARE(described(TermMarkup::compute(matcher, sources, targets, {}), sources, targets), expected);
}

void TestTermMarkup::tooltipNamesTheRenderingAndWhy()
{
    const TermMatcher matcher({kernelEntry()});
    const QList<BlockRecord> sources {block(1, QStringLiteral("The CUDA kernel launches."))};
    const QList<TermMarkup::Mark> marks = TermMarkup::compute(matcher, sources, {block(10, QStringLiteral("启动了。"), {1})}, {});
    QCOMPARE(marks.size(), 2);
    QVERIFY2(marks.at(0).toolTip.contains(QStringLiteral("CUDA核函数")), qPrintable(marks.at(0).toolTip));
    QVERIFY2(marks.at(0).toolTip.contains(QStringLiteral("CUDA")), qPrintable(marks.at(0).toolTip));
    QVERIFY2(marks.at(0).toolTip.contains(QLatin1Char('\n')), "the finding is added on a line of its own");
    QCOMPARE(marks.at(1).toolTip, marks.at(0).toolTip.section(QLatin1Char('\n'), 1));
}

void TestTermMarkup::emptyTermbaseMarksNothing()
{
    const TermMatcher matcher(QList<TermEntry> {});
    QVERIFY(TermMarkup::compute(matcher, {block(1, QStringLiteral("kernel"))}, {block(10, QStringLiteral("内核"), {1})}, {}).isEmpty());
}

QTEST_GUILESS_MAIN(TestTermMarkup)
#include "tst_termmarkup.moc"
