// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrepository.h"
#include "clirunner.h"
#include "notes/annotationrepository.h"
#include "reuse/notereuse.h"
#include "reusefixture.h"
#include "terms/termrepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ReuseFixture;

// yiqiao-cli reuse: notes copied and linked, checklist results and terms, --sync,
// --template-from; wrong command lines and refusals change nothing.
class TestCliReuse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void reuse_data();
    void reuse();
    void refusedChangesNothing_data();
    void refusedChangesNothing();
    void syncTakesTheOriginal();
    void templateFromNote();

private:
    QString project() const { return m_dir->filePath(QStringLiteral("p.yiqiao")); }
    CliRun cli(const QStringList &arguments) const;
    // Counts of what reuse writes, and issue 2's draft.
    QString snapshot();

    std::unique_ptr<QTemporaryDir> m_dir;
    QList<qint64> m_notes;
    qint64 m_issue2 = 0;
};

CliRun TestCliReuse::cli(const QStringList &arguments) const
{
    return CliRun::in(m_dir->path(), QStringList {QStringLiteral("reuse"), project()} + arguments);
}

void TestCliReuse::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    ProjectStore store;
    QVERIFY2(store.create(project(), QStringLiteral("P")), qPrintable(store.errorString()));
    const qint64 issue1 = importIssue(store, 1, kSource1, kTarget1);
    m_issue2 = importIssue(store, 2, kSource2, kTarget2);
    QVERIFY(issue1 && m_issue2);
    QVERIFY(makeNote(store, issue1, 2, AnnotationKind::HardwareTable, hardwareValues()));
    QVERIFY(makeNote(store, issue1, 4, AnnotationKind::VersionNote, versionValues()));
    m_notes = {blocks(store, issue1).at(2).id, blocks(store, issue1).at(4).id};
    QVERIFY(
        ChecklistRepository(store).setChecked(issue1, QStringLiteral("code_verified"), true, QStringLiteral("王"), QStringLiteral("跑通")));
    TermEntry kernel;
    kernel.source = QStringLiteral("kernel");
    kernel.issues = {1};
    QVERIFY(TermRepository(store).add({kernel}));
}

void TestCliReuse::cleanup()
{
    m_dir.reset();
}

QString TestCliReuse::snapshot()
{
    ProjectStore store;
    if (!store.open(project(), ProjectStore::Access::ReadOnly)) {
        return store.errorString();
    }
    QStringList counts;
    for (const QString &table : {QStringLiteral("target_blocks"), QStringLiteral("note_links"), QStringLiteral("checklist_results"),
             QStringLiteral("term_issues"), QStringLiteral("annotation_templates"), QStringLiteral("annotations")}) {
        counts.append(QString::number(count(store, table)));
    }
    return counts.join(QLatin1Char(' ')) + QLatin1Char('\n') + QString::fromUtf8(draft(store, m_issue2));
}

void TestCliReuse::reuse_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("notes"); // notes in issue 2 afterwards
    QTest::addColumn<int>("links");
    QTest::addColumn<int>("checklist"); // checked results of issue 2
    QTest::addColumn<bool>("term"); // kernel listed for issue 2

    const QString all = QStringLiteral("all");
    QTest::newRow("all notes copied") << QStringList {QStringLiteral("--notes"), all} << 2 << 0 << 0 << false;
    QTest::newRow("all notes linked") << QStringList {QStringLiteral("--notes"), all, QStringLiteral("--link")} << 2 << 2 << 0 << false;
    QTest::newRow("checklist only") << QStringList {QStringLiteral("--checklist")} << 0 << 0 << 1 << false;
    QTest::newRow("terms only") << QStringList {QStringLiteral("--terms")} << 0 << 0 << 0 << true;
    QTest::newRow("everything, JSON") << QStringList {QStringLiteral("--notes"), all, QStringLiteral("--checklist"),
        QStringLiteral("--terms"), QStringLiteral("--json")}
                                      << 2 << 0 << 1 << true;
}

void TestCliReuse::reuse()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, notes);
    QFETCH(int, links);
    QFETCH(int, checklist);
    QFETCH(bool, term);
    const CliRun run =
        cli(QStringList {QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2")} + arguments);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    if (arguments.contains(QStringLiteral("--json"))) {
        const QJsonObject result = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(result.value(QStringLiteral("notes")).toArray().size(), notes);
        QCOMPARE(result.value(QStringLiteral("terms")).toInt(), 1);
        QCOMPARE(result.value(QStringLiteral("checklist")).toArray().first().toString(), QStringLiteral("code_verified"));
    } else {
        QVERIFY(!run.out.isEmpty());
    }
    ProjectStore store;
    QVERIFY(store.open(project(), ProjectStore::Access::ReadOnly));
    QCOMPARE(NoteReuse(store).notes(m_issue2).size(), notes);
    QCOMPARE(count(store, QStringLiteral("note_links")), links);
    const auto run2 = ChecklistRepository(store).currentRunOrDefault(m_issue2);
    QCOMPARE(int(run2->results.size()), checklist);
    QCOMPARE(TermRepository(store).all().constFirst().issues.contains(2), term);
}

