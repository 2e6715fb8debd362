// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaerrorplanter.h"
#include "qa/qainput.h"
#include "qa/qaplantedoutcome.h"
#include "qa/qarunner.h"

#include <QFile>
#include <QTest>

#include <algorithm>

// Every kind of planted error, planted into a published translation (Apache-2.0
// pages in data/qa/planted), is found by its own check's finding and changes no
// other finding; the planting itself changes what the kind says.
class TestQaErrorPlanter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kinds_data();
    void kinds();
    void everyKindHasARow();
    void nothingToPlant();
    void plantingKeepsTheAlignment();
    void missedWithoutTheirCheck_data();
    void missedWithoutTheirCheck();
    void outcomeOfAnotherCheck();
    void outcomeOfNothingFound();
};

namespace {

QString readFile(const QString &name)
{
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/qa/planted/") + name);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QaInput page(const QString &name)
{
    QaInput input = QaInput::fromMarkdown(readFile(name + QStringLiteral(".en.md")), readFile(name + QStringLiteral(".zh.md")));
    input.settings = *QaSettings::preset(QStringLiteral("huggingface"));
    return input;
}

} // namespace

void TestQaErrorPlanter::kinds_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("check");
    QTest::addColumn<QString>("change");
    const QString course = QStringLiteral("course-ch5-2");
    const QString tome = QStringLiteral("diffusers-tome");
    QTest::newRow("code-number") << course << QStringLiteral("markdown.code-block") << QStringLiteral("442 → 443");
    QTest::newRow("link-model-id") << QStringLiteral("diffusers-coreml") << QStringLiteral("markdown.link")
                                   << QStringLiteral("https://huggingface.co/apple/coreml-stable-diffusion-v1-4/tree/main → "
                                                     "https://huggingface.co/apple/coreml-stable-diffusion-v2-4/tree/main");
    QTest::newRow("url-typo") << course << QStringLiteral("markdown.link")
                              << QStringLiteral("https://huggingface.co/datasets → https://huggingface.co/dtaasets");
    QTest::newRow("broken-link-target") << course << QStringLiteral("markdown.link")
                                        << QStringLiteral("https://huggingface.co/datasets → ()");
    QTest::newRow("dropped-inline-code") << course << QStringLiteral("markdown.inline-code") << QStringLiteral("`load_dataset()` → ∅");
    QTest::newRow("changed-version") << tome << QStringLiteral("preserve.version") << QStringLiteral("0.15.1 → 0.15.2");
    QTest::newRow("changed-number") << tome << QStringLiteral("preserve.number") << QStringLiteral("40 → 41");
    QTest::newRow("swapped-numbers") << tome << QStringLiteral("preserve.table-number") << QStringLiteral("512 ↔ 10");
    QTest::newRow("dropped-table-row") << tome << QStringLiteral("markdown.table")
                                       << QStringLiteral(
                                              "| **A100** |            512 |             10 |        6.88 | 5.26 (+23.55%) |      "
                                              "4.69 (+31.83%) | → ∅");
    QTest::newRow("untranslated-sentence")
        << course << QStringLiteral("content.untranslated-sentence")
        << QStringLiteral("首先，我们从加载本地文件的数据集开始；稍后，我们将看到如何使用远程文件做同样的事情。 → "
                          "Let's start by loading a dataset from local files; later we'll see how to do the same with remote files.");
    QTest::newRow("forbidden-rendering") << course << QStringLiteral("term.forbidden") << QStringLiteral("Hub → 该专名");
    QTest::newRow("missing-first-use") << QStringLiteral("agents-unit2-components") << QStringLiteral("term.first-use")
                                       << QStringLiteral("增强生成（RAG） → 增强生成");
    QTest::newRow("missing-first-use (an English name explained)")
        << QStringLiteral("smolagents-multiagents") << QStringLiteral("term.first-use")
        << QStringLiteral("CodeAgent（代码代理） → CodeAgent");
    QTest::newRow("translated-keep-english") << course << QStringLiteral("term.missing") << QStringLiteral("Hub → 该专名");
}

void TestQaErrorPlanter::kinds()
{
    QFETCH(QString, page);
    QFETCH(QString, check);
    QFETCH(QString, change);
    // The row's name is the kind, with what the row is about after it.
    const QString kind = QString::fromUtf8(QTest::currentDataTag()).section(QLatin1Char(' '), 0, 0);
    const QaInput input = ::page(page);
    QVERIFY(!input.units.isEmpty());
    QCOMPARE(QaErrorPlanter::checkOf(kind), check);
    const QList<QaPlantedError> sites = QaErrorPlanter::sites(kind, input, 5);
    const auto error = std::find_if(sites.cbegin(), sites.cend(), [&](const QaPlantedError &site) { return site.change == change; });
    QVERIFY2(error != sites.cend(), qPrintable(sites.isEmpty() ? QStringLiteral("none") : sites.constFirst().change));
    QCOMPARE(error->kind, kind);
    QCOMPARE(error->check, check);
    QCOMPARE(error->change, change);
    QVERIFY(error->text != input.targets.at(error->targetIndex).text);
    const QaPlantedOutcome outcome = QaPlantedOutcome::judge(QaRunner(), input, *error);
    QVERIFY(outcome.found);
    QVERIFY(outcome.foundByOwn);
    QCOMPARE(outcome.otherChanges, QStringList());
}

