// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumnames.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// What one source update (SourceUpdater) did to one source block (table
// source_changes). Unchanged blocks get no record. An open change is work for the
// translator: an edited source block's draft blocks need another look (Done when
// looked at), a removed block's draft blocks must be dropped (Dropped) or kept as
// additions (Kept). Added and moved blocks are recorded Done: the draft already
// has an untranslated copy of an added block, and a moved block's translation stays
// where the translator put it.
struct SourceChange {
    enum class Kind { Edited, Moved, Added, Removed };
    enum class State { Open, Done, Dropped, Kept };

    qint64 id = 0;
    qint64 postId = 0;
    int version = 0; // the post's version this update made
    Kind kind = Kind::Edited;
    qint64 sourceBlockId = 0; // the block in the current version; 0 for Removed
    int oldOrdinal = -1; // the block's ordinal in the post before the update
    int newOrdinal = -1; // its ordinal now (-1: removed); read from source_blocks
    QString oldText; // the block's source text before the update (edited, moved, removed)
    QString newText; // its text now (read from source_blocks; empty when removed)
    // Edited: the draft blocks aligned to the block (read from alignments);
    // Removed: the draft blocks that translated it, as recorded at the update.
    QList<qint64> targetIds;
    // Extras: "moved": true (an edited block that also moved), "deletion": the
    // deletion that was on a removed block ({reason, justification, author}),
    // "recheck": true (an edited block carries a deletion flagged for a second look).
    QJsonObject detail;
    State state = State::Open;
    QString resolvedBy;
    QString resolvedAt;

    bool isOpen() const { return state == State::Open; }
    // Whether the change concerns the draft block targetId, aligned to sourceIds.
    bool isAbout(qint64 targetId, const QList<qint64> &sourceIds) const
    {
        return (sourceBlockId != 0 && sourceIds.contains(sourceBlockId)) || targetIds.contains(targetId);
    }

    // Stored names: edited, moved, added, removed; open, done, dropped, kept (read
    // with value()); and their labels, translated, for people.
    static const EnumNames<Kind> &kinds();
    static const EnumNames<State> &states();
    static QString kindName(Kind kind);
    static QString stateName(State state);
};
