// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fault tests: the disk fills up during a save. A size-limited file (RLIMIT_FSIZE,
// SIGXFSZ ignored: writes past the limit fail as on a full disk) stands in for a full
// disk everywhere; as root with unshare, a real tmpfs that is too small does too.
// Each save ends with a message that names the full disk, the project keeps what it
// had and opens, the draft session keeps the typed text for the next autosave, and
// an export never replaces a good file with a cut one.
#include "draft/draftsession.h"
#include "filesizelimit.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

class TestFaultDiskFull : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void draftSaveKeepsTypedText();
    void cliWrite_data();
    void cliWrite();
    void exportKeepsTheOldFile_data();
    void exportKeepsTheOldFile();
    void tmpfsFull();

private:
    QByteArray contents(const QString &project, QString *error);
    static QByteArray digest(const QString &path);
    QStringList writeCommand(const QString &which, const QString &project) const;
    int runLimited(qint64 limitBytes, const QStringList &arguments, QByteArray *err);

    QTemporaryDir m_dir;
    QString m_pristine;
    QString m_post;
    QString m_project;
    int m_case = 0;
};

namespace {
QByteArray longPost(int paragraphs)
{
    QByteArray post = "# A long post\n\n";
    for (int i = 0; i < paragraphs; ++i) {
        post += "Paragraph " + QByteArray::number(i) + " explains CUDA kernels and NCCL collectives; kernels run on the device.\n\n";
    }
    return post;
}

bool isDiskFullMessage(const QString &message)
{
    return message.contains(QLatin1String("disk is full"), Qt::CaseInsensitive)
        || message.contains(QLatin1String("No space left"), Qt::CaseInsensitive)
        || message.contains(QLatin1String("File too large"), Qt::CaseInsensitive)
        || message.contains(QLatin1String("disk full"), Qt::CaseInsensitive);
}
} // namespace

void TestFaultDiskFull::initTestCase()
{
    QVERIFY(m_dir.isValid());
    signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG instead
    m_pristine = m_dir.filePath(QStringLiteral("pristine.yiqiao"));
    m_post = m_dir.filePath(QStringLiteral("long.md"));
    QFile file(m_post);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(longPost(3000));
    file.close();
    ProjectStore store;
    QVERIFY(store.create(m_pristine, QStringLiteral("Full")));
    PostImporter importer(store);
    for (int issue = 1; issue <= 3; ++issue) {
        QVERIFY2(importer.importPost(issue, longPost(100), {}, {}), qPrintable(importer.errorString()));
    }
    // With a translation: translation memory units, an XLIFF worth exporting.
    QByteArray english = "# Translated\n\n";
    QByteArray chinese = "# 已译\n\n";
    for (int i = 0; i < 12; ++i) {
        english += "Sentence " + QByteArray::number(i) + " about kernels.\n\n";
        chinese += "关于内核的第 " + QByteArray::number(i) + " 句。\n\n";
    }
    QVERIFY2(importer.importPost(4, english, {}, {}, chinese), qPrintable(importer.errorString()));
}

void TestFaultDiskFull::init()
{
    m_project = m_dir.filePath(QStringLiteral("p%1.yiqiao").arg(++m_case));
    QVERIFY(QFile::copy(m_pristine, m_project));
}

QByteArray TestFaultDiskFull::digest(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// The project's contents (issues, draft and source blocks, settings, TM units), after
// PRAGMA integrity_check; empty with *error when it does not open or is damaged.
QByteArray TestFaultDiskFull::contents(const QString &project, QString *error)
{
    ProjectStore store;
    if (!store.open(project, ProjectStore::Access::ReadOnly)) {
        *error = store.errorString();
        return {};
    }
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("PRAGMA integrity_check")) || !query.next() || query.value(0).toString() != QLatin1String("ok")) {
        *error = QStringLiteral("integrity_check: ") + query.value(0).toString();
        return {};
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &table : {QStringLiteral("issues"), QStringLiteral("target_blocks"), QStringLiteral("source_blocks"),
             QStringLiteral("project_settings"), QStringLiteral("tm_units")}) {
        query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY rowid").arg(table));
        while (query.next()) {
            for (int column = 0; column < query.record().count(); ++column) {
                hash.addData(query.value(column).toString().toUtf8() + '\x1f');
            }
        }
    }
    return hash.result();
}

