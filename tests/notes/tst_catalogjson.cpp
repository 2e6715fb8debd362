// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/catalogjson.h"

#include <QBuffer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

// What the catalogues share: the list under a key, the "version", string lists, and
// merging a shipped catalogue's new entries into a project's own.
class TestCatalogJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readArray_data();
    void readArray();
    void unreadableFile();
    void strings_data();
    void strings();
    void version_data();
    void version();
    void merged_data();
    void merged();
    void mergeRefused();
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

void TestCatalogJson::version_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("version"); // -1: refused
    QTest::newRow("version 2") << QByteArray(R"({"version": 2, "gpus": []})") << 2;
    QTest::newRow("no version: 0") << QByteArray(R"({"gpus": []})") << 0;
    QTest::newRow("a string") << QByteArray(R"({"version": "2", "gpus": []})") << -1;
    QTest::newRow("a fraction") << QByteArray(R"({"version": 1.5, "gpus": []})") << -1;
    QTest::newRow("negative") << QByteArray(R"({"version": -3, "gpus": []})") << -1;
}

void TestCatalogJson::version()
{
    QFETCH(QByteArray, json);
    QFETCH(int, version);
    QBuffer buffer(&json);
    QString error;
    int read = -7;
    CatalogJson::readArray(buffer, QStringLiteral("gpus"), &error, &read);
    if (version < 0) {
        QVERIFY2(error.contains(QStringLiteral("\"version\" must be a whole number")), qPrintable(error));
        return;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(read, version);
    QCOMPARE(CatalogJson::version(json), version);
}

void TestCatalogJson::merged_data()
{
    QTest::addColumn<QByteArray>("own");
    QTest::addColumn<QByteArray>("shipped");
    QTest::addColumn<QByteArray>("expected"); // compact
    QTest::newRow("GPUs by name: own kept as edited, new ones appended, shipped version")
        << QByteArray(R"({"version": 1, "gpus": [{"name": "A100", "nvlink": "no"}]})")
        << QByteArray(R"({"version": 2, "gpus": [{"name": "A100", "nvlink": "yes"}, {"name": "H200", "nvlink": "yes"}]})")
        << QByteArray(R"({"gpus":[{"name":"A100","nvlink":"no"},{"name":"H200","nvlink":"yes"}],"version":2})");
    QTest::newRow("CUDA versions by cuda")
        << QByteArray(R"({"cuda": [{"cuda": "12.1", "torch": []}]})")
        << QByteArray(R"({"version": 2, "cuda": [{"cuda": "12.1", "torch": ["2.1"]}, {"cuda": "12.4", "torch": ["2.4"]}]})")
        << QByteArray(R"({"cuda":[{"cuda":"12.1","torch":[]},{"cuda":"12.4","torch":["2.4"]}],"version":2})");
    QTest::newRow("entries by id, the own comment kept")
        << QByteArray(R"({"comment": "ours", "entries": [{"id": "a", "v": 1}]})")
        << QByteArray(R"({"comment": "shipped", "version": 3, "entries": [{"id": "a", "v": 2}, {"id": "b"}]})")
        << QByteArray(R"({"comment":"ours","entries":[{"id":"a","v":1},{"id":"b"}],"version":3})");
    QTest::newRow("entries without a key: by their whole content")
        << QByteArray(R"({"rows": [{"x": 1}]})") << QByteArray(R"({"rows": [{"x": 1}, {"x": 2}]})")
        << QByteArray(R"({"rows":[{"x":1},{"x":2}]})");
}

void TestCatalogJson::merged()
{
    QFETCH(QByteArray, own);
    QFETCH(QByteArray, shipped);
    QFETCH(QByteArray, expected);
    QString error = QStringLiteral("left from before");
    const QByteArray result = CatalogJson::merged(own, shipped, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(QJsonDocument::fromJson(result).toJson(QJsonDocument::Compact), expected);
}

void TestCatalogJson::mergeRefused()
{
    QString error;
    QVERIFY(CatalogJson::merged("[1]", R"({"gpus": []})", &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("cannot be merged")), qPrintable(error));
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
