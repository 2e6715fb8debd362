// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The other process is this test binary itself, started with --hold-lock PATH (takes
// the lock, reports, keeps it until its stdin closes) or --try-lock PATH (reports
// and exits). It reports two lines: the ProjectLock::Error as a number, the message.
#include "store/projectlock.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <unistd.h>

namespace {
int runHelper(const QString &mode, const QString &path)
{
    ProjectLock lock;
    const bool locked = lock.tryLock(path);
    std::printf("%d\n%s\n", int(lock.error()), qPrintable(lock.errorString()));
    std::fflush(stdout);
    if (locked && mode == QLatin1String("--hold-lock")) {
        while (std::getchar() != EOF) { }
    }
    return locked ? 0 : 1;
}

// Rewrites the lock file with the same contents, a day old, without the owner's
// flock() on it.
bool ageWithoutNativeLock(const QString &lockFile)
{
    QFile file(lockFile);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QByteArray contents = file.readAll();
    file.close();
    if (contents.isEmpty() || !file.remove() || !file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size()) {
        return false;
    }
    file.close();
    return file.open(QIODevice::ReadWrite) && file.setFileTime(QDateTime::currentDateTime().addDays(-1), QFileDevice::FileModificationTime);
}

bool makeProjectFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write("SQLite format 3") > 0;
}
} // namespace

class TstProjectLock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void sameProcess_data();
    void sameProcess();
    void switchingProjectReleasesTheOld();
    void otherProcess_data();
    void otherProcess();
    void deadOwnerIsTakenOver();
    void leftLockFile_data();
    void leftLockFile();
    void cannotCreate_data();
    void cannotCreate();

private:
    // Starts a helper holding the lock on path; returns after it reported.
    bool startHolder(QProcess &process, const QString &path);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TstProjectLock::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_project = m_dir->filePath(QStringLiteral("real/p.yiqiao"));
    QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("real"))));
    QVERIFY(makeProjectFile(m_project));
}

bool TstProjectLock::startHolder(QProcess &process, const QString &path)
{
    process.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--hold-lock"), path});
    if (!process.waitForStarted()) {
        return false;
    }
    while (!process.canReadLine()) {
        if (!process.waitForReadyRead(10000)) {
            return false;
        }
    }
    return process.readLine().trimmed() == "0";
}

void TstProjectLock::sameProcess_data()
{
    QTest::addColumn<QString>("second"); // the path the second lock uses, in m_dir
    QTest::newRow("same path") << QStringLiteral("real/p.yiqiao");
    QTest::newRow("symbolic link to the project file") << QStringLiteral("link.yiqiao");
    QTest::newRow("symbolic link to its folder") << QStringLiteral("linkdir/p.yiqiao");
    QTest::newRow("path with ..") << QStringLiteral("real/../real/p.yiqiao");
}

void TstProjectLock::sameProcess()
{
    QFETCH(QString, second);
    QVERIFY(QFile::link(m_project, m_dir->filePath(QStringLiteral("link.yiqiao"))));
    QVERIFY(QFile::link(m_dir->filePath(QStringLiteral("real")), m_dir->filePath(QStringLiteral("linkdir"))));
    ProjectLock first;
    QVERIFY2(first.tryLock(m_project), qPrintable(first.errorString()));
    QVERIFY(first.isLocked());
    QCOMPARE(first.error(), ProjectLock::Error::None);
    QVERIFY(QFile::exists(m_project + QStringLiteral(".lock")));

    ProjectLock other;
    QVERIFY(!other.tryLock(m_dir->filePath(second)));
    QCOMPARE(other.error(), ProjectLock::Error::HeldByOther);
    QVERIFY2(other.errorString().contains(QLatin1String("this Yiqiao window")), qPrintable(other.errorString()));
    QVERIFY(!other.isLocked());

    first.unlock();
    QVERIFY(!QFile::exists(m_project + QStringLiteral(".lock")));
    QVERIFY2(other.tryLock(m_dir->filePath(second)), qPrintable(other.errorString()));
    QCOMPARE(other.error(), ProjectLock::Error::None);
    QVERIFY(other.errorString().isEmpty());
    QVERIFY(!first.tryLock(m_project));
}

