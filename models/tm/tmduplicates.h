// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmunit.h"

#include <QList>
#include <QString>

#include <vector>

class QSqlDatabase;

// Which units of a large batch are new to the translation memory: not stored already
// with the same source and target (units of attached files count only for anyOrigin,
// as in TranslationMemory::add), nor repeated earlier in the batch. In memory, where
// a query per unit took most of an import's time: the batch's units are hashed (64
// bits over both texts' UTF-8) and sorted, then one pass over the stored units looks
// each one's hash up; texts are compared byte for byte wherever hashes match.
class TmDuplicates
{
public:
    // fresh[i] tells whether units[i] is to be stored. False, and *error, when the
    // stored units cannot be read.
    static bool findNew(const QSqlDatabase &db, const QList<TmUnit> &units, bool anyOrigin, std::vector<bool> *fresh, QString *error);
};
