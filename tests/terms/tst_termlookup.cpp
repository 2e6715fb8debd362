// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "termentries.h"
#include "terms/termlookup.h"
#include "terms/termrepository.h"

#include <QTemporaryDir>
#include <QTest>

// Lookup both ways over the termbase and the project's blocks.
class TestTermLookup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void find_data();
    void find();

private:
    QTemporaryDir m_dir;
    ProjectStore m_store;
};

void TestTermLookup::initTestCase()
{
    QVERIFY(m_store.create(m_dir.filePath(QStringLiteral("l.yiqiao")), QStringLiteral("L")));
    PostImporter importer(m_store);
    QVERIFY2(importer.importPost(
                 5, "# Kernels\n\nEach CUDA kernel runs on the GPU.\n", {}, {}, QByteArray("# 核函数\n\n每个CUDA核函数都在GPU上运行。\n")),
        qPrintable(importer.errorString()));
    QVERIFY(TermRepository(m_store).add({kernelEntry(), simpleTerm(QStringLiteral("GPU"), QStringLiteral("GPU"))}));
}

void TestTermLookup::find_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QStringList>("terms");
    QTest::addColumn<int>("hits");
    QTest::newRow("English term") << QStringLiteral("kernel") << QStringList {QStringLiteral("kernel")} << 2;
    QTest::newRow("plural query finds the term of its base form")
        << QStringLiteral("kernels") << QStringList {QStringLiteral("kernel")} << 2;
    QTest::newRow("Chinese rendering") << QStringLiteral("核函数") << QStringList {QStringLiteral("kernel")} << 2;
    QTest::newRow("one Chinese character") << QStringLiteral("核") << QStringList {QStringLiteral("kernel")} << 2;
    QTest::newRow("nothing") << QStringLiteral("tensor") << QStringList() << 0;
}

void TestTermLookup::find()
{
    QFETCH(QString, query);
    QFETCH(QStringList, terms);
    QFETCH(int, hits);
    const TermLookup::Result result = TermLookup::find(m_store, query);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QStringList sources;
    for (const TermEntry &entry : result.terms) {
        sources.append(entry.source);
    }
    QCOMPARE(sources, terms);
    QCOMPARE(result.hits.size(), hits);
    for (const PhraseHit &hit : result.hits) {
        QCOMPARE(hit.issueNumber, 5);
    }
}

QTEST_GUILESS_MAIN(TestTermLookup)
#include "tst_termlookup.moc"
