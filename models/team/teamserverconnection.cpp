// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamserverconnection.h"

#include <QAtomicInt>
#include <QSqlDriver>
#include <QSqlQuery>

namespace {

QAtomicInt connectionCounter;

// The first line of a libpq or server message, without its severity.
QString firstLine(const QString &text)
{
    QString line = text.trimmed().section(QLatin1Char('\n'), 0, 0).trimmed();
    for (const QLatin1String severity : {QLatin1String("ERROR:"), QLatin1String("FATAL:"), QLatin1String("PANIC:")}) {
        if (line.startsWith(severity)) {
            line = line.mid(severity.size()).trimmed();
        }
    }
    return line.left(300);
}

} // namespace

TeamServerConnection::TeamServerConnection()
    : m_name(QStringLiteral("yiqiao-team-%1").arg(connectionCounter.fetchAndAddRelaxed(1)))
{
}

TeamServerConnection::~TeamServerConnection()
{
    close();
}

QSqlDatabase TeamServerConnection::database() const
{
    return QSqlDatabase::database(m_name, false);
}

bool TeamServerConnection::open(const TeamUrl &url, const QString &password, QString *error)
{
    close();
    m_url = url;
    m_password = password;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        *error = tr("Qt's PostgreSQL driver (QPSQL) is not installed: install libqt5sql5-psql or libqt6sql6-psql.");
        return false;
    }
    if (!connect(error)) {
        return false;
    }
    m_open = true;
    return true;
}

void TeamServerConnection::close()
{
    disconnect();
    m_open = false;
    m_password.clear();
}

bool TeamServerConnection::connect(QString *error)
{
    disconnect();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        if (!m_url.host.isEmpty()) {
            db.setHostName(m_url.host);
        }
        db.setPort(m_url.port);
        db.setDatabaseName(m_url.database);
        db.setUserName(m_url.user);
        if (!m_password.isEmpty()) {
            db.setPassword(m_password);
        }
        // Give up after a few seconds; keepalives notice a server that went away.
        QStringList options;
        if (!m_url.options.isEmpty()) {
            options << m_url.options;
        }
        if (!m_url.options.contains(QLatin1String("connect_timeout="))) {
            options << QStringLiteral("connect_timeout=5");
        }
        if (!m_url.options.contains(QLatin1String("application_name="))) {
            options << QStringLiteral("application_name=yiqiao");
        }
        options << QStringLiteral("keepalives=1;keepalives_idle=30;keepalives_interval=10;keepalives_count=3");
        db.setConnectOptions(options.join(QLatin1Char(';')));
        if (!db.open()) {
            const QString detail =
                firstLine(db.lastError().databaseText().isEmpty() ? db.lastError().text() : db.lastError().databaseText());
            // libpq's words stay in the line: the window asks for a password when they name one.
            const bool refused = detail.contains(QLatin1String("password"), Qt::CaseInsensitive)
                || detail.contains(QLatin1String("authentication"), Qt::CaseInsensitive);
            *error = refused ? tr("The team server at %1:%2 refused the login %3: %4").arg(host()).arg(m_url.port).arg(m_url.user, detail)
                             : unreachable(detail);
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_name);
            return false;
        }
    }
    m_lost = false;
    // The server's notices (IF NOT EXISTS skipped, …) are not for the user, nor its
    // warnings: libpq prints them on stderr (a server stopped in immediate mode warns
    // every connection as it goes), where the CLI says one line.
    QSqlQuery quiet(database());
    quiet.exec(QStringLiteral("SET client_min_messages TO error"));
    // A push waits for the one before it; not for ever (a member's psql left open).
    quiet.exec(QStringLiteral("SET lock_timeout TO '60s'"));
    if (m_onConnected) {
        m_onConnected(database().driver());
    }
    return true;
}

