// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

// One unit of an XLIFF file as XliffReader reads it back.
struct XliffUnit {
    QString id; // "s12-s13": see XliffGroup
    QList<qint64> draftIds; // the draft blocks of the group at export
    bool translatable = true; // false: translate="no", never imported
    bool hasTarget = false;
    QString target; // markdown, protected elements put back from the file's native code
    QString status; // draft, translated, reviewed or approved, from the target's state
};
