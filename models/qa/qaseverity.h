// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

// How much a QA finding matters. Errors block shipping (`yiqiao-cli qa` exits 1);
// warnings and hints are shown and may be waived. The names are printed by the
// CLI's JSON: never rename one.
enum class QaSeverity { Info, Warning, Error };

class QaSeverities
{
    Q_DECLARE_TR_FUNCTIONS(QaSeverities)
public:
    static QString toString(QaSeverity severity); // "info", "warning", "error"
    static QaSeverity fromString(const QString &name, bool *ok = nullptr);
    static QString displayName(QaSeverity severity); // translated
};
