// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qainput.h"
#include "qa/qatablenumbercheck.h"

#include <QTest>

#include "qacheckrun.h"

// preserve.table-number: the figures of a table stay in their cells.
class TestQaTableNumberCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findings_data();
    void findings();
    void cells();
    void corpusBound();
};

namespace {

// diffusers-tome (Apache-2.0), the first rows of its benchmark table.
const QString kTable = QStringLiteral("| **GPU**  | **Resolution** | **Batch size** | **Vanilla** |\n"
                                      "|----------|----------------|----------------|-------------|\n"
                                      "| **A100** |            512 |             10 |        6.88 |\n"
                                      "|          |            768 |             10 |         OOM |");
const QString kTranslated = QString(kTable)
                                .replace(QStringLiteral("Resolution"), QStringLiteral("分辨率"))
                                .replace(QStringLiteral("Batch size"), QStringLiteral("批处理大小"))
                                .replace(QStringLiteral("Vanilla"), QStringLiteral("原始"));

} // namespace

void TestQaTableNumberCheck::findings_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("translated, figures in place") << kTable << kTranslated << QStringList();
    QTest::newRow("two figures of a row swapped")
        << kTable
        << QString(kTranslated)
               .replace(QStringLiteral("|            512 |             10 |"), QStringLiteral("|             10 |            512 |"))
        << QStringList {QStringLiteral("preserve.table-number|3:2 512"), QStringLiteral("preserve.table-number|3:3 10")};
    QTest::newRow("a figure changed") << kTable << QString(kTranslated).replace(QStringLiteral("6.88"), QStringLiteral("6.89"))
                                      << QStringList {QStringLiteral("preserve.table-number|3:4 6.88")};
    QTest::newRow("thousands separator") << QStringLiteral("| n |\n|---|\n| 1,000 |") << QStringLiteral("| 数量 |\n|---|\n| 1000 |")
                                         << QStringList();
    QTest::newRow("a row dropped: markdown.table's")
        << kTable << kTranslated.left(int(kTranslated.lastIndexOf(QLatin1Char('\n')))) << QStringList();
    QTest::newRow("a cell of prose may move its numbers")
        << QStringLiteral("| note |\n|---|\n| the first 8 runs were slower than the rest |")
        << QStringLiteral("| 说明 |\n|---|\n| 前八次运行比其余的慢 |") << QStringList();
    QTest::newRow("code and link targets are no figures")
        << QStringLiteral("| model |\n|---|\n| [`bloom-560m`](https://hf.co/bigscience/bloom-560m) |")
        << QStringLiteral("| 模型 |\n|---|\n| [`bloom-560m`](https://hf.co/bigscience/bloom-1b1) |") << QStringList();
}

void TestQaTableNumberCheck::findings()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QStringList, expected);
    QCOMPARE(QaCheckRun::described(QaCheckRun::findings(QaTableNumberCheck(), source, target)), expected);
}

void TestQaTableNumberCheck::cells()
{
    const auto rows = QaTableNumberCheck::cells(QStringLiteral("| a | `x|y` | b\\|c |\n|---|---|---|\n| 1 | 2 | 3 |"));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).size(), 3);
    QCOMPARE(rows.at(0).at(1).text.trimmed(), QStringLiteral("`x|y`"));
    QCOMPARE(rows.at(0).at(2).text.trimmed(), QStringLiteral("b\\|c"));
    QCOMPARE(rows.at(2).at(2).text.trimmed(), QStringLiteral("3"));
    QCOMPARE(QaTableNumberCheck::numbers(QStringLiteral(" 5.26 (+23.55%) on A100, 1,024 ")),
        (QStringList {QStringLiteral("5.26"), QStringLiteral("23.55"), QStringLiteral("1024")}));
}

// The published translations keep their tables' figures in place.
void TestQaTableNumberCheck::corpusBound()
{
    const QMap<QString, int> counts = QaCheckRun::corpusCounts(QaTableNumberCheck());
    if (counts.isEmpty() && !QDir(QaCheckRun::corpusDir()).exists()) {
        QSKIP("no shared corpus");
    }
    QCOMPARE(counts.value(QStringLiteral("preserve.table-number")), 0);
}

QTEST_GUILESS_MAIN(TestQaTableNumberCheck)
#include "tst_qatablenumbercheck.moc"
