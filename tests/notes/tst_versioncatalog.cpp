// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/versioncatalog.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

// The CUDA/driver/PyTorch catalogue: the shipped facts, lookup by version, refusals.
class TestVersionCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedCatalogue_data();
    void shippedCatalogue();
    void refused_data();
    void refused();
};

void TestVersionCatalog::shippedCatalogue_data()
{
    QTest::addColumn<QString>("cuda");
    QTest::addColumn<QString>("minDriverLinux");
    QTest::addColumn<QString>("torchSeries");

    QTest::newRow("CUDA 11.8: driver 520.61.05, torch 2.0 and 2.1")
        << QStringLiteral("11.8") << QStringLiteral("520.61.05") << QStringLiteral("2.1");
    QTest::newRow("CUDA 12.1: driver 530.30.02, torch 2.3")
        << QStringLiteral("12.1") << QStringLiteral("530.30.02") << QStringLiteral("2.3");
    QTest::newRow("CUDA 12.0: driver 525.60.13, no torch wheels") << QStringLiteral("12.0") << QStringLiteral("525.60.13") << QString();
    QTest::newRow("CUDA 12.2: driver 535.54.03") << QStringLiteral("12.2") << QStringLiteral("535.54.03") << QString();
    QTest::newRow("CUDA 12.3: driver 545.23.06") << QStringLiteral("12.3") << QStringLiteral("545.23.06") << QString();
    QTest::newRow("CUDA 12.4: driver 550.54.14, torch 2.4 to 2.6")
        << QStringLiteral("12.4") << QStringLiteral("550.54.14") << QStringLiteral("2.4,2.5,2.6");
    QTest::newRow("CUDA 12.5: driver 555.42.02") << QStringLiteral("12.5") << QStringLiteral("555.42.02") << QString();
    QTest::newRow("CUDA 12.6: driver 560.28.03, torch 2.6 on")
        << QStringLiteral("12.6") << QStringLiteral("560.28.03") << QStringLiteral("2.6,2.7,2.8,2.9");
    QTest::newRow("CUDA 12.8: driver 570.26, torch 2.7 to 2.11")
        << QStringLiteral("12.8") << QStringLiteral("570.26") << QStringLiteral("2.7,2.8,2.9,2.10,2.11");
    QTest::newRow("CUDA 12.9: driver 575.51.03, torch 2.8")
        << QStringLiteral("12.9") << QStringLiteral("575.51.03") << QStringLiteral("2.8");
    QTest::newRow("CUDA 13.0: driver 580.65.06, torch 2.9 on")
        << QStringLiteral("13.0") << QStringLiteral("580.65.06") << QStringLiteral("2.9,2.10");
    QTest::newRow("CUDA 13.1: driver 590.44.01") << QStringLiteral("13.1") << QStringLiteral("590.44.01") << QString();
    QTest::newRow("CUDA 13.2: driver 595.45.04, torch 2.12 on")
        << QStringLiteral("13.2") << QStringLiteral("595.45.04") << QStringLiteral("2.12,2.13,2.14");
    QTest::newRow("CUDA 13.3: driver 610.43.02") << QStringLiteral("13.3") << QStringLiteral("610.43.02") << QString();
    QTest::newRow("patch version finds its minor") << QStringLiteral("11.8.0") << QStringLiteral("520.61.05") << QStringLiteral("2.0");
    QTest::newRow("not catalogued") << QStringLiteral("9.0") << QString() << QString();
}

void TestVersionCatalog::shippedCatalogue()
{
    QFETCH(QString, cuda);
    QFETCH(QString, minDriverLinux);
    QFETCH(QString, torchSeries);
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/versions.json"));
    VersionCatalog catalog;
    QVERIFY2(catalog.load(file), qPrintable(catalog.errorString()));
    const VersionCatalog::Entry *entry = catalog.find(cuda);
    if (minDriverLinux.isEmpty()) {
        QVERIFY(!entry);
        return;
    }
    QVERIFY(entry);
    QVERIFY(catalog.version() >= 2);
    QCOMPARE(entry->minDriverLinux, minDriverLinux);
    const QStringList series = torchSeries.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &one : series) {
        QVERIFY2(entry->torchSeries.contains(one), qPrintable(one));
    }
    if (series.isEmpty()) {
        QVERIFY(entry->torchSeries.isEmpty());
    }
}

void TestVersionCatalog::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("errorPart");

    QTest::newRow("broken JSON: trailing comma") << QByteArray("{\"cuda\": [{\"cuda\": \"11.8\"},]}") << QStringLiteral("not valid JSON");
    QTest::newRow("no cuda list") << QByteArray("{\"versions\": []}") << QStringLiteral("no \"cuda\" list");
    QTest::newRow("version without a minor") << QByteArray("{\"cuda\": [{\"cuda\": \"11.8\"}, {\"cuda\": \"12\"}]}")
                                             << QStringLiteral("Entry 2 of the version catalogue");
}

void TestVersionCatalog::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, errorPart);
    QBuffer buffer;
    buffer.setData(json);
    VersionCatalog catalog;
    QVERIFY(!catalog.load(buffer));
    QVERIFY2(catalog.errorString().contains(errorPart), qPrintable(catalog.errorString()));
    QVERIFY(catalog.entries().isEmpty());
}

QTEST_GUILESS_MAIN(TestVersionCatalog)
#include "tst_versioncatalog.moc"
