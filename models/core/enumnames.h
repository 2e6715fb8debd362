// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <initializer_list>
#include <optional>

// One table for an enumeration's names: each value with the name it is stored and
// typed under (project files, the command line: never rename one) and, where people
// see it, its label, translated in the context the table gives (mark the labels
// with QT_TRANSLATE_NOOP in that context, so that lupdate finds them). In the
// table's order. A value outside the table (a cast from a bad number) is named as
// the fallback value, or with nothing when the table has no fallback. How a typed
// name is read is the table's spelling rule.
template<typename Enum>
class EnumNames
{
public:
    struct Entry {
        Enum value;
        const char *name;
        const char *label = nullptr;
    };

    enum class Spelling {
        Exact, // exactly as stored
        AnyCase, // spaces around it and any case too ("Approve ")
        AnyCaseOrDashes, // AnyCase, and dashes for underscores ("Outdated-Example")
    };

    EnumNames(const char *context, std::initializer_list<Entry> entries, std::optional<Enum> fallback = std::nullopt,
        Spelling spelling = Spelling::Exact)
        : m_context(context)
        , m_entries(entries)
        , m_fallback(fallback)
        , m_spelling(spelling)
    {
    }

    QList<Enum> values() const
    {
        QList<Enum> all;
        for (const Entry &entry : m_entries) {
            all.append(entry.value);
        }
        return all;
    }

    QString name(Enum value) const
    {
        const Entry *entry = find(value);
        return entry ? QString::fromLatin1(entry->name) : QString();
    }

    QString label(Enum value) const
    {
        const Entry *entry = find(value);
        return entry && entry->label ? QCoreApplication::translate(m_context, entry->label) : QString();
    }

    // The value stored under name as the spelling rule reads it.
    std::optional<Enum> value(const QString &name) const
    {
        const QString stored = storedSpelling(name);
        for (const Entry &entry : m_entries) {
            if (stored == QLatin1String(entry.name)) {
                return entry.value;
            }
        }
        return std::nullopt;
    }

private:
    QString storedSpelling(const QString &name) const
    {
        switch (m_spelling) {
        case Spelling::Exact:
            break;
        case Spelling::AnyCase:
            return name.trimmed().toLower();
        case Spelling::AnyCaseOrDashes:
            return name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
        }
        return name;
    }

    const Entry *find(Enum value) const
    {
        for (const Entry &entry : m_entries) {
            if (entry.value == value) {
                return &entry;
            }
        }
        return m_fallback && *m_fallback != value ? find(*m_fallback) : nullptr;
    }

    const char *m_context;
    QList<Entry> m_entries;
    std::optional<Enum> m_fallback;
    Spelling m_spelling;
};
