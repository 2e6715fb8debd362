// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// yiqiao-cli qa-profile export|import, and the own rules in yiqiao-cli qa. The post
// is from d2l-zh (Apache-2.0): chapter_optimization/adam_origin.md with its
// published Chinese (adam.md), shortened.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray kSource("# Adam\n\n"
                         "Adam combines all these techniques into one efficient learning algorithm.\n");
const QByteArray kTranslation("# Adam算法\n\n"
                              "Adam算法将所有这些技术汇总到一个高效的学习算法中: 它很有效。\n");

const QByteArray kProfile(R"({
    "format": "yiqiao-qa-profile",
    "version": 1,
    "typography": {"latinSpacing": "space", "digitSpacing": "space", "quotes": "curly"},
    "checks": {"disabled": ["typography.fullwidth-punctuation"], "severities": {"markdown.link": "error"}},
    "rules": [
        {"id": "halfwidth-colon", "pattern": "(?<=\\p{Han}): ", "severity": "error", "message": "用全角冒号。",
         "side": "draft", "scope": ["prose"], "enabled": true}
    ]
})");

// Version 2: the same with a learned house style (half-width colons) in use.
QByteArray profileWithHouseStyle(bool inUse)
{
    QByteArray profile = kProfile;
    profile.replace("\"version\": 1", "\"version\": 2");
    profile.replace("\n    ]\n}",
        "\n    ],\n    \"houseStyle\": {\"inUse\": " + QByteArray(inUse ? "true" : "false")
            + ", \"texts\": 12, \"rules\": {\"colon\": {\"counts\": {\"half\": 412, \"full\": 2}}}}\n}");
    return profile;
}

} // namespace

class TestQaProfileCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void importPrintsWhatItSetAndQaRunsTheRules();
    void exportImportRoundTrip();
    void houseStyleImportedAndExported();
    void version1KeepsTheLearnedStyle();
    void badFilesChangeNothing_data();
    void badFilesChangeNothing();
    void usageErrors();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QString write(const QString &name, const QByteArray &bytes) const;
    QByteArray exported(const QString &project) const;
    QJsonObject style(const QString &project) const; // style show --json

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestQaProfileCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), m_project, 3, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
}

QString TestQaProfileCommand::write(const QString &name, const QByteArray &bytes) const
{
    QFile file(m_dir->filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        return QString();
    }
    return file.fileName();
}

QByteArray TestQaProfileCommand::exported(const QString &project) const
{
    const QString path = m_dir->filePath(QStringLiteral("exported.json"));
    const CliRun run = cli({QStringLiteral("qa-profile"), QStringLiteral("export"), project, path});
    if (run.exitCode != 0) {
        return "export failed: " + run.err;
    }
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("unreadable");
}

void TestQaProfileCommand::importPrintsWhatItSetAndQaRunsTheRules()
{
    const QStringList qa {QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("3"), QStringLiteral("--json")};
    QJsonObject report = QJsonDocument::fromJson(cli(qa).out).object();
    QCOMPARE(report.value(QStringLiteral("rules")).toArray().size(), 0);
    const CliRun run =
        cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project, write(QStringLiteral("team.json"), kProfile)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("QA profile imported from "), run.out.constData());
    QVERIFY2(run.out.contains("Typography: Chinese and Latin space, Chinese and digits space, quotes curly (the huggingface style)\n"
                              "Checks switched off: typography.fullwidth-punctuation\n"
                              "Severities changed: markdown.link error\n"
                              "Own rules: 1\n"
                              "  halfwidth-colon (error, draft, prose): (?<=\\p{Han}): \n"),
        run.out.constData());

    const CliRun checked = cli(qa);
    QCOMPARE(checked.exitCode, 1); // the rule's finding is an error
    report = QJsonDocument::fromJson(checked.out).object();
    const QJsonArray rules = report.value(QStringLiteral("rules")).toArray();
    QCOMPARE(rules.size(), 1);
    QCOMPARE(rules.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("halfwidth-colon"));
    QCOMPARE(rules.at(0).toObject().value(QStringLiteral("pattern")).toString(), QStringLiteral("(?<=\\p{Han}): "));
    QJsonObject finding;
    for (const QJsonValue &value : report.value(QStringLiteral("findings")).toArray()) {
        if (value.toObject().value(QStringLiteral("check")).toString().startsWith(QLatin1String("custom."))) {
            QVERIFY2(finding.isEmpty(), "one finding of the rule");
            finding = value.toObject();
        }
    }
    QCOMPARE(finding.value(QStringLiteral("check")).toString(), QStringLiteral("custom.halfwidth-colon"));
    QCOMPARE(finding.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(finding.value(QStringLiteral("message")).toString(), QStringLiteral("用全角冒号。"));
    QCOMPARE(finding.value(QStringLiteral("detail")).toString(), QStringLiteral(": "));
    // The text output names the rule's check like any other.
    QVERIFY(
        cli({QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("3")}).out.contains("E custom.halfwidth-colon\t"));
}

