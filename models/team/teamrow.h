// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

// One row of a travelling table (TeamTables) as it goes between a working copy and
// the team server. Local integer ids never travel: the row is named by its uuid, and
// each foreign-key column in data holds the uuid of the row it refers to (or null).
// The row's own id column and its uuid column are not in data.
struct TeamRow {
    QString table; // the local table, e.g. "target_blocks"
    QString uuid; // the row's stable id, the same in every copy and on the server
    QString issueUuid; // the issue the row belongs to ('' : the whole series)
    QJsonObject data; // column -> value; BLOBs as {"base64": "..."}
    bool deleted = false;
    qint64 rev = 0; // the server's revision of this version (0: not on the server yet)
    qint64 baseRev = 0; // on push: the revision this copy last had of the row (0: new)
    QString author; // on pull: the login that wrote this version (the server sets it)
};

// What the server made of one pushed row.
struct TeamPushResult {
    QString table;
    QString uuid;
    qint64 rev = 0; // > 0: accepted as this revision
    QString error; // refused (no lease, not the lead, crafted row, ...): the server's reason
};
