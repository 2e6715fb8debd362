// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectstore.h"

#include "projectschema.h"
#include "timestamps.h"

#include <QAtomicInt>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QtEndian>

namespace {
QAtomicInt connectionCounter;

const char sqliteMagic[] = "SQLite format 3"; // followed by a NUL byte

QString nativePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
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

bool ProjectStore::fail(const QString &message)
{
    m_error = message;
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_path.clear();
    return false;
}

bool ProjectStore::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && database().isOpen();
}

QSqlDatabase ProjectStore::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool ProjectStore::checkWritable(const QString &path)
{
    const QFileInfo info(path);
    const QFileInfo dir(info.absolutePath());
    // SQLite writes a journal (and in WAL mode -wal/-shm files) next to the project.
    if (!dir.isWritable()) {
        return fail(tr("The folder %1 is read-only. Copy the project to a folder you can write to and open it there.")
                        .arg(nativePath(dir.absoluteFilePath())));
    }
    if (info.exists() && !info.isWritable()) {
        return fail(tr("The project file %1 is read-only. Make it writable or open a copy.").arg(nativePath(path)));
    }
    return true;
}

// Reads the 100-byte SQLite header ourselves, so that foreign and newer files are
// refused before SQLite could change a single byte of them.
bool ProjectStore::checkHeader(const QString &path)
{
    QFile file(path);
    if (!file.exists()) {
        return fail(tr("There is no project file at %1.").arg(nativePath(path)));
    }
    if (QFileInfo(path).isDir()) {
        return fail(tr("%1 is a folder, not a Yiqiao project file.").arg(nativePath(path)));
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(tr("Cannot read %1: %2").arg(nativePath(path), file.errorString()));
    }
    const QByteArray header = file.read(100);
    if (header.isEmpty()) {
        return fail(tr("%1 is empty, not a Yiqiao project.").arg(nativePath(path)));
    }
    if (!header.startsWith(QByteArray(sqliteMagic, sizeof sqliteMagic))) {
        return fail(tr("%1 is not a Yiqiao project (it is not an SQLite database).").arg(nativePath(path)));
    }
    if (header.size() < 100) {
        return fail(tr("The project file %1 is damaged (its header is cut short).").arg(nativePath(path)));
    }
    const auto *raw = reinterpret_cast<const uchar *>(header.constData());
    const qint32 userVersion = qFromBigEndian<qint32>(raw + 60);
    const qint32 applicationId = qFromBigEndian<qint32>(raw + 68);
    if (applicationId != ProjectSchema::ApplicationId) {
        return fail(tr("%1 is an SQLite database of another program, not a Yiqiao project.").arg(nativePath(path)));
    }
    if (userVersion > ProjectSchema::CurrentVersion) {
        return fail(tr("%1 was written by a newer version of Yiqiao (file format %2; this version reads up to %3). "
                       "Update Yiqiao to open it; the file was left untouched.")
                        .arg(nativePath(path))
                        .arg(userVersion)
                        .arg(ProjectSchema::CurrentVersion));
    }
    return true;
}

bool ProjectStore::connect(const QString &path)
{
    close();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        return fail(tr("Cannot open %1: %2").arg(nativePath(path), db.lastError().text()));
    }
    m_path = path;
    return true;
}

// Checks what the header check could not: damage anywhere in the file, and the
// version after a pending WAL (from a crash) is taken into account.
bool ProjectStore::verifyOpened()
{
    QSqlQuery check(database());
    // quick_check reads every page and checks the b-trees; it skips the slow
    // comparison of index contents with their tables.
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next() || check.value(0).toString() != QLatin1String("ok")) {
        return fail(tr("The project file %1 is damaged and cannot be opened. Restore it from a backup.").arg(nativePath(m_path)));
    }
    check.finish();
    if (ProjectSchema::userVersion(database()) > ProjectSchema::CurrentVersion) {
        return fail(tr("%1 was written by a newer version of Yiqiao; the file was left untouched.").arg(nativePath(m_path)));
    }
    return true;
}

bool ProjectStore::configure()
{
    QSqlDatabase db = database();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        return fail(query.lastError().text());
    }
    if (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !query.next() || query.value(0).toString() != QLatin1String("wal")) {
        return fail(tr("Cannot switch %1 to write-ahead logging. Is the folder on a network share?").arg(nativePath(m_path)));
    }
    // With WAL, NORMAL survives a crash of the program; only power loss can lose the
    // last commits.
    query.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    QString error;
    if (!ProjectSchema::migrate(db, ProjectSchema::CurrentVersion, &error)) {
        close(); // the migration rolled back; leave the file in rollback mode again
        return fail(error);
    }
    return true;
}

bool ProjectStore::open(const QString &path)
{
    close();
    m_error.clear();
    if (!checkHeader(path) || !checkWritable(path) || !connect(path) || !verifyOpened()) {
        return false;
    }
    return configure();
}

bool ProjectStore::create(const QString &path, const QString &name)
{
    close();
    m_error.clear();
    if (QFileInfo::exists(path)) {
        return fail(tr("%1 already exists; choose another name or open it.").arg(nativePath(path)));
    }
    if (!QFileInfo(QFileInfo(path).absolutePath()).isDir()) {
        return fail(tr("The folder %1 does not exist.").arg(nativePath(QFileInfo(path).absolutePath())));
    }
    if (!checkWritable(path) || !connect(path) || !configure()) {
        QFile::remove(path);
        return false;
    }
    const QString now = Timestamps::now();
    if (!setSetting(QStringLiteral("name"), name) || !setSetting(QStringLiteral("created_at"), now)) {
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
    const QString path = m_path;
    bool leftWal = false;
    {
        QSqlDatabase db = database();
        leftWal = db.isOpen() && leaveWal(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    // A statement still reading (a model's query, say) blocks the switch on the live
    // connection. Closing it finalised every statement, so try once more afresh.
    if (!leftWal && !path.isEmpty()) {
        const QString name = m_connection + QStringLiteral("-close");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            if (db.open()) {
                leaveWal(db);
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    m_path.clear();
}

// Checkpoints the WAL into the file, removes -wal and -shm, and returns to a rollback
// journal. While another process has the project open this fails at once (no busy
// wait), and the last one to close does it.
bool ProjectStore::leaveWal(QSqlDatabase &db)
{
    QSqlQuery query(db);
    query.exec(QStringLiteral("PRAGMA busy_timeout = 0"));
    const bool done =
        query.exec(QStringLiteral("PRAGMA journal_mode = DELETE")) && query.next() && query.value(0).toString() == QLatin1String("delete");
    query.finish();
    return done;
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

bool ProjectStore::setSetting(const QString &key, const QString &value)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("INSERT INTO project_settings (key, value) VALUES (?, ?)"
                                 " ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    query.addBindValue(key);
    query.addBindValue(value.isNull() ? QStringLiteral("") : value);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}
