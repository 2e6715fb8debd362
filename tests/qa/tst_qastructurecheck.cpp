// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qainput.h"
#include "qa/qastructurecheck.h"
#include "qacheckrun.h"

#include <QtTest>

// Rows quote Apache-2.0 corpus items (huggingface/course, diffusers, d2l-zh); each
// names its file. "Broken" rows change one thing of the published translation. The
// draft's blocks stay aligned to the source's by position, as an edited draft keeps
// its alignment when a block changes kind.
class TestQaStructureCheck : public QObject
{
    Q_OBJECT
private slots:
    void findings_data();
    void findings();
    void tableShape_data();
    void tableShape();
    void headingLevel_data();
    void headingLevel();
    void listEntries_data();
    void listEntries();
    void corpus();
};

namespace {

// course-ch5-2/source.en.md and target.zh.md
const QString kTableEn =
    QStringLiteral("|    Data format     | Loading script |                         Example                         |\n"
                   "| :----------------: | :------------: | :-----------------------------------------------------: |\n"
                   "|     CSV & TSV      |     `csv`      |     `load_dataset(\"csv\", data_files=\"my_file.csv\")`     |\n"
                   "|     Text files     |     `text`     |    `load_dataset(\"text\", data_files=\"my_file.txt\")`     |\n"
                   "| JSON & JSON Lines  |     `json`     |   `load_dataset(\"json\", data_files=\"my_file.jsonl\")`    |\n");
const QString kTableZh =
    QStringLiteral("|       数据格式      |    类型参数    |                         加载的指令                            |\n"
                   "| :----------------: | :------------: | :-----------------------------------------------------: |\n"
                   "|     CSV & TSV      | `csv` | `load_dataset(\"csv\", data_files=\"my_file.csv\")` |\n"
                   "|     Text files     | `text` | `load_dataset(\"text\", data_files=\"my_file.txt\")` |\n"
                   "| JSON & JSON Lines  | `json` | `load_dataset(\"json\", data_files=\"my_file.jsonl\")` |\n");
const QString kHeadingEn = QStringLiteral(
    "## Loading a local dataset[[loading-a-local-dataset]]\n\n"
    "For this example we'll use the [SQuAD-it dataset](https://github.com/crux82/squad-it/), which is a large-scale dataset for "
    "question answering in Italian.\n");
const QString kHeadingZh = QStringLiteral(
    "## 加载本地数据集 [[加载本地数据集]]\n\n"
    "在这个例子中，我们将使用 [SQuAD-it 数据集](https://github.com/crux82/squad-it/) ，这是一个用于意大利语问答的大规模数据集。\n");
const QString kComponentsEn = QStringLiteral(
    "<CourseFloatingBanner chapter={5}\n  classNames=\"absolute z-10 right-0 top-0\"\n  notebooks={[\n"
    "    {label: \"Google Colab\", value: "
    "\"https://colab.research.google.com/github/huggingface/notebooks/blob/master/course/en/chapter5/section2.ipynb\"},\n]} />\n\n"
    "You know how to use the [Hugging Face Hub](https://huggingface.co/datasets) to download datasets.\n\n<Youtube id=\"HyQgpJTkRdE\"/>\n");
const QString kComponentsZh = QStringLiteral(
    "<CourseFloatingBanner chapter={5}\n  classNames=\"absolute z-10 right-0 top-0\"\n  notebooks={[\n"
    "    {label: \"Google Colab\", value: "
    "\"https://colab.research.google.com/github/huggingface/notebooks/blob/master/course/zh-CN/chapter5/section2.ipynb\"},\n]} />\n\n"
    "你已经知道如何使用 [Hugging Face Hub](https://huggingface.co/datasets) 中的数据集。\n\n<Youtube id=\"HyQgpJTkRdE\"/>\n");

// diffusers-coreml/source.en.md and target.zh.md: the published translation lost the nesting.
const QString kNestedEn = QStringLiteral("- The supported inference framework.\n"
                                         "    * `packages` are suitable for Python inference.\n"
                                         "    * `compiled` models are required for Swift code.\n");
const QString kNestedZh = QStringLiteral("- 支持的推理框架。\n"
                                         "    * `packages`适用于Python推理。\n"
                                         "    * `compiled`模型是Swift代码所必需的。\n");
const QString kFlatZh = QStringLiteral("- 支持的推理框架。\n"
                                       "* `packages`适用于Python推理。\n"
                                       "* `compiled`模型是Swift代码所必需的。\n");

// d2l-linear-regression/source.en.md and target.zh.md: d2l-zh numbers the sub-items.
const QString kExerciseEn = QStringLiteral("1. Assume that we have some data $x_1, \\ldots, x_n \\in \\mathbb{R}$.\n"
                                           "    * Find a analytic solution for the optimal value of $b$.\n"
                                           "    * How does this problem and its solution relate to the normal distribution?\n");
const QString kExerciseZh = QStringLiteral("1. 假设我们有一些数据$x_1, \\ldots, x_n \\in \\mathbb{R}$。\n"
                                           "    1. 找到最优值$b$的解析解。\n"
                                           "    1. 这个问题及其解与正态分布有什么关系?\n");

QString replaced(QString text, const QString &before, const QString &after)
{
    return text.replace(before, after);
}

} // namespace

