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
    QCOMPARE(entry->minDriverLinux, minDriverLinux);
    QVERIFY(entry->torchSeries.contains(torchSeries));
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
