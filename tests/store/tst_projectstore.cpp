// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectschema.h"
#include "store/projectstore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QVariant>
#include <QtEndian>

class TestProjectStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createThenOpen();
    void settingsRoundTrip();
    void changeOneRow_data();
    void changeOneRow();
    void createRefusesExistingFile_data();
    void createRefusesExistingFile();
    void createInMissingFolder();
    void refusals_data();
    void refusals();
    void failedOpenClosesPreviousProjectCleanly();
    void closeWithQueryStillActive();
    void readOnlyOpenChangesNothing();
    void crashLeftWalIsRecovered();
    void foreignWalBesideProjectIsRefused();
    void newerVersionPendingInWalIsRefused();
    void deletedWhileOpen();
    void foreignWalBehindSymlinkIsRefused();
    void hotJournalAfterCrashIsRolledBack();
    void pathsThatNeedEscaping_data();
    void pathsThatNeedEscaping();
    void writeInsideAWrite_data();
    void writeInsideAWrite();
    void inTransaction_data();
    void inTransaction();
    void inTransactionThatCannotBeginRunsNothing();
};

namespace {

QAtomicInt counter;

QString sidecar(const QString &path, const char *suffix)
{
    return path + QLatin1String(suffix);
}

// SQLite files that would mean the project is not one self-contained file.
QStringList leftovers(const QString &path)
{
    QStringList found;
    for (const char *suffix : {"-wal", "-shm", "-journal"}) {
        if (QFileInfo::exists(sidecar(path, suffix))) {
            found.append(sidecar(path, suffix));
        }
    }
    return found;
}

// The whole file, or a null QByteArray when there is none.
QByteArray contents(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QByteArray bytes = file.readAll();
    if (bytes.isNull()) {
        bytes = QByteArray(""); // an empty file is not a missing one
    }
    return bytes;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// Runs statements on path through a plain SQLite connection, as another program would.
bool runPlainSql(const QString &path, const QStringList &statements, QString *error = nullptr)
{
    const QString name = QStringLiteral("tst_projectstore-plain-%1").arg(counter.fetchAndAddRelaxed(1));
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString &statement : statements) {
            if (!ok) {
                break;
            }
            QSqlQuery query(db);
            ok = query.exec(statement);
            if (!ok && error) {
                *error = statement + QStringLiteral(": ") + query.lastError().text();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// Copies path and its -wal/-shm to copy while a connection still has them open: the
// copy is the project as a crash (kill -9, power cut) would leave it.
bool snapshot(const QString &path, const QString &copy)
{
    for (const char *suffix : {"", "-wal", "-shm"}) {
        QFile::remove(sidecar(copy, suffix));
        if (QFileInfo::exists(sidecar(path, suffix)) && !QFile::copy(sidecar(path, suffix), sidecar(copy, suffix))) {
            return false;
        }
    }
    return true;
}

// A plain WAL-mode connection that never checkpoints, for making crash snapshots.
QSqlDatabase walConnection(const QString &path, const QString &name)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    db.open();
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
    query.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
    return db;
}

QVariant pragma(const QSqlDatabase &db, const char *name)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA ") + QLatin1String(name)) && query.next()) {
        return query.value(0);
    }
    return {};
}

QStringList folderListing(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// Puts permissions back when the test ends, however it ends.
class PermissionGuard
{
public:
    explicit PermissionGuard(const QString &path)
        : m_path(path)
        , m_permissions(QFile::permissions(path))
    {
    }
    ~PermissionGuard() { QFile::setPermissions(m_path, m_permissions); }
    PermissionGuard(const PermissionGuard &) = delete;
    PermissionGuard &operator=(const PermissionGuard &) = delete;

private:
    QString m_path;
    QFile::Permissions m_permissions;
};

const QFile::Permissions readOnlyFolder =
    QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther; // 0555
const QFile::Permissions readOnlyFile = QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther; // 0444

} // namespace

void TestProjectStore::createThenOpen()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("issue.yiqiao"));
    const QString name = QString::fromUtf8("\xE8\xAF\x91\xE5\x88\x8A Weekly #1");
    {
        ProjectStore store;
        QVERIFY(!store.isOpen());
        QVERIFY2(store.create(path, name), qPrintable(store.errorString()));
        QVERIFY(store.errorString().isEmpty());
        QVERIFY(store.isOpen());
        QCOMPARE(store.path(), path);
        QCOMPARE(store.setting(QStringLiteral("name")), name);
        QVERIFY(!store.setting(QStringLiteral("created_at")).isEmpty());

        QCOMPARE(pragma(store.database(), "foreign_keys").toInt(), 1);
        QCOMPARE(pragma(store.database(), "journal_mode").toString(), QStringLiteral("wal"));
        QCOMPARE(ProjectSchema::userVersion(store.database()), ProjectSchema::CurrentVersion);
        QCOMPARE(qint32(pragma(store.database(), "application_id").toLongLong()), ProjectSchema::ApplicationId);

        store.close();
        QVERIFY(!store.isOpen());
        QVERIFY(store.path().isEmpty());
    }
    QVERIFY2(leftovers(path).isEmpty(), qPrintable(leftovers(path).join(QLatin1Char(' '))));
    const QByteArray header = contents(path).left(100);
    QCOMPARE(int(header.size()), 100);
    QVERIFY(header.startsWith(QByteArray("SQLite format 3\0", 16)));
    // File format write/read version 1: rollback journal, not WAL (2).
    QCOMPARE(int(uchar(header.at(18))), 1);
    QCOMPARE(int(uchar(header.at(19))), 1);
    const auto *raw = reinterpret_cast<const uchar *>(header.constData());
    QCOMPARE(qFromBigEndian<qint32>(raw + 60), qint32(ProjectSchema::CurrentVersion));
    QCOMPARE(qFromBigEndian<qint32>(raw + 68), ProjectSchema::ApplicationId);

    // Open it again.
    ProjectStore store;
    QVERIFY2(store.open(path), qPrintable(store.errorString()));
    QVERIFY(store.errorString().isEmpty());
    QVERIFY(store.isOpen());
    QCOMPARE(store.path(), path);
    QCOMPARE(store.setting(QStringLiteral("name")), name);
    QCOMPARE(pragma(store.database(), "foreign_keys").toInt(), 1);
    // WAL from the first write on; reading alone leaves the journal mode alone.
    QCOMPARE(pragma(store.database(), "journal_mode").toString(), QStringLiteral("delete"));
    QVERIFY(store.setSetting(QStringLiteral("touched"), QStringLiteral("yes")));
    QCOMPARE(pragma(store.database(), "journal_mode").toString(), QStringLiteral("wal"));
    store.close();
    QVERIFY2(leftovers(path).isEmpty(), qPrintable(leftovers(path).join(QLatin1Char(' '))));
    QCOMPARE(int(uchar(contents(path).at(18))), 1);
    QCOMPARE(int(uchar(contents(path).at(19))), 1);
}

