// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletionreason.h"

#include <QString>

// A passage of a source block left out of the translation, with why. The span is
// [spanStart, spanEnd) in UTF-16 units of the block's text; both -1: the whole block.
struct Deletion {
    qint64 id = 0;
    qint64 sourceBlockId = 0;
    int spanStart = -1;
    int spanEnd = -1;
    DeletionReason reason = DeletionReason::Other;
    QString justification;
    QString author;
    QString createdAt;
    // The source block's text changed in a source update (SourceUpdater): the
    // deletion wants a second look; SourceChangeRepository::clearRecheck clears it.
    bool recheck = false;

    bool isWholeBlock() const { return spanStart < 0 && spanEnd < 0; }
    // A deletion may wait for its justification; until then it is flagged, and export
    // refuses it unless forced.
    bool isJustified() const { return !justification.trimmed().isEmpty(); }
};
