// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/catalogjson.h"

#include <QBuffer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestCatalogJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readArray_data();
    void readArray();
    void unreadableFile();
    void strings_data();
    void strings();
};

void TestCatalogJson::readArray_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("items"); // -1: refused
    QTest::addColumn<QString>("error"); // a part of the message
    QTest::newRow("the list under the key") << QByteArray(R"({"gpus": [{"name": "A100"}, {"name": "H100"}]})") << 2 << QString();
    QTest::newRow("an empty list") << QByteArray(R"({"gpus": []})") << 0 << QString();
    QTest::newRow("other keys beside it") << QByteArray(R"({"version": 2, "gpus": [1]})") << 1 << QString();
    QTest::newRow("no such key") << QByteArray(R"({"versions": []})") << -1 << QStringLiteral("no \"gpus\" list");
    QTest::newRow("the key is no list") << QByteArray(R"({"gpus": {"name": "A100"}})") << -1 << QStringLiteral("no \"gpus\" list");
    QTest::newRow("a top-level list") << QByteArray(R"([{"gpus": []}])") << -1 << QStringLiteral("no \"gpus\" list");
    QTest::newRow("broken JSON: where it broke") << QByteArray(R"({"gpus": [1,)") << -1 << QStringLiteral("not valid JSON (at byte");
    QTest::newRow("empty file") << QByteArray() << -1 << QStringLiteral("not valid JSON");
}

void TestCatalogJson::readArray()
{
    QFETCH(QByteArray, json);
    QFETCH(int, items);
    QFETCH(QString, error);
    QBuffer buffer(&json);
    QString message = QStringLiteral("left from before");
    const QJsonArray array = CatalogJson::readArray(buffer, QStringLiteral("gpus"), &message);
    if (items < 0) {
        QVERIFY(array.isEmpty());
        QVERIFY2(message.contains(error), qPrintable(message));
    } else {
        QCOMPARE(array.size(), items);
        QVERIFY(message.isEmpty());
    }
}

void TestCatalogJson::unreadableFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile missing(dir.filePath(QStringLiteral("missing.json")));
    QString message;
    QVERIFY(CatalogJson::readArray(missing, QStringLiteral("gpus"), &message).isEmpty());
    QVERIFY2(message.startsWith(QStringLiteral("Cannot read the catalogue")), qPrintable(message));
}

void TestCatalogJson::strings_data()
{
    QTest::addColumn<QByteArray>("json"); // the value under "v"
    QTest::addColumn<QStringList>("strings");
    QTest::newRow("a list of strings") << QByteArray(R"(["80GB", "40GB"])") << QStringList {QStringLiteral("80GB"), QStringLiteral("40GB")};
    QTest::newRow("no list: nothing") << QByteArray(R"("80GB")") << QStringList();
    QTest::newRow("an empty list") << QByteArray("[]") << QStringList();
    QTest::newRow("a number in the list reads as empty") << QByteArray(R"(["a", 3])") << QStringList {QStringLiteral("a"), QString()};
}

void TestCatalogJson::strings()
{
    QFETCH(QByteArray, json);
    QFETCH(QStringList, strings);
    const QJsonObject object = QJsonDocument::fromJson("{\"v\": " + json + "}").object();
    QCOMPARE(CatalogJson::strings(object.value(QStringLiteral("v"))), strings);
}

QTEST_GUILESS_MAIN(TestCatalogJson)
#include "tst_catalogjson.moc"