void TestProjectStore::changeOneRow_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("result");
    QTest::addColumn<QString>("value"); // of the setting afterwards
    const QString update = QStringLiteral("UPDATE project_settings SET value = 'changed' WHERE key = ?");
    QTest::newRow("one row changed and kept") << update << QStringLiteral("a") << int(ProjectStore::RowChange::Changed)
                                              << QStringLiteral("changed");
    QTest::newRow("no such row: missing") << update << QStringLiteral("none") << int(ProjectStore::RowChange::Missing)
                                          << QStringLiteral("1");
    QTest::newRow("two rows: missing, and rolled back")
        << QStringLiteral("UPDATE project_settings SET value = 'changed' WHERE key IN ('a', 'b') AND ? IS NOT NULL") << QStringLiteral("x")
        << int(ProjectStore::RowChange::Missing) << QStringLiteral("1");
    QTest::newRow("a statement that fails") << QStringLiteral("UPDATE no_such_table SET value = 1 WHERE key = ?") << QStringLiteral("a")
                                            << int(ProjectStore::RowChange::Failed) << QStringLiteral("1");
}

void TestProjectStore::changeOneRow()
{
    QFETCH(QString, sql);
    QFETCH(QString, key);
    QFETCH(int, result);
    QFETCH(QString, value);
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("c.yiqiao")), QStringLiteral("c")));
    QVERIFY(store.setSetting(QStringLiteral("a"), QStringLiteral("1")));
    QVERIFY(store.setSetting(QStringLiteral("b"), QStringLiteral("1")));
    QCOMPARE(int(store.changeOneRow(sql, {key})), result);
    QCOMPARE(result == int(ProjectStore::RowChange::Failed), !store.errorString().isEmpty());
    QCOMPARE(store.setting(QStringLiteral("a")), value);
    QVERIFY(store.beginWrite()); // no transaction was left open
    store.rollback();
}

