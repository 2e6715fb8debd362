// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fault test: yiqiao-cli killed (SIGKILL) in the middle of a large write — a replace
// over every issue's draft, the import of a long post. The test watches the files the
// child writes and kills it at a chosen moment: just after the WAL appeared, with the
// transaction half written into the WAL, or while the committed WAL is checkpointed
// into the project file (it grows; switching to WAL rewrites its header sooner). Afterwards the project opens, PRAGMA integrity_check is
// ok, and its contents are the state before the command or after it, never a mixture. (The GUI's autosave under SIGKILL is tst_autosave's.)
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <signal.h>

class TestFaultKill : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedDuringWrite_data();
    void killedDuringWrite();

private:
    enum class Moment { WalCreated, MidTransaction, Checkpoint };
    QStringList commandFor(const QString &command, const QString &project) const;
    QByteArray fingerprint(const QString &project, QString *error);
    bool runUntil(const QString &project, const QStringList &arguments, Moment moment, bool *killed);

    QTemporaryDir m_dir;
    QString m_pristine;
    QString m_post;
    QByteArray m_before;
};

void TestFaultKill::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pristine = m_dir.filePath(QStringLiteral("pristine.yiqiao"));
    m_post = m_dir.filePath(QStringLiteral("long.md"));
    QByteArray post = "# A long post\n\n";
    for (int i = 0; i < 2000; ++i) {
        post += "Paragraph " + QByteArray::number(i) + " explains CUDA kernels and NCCL collectives; kernels run on the device.\n\n";
    }
    QFile file(m_post);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(post);
    file.close();
    ProjectStore store;
    QVERIFY(store.create(m_pristine, QStringLiteral("Kill")));
    PostImporter importer(store);
    QByteArray issuePost = "# Issue post\n\n";
    for (int i = 0; i < 300; ++i) {
        issuePost += "Paragraph " + QByteArray::number(i) + " explains CUDA kernels and NCCL collectives; kernels run on the device.\n\n";
    }
    for (int issue = 1; issue <= 30; ++issue) {
        QVERIFY2(importer.importPost(issue, issuePost, {}, {}), qPrintable(importer.errorString()));
    }
    store.close();
    QString error;
    m_before = fingerprint(m_pristine, &error);
    QVERIFY2(!m_before.isEmpty(), qPrintable(error));
}

QStringList TestFaultKill::commandFor(const QString &command, const QString &project) const
{
    if (command == QLatin1String("replace")) {
        return {QStringLiteral("replace"), project, QStringLiteral("kernels"), QStringLiteral("内核")};
    }
    return {QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("99"), m_post};
}

// What a save changes, without timestamps: issues, every draft block's bytes and
// status, the source blocks, the replace journal. Empty (and *error) when the project
// cannot be opened or fails its integrity check.
QByteArray TestFaultKill::fingerprint(const QString &project, QString *error)
{
    ProjectStore store;
    if (!store.open(project)) {
        *error = store.errorString();
        return {};
    }
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("PRAGMA integrity_check")) || !query.next() || query.value(0).toString() != QLatin1String("ok")) {
        *error = QStringLiteral("integrity_check: ") + query.value(0).toString();
        return {};
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QStringList selects {
        QStringLiteral("SELECT number, title FROM issues ORDER BY number"),
        QStringLiteral("SELECT i.number, t.ordinal, hex(CAST(t.text AS BLOB)), t.status FROM target_blocks t"
                       " JOIN issues i ON i.id = t.issue_id ORDER BY i.number, t.ordinal"),
        QStringLiteral("SELECT count(*) FROM source_blocks"),
        QStringLiteral("SELECT count(*) FROM replace_edits"),
    };
    for (const QString &select : selects) {
        if (!query.exec(select)) {
            *error = select;
            return {};
        }
        while (query.next()) {
            for (int column = 0; column < query.record().count(); ++column) {
                hash.addData(query.value(column).toString().toUtf8() + '\x1f');
            }
            hash.addData("\x1e", 1);
        }
    }
    return hash.result();
}

