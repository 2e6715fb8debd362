// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/namelabels.h"

#include <QCoreApplication>

NameLabels::NameLabels(const char *context, std::initializer_list<Entry> entries)
    : m_context(context)
    , m_entries(entries)
{
}

QString NameLabels::label(const QString &name) const
{
    for (const Entry &entry : m_entries) {
        if (name == QLatin1String(entry.name)) {
            return QCoreApplication::translate(m_context, entry.label);
        }
    }
    return name;
}