void TestProjectStore::settingsRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("settings.yiqiao"));
    const QString chinese = QString::fromUtf8("\xE7\xAE\x80\xE4\xBD\x93\xE4\xB8\xAD\xE6\x96\x87");
    {
        ProjectStore store;
        QVERIFY2(store.create(path, QStringLiteral("p")), qPrintable(store.errorString()));
        QCOMPARE(store.setting(QStringLiteral("missing")), QString());
        QCOMPARE(store.setting(QStringLiteral("missing"), QStringLiteral("fallback")), QStringLiteral("fallback"));
        QVERIFY(store.setSetting(QStringLiteral("target_language"), chinese));
        QCOMPARE(store.setting(QStringLiteral("target_language")), chinese);
        QVERIFY(store.setSetting(QStringLiteral("target_language"), QStringLiteral("zh-CN"))); // overwrite
        QCOMPARE(store.setting(QStringLiteral("target_language"), QStringLiteral("fallback")), QStringLiteral("zh-CN"));
        QVERIFY(store.setSetting(QStringLiteral("empty"), QString()));
        QCOMPARE(store.setting(QStringLiteral("empty"), QStringLiteral("fallback")), QString(QLatin1String("")));
        QVERIFY(store.setSetting(QStringLiteral("quote's \"key\""), QStringLiteral("a'b\"c; DROP TABLE issues")));
        QVERIFY(store.setSetting(QStringLiteral("name"), QStringLiteral("renamed")));
    }
    // The destructor closed it; everything survives a reopen.
    QVERIFY(leftovers(path).isEmpty());
    ProjectStore store;
    QVERIFY2(store.open(path), qPrintable(store.errorString()));
    QCOMPARE(store.setting(QStringLiteral("target_language")), QStringLiteral("zh-CN"));
    QCOMPARE(store.setting(QStringLiteral("empty"), QStringLiteral("fallback")), QString(QLatin1String("")));
    QCOMPARE(store.setting(QStringLiteral("quote's \"key\"")), QStringLiteral("a'b\"c; DROP TABLE issues"));
    QCOMPARE(store.setting(QStringLiteral("name")), QStringLiteral("renamed"));
    QSqlQuery query(store.database());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM issues")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestProjectStore::createRefusesExistingFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("text file") << QStringLiteral("text");
    QTest::newRow("empty file") << QStringLiteral("empty");
    QTest::newRow("existing project") << QStringLiteral("project");
}

void TestProjectStore::createRefusesExistingFile()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("exists.yiqiao"));
    if (kind == QLatin1String("text")) {
        QVERIFY(writeFile(path, "my notes\n\xE7\xAC\x94\xE8\xAE\xB0\n"));
    } else if (kind == QLatin1String("empty")) {
        QVERIFY(writeFile(path, QByteArray()));
    } else {
        ProjectStore first;
        QVERIFY2(first.create(path, QStringLiteral("first")), qPrintable(first.errorString()));
    }
    const QByteArray before = contents(path);
    QVERIFY(!before.isNull());
    const QStringList listing = folderListing(dir.path());

    ProjectStore store;
    QVERIFY(!store.create(path, QStringLiteral("second")));
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY(!store.isOpen());
    QCOMPARE(contents(path), before);
    QCOMPARE(QFileInfo(path).size(), qint64(before.size()));
    QCOMPARE(folderListing(dir.path()), listing);
}

void TestProjectStore::createInMissingFolder()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("missing"));
    const QString path = folder + QStringLiteral("/new.yiqiao");
    ProjectStore store;
    QVERIFY(!store.create(path, QStringLiteral("p")));
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY(!store.isOpen());
    QVERIFY(!QFileInfo::exists(folder));
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(folderListing(dir.path()).isEmpty());
}

void TestProjectStore::refusals_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("mention"); // words the message must contain

    // The message must say why; these words are in each reason's (untranslated) text.
    QTest::newRow("missing path") << QStringLiteral("missing") << QStringLiteral("no project file");
    QTest::newRow("empty file") << QStringLiteral("empty") << QStringLiteral("empty");
    QTest::newRow("text file") << QStringLiteral("text") << QStringLiteral("not an SQLite");
    QTest::newRow("binary random file") << QStringLiteral("binary") << QStringLiteral("not an SQLite");
    QTest::newRow("folder instead of a file") << QStringLiteral("folder") << QStringLiteral("folder");
    QTest::newRow("foreign SQLite database") << QStringLiteral("foreign") << QStringLiteral("another program");
    QTest::newRow("newer version") << QStringLiteral("newer") << QStringLiteral("newer");
    QTest::newRow("corrupt project") << QStringLiteral("corrupt") << QStringLiteral("damaged");
    QTest::newRow("header cut short") << QStringLiteral("cut") << QStringLiteral("damaged");
    QTest::newRow("read-only folder") << QStringLiteral("readonly-folder") << QStringLiteral("read-only");
    QTest::newRow("read-only file") << QStringLiteral("readonly-file") << QStringLiteral("read-only");
}