// Starts the command and SIGKILLs it at `moment`; *killed is false when it finished
// before the moment came.
bool TestFaultKill::runUntil(const QString &project, const QStringList &arguments, Moment moment, bool *killed)
{
    const QString wal = project + QStringLiteral("-wal");
    const QFileInfo main(project);
    const qint64 mainSize = main.size();
    QProcess cli;
    cli.start(QStringLiteral(YIQIAO_CLI), arguments);
    if (!cli.waitForStarted()) {
        return false;
    }
    QElapsedTimer timer;
    timer.start();
    *killed = false;
    while (cli.state() == QProcess::Running && timer.elapsed() < 60000) {
        const QFileInfo walInfo(wal);
        const QFileInfo now(project);
        const bool due = moment == Moment::WalCreated ? walInfo.exists()
            : moment == Moment::MidTransaction        ? walInfo.size() >= 512 * 1024 && now.size() == mainSize
                                                      : walInfo.exists() && now.size() != mainSize;
        if (due) {
            *killed = ::kill(pid_t(cli.processId()), SIGKILL) == 0;
            break;
        }
        QThread::usleep(200);
    }
    cli.waitForFinished();
    *killed = *killed && cli.exitStatus() == QProcess::CrashExit;
    return true;
}

void TestFaultKill::killedDuringWrite_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("moment");
    QTest::addColumn<QString>("expected"); // before, after, either
    const int created = int(Moment::WalCreated);
    const int mid = int(Moment::MidTransaction);
    const int checkpoint = int(Moment::Checkpoint);
    const QString before = QStringLiteral("before");
    // A transaction that fits in the page cache reaches the WAL only as it commits:
    // a kill with the WAL half grown may land before or after its last frame.
    const QString either = QStringLiteral("either");
    QTest::newRow("replace over 30 issues: early, the WAL just created") << QStringLiteral("replace") << created << before;
    QTest::newRow("replace over 30 issues: mid-transaction") << QStringLiteral("replace") << mid << either;
    QTest::newRow("replace over 30 issues: committed, during the checkpoint")
        << QStringLiteral("replace") << checkpoint << QStringLiteral("after");
    QTest::newRow("import of a 2000-block post: early") << QStringLiteral("import") << created << before;
    QTest::newRow("import of a 2000-block post: mid-transaction") << QStringLiteral("import") << mid << either;
    QTest::newRow("import of a 2000-block post: during the checkpoint")
        << QStringLiteral("import") << checkpoint << QStringLiteral("after");
}

void TestFaultKill::killedDuringWrite()
{
    QFETCH(QString, command);
    QFETCH(int, moment);
    QFETCH(QString, expected);
    // The state after: the same command, left to finish.
    const QString finished = m_dir.filePath(QStringLiteral("finished.yiqiao"));
    QFile::remove(finished);
    QVERIFY(QFile::copy(m_pristine, finished));
    QProcess cli;
    cli.start(QStringLiteral(YIQIAO_CLI), commandFor(command, finished));
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    QString error;
    const QByteArray after = fingerprint(finished, &error);
    QVERIFY2(!after.isEmpty(), qPrintable(error));
    QVERIFY(after != m_before);

    const QString project = m_dir.filePath(QStringLiteral("killed.yiqiao"));
    bool killed = false;
    for (int attempt = 0; attempt < 20 && !killed; ++attempt) {
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral(".lock")}) {
            QFile::remove(project + suffix);
        }
        QVERIFY(QFile::copy(m_pristine, project));
        QVERIFY(runUntil(project, commandFor(command, project), Moment(moment), &killed));
    }
    if (!killed) {
        QSKIP("the command finished every time before the kill landed");
    }
    const QByteArray state = fingerprint(project, &error);
    QVERIFY2(!state.isEmpty(), qPrintable(error));
    const QString which = state == m_before ? QStringLiteral("before")
        : state == after                    ? QStringLiteral("after")
                                            : QStringLiteral("a mixture");
    QVERIFY2(which != QLatin1String("a mixture"), "the project holds neither the state before nor after the save");
    if (expected != QLatin1String("either")) {
        QCOMPARE(which, expected);
    }

    // The killed process's lock is stale: the next command works.
    cli.start(QStringLiteral(YIQIAO_CLI), {QStringLiteral("stats"), project});
    QVERIFY(cli.waitForFinished(30000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
}

QTEST_GUILESS_MAIN(TestFaultKill)
#include "tst_faultkill.moc"
