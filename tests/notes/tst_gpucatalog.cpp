// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/gpucatalog.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

// The GPU catalogue: the shipped file loads, broken files are refused with a clear
// error and leave nothing loaded.
class TestGpuCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedCatalogue();
    void refused_data();
    void refused();
    void refusalClearsAnEarlierLoad();
};

namespace {

const QString shipped = QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/gpus.json");

bool loadBytes(GpuCatalog &catalog, const QByteArray &json)
{
    QBuffer buffer;
    buffer.setData(json);
    return catalog.load(buffer);
}

} // namespace

void TestGpuCatalog::shippedCatalogue()
{
    QFile file(shipped);
    GpuCatalog catalog;
    QVERIFY2(catalog.load(file), qPrintable(catalog.errorString()));
    QVERIFY(catalog.errorString().isEmpty());
    QVERIFY(catalog.entries().size() >= 15);
    QVERIFY(catalog.entries().size() <= 25);
    bool sawA100 = false;
    for (const GpuCatalog::Entry &entry : catalog.entries()) {
        QVERIFY2(!entry.vendor.isEmpty() && !entry.memoryGB.isEmpty() && !entry.formFactors.isEmpty(), qPrintable(entry.name));
        if (entry.name == QLatin1String("A100")) {
            sawA100 = true;
            QCOMPARE(entry.memoryGB, QList<int>({40, 80}));
            QCOMPARE(entry.nvlink, QStringLiteral("yes"));
            QCOMPARE(entry.domesticEquivalent, QStringLiteral("A800"));
            QVERIFY(entry.aliases.contains(QStringLiteral("A100 PCIe")));
        }
    }
    QVERIFY(sawA100);
}

void TestGpuCatalog::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("errorPart");

    QTest::newRow("broken JSON: missing closing brace")
        << QByteArray("{\"gpus\": [{\"name\": \"A100\", \"nvlink\": \"yes\"}]") << QStringLiteral("not valid JSON");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("top level is an array") << QByteArray("[{\"name\": \"A100\"}]") << QStringLiteral("no \"gpus\" list");
    QTest::newRow("no gpus key") << QByteArray("{\"cards\": []}") << QStringLiteral("no \"gpus\" list");
    QTest::newRow("gpus is not a list") << QByteArray("{\"gpus\": {\"name\": \"A100\"}}") << QStringLiteral("no \"gpus\" list");
    QTest::newRow("second entry without a name")
        << QByteArray("{\"gpus\": [{\"name\": \"A100\", \"nvlink\": \"yes\"}, {\"vendor\": \"NVIDIA\", \"nvlink\": \"no\"}]}")
        << QStringLiteral("GPU 2 of the catalogue has no name");
    QTest::newRow("nvlink not yes/no/partial") << QByteArray("{\"gpus\": [{\"name\": \"T4\", \"nvlink\": \"maybe\"}]}")
                                               << QStringLiteral("GPU 1 (T4): \"nvlink\" must be");
}

void TestGpuCatalog::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, errorPart);
    GpuCatalog catalog;
    QVERIFY(!loadBytes(catalog, json));
    QVERIFY2(catalog.errorString().contains(errorPart), qPrintable(catalog.errorString()));
    QVERIFY(catalog.entries().isEmpty());
}

void TestGpuCatalog::refusalClearsAnEarlierLoad()
{
    GpuCatalog catalog;
    QVERIFY(loadBytes(catalog, "{\"gpus\": [{\"name\": \"T4\", \"nvlink\": \"no\"}]}"));
    QCOMPARE(catalog.entries().size(), 1);
    QVERIFY(!loadBytes(catalog, "{\"gpus\": [{\"name\": \"L4\", \"nvlink\": \"no\"}, {\"name\": \"\", \"nvlink\": \"no\"}]}"));
    QVERIFY(catalog.entries().isEmpty());
    QVERIFY(loadBytes(catalog, "{\"gpus\": []}"));
    QVERIFY(catalog.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestGpuCatalog)
#include "tst_gpucatalog.moc"
