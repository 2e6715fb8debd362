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
class MtKey
{
    Q_DECLARE_TR_FUNCTIONS(MtKey)

public:
    enum class Source { None, Environment, Keyring };

    static QString find(const QUrl &endpoint);
    // Where find() takes the key from (without reading it out to anyone).
    static Source source(const QUrl &endpoint);
    // The source as a translated phrase for `mt config` and the settings dialog.
    static QString describe(Source source);
    // Keeps key in the desktop keyring for endpoint; false with a translated *error
    // when there is no keyring or it refused.
    static bool remember(const QUrl &endpoint, const QString &key, QString *error);
    static void forget(const QUrl &endpoint);

    static const char *environmentVariable();

private:
    static QString keyringKey(const QUrl &endpoint);
};
