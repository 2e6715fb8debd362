// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamurl.h"

#include <QByteArray>
#include <QMap>
#include <QStringList>
#include <QUrl>

namespace {

// The query options a team URL may carry, in the order options and toString() give
// them. Anything else (host lists, passwords, options that would change what the
// connection is) is refused.
const QStringList &knownOptions()
{
    static const QStringList names = {QStringLiteral("sslmode"), QStringLiteral("sslrootcert"), QStringLiteral("sslcert"),
        QStringLiteral("sslkey"), QStringLiteral("connect_timeout"), QStringLiteral("application_name")};
    return names;
}

bool hasControl(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f) {
            return true;
        }
    }
    return false;
}

// %XX decoded as UTF-8; false when the bytes are not UTF-8 or hold a control character.
bool decode(const QString &encoded, QString *decoded)
{
    const QByteArray bytes = QByteArray::fromPercentEncoding(encoded.toUtf8());
    const QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes || hasControl(text)) {
        return false;
    }
    *decoded = text;
    return true;
}

QString encode(const QString &text, const QByteArray &keep = {})
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text, keep));
}

// A value as libpq's conninfo wants it: quoted when it has a space, a quote or a
// backslash. QPSQL joins the options with ';' turned into spaces, so no value holds ';'.
QString quoteOption(const QString &value)
{
    if (!value.isEmpty() && !value.contains(QLatin1Char(' ')) && !value.contains(QLatin1Char('\'')) && !value.contains(QLatin1Char('\\'))) {
        return value;
    }
    QString quoted = value;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    quoted.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString unquoteOption(const QString &value)
{
    if (value.size() < 2 || !value.startsWith(QLatin1Char('\'')) || !value.endsWith(QLatin1Char('\''))) {
        return value;
    }
    QString plain;
    const QString inner = value.mid(1, value.size() - 2);
    for (int i = 0; i < inner.size(); ++i) {
        if (inner.at(i) == QLatin1Char('\\') && i + 1 < inner.size()) {
            ++i;
        }
        plain.append(inner.at(i));
    }
    return plain;
}

// Whether value is acceptable for option name; *error when not.
bool checkOption(const QString &name, const QString &value, QString *error)
{
    static const QStringList sslModes = {QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
        QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    if (value.contains(QLatin1Char(';'))) {
        *error = TeamUrl::tr("The option %1 of the team server's URL may not contain ';'.").arg(name);
        return false;
    }
    if (name == QLatin1String("sslmode") && !sslModes.contains(value)) {
        *error = TeamUrl::tr("The sslmode '%1' is not one of %2.").arg(value, sslModes.join(QStringLiteral(", ")));
        return false;
    }
    if (name == QLatin1String("connect_timeout")) {
        bool ok = false;
        const int seconds = value.toInt(&ok);
        if (!ok || seconds < 0 || seconds > 3600) {
            *error = TeamUrl::tr("The connect_timeout '%1' is not a number of seconds.").arg(value);
            return false;
        }
    }
    return true;
}

// The query part of a URL into url's fields and options.
bool parseQuery(const QString &query, TeamUrl *url, QString *error)
{
    QMap<QString, QString> options;
    for (const QString &pair : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const int equals = pair.indexOf(QLatin1Char('='));
        QString name;
        QString value;
        if (equals < 0 || !decode(pair.left(equals), &name) || !decode(pair.mid(equals + 1), &value)) {
            *error = TeamUrl::tr("The option '%1' of the team server's URL is not name=value.").arg(pair);
            return false;
        }
        if (name == QLatin1String("password")) {
            *error =
                TeamUrl::tr("The team server's URL may not contain a password: give it when asked, in PGPASSWORD or in the password file.");
            return false;
        }
        if (name == QLatin1String("host") && url->host.isEmpty()) {
            url->host = value;
        } else if (name == QLatin1String("port")) {
            url->port = value.toInt();
            if (url->port <= 0 || url->port > 65535) {
                *error = TeamUrl::tr("The port '%1' of the team server's URL is not a port number.").arg(value);
                return false;
            }
        } else if (name == QLatin1String("user") && url->user.isEmpty()) {
            url->user = value;
        } else if (name == QLatin1String("dbname") && url->database.isEmpty()) {
            url->database = value;
        } else if (!knownOptions().contains(name)) {
            *error = TeamUrl::tr("The option '%1' of the team server's URL is not supported (supported: %2).")
                         .arg(name, knownOptions().join(QStringLiteral(", ")));
            return false;
        } else if (!checkOption(name, value, error)) {
            return false;
        } else {
            options.insert(name, value);
        }
    }
    QStringList joined;
    for (const QString &name : knownOptions()) {
        if (options.contains(name)) {
            joined << name + QLatin1Char('=') + quoteOption(options.value(name));
        }
    }
    url->options = joined.join(QLatin1Char(';'));
    return true;
}

// "user@host:port" into url; false with *error.
bool parseAuthority(const QString &authority, TeamUrl *url, QString *error)
{
    QString hostPort = authority;
    const int at = authority.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        const QString userInfo = authority.left(at);
        if (userInfo.contains(QLatin1Char(':'))) {
            *error =
                TeamUrl::tr("The team server's URL may not contain a password: give it when asked, in PGPASSWORD or in the password file.");
            return false;
        }
        if (!decode(userInfo, &url->user)) {
            *error = TeamUrl::tr("The user name in the team server's URL is not valid.");
            return false;
        }
        hostPort = authority.mid(at + 1);
    }
    if (hostPort.contains(QLatin1Char(','))) {
        *error = TeamUrl::tr("The team server's URL names several hosts; give one.");
        return false;
    }
    QString portText;
    if (hostPort.startsWith(QLatin1Char('['))) {
        const int close = hostPort.indexOf(QLatin1Char(']'));
        if (close < 0 || (close + 1 < hostPort.size() && hostPort.at(close + 1) != QLatin1Char(':'))) {
            *error = TeamUrl::tr("The host in the team server's URL is not valid.");
            return false;
        }
        url->host = hostPort.mid(1, close - 1);
        portText = hostPort.mid(close + 2);
    } else {
        const int colon = hostPort.lastIndexOf(QLatin1Char(':'));
        const QString host = colon < 0 ? hostPort : hostPort.left(colon);
        portText = colon < 0 ? QString() : hostPort.mid(colon + 1);
        if (!decode(host, &url->host)) {
            *error = TeamUrl::tr("The host in the team server's URL is not valid.");
            return false;
        }
    }
    if (!portText.isEmpty()) {
        bool ok = false;
        url->port = portText.toInt(&ok);
        if (!ok || url->port <= 0 || url->port > 65535) {
            *error = TeamUrl::tr("The port '%1' of the team server's URL is not a port number.").arg(portText);
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<TeamUrl> TeamUrl::parse(const QString &text, QString *error)
{
    QString message;
    if (!error) {
        error = &message;
    }
    const QString trimmed = text.trimmed();
    QString rest;
    for (const QLatin1String scheme : {QLatin1String("postgresql://"), QLatin1String("postgres://")}) {
        if (trimmed.startsWith(scheme, Qt::CaseInsensitive)) {
            rest = trimmed.mid(scheme.size());
            break;
        }
    }
    if (rest.isEmpty() || hasControl(trimmed) || trimmed.contains(QLatin1Char(' ')) || rest.contains(QLatin1Char('#'))) {
        *error = tr("'%1' is not a team server's URL (postgresql://USER@HOST:PORT/DATABASE).").arg(trimmed.left(200));
        return std::nullopt;
    }
    TeamUrl url;
    const int question = rest.indexOf(QLatin1Char('?'));
    const QString query = question < 0 ? QString() : rest.mid(question + 1);
    const QString path = question < 0 ? rest : rest.left(question);
    const int slash = path.indexOf(QLatin1Char('/'));
    const QString authority = slash < 0 ? path : path.left(slash);
    if (slash >= 0 && !decode(path.mid(slash + 1), &url.database)) {
        *error = tr("The database in the team server's URL is not valid.");
        return std::nullopt;
    }
    if (!parseAuthority(authority, &url, error) || !parseQuery(query, &url, error)) {
        return std::nullopt;
    }
    if (url.user.isEmpty()) {
        *error = tr("The team server's URL names no user: postgresql://USER@HOST:PORT/DATABASE.");
        return std::nullopt;
    }
    if (url.database.isEmpty()) {
        *error = tr("The team server's URL names no database: postgresql://USER@HOST:PORT/DATABASE.");
        return std::nullopt;
    }
    if (url.user.size() > 63 || url.database.size() > 63) {
        *error = tr("A user or database name in the team server's URL is longer than PostgreSQL's 63 characters.");
        return std::nullopt;
    }
    return url;
}

QString TeamUrl::toString() const
{
    // An IPv6 address in brackets; a socket folder ('/…') and names percent-encoded.
    const bool ipv6 = !this->host.startsWith(QLatin1Char('/')) && this->host.contains(QLatin1Char(':'));
    const QString host = ipv6 ? QLatin1Char('[') + this->host + QLatin1Char(']') : encode(this->host);
    QString url = QStringLiteral("postgresql://") + encode(user) + QLatin1Char('@') + host + QLatin1Char(':') + QString::number(port)
        + QLatin1Char('/') + encode(database);
    QStringList query;
    for (const QString &option : options.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const int equals = option.indexOf(QLatin1Char('='));
        query << option.left(equals) + QLatin1Char('=') + encode(unquoteOption(option.mid(equals + 1)), "/");
    }
    if (!query.isEmpty()) {
        url += QLatin1Char('?') + query.join(QLatin1Char('&'));
    }
    return url;
}
