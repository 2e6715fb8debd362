// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstore.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "store/outboxtriggers.h"
#include "store/projectfilecheck.h"
#include "store/projectschema.h"

#include <QAtomicInt>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>
#include <QVariant>

#include <sys/stat.h>

namespace {
QAtomicInt connectionCounter;

const int kBusyTimeoutMs = 5000;
const int kCloseWaitMs = 250;

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// Which file a path names now (device and inode), or 0 when there is none.
quint64 identity(const QString &path)
{
    struct stat info {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        return 0;
    }
    return (quint64(info.st_dev) << 40) ^ quint64(info.st_ino);
}

// mode=ro / rw never create a file (a project deleted while open stays deleted);
// only rwc, for a new project, does.
QString uri(const QString &path, const QString &mode)
{
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) + QStringLiteral("?mode=") + mode;
}
} // namespace

ProjectStore::ProjectStore()
    : m_connection(QStringLiteral("yiqiao-project-%1").arg(connectionCounter.fetchAndAddRelaxed(1)))
{
}

ProjectStore::~ProjectStore()
{
    close();
}

// Drops the connection without writing anything (no journal-mode switch).
void ProjectStore::disconnect()
{
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_wal = false;
    m_writeDepth = 0;
}

bool ProjectStore::fail(const QString &message)
{
    disconnect();
    m_path.clear();
    m_file.clear();
    return Fallible::fail(message);
}

bool ProjectStore::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && database().isOpen();
}

QSqlDatabase ProjectStore::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool ProjectStore::connect(const QString &path, const QString &mode)
{
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(uri(path, mode));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs)
            + (mode == QLatin1String("ro") ? QStringLiteral(";QSQLITE_OPEN_READONLY") : QString()));
        if (!db.open()) {
            error = tr("Cannot open %1: %2").arg(native(path), SqlErrors::describe(db.lastError()));
        }
    }
    if (!error.isEmpty()) {
        return fail(error);
    }
    m_file = path;
    m_identity = identity(path);
    m_readOnly = mode == QLatin1String("ro");
    return true;
}

// What the header could not tell: damage anywhere in the file (unless wholeFile is
// false), and what a pending WAL (left by a crash) holds. Runs on a read-only
// connection, which reads the WAL without ever writing it into the file.
bool ProjectStore::verify(bool wholeFile)
{
    QSqlQuery query(database());
    // quick_check reads every page and checks the b-trees; it skips only the slow
    // comparison of index contents with their tables.
    if (wholeFile && !query.exec(QStringLiteral("PRAGMA quick_check"))) {
        return fail(tr("Cannot read %1: %2").arg(native(m_path), SqlErrors::describe(query.lastError())));
    }
    if (wholeFile && (!query.next() || query.value(0).toString() != QLatin1String("ok"))) {
        return fail(tr("The project file %1 is damaged and cannot be opened. Restore it from a backup.").arg(native(m_path)));
    }
    query.finish();
    if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next() || query.value(0).toInt() != ProjectSchema::ApplicationId) {
        return fail(tr("%1 is an SQLite database of another program, not a Yiqiao project.").arg(native(m_path)));
    }
    query.finish();
    if (const int version = ProjectSchema::userVersion(database()); version > ProjectSchema::CurrentVersion) {
        return fail(tr("%1 was written by a newer version of Yiqiao (file format %2; this version reads up to %3). "
                       "Update Yiqiao to open it; the file was left untouched.")
                        .arg(native(m_path), QString::number(version), QString::number(ProjectSchema::CurrentVersion)));
    }
    return true;
}

bool ProjectStore::configure()
{
    QSqlDatabase db = database();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    query.finish();
    if (ProjectSchema::userVersion(db) == ProjectSchema::CurrentVersion) {
        return true; // nothing to write until the first change
    }
    if (!enableWal()) {
        return false;
    }
    QString error;
    if (!ProjectSchema::migrate(db, ProjectSchema::CurrentVersion, &error)) {
        close(); // the migration rolled back; leave the file in rollback mode again
        return fail(error);
    }
    // Writes the header (application id, format version) into the file itself now,
    // so that the file identifies itself even if the program dies before closing.
    query.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
    return true;
}