// The GUI's path: autosave hands the editor's text to DraftSession::update. With the
// disk full it fails with a clear message and the session keeps its state, so the
// editor keeps the text and the next autosave (space freed) saves all of it.
void TestFaultDiskFull::draftSaveKeepsTypedText()
{
    QString error;
    const QByteArray before = contents(m_project, &error);
    QVERIFY2(!before.isEmpty(), qPrintable(error));
    ProjectStore store;
    QVERIFY(store.open(m_project));
    DraftSession session(store, 1);
    QVERIFY(session.load());
    const QString loaded = session.text();
    QString typed;
    for (int i = 0; i < 400; ++i) {
        typed += QStringLiteral("\n新的一段：第 %1 段译文，讲的是 CUDA 内核与 NCCL 集合通信。\n").arg(i);
    }
    const QString text = loaded + typed;
    LineIds ids = session.lineIds();
    for (int i = 0; i < typed.count(QLatin1Char('\n')); ++i) {
        ids.append(QList<qint64>());
    }
    {
        FileSizeLimit limit(16 * 1024); // the WAL cannot grow past 16 KiB
        QVERIFY(!session.update(text, ids));
    }
    QVERIFY2(isDiskFullMessage(session.errorString()), qPrintable(session.errorString()));
    QCOMPARE(session.text(), loaded);
    QVERIFY(store.isOpen());
    // Space again: the same text is saved whole.
    QVERIFY2(session.update(text, ids), qPrintable(session.errorString()));
    QCOMPARE(session.text(), text);
    store.close();
    ProjectStore reopened;
    QVERIFY(reopened.open(m_project));
    DraftSession again(reopened, 1);
    QVERIFY(again.load());
    QCOMPARE(again.text(), text);
}

QStringList TestFaultDiskFull::writeCommand(const QString &which, const QString &project) const
{
    if (which == QLatin1String("import")) {
        return {QStringLiteral("import"), project, QStringLiteral("--issue"), QStringLiteral("9"), m_post};
    }
    if (which == QLatin1String("replace")) {
        return {QStringLiteral("replace"), project, QStringLiteral("kernels"), QStringLiteral("内核函数")};
    }
    return {QStringLiteral("new"), project};
}

int TestFaultDiskFull::runLimited(qint64 limitBytes, const QStringList &arguments, QByteArray *err)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    // dash counts ulimit -f in 512-byte blocks; "$@" keeps every argument intact.
    const QString script = QStringLiteral("trap '' XFSZ; ulimit -f \"$0\" && exec \"$@\"");
    process.start(QStringLiteral("/bin/sh"),
        QStringList {QStringLiteral("-c"), script, QString::number(limitBytes / 512), QStringLiteral(YIQIAO_CLI)} + arguments);
    if (!process.waitForFinished(60000)) {
        return -1;
    }
    *err = process.readAllStandardError();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void TestFaultDiskFull::cliWrite_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("import of a 3000-block post") << QStringLiteral("import");
    QTest::newRow("replace in every draft") << QStringLiteral("replace");
}

void TestFaultDiskFull::cliWrite()
{
    QFETCH(QString, command);
    QString error;
    const QByteArray before = contents(m_project, &error);
    QVERIFY2(!before.isEmpty(), qPrintable(error));
    QByteArray err;
    const int code = runLimited(32 * 1024, writeCommand(command, m_project), &err); // the WAL stops at 32 KiB
    QCOMPARE(code, 1);
    QVERIFY2(isDiskFullMessage(QString::fromUtf8(err)), err.constData());
    QCOMPARE(err.trimmed().count('\n'), 0);
    QCOMPARE(contents(m_project, &error), before);
    QVERIFY(!QFileInfo::exists(m_project + QStringLiteral("-wal")) || QFileInfo(m_project + QStringLiteral("-wal")).size() == 0);
    // With room again the same command works.
    QCOMPARE(runLimited(1024LL * 1024 * 1024, writeCommand(command, m_project), &err), 0);
    QVERIFY(contents(m_project, &error) != before);
}

