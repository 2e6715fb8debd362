// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fault tests: the project on a read-only medium. Root is not stopped by permission
// bits, so this test moves itself into a private mount namespace (unshare) and
// bind-mounts its folder read-only, as a CD, a write-protected card or a read-only
// share would be; without root it skips (tst_readonlylocation covers chmod). On such a
// medium a project opens read-only, every save is refused with a message that says
// why, and nothing is written: no -wal, -shm, journal or lock beside the file, which
// keeps its bytes. yiqiao-cli and the window (run inside the namespace) behave alike.
#include "draft/draftsession.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

class TestFaultReadOnly : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void storeOpensReadOnly();
    void draftSaveIsRefused();
    void cli_data();
    void cli();
    void windowOpensReadOnly();
    void leftoverWalOnReadOnlyMedium();

private:
    bool setReadOnly(bool readOnly);
    QByteArray digest(const QString &path) const;
    QStringList entries() const;
    void checkUntouched();

    QTemporaryDir m_tmp;
    QString m_medium;
    QString m_project;
    QByteArray m_digest;
    QStringList m_entries;
    bool m_mounted = false;
};

void TestFaultReadOnly::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    if (geteuid() != 0) {
        QSKIP("a read-only mount needs root (tst_readonlylocation covers read-only folders without it)");
    }
    if (unshare(CLONE_NEWNS) != 0 || mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) {
        QSKIP("no private mount namespace here (unshare refused)");
    }
    m_medium = m_tmp.filePath(QStringLiteral("medium"));
    QVERIFY(QDir().mkpath(m_medium));
    m_project = m_medium + QStringLiteral("/p.yiqiao");
    {
        ProjectStore store;
        QVERIFY(store.create(m_project, QStringLiteral("Medium")));
        PostImporter importer(store);
        QVERIFY(importer.importPost(1, "# Title\n\nA paragraph.\n", {}, {}, QByteArray("# 标题\n\n一段。\n")));
    }
    const QByteArray medium = QFile::encodeName(m_medium);
    QVERIFY(mount(medium.constData(), medium.constData(), nullptr, MS_BIND, nullptr) == 0);
    m_mounted = true;
    QVERIFY(setReadOnly(true));
    m_digest = digest(m_project);
    m_entries = entries();
    QCOMPARE(m_entries, QStringList {QStringLiteral("p.yiqiao")});
}

void TestFaultReadOnly::init()
{
    QVERIFY(setReadOnly(true));
}

void TestFaultReadOnly::cleanupTestCase()
{
    if (m_mounted) {
        umount2(QFile::encodeName(m_medium).constData(), MNT_DETACH);
    }
}

bool TestFaultReadOnly::setReadOnly(bool readOnly)
{
    const unsigned long flags = MS_REMOUNT | MS_BIND | (readOnly ? MS_RDONLY : 0);
    return mount(nullptr, QFile::encodeName(m_medium).constData(), nullptr, flags, nullptr) == 0;
}

QByteArray TestFaultReadOnly::digest(const QString &path) const
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256) : QByteArray();
}

