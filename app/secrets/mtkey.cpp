// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/mtkey.h"

#include "secrets/desktopkeyring.h"

namespace {
const QString Service = QStringLiteral("Yiqiao machine translation");
} // namespace

const char *MtKey::environmentVariable()
{
    return "YIQIAO_MT_KEY";
}

QString MtKey::keyringKey(const QUrl &endpoint)
{
    return endpoint.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).toString();
}

QString MtKey::find(const QUrl &endpoint)
{
    const QString fromEnvironment = qEnvironmentVariable(environmentVariable()).trimmed();
    if (!fromEnvironment.isEmpty()) {
        return fromEnvironment;
    }
    return endpoint.isEmpty() ? QString() : DesktopKeyring::read(Service, keyringKey(endpoint));
}

MtKey::Source MtKey::source(const QUrl &endpoint)
{
    if (!qEnvironmentVariable(environmentVariable()).trimmed().isEmpty()) {
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

bool MtKey::remember(const QUrl &endpoint, const QString &key, QString *error)
{
    if (!DesktopKeyring::available()) {
        *error = tr("There is no desktop keyring here; set the key in the environment variable YIQIAO_MT_KEY instead.");
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