void TestProjectStore::refusals()
{
    QFETCH(QString, kind);
    QFETCH(QString, mention);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString folder = dir.filePath(QStringLiteral("projects"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/issue.yiqiao");

    const auto makeProject = [&](int settingsBytes) {
        ProjectStore store;
        if (!store.create(path, QStringLiteral("real project"))) {
            return false;
        }
        // Values of mixed text so the data spans many pages.
        QRandomGenerator random(7);
        for (int written = 0, key = 0; written < settingsBytes; ++key) {
            QString value;
            for (int i = 0; i < 500; ++i) {
                value += QChar(ushort(0x4E00 + random.bounded(0x5000)));
            }
            if (!store.setSetting(QStringLiteral("filler-%1").arg(key), value)) {
                return false;
            }
            written += int(value.toUtf8().size());
        }
        store.close();
        return leftovers(path).isEmpty();
    };

    QScopedPointer<PermissionGuard> guard;
    if (kind == QLatin1String("missing")) {
        // Nothing there.
    } else if (kind == QLatin1String("empty")) {
        QVERIFY(writeFile(path, QByteArray()));
    } else if (kind == QLatin1String("text")) {
        QVERIFY(writeFile(path, "# Not a project\n\n\xE8\xBF\x99\xE6\x98\xAF\xE6\x96\x87\xE6\x9C\xAC\xE3\x80\x82\n"));
    } else if (kind == QLatin1String("binary")) {
        QRandomGenerator random(20260101);
        QByteArray bytes(8192, Qt::Uninitialized);
        for (char &c : bytes) {
            c = char(random.bounded(256));
        }
        bytes[0] = char(0x89); // never "SQLite format 3"
        QVERIFY(writeFile(path, bytes));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else if (kind == QLatin1String("foreign")) {
        // Another program's database: a table with a row, no application_id.
        const QString name = QStringLiteral("tst_projectstore-foreign-%1").arg(counter.fetchAndAddRelaxed(1));
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            if (db.open()) {
                QSqlQuery query(db);
                ok = query.exec(QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"));
                query.prepare(QStringLiteral("INSERT INTO notes (body) VALUES (?)"));
                query.addBindValue(QStringLiteral("someone else's data"));
                ok = ok && query.exec();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        QVERIFY(ok);
        QVERIFY(leftovers(path).isEmpty());
        QCOMPARE(qFromBigEndian<qint32>(reinterpret_cast<const uchar *>(contents(path).constData()) + 68), 0);
    } else if (kind == QLatin1String("newer")) {
        QVERIFY(makeProject(0));
        QString error;
        QVERIFY2(runPlainSql(path, {QStringLiteral("PRAGMA user_version = 99")}, &error), qPrintable(error));
        QVERIFY(leftovers(path).isEmpty());
        QCOMPARE(qFromBigEndian<qint32>(reinterpret_cast<const uchar *>(contents(path).constData()) + 60), 99);
    } else if (kind == QLatin1String("corrupt")) {
        QVERIFY(makeProject(40000));
        const QByteArray bytes = contents(path);
        const auto *raw = reinterpret_cast<const uchar *>(bytes.constData());
        const int pageSize = qFromBigEndian<quint16>(raw + 16) == 1 ? 65536 : qFromBigEndian<quint16>(raw + 16);
        QVERIFY(pageSize >= 512);
        // From the middle of page 2 to the middle of page 5: pages 3 and 4 are wholly garbage.
        const qint64 offset = pageSize + pageSize / 2;
        const qint64 length = 3 * qint64(pageSize);
        QVERIFY2(bytes.size() > offset + length + pageSize, qPrintable(QString::number(bytes.size())));
        QByteArray garbage;
        while (garbage.size() < length) {
            garbage += QByteArray("\xDE\xAD\xBE\xEF", 4);
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(offset));
        QCOMPARE(file.write(garbage), qint64(garbage.size()));
        file.close();
        QCOMPARE(QFileInfo(path).size(), qint64(bytes.size()));
        QCOMPARE(contents(path).left(100), bytes.left(100)); // the header still looks fine
    } else if (kind == QLatin1String("cut")) {
        QVERIFY(makeProject(0));
        QVERIFY(QFile::resize(path, 50));
        QCOMPARE(QFileInfo(path).size(), qint64(50));
    } else if (kind == QLatin1String("readonly-folder")) {
        QVERIFY(makeProject(0));
        guard.reset(new PermissionGuard(folder));
        QVERIFY(QFile::setPermissions(folder, readOnlyFolder));
        QFile probe(folder + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            QSKIP("The read-only folder is writable anyway (running as root?)");
        }
    } else if (kind == QLatin1String("readonly-file")) {
        QVERIFY(makeProject(0));
        guard.reset(new PermissionGuard(path));
        QVERIFY(QFile::setPermissions(path, readOnlyFile));
        QFile probe(path);
        if (probe.open(QIODevice::WriteOnly | QIODevice::Append)) {
            probe.close();
            QSKIP("The read-only file is writable anyway (running as root?)");
        }
    } else {
        QFAIL(qPrintable(kind));
    }

    const bool existed = QFileInfo::exists(path);
    const QByteArray before = contents(path);
    const qint64 sizeBefore = existed ? QFileInfo(path).size() : -1;
    const QStringList listing = folderListing(folder);

    ProjectStore store;
    QVERIFY(!store.open(path));
    const QString error = store.errorString();
    QVERIFY(!error.isEmpty());
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
    QVERIFY2(error.contains(mention, Qt::CaseInsensitive), qPrintable(error));
    QVERIFY(!store.isOpen());
    QVERIFY(store.path().isEmpty());

    // Nothing was written: same bytes, same size, nothing new beside it.
    QCOMPARE(QFileInfo::exists(path), existed);
    QCOMPARE(contents(path), before);
    QCOMPARE(existed ? QFileInfo(path).size() : qint64(-1), sizeBefore);
    QVERIFY2(leftovers(path).isEmpty(), qPrintable(leftovers(path).join(QLatin1Char(' '))));
    QCOMPARE(folderListing(folder), listing);

    // A second attempt gives the same answer (nothing was half-done the first time).
    QVERIFY(!store.open(path));
    QCOMPARE(store.errorString(), error);
    QCOMPARE(contents(path), before);

    // A worker's connection beside an open project checks what the header and the
    // format tell, not every page: finding damage is the first connection's work.
    const bool seenWithoutReadingPages = kind == QLatin1String("corrupt") || kind.startsWith(QLatin1String("readonly"));
    ProjectStore beside;
    QCOMPARE(beside.open(path, ProjectStore::Access::ReadOnlyBeside), seenWithoutReadingPages);
    beside.close();
    QCOMPARE(contents(path), before);
}

// A store that fails to open another file must still close its current project
// properly: checkpointed, back in rollback mode, no -wal or -shm.
void TestProjectStore::failedOpenClosesPreviousProjectCleanly()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("first.yiqiao"));
    ProjectStore store;
    QVERIFY2(store.create(path, QStringLiteral("first")), qPrintable(store.errorString()));
    QVERIFY(store.setSetting(QStringLiteral("k"), QStringLiteral("v")));

    QVERIFY(!store.open(dir.filePath(QStringLiteral("missing.yiqiao"))));
    QVERIFY(!store.errorString().isEmpty());
    QVERIFY(!store.isOpen());

    QVERIFY2(leftovers(path).isEmpty(), qPrintable(leftovers(path).join(QLatin1Char(' '))));
    const QByteArray bytes = contents(path);
    QCOMPARE(int(uchar(bytes.at(18))), 1);
    QCOMPARE(int(uchar(bytes.at(19))), 1);

    // And the data is there.
    ProjectStore again;
    QVERIFY2(again.open(path), qPrintable(again.errorString()));
    QCOMPARE(again.setting(QStringLiteral("k")), QStringLiteral("v"));
}

// close() must leave one self-contained file even if a caller still holds a query
// that has not finished reading.
void TestProjectStore::closeWithQueryStillActive()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("busy.yiqiao"));
    ProjectStore store;
    QVERIFY2(store.create(path, QStringLiteral("busy")), qPrintable(store.errorString()));
    QVERIFY(store.setSetting(QStringLiteral("a"), QStringLiteral("1")));
    QVERIFY(store.setSetting(QStringLiteral("b"), QStringLiteral("2")));
    {
        QSqlQuery query(store.database());
        QVERIFY(query.exec(QStringLiteral("SELECT key FROM project_settings ORDER BY key")));
        QVERIFY(query.next()); // more rows are pending: the statement stays active
        store.close();
    }
    QVERIFY(!store.isOpen());
    QVERIFY2(leftovers(path).isEmpty(), qPrintable(leftovers(path).join(QLatin1Char(' '))));
    const QByteArray bytes = contents(path);
    QCOMPARE(int(uchar(bytes.at(18))), 1);
    QCOMPARE(int(uchar(bytes.at(19))), 1);

    // The data is all there.
    ProjectStore again;
    QVERIFY2(again.open(path), qPrintable(again.errorString()));
    QCOMPARE(again.setting(QStringLiteral("b")), QStringLiteral("2"));
}

void TestProjectStore::readOnlyOpenChangesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
    {
        ProjectStore store;
        QVERIFY(store.create(path, QStringLiteral("read me")));
    }
    const QByteArray before = contents(path);
    const QDateTime modified = QFileInfo(path).lastModified();
    {
        ProjectStore store;
        QVERIFY2(store.open(path, ProjectStore::Access::ReadOnly), qPrintable(store.errorString()));
        QCOMPARE(store.setting(QStringLiteral("name")), QStringLiteral("read me"));
        QVERIFY(!store.setSetting(QStringLiteral("name"), QStringLiteral("changed")));
        QVERIFY(!store.beginWrite());
    }
    QCOMPARE(contents(path), before);
    QCOMPARE(QFileInfo(path).lastModified(), modified);
    QVERIFY(leftovers(path).isEmpty());
}

