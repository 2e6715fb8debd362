// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/markdownexporter.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

// The crash-safety promise with a real process: yiqiao types into the draft, is
// killed with SIGKILL a second after its last keystroke, and the typed text must be
// in the project file. Killed right after the last key (before any autosave), the
// edit journal beside the project brings the text and its alignment back at the next
// start. Also: the killed process leaves no lock behind that would keep the next
// start from opening the project.
class TestAutosave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void killedProcessLosesAtMostASecond_data();
    void killedProcessLosesAtMostASecond();
    void killedRightAfterTypingLosesNothing_data();
    void killedRightAfterTypingLosesNothing();
    void secondInstanceIsRefused();

private:
    QProcess *startGui(const QStringList &arguments);
    QString storedDraft();
    QList<BlockRecord> storedBlocks();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
    std::vector<std::unique_ptr<QProcess>> m_processes;
};

void TestAutosave::init()
{
    m_processes.clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("kill.yiqiao"));
    ProjectStore store;
    QVERIFY(store.create(m_project, QStringLiteral("Kill")));
    PostImporter importer(store);
    QVERIFY(importer.importPost(1, "# Title\n\nA paragraph.\n", {}, {}, QByteArray("# 标题\n\n一段。\n")));
}

QProcess *TestAutosave::startGui(const QStringList &arguments)
{
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), m_dir->path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir->filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir->filePath(QStringLiteral("data")));
    process->setProcessEnvironment(env);
    process->start(QStringLiteral(YIQIAO_GUI), arguments);
    m_processes.push_back(std::move(process));
    return m_processes.back().get();
}

QString TestAutosave::storedDraft()
{
    ProjectStore store;
    if (!store.open(m_project, ProjectStore::Access::ReadOnly)) {
        return store.errorString();
    }
    IssueRepository issues(store);
    return QString::fromUtf8(MarkdownExporter(issues).draft(issues.issue(1)->id));
}

QList<BlockRecord> TestAutosave::storedBlocks()
{
    ProjectStore store;
    if (!store.open(m_project, ProjectStore::Access::ReadOnly)) {
        return {};
    }
    IssueRepository issues(store);
    return issues.targetBlocks(issues.issue(1)->id);
}

void TestAutosave::killedProcessLosesAtMostASecond_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("a few Chinese characters") << QStringLiteral("自动保存");
    QTest::newRow("a longer burst with a new paragraph") << QStringLiteral("第一句。\n\n新的一段，含 `code` 与 CUDA 12.4。");
}

void TestAutosave::killedProcessLosesAtMostASecond()
{
    QFETCH(QString, typed);
    QProcess *gui = startGui({m_project, QStringLiteral("--type-into-draft"), typed});
    QVERIFY(gui->waitForStarted());
    QByteArray output;
    QTRY_VERIFY_WITH_TIMEOUT((output += gui->readAllStandardOutput()).contains("typed") || gui->state() == QProcess::NotRunning, 20000);
    QVERIFY2(gui->state() == QProcess::Running, gui->readAllStandardError().constData());
    QTest::qWait(1000); // the promise: a second after the last keystroke it is on disk
    gui->kill(); // SIGKILL: no close event, no destructor
    QVERIFY(gui->waitForFinished());
    QCOMPARE(gui->exitStatus(), QProcess::CrashExit);
    QCOMPARE(storedDraft(), QStringLiteral("# 标题%1\n\n一段。\n").arg(typed));

    // The next start opens the project normally: no stale lock, no damage.
    QProcess *again = startGui({m_project, QStringLiteral("--exit-when-shown")});
    QVERIFY(again->waitForFinished(20000));
    QCOMPARE(again->exitCode(), 0);
    QVERIFY2(again->readAllStandardOutput().contains("shown"), again->readAllStandardError().constData());
}

void TestAutosave::killedRightAfterTypingLosesNothing_data()
{
    QTest::addColumn<int>("delayMs");
    QTest::newRow("killed as the last key is handled") << 0;
    QTest::newRow("killed 20 ms after the last key") << 20;
    QTest::newRow("killed 100 ms after the last key") << 100;
}

void TestAutosave::killedRightAfterTypingLosesNothing()
{
    QFETCH(int, delayMs);
    const QList<BlockRecord> before = storedBlocks();
    QCOMPARE(before.size(), 2);
    const QString typed = QStringLiteral(" durable 持久");
    QProcess *gui = startGui({m_project, QStringLiteral("--type-into-draft"), typed});
    QVERIFY(gui->waitForStarted());
    // Read as the lines come, not polled: the kill follows the last key by delayMs.
    QByteArray output;
    while (!output.contains("typed\n") && gui->state() == QProcess::Running) {
        gui->waitForReadyRead(20000);
        output += gui->readAllStandardOutput();
    }
    QVERIFY2(gui->state() == QProcess::Running, gui->readAllStandardError().constData());
    if (delayMs > 0) {
        QTest::qSleep(delayMs); // the interval under test, not a wait for a condition
    }
    gui->kill(); // SIGKILL: no close event, no destructor, no autosave
    QVERIFY(gui->waitForFinished());
    QCOMPARE(gui->exitStatus(), QProcess::CrashExit);
    QVERIFY2(output.contains("key 11\ntyped\n"), output.constData());

    // The next start folds the journal into the project and removes it.
    QProcess *again = startGui({m_project, QStringLiteral("--exit-when-shown")});
    QVERIFY(again->waitForFinished(20000));
    QCOMPARE(again->exitCode(), 0);
    QCOMPARE(storedDraft(), QStringLiteral("# 标题%1\n\n一段。\n").arg(typed));
    const QList<BlockRecord> after = storedBlocks();
    QCOMPARE(after.size(), 2);
    for (int i = 0; i < after.size(); ++i) {
        QCOMPARE(after.at(i).id, before.at(i).id);
        QCOMPARE(after.at(i).aligned, before.at(i).aligned);
        QVERIFY(!after.at(i).aligned.isEmpty());
    }
    const QStringList left = QDir(m_dir->path()).entryList({QStringLiteral("*.journal*")}, QDir::Files);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

void TestAutosave::secondInstanceIsRefused()
{
    QProcess *first = startGui({m_project, QStringLiteral("--type-into-draft"), QStringLiteral("一")});
    QByteArray output;
    QTRY_VERIFY_WITH_TIMEOUT((output += first->readAllStandardOutput()).contains("typed"), 20000);
    // The second window refuses in a message box (which offscreen nobody clicks) and
    // says the same on stderr; it must not touch the project.
    QProcess *second = startGui({m_project, QStringLiteral("--type-into-draft"), QStringLiteral("二")});
    QByteArray errors;
    QTRY_VERIFY_WITH_TIMEOUT((errors += second->readAllStandardError()).contains("already open in another Yiqiao window"), 20000);
    QVERIFY2(errors.contains(QByteArray::number(first->processId())), errors.constData());
    second->kill();
    second->waitForFinished();
    QTest::qWait(1000);
    first->kill();
    first->waitForFinished();
    const QString draft = storedDraft();
    QVERIFY2(draft.contains(QStringLiteral("一")), qPrintable(draft));
    QVERIFY2(!draft.contains(QStringLiteral("二")), qPrintable(draft));
}

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
