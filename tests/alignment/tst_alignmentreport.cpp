// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentreport.h"

#include <QJsonArray>
#include <QTest>

namespace {
BlockRecord record(qint64 id, BlockKind kind, const QString &text, QList<qint64> aligned = {})
{
    BlockRecord block;
    block.id = id;
    block.kind = kind;
    block.text = text;
    block.aligned = aligned;
    return block;
}

QList<BlockRecord> sources()
{
    return {record(1, BlockKind::Heading, QStringLiteral("# Install CUDA 12.4")),
        record(2, BlockKind::Paragraph, QStringLiteral("Run `nvidia-smi` to check the driver.")),
        record(3, BlockKind::Paragraph, QStringLiteral("Then reboot.")),
        record(4, BlockKind::Code, QStringLiteral("```bash\npip install torch\n```")),
        record(5, BlockKind::Paragraph, QStringLiteral("Windows users need WSL2."))};
}
} // namespace

class TestAlignmentReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linksAreConnectedGroups();
    void scoresPreferRealTranslations();
    void jsonAndText();
    void nothingAligned();
};

void TestAlignmentReport::linksAreConnectedGroups()
{
    // Draft 11 translates 1; 12 translates 2 and 3 (a merge); 13 and 14 both translate
    // 4 (a split); 15 is a translator's note; source 5 is not translated.
    const QList<BlockRecord> targets {record(11, BlockKind::Heading, QStringLiteral("# 安装 CUDA 12.4"), {1}),
        record(12, BlockKind::Paragraph, QStringLiteral("运行 `nvidia-smi` 检查驱动，然后重启。"), {2, 3}),
        record(13, BlockKind::Code, QStringLiteral("```bash\npip install torch\n```"), {4}),
        record(14, BlockKind::Paragraph, QStringLiteral("（在虚拟环境中运行）"), {4}),
        record(15, BlockKind::Paragraph, QStringLiteral("> 译者注：国内可用镜像。"))};
    const AlignmentReport report = AlignmentReport::compute(sources(), targets);
    QCOMPARE(report.links.size(), 3);
    QCOMPARE(report.links.at(0).sources, QList<qint64> {1});
    QCOMPARE(report.links.at(0).targets, QList<qint64> {11});
    QCOMPARE(report.links.at(1).sources, (QList<qint64> {2, 3}));
    QCOMPARE(report.links.at(1).targets, QList<qint64> {12});
    QCOMPARE(report.links.at(2).sources, QList<qint64> {4});
    QCOMPARE(report.links.at(2).targets, (QList<qint64> {13, 14}));
    QCOMPARE(report.unalignedSources, QList<qint64> {5});
    QCOMPARE(report.unalignedTargets, QList<qint64> {15});
    for (const AlignmentReport::Link &link : report.links) {
        QVERIFY2(link.score > 0.0 && link.score <= 1.0, qPrintable(QString::number(link.score)));
    }
}

// A hand-made wrong link scores lower than the right one.
void TestAlignmentReport::scoresPreferRealTranslations()
{
    const QList<BlockRecord> right {record(11, BlockKind::Heading, QStringLiteral("# 安装 CUDA 12.4"), {1})};
    const QList<BlockRecord> wrong {record(11, BlockKind::Heading, QStringLiteral("# 安装 CUDA 12.4"), {5})};
    const double good = AlignmentReport::compute(sources(), right).links.constFirst().score;
    const double bad = AlignmentReport::compute(sources(), wrong).links.constFirst().score;
    QVERIFY2(good > bad, qPrintable(QStringLiteral("%1 vs %2").arg(good).arg(bad)));
}

void TestAlignmentReport::jsonAndText()
{
    const QList<BlockRecord> targets {record(11, BlockKind::Heading, QStringLiteral("# 安装 CUDA 12.4"), {1}),
        record(12, BlockKind::Paragraph, QStringLiteral("第一行\n第二行"), {2})};
    const AlignmentReport report = AlignmentReport::compute(sources(), targets);
    const QJsonObject json = report.toJson();
    QCOMPARE(json.value(QStringLiteral("links")).toArray().size(), 2);
    QCOMPARE(json.value(QStringLiteral("links")).toArray().at(1).toObject().value(QStringLiteral("sources")).toArray().at(0).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("unalignedSources")).toArray().size(), 3);
    QCOMPARE(json.value(QStringLiteral("unalignedTargets")).toArray().size(), 0);
    const QStringList lines = report.toText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.at(0).endsWith(QStringLiteral("\t1\t11\t# 安装 CUDA 12.4")));
    QVERIFY(lines.at(1).endsWith(QStringLiteral("\t2\t12\t第一行"))); // first line only
    QVERIFY(lines.at(2).endsWith(QStringLiteral("3,4,5")));
    QVERIFY(lines.at(3).endsWith(QStringLiteral("-")));
}

void TestAlignmentReport::nothingAligned()
{
    const AlignmentReport report = AlignmentReport::compute(sources(), {record(11, BlockKind::Paragraph, QStringLiteral("译文"))});
    QVERIFY(report.links.isEmpty());
    QCOMPARE(report.unalignedSources.size(), 5);
    QCOMPARE(report.unalignedTargets, QList<qint64> {11});
    const AlignmentReport empty = AlignmentReport::compute({}, {});
    QVERIFY(empty.links.isEmpty() && empty.unalignedSources.isEmpty() && empty.unalignedTargets.isEmpty());
}

QTEST_GUILESS_MAIN(TestAlignmentReport)
#include "tst_alignmentreport.moc"