// Outputs that fit in QFileDevice's write buffer are the dangerous ones: a short
// write when it is flushed used to pass for success, and the cut file replaced the
// good one.
void TestFaultDiskFull::exportKeepsTheOldFile_data()
{
    QTest::addColumn<QStringList>("arguments"); // PROJECT and OUT replaced
    QTest::addColumn<QString>("name");
    const QString issue = QStringLiteral("4");
    QTest::newRow("finished post (draft), 10 KB") << QStringList {QStringLiteral("export"), QStringLiteral("PROJECT"),
        QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--draft"), QStringLiteral("-o"), QStringLiteral("OUT")}
                                                  << QStringLiteral("post.md");
    QTest::newRow("TMX, a few KB") << QStringList {QStringLiteral("tm"), QStringLiteral("export"), QStringLiteral("PROJECT"),
        QStringLiteral("OUT")} << QStringLiteral("memory.tmx");
    QTest::newRow("XLIFF, a few KB") << QStringList {QStringLiteral("xliff"), QStringLiteral("export"), QStringLiteral("PROJECT"),
        QStringLiteral("--issue"), issue, QStringLiteral("OUT")}
                                     << QStringLiteral("issue.xlf");
}

void TestFaultDiskFull::exportKeepsTheOldFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, name);
    const QString out = m_dir.filePath(QStringLiteral("export-%1/%2").arg(m_case).arg(name));
    QVERIFY(QDir().mkpath(QFileInfo(out).absolutePath()));
    arguments.replaceInStrings(QStringLiteral("PROJECT"), m_project);
    arguments.replaceInStrings(QStringLiteral("OUT"), out);
    QByteArray err;
    QVERIFY2(runLimited(1024LL * 1024 * 1024, arguments, &err) == 0, err.constData());
    const QByteArray good = digest(out);
    QVERIFY(QFileInfo(out).size() > 2048);
    // The draft grows a little so that an export differs, then the disk is full.
    ProjectStore store;
    QVERIFY(store.open(m_project));
    DraftSession session(store, 1);
    QVERIFY(session.load());
    LineIds ids = session.lineIds();
    ids.append(QList<qint64>());
    ids.append(QList<qint64>());
    QVERIFY(session.update(session.text() + QStringLiteral("\n导出前新加的一段。\n"), ids));
    store.close();
    QCOMPARE(runLimited(1024, arguments, &err), 1);
    QVERIFY2(isDiskFullMessage(QString::fromUtf8(err)), err.constData());
    QCOMPARE(digest(out), good);
    QCOMPARE(QDir(QFileInfo(out).absolutePath()).entryList(QDir::Files | QDir::Hidden), QStringList {name});
}

// A real full disk (ENOSPC): a tmpfs just larger than the project, mounted in a
// private mount namespace; the project is copied in, written, and copied back out.
void TestFaultDiskFull::tmpfsFull()
{
    if (geteuid() != 0 || QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty()) {
        QSKIP("a tmpfs needs root and unshare");
    }
    const QString mount = m_dir.filePath(QStringLiteral("tmpfs-%1").arg(m_case));
    const QString back = m_dir.filePath(QStringLiteral("back-%1.yiqiao").arg(m_case));
    QVERIFY(QDir().mkpath(mount));
    const qint64 sizeKb = QFileInfo(m_project).size() / 1024 + 96;
    QString error;
    const QByteArray before = contents(m_project, &error);
    // $0 mount point, $1 size in KiB, $2 project, $3 copy back; then the command.
    const QString script = QStringLiteral(
        "mount -t tmpfs -o size=\"$1\"k tmpfs \"$0\" || exit 77; cp \"$2\" \"$0/p.yiqiao\" || exit 78; m=$0; s=$2; b=$3; shift 3; "
        "\"$@\" \"$m/p.yiqiao\" --issue 9 \"$s.md\"; rc=$?; cp \"$m/p.yiqiao\" \"$b\"; exit $rc");
    QFile::copy(m_post, m_project + QStringLiteral(".md"));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral("unshare"),
        {QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c"), script, mount, QString::number(sizeKb), m_project, back,
            QStringLiteral(YIQIAO_CLI), QStringLiteral("import")});
    QVERIFY(process.waitForFinished(60000));
    const QByteArray err = process.readAllStandardError();
    if (process.exitCode() == 77) {
        QSKIP("mounting a tmpfs is not allowed here");
    }
    QVERIFY2(process.exitCode() == 1, err.constData());
    QVERIFY2(err.contains("disk is full"), err.constData());
    QCOMPARE(contents(back, &error), before);
}

QTEST_GUILESS_MAIN(TestFaultDiskFull)
#include "tst_faultdiskfull.moc"
