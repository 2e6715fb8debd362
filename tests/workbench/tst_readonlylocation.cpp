// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A project in a read-only location can be read, but writing to it is refused with a
// clear message, and the file is left as it was. Permission bits do not stop root (CI runs as root), so as root the folder is
// made truly read-only with a read-only bind mount in a private mount namespace
// (unshare -m); as another user, chmod 0555 does it.
#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

class TstReadOnlyLocation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readable_data();
    void readable();
    void refused_data();
    void refused();

private:
    // Runs yiqiao-cli with args while `dir` is read-only; returns the exit code.
    int runReadOnly(const QString &dir, const QStringList &args, QByteArray *err);
    static QByteArray digest(const QString &path);

    QTemporaryDir m_tmp;
    QString m_project;
    QString m_source;
};

void TstReadOnlyLocation::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_project = m_tmp.filePath(QStringLiteral("ro/p.yiqiao"));
    m_source = m_tmp.filePath(QStringLiteral("post.md"));
    QVERIFY(QDir().mkpath(m_tmp.filePath(QStringLiteral("ro"))));
    QFile post(m_source);
    QVERIFY(post.open(QIODevice::WriteOnly));
    post.write("# 标题 Title\n\nSome text.\n");
    post.close();
    QProcess cli;
    cli.start(QStringLiteral(YIQIAO_CLI), {QStringLiteral("new"), m_project});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 0);
    cli.start(QStringLiteral(YIQIAO_CLI), {QStringLiteral("import"), m_project, QStringLiteral("--issue"), QStringLiteral("1"), m_source});
    QVERIFY(cli.waitForFinished());
    QCOMPARE(cli.exitCode(), 0);
    if (geteuid() == 0 && QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty()) {
        QSKIP("running as root without unshare: cannot make a folder read-only");
    }
}

QByteArray TstReadOnlyLocation::digest(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

int TstReadOnlyLocation::runReadOnly(const QString &dir, const QStringList &args, QByteArray *err)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    process.setProcessEnvironment(env);
    if (geteuid() == 0) {
        // "$@" keeps every argument intact; $0 is the folder to lock.
        const QString script = QStringLiteral("mount --bind \"$0\" \"$0\" && mount -o remount,ro,bind \"$0\" && exec \"$@\"");
        process.start(QStringLiteral("unshare"),
            QStringList {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script, dir, QStringLiteral(YIQIAO_CLI)} + args);
    } else {
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        process.start(QStringLiteral(YIQIAO_CLI), args);
    }
    process.waitForFinished();
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    *err = process.readAllStandardError();
    return process.exitCode();
}

// Reading commands work where nothing may be written, and write nothing.
void TstReadOnlyLocation::readable_data()
{
    QTest::addColumn<QStringList>("args"); // the project goes after the command
    QTest::addColumn<int>("exitCode");
    QTest::newRow("stats") << QStringList {QStringLiteral("stats")} << 0;
    QTest::newRow("review: statuses and the checklist, evaluated")
        << QStringList {QStringLiteral("review"), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--json")} << 0;
    // The imported draft is the English copy: QA finds it untranslated.
    QTest::newRow("qa") << QStringList {QStringLiteral("qa"), QStringLiteral("--issue"), QStringLiteral("1")} << 1;
    QTest::newRow("revisions") << QStringList {QStringLiteral("revisions"), QStringLiteral("--issue"), QStringLiteral("1")} << 0;
}

void TstReadOnlyLocation::readable()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    args.insert(1, m_project);
    const QByteArray before = digest(m_project);
    QByteArray err;
    const int code = runReadOnly(m_tmp.filePath(QStringLiteral("ro")), args, &err);
    QVERIFY2(code == exitCode, err.constData());
    QCOMPARE(digest(m_project), before);
    QVERIFY(!QFile::exists(m_project + QStringLiteral("-wal")));
}

void TstReadOnlyLocation::refused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("creates");
    QTest::newRow("write: import into a project in a read-only folder")
        << QStringList {QStringLiteral("import"), QStringLiteral("--issue"), QStringLiteral("2")} << false;
    QTest::newRow("create: new project in a read-only folder") << QStringList {QStringLiteral("new")} << true;
}

void TstReadOnlyLocation::refused()
{
    QFETCH(QStringList, args);
    QFETCH(bool, creates);
    const QString dir = m_tmp.filePath(QStringLiteral("ro"));
    const QString target = creates ? m_tmp.filePath(QStringLiteral("ro/new.yiqiao")) : m_project;
    const QByteArray before = digest(m_project);
    QStringList full {args.first(), target};
    full += args.mid(1);
    if (args.first() == QLatin1String("import")) {
        full.append(m_source);
    }
    QByteArray err;
    const int code = runReadOnly(dir, full, &err);
    QCOMPARE(code, 1);
    QVERIFY2(err.contains("read-only"), err.constData());
    QCOMPARE(err.count('\n'), 1);
    QCOMPARE(digest(m_project), before);
    QVERIFY(!QFile::exists(m_tmp.filePath(QStringLiteral("ro/new.yiqiao"))));
    QVERIFY(!QFile::exists(m_project + QStringLiteral("-wal")));
}

QTEST_GUILESS_MAIN(TstReadOnlyLocation)
#include "tst_readonlylocation.moc"
