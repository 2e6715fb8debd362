// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "reusefixture.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReuseFixture;

// yiqiao-cli notes: an issue's notes, the catalogues' suggestions for its source, the
// note kinds with their fields; wrong command lines fail on one line and change nothing.
class TestCliNotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void notesAsJson();
    void notesAsText();
    void suggestions();
    void templates_data();
    void templates();
    void refused_data();
    void refused();

private:
    QString project() const { return m_dir->filePath(QStringLiteral("p.yiqiao")); }
    CliRun cli(const QStringList &arguments) const;
    QJsonArray jsonOf(const QStringList &arguments) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QList<qint64> m_notes;
};

namespace {
QJsonObject warningValues()
{
    return {{QStringLiteral("title"), QStringLiteral("PCIe 版 A100 不支持 NVLink")},
        {QStringLiteral("risk"), QStringLiteral("照搬 NVLink 配置会失败。\n请先确认互联方式。")}};
}
} // namespace

CliRun TestCliNotes::cli(const QStringList &arguments) const
{
    return CliRun::in(m_dir->path(), QStringList {QStringLiteral("notes"), project()} + arguments);
}

QJsonArray TestCliNotes::jsonOf(const QStringList &arguments) const
{
    const CliRun run = cli(arguments + QStringList {QStringLiteral("--json")});
    if (run.exitCode != 0 || !run.err.isEmpty()) {
        qWarning("%s", run.err.constData());
        return {};
    }
    return QJsonDocument::fromJson(run.out).array();
}

void TestCliNotes::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    ProjectStore store;
    QVERIFY2(store.create(project(), QStringLiteral("P")), qPrintable(store.errorString()));
    const qint64 issue1 = importIssue(store, 1, kSource1, kTarget1);
    QVERIFY(issue1 && importIssue(store, 2, kSource2, kTarget2));
    QVERIFY(makeNote(store, issue1, 2, AnnotationKind::WarningBox, warningValues()));
    QVERIFY(makeNote(store, issue1, 4, AnnotationKind::HardwareTable, hardwareValues()));
    m_notes = {blocks(store, issue1).at(2).id, blocks(store, issue1).at(4).id};
}

void TestCliNotes::cleanup()
{
    m_dir.reset();
}

void TestCliNotes::notesAsJson()
{
    const QJsonArray notes = jsonOf({QStringLiteral("--issue"), QStringLiteral("1")});
    QCOMPARE(notes.size(), 2);
    const QJsonObject warning = notes.at(0).toObject();
    QCOMPARE(warning.value(QStringLiteral("block")).toVariant().toLongLong(), m_notes.at(0));
    QCOMPARE(warning.value(QStringLiteral("kind")).toString(), QStringLiteral("warning_box"));
    QCOMPARE(warning.value(QStringLiteral("fields")).toObject(), warningValues());
    // The block's markdown as the draft has it (the fixture made a block quote a note).
    QCOMPARE(warning.value(QStringLiteral("text")).toString(), QStringLiteral("> **硬件说明**：A100 对应国产 MLU370。"));
    const QJsonObject table = notes.at(1).toObject();
    QCOMPARE(table.value(QStringLiteral("kind")).toString(), QStringLiteral("hardware_table"));
    QCOMPARE(table.value(QStringLiteral("fields")).toObject(), hardwareValues());
    QCOMPARE(jsonOf({QStringLiteral("--issue"), QStringLiteral("2")}), QJsonArray());
}

