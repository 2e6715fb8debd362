// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/teampasswords.h"

#ifdef YIQIAO_HAVE_QTKEYCHAIN
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
#include <qt6keychain/keychain.h>
#else
#include <qt5keychain/keychain.h>
#endif
#include <QEventLoop>
#endif

namespace {
#ifdef YIQIAO_HAVE_QTKEYCHAIN
const QString Service = QStringLiteral("Yiqiao team server");

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
#endif
} // namespace

bool TeamPasswords::keyringAvailable()
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    return true; // the build has it; a desktop without a keyring makes the job fail
#else
    return false;
#endif
}

QString TeamPasswords::remembered(const QString &url)
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    if (!keyringAvailable() || url.isEmpty()) {
        return {};
    }
    QKeychain::ReadPasswordJob job(Service);
    job.setKey(url);
    return run(job) ? job.textData() : QString();
#else
    Q_UNUSED(url)
    return {};
#endif
}

bool TeamPasswords::remember(const QString &url, const QString &password)
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    if (!keyringAvailable() || url.isEmpty() || password.isEmpty()) {
        return false;
    }
    QKeychain::WritePasswordJob job(Service);
    job.setKey(url);
    job.setTextData(password);
    return run(job);
#else
    Q_UNUSED(url)
    Q_UNUSED(password)
    return false;
#endif
}

void TeamPasswords::forget(const QString &url)
{
#ifdef YIQIAO_HAVE_QTKEYCHAIN
    if (!keyringAvailable() || url.isEmpty()) {
        return;
    }
    QKeychain::DeletePasswordJob job(Service);
    job.setKey(url);
    run(job);
#else
    Q_UNUSED(url)
#endif
}

bool TeamPasswords::isPasswordRefusal(const QString &error)
{
    // libpq's own words ("fe_sendauth: no password supplied", "password authentication
    // failed for user …"), which the server's error carries untranslated.
    return error.contains(QLatin1String("password"), Qt::CaseInsensitive);
}