// The rows above are the catalogue: every kind, each with its check.
void TestQaErrorPlanter::everyKindHasARow()
{
    const QStringList kinds {QStringLiteral("code-number"), QStringLiteral("link-model-id"), QStringLiteral("url-typo"),
        QStringLiteral("broken-link-target"), QStringLiteral("dropped-inline-code"), QStringLiteral("changed-version"),
        QStringLiteral("changed-number"), QStringLiteral("swapped-numbers"), QStringLiteral("dropped-table-row"),
        QStringLiteral("untranslated-sentence"), QStringLiteral("forbidden-rendering"), QStringLiteral("missing-first-use"),
        QStringLiteral("translated-keep-english")};
    QCOMPARE(QaErrorPlanter::kinds(), kinds);
    QVERIFY(QaErrorPlanter::checkOf(QStringLiteral("no-such-kind")).isEmpty());
}

// A draft without code, links, tables or terms: nothing to plant but what prose has.
void TestQaErrorPlanter::nothingToPlant()
{
    QaInput input = QaInput::fromMarkdown(QStringLiteral("Hello world.\n"), QStringLiteral("你好，世界。\n"));
    input.settings = *QaSettings::preset(QStringLiteral("huggingface"));
    for (const QString &kind : QaErrorPlanter::kinds()) {
        QVERIFY2(!QaErrorPlanter::plant(kind, input), qPrintable(kind));
    }
    QVERIFY(!QaErrorPlanter::plant(QStringLiteral("no-such-kind"), page(QStringLiteral("course-ch5-2"))));
}

// The planted draft keeps its blocks and their alignment: only one block's text differs.
void TestQaErrorPlanter::plantingKeepsTheAlignment()
{
    const QaInput input = page(QStringLiteral("course-ch5-2"));
    const std::optional<QaPlantedError> error = QaErrorPlanter::plant(QStringLiteral("code-number"), input);
    QVERIFY(error);
    const QaInput planted = QaErrorPlanter::planted(input, *error);
    QCOMPARE(planted.targets.size(), input.targets.size());
    QCOMPARE(planted.units.size(), input.units.size());
    for (int i = 0; i < input.targets.size(); ++i) {
        QCOMPARE(planted.targets.at(i).aligned, input.targets.at(i).aligned);
        QCOMPARE(planted.targets.at(i).text == input.targets.at(i).text, i != error->targetIndex);
    }
}

// The kinds the checks before issue 23 missed: with the kind's check switched off,
// no other check notices them (swapped figures keep the unit's numbers; an English
// sentence in a Chinese paragraph is no English draft).
void TestQaErrorPlanter::missedWithoutTheirCheck_data()
{
    QTest::addColumn<QString>("page");
    QTest::newRow("swapped-numbers") << QStringLiteral("diffusers-tome");
    QTest::newRow("untranslated-sentence") << QStringLiteral("course-ch5-2");
}

void TestQaErrorPlanter::missedWithoutTheirCheck()
{
    QFETCH(QString, page);
    const QString kind = QString::fromLatin1(QTest::currentDataTag());
    QaInput input = ::page(page);
    const std::optional<QaPlantedError> error = QaErrorPlanter::plant(kind, input);
    QVERIFY(error);
    input.settings.disabled.insert(error->check);
    const QaPlantedOutcome outcome = QaPlantedOutcome::judge(QaRunner(), input, *error);
    QVERIFY(!outcome.found);
    QVERIFY(!outcome.othersChanged());
}

// An error that another check finds is found, not by its own finding, and is a
// change of other findings.
void TestQaErrorPlanter::outcomeOfAnotherCheck()
{
    const QaInput input = page(QStringLiteral("course-ch5-2"));
    QaPlantedError error = *QaErrorPlanter::plant(QStringLiteral("dropped-inline-code"), input);
    error.check = QStringLiteral("markdown.link");
    const QaPlantedOutcome outcome = QaPlantedOutcome::judge(QaRunner(), input, error);
    QVERIFY(outcome.found);
    QVERIFY(!outcome.foundByOwn);
    QCOMPARE(outcome.otherChanges, QStringList {QStringLiteral("+markdown.inline-code|`load_dataset()`")});
}

// A change no check reads (a word of the prose) is not found and changes nothing.
void TestQaErrorPlanter::outcomeOfNothingFound()
{
    const QaInput input = page(QStringLiteral("course-ch5-2"));
    QaPlantedError error = *QaErrorPlanter::plant(QStringLiteral("untranslated-sentence"), input);
    error.text = input.targets.at(error.targetIndex).text;
    error.text.replace(QStringLiteral("首先"), QStringLiteral("第一"));
    QVERIFY(error.text != input.targets.at(error.targetIndex).text);
    const QaPlantedOutcome outcome = QaPlantedOutcome::judge(QaRunner(), input, error);
    QVERIFY(!outcome.found);
    QVERIFY(!outcome.foundByOwn);
    QVERIFY(!outcome.othersChanged());
}

QTEST_GUILESS_MAIN(TestQaErrorPlanter)
#include "tst_qaerrorplanter.moc"
