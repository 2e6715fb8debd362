// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

// A throw-away PostgreSQL cluster for tests (issue 24): initdb into a temporary
// folder, started on a free port of 127.0.0.1 and on a Unix socket in that folder,
// stopped and removed by the destructor. Nothing depends on a system-wide server.
//
// The server runs as the test's child (setpriv --pdeathsig, when there is setpriv): a
// test that crashes or is killed takes its server with it.
//
// PostgreSQL refuses to run as root, so when the test runs as root (CI) the folder is
// given to the unprivileged user `nobody` and initdb, pg_ctl run as that user
// (runuser, else setpriv). Authentication: the Unix socket trusts everyone (the fixture's own admin
// connection, as superuser `postgres`); TCP on 127.0.0.1 asks for a password
// (scram-sha-256), so the logins that createLogin() makes are real password logins.
//
//     PgTestCluster pg;
//     if (!PgTestCluster::available(&why)) QSKIP(qPrintable(why));
//     QVERIFY2(pg.init(), qPrintable(pg.errorString()));
//     QVERIFY2(pg.createDatabase("series"), …);
//     QVERIFY2(pg.createLogin("lead", "secret", "CREATEROLE"), …);
//     TeamUrl url = *TeamUrl::parse(pg.url("lead", "series"), nullptr);
//     pg.stop(); … pg.start();
//
// The binaries: $YIQIAO_PG_BINDIR, else /usr/lib/postgresql/<15..17>/bin, else the
// PATH.
class PgTestCluster
{
public:
    PgTestCluster() = default;
    ~PgTestCluster() { stop(); }
    PgTestCluster(const PgTestCluster &) = delete;
    PgTestCluster &operator=(const PgTestCluster &) = delete;

    // The folder holding initdb, pg_ctl and psql; '' when none is found.
    static QString binDir()
    {
        const QString fromEnv = qEnvironmentVariable("YIQIAO_PG_BINDIR");
        if (!fromEnv.isEmpty()) {
            return QFileInfo(QDir(fromEnv).filePath(QStringLiteral("initdb"))).isExecutable() ? fromEnv : QString();
        }
        for (const char *version : {"15", "16", "17"}) {
            const QString dir = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(QLatin1String(version));
            if (QFileInfo(dir + QStringLiteral("/initdb")).isExecutable()) {
                return dir;
            }
        }
        const QString onPath = QStandardPaths::findExecutable(QStringLiteral("initdb"));
        return onPath.isEmpty() ? QString() : QFileInfo(onPath).absolutePath();
    }

