// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// yiqiao-cli terms add, show and restrict: one entry and its restrictions.
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestTermEntryCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void addShowRestrict();
    void refusalsChangeNothing_data();
    void refusalsChangeNothing();
    void restrictionsReachTheCheck();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QJsonObject shown() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

namespace {

const QByteArray kSource("# Statistics\n\nThis means that a sample is unbiased.\n");
const QByteArray kTranslation("# 统计\n\n这意味着样本是无偏的。\n");

} // namespace

void TestTermEntryCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), m_project, 2, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
    const CliRun added = cli({QStringLiteral("terms"), QStringLiteral("add"), m_project, QStringLiteral("mean"),
        QStringLiteral("--rendering"), QString::fromUtf8("均值"), QStringLiteral("--noun-only")});
    QVERIFY2(added.exitCode == 0, added.err.constData());
    QCOMPARE(added.out, QByteArray("added mean\n"));
}

QJsonObject TestTermEntryCommand::shown() const
{
    const CliRun run = cli({QStringLiteral("terms"), QStringLiteral("show"), m_project, QStringLiteral("MEAN"), QStringLiteral("--json")});
    return run.exitCode == 0 ? QJsonDocument::fromJson(run.out).object() : QJsonObject();
}

void TestTermEntryCommand::addShowRestrict()
{
    QJsonObject entry = shown();
    QCOMPARE(entry.value(QStringLiteral("source")).toString(), QStringLiteral("mean"));
    QCOMPARE(entry.value(QStringLiteral("nounOnly")).toBool(), true);
    QCOMPARE(entry.value(QStringLiteral("caseSensitive")).toBool(), false);
    QCOMPARE(entry.value(QStringLiteral("context")).toString(), QString());
    const CliRun text = cli({QStringLiteral("terms"), QStringLiteral("show"), m_project, QStringLiteral("mean")});
    QVERIFY(text.out.contains("noun-only\ton\n"));
    QVERIFY(text.out.contains("context\t\n"));

    CliRun run = cli({QStringLiteral("terms"), QStringLiteral("restrict"), m_project, QStringLiteral("mean"), QStringLiteral("--noun-only"),
        QStringLiteral("off"), QStringLiteral("--context"), QStringLiteral("\\bthe mean\\b")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    entry = shown();
    QCOMPARE(entry.value(QStringLiteral("nounOnly")).toBool(), false);
    QCOMPARE(entry.value(QStringLiteral("context")).toString(), QStringLiteral("\\bthe mean\\b"));
    // What is not given stays; "" clears the pattern.
    run = cli({QStringLiteral("terms"), QStringLiteral("restrict"), m_project, QStringLiteral("mean"), QStringLiteral("--case-sensitive"),
        QStringLiteral("on")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(shown().value(QStringLiteral("context")).toString(), QStringLiteral("\\bthe mean\\b"));
    QCOMPARE(shown().value(QStringLiteral("caseSensitive")).toBool(), true);
    run = cli(
        {QStringLiteral("terms"), QStringLiteral("restrict"), m_project, QStringLiteral("mean"), QStringLiteral("--context"), QString()});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(shown().value(QStringLiteral("context")).toString(), QString());
    // add merges into the entry of the same source, restrictions only ever added.
    run = cli({QStringLiteral("terms"), QStringLiteral("add"), m_project, QStringLiteral("Mean"), QStringLiteral("--rendering"),
        QString::fromUtf8("平均值"), QStringLiteral("--noun-only")});
    QCOMPARE(run.out, QByteArray("merged into mean\n"));
    entry = shown();
    QCOMPARE(entry.value(QStringLiteral("nounOnly")).toBool(), true);
    QCOMPARE(entry.value(QStringLiteral("renderings")).toVariant().toStringList(),
        (QStringList {QString::fromUtf8("均值"), QString::fromUtf8("平均值")}));
}

void TestTermEntryCommand::refusalsChangeNothing_data()
{
    QTest::addColumn<QStringList>("arguments"); // after the project
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("restrict: an invalid pattern")
        << QStringList {QStringLiteral("restrict"), QStringLiteral("mean"), QStringLiteral("--context"), QStringLiteral("(")} << 1
        << QByteArray("not a valid regular expression");
    QTest::newRow("restrict: on or off only") << QStringList {QStringLiteral("restrict"), QStringLiteral("mean"),
        QStringLiteral("--noun-only"), QStringLiteral("maybe")}
                                              << 2 << QByteArray("--noun-only takes on or off");
    QTest::newRow("restrict: an unknown term") << QStringList {QStringLiteral("restrict"), QStringLiteral("median"),
        QStringLiteral("--noun-only"), QStringLiteral("off")}
                                               << 1 << QByteArray("no term");
    QTest::newRow("add: an invalid pattern") << QStringList {QStringLiteral("add"), QStringLiteral("mean"), QStringLiteral("--context"),
        QStringLiteral("[a-")} << 1 << QByteArray("not a valid regular expression");
    QTest::newRow("add: no source") << QStringList {QStringLiteral("add"), QStringLiteral(" ")} << 1 << QByteArray("needs a source term");
    QTest::newRow("show: an unknown term") << QStringList {QStringLiteral("show"), QStringLiteral("median")} << 1 << QByteArray("no term");
}

void TestTermEntryCommand::refusalsChangeNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, error);
    const QJsonObject before = shown();
    arguments.prepend(m_project);
    arguments.prepend(arguments.takeAt(1));
    arguments.prepend(QStringLiteral("terms"));
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(error), run.err.constData());
    QCOMPARE(shown(), before);
}

// The check reads the restrictions: "This means that" is no "mean" for a noun-only
// entry; without the restriction it is, and 均值 is missing.
void TestTermEntryCommand::restrictionsReachTheCheck()
{
    const QStringList check {QStringLiteral("terms"), QStringLiteral("check"), m_project, QStringLiteral("--issue"), QStringLiteral("2"),
        QStringLiteral("--json")};
    const auto findings = [&] {
        const CliRun run = cli(check);
        return run.exitCode == 0 ? QJsonDocument::fromJson(run.out).object().value(QStringLiteral("findings")).toArray().size() : -1;
    };
    QCOMPARE(findings(), 0);
    const CliRun run = cli({QStringLiteral("terms"), QStringLiteral("restrict"), m_project, QStringLiteral("mean"),
        QStringLiteral("--noun-only"), QStringLiteral("off")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(findings(), 1);
}

QTEST_GUILESS_MAIN(TestTermEntryCommand)
#include "tst_termentrycommand.moc"
