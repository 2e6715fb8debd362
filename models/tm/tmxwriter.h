// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmunit.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QIODevice;

// Writes translation units as TMX 1.4b in UTF-8: one <tu> per unit, context as
// <prop type="x-context">, the note, dates as YYYYMMDDThhmmssZ. The header's srclang
// is the units' common source language, or "*all*" when they differ.
// Characters that XML 1.0 forbids (C0 controls other than tab, line feed and carriage
// return, U+FFFE, U+FFFF, lone surrogates) are dropped; a carriage return is written
// as &#13; so that CRLF line breaks survive XML's line-end normalisation.
class TmxWriter
{
    Q_DECLARE_TR_FUNCTIONS(TmxWriter)
public:
    static bool write(QIODevice &device, const QList<TmUnit> &units, QString *error);
};
