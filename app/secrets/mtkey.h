// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QUrl>

// The API key of a machine-translation endpoint, for the window and the CLI alike:
// the environment variable YIQIAO_MT_KEY first, then the desktop keyring
// (DesktopKeyring, under the endpoint's address). Never in the project file. An
// endpoint that needs no key (a local llama.cpp or Ollama) gets ''.
// YIQIAO_MT_KEY is not for whatever endpoint a project file names (one someone sent
// you, the team's shared value): it is sent only to the origin (scheme, host, port)
// YIQIAO_MT_ENDPOINT names or, when that is not set, to an endpoint set in the user's
// own working copy (ownEndpoint: MtSettings::own) or one this user chose on this
// machine (trust(): `mt config --endpoint`, the settings dialog; kept in the user's
// settings, not in the project). Elsewhere it is withheld (and withheld() says why);
// the keyring's key is kept per endpoint and always applies.
class MtKey
{
    Q_DECLARE_TR_FUNCTIONS(MtKey)

public:
    enum class Source { None, Environment, Keyring };

    static QString find(const QUrl &endpoint);
    static QString find(const QUrl &endpoint, bool ownEndpoint);
    // Where find() takes the key from (without reading it out to anyone).
    static Source source(const QUrl &endpoint);
    static Source source(const QUrl &endpoint, bool ownEndpoint);
    // Why YIQIAO_MT_KEY is set but not sent to endpoint, translated; '' when it is
    // sent or not set.
    static QString withheld(const QUrl &endpoint, bool ownEndpoint);
    // The source as a translated phrase for `mt config` and the settings dialog.
    static QString describe(Source source);
    // Keeps key in the desktop keyring for endpoint; false with a translated *error
    // when there is no keyring or it refused.
    static bool remember(const QUrl &endpoint, const QString &key, QString *error);
    static void forget(const QUrl &endpoint);
    // Records that this user chose endpoint's origin here: YIQIAO_MT_KEY may go there.
    static void trust(const QUrl &endpoint);
    static bool isTrusted(const QUrl &endpoint);
    // Whether remember() can keep a key here; false with the translated *error it
    // would give when there is no keyring.
    static bool keyringAvailable(QString *error);

    static const char *environmentVariable();
    // YIQIAO_MT_ENDPOINT: the only origin YIQIAO_MT_KEY goes to, when set.
    static const char *endpointVariable();

private:
    static QString keyringKey(const QUrl &endpoint);
    // YIQIAO_MT_KEY trimmed when it may go to endpoint, else ''.
    static QString environmentKey(const QUrl &endpoint, bool ownEndpoint);
    static bool sameOrigin(const QUrl &a, const QUrl &b);
    static QString origin(const QUrl &endpoint);
};
