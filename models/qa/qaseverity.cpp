// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaseverity.h"

QString QaSeverities::toString(QaSeverity severity)
{
    switch (severity) {
    case QaSeverity::Info:
        return QStringLiteral("info");
    case QaSeverity::Warning:
        return QStringLiteral("warning");
    case QaSeverity::Error:
        return QStringLiteral("error");
    }
    return QString();
}

QaSeverity QaSeverities::fromString(const QString &name, bool *ok)
{
    const QaSeverity all[] = {QaSeverity::Info, QaSeverity::Warning, QaSeverity::Error};
    for (QaSeverity severity : all) {
        if (toString(severity) == name) {
            if (ok) {
                *ok = true;
            }
            return severity;
        }
    }
    if (ok) {
        *ok = false;
    }
    return QaSeverity::Warning;
}

QString QaSeverities::displayName(QaSeverity severity)
{
    switch (severity) {
    case QaSeverity::Info:
        return tr("Hint");
    case QaSeverity::Warning:
        return tr("Warning");
    case QaSeverity::Error:
        return tr("Error");
    }
    return QString();
}