void TestQaStructureCheck::findings_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("published: table re-padded, header translated") << kTableEn << kTableZh << QStringList();
    QTest::newRow("broken: table row dropped")
        << kTableEn
        << replaced(kTableZh, QStringLiteral("|     Text files     | `text` | `load_dataset(\"text\", data_files=\"my_file.txt\")` |\n"),
               QString())
        << QStringList {QStringLiteral("markdown.table|rows 2/3")};
    QTest::newRow("broken: a column dropped")
        << kTableEn
        << QStringLiteral("|       数据格式      |                         加载的指令                            |\n"
                          "| :----------------: | :-----------------------------------------------------: |\n"
                          "|     CSV & TSV      | `load_dataset(\"csv\", data_files=\"my_file.csv\")` |\n"
                          "|     Text files     | `load_dataset(\"text\", data_files=\"my_file.txt\")` |\n"
                          "| JSON & JSON Lines  | `load_dataset(\"json\", data_files=\"my_file.jsonl\")` |\n")
        << QStringList {QStringLiteral("markdown.table|columns 2/2/3")};
    QTest::newRow("broken: delimiter row short of a cell, no table any more")
        << kTableEn
        << replaced(kTableZh, QStringLiteral("| :----------------: | :------------: |"), QStringLiteral("| :----------------: |"))
        << QStringList {QStringLiteral("markdown.table|table")};
    QTest::newRow("variant: a pipe inside inline code is no column")
        << kTableEn << replaced(kTableZh, QStringLiteral("`csv`"), QStringLiteral("`c|sv`")) << QStringList();
    QTest::newRow("published: heading and paragraph") << kHeadingEn << kHeadingZh << QStringList();
    QTest::newRow("broken: heading level changed") << kHeadingEn << replaced(kHeadingZh, QStringLiteral("## "), QStringLiteral("### "))
                                                   << QStringList {QStringLiteral("markdown.heading|h3/h2")};
    QTest::newRow("broken: heading marker dropped")
        << kHeadingEn << replaced(kHeadingZh, QStringLiteral("## "), QString()) << QStringList {QStringLiteral("markdown.heading|h0/h2")};
    QTest::newRow("published: MDX components kept, a URL inside translated") << kComponentsEn << kComponentsZh << QStringList();
    QTest::newRow("broken: <Youtube/> dropped")
        << kComponentsEn << replaced(kComponentsZh, QStringLiteral("<Youtube id=\"HyQgpJTkRdE\"/>"), QStringLiteral("视频"))
        << QStringList {QStringLiteral("markdown.html|<Youtube>")};
    QTest::newRow("variant: <Tip> kept, its text translated")
        << QStringLiteral("<Tip>\n\nYou know how to use the Hub to download datasets.\n\n</Tip>\n")
        << QStringLiteral("<Tip>\n\n你已经知道如何使用 Hub 中的数据集。\n\n</Tip>\n") << QStringList();
    QTest::newRow("broken: <br> of a paragraph dropped, a tag in inline code does not count")
        << QStringLiteral("Line one<br>line two, see `<pad>`.\n") << QStringLiteral("第一行第二行，见 `<pad>`。\n")
        << QStringList {QStringLiteral("markdown.html|<br>")};
    QTest::newRow("published variant: nested list kept") << kNestedEn << kNestedZh << QStringList();
    QTest::newRow("published translation that lost the nesting (diffusers)")
        << kNestedEn << kFlatZh << QStringList {QStringLiteral("markdown.list|items 1/3")};
    QTest::newRow("published translation that numbers bulleted sub-items (d2l-zh)")
        << kExerciseEn << kExerciseZh << QStringList {QStringLiteral("markdown.list|1.1/-1")};
    QTest::newRow("broken: nesting deepened") << kNestedEn
                                              << replaced(
                                                     kNestedZh, QStringLiteral("    * `compiled`"), QStringLiteral("        * `compiled`"))
                                              << QStringList {QStringLiteral("markdown.list|-2/-1")};
    QTest::newRow("broken: list item translated as a paragraph")
        << QStringLiteral("- The supported inference framework.\n\nThe official models include these variants.\n")
        << QStringLiteral("支持的推理框架。\n\n官方的模型包括这些变体。\n") << QStringList {QStringLiteral("markdown.list|items 0/1")};
    QTest::newRow("broken: a paragraph made a heading")
        << QStringLiteral("The official models include these variants.\n") << QStringLiteral("## 官方的模型包括这些变体。\n")
        << QStringList {QStringLiteral("markdown.heading|h2/h0")};
}

