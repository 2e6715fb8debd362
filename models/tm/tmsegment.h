// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"

#include <QList>
#include <QString>

// What the translation memory stores and looks up for an alignment link: the linked
// source blocks' texts joined by a blank line, with the source block before the
// first of them as context (for in-context, 101% matches). Units made from an issue
// (TranslationMemory::addIssue), pre-translation and the workbench's lookups all
// build their segments here, so that they find each other.
struct TmSegment {
    QString source;
    QString context;

    // sources: an issue's source blocks in order; indexes: the linked ones, in any
    // order (duplicates ignored).
    static TmSegment of(const QList<BlockRecord> &sources, QList<int> indexes);
    static QString join(const QStringList &texts) { return texts.join(QStringLiteral("\n\n")); }
};