    // Whether a cluster can be made here; *why (for QSKIP) when not.
    static bool available(QString *why = nullptr)
    {
        QString reason;
        if (binDir().isEmpty()) {
            reason = QStringLiteral("PostgreSQL's initdb was not found (install postgresql or set YIQIAO_PG_BINDIR)");
        } else if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            reason = QStringLiteral("Qt's QPSQL driver is missing (libqt5sql5-psql / libqt6sql6-psql)");
        } else if (::geteuid() == 0
            && (::getpwnam("nobody") == nullptr
                || (QStandardPaths::findExecutable(QStringLiteral("runuser")).isEmpty()
                    && QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty()))) {
            reason = QStringLiteral("running as root without a user 'nobody' or runuser/setpriv to run PostgreSQL as");
        }
        if (why) {
            *why = reason;
        }
        return reason.isEmpty();
    }

    // initdb into a new temporary folder, then start(). False with errorString().
    bool init()
    {
        stop();
        m_dir = std::make_unique<QTemporaryDir>(QDir(baseDir()).filePath(QStringLiteral("yiqiao-pg-XXXXXX")));
        if (!m_dir->isValid()) {
            return fail(QStringLiteral("no temporary folder: ") + m_dir->errorString());
        }
        m_bin = binDir();
        if (!handOver(m_dir->path())) {
            return false;
        }
        QDir(m_dir->path()).mkpath(QStringLiteral("sock"));
        handOver(socketDir());
        const QStringList args = {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QStringLiteral("postgres"),
            QStringLiteral("--no-sync"), QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--no-locale"),
            QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256")};
        if (!run(QStringLiteral("initdb"), args, true)) {
            return false;
        }
        // The port was free a moment ago; another process may take it first.
        for (int attempt = 0; attempt < 3; ++attempt) {
            m_port = freePort();
            if (start()) {
                return true;
            }
        }
        return false;
    }

    // Starts the cluster (again, after stop()) on the same port; waits until it
    // accepts connections.
    bool start()
    {
        if (!m_dir) {
            return fail(QStringLiteral("init() first"));
        }
        if (m_running) {
            return true;
        }
        if (!QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty()) {
            return startAsChild();
        }
        const QString options =
            QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off")
                .arg(m_port)
                .arg(socketDir());
        const QStringList args = {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"), logFile(), QStringLiteral("-o"), options,
            QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("start")};
        if (!run(QStringLiteral("pg_ctl"), args, true)) {
            return false;
        }
        m_running = true;
        return true;
    }

    // Stops the cluster (fast: open connections are cut, as when a server goes down);
    // immediate: without a clean shutdown, as a crash. The folder stays for start().
    // False with errorString() when pg_ctl failed.
    bool stop(bool immediate = false)
    {
        // Also a server whose start() was not confirmed (pg_ctl gave up waiting).
        if (!m_dir || (!m_running && !QFile::exists(QDir(dataDir()).filePath(QStringLiteral("postmaster.pid"))))) {
            m_running = false;
            return true;
        }
        const bool stopped = run(QStringLiteral("pg_ctl"),
            {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), immediate ? QStringLiteral("immediate") : QStringLiteral("fast"),
                QStringLiteral("-w"), QStringLiteral("stop")},
            true);
        m_running = false;
        if (m_server && !m_server->waitForFinished(60000)) {
            m_server->kill();
            m_server->waitForFinished();
        }
        m_server.reset();
        return stopped;
    }

    bool isRunning() const { return m_running; }
    int port() const { return m_port; }
    QString socketDir() const { return m_dir ? QDir(m_dir->path()).filePath(QStringLiteral("sock")) : QString(); }
    QString dataDir() const { return m_dir ? QDir(m_dir->path()).filePath(QStringLiteral("data")) : QString(); }
    QString logFile() const { return m_dir ? QDir(m_dir->path()).filePath(QStringLiteral("server.log")) : QString(); }
    QString errorString() const { return m_error; }

    // A libpq URI for login on database over TCP (127.0.0.1, password needed).
    QString url(const QString &login, const QString &database) const
    {
        return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3").arg(login).arg(m_port).arg(database);
    }
    // The same over the Unix socket (trusted: no password asked).
    QString socketUrl(const QString &login, const QString &database) const
    {
        // libpq takes a host that starts with '/' (percent-encoded) as the socket's folder.
        return QStringLiteral("postgresql://") + login + QLatin1Char('@') + QString::fromLatin1(QUrl::toPercentEncoding(socketDir()))
            + QLatin1Char(':') + QString::number(m_port) + QLatin1Char('/') + database;
    }
    // The password createLogin() gave login ('' when unknown).
    QString password(const QString &login) const { return m_passwords.value(login); }

    // CREATE DATABASE name (owner: owner when given; else CREATE on it for every login).
    bool createDatabase(const QString &name, const QString &owner = {})
    {
        QMap<QString, QString> vars {{QStringLiteral("name"), name}};
        QString sql = QStringLiteral("CREATE DATABASE :\"name\"");
        if (!owner.isEmpty()) {
            vars.insert(QStringLiteral("owner"), owner);
            sql += QStringLiteral(" OWNER :\"owner\"");
        }
        if (!psql(QStringLiteral("postgres"), sql + QLatin1Char(';'), vars)) {
            return false;
        }
        // Without an owner, any login may create the team's schema in it (a test's lead).
        return !owner.isEmpty() || psql(QStringLiteral("postgres"), QStringLiteral("GRANT CREATE ON DATABASE :\"name\" TO PUBLIC;"), vars);
    }

    // CREATE ROLE name LOGIN PASSWORD password [attributes, e.g. "CREATEROLE"] and
    // CONNECT on every database (PUBLIC has it by default).
    bool createLogin(const QString &name, const QString &password, const QString &attributes = {})
    {
        static const QStringList allowed = {QStringLiteral("CREATEROLE"), QStringLiteral("CREATEDB"), QStringLiteral("SUPERUSER")};
        for (const QString &word : attributes.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (!allowed.contains(word)) {
                return fail(QStringLiteral("attribute not allowed: ") + word);
            }
        }
        m_passwords.insert(name, password);
        return psql(QStringLiteral("postgres"), QStringLiteral("CREATE ROLE :\"name\" LOGIN PASSWORD :'pw' %1;").arg(attributes),
            {{QStringLiteral("name"), name}, {QStringLiteral("pw"), password}});
    }

    // sql (psql's syntax: :'var' and :"var" interpolate vars, quoted) run as the
    // superuser on database, over the socket; false with errorString() (psql's
    // message) on the first error.
    bool psql(const QString &database, const QString &sql, const QMap<QString, QString> &vars = {}, QString *output = nullptr) const
    {
        QStringList args = {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"), QStringLiteral("-v"),
            QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), socketDir(), QStringLiteral("-p"), QString::number(m_port),
            QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-d"), database};
        for (auto it = vars.cbegin(); it != vars.cend(); ++it) {
            args << QStringLiteral("-v") << it.key() + QLatin1Char('=') + it.value();
        }
        return run(QStringLiteral("psql"), args, false, sql.toUtf8(), output);
    }

    // sql run as login over TCP with its password (what a member could type into psql).
    bool psqlAs(const QString &login, const QString &database, const QString &sql, QString *output = nullptr) const
    {
        const QStringList args = {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"), QStringLiteral("-t"),
            QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), QStringLiteral("127.0.0.1"),
            QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"), login, QStringLiteral("-d"), database};
        return run(QStringLiteral("psql"), args, false, sql.toUtf8(), output, password(login));
    }

    // TLS on, with certFile and keyFile (PEM) as the server's certificate and key;
    // TCP connections may then ask for sslmode=verify-full.
    bool enableTls(const QString &certFile, const QString &keyFile)
    {
        const QString cert = QDir(dataDir()).filePath(QStringLiteral("server.crt"));
        const QString key = QDir(dataDir()).filePath(QStringLiteral("server.key"));
        QFile::remove(cert);
        QFile::remove(key);
        if (!QFile::copy(certFile, cert) || !QFile::copy(keyFile, key)) {
            return fail(QStringLiteral("cannot copy the certificate into the cluster"));
        }
        QFile::setPermissions(key, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        if (!handOver(cert) || !handOver(key)) {
            return false;
        }
        return psql(QStringLiteral("postgres"),
            QStringLiteral("ALTER SYSTEM SET ssl = on; ALTER SYSTEM SET ssl_cert_file = 'server.crt';"
                           " ALTER SYSTEM SET ssl_key_file = 'server.key'; SELECT pg_reload_conf();"));
    }

private:
    bool fail(const QString &message) const
    {
        m_error = message;
        return false;
    }

    static bool asRoot() { return ::geteuid() == 0; }

    // The temporary folder, unless `nobody` cannot reach it (as root) or the socket's
    // path would be longer than a Unix socket's 107 bytes: then /tmp.
    static QString baseDir()
    {
        const QString temp = QDir::tempPath();
        bool usable = temp.toUtf8().size() < 60;
        for (QString dir = temp; usable && dir.size() > 1; dir = QFileInfo(dir).absolutePath()) {
            struct stat info {
            };
            usable = !asRoot() || (::stat(QFile::encodeName(dir).constData(), &info) == 0 && (info.st_mode & S_IXOTH));
        }
        return usable ? temp : QStringLiteral("/tmp");
    }

    // When root: path belongs to `nobody`, who runs the server.
    bool handOver(const QString &path)
    {
        if (!asRoot()) {
            return true;
        }
        const passwd *user = ::getpwnam("nobody");
        if (!user || ::chown(QFile::encodeName(path).constData(), user->pw_uid, user->pw_gid) != 0) {
            return fail(QStringLiteral("cannot give %1 to the user nobody").arg(path));
        }
        return true;
    }

    // postgres itself as this process's child, through setpriv --pdeathsig (a fast
    // shutdown when the test ends without stop(): crashed or killed); started from the
    // thread that lives as long as the cluster. Ready when postmaster.pid says so, as
    // pg_ctl -w reads it.
    bool startAsChild()
    {
        QStringList args;
        if (asRoot()) {
            const passwd *user = ::getpwnam("nobody");
            args << QStringLiteral("--reuid=%1").arg(user->pw_uid) << QStringLiteral("--regid=%1").arg(user->pw_gid)
                 << QStringLiteral("--clear-groups");
        }
        args << QStringLiteral("--pdeathsig") << QStringLiteral("INT") << QDir(m_bin).filePath(QStringLiteral("postgres"))
             << QStringLiteral("-D") << dataDir() << QStringLiteral("-p") << QString::number(m_port) << QStringLiteral("-k") << socketDir();
        for (const char *setting : {"listen_addresses=127.0.0.1", "fsync=off", "synchronous_commit=off", "full_page_writes=off"}) {
            args << QStringLiteral("-c") << QLatin1String(setting);
        }
        m_server = std::make_unique<QProcess>();
        m_server->setWorkingDirectory(m_dir->path());
        m_server->setStandardOutputFile(logFile(), QIODevice::Append);
        m_server->setStandardErrorFile(logFile(), QIODevice::Append);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        m_server->setProcessEnvironment(env);
        m_server->start(QStringLiteral("setpriv"), args);
        if (!m_server->waitForStarted(10000)) {
            return fail(QStringLiteral("postgres: ") + m_server->errorString());
        }
        const QString pid = QString::number(m_server->processId());
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 60000) {
            QFile file(QDir(dataDir()).filePath(QStringLiteral("postmaster.pid")));
            const QList<QByteArray> lines = file.open(QIODevice::ReadOnly) ? file.readAll().split('\n') : QList<QByteArray>();
            if (lines.size() > 7 && lines.at(0).trimmed() == pid.toLatin1() && lines.at(7).trimmed() == "ready") {
                m_running = true;
                return true;
            }
            // Waits a moment for the server, returning at once when it exits.
            if (m_server->state() == QProcess::NotRunning || m_server->waitForFinished(50)) {
                break;
            }
        }
        m_server->kill();
        m_server->waitForFinished();
        QFile log(logFile());
        const QString tail = log.open(QIODevice::ReadOnly) ? QString::fromUtf8(log.readAll().right(2000)) : QString();
        m_server.reset();
        return fail(QStringLiteral("postgres did not start: ") + tail);
    }

    // A port on 127.0.0.1 that nobody listens on just now.
    static int freePort()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = 0;
        socklen_t length = sizeof address;
        int port = 54329;
        if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
            && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0) {
            port = ntohs(address.sin_port);
        }
        if (fd >= 0) {
            ::close(fd);
        }
        return port;
    }

    // program from binDir() with args; as `nobody` when asServer and root.
    bool run(const QString &program, const QStringList &args, bool asServer, const QByteArray &input = {}, QString *output = nullptr,
        const QString &password = {}) const
    {
        QProcess process;
        process.setWorkingDirectory(m_dir->path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("PGPASSWORD"));
        env.remove(QStringLiteral("PGSERVICE"));
        env.insert(QStringLiteral("PGPASSFILE"), QDir(m_dir->path()).filePath(QStringLiteral("no-pgpass")));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        if (!password.isEmpty()) {
            env.insert(QStringLiteral("PGPASSWORD"), password);
        }
        process.setProcessEnvironment(env);
        const QString path = QDir(m_bin).filePath(program);
        if (asServer && asRoot() && !QStandardPaths::findExecutable(QStringLiteral("runuser")).isEmpty()) {
            process.start(
                QStringLiteral("runuser"), QStringList {QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"), path} + args);
        } else if (asServer && asRoot()) {
            const passwd *user = ::getpwnam("nobody");
            process.start(QStringLiteral("setpriv"),
                QStringList {QStringLiteral("--reuid=%1").arg(user->pw_uid), QStringLiteral("--regid=%1").arg(user->pw_gid),
                    QStringLiteral("--clear-groups"), path}
                    + args);
        } else {
            process.start(path, args);
        }
        if (!process.waitForStarted(10000)) {
            return fail(program + QStringLiteral(": ") + process.errorString());
        }
        process.write(input);
        process.closeWriteChannel();
        // pg_ctl start -w leaves the server running but exits itself.
        if (!process.waitForFinished(120000)) {
            process.kill();
            process.waitForFinished();
            return fail(program + QStringLiteral(" did not finish"));
        }
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        if (output) {
            *output = out.trimmed();
        }
        if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
            QString message = QString::fromUtf8(process.readAllStandardError()).trimmed();
            if (program == QLatin1String("pg_ctl")) {
                QFile log(logFile());
                if (log.open(QIODevice::ReadOnly)) {
                    message += QLatin1Char('\n') + QString::fromUtf8(log.readAll().right(2000));
                }
            }
            return fail(program + QStringLiteral(" failed: ") + message);
        }
        return true;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_server; // postgres, when started as a child
    QString m_bin;
    int m_port = 0;
    bool m_running = false;
    mutable QString m_error;
    QMap<QString, QString> m_passwords;
};
