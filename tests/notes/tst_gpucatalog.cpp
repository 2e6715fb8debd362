// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/gpucatalog.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

#include <algorithm>

// The GPU catalogue: the shipped file loads, broken files are refused with a clear
// error and leave nothing loaded.
class TestGpuCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedCatalogue();
    void shippedHardware_data();
    void shippedHardware();
    void olderFormatStillLoads();
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
    QVERIFY(catalog.entries().size() >= 30);
    QVERIFY(catalog.version() >= 2);
    bool sawA100 = false;
    for (const GpuCatalog::Entry &entry : catalog.entries()) {
        // Hardware without form factors is hardware readers in China cannot buy.
        QVERIFY2(!entry.vendor.isEmpty() && (!entry.forms.isEmpty() || !entry.inChina.isEmpty()), qPrintable(entry.name));
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

void TestGpuCatalog::shippedHardware_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("forms"); // "form:nvlink" joined by ", "
    QTest::addColumn<QString>("domestic");
    QTest::addColumn<bool>("withoutNvlink"); // interconnect or inChina set

    QTest::newRow("H100: SXM5 with NVLink, PCIe and NVL bridged, H800 in China")
        << QStringLiteral("H100") << QStringLiteral("SXM5:yes, PCIe:bridge, NVL:bridge") << QStringLiteral("H800") << false;
    QTest::newRow("H800: SXM5 with NVLink at lower bandwidth")
        << QStringLiteral("H800") << QStringLiteral("SXM5:reduced, PCIe:bridge") << QString() << false;
    QTest::newRow("H200: SXM and NVL, H20 in China")
        << QStringLiteral("H200") << QStringLiteral("SXM:yes, NVL:bridge") << QStringLiteral("H20") << false;
    QTest::newRow("V100: NVLink on SXM2 only") << QStringLiteral("V100") << QStringLiteral("SXM2:yes, PCIe:no") << QString() << false;
    QTest::newRow("RTX 3090: a two-card bridge") << QStringLiteral("RTX 3090") << QStringLiteral("PCIe:bridge") << QString() << false;
    QTest::newRow("B200: SXM") << QStringLiteral("B200") << QStringLiteral("SXM:yes") << QString() << false;
    QTest::newRow("GB200: NVL72 rack") << QStringLiteral("GB200") << QStringLiteral("NVL72:yes") << QString() << false;
    QTest::newRow("RTX 5090: PCIe, 5090 D in China")
        << QStringLiteral("RTX 5090") << QStringLiteral("PCIe:no") << QStringLiteral("RTX 5090 D") << false;
    QTest::newRow("RTX 5090 D") << QStringLiteral("RTX 5090 D") << QStringLiteral("PCIe:no") << QString() << false;
    QTest::newRow("Ascend 910C: HCCL, not NVLink") << QStringLiteral("Ascend 910C") << QStringLiteral("module:no") << QString() << true;
    QTest::newRow("TPU v5e: not sold in China") << QStringLiteral("TPU v5e") << QString() << QString() << true;
    QTest::newRow("TPU v6e Trillium") << QStringLiteral("TPU v6e") << QString() << QString() << true;
}

void TestGpuCatalog::shippedHardware()
{
    QFETCH(QString, name);
    QFETCH(QString, forms);
    QFETCH(QString, domestic);
    QFETCH(bool, withoutNvlink);
    QFile file(shipped);
    GpuCatalog catalog;
    QVERIFY2(catalog.load(file), qPrintable(catalog.errorString()));
    const QList<GpuCatalog::Entry> entries = catalog.entries();
    const auto entry = std::find_if(entries.cbegin(), entries.cend(), [&](const GpuCatalog::Entry &e) { return e.name == name; });
    QVERIFY2(entry != entries.cend(), qPrintable(name));
    QStringList described;
    for (const GpuCatalog::Form &form : entry->forms) {
        described.append(form.form + QLatin1Char(':') + form.nvlink);
    }
    QCOMPARE(described.join(QStringLiteral(", ")), forms);
    QCOMPARE(entry->domesticEquivalent, domestic);
    QCOMPARE(!entry->interconnect.isEmpty() || !entry->inChina.isEmpty(), withoutNvlink);
    if (!entry->inChina.isEmpty()) {
        QVERIFY(!entry->alternative.isEmpty());
    }
}

// Catalogues written before forms existed: each form factor gets the entry's NVLink.
void TestGpuCatalog::olderFormatStillLoads()
{
    GpuCatalog catalog;
    QVERIFY(loadBytes(catalog, R"({"gpus": [{"name": "X1", "formFactors": ["SXM", "PCIe"], "memoryGB": [8], "nvlink": "partial"}]})"));
    QCOMPARE(catalog.version(), 0);
    QCOMPARE(catalog.entries().constFirst().formFactors(), QStringList({QStringLiteral("SXM"), QStringLiteral("PCIe")}));
    QCOMPARE(catalog.entries().constFirst().forms.at(1).nvlink, QStringLiteral("partial"));
    QCOMPARE(catalog.entries().constFirst().forms.at(1).memoryGB, QList<int>({8}));
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
    QTest::newRow("form without nvlink") << QByteArray(R"({"gpus": [{"name": "T4", "nvlink": "no", "forms": [{"form": "PCIe"}]}]})")
                                         << QStringLiteral("GPU 1 (T4): every form needs");
    QTest::newRow("version not a whole number")
        << QByteArray(R"({"version": "2", "gpus": []})") << QStringLiteral("\"version\" must be a whole number");
    QTest::newRow("negative version") << QByteArray(R"({"version": -1, "gpus": []})")
                                      << QStringLiteral("\"version\" must be a whole number");
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
