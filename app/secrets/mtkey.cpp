// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/mtkey.h"

#include "secrets/desktopkeyring.h"

#include <QSettings>

namespace {
const QString Service = QStringLiteral("Yiqiao machine translation");
const QString TrustedKey = QStringLiteral("machineTranslation/trustedOrigins");
} // namespace

const char *MtKey::environmentVariable()
{
    return "YIQIAO_MT_KEY";
}

QString MtKey::keyringKey(const QUrl &endpoint)
{
    return endpoint.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
}

const char *MtKey::endpointVariable()
{
    return "YIQIAO_MT_ENDPOINT";
}

bool MtKey::sameOrigin(const QUrl &a, const QUrl &b)
{
    const QString scheme = a.scheme().toLower();
    const int defaultPort = scheme == QLatin1String("https") ? 443 : 80;
    return a.isValid() && b.isValid() && !a.host().isEmpty() && scheme == b.scheme().toLower() && a.host().toLower() == b.host().toLower()
        && a.port(defaultPort) == b.port(defaultPort);
}

QString MtKey::environmentKey(const QUrl &endpoint, bool ownEndpoint)
{
    const QString key = qEnvironmentVariable(environmentVariable()).trimmed();
    if (key.isEmpty()) {
        return {};
    }
    const QString named = qEnvironmentVariable(endpointVariable()).trimmed();
    if (endpoint.isEmpty()) { // none chosen yet (a settings dialog): the key is for the one named
        return named.isEmpty() ? QString() : key;
    }
    const bool allowed = named.isEmpty() ? ownEndpoint || isTrusted(endpoint) : sameOrigin(QUrl(named), endpoint);
    return allowed ? key : QString();
}

QString MtKey::withheld(const QUrl &endpoint, bool ownEndpoint)
{
    if (endpoint.isEmpty() || qEnvironmentVariable(environmentVariable()).trimmed().isEmpty()
        || !environmentKey(endpoint, ownEndpoint).isEmpty()) {
        return {};
    }
    const QString origin = endpoint.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
    const QString named = qEnvironmentVariable(endpointVariable()).trimmed();
    if (!named.isEmpty()) {
        return tr("YIQIAO_MT_KEY is not sent to %1: YIQIAO_MT_ENDPOINT names %2, another address.").arg(origin, named);
    }
    return tr("YIQIAO_MT_KEY is not sent to %1: that endpoint comes from the project file, not from you; "
              "to send the key there, set it yourself (yiqiao-cli mt config PROJECT --endpoint URL) or set YIQIAO_MT_ENDPOINT=%1.")
        .arg(origin);
}

QString MtKey::find(const QUrl &endpoint)
{
    return find(endpoint, false);
}

QString MtKey::find(const QUrl &endpoint, bool ownEndpoint)
{
    const QString fromEnvironment = environmentKey(endpoint, ownEndpoint);
    if (!fromEnvironment.isEmpty()) {
        return fromEnvironment;
    }
    return endpoint.isEmpty() ? QString() : DesktopKeyring::read(Service, keyringKey(endpoint));
}

MtKey::Source MtKey::source(const QUrl &endpoint)
{
    return source(endpoint, false);
}

MtKey::Source MtKey::source(const QUrl &endpoint, bool ownEndpoint)
{
    if (!environmentKey(endpoint, ownEndpoint).isEmpty()) {
        return Source::Environment;
    }
    if (!endpoint.isEmpty() && !DesktopKeyring::read(Service, keyringKey(endpoint)).isEmpty()) {
        return Source::Keyring;
    }
    return Source::None;
}

QString MtKey::describe(Source source)
{
    switch (source) {
    case Source::Environment:
        return tr("from the environment variable YIQIAO_MT_KEY");
    case Source::Keyring:
        return tr("from the desktop keyring");
    case Source::None:
        break;
    }
    return tr("none (neither YIQIAO_MT_KEY nor the desktop keyring has one; a local endpoint needs none)");
}

bool MtKey::keyringAvailable(QString *error)
{
    if (!DesktopKeyring::available()) {
        *error = tr("There is no desktop keyring here; set the key in the environment variable YIQIAO_MT_KEY instead.");
        return false;
    }
    return true;
}

bool MtKey::remember(const QUrl &endpoint, const QString &key, QString *error)
{
    if (!keyringAvailable(error)) {
        return false;
    }
    if (!DesktopKeyring::write(Service, keyringKey(endpoint), key)) {
        *error = tr("The desktop keyring did not keep the key; set it in the environment variable YIQIAO_MT_KEY instead.");
        return false;
    }
    return true;
}

void MtKey::forget(const QUrl &endpoint)
{
    DesktopKeyring::remove(Service, keyringKey(endpoint));
}

QString MtKey::origin(const QUrl &endpoint)
{
    const QString scheme = endpoint.scheme().toLower();
    const int defaultPort = scheme == QLatin1String("https") ? 443 : 80;
    return endpoint.host().isEmpty() ? QString()
                                     : QStringLiteral("%1://%2:%3").arg(scheme, endpoint.host().toLower()).arg(endpoint.port(defaultPort));
}

void MtKey::trust(const QUrl &endpoint)
{
    const QString entry = origin(endpoint);
    if (entry.isEmpty()) {
        return;
    }
    QSettings settings;
    QStringList trusted = settings.value(TrustedKey).toStringList();
    if (!trusted.contains(entry)) {
        trusted.append(entry);
        settings.setValue(TrustedKey, trusted);
    }
}

bool MtKey::isTrusted(const QUrl &endpoint)
{
    const QString entry = origin(endpoint);
    return !entry.isEmpty() && QSettings().value(TrustedKey).toStringList().contains(entry);
}