void TeamServerConnection::disconnect()
{
    if (!QSqlDatabase::contains(m_name)) {
        return;
    }
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QString TeamServerConnection::host() const
{
    return m_url.host.isEmpty() ? QStringLiteral("localhost") : m_url.host;
}

QString TeamServerConnection::unreachable(const QString &detail) const
{
    return tr("The team server at %1:%2 cannot be reached: %3").arg(host()).arg(m_url.port).arg(detail);
}

bool TeamServerConnection::isLost(const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    return error.type() == QSqlError::ConnectionError || code.isEmpty() || code.startsWith(QLatin1String("08"))
        || code.startsWith(QLatin1String("57P"));
}

bool TeamServerConnection::begin(QString *error)
{
    if (!m_open) {
        *error = tr("Not connected to a team server.");
        return false;
    }
    if (m_lost && !connect(error)) {
        return false;
    }
    if (database().transaction()) {
        return true;
    }
    // A connection the server dropped while idle (it was restarted): once more, anew.
    if (!connect(error)) {
        m_lost = true;
        return false;
    }
    if (!database().transaction()) {
        *error = describe(database().lastError());
        return false;
    }
    return true;
}

bool TeamServerConnection::commit(QString *error)
{
    QSqlDatabase db = database();
    if (db.commit()) {
        return true;
    }
    *error = describe(db.lastError());
    db.rollback();
    return false;
}

void TeamServerConnection::rollback()
{
    QSqlDatabase db = database();
    if (db.isOpen() && !m_lost) {
        db.rollback();
    }
}

bool TeamServerConnection::run(QSqlQuery &query, const QString &sql, const QVariantList &values, QString *error)
{
    query.setForwardOnly(true);
    bool ok = query.prepare(sql);
    if (ok) {
        for (const QVariant &value : values) {
            query.addBindValue(value);
        }
        ok = query.exec();
    }
    if (!ok) {
        *error = describe(query.lastError());
        rollback();
    }
    return ok;
}

bool TeamServerConnection::runPlain(const QString &sql, QString *error)
{
    QSqlQuery query(database());
    if (!query.exec(sql)) {
        *error = describe(query.lastError());
        rollback();
        return false;
    }
    return true;
}

QString TeamServerConnection::describe(const QSqlError &error) const
{
    if (isLost(error)) {
        m_lost = true;
        return unreachable(firstLine(error.databaseText().isEmpty() ? error.text() : error.databaseText()));
    }
    return describe(error.nativeErrorCode(), error.databaseText());
}

QString TeamServerConnection::describe(const QString &code, const QString &message) const
{
    const QString line = firstLine(message);
    if (code == QLatin1String("YQ001")) {
        return tr("Only the member who has checked the issue out may change its draft.");
    }
    if (code == QLatin1String("YQ002")) {
        return tr("Only the team's lead may do that (%1).").arg(line);
    }
    if (code == QLatin1String("YQ003")) {
        return tr("Only the lead or the member holding the issue may change the issue itself (%1).").arg(line);
    }
    if (code == QLatin1String("YQ004")) {
        return tr("Nobody approves their own translation: the block's latest version is yours.");
    }
    if (code == QLatin1String("YQ005")) {
        return tr("The team server refused a malformed row: %1").arg(line);
    }
    if (code == QLatin1String("YQ006")) {
        return tr("%1 is not a member of the team.").arg(m_url.user);
    }
    if (code == QLatin1String("YQ007")) {
        return tr("The team server has no such login: %1 (the admin creates it with CREATE ROLE … LOGIN).").arg(line);
    }
    if (code == QLatin1String("YQ008")) {
        return tr("No such term change waits to be settled (%1).").arg(line);
    }
    if (code == QLatin1String("YQ009")) {
        return tr("The earlier version cannot go back: %1.").arg(line);
    }
    if (code == QLatin1String("YQ010")) {
        return tr("The issue is held by another member: %1").arg(line);
    }
    if (code == QLatin1String("55P03")) {
        return tr("The team server is busy with another member's changes; try again later.");
    }
    if (code == QLatin1String("42501")) {
        return tr("The team server refused %1 the permission: %2").arg(m_url.user, line);
    }
    return tr("The team server refused: %1").arg(line);
}
