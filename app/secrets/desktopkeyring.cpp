// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/desktopkeyring.h"

#include <QtGlobal>

#ifdef YIQIAO_HAVE_QTKEYCHAIN
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
#include <qt6keychain/keychain.h>
#else
#include <qt5keychain/keychain.h>
#endif
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#endif

namespace {
#ifdef YIQIAO_HAVE_QTKEYCHAIN
// Runs a keychain job to its end (the keyring answers in milliseconds; a locked
// keyring asks the user in its own dialog meanwhile).
bool run(QKeychain::Job &job)
{
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.setAutoDelete(false);
    job.setInsecureFallback(false); // never a plain-text file
    job.start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return job.error() == QKeychain::NoError;
}

// On Linux and the BSDs the keyring is reached over the D-Bus session bus.
bool hasSessionBus()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS")) {
        return true;
    }
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    return !runtime.isEmpty() && QFileInfo::exists(QDir(runtime).filePath(QStringLiteral("bus")));
#else
    return true;
#endif
}
#endif
} // namespace

bool DesktopKeyring::available()
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    return hasSessionBus(); // a desktop without a keyring service makes the job fail
#else
    return false;
#endif
}

QString DesktopKeyring::read(const QString &service, const QString &key)
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    if (!available() || key.isEmpty()) {
        return {};
    }
    QKeychain::ReadPasswordJob job(service);
    job.setKey(key);
    return run(job) ? job.textData() : QString();
#else
    Q_UNUSED(service)
    Q_UNUSED(key)
    return {};
#endif
}

bool DesktopKeyring::write(const QString &service, const QString &key, const QString &secret)
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    if (!available() || key.isEmpty() || secret.isEmpty()) {
        return false;
    }
    QKeychain::WritePasswordJob job(service);
    job.setKey(key);
    job.setTextData(secret);
    return run(job);
#else
    Q_UNUSED(service)
    Q_UNUSED(key)
    Q_UNUSED(secret)
    return false;
#endif
}

void DesktopKeyring::remove(const QString &service, const QString &key)
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    if (!available() || key.isEmpty()) {
        return;
    }
    QKeychain::DeletePasswordJob job(service);
    job.setKey(key);
    run(job);
#else
    Q_UNUSED(service)
    Q_UNUSED(key)
#endif
}