// WAL is switched on before the first write, not on open: a session that only reads
// leaves the file byte for byte as it was.
bool ProjectStore::enableWal()
{
    if (m_wal) {
        return true;
    }
    QSqlQuery query(database());
    if (!execWhileBusy(query, QStringLiteral("PRAGMA journal_mode = WAL"), kBusyTimeoutMs)) {
        m_error = SqlErrors::describe(query.lastError());
        return false;
    }
    if (!query.next() || query.value(0).toString() != QLatin1String("wal")) {
        m_error = tr("Cannot switch %1 to write-ahead logging. Is the folder on a network share?").arg(native(m_path));
        return false;
    }
    query.finish();
    // With WAL, NORMAL survives a crash of the program; only power loss can lose the
    // last commits.
    query.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    m_wal = true;
    return true;
}

bool ProjectStore::open(const QString &path, Access access)
{
    close();
    m_error.clear();
    // SQLite follows symbolic links and keeps its journals beside the real file, so
    // every check looks there too.
    const QString file = QFileInfo(path).exists() ? QFileInfo(path).canonicalFilePath() : path;
    // The read-only check of a file with a pending WAL creates its -shm; a refused
    // file is left as it was found. (A -wal without a -shm has no process using it.)
    // Only that case: a -shm that appeared while another connection switched the file
    // to WAL is that connection's and must stay.
    const QString shm = file + QStringLiteral("-shm");
    const bool pendingWalWithoutShm = !QFileInfo::exists(shm) && QFileInfo(file + QStringLiteral("-wal")).size() > 0;
    if (openFile(path, file, access)) {
        return true;
    }
    if (pendingWalWithoutShm) {
        QFile::remove(shm);
    }
    return false;
}

bool ProjectStore::openFile(const QString &path, const QString &file, Access access)
{
    QString problem = ProjectFileCheck::header(file);
    if (problem.isEmpty()) {
        problem = cutShort(file);
    }
    if (problem.isEmpty() && (access == Access::ReadWrite || ProjectFileCheck::hasHotJournal(file))) {
        problem = ProjectFileCheck::writable(file);
    }
    if (problem.isEmpty() && QFileInfo(file + QStringLiteral("-wal")).size() > 0 && !QFileInfo::exists(file + QStringLiteral("-shm"))
        && !QFileInfo(QFileInfo(file).absolutePath()).isWritable()) {
        // Reading a pending WAL needs its -shm, which a read-only folder cannot hold.
        problem = tr("%1 still has changes in its -wal file (left by a crash) and lies in a read-only place, where they cannot be "
                     "recovered. Copy the project together with its -wal file to a folder you can write to and open it there.")
                      .arg(native(file));
    }
    if (!problem.isEmpty()) {
        return fail(problem.replace(native(file), native(path)));
    }
    m_path = path;
    if (ProjectFileCheck::hasHotJournal(file) && !rollBackHotJournal(file)) {
        return false;
    }
    if (!connect(file, QStringLiteral("ro")) || !verify(access != Access::ReadOnlyBeside)) {
        return false;
    }
    if (access != Access::ReadWrite && ProjectSchema::userVersion(database()) == ProjectSchema::CurrentVersion) {
        return true;
    }
    disconnect();
    if (access != Access::ReadWrite) {
        // An older format is upgraded first, which needs write access.
        if (const QString notWritable = ProjectFileCheck::writable(file); !notWritable.isEmpty()) {
            return fail(notWritable);
        }
    }
    return connect(file, QStringLiteral("rw")) && configure() && installOutboxTriggers();
}

// Every read-write connection of a working copy queues its changes for the team
// server (OutboxTriggers); the triggers are TEMP, so the file itself is not touched.
bool ProjectStore::installOutboxTriggers()
{
    QSqlDatabase db = database();
    if (!OutboxTriggers::isWorkingCopy(db)) {
        return true;
    }
    QString error;
    if (!OutboxTriggers::install(db, &error)) {
        return fail(tr("Cannot prepare %1 for team work: %2").arg(native(m_path), error));
    }
    return true;
}

