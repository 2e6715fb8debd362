// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// yiqiao-cli plain-language: the project's jargon list (the seed's examples by
// default) listed, replaced from a file, reset; bad files change nothing.
class TestPlainLanguageCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void listImportAndDefaults();
    void badFilesChangeNothing_data();
    void badFilesChangeNothing();

private:
    CliRun run(const QStringList &arguments) const
    {
        return CliRun::in(m_dir->path(), QStringList {QStringLiteral("plain-language"), QStringLiteral("p.yiqiao")} + arguments);
    }
    void writeFile(const QByteArray &bytes) const
    {
        QFile file(m_dir->filePath(QStringLiteral("list.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestPlainLanguageCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QCOMPARE(CliRun::in(m_dir->path(), {QStringLiteral("new"), QStringLiteral("p.yiqiao")}).exitCode, 0);
}

void TestPlainLanguageCommand::listImportAndDefaults()
{
    const CliRun defaults = run({});
    QCOMPARE(defaults.exitCode, 0);
    QVERIFY(QString::fromUtf8(defaults.out).startsWith(QStringLiteral("鲁棒性\t抗干扰能力\n")));
    writeFile(R"([{"jargon": "泛化", "plain": "换了数据也管用"}])");
    const CliRun imported = run({QStringLiteral("--import"), QStringLiteral("list.json")});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    const CliRun json = run({QStringLiteral("--json")});
    const QJsonArray list = QJsonDocument::fromJson(json.out).array();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.at(0).toObject().value(QStringLiteral("plain")).toString(), QStringLiteral("换了数据也管用"));
    QCOMPARE(run({QStringLiteral("--defaults")}).exitCode, 0);
    QCOMPARE(run({}).out, defaults.out);
}

void TestPlainLanguageCommand::badFilesChangeNothing_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::newRow("not JSON") << QByteArray("[{");
    QTest::newRow("an object, not an array") << QByteArray(R"({"jargon": "泛化"})");
    QTest::newRow("a row without its plain wording") << QByteArray(R"([{"jargon": "泛化", "plain": ""}])");
    QTest::newRow("jargon twice") << QByteArray(R"([{"jargon": "泛化", "plain": "a"}, {"jargon": "泛化", "plain": "b"}])");
}

void TestPlainLanguageCommand::badFilesChangeNothing()
{
    QFETCH(QByteArray, file);
    const QByteArray before = run({}).out;
    writeFile(file);
    const CliRun refused = run({QStringLiteral("--import"), QStringLiteral("list.json")});
    QCOMPARE(refused.exitCode, 1);
    QCOMPARE(refused.err.count('\n'), 1);
    QCOMPARE(run({}).out, before);
}

QTEST_GUILESS_MAIN(TestPlainLanguageCommand)
#include "tst_plainlanguagecommand.moc"
