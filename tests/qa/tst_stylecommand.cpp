// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// yiqiao-cli style learn|show and qa --style learned. Sentences after the
// huggingface/course translations (Apache-2.0): half-width colons, spaces around Latin.
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray kSource("# Setup\n\nStep 1: use the Tokenizer to process text.\n");
const QByteArray kTranslation("# 设置\n\n第 1 步: 使用 Tokenizer 处理文本。\n");

QByteArray published()
{
    QByteArray text;
    for (int i = 0; i < 60; ++i) {
        text += "第 " + QByteArray::number(i + 2) + " 步: 使用 Tokenizer 处理文本。\n\n";
    }
    return text;
}

} // namespace

class TestStyleCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void learnShowAndCheck();
    void learnedStyleNeededForStyleLearned();
    void ruleWithoutCases();
    void badInputChangesNothing_data();
    void badInputChangesNothing();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QJsonObject show() const;
    int qaWarnings(const QStringList &extra = {}) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestStyleCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), m_project, 1, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("published/post")));
    QFile file(m_dir->filePath(QStringLiteral("published/post/target.zh.md")));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(published()) > 0);
}

QJsonObject TestStyleCommand::show() const
{
    const CliRun run = cli({QStringLiteral("style"), QStringLiteral("show"), m_project, QStringLiteral("--json")});
    return QJsonDocument::fromJson(run.out).object();
}

int TestStyleCommand::qaWarnings(const QStringList &extra) const
{
    const CliRun run = cli(
        QStringList {QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--json")} + extra);
    return QJsonDocument::fromJson(run.out).object().value(QStringLiteral("counts")).toObject().value(QStringLiteral("warning")).toInt(-1);
}

void TestStyleCommand::learnShowAndCheck()
{
    QCOMPARE(show().value(QStringLiteral("learned")).toBool(), false);
    // The d2l default finds the colon and the four spaces.
    QCOMPARE(qaWarnings(), 5);

    const CliRun learn = cli({QStringLiteral("style"), QStringLiteral("learn"), m_project, m_dir->filePath(QStringLiteral("published"))});
    QVERIFY2(learn.exitCode == 0, learn.err.constData());
    QVERIFY2(learn.out.contains("Learned from 1 issue(s) of the project and 1 published translation(s)."), learn.out.constData());
    QVERIFY2(learn.out.contains("colon\tColon after Chinese: half-width, 100.0 % of 61 cases\tfires"), learn.out.constData());

    const QJsonObject style = show();
    QCOMPARE(style.value(QStringLiteral("learned")).toBool(), true);
    QCOMPARE(style.value(QStringLiteral("inUse")).toBool(), true);
    QCOMPARE(style.value(QStringLiteral("texts")).toInt(), 2);
    const QJsonArray rules = style.value(QStringLiteral("rules")).toArray();
    QJsonObject colon;
    for (const QJsonValue &rule : rules) {
        if (rule.toObject().value(QStringLiteral("rule")).toString() == QLatin1String("colon")) {
            colon = rule.toObject();
        }
    }
    QCOMPARE(colon.value(QStringLiteral("habit")).toString(), QStringLiteral("half"));
    QCOMPARE(colon.value(QStringLiteral("cases")).toInt(), 61);
    QCOMPARE(colon.value(QStringLiteral("share")).toDouble(), 1.0);
    QCOMPARE(colon.value(QStringLiteral("fires")).toBool(), true);

    // The learned style is the default now; a preset still overrides it.
    QCOMPARE(qaWarnings(), 0);
    QCOMPARE(qaWarnings({QStringLiteral("--style"), QStringLiteral("learned")}), 0);
    QCOMPARE(qaWarnings({QStringLiteral("--style"), QStringLiteral("huggingface")}), 1);
    QCOMPARE(qaWarnings({QStringLiteral("--style"), QStringLiteral("d2l")}), 5);
}

// A rule the translations give no case of says so, in text and in JSON alike.
void TestStyleCommand::ruleWithoutCases()
{
    const CliRun learn = cli({QStringLiteral("style"), QStringLiteral("learn"), m_project, m_dir->filePath(QStringLiteral("published"))});
    QVERIFY2(learn.exitCode == 0, learn.err.constData());
    const CliRun text = cli({QStringLiteral("style"), QStringLiteral("show"), m_project});
    QVERIFY2(text.out.contains("\nsemicolon\tSemicolon after Chinese: no cases yet\tdoes not fire\n"), text.out.constData());
    QVERIFY2(!text.out.contains("of 0 cases"), text.out.constData());
    QJsonObject semicolon;
    for (const QJsonValue &rule : show().value(QStringLiteral("rules")).toArray()) {
        if (rule.toObject().value(QStringLiteral("rule")).toString() == QLatin1String("semicolon")) {
            semicolon = rule.toObject();
        }
    }
    QCOMPARE(semicolon.value(QStringLiteral("cases")).toInt(-1), 0);
    QVERIFY(semicolon.value(QStringLiteral("share")).isNull());
    QVERIFY(semicolon.value(QStringLiteral("lowerShare")).isNull());
    QCOMPARE(semicolon.value(QStringLiteral("habit")).toString(), QString());
    QCOMPARE(semicolon.value(QStringLiteral("fires")).toBool(), false);
}

void TestStyleCommand::learnedStyleNeededForStyleLearned()
{
    const CliRun run = cli({QStringLiteral("qa"), m_project, QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--style"),
        QStringLiteral("learned")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("the project has no learned style; learn one first with: yiqiao-cli style learn"), run.err.constData());
    QCOMPARE(run.out, QByteArray());
}

void TestStyleCommand::badInputChangesNothing_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("missing path") << QStringLiteral("nowhere") << QByteArray("nowhere does not exist.");
    QTest::newRow("no Chinese text") << QStringLiteral("s.md") << QByteArray("s.md has no Chinese text");
}

void TestStyleCommand::badInputChangesNothing()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, message);
    const CliRun run = cli(
        {QStringLiteral("style"), QStringLiteral("learn"), m_project, m_dir->filePath(QStringLiteral("published")), m_dir->filePath(path)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message), run.err.constData());
    QCOMPARE(show().value(QStringLiteral("learned")).toBool(), false);
    QCOMPARE(qaWarnings(), 5);
}

QTEST_GUILESS_MAIN(TestStyleCommand)
#include "tst_stylecommand.moc"
