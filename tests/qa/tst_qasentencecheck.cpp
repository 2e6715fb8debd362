// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qainput.h"
#include "qa/qasentencecheck.h"

#include <QTest>

#include "qacheckrun.h"

// content.untranslated-sentence: an English sentence of the source left in a Chinese
// paragraph; quotations, code, link texts, names and a draft with no Chinese are not.
class TestQaSentenceCheck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findings_data();
    void findings();
    void pointsAtTheSentence();
    void corpusBound();
};

namespace {

// course-ch5-2 (Apache-2.0).
const QString kSource = QStringLiteral(
    "As shown in the table, for each data format we just need to specify the type of loading script in the `load_dataset()` function. "
    "Let's start by loading a dataset from local files; later we'll see how to do the same with remote files.");
const QString kDraft = QStringLiteral("如表所示，对于每种数据格式，我们只需要在 `load_dataset()` 函数中指定加载脚本的类型。"
                                      "首先，我们从加载本地文件的数据集开始；稍后，我们将看到如何使用远程文件做同样的事情。");
const QString kLeft =
    QStringLiteral("Let's start by loading a dataset from local files; later we'll see how to do the same with remote files.");

} // namespace

void TestQaSentenceCheck::findings_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("expected");
    const QString mixed = QString(kDraft).replace(
        QStringLiteral("首先，我们从加载本地文件的数据集开始；稍后，我们将看到如何使用远程文件做同样的事情。"), kLeft);
    QTest::newRow("translated") << kSource << kDraft << QStringList();
    QTest::newRow("last sentence left in English")
        << kSource << mixed << QStringList {QStringLiteral("content.untranslated-sentence|Let's start by loading a dataset from lo…")};
    QTest::newRow("not the source's words") << kSource
                                            << QString(mixed).replace(QStringLiteral("local files"), QStringLiteral("your own disk"))
                                            << QStringList();
    QTest::newRow("quoted") << kSource << QString(kDraft).append(QStringLiteral("它说：“") + kLeft + QStringLiteral("”")) << QStringList();
    QTest::newRow("in a link text") << kSource
                                    << QString(kDraft).append(QStringLiteral("见[") + kLeft + QStringLiteral("](https://hf.co)。"))
                                    << QStringList();
    QTest::newRow("in a code span") << QStringLiteral("Run `pip install datasets to get the latest version of it` now.")
                                    << QStringLiteral("运行 `pip install datasets to get the latest version of it`。") << QStringList();
    QTest::newRow("title-cased name") << QStringLiteral("Read Attention Is All You Need And More Of The Same today.")
                                      << QStringLiteral("阅读 Attention Is All You Need And More Of The Same。") << QStringList();
    QTest::newRow("no Chinese at all: content.untranslated's") << kSource << kSource << QStringList();
    QTest::newRow("code in the prose") << QStringLiteral(
        "Add additional_authorized_imports=[\"time\", \"numpy\", \"pandas\"] to the agent now.")
                                       << QStringLiteral("添加 additional_authorized_imports=[\"time\", \"numpy\", \"pandas\"] 即可。")
                                       << QStringList();
}

void TestQaSentenceCheck::findings()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QStringList, expected);
    QCOMPARE(QaCheckRun::described(QaCheckRun::findings(QaSentenceCheck(), source, target)), expected);
}

void TestQaSentenceCheck::pointsAtTheSentence()
{
    const QString mixed = QString(kDraft).replace(
        QStringLiteral("首先，我们从加载本地文件的数据集开始；稍后，我们将看到如何使用远程文件做同样的事情。"), kLeft);
    const QaInput input = QaInput::fromMarkdown(kSource, mixed);
    QList<QaFinding> findings;
    QaSentenceCheck().run(input, &findings);
    QCOMPARE(findings.size(), 1);
    QCOMPARE(QaCheckRun::pointedAt(input, findings.constFirst()), kLeft);
    QCOMPARE(findings.constFirst().targetBlockId, input.targets.constFirst().id);
}

// The published translations keep no sentence of their source in English.
void TestQaSentenceCheck::corpusBound()
{
    const QMap<QString, int> counts = QaCheckRun::corpusCounts(QaSentenceCheck());
    if (counts.isEmpty() && !QDir(QaCheckRun::corpusDir()).exists()) {
        QSKIP("no shared corpus");
    }
    QCOMPARE(counts.value(QStringLiteral("content.untranslated-sentence")), 0);
}

QTEST_GUILESS_MAIN(TestQaSentenceCheck)
#include "tst_qasentencecheck.moc"