void TestQaStructureCheck::findings()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QStringList, expected);
    QCOMPARE(QaCheckRun::described(QaCheckRun::findingsOfEdited(QaStructureCheck(), source, target)), expected);
}

void TestQaStructureCheck::tableShape_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("header");
    QTest::addColumn<int>("delimiter");
    QTest::addColumn<int>("rows");
    QTest::newRow("course table") << kTableEn << 3 << 3 << 3;
    QTest::newRow("no outer pipes, escaped pipe") << QStringLiteral("a | b\n--|--\nx \\| y | z\n") << 2 << 2 << 1;
    QTest::newRow("header only") << QStringLiteral("| a |\n|---|\n") << 1 << 1 << 0;
}

void TestQaStructureCheck::tableShape()
{
    QFETCH(QString, table);
    QFETCH(int, header);
    QFETCH(int, delimiter);
    QFETCH(int, rows);
    const QaStructureCheck::TableShape shape = QaStructureCheck::tableShape(table);
    QCOMPARE(shape.headerColumns, header);
    QCOMPARE(shape.delimiterColumns, delimiter);
    QCOMPARE(shape.bodyRows, rows);
}

void TestQaStructureCheck::headingLevel_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("level");
    QTest::newRow("atx h2") << QStringLiteral("## 加载本地数据集 [[加载本地数据集]]") << 2;
    QTest::newRow("atx h6, indented") << QStringLiteral("   ###### x") << 6;
    QTest::newRow("setext h1") << QStringLiteral("Title\n=====") << 1;
    QTest::newRow("setext h2") << QStringLiteral("Title\n---") << 2;
    QTest::newRow("hashtag is no heading") << QStringLiteral("#hashtag") << 0;
}

void TestQaStructureCheck::headingLevel()
{
    QFETCH(QString, text);
    QFETCH(int, level);
    QCOMPARE(QaStructureCheck::headingLevel(text), level);
}

void TestQaStructureCheck::listEntries_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // marker kind and depth per item
    QTest::newRow("nested bullets") << kNestedEn << QStringLiteral("-0 -1 -1");
    QTest::newRow("numbered sub-items") << kExerciseZh << QStringLiteral("1.0 1.1 1.1");
    QTest::newRow("back out of a nesting") << QStringLiteral("- a\n  - b\n    1) c\n  - d\n") << QStringLiteral("-0 -1 1.2 -1");
    QTest::newRow("a marker in fenced code is code") << QStringLiteral("- a\n  ```\n  - b\n  ```\n") << QStringLiteral("-0");
}

void TestQaStructureCheck::listEntries()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QStringList actual;
    for (const QaStructureCheck::ListEntry &entry : QaStructureCheck::listEntries(text)) {
        actual.append((entry.ordered ? QStringLiteral("1.") : QStringLiteral("-")) + QString::number(entry.depth));
        QVERIFY(text.at(entry.offset) == QLatin1Char('-') || text.at(entry.offset) == QLatin1Char('*') || text.at(entry.offset).isDigit());
    }
    QCOMPARE(actual.join(QLatin1Char(' ')), expected);
}

// The published translations give few findings (measured on the 30 pairs: 1 table,
// 1 heading, 9 list, 2 html); a rule that floods them fails here.
void TestQaStructureCheck::corpus()
{
    if (!QFileInfo::exists(QaCheckRun::corpusDir())) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    const QMap<QString, int> counts = QaCheckRun::corpusCounts(QaStructureCheck());
    const QMap<QString, int> bounds {{QStringLiteral("markdown.table"), 2}, {QStringLiteral("markdown.heading"), 2},
        {QStringLiteral("markdown.list"), 12}, {QStringLiteral("markdown.html"), 4}};
    for (auto it = bounds.cbegin(); it != bounds.cend(); ++it) {
        QVERIFY2(counts.value(it.key()) <= it.value(), qPrintable(it.key() + QLatin1Char(' ') + QString::number(counts.value(it.key()))));
    }
}

QTEST_GUILESS_MAIN(TestQaStructureCheck)
#include "tst_qastructurecheck.moc"
