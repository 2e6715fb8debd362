// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/compatcatalog.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

// The compatibility catalogue: the shipped entries (each with a source link), the
// three kinds read from JSON, refusals that leave it empty.
class TestCompatCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedCatalogue();
    void shippedEntriesHaveSources();
    void refused_data();
    void refused();
};

namespace {

const CompatCatalog::Entry *entry(const QList<CompatCatalog::Entry> &entries, const QString &id)
{
    for (const CompatCatalog::Entry &candidate : entries) {
        if (candidate.id == id) {
            return &candidate;
        }
    }
    return nullptr;
}

CompatCatalog shipped()
{
    QFile file(QStringLiteral(YIQIAO_TEST_DATA "/../../resources/catalogs/compat.json"));
    CompatCatalog catalog;
    catalog.load(file);
    return catalog;
}

} // namespace

void TestCompatCatalog::shippedCatalogue()
{
    const CompatCatalog catalog = shipped();
    QVERIFY2(catalog.errorString().isEmpty(), qPrintable(catalog.errorString()));
    QVERIFY(catalog.version() >= 1);
    const QList<CompatCatalog::Entry> entries = catalog.entries();
    const CompatCatalog::Entry *lmHead = entry(entries, QStringLiteral("transformers.AutoModelWithLMHead"));
    QVERIFY(lmHead);
    QCOMPARE(lmHead->kind, CompatCatalog::Kind::Symbol);
    QCOMPARE(lmHead->package, QStringLiteral("transformers"));
    QCOMPARE(lmHead->removed, QStringLiteral("5.0.0"));
    const CompatCatalog::Entry *torch = entry(entries, QStringLiteral("torch.vision.audio"));
    QVERIFY(torch);
    QCOMPARE(torch->kind, CompatCatalog::Kind::Series);
    QVERIFY(torch->rows.contains(QStringList {QStringLiteral("2.4"), QStringLiteral("0.19"), QStringLiteral("2.4")}));
    const CompatCatalog::Entry *numpy = entry(entries, QStringLiteral("numpy2.torch"));
    QVERIFY(numpy);
    QCOMPARE(numpy->kind, CompatCatalog::Kind::Requires);
    QCOMPARE(numpy->needs, QStringLiteral("torch"));
    QCOMPARE(numpy->minimum, QStringLiteral("2.3"));
}

void TestCompatCatalog::shippedEntriesHaveSources()
{
    const QList<CompatCatalog::Entry> entries = shipped().entries();
    QVERIFY(!entries.isEmpty());
    for (const CompatCatalog::Entry &each : entries) {
        QVERIFY2(each.source.startsWith(QLatin1String("https://")), qPrintable(each.id));
    }
}

void TestCompatCatalog::refused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("errorPart");
    const QByteArray src(R"("source": "https://example.org")");
    QTest::newRow("no entries list") << QByteArray(R"({"cuda": []})") << QStringLiteral("no \"entries\" list");
    QTest::newRow("entry without an id") << QByteArray(R"({"entries": [{"kind": "symbol", )" + src + "}]}")
                                         << QStringLiteral("Entry 1 of the compatibility catalogue has no id");
    QTest::newRow("entry without a source link")
        << QByteArray(R"({"entries": [{"id": "a", "kind": "symbol", "package": "p", "symbol": "S", "removed": "2.0"}]})")
        << QStringLiteral("no source link");
    QTest::newRow("unknown kind") << QByteArray(R"({"entries": [{"id": "a", "kind": "rumour", )" + src + "}]}")
                                  << QStringLiteral("unknown kind \"rumour\"");
    QTest::newRow("symbol without a version") << QByteArray(R"({"entries": [{"id": "a", "kind": "symbol", "package": "p", "symbol": "S", )"
        + src + "}]}") << QStringLiteral("(symbol)");
    QTest::newRow("series row shorter than packages")
        << QByteArray(R"({"entries": [{"id": "a", "kind": "series", "packages": ["p", "q"], "rows": [["1.0"]], )" + src + "}]}")
        << QStringLiteral("(series)");
    QTest::newRow("requires without a minimum")
        << QByteArray(R"({"entries": [{"id": "a", "kind": "requires", "package": "p", "since": "2.0", "requires": "q", )" + src + "}]}")
        << QStringLiteral("(requires)");
    QTest::newRow("repeated id") << QByteArray(R"({"entries": [{"id": "a", "kind": "requires", "package": "p", "since": "2.0",
        "requires": "q", "minimum": "1.0", )"
        + src + R"(}, {"id": "a", "kind": "requires", "package": "p", "since": "2.0",
        "requires": "q", "minimum": "1.0", )"
        + src + "}]}") << QStringLiteral("repeats the id \"a\"");
}

void TestCompatCatalog::refused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, errorPart);
    QBuffer buffer;
    buffer.setData(json);
    CompatCatalog catalog;
    QVERIFY(!catalog.load(buffer));
    QVERIFY2(catalog.errorString().contains(errorPart), qPrintable(catalog.errorString()));
    QVERIFY(catalog.entries().isEmpty());
}

QTEST_GUILESS_MAIN(TestCompatCatalog)
#include "tst_compatcatalog.moc"
