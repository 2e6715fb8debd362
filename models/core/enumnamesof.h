// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumnames.h"

// The functions an enumeration's names class offers, written once over its table:
// a class Names derives from EnumNamesOf<Names, Enum> and declares
//     static const EnumNames<Enum> &table();
// (defined in its .cpp file, with the names, labels, fallback and spelling rule);
// Names::all(), toString(), fromString() and label() then read that table.
template<typename Names, typename Enum>
class EnumNamesOf
{
public:
    // In the table's order.
    static QList<Enum> all() { return Names::table().values(); }
    // The stored name.
    static QString toString(Enum value) { return Names::table().name(value); }
    // The value of a typed name, as the table's spelling rule reads it.
    static std::optional<Enum> fromString(const QString &name) { return Names::table().value(name); }
    // Translated, for people; "" for a table without labels.
    static QString label(Enum value) { return Names::table().label(value); }
};