void TestProjectStore::crashLeftWalIsRecovered()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.yiqiao"));
    const QString crashed = dir.filePath(QStringLiteral("crashed.yiqiao"));
    {
        ProjectStore store;
        QVERIFY(store.create(path, QStringLiteral("live")));
        QVERIFY(store.setSetting(QStringLiteral("typed"), QStringLiteral("last words")));
        QVERIFY(snapshot(path, crashed));
    }
    QVERIFY(QFileInfo::exists(crashed + QStringLiteral("-wal")));
    ProjectStore store;
    QVERIFY2(store.open(crashed), qPrintable(store.errorString()));
    QCOMPARE(store.setting(QStringLiteral("typed")), QStringLiteral("last words"));
    store.close();
    QVERIFY(leftovers(crashed).isEmpty());
}

void TestProjectStore::foreignWalBesideProjectIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("backup.yiqiao"));
    const QString other = dir.filePath(QStringLiteral("other.yiqiao"));
    for (const QString &p : {path, other}) {
        ProjectStore store;
        QVERIFY(store.create(p, QStringLiteral("x")));
    }
    {
        QSqlDatabase db = walConnection(other, QStringLiteral("foreign-wal"));
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("DELETE FROM project_settings")));
        // The crashed copy's journal ends up beside a clean backup.
        QVERIFY(QFile::copy(other + QStringLiteral("-wal"), path + QStringLiteral("-wal")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("foreign-wal"));
    const QByteArray before = contents(path);
    const QByteArray wal = contents(path + QStringLiteral("-wal"));
    ProjectStore store;
    QVERIFY(!store.open(path));
    QVERIFY2(store.errorString().contains(QStringLiteral("journal")), qPrintable(store.errorString()));
    QCOMPARE(contents(path), before);
    QCOMPARE(contents(path + QStringLiteral("-wal")), wal);
}

