// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termentries.h"
#include "terms/termrenderingtext.h"

#include <QTest>

// How a rendering and its conditions read in the termbase's tables.
class TestTermRenderingText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void conditions_data();
    void conditions();
    void defaultComesFirst();
};

void TestTermRenderingText::conditions_data()
{
    QTest::addColumn<QStringList>("keywords");
    QTest::addColumn<QString>("regex");
    QTest::addColumn<QString>("codeLanguage");
    QTest::addColumn<QStringList>("postTags");
    QTest::addColumn<QString>("expected");
    QTest::newRow("none") << QStringList() << QString() << QString() << QStringList() << QString();
    QTest::newRow("keywords") << QStringList {QStringLiteral("CUDA"), QStringLiteral("GPU")} << QString() << QString() << QStringList()
                              << QStringLiteral("mentions CUDA / GPU");
    QTest::newRow("every condition") << QStringList {QStringLiteral("CUDA")} << QStringLiteral("__global__") << QStringLiteral("cuda")
                                     << QStringList {QStringLiteral("hpc")}
                                     << QStringLiteral("mentions CUDA; matches /__global__/; near cuda code; post tagged hpc");
}

void TestTermRenderingText::conditions()
{
    QFETCH(QStringList, keywords);
    QFETCH(QString, regex);
    QFETCH(QString, codeLanguage);
    QFETCH(QStringList, postTags);
    QFETCH(QString, expected);
    TermRendering rendering;
    rendering.text = QStringLiteral("CUDA核函数");
    rendering.keywords = keywords;
    rendering.regex = regex;
    rendering.codeLanguage = codeLanguage;
    rendering.postTags = postTags;
    QCOMPARE(TermRenderingText::conditions(rendering), expected);
    QCOMPARE(TermRenderingText::hasConditions(rendering), !expected.isEmpty());
}

void TestTermRenderingText::defaultComesFirst()
{
    const TermEntry kernel = kernelEntry(); // CUDA核函数, then 内核 (the default)
    QCOMPARE(TermRenderingText::ordered(kernel), (QStringList {QStringLiteral("内核"), QStringLiteral("CUDA核函数")}));
    QCOMPARE(TermRenderingText::joined(TermRenderingText::ordered(kernel)), QStringLiteral("内核；CUDA核函数"));
}

QTEST_GUILESS_MAIN(TestTermRenderingText)
#include "tst_termrenderingtext.moc"
