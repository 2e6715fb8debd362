// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// yiqiao-cli qa. The post is from d2l-zh (Apache-2.0): chapter_optimization/adam_origin.md
// with its published Chinese (adam.md), shortened; one paragraph left English.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray kSource(
    "# Adam\n\n"
    "In the discussions leading up to this section we encountered a number of techniques for efficient optimization.\n\n"
    "Adam combines all these techniques into one efficient learning algorithm.\n");
const QByteArray kTranslation("# Adam算法\n\n"
                              "本章我们已经学习了许多有效优化的技术。\n\n"
                              "Adam combines all these techniques into one efficient learning algorithm.\n");

} // namespace

class TestQaCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void errorsGiveExitOne();
    void json();
    void waiveAndUnwaive();
    void styleOption_data();
    void styleOption();
    void wrongIssue();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QJsonObject report(const QStringList &extra = {}) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestQaCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), m_project, 3, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
}

QJsonObject TestQaCommand::report(const QStringList &extra) const
{
    const CliRun run = cli(
        QStringList {QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("3"), QStringLiteral("--json")} + extra);
    return QJsonDocument::fromJson(run.out).object();
}

void TestQaCommand::errorsGiveExitOne()
{
    const CliRun run = cli({QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains("E content.untranslated"), run.out.constData());
    QVERIFY(run.out.contains("1 error(s), 0 warning(s), 0 hint(s); 0 waived"));
    // The key --waive needs, as --json gives it.
    const QString key = report().value(QStringLiteral("findings")).toArray().at(0).toObject().value(QStringLiteral("key")).toString();
    QVERIFY2(run.out.contains("\tkey '" + key.toUtf8() + "'\n"), run.out.constData());
}

void TestQaCommand::json()
{
    const QJsonObject root = report();
    QCOMPARE(root.value(QStringLiteral("issue")).toInt(), 3);
    QCOMPARE(root.value(QStringLiteral("passed")).toBool(), false);
    QCOMPARE(root.value(QStringLiteral("counts")).toObject().value(QStringLiteral("error")).toInt(), 1);
    const QJsonObject finding = root.value(QStringLiteral("findings")).toArray().at(0).toObject();
    QCOMPARE(finding.value(QStringLiteral("check")).toString(), QStringLiteral("content.untranslated"));
    QCOMPARE(finding.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QVERIFY(finding.value(QStringLiteral("targetBlock")).toInt() > 0);
    QVERIFY(!finding.value(QStringLiteral("key")).toString().isEmpty());
}

void TestQaCommand::waiveAndUnwaive()
{
    const QString key = report().value(QStringLiteral("findings")).toArray().at(0).toObject().value(QStringLiteral("key")).toString();
    const QStringList issue {m_project, QStringLiteral("--issue"), QStringLiteral("3")};
    CliRun run = cli(QStringList {QStringLiteral("qa")} + issue + QStringList {QStringLiteral("--waive"), key});
    QCOMPARE(run.exitCode, 2); // no --why
    run = cli(QStringList {QStringLiteral("qa")} + issue
        + QStringList {QStringLiteral("--waive"), QStringLiteral("nope"), QStringLiteral("--why"), QStringLiteral("x")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains("no finding"));
    run = cli(QStringList {QStringLiteral("qa")} + issue
        + QStringList {QStringLiteral("--waive"), key, QStringLiteral("--why"), QStringLiteral("引文保留英文"), QStringLiteral("--author"),
            QStringLiteral("审校甲")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    run = cli(QStringList {QStringLiteral("qa")} + issue);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.out.contains("content.untranslated"));
    QVERIFY(run.out.contains("; 1 waived"));
    QVERIFY(cli(QStringList {QStringLiteral("qa")} + issue + QStringList {QStringLiteral("--all")}).out.contains("(waived: 引文保留英文)"));
    QCOMPARE(report().value(QStringLiteral("passed")).toBool(), true);
    QCOMPARE(cli(QStringList {QStringLiteral("qa")} + issue + QStringList {QStringLiteral("--unwaive"), key}).exitCode, 0);
    QCOMPARE(cli(QStringList {QStringLiteral("qa")} + issue).exitCode, 1);
}

void TestQaCommand::styleOption_data()
{
    QTest::addColumn<QString>("style");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("d2l") << QStringLiteral("d2l") << 1;
    QTest::newRow("huggingface") << QStringLiteral("huggingface") << 1;
    QTest::newRow("unknown preset is a usage error") << QStringLiteral("gb") << 2;
}

void TestQaCommand::styleOption()
{
    QFETCH(QString, style);
    QFETCH(int, exitCode);
    const CliRun run =
        cli({QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("3"), QStringLiteral("--style"), style});
    QCOMPARE(run.exitCode, exitCode);
}

void TestQaCommand::wrongIssue()
{
    const CliRun run = cli({QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("9")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(!run.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestQaCommand)
#include "tst_qacommand.moc"
