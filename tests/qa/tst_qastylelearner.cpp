// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sentences after the huggingface/course translations (Apache-2.0): half-width colons
// and parentheses, a space between Chinese and Latin text.
#include "qa/qainput.h"
#include "qa/qasettings.h"
#include "qa/qastylelearner.h"
#include "qa/qatypographycheck.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// 60 colons, 60 parenthesised Latin words, 120 meetings of Chinese and Latin text.
QString houseText()
{
    QString text;
    for (int i = 0; i < 60; ++i) {
        text += QStringLiteral("第 %1 步: 使用 Tokenizer(分词器) 处理文本。\n\n").arg(i + 1);
    }
    return text;
}

const QByteArray kSource("# Setup\n\nInstall the library with pip.\n");

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestQaStyleLearner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void learnsTheHabits();
    void aStyleLearnedFromATextFindsNothingInIt();
    void learnsFromFinishedOrImportedIssuesOnly();
    void badPathsChangeNothing_data();
    void badPathsChangeNothing();
    void nothingChineseIsRefused();
    void relearningKeepsOverrides();
};

void TestQaStyleLearner::learnsTheHabits()
{
    QaStyleLearner learner;
    QVERIFY(learner.addMarkdown(houseText()));
    QVERIFY(!learner.addMarkdown(QStringLiteral("Only English here: nothing to learn.")));
    const QaHouseStyle &style = learner.style();
    QCOMPARE(style.texts(), 1);
    QCOMPARE(style.rule(QStringLiteral("colon")).habit(), QStringLiteral("half"));
    QCOMPARE(style.rule(QStringLiteral("colon")).cases(), 60);
    QVERIFY(style.rule(QStringLiteral("colon")).fires());
    QCOMPARE(style.rule(QStringLiteral("parentheses")).habit(), QStringLiteral("half"));
    QCOMPARE(style.rule(QStringLiteral("latin-spacing")).habit(), QStringLiteral("space"));
    QCOMPARE(style.rule(QStringLiteral("full-stop")).habit(), QStringLiteral("full"));
    QVERIFY(!style.rule(QStringLiteral("semicolon")).fires());
}

// The learner counts with the check's own scan: a consistent text passes its own style,
// and a full-width colon in it is then the finding.
void TestQaStyleLearner::aStyleLearnedFromATextFindsNothingInIt()
{
    QaStyleLearner learner;
    QVERIFY(learner.addMarkdown(houseText()));
    QaInput input = QaInput::fromMarkdown(QString(), houseText());
    learner.style().applyTo(&input.settings);
    QList<QaFinding> findings;
    QaTypographyCheck().run(input, &findings);
    QCOMPARE(findings.size(), 0);

    input = QaInput::fromMarkdown(QString(), QStringLiteral("第 1 步：使用 Tokenizer(分词器) 处理文本。\n"));
    learner.style().applyTo(&input.settings);
    QaTypographyCheck().run(input, &findings);
    QCOMPARE(findings.size(), 1);
    QCOMPARE(findings.at(0).check, QStringLiteral("typography.fullwidth-punctuation"));
    QCOMPARE(findings.at(0).detail, QStringLiteral(" 步："));
}

void TestQaStyleLearner::learnsFromFinishedOrImportedIssuesOnly()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    PostImporter importer(project.store());
    QVERIFY2(importer.importPost(1, kSource, QString(), QString(), houseText().toUtf8()), qPrintable(importer.errorString()));
    QVERIFY2(importer.importPost(2, kSource, QString(), QString(), std::nullopt), qPrintable(importer.errorString()));
    QaStyleLearner learner;
    QVERIFY2(learner.addProject(project.store()), qPrintable(learner.errorString()));
    QCOMPARE(learner.issues(), 1); // issue 2 has no translation yet
    QCOMPARE(learner.style().rule(QStringLiteral("colon")).cases(), 60);
    QVERIFY(QaStyleLearner::isFinished(QStringLiteral("published")));
    QVERIFY(!QaStyleLearner::isFinished(QStringLiteral("translating")));
}

void TestQaStyleLearner::badPathsChangeNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content"); // a file's, or empty for a folder
    QTest::addColumn<QString>("message");

    QTest::newRow("missing path") << QStringLiteral("gone.zh.md") << QByteArray() << QStringLiteral("does not exist");
    QTest::newRow("folder without *.zh.md") << QStringLiteral("empty") << QByteArray() << QStringLiteral("no published translation");
    QTest::newRow("file without Chinese") << QStringLiteral("en.md") << QByteArray("# English only\n") << QStringLiteral("no Chinese");
}

void TestQaStyleLearner::badPathsChangeNothing()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("good.zh.md")), houseText().toUtf8()));
    if (!content.isEmpty()) {
        QVERIFY(writeFile(dir.filePath(name), content));
    } else if (name == QLatin1String("empty")) {
        QVERIFY(QDir(dir.path()).mkdir(name));
    }
    QaStyleLearner learner;
    QVERIFY(!learner.addPaths({dir.filePath(QStringLiteral("good.zh.md")), dir.filePath(name)}));
    QVERIFY2(learner.errorString().contains(message), qPrintable(learner.errorString()));
    QVERIFY(!learner.style().hasCounts());
    QCOMPARE(learner.files(), 0);
}

void TestQaStyleLearner::nothingChineseIsRefused()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QaStyleLearner learner;
    QVERIFY(learner.addProject(project.store()));
    QVERIFY(!learner.store(project.store()));
    QVERIFY(learner.errorString().contains(QStringLiteral("No Chinese text")));
    QCOMPARE(project.store().setting(QStringLiteral("qa.houseStyle")), QString());
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("d2l"));
}

void TestQaStyleLearner::relearningKeepsOverrides()
{
    TempProject project;
    QCOMPARE(project.create(), QString());
    QTemporaryDir dir;
    QVERIFY(writeFile(dir.filePath(QStringLiteral("a.zh.md")), houseText().toUtf8()));
    QaStyleLearner first;
    QVERIFY(first.addPaths({dir.path()}));
    QCOMPARE(first.files(), 1);
    QVERIFY(first.store(project.store()));
    QCOMPARE(QaSettings::styleName(project.store()), QStringLiteral("learned"));
    QaHouseStyle edited = QaHouseStyle::load(project.store());
    QVERIFY(edited.setOverride(QStringLiteral("colon"), QStringLiteral("off")));
    QVERIFY(edited.save(project.store()));

    QaStyleLearner again;
    QVERIFY(again.addPaths({dir.filePath(QStringLiteral("a.zh.md"))}));
    QVERIFY(again.store(project.store()));
    const QaHouseStyle stored = QaHouseStyle::load(project.store());
    QCOMPARE(stored.rule(QStringLiteral("colon")).override, QStringLiteral("off"));
    QCOMPARE(QaSettings::load(project.store()).width(QaSettings::Mark::Colon), QaSettings::Width::Any);
}

QTEST_GUILESS_MAIN(TestQaStyleLearner)
#include "tst_qastylelearner.moc"