QStringList TestFaultReadOnly::entries() const
{
    return QDir(m_medium).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

void TestFaultReadOnly::checkUntouched()
{
    QCOMPARE(entries(), m_entries);
    QCOMPARE(digest(m_project), m_digest);
}

void TestFaultReadOnly::storeOpensReadOnly()
{
    ProjectStore store;
    QVERIFY(!store.open(m_project));
    QVERIFY2(store.errorString().contains(QStringLiteral("read-only")), qPrintable(store.errorString()));
    QVERIFY(store.open(m_project, ProjectStore::Access::ReadOnly));
    QVERIFY(!store.setSetting(QStringLiteral("name"), QStringLiteral("Changed")));
    QVERIFY2(store.errorString().contains(QStringLiteral("read-only")), qPrintable(store.errorString()));
    QVERIFY(!store.beginWrite());
    QCOMPARE(store.setting(QStringLiteral("name")), QStringLiteral("Medium"));
    store.close();
    checkUntouched();
}

void TestFaultReadOnly::draftSaveIsRefused()
{
    ProjectStore store;
    QVERIFY(store.open(m_project, ProjectStore::Access::ReadOnly));
    DraftSession session(store, 1);
    QVERIFY(session.load());
    const QString loaded = session.text();
    LineIds ids = session.lineIds();
    ids.append(QList<qint64>());
    ids.append(QList<qint64>());
    QVERIFY(!session.update(loaded + QStringLiteral("\n新的一段。\n"), ids));
    QVERIFY2(session.errorString().contains(QStringLiteral("read-only")), qPrintable(session.errorString()));
    QCOMPARE(session.text(), loaded);
    store.close();
    checkUntouched();
}

void TestFaultReadOnly::cli_data()
{
    QTest::addColumn<QStringList>("arguments"); // the project goes second
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // in stderr; empty: stderr empty
    QTest::newRow("stats reads") << QStringList {QStringLiteral("stats")} << 0 << QString();
    QTest::newRow("draft export to stdout reads") << QStringList {QStringLiteral("export"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--draft")} << 0 << QString();
    QTest::newRow("tags --set is refused") << QStringList {QStringLiteral("tags"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--set"), QStringLiteral("cuda")}
                                           << 1 << QStringLiteral("read-only");
    QTest::newRow("replace is refused") << QStringList {QStringLiteral("replace"), QStringLiteral("段"), QStringLiteral("节")} << 1
                                        << QStringLiteral("read-only");
    QTest::newRow("export into the read-only medium is refused") << QStringList {QStringLiteral("export"), QStringLiteral("--issue"),
        QStringLiteral("1"), QStringLiteral("--draft"), QStringLiteral("-o"), QStringLiteral("MEDIUM/out.md")}
                                                                 << 1 << QStringLiteral("out.md");
}

void TestFaultReadOnly::cli()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    arguments.insert(1, m_project);
    arguments.replaceInStrings(QStringLiteral("MEDIUM"), m_medium);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(YIQIAO_CLI), arguments); // inherits the namespace
    QVERIFY(process.waitForFinished(30000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(process.exitCode() == exitCode, qPrintable(err));
    if (message.isEmpty()) {
        QVERIFY2(err.isEmpty(), qPrintable(err));
    } else {
        QVERIFY2(err.contains(message), qPrintable(err));
        QCOMPARE(err.trimmed().count(QLatin1Char('\n')), 0);
    }
    checkUntouched();
}

// The window opens the project read-only and says so (a message box, and the same on
// stderr); it writes nothing, not even its lock.
void TestFaultReadOnly::windowOpensReadOnly()
{
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), m_tmp.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_tmp.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_tmp.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(YIQIAO_GUI), {m_project, QStringLiteral("--type-into-draft"), QStringLiteral("只读")});
    QVERIFY(gui.waitForStarted());
    QByteArray errors;
    QTRY_VERIFY_WITH_TIMEOUT((errors += gui.readAllStandardError()).contains("read-only") || gui.state() == QProcess::NotRunning, 20000);
    QVERIFY2(errors.contains("read-only"), errors.constData());
    QTest::qWait(1500); // a save, were one attempted, would have happened by now
    gui.kill();
    gui.waitForFinished();
    checkUntouched();
}

// A crash left a WAL, and then the medium became read-only (a card taken out and
// write-protected): the pending changes cannot be recovered into the file without
// writing, so the project is refused or read as it is, and nothing is written.
void TestFaultReadOnly::leftoverWalOnReadOnlyMedium()
{
    QVERIFY(setReadOnly(false));
    const QString copy = m_medium + QStringLiteral("/crashed.yiqiao");
    const QString live = m_tmp.filePath(QStringLiteral("live.yiqiao"));
    QVERIFY(QFile::copy(m_project, live));
    {
        ProjectStore store;
        QVERIFY(store.open(live));
        QVERIFY(store.database().exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")).isActive());
        QVERIFY(store.setSetting(QStringLiteral("name"), QStringLiteral("Only in the WAL")));
        QVERIFY(QFile::copy(live, copy));
        QVERIFY(QFile::copy(live + QStringLiteral("-wal"), copy + QStringLiteral("-wal")));
    }
    QVERIFY(setReadOnly(true));
    const QByteArray main = digest(copy);
    const QByteArray wal = digest(copy + QStringLiteral("-wal"));
    const QStringList before = entries();
    for (const ProjectStore::Access access : {ProjectStore::Access::ReadWrite, ProjectStore::Access::ReadOnly}) {
        ProjectStore store;
        if (store.open(copy, access)) {
            QCOMPARE(store.setting(QStringLiteral("name")), QStringLiteral("Only in the WAL"));
        } else {
            QVERIFY2(store.errorString().contains(QStringLiteral("read-only")), qPrintable(store.errorString()));
        }
    }
    QCOMPARE(entries(), before);
    QCOMPARE(digest(copy), main);
    QCOMPARE(digest(copy + QStringLiteral("-wal")), wal);
    QVERIFY(setReadOnly(false));
    QVERIFY(QFile::remove(copy));
    QVERIFY(QFile::remove(copy + QStringLiteral("-wal")));
    QVERIFY(setReadOnly(true));
}

QTEST_GUILESS_MAIN(TestFaultReadOnly)
#include "tst_faultreadonly.moc"