void TestCliReuse::refusedChangesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("uncheck"); // issue 1's checklist item unchecked first

    QTest::newRow("nothing to reuse") << QStringList {QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"),
        QStringLiteral("2")} << 2 << QStringLiteral("nothing to reuse")
                                      << false;
    QTest::newRow("--sync with --from") << QStringList {QStringLiteral("--sync"), QStringLiteral("--from"), QStringLiteral("1")} << 2
                                        << QStringLiteral("give one of") << false;
    QTest::newRow("an issue that is not there") << QStringList {QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"),
        QStringLiteral("9"), QStringLiteral("--terms")}
                                                << 1 << QStringLiteral("9") << false;
    QTest::newRow("bad --notes") << QStringList {QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2"),
        QStringLiteral("--notes"), QStringLiteral("x,1")}
                                 << 2 << QStringLiteral("--notes") << false;
    QTest::newRow("a block that is no note") << QStringList {QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"),
        QStringLiteral("2"), QStringLiteral("--notes"), QStringLiteral("1")}
                                             << 1 << QStringLiteral("no translator's note") << false;
    // The notes and terms would go; issue 1 has nothing checked: nothing at all is written.
    QTest::newRow("one part refused, all refused") << QStringList {QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"),
        QStringLiteral("2"), QStringLiteral("--notes"), QStringLiteral("all"), QStringLiteral("--terms"), QStringLiteral("--checklist")}
                                                   << 1 << QStringLiteral("no checked manual item") << true;
    QTest::newRow("template without a name") << QStringList {QStringLiteral("--template-from"), QStringLiteral("3")} << 2
                                             << QStringLiteral("--name") << false;
    QTest::newRow("template from no note") << QStringList {QStringLiteral("--template-from"), QStringLiteral("1"), QStringLiteral("--name"),
        QStringLiteral("x")} << 1 << QStringLiteral("no translator's note")
                                           << false;
}

void TestCliReuse::refusedChangesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QFETCH(bool, uncheck);
    if (uncheck) {
        ProjectStore store;
        QVERIFY(store.open(project()));
        QVERIFY(ChecklistRepository(store).setChecked(1, QStringLiteral("code_verified"), false, QStringLiteral("王")));
    }
    const QString before = snapshot();
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(snapshot(), before);
}

void TestCliReuse::syncTakesTheOriginal()
{
    const CliRun linked = cli({QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2"),
        QStringLiteral("--notes"), QString::number(m_notes.at(1)), QStringLiteral("--link"), QStringLiteral("--json")});
    QVERIFY2(linked.exitCode == 0, linked.err.constData());
    const qint64 copy =
        QJsonDocument::fromJson(linked.out).object().value(QStringLiteral("notes")).toArray().first().toVariant().toLongLong();
    {
        ProjectStore store;
        QVERIFY(store.open(project()));
        QVERIFY(setText(store, m_notes.at(1), QStringLiteral("> 新版说明")));
    }
    const CliRun synced = cli({QStringLiteral("--sync"), QStringLiteral("--issue"), QStringLiteral("2"), QStringLiteral("--json")});
    QVERIFY2(synced.exitCode == 0, synced.err.constData());
    const QJsonObject result = QJsonDocument::fromJson(synced.out).object();
    QCOMPARE(result.value(QStringLiteral("updated")).toArray().first().toVariant().toLongLong(), copy);
    const QJsonObject link = result.value(QStringLiteral("links")).toArray().first().toObject();
    QCOMPARE(link.value(QStringLiteral("state")).toString(), QStringLiteral("in_step"));
    QCOMPARE(link.value(QStringLiteral("originalIssue")).toInt(), 1);
    ProjectStore store;
    QVERIFY(store.open(project(), ProjectStore::Access::ReadOnly));
    QCOMPARE(NoteReuse(store).note(copy)->text, QStringLiteral("> 新版说明"));
}

void TestCliReuse::templateFromNote()
{
    const CliRun run =
        cli({QStringLiteral("--template-from"), QString::number(m_notes.at(1)), QStringLiteral("--name"), QStringLiteral("CUDA 说明")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QStringList again {QStringLiteral("--template-from"), QString::number(m_notes.at(1)), QStringLiteral("--name"),
        QStringLiteral("cuda 说明"), QStringLiteral("--json")};
    const CliRun refused = cli(again);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.err.contains("cuda 说明"));
    const CliRun replaced = cli(again + QStringList {QStringLiteral("--replace")});
    QVERIFY2(replaced.exitCode == 0, replaced.err.constData());
    const QJsonObject result = QJsonDocument::fromJson(replaced.out).object();
    ProjectStore store;
    QVERIFY(store.open(project(), ProjectStore::Access::ReadOnly));
    AnnotationRepository repository(store);
    QVERIFY(!repository.isCustomized(AnnotationKind::VersionNote)); // beside the kind's template
    const QList<AnnotationTemplate> extras = repository.extraTemplates();
    QCOMPARE(extras.size(), 1);
    QCOMPARE(extras.first().name, QStringLiteral("cuda 说明"));
    QCOMPARE(extras.first().field(QStringLiteral("original"))->defaultValue, QStringLiteral("CUDA 11.8"));
    QCOMPARE(result.value(QStringLiteral("id")).toVariant().toLongLong(), extras.first().extraId);
    QCOMPARE(result.value(QStringLiteral("kind")).toString(), QStringLiteral("version_note"));
}

QTEST_GUILESS_MAIN(TestCliReuse)
#include "tst_cli_reuse.moc"