void TstProjectLock::switchingProjectReleasesTheOld()
{
    const QString newProject = m_dir->filePath(QStringLiteral("real/new.yiqiao")); // not created yet
    ProjectLock lock;
    QVERIFY(lock.tryLock(m_project));
    QVERIFY2(lock.tryLock(newProject), qPrintable(lock.errorString()));
    QVERIFY(QFile::exists(newProject + QStringLiteral(".lock")));
    QVERIFY(!QFile::exists(m_project + QStringLiteral(".lock")));
    ProjectLock other;
    QVERIFY(other.tryLock(m_project));
    QVERIFY(!other.tryLock(newProject));
    {
        ProjectLock scoped;
        QVERIFY(scoped.tryLock(m_dir->filePath(QStringLiteral("real/third.yiqiao"))));
    }
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("real/third.yiqiao.lock"))));
}

void TstProjectLock::otherProcess_data()
{
    QTest::addColumn<bool>("oldLockFile");
    QTest::newRow("fresh lock file") << false;
    // QLockFile's default stale time would take over a lock file older than 30 s
    // whose owner lives, wherever flock() does not guard it (network file systems).
    QTest::newRow("lock file a day old without native lock, owner alive") << true;
}

void TstProjectLock::otherProcess()
{
    QFETCH(bool, oldLockFile);
    QProcess holder;
    QVERIFY(startHolder(holder, m_project));
    const QString lockFile = m_project + QStringLiteral(".lock");
    QVERIFY(QFile::exists(lockFile));
    if (oldLockFile) {
        QVERIFY(ageWithoutNativeLock(lockFile));
    }

    ProjectLock lock;
    QVERIFY(!lock.tryLock(m_project));
    QCOMPARE(lock.error(), ProjectLock::Error::HeldByOther);
    const QString message = lock.errorString();
    QVERIFY2(message.contains(QStringLiteral("process %1 ").arg(holder.processId())), qPrintable(message));
    QVERIFY2(message.contains(QSysInfo::machineHostName()), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("another Yiqiao window")), qPrintable(message));

    holder.closeWriteChannel();
    QVERIFY(holder.waitForFinished());
    QCOMPARE(holder.exitCode(), 0);
    QVERIFY(!QFile::exists(lockFile));
    QVERIFY2(lock.tryLock(m_project), qPrintable(lock.errorString()));
}

