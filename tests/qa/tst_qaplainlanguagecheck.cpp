// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/plainlanguage.h"
#include "qa/qachecks.h"
#include "qa/qaplainlanguagecheck.h"
#include "qa/qarunner.h"
#include "qacheckrun.h"
#include "store/projectstore.h"

#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(PlainWording)

// Plain language (seed 001, 认知层校准): jargon of the project's list in the draft is
// a hint that offers the plain wording; the list is the project's, the seed's
// examples by default.
class TestQaPlainLanguageCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findings_data();
    void findings();
    void hintSeverityAndMessage();
    void projectList();
    void badListIsRefused_data();
    void badListIsRefused();
};

void TestQaPlainLanguageCheck::findings_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("expected"); // check|detail
    QTest::addColumn<QStringList>("pointedAt");
    const QStringList hint {QStringLiteral("plain.jargon|鲁棒性")};
    QTest::newRow("jargon in prose is a hint") << QStringLiteral("The model is robust.\n") << QStringLiteral("该模型的鲁棒性很好。\n")
                                               << hint << QStringList {QStringLiteral("鲁棒性")};
    QTest::newRow("jargon in a heading is a hint")
        << QStringLiteral("# Robustness\n") << QStringLiteral("# 鲁棒性\n") << hint << QStringList {QStringLiteral("鲁棒性")};
    QTest::newRow("each occurrence, each piece of jargon")
        << QStringLiteral("Robust and decoupled, robust again.\n") << QStringLiteral("鲁棒性与解耦设计，又是鲁棒性。\n")
        << QStringList {QStringLiteral("plain.jargon|鲁棒性"), QStringLiteral("plain.jargon|鲁棒性"),
               QStringLiteral("plain.jargon|解耦设计")}
        << QStringList {QStringLiteral("鲁棒性"), QStringLiteral("鲁棒性"), QStringLiteral("解耦设计")};
    QTest::newRow("inline code is left alone") << QStringLiteral("Set `robust`.\n") << QStringLiteral("设置 `鲁棒性`。\n") << QStringList()
                                               << QStringList();
    QTest::newRow("a code block is left alone")
        << QStringLiteral("```\nrobust\n```\n") << QStringLiteral("```\n鲁棒性\n```\n") << QStringList() << QStringList();
    QTest::newRow("plain wording already: nothing")
        << QStringLiteral("The model is robust.\n") << QStringLiteral("该模型的抗干扰能力很强。\n") << QStringList() << QStringList();
}

void TestQaPlainLanguageCheck::findings()
{
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, pointedAt);
    QaInput input = QaInput::fromMarkdown(source, target);
    input.plainWordings = PlainLanguage::defaults();
    QList<QaFinding> found;
    QaPlainLanguageCheck().run(input, &found);
    QStringList described = QaCheckRun::described(found);
    described.sort();
    expected.sort();
    QCOMPARE(described, expected);
    QStringList pointed;
    for (const QaFinding &finding : found) {
        pointed.append(QaCheckRun::pointedAt(input, finding));
    }
    pointed.sort();
    QStringList wanted = pointedAt;
    wanted.sort();
    QCOMPARE(pointed, wanted);
}

void TestQaPlainLanguageCheck::hintSeverityAndMessage()
{
    QaInput input = QaInput::fromMarkdown(QStringLiteral("A paradigm shift.\n"), QStringLiteral("一次范式迁移。\n"));
    input.plainWordings = PlainLanguage::defaults();
    QList<QaFinding> found;
    for (const QaFinding &finding : QaRunner().check(input)) {
        if (finding.check == QLatin1String("plain.jargon")) {
            found.append(finding);
        }
    }
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.at(0).severity, QaSeverity::Info);
    QCOMPARE(QaChecks::info(QStringLiteral("plain.jargon")).severity, QaSeverity::Info);
    QVERIFY2(found.at(0).message.contains(QStringLiteral("做法的根本转变")), qPrintable(found.at(0).message));
}

void TestQaPlainLanguageCheck::projectList()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    QCOMPARE(PlainLanguage::read(store), PlainLanguage::defaults());
    QVERIFY(PlainLanguage::defaults().contains(PlainWording {QStringLiteral("鲁棒性"), QStringLiteral("抗干扰能力")}));
    const QList<PlainWording> own {{QStringLiteral("泛化"), QStringLiteral("换了数据也管用")}};
    QString error;
    QVERIFY2(PlainLanguage::write(store, own, &error), qPrintable(error));
    QCOMPARE(PlainLanguage::read(store), own);
    QVERIFY(PlainLanguage::write(store, {}, &error));
    QCOMPARE(PlainLanguage::read(store), QList<PlainWording>());
}

void TestQaPlainLanguageCheck::badListIsRefused_data()
{
    QTest::addColumn<QList<PlainWording>>("wordings");
    QTest::newRow("no plain wording") << QList<PlainWording> {{QStringLiteral("鲁棒性"), QStringLiteral(" ")}};
    QTest::newRow("no jargon") << QList<PlainWording> {{QString(), QStringLiteral("抗干扰能力")}};
    QTest::newRow("jargon twice") << QList<PlainWording> {
        {QStringLiteral("鲁棒性"), QStringLiteral("抗干扰能力")}, {QStringLiteral("鲁棒性 "), QStringLiteral("稳")}};
}

void TestQaPlainLanguageCheck::badListIsRefused()
{
    QFETCH(QList<PlainWording>, wordings);
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    QString error;
    QVERIFY(!PlainLanguage::write(store, wordings, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(PlainLanguage::read(store), PlainLanguage::defaults()); // nothing changed
}

QTEST_GUILESS_MAIN(TestQaPlainLanguageCheck)
#include "tst_qaplainlanguagecheck.moc"