void TestCliNotes::notesAsText()
{
    const CliRun run = cli({QStringLiteral("--issue"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QByteArray());
    const QString expected = QStringLiteral("%1\twarning_box\tWarning box\n"
                                            "  title: PCIe 版 A100 不支持 NVLink\n"
                                            "  risk: 照搬 NVLink 配置会失败。\\n请先确认互联方式。\n"
                                            "%2\thardware_table\tHardware compatibility table\n"
                                            "  rows: A100 | MLU370\n"
                                            "  comment: 国产卡显存更小\n")
                                 .arg(m_notes.at(0))
                                 .arg(m_notes.at(1));
    QCOMPARE(QString::fromUtf8(run.out), expected);
}

// Issue 1's source names an A100 and a V100, each in a paragraph of its own.
void TestCliNotes::suggestions()
{
    const QJsonArray suggested = jsonOf({QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--suggest")});
    QCOMPARE(suggested.size(), 2);
    QStringList gpus;
    for (const QJsonValue &value : suggested) {
        const QJsonObject suggestion = value.toObject();
        QCOMPARE(suggestion.value(QStringLiteral("kind")).toString(), QStringLiteral("hardware_table"));
        QVERIFY(suggestion.value(QStringLiteral("source_block")).toInt() > 0);
        QVERIFY(!suggestion.value(QStringLiteral("fields")).toObject().value(QStringLiteral("rows")).toArray().isEmpty());
        gpus.append(suggestion.value(QStringLiteral("mentions")).toArray().at(0).toObject().value(QStringLiteral("name")).toString());
    }
    QCOMPARE(gpus, (QStringList {QStringLiteral("A100"), QStringLiteral("V100")}));
    const CliRun text = cli({QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--suggest")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("\thardware_table\t") && text.out.contains("\n  rows: A100"), text.out.constData());
    QCOMPARE(jsonOf({QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--suggest")}), QJsonArray());
}

void TestCliNotes::templates_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("keys");
    QTest::newRow("warning box") << QStringLiteral("warning_box") << QStringList {"title", "risk", "advice"};
    QTest::newRow("quick-fix table") << QStringLiteral("quick_fix_table") << QStringList {"rows", "comment"};
    QTest::newRow("wrong code with three variants") << QStringLiteral("wrong_code")
                                                    << QStringList {"problem", "language", "wrong", "fix", "fixed", "problem2", "wrong2",
                                                           "fix2", "fixed2", "problem3", "wrong3", "fix3", "fixed3"};
}

void TestCliNotes::templates()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, keys);
    const QJsonArray templates = jsonOf({QStringLiteral("--templates")});
    QCOMPARE(templates.size(), AnnotationKinds::all().size());
    QJsonObject found;
    for (const QJsonValue &value : templates) {
        found = value.toObject().value(QStringLiteral("kind")).toString() == kind ? value.toObject() : found;
    }
    QStringList actual;
    const QJsonArray fields = found.value(QStringLiteral("fields")).toArray();
    for (const QJsonValue &field : fields) {
        actual.append(field.toObject().value(QStringLiteral("key")).toString());
    }
    QCOMPARE(actual, keys);
    const CliRun text = cli({QStringLiteral("--templates")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(kind.toUtf8() + '\t'), text.out.constData());
    QVERIFY(text.out.contains("  rows\ttable: 现象, 原因, 验证命令, 解决方案\t速查表\n"));
}

void TestCliNotes::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such issue") << QStringList {QStringLiteral("--issue"), QStringLiteral("9")} << 1 << QStringLiteral("9");
    QTest::newRow("no such issue, suggestions")
        << QStringList {QStringLiteral("--issue"), QStringLiteral("9"), QStringLiteral("--suggest")} << 1 << QStringLiteral("9");
    QTest::newRow("no --issue") << QStringList {QStringLiteral("--json")} << 2 << QStringLiteral("--issue N is required");
    QTest::newRow("unknown option") << QStringList {QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--kinds")} << 2
                                    << QStringLiteral("kinds");
    QTest::newRow("--templates with --issue") << QStringList {QStringLiteral("--templates"), QStringLiteral("--issue"), QStringLiteral("1")}
                                              << 2 << QStringLiteral("--templates");
    QTest::newRow("issue not a number") << QStringList {QStringLiteral("--issue"), QStringLiteral("x")} << 2 << QStringLiteral("'x'");
}

void TestCliNotes::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const auto digest = [this] {
        QFile file(project());
        return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256) : QByteArray();
    };
    const QByteArray before = digest();
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(digest(), before);
}

QTEST_GUILESS_MAIN(TestCliNotes)
#include "tst_cli_notes.moc"