void TestQaProfileCommand::exportImportRoundTrip()
{
    QVERIFY(cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project, write(QStringLiteral("team.json"), kProfile)}).exitCode
        == 0);
    const QByteArray first = exported(m_project);
    QVERIFY2(QJsonDocument::fromJson(first).isObject(), first.constData());
    const QString other = m_dir->filePath(QStringLiteral("other.yiqiao"));
    QCOMPARE(cli({QStringLiteral("new"), other}).exitCode, 0);
    const CliRun run = cli({QStringLiteral("qa-profile"), QStringLiteral("import"), other, write(QStringLiteral("first.json"), first)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(exported(other), first);
    // The file as read: every part of kProfile is in it.
    const QJsonObject root = QJsonDocument::fromJson(first).object();
    QCOMPARE(root.value(QStringLiteral("checks"))
                 .toObject()
                 .value(QStringLiteral("severities"))
                 .toObject()
                 .value(QStringLiteral("markdown.link")),
        QJsonValue(QStringLiteral("error")));
    QCOMPARE(root.value(QStringLiteral("rules")).toArray().at(0).toObject().value(QStringLiteral("message")).toString(),
        QStringLiteral("用全角冒号。"));
}

QJsonObject TestQaProfileCommand::style(const QString &project) const
{
    return QJsonDocument::fromJson(cli({QStringLiteral("style"), QStringLiteral("show"), project, QStringLiteral("--json")}).out).object();
}

// The house style comes with the profile: imported, the project checks with it;
// exported again, the file is the same.
void TestQaProfileCommand::houseStyleImportedAndExported()
{
    const CliRun run = cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project,
        write(QStringLiteral("team.json"), profileWithHouseStyle(true))});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.endsWith("House style: learned from 12 translation(s), 1 of 12 rules fire; in use\n"), run.out.constData());
    const QJsonObject learned = style(m_project);
    QCOMPARE(learned.value(QStringLiteral("learned")).toBool(), true);
    QCOMPARE(learned.value(QStringLiteral("inUse")).toBool(), true);
    QCOMPARE(learned.value(QStringLiteral("texts")).toInt(), 12);
    // The learned style checks colons only: "Adam算法" is no finding.
    const CliRun checked = cli({QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("3")});
    QVERIFY2(!checked.out.contains("typography."), checked.out.constData());

    const QByteArray first = exported(m_project);
    const QJsonObject house = QJsonDocument::fromJson(first).object().value(QStringLiteral("houseStyle")).toObject();
    QCOMPARE(house.value(QStringLiteral("inUse")).toBool(), true);
    const QString other = m_dir->filePath(QStringLiteral("other.yiqiao"));
    QCOMPARE(cli({QStringLiteral("new"), other}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("qa-profile"), QStringLiteral("import"), other, write(QStringLiteral("first.json"), first)}).exitCode, 0);
    QCOMPARE(exported(other), first);
    QCOMPARE(style(other), learned);

    // A profile whose style is not in use: the counts come, the project checks with
    // the profile's typography (Chinese and Latin spaced: "Adam算法" is a finding).
    QCOMPARE(cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project,
                     write(QStringLiteral("unused.json"), profileWithHouseStyle(false))})
                 .exitCode,
        0);
    QCOMPARE(style(m_project).value(QStringLiteral("learned")).toBool(), true);
    QCOMPARE(style(m_project).value(QStringLiteral("inUse")).toBool(), false);
    const CliRun preset = cli({QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("3")});
    QVERIFY2(preset.out.contains("typography.cjk-latin-space"), preset.out.constData());
}

