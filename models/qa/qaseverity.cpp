// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaseverity.h"

#include "core/enumnames.h"

namespace {

const EnumNames<QaSeverity> &names()
{
    static const EnumNames<QaSeverity> table("QaSeverities",
        {{QaSeverity::Info, "info", QT_TRANSLATE_NOOP("QaSeverities", "Hint")},
            {QaSeverity::Warning, "warning", QT_TRANSLATE_NOOP("QaSeverities", "Warning")},
            {QaSeverity::Error, "error", QT_TRANSLATE_NOOP("QaSeverities", "Error")}});
    return table;
}

} // namespace

QString QaSeverities::toString(QaSeverity severity)
{
    return names().name(severity);
}

QaSeverity QaSeverities::fromString(const QString &name, bool *ok)
{
    const std::optional<QaSeverity> severity = names().value(name);
    if (ok) {
        *ok = severity.has_value();
    }
    return severity.value_or(QaSeverity::Warning);
}

QString QaSeverities::displayName(QaSeverity severity)
{
    return names().label(severity);
}
