// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QCoreApplication;

// Installs Yiqiao's and Qt's own translations. Our .qm files are embedded under
// :/i18n by the executables (models itself embeds none).
class Localization
{
public:
    // language: a locale name such as "zh_CN" or "en"; empty = the system locale.
    // Returns the language that was installed ("en" when nothing matched). Calling it
    // again replaces the translators it installed before.
    static QString install(QCoreApplication &app, const QString &language = {});
};