// SQLite reads a last page cut short as if it ended in zeros: a file whose size is
// not a whole number of pages lost bytes that quick_check may never notice.
QString ProjectStore::cutShort(const QString &file)
{
    QFile project(file);
    if (!project.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray header = project.read(18);
    if (header.size() < 18) {
        return {};
    }
    int pageSize = (uchar(header.at(16)) << 8) | uchar(header.at(17));
    pageSize = pageSize == 1 ? 65536 : pageSize;
    if (pageSize < 512 || project.size() % pageSize == 0) {
        return {};
    }
    return tr("The project file %1 is damaged (it ends in the middle of a page; was it cut short?). Restore it from a backup.")
        .arg(native(file));
}

// A crash in the middle of a change in rollback-journal mode (while switching to or
// from WAL) leaves a hot journal, which only a connection that can write may roll
// back; the read-only check would take the file for damaged.
bool ProjectStore::rollBackHotJournal(const QString &file)
{
    if (!connect(file, QStringLiteral("rw"))) {
        return false;
    }
    QSqlQuery query(database());
    const bool ok = query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
    const QString error = ok ? QString() : SqlErrors::describe(query.lastError());
    query.finish();
    disconnect();
    if (!ok) {
        return fail(tr("Cannot recover %1 after a crash: %2").arg(native(m_path), error));
    }
    return true;
}

bool ProjectStore::create(const QString &path, const QString &name)
{
    close();
    m_error.clear();
    if (const QString problem = ProjectFileCheck::creatable(path); !problem.isEmpty()) {
        return fail(problem);
    }
    m_path = path;
    if (!connect(path, QStringLiteral("rwc")) || !configure()) {
        QFile::remove(path);
        return false;
    }
    if (!setSetting(QStringLiteral("name"), name) || !setSetting(QStringLiteral("created_at"), Timestamps::now())) {
        const QString error = m_error;
        close();
        QFile::remove(path);
        return fail(error);
    }
    return true;
}

void ProjectStore::close()
{
    if (!QSqlDatabase::contains(m_connection)) {
        return;
    }
    const QString path = m_file;
    bool leftWal = !m_wal;
    {
        QSqlDatabase db = database();
        leftWal = leftWal || (db.isOpen() && leaveWal(db, kCloseWaitMs));
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    // A statement still reading (a model's query, say) blocks the switch on the live
    // connection. Closing it finalised every statement, so try once more afresh
    // (mode=rw: a project deleted meanwhile is not created again).
    if (!leftWal && !path.isEmpty()) {
        const QString name = m_connection + QStringLiteral("-close");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(uri(path, QStringLiteral("rw")));
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
            if (db.open() && !leaveWal(db, kCloseWaitMs)) {
                // Still not alone. Reading makes this connection attach to the WAL,
                // so that if it closes last, SQLite checkpoints and removes the WAL.
                QSqlQuery read(db);
                read.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    m_path.clear();
    m_file.clear();
    m_readOnly = false;
    m_wal = false;
    m_writeDepth = 0;
}

// Checkpoints the WAL into the file, removes -wal and -shm, and returns to a rollback
// journal. That needs the file to itself: while another process reads, it is tried
// again for a moment (a CLI command is over in milliseconds); while another keeps the
// project open, the last one to close does it.
bool ProjectStore::leaveWal(QSqlDatabase &db, int waitMs)
{
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA busy_timeout = 0"));
    const bool done = execWhileBusy(query, QStringLiteral("PRAGMA journal_mode = DELETE"), waitMs) && query.next()
        && query.value(0).toString() == QLatin1String("delete");
    query.finish();
    return done;
}

// SQLite's busy handler does not cover changing the journal mode: that fails at once
// with SQLITE_BUSY while another connection holds a lock, so it is retried here.
bool ProjectStore::execWhileBusy(QSqlQuery &query, const QString &sql, int waitMs)
{
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        if (query.exec(sql)) {
            return true;
        }
        const int code = query.lastError().nativeErrorCode().toInt() & 0xff;
        const bool busy = code == 5 || code == 6; // SQLITE_BUSY, SQLITE_LOCKED
        if (!busy || timer.elapsed() >= waitMs) {
            return false;
        }
        QThread::msleep(10);
    }
}

bool ProjectStore::beginWrite()
{
    if (m_writeDepth > 0 && isOpen()) {
        QSqlQuery query(database());
        if (!query.exec(QStringLiteral("SAVEPOINT nested_write"))) {
            m_error = SqlErrors::describe(query.lastError());
            return false;
        }
        ++m_writeDepth;
        return true;
    }
    if (!isOpen()) {
        m_error = tr("No project is open.");
        return false;
    }
    if (m_readOnly) {
        m_error = tr("The project was opened read-only.");
        return false;
    }
    // SQLite keeps writing to a file that was deleted or moved while open, and all of
    // it would be lost.
    if (!QFileInfo::exists(m_file)) {
        m_error = tr("The project file %1 was moved or deleted while it was open; nothing was saved.").arg(native(m_path));
        return false;
    }
    // Nor to one that another file replaced (a restore, a sync tool): SQLite would
    // call it read-only.
    if (identity(m_file) != m_identity) {
        m_error = tr("The project file %1 was replaced by another file while it was open; nothing was saved. "
                     "Close the project and open it again.")
                      .arg(native(m_path));
        return false;
    }
    if (!enableWal()) {
        return false;
    }
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        m_error = SqlErrors::describe(query.lastError());
        return false;
    }
    m_writeDepth = 1;
    return true;
}

bool ProjectStore::commit()
{
    QSqlQuery query(database());
    if (!query.exec(m_writeDepth > 1 ? QStringLiteral("RELEASE nested_write") : QStringLiteral("COMMIT"))) {
        m_error = SqlErrors::describe(query.lastError());
        rollback();
        return false;
    }
    m_writeDepth = qMax(0, m_writeDepth - 1);
    return true;
}

void ProjectStore::rollback()
{
    QSqlQuery query(database());
    if (m_writeDepth > 1) {
        query.exec(QStringLiteral("ROLLBACK TO nested_write"));
        query.exec(QStringLiteral("RELEASE nested_write"));
        --m_writeDepth;
        return;
    }
    query.exec(QStringLiteral("ROLLBACK"));
    m_writeDepth = 0;
}

bool ProjectStore::inTransaction(const std::function<bool()> &write, QString *error)
{
    if (!beginWrite()) {
        *error = errorString();
        return false;
    }
    if (!write()) {
        rollback();
        if (error->isEmpty()) {
            *error = errorString();
        }
        return false;
    }
    // commit() rolls back what it could not commit.
    if (!commit()) {
        *error = errorString();
        return false;
    }
    return true;
}

QString ProjectStore::setting(const QString &key, const QString &fallback) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT value FROM project_settings WHERE key = ?"));
    query.addBindValue(key);
    if (query.exec() && query.next()) {
        return query.value(0).toString();
    }
    return fallback;
}

ProjectStore::RowChange ProjectStore::changeOneRow(const QString &sql, const QVariantList &values)
{
    if (!beginWrite()) {
        return RowChange::Failed;
    }
    QSqlQuery query(database());
    query.prepare(sql);
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        m_error = SqlErrors::describe(query.lastError());
        rollback();
        return RowChange::Failed;
    }
    if (query.numRowsAffected() != 1) {
        rollback();
        return RowChange::Missing;
    }
    return commit() ? RowChange::Changed : RowChange::Failed;
}

bool ProjectStore::changeOneRow(const QString &sql, const QVariantList &values, const QString &whenMissing)
{
    switch (changeOneRow(sql, values)) {
    case RowChange::Changed:
        return true;
    case RowChange::Missing:
        m_error = whenMissing;
        return false;
    case RowChange::Failed:
        break;
    }
    return false;
}

bool ProjectStore::setSetting(const QString &key, const QString &value)
{
    if (m_readOnly) {
        m_error = tr("The project was opened read-only.");
        return false;
    }
    if (!enableWal()) {
        return false;
    }
    QSqlQuery query(database());
    query.prepare(QStringLiteral("INSERT INTO project_settings (key, value) VALUES (?, ?)"
                                 " ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    query.addBindValue(key);
    query.addBindValue(value.isNull() ? QStringLiteral("") : value);
    if (!query.exec()) {
        m_error = SqlErrors::describe(query.lastError());
        return false;
    }
    return true;
}