void TestProjectStore::newerVersionPendingInWalIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
    const QString crashed = dir.filePath(QStringLiteral("crashed.yiqiao"));
    {
        ProjectStore store;
        QVERIFY(store.create(path, QStringLiteral("x")));
    }
    {
        QSqlDatabase db = walConnection(path, QStringLiteral("newer-wal"));
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 99")));
        QVERIFY(snapshot(path, crashed));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer-wal"));
    const QByteArray before = contents(crashed);
    const QByteArray wal = contents(crashed + QStringLiteral("-wal"));
    QVERIFY(!wal.isEmpty());
    ProjectStore store;
    QVERIFY(!store.open(crashed));
    QVERIFY2(store.errorString().contains(QStringLiteral("newer")), qPrintable(store.errorString()));
    QCOMPARE(contents(crashed), before);
    QCOMPARE(contents(crashed + QStringLiteral("-wal")), wal);
}

void TestProjectStore::deletedWhileOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
    ProjectStore store;
    QVERIFY(store.create(path, QStringLiteral("x")));
    QVERIFY(QFile::remove(path));
    QVERIFY(!store.beginWrite());
    QVERIFY2(store.errorString().contains(QStringLiteral("deleted")), qPrintable(store.errorString()));
    store.close();
    // Closing must not bring back an empty file under the old name.
    QVERIFY(!QFileInfo::exists(path));
}

