// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fault tests for files Yiqiao cannot read: a schema from a future version and a
// project file cut short. Each is refused by the store and by yiqiao-cli with one
// clear sentence, and nothing is written: the file keeps its bytes and no journal,
// WAL or lock appears beside it.
#include "store/postimporter.h"
#include "store/projectschema.h"
#include "store/projectstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestFaultFileFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void futureSchema_data();
    void futureSchema();
    void truncated_data();
    void truncated();
    void truncatedWithLeftoverWal();

private:
    void makeProject(const QString &path);
    void checkRefused(const QString &path, const QStringList &expected);
    static QByteArray digest(const QString &path);
    QStringList entries() const;
    static void setUserVersion(const QString &path, int version);

    QTemporaryDir m_dir;
    QString m_pristine; // a real project, never opened by a test row
    int m_pageSize = 0;
    int m_case = 0;
};

void TestFaultFileFormat::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pristine = m_dir.filePath(QStringLiteral("pristine.yiqiao"));
    makeProject(m_pristine);
    QFile file(m_pristine);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray header = file.read(100);
    m_pageSize = (uchar(header.at(16)) << 8) | uchar(header.at(17));
    QVERIFY2(file.size() >= 8 * m_pageSize, "the project needs a few pages to cut");
}

void TestFaultFileFormat::init()
{
    ++m_case;
}

void TestFaultFileFormat::makeProject(const QString &path)
{
    ProjectStore store;
    QVERIFY2(store.create(path, QStringLiteral("Faults")), qPrintable(store.errorString()));
    PostImporter importer(store);
    for (int issue = 1; issue <= 4; ++issue) {
        QByteArray source = "# Post " + QByteArray::number(issue) + "\n\n";
        for (int i = 0; i < 60; ++i) {
            source += "Paragraph " + QByteArray::number(i) + " explains CUDA kernels and NCCL collectives in some detail.\n\n";
        }
        QVERIFY2(importer.importPost(issue, source, {}, {}), qPrintable(importer.errorString()));
    }
}

QByteArray TestFaultFileFormat::digest(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

QStringList TestFaultFileFormat::entries() const
{
    return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

void TestFaultFileFormat::setUserVersion(const QString &path, int version)
{
    const QString name = QStringLiteral("future-%1").arg(version);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// The store refuses path for reading and for writing, the CLI for a read and a
// write; every message holds all of `expected` (one of them, when split by '|');
// nothing beside or in the file changes.
void TestFaultFileFormat::checkRefused(const QString &path, const QStringList &expected)
{
    const QByteArray before = digest(path);
    const QStringList files = entries();
    auto holds = [&](const QString &message) {
        for (const QString &part : expected) {
            const QStringList alternatives = part.split(QLatin1Char('|'));
            if (std::none_of(alternatives.cbegin(), alternatives.cend(), [&](const QString &a) { return message.contains(a); })) {
                return false;
            }
        }
        return true;
    };
    for (const ProjectStore::Access access : {ProjectStore::Access::ReadWrite, ProjectStore::Access::ReadOnly}) {
        ProjectStore store;
        QVERIFY(!store.open(path, access));
        QVERIFY2(holds(store.errorString()), qPrintable(store.errorString()));
        QVERIFY(!store.isOpen());
    }
    const QStringList reads {QStringLiteral("stats"), path};
    const QStringList writes {
        QStringLiteral("tags"), path, QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--set"), QStringLiteral("cuda")};
    for (const QStringList &arguments : {reads, writes}) {
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        cli.setProcessEnvironment(env);
        cli.start(QStringLiteral(YIQIAO_CLI), arguments);
        QVERIFY(cli.waitForFinished(30000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QVERIFY2(cli.exitCode() != 0, qPrintable(arguments.first()));
        QVERIFY2(holds(err), qPrintable(err));
        QCOMPARE(err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY(cli.readAllStandardOutput().isEmpty());
    }
    QCOMPARE(digest(path), before);
    QCOMPARE(entries().join(QLatin1Char(' ')), files.join(QLatin1Char(' ')));
}

void TestFaultFileFormat::futureSchema_data()
{
    QTest::addColumn<int>("ahead");
    QTest::newRow("the next format (current + 1)") << 1;
    QTest::newRow("a far future format (current + 100)") << 100;
}

void TestFaultFileFormat::futureSchema()
{
    QFETCH(int, ahead);
    const QString path = m_dir.filePath(QStringLiteral("future-%1.yiqiao").arg(m_case));
    QVERIFY(QFile::copy(m_pristine, path));
    setUserVersion(path, ProjectSchema::CurrentVersion + ahead);
    const QString version = QString::number(ProjectSchema::CurrentVersion + ahead);
    checkRefused(path, {QStringLiteral("newer version of Yiqiao"), version, QStringLiteral("untouched")});
}

void TestFaultFileFormat::truncated_data()
{
    QTest::addColumn<QString>("cut"); // how much is left
    QTest::newRow("nothing left (0 bytes)") << QStringLiteral("0");
    QTest::newRow("the first 100 bytes (the header alone)") << QStringLiteral("100");
    QTest::newRow("half the header page") << QStringLiteral("half-page");
    QTest::newRow("half the file") << QStringLiteral("half-file");
    QTest::newRow("all but the last page") << QStringLiteral("minus-page");
    QTest::newRow("all but the last byte") << QStringLiteral("minus-byte");
}

void TestFaultFileFormat::truncated()
{
    QFETCH(QString, cut);
    const QString path = m_dir.filePath(QStringLiteral("cut-%1.yiqiao").arg(m_case));
    QVERIFY(QFile::copy(m_pristine, path));
    QFile file(path);
    const qint64 size = file.size();
    const qint64 left = cut == QLatin1String("0") ? 0
        : cut == QLatin1String("100")             ? 100
        : cut == QLatin1String("half-page")       ? m_pageSize / 2
        : cut == QLatin1String("half-file")       ? size / m_pageSize / 2 * m_pageSize + 123
        : cut == QLatin1String("minus-page")      ? size - m_pageSize
                                                  : size - 1;
    QVERIFY(file.resize(left));
    checkRefused(path, {QStringLiteral("damaged|empty|not a Yiqiao project")});
}

// A crash left a WAL, and the main file was then cut (a copy broken off, a full disk
// while copying): neither the WAL nor the file may be written or replayed into it.
void TestFaultFileFormat::truncatedWithLeftoverWal()
{
    const QString live = m_dir.filePath(QStringLiteral("live.yiqiao"));
    QVERIFY(QFile::copy(m_pristine, live));
    const QString path = m_dir.filePath(QStringLiteral("walcut.yiqiao"));
    {
        ProjectStore store;
        QVERIFY(store.open(live));
        QVERIFY(store.database().exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")).isActive());
        QVERIFY(store.setSetting(QStringLiteral("name"), QStringLiteral("Changed in the WAL only")));
        QVERIFY(QFileInfo(live + QStringLiteral("-wal")).size() > 0);
        QVERIFY(QFile::copy(live, path));
        QVERIFY(QFile::copy(live + QStringLiteral("-wal"), path + QStringLiteral("-wal")));
    }
    QVERIFY(QFile::remove(live));
    QFile file(path);
    QVERIFY(file.resize(file.size() / 2));
    const QByteArray wal = digest(path + QStringLiteral("-wal"));
    checkRefused(path, {QStringLiteral("damaged")});
    QCOMPARE(digest(path + QStringLiteral("-wal")), wal);
}

QTEST_GUILESS_MAIN(TestFaultFileFormat)
#include "tst_faultfileformat.moc"
