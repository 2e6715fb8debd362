// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kSource("# Title\n\n## Setup\n\nInstall it.\n");
const QByteArray kTranslation("# 标题\n\n## 安装\n\n安装它。\n");

} // namespace

// yiqiao-cli scenario: the outlines listed, one inserted into a draft (as the
// window's Insert into Draft does), wrong command lines refused.
class TestScenarioCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void listsTheShippedOutline();
    void insertsIntoTheDraft();
    void wrongCommandLines_data();
    void wrongCommandLines();

private:
    CliRun run(const QStringList &arguments) const
    {
        return CliRun::in(m_dir->path(), QStringList {QStringLiteral("scenario"), QStringLiteral("p.yiqiao")} + arguments);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestScenarioCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), QStringLiteral("p.yiqiao"), 2, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
}

void TestScenarioCommand::listsTheShippedOutline()
{
    const CliRun text = run({});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(QString::fromUtf8(text.out),
        QStringLiteral("读者场景：环境初始化 / 训练稳定性 / 结果可信度\t2\t环境初始化; 训练稳定性; 结果可信度\n"));
    const CliRun json = run({QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray outlines = QJsonDocument::fromJson(json.out).array();
    QCOMPARE(outlines.size(), 1);
    QCOMPARE(outlines.at(0).toObject().value(QStringLiteral("headings")).toArray().size(), 3);
}

void TestScenarioCommand::insertsIntoTheDraft()
{
    const CliRun inserted = run({QStringLiteral("--issue"), QStringLiteral("2")});
    QVERIFY2(inserted.exitCode == 0, inserted.err.constData());
    QVERIFY(inserted.out.contains("3 scenario headings"));
    const CliRun draft = CliRun::in(m_dir->path(),
        {QStringLiteral("export"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--draft")});
    QCOMPARE(draft.exitCode, 0);
    QCOMPARE(
        QString::fromUtf8(draft.out), QStringLiteral("# 标题\n\n## 环境初始化\n\n## 训练稳定性\n\n## 结果可信度\n\n## 安装\n\n安装它。\n"));
    const CliRun again = run({QStringLiteral("--issue"), QStringLiteral("2")});
    QCOMPARE(again.exitCode, 0);
    QVERIFY(again.out.contains(" 0 scenario headings"));
}

void TestScenarioCommand::wrongCommandLines_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("--outline without --issue") << QStringList {QStringLiteral("--outline"), QStringLiteral("x")} << 2;
    QTest::newRow("an outline the project does not have")
        << QStringList {QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--outline"), QStringLiteral("部署")} << 1;
    QTest::newRow("an issue the project does not have") << QStringList {QStringLiteral("--issue"), QStringLiteral("9")} << 1;
}

void TestScenarioCommand::wrongCommandLines()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const CliRun refused = run(arguments);
    QCOMPARE(refused.exitCode, exitCode);
    QVERIFY(!refused.err.isEmpty());
    QCOMPARE(refused.err.count('\n'), 1);
    const CliRun draft = CliRun::in(m_dir->path(),
        {QStringLiteral("export"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--draft")});
    QVERIFY(!draft.out.contains("环境初始化")); // nothing changed
}

QTEST_GUILESS_MAIN(TestScenarioCommand)
#include "tst_scenariocommand.moc"