// SQLite looks for the journal beside the real file, not beside the link.
void TestProjectStore::foreignWalBehindSymlinkIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("real")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("links")));
    const QString path = dir.filePath(QStringLiteral("real/p.yiqiao"));
    const QString other = dir.filePath(QStringLiteral("other.yiqiao"));
    const QString link = dir.filePath(QStringLiteral("links/p.yiqiao"));
    for (const QString &p : {path, other}) {
        ProjectStore store;
        QVERIFY(store.create(p, QStringLiteral("x")));
        QVERIFY(store.setSetting(QStringLiteral("copy"), p));
    }
    {
        QSqlDatabase db = walConnection(other, QStringLiteral("symlink-wal"));
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("UPDATE project_settings SET value = 'foreign'")));
        QVERIFY(QFile::copy(other + QStringLiteral("-wal"), path + QStringLiteral("-wal")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("symlink-wal"));
    QVERIFY(QFile::link(path, link));
    const QByteArray before = contents(path);
    for (const ProjectStore::Access access : {ProjectStore::Access::ReadWrite, ProjectStore::Access::ReadOnly}) {
        ProjectStore store;
        QVERIFY(!store.open(link, access));
        QVERIFY2(store.errorString().contains(QStringLiteral("journal")), qPrintable(store.errorString()));
    }
    QCOMPARE(contents(path), before);
    // Once the stray journal is gone, the link opens the real project.
    QVERIFY(QFile::remove(path + QStringLiteral("-wal")));
    ProjectStore store;
    QVERIFY2(store.open(link), qPrintable(store.errorString()));
    QCOMPARE(store.setting(QStringLiteral("copy")), path);
}

// kill -9 in the middle of a change made in rollback-journal mode leaves a hot
// journal; opening must roll it back, not call the file damaged.
void TestProjectStore::hotJournalAfterCrashIsRolledBack()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
    const QString crashed = dir.filePath(QStringLiteral("crashed.yiqiao"));
    {
        ProjectStore store;
        QVERIFY(store.create(path, QStringLiteral("x")));
        for (int i = 0; i < 200; ++i) {
            QVERIFY(store.setSetting(QStringLiteral("key %1").arg(i), QString(200, QLatin1Char('v'))));
        }
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hot"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("PRAGMA cache_size = 1"))); // spill changes into the file early
        QVERIFY(query.exec(QStringLiteral("BEGIN IMMEDIATE")));
        QVERIFY(query.exec(QStringLiteral("UPDATE project_settings SET value = 'half-done'")));
        QVERIFY(QFileInfo(path + QStringLiteral("-journal")).size() > 0);
        QFile::remove(crashed + QStringLiteral("-journal"));
        QVERIFY(QFile::copy(path, crashed));
        QVERIFY(QFile::copy(path + QStringLiteral("-journal"), crashed + QStringLiteral("-journal")));
        query.exec(QStringLiteral("ROLLBACK"));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("hot"));
    ProjectStore store;
    QVERIFY2(store.open(crashed, ProjectStore::Access::ReadOnly), qPrintable(store.errorString()));
    QCOMPARE(store.setting(QStringLiteral("key 7")), QString(200, QLatin1Char('v')));
    store.close();
    QVERIFY(leftovers(crashed).isEmpty());
}

void TestProjectStore::pathsThatNeedEscaping_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("space and chinese") << QStringLiteral("第 61 期 project.yiqiao");
    QTest::newRow("question mark and hash") << QStringLiteral("what?#1.yiqiao");
    QTest::newRow("percent") << QStringLiteral("100%.yiqiao");
}

// Projects are opened through SQLite URIs (file:…?mode=rw): the path must survive.
void TestProjectStore::pathsThatNeedEscaping()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    {
        ProjectStore store;
        QVERIFY2(store.create(path, name), qPrintable(store.errorString()));
    }
    QVERIFY(QFileInfo::exists(path));
    QCOMPARE(folderListing(dir.path()), QStringList {name});
    ProjectStore store;
    QVERIFY2(store.open(path), qPrintable(store.errorString()));
    QCOMPARE(store.setting(QStringLiteral("name")), name);
}

void TestProjectStore::writeInsideAWrite_data()
{
    QTest::addColumn<bool>("innerCommits");
    QTest::addColumn<bool>("outerCommits");
    QTest::addColumn<QStringList>("kept"); // the settings stored afterwards, of "outer" and "inner"
    QTest::newRow("both commit: both kept") << true << true << QStringList {QStringLiteral("outer"), QStringLiteral("inner")};
    QTest::newRow("the inner rolls back its own change only") << false << true << QStringList {QStringLiteral("outer")};
    QTest::newRow("the outer rolls back what the inner committed") << true << false << QStringList();
    QTest::newRow("both roll back") << false << false << QStringList();
}

