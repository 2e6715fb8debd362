// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// What VersionConflictChecker finds among a post's versions: a conflict (the pinned
// versions cannot work together: no official wheel, a removed symbol, a driver below
// the minimum, packages of different releases) or a deprecation (works, but warns
// and will break). noteText is the note's line in Chinese (note content is Chinese
// whatever the interface language), message the same for people, translated.
struct VersionConflict {
    enum Severity { Conflict, Deprecation };

    Severity severity = Conflict;
    QString id; // "torch-cuda", "driver-cuda", the compatibility catalogue entry's id
    int block = -1; // the source block of the later of the versions involved
    QString noteText;
    QString message;
    QString source; // a link that says so; empty for the version catalogue's facts

    bool operator==(const VersionConflict &other) const
    {
        return severity == other.severity && id == other.id && block == other.block && noteText == other.noteText;
    }
};