void TstProjectLock::deadOwnerIsTakenOver()
{
    QProcess holder;
    QVERIFY(startHolder(holder, m_project));
    const qint64 deadPid = holder.processId();
    holder.kill(); // SIGKILL: the lock file stays behind, as after a crash
    QVERIFY(holder.waitForFinished());
    const QString lockFile = m_project + QStringLiteral(".lock");
    QVERIFY(QFile::exists(lockFile));

    ProjectLock lock;
    QVERIFY2(lock.tryLock(m_project), qPrintable(lock.errorString()));
    QFile file(lockFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const qint64 owner = file.readLine().trimmed().toLongLong();
    QCOMPARE(owner, QCoreApplication::applicationPid());
    QVERIFY(owner != deadPid);
}

void TstProjectLock::leftLockFile_data()
{
    QTest::addColumn<QByteArray>("contents"); // %pid and %host are replaced
    QTest::addColumn<QString>("pidOf"); // "exited": a finished process, "sleep": a live one of another program
    QTest::addColumn<bool>("takenOver");
    QTest::addColumn<QString>("message"); // a part of errorString()
    QTest::newRow("owner exited, this host") << QByteArray("%pid\ntst_projectlock\n%host\n") << QStringLiteral("exited") << true
                                             << QString();
    QTest::newRow("pid reused by another program")
        << QByteArray("%pid\ntst_projectlock\n%host\n") << QStringLiteral("sleep") << true << QString();
    QTest::newRow("owner on another host") << QByteArray("%pid\nyiqiao\nyiqiao-test-other-host\n") << QStringLiteral("exited") << false
                                           << QStringLiteral("process %pid on host yiqiao-test-other-host");
    QTest::newRow("another host: how to get out")
        << QByteArray("1\nyiqiao\nyiqiao-test-other-host\n") << QString() << false << QStringLiteral("no longer runs there, delete ");
    QTest::newRow("unreadable lock file") << QByteArray() << QString() << false << QStringLiteral("is locked by another program");
}

// Lock files as a crash, a reused pid or a shared folder leave them.
void TstProjectLock::leftLockFile()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, pidOf);
    QFETCH(bool, takenOver);
    QFETCH(QString, message);
    QProcess other;
    if (!pidOf.isEmpty()) {
        other.start(pidOf == QLatin1String("sleep") ? QStringLiteral("sleep") : QStringLiteral("true"), {QStringLiteral("30")});
        QVERIFY(other.waitForStarted());
    }
    const QByteArray pid = QByteArray::number(other.processId());
    if (pidOf == QLatin1String("exited")) {
        QVERIFY(other.waitForFinished());
    }
    contents.replace("%pid", pid).replace("%host", QSysInfo::machineHostName().toUtf8());
    QFile file(m_project + QStringLiteral(".lock"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(contents), contents.size());
    file.close();

    ProjectLock lock;
    QCOMPARE(lock.tryLock(m_project), takenOver);
    QCOMPARE(lock.error(), takenOver ? ProjectLock::Error::None : ProjectLock::Error::HeldByOther);
    message.replace(QLatin1String("%pid"), QString::fromLatin1(pid));
    QVERIFY2(lock.errorString().contains(message), qPrintable(lock.errorString()));
    other.kill();
    other.waitForFinished();
}

void TstProjectLock::cannotCreate_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<bool>("readOnly");
    QTest::newRow("read-only folder") << QStringLiteral("real/p.yiqiao") << true;
    QTest::newRow("folder does not exist") << QStringLiteral("missing/p.yiqiao") << false;
}

// As root, permission bits do not stop writes: the folder is made truly read-only
// with a read-only bind mount in a private mount namespace (unshare -m).
void TstProjectLock::cannotCreate()
{
    QFETCH(QString, project);
    QFETCH(bool, readOnly);
    const QString path = m_dir->filePath(project);
    const QString folder = QFileInfo(path).absolutePath();
    QProcess process;
    const QStringList helper {QCoreApplication::applicationFilePath(), QStringLiteral("--try-lock"), path};
    if (readOnly && geteuid() == 0) {
        if (QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty()) {
            QSKIP("running as root without unshare: cannot make a folder read-only");
        }
        const QString script = QStringLiteral("mount --bind \"$0\" \"$0\" && mount -o remount,ro,bind \"$0\" && exec \"$@\"");
        process.start(QStringLiteral("unshare"),
            QStringList {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script, folder} + helper);
    } else {
        if (readOnly) {
            QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        }
        process.start(helper.first(), helper.mid(1));
    }
    QVERIFY(process.waitForFinished());
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
    QVERIFY2(lines.size() >= 2, process.readAllStandardError().constData());
    QCOMPARE(lines.at(0).toInt(), int(ProjectLock::Error::CannotCreate));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(!lines.at(1).isEmpty());
    QVERIFY(!QFile::exists(path + QStringLiteral(".lock")));
    if (readOnly) {
        QVERIFY2(lines.at(1).contains("read-only"), lines.at(1).constData());
    }
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 3 && (args.at(1) == QLatin1String("--hold-lock") || args.at(1) == QLatin1String("--try-lock"))) {
        return runHelper(args.at(1), args.at(2));
    }
    TstProjectLock test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_projectlock.moc"