// A version 1 file knows no house style: the project's learned style stays in use.
void TestQaProfileCommand::version1KeepsTheLearnedStyle()
{
    QCOMPARE(cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project,
                     write(QStringLiteral("team.json"), profileWithHouseStyle(true))})
                 .exitCode,
        0);
    const QJsonObject learned = style(m_project);
    const CliRun run =
        cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project, write(QStringLiteral("old.json"), kProfile)});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.endsWith("House style: not in this version 1 profile; the project's is kept\n"), run.out.constData());
    QCOMPARE(style(m_project), learned);
}

void TestQaProfileCommand::badFilesChangeNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("message");
    QByteArray newer = kProfile;
    newer.replace("\"version\": 1", "\"version\": 7");
    QTest::newRow("a newer version") << newer << QByteArray("The QA profile is of version 7; this Yiqiao reads up to version 2");
    QByteArray habit = profileWithHouseStyle(true);
    habit.replace("\"half\": 412", "\"halfwidth\": 412");
    QTest::newRow("unknown habit of the house style")
        << habit << QByteArray("Unknown habit \"halfwidth\" for the house style rule colon (known: full, half).");
    QByteArray badRegex = kProfile;
    badRegex.replace("(?<=\\\\p{Han}): ", "(?<=\\\\p{Han}:");
    QTest::newRow("bad regex") << badRegex
                               << QByteArray("Rule \xe2\x80\x9chalfwidth-colon\xe2\x80\x9d: The pattern is not a valid regular expression");
    QByteArray severity = kProfile;
    severity.replace("\"severity\": \"error\"", "\"severity\": \"blocker\"");
    QTest::newRow("unknown severity") << severity << QByteArray("unknown severity \"blocker\" (use info, warning or error)");
    QTest::newRow("truncated JSON") << kProfile.left(kProfile.size() - 20) << QByteArray("The QA profile is not valid JSON (at byte");
}

void TestQaProfileCommand::badFilesChangeNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, message);
    QCOMPARE(cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project,
                     write(QStringLiteral("team.json"), profileWithHouseStyle(true))})
                 .exitCode,
        0);
    const QByteArray before = exported(m_project);
    const QJsonObject learned = style(m_project);
    const QString path = write(QStringLiteral("bad.json"), bytes);
    const CliRun run = cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project, path});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith("yiqiao-cli: " + path.toUtf8() + ": "), run.err.constData());
    QVERIFY2(run.err.contains(message), run.err.constData());
    QVERIFY(run.out.isEmpty());
    QCOMPARE(exported(m_project), before);
    QCOMPARE(style(m_project), learned);
}

void TestQaProfileCommand::usageErrors()
{
    QCOMPARE(cli({QStringLiteral("qa-profile"), QStringLiteral("merge"), m_project, QStringLiteral("x.json")}).exitCode, 2);
    QCOMPARE(cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project}).exitCode, 2);
    const CliRun missing = cli({QStringLiteral("qa-profile"), QStringLiteral("import"), m_project, QStringLiteral("missing.json")});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("Cannot read missing.json"), missing.err.constData());
    const CliRun overProject = cli({QStringLiteral("qa-profile"), QStringLiteral("export"), m_project, m_project});
    QCOMPARE(overProject.exitCode, 1);
    QVERIFY2(overProject.err.contains("will not export over the project file"), overProject.err.constData());
    QVERIFY(cli({QStringLiteral("qa-profile"), QStringLiteral("--help")}).out.contains("qa-profile export|import PROJECT FILE.json"));
}

QTEST_GUILESS_MAIN(TestQaProfileCommand)
#include "tst_qaprofilecommand.moc"