// A use case runs writers that each have a transaction inside a transaction of its
// own (a savepoint): all of it is stored, or none.
void TestProjectStore::writeInsideAWrite()
{
    QFETCH(bool, innerCommits);
    QFETCH(bool, outerCommits);
    QFETCH(QStringList, kept);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProjectStore store;
    QVERIFY2(store.create(dir.filePath(QStringLiteral("w.yiqiao")), QStringLiteral("w")), qPrintable(store.errorString()));
    const auto insert = [&store](const QString &key) {
        QSqlQuery query(store.database());
        query.prepare(QStringLiteral("INSERT INTO project_settings (key, value) VALUES (?, 'x')"));
        query.addBindValue(key);
        return query.exec();
    };
    QVERIFY2(store.beginWrite(), qPrintable(store.errorString()));
    QVERIFY(insert(QStringLiteral("outer")));
    QVERIFY2(store.beginWrite(), qPrintable(store.errorString()));
    QVERIFY(insert(QStringLiteral("inner")));
    if (innerCommits) {
        QVERIFY(store.commit());
    } else {
        store.rollback();
    }
    if (outerCommits) {
        QVERIFY(store.commit());
    } else {
        store.rollback();
    }
    QStringList stored;
    for (const QString &key : {QStringLiteral("outer"), QStringLiteral("inner")}) {
        if (!store.setting(key).isNull()) {
            stored.append(key);
        }
    }
    QCOMPARE(stored, kept);
    // Over: the next write is a transaction of its own again, seen by another connection.
    QVERIFY(store.beginWrite());
    QVERIFY(insert(QStringLiteral("after")));
    QVERIFY(store.commit());
    ProjectStore other;
    QVERIFY(other.open(store.path(), ProjectStore::Access::ReadOnly));
    QCOMPARE(other.setting(QStringLiteral("after")), QStringLiteral("x"));
}

void TestProjectStore::inTransaction_data()
{
    QTest::addColumn<bool>("writes"); // what write() returns
    QTest::addColumn<QString>("writerSays"); // the message write() sets when it fails
    QTest::addColumn<bool>("inside"); // inside a write of the caller's own
    QTest::addColumn<bool>("kept");
    QTest::newRow("a write is kept") << true << QString() << false << true;
    QTest::newRow("a refused write is rolled back with the writer's message")
        << false << QStringLiteral("Issue 7 does not exist.") << false << false;
    QTest::newRow("inside a write: kept for the outer commit") << true << QString() << true << true;
    QTest::newRow("inside a write: refused, only its own changes go")
        << false << QStringLiteral("Issue 7 does not exist.") << true << false;
}

void TestProjectStore::inTransaction()
{
    QFETCH(bool, writes);
    QFETCH(QString, writerSays);
    QFETCH(bool, inside);
    QFETCH(bool, kept);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ProjectStore store;
    QVERIFY2(store.create(dir.filePath(QStringLiteral("t.yiqiao")), QStringLiteral("t")), qPrintable(store.errorString()));
    if (inside) {
        QVERIFY(store.beginWrite());
        QVERIFY(store.setSetting(QStringLiteral("outer"), QStringLiteral("x")));
    }
    QString error;
    const bool done = store.inTransaction(
        [&] {
            if (!store.setSetting(QStringLiteral("inner"), QStringLiteral("x"))) {
                return false;
            }
            error = writerSays;
            return writes;
        },
        &error);
    QCOMPARE(done, writes);
    QCOMPARE(error.isEmpty(), writes);
    if (!writes && !writerSays.isEmpty()) {
        QCOMPARE(error, writerSays);
    }
    QCOMPARE(store.isWriting(), inside);
    if (inside) {
        QVERIFY(store.commit());
        QCOMPARE(store.setting(QStringLiteral("outer")), QStringLiteral("x"));
    }
    QCOMPARE(!store.setting(QStringLiteral("inner")).isNull(), kept);
}

void TestProjectStore::inTransactionThatCannotBeginRunsNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("r.yiqiao"));
    {
        ProjectStore store;
        QVERIFY2(store.create(path, QStringLiteral("r")), qPrintable(store.errorString()));
    }
    ProjectStore store;
    QVERIFY2(store.open(path, ProjectStore::Access::ReadOnly), qPrintable(store.errorString()));
    QString error = QStringLiteral("an earlier message");
    bool ran = false;
    QVERIFY(!store.inTransaction(
        [&ran] {
            ran = true;
            return true;
        },
        &error));
    QVERIFY(!ran);
    QCOMPARE(error, store.errorString());
    QVERIFY(error.contains(QLatin1String("read-only")));
}

QTEST_GUILESS_MAIN(TestProjectStore)
#include "tst_projectstore.moc"
