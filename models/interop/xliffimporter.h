// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/lineids.h"
#include "interop/xliffunit.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

class ProjectStore;
class XliffReader;
class DraftSession;

// Applies a read XLIFF file to an issue's draft through DraftSession, so that
// alignment is kept the way the editor keeps it: each changed group's draft lines
// are replaced by the target's markdown at the place of its first block (the lines
// of its other blocks go), and the target's blocks carry the group's draft block ids
// in order — block i the id of group block min(i, m − 1), the last target block
// also the ids left over when the target has fewer blocks than the group (a merge:
// alignments united). More target blocks than draft blocks are split parts of the
// last one. Then each changed group's blocks get the status of the target's state.
//
// All or nothing: a file with any problem (XliffReader::problems(), another issue,
// a unit whose source blocks no longer form a group or whose draft blocks changed
// since the export) changes nothing, and the message names every such unit. The
// text of all units is written in one transaction (DraftSession::update); statuses
// follow it one by one, so only a failing database can leave the text imported and
// a status not.
// Units with translate="no" or without a (non-blank) target are skipped; a target
// equal to the draft with the state the group had is unchanged. A unit whose draft
// block ids a tool dropped is matched by its source block ids alone. Blank lines
// around a target are dropped (spaces ending its last line are kept).
class XliffImporter : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(XliffImporter)
public:
    struct Counts {
        int updated = 0;
        int unchanged = 0;
        int skipped = 0; // no target, or translate="no"
    };

    XliffImporter(ProjectStore &store, qint64 issueId, int issueNumber);

    bool apply(const XliffReader &reader);

    Counts counts() const { return m_counts; }

private:
    struct Change {
        XliffUnit unit;
        QList<qint64> draftIds;
        bool text = false;
        QList<int> targetLines; // after the text is written: first line of each target block
    };

    bool plan(const QList<XliffUnit> &units, QList<Change> *changes);
    bool write(QList<Change> &changes);
    void buildText(const DraftSession &session, QList<Change> &changes, QString *text, LineIds *ids) const;
    bool applyStatuses(DraftSession &session, const QList<Change> &changes);

    ProjectStore &m_store;
    const qint64 m_issueId;
    const int m_issueNumber;
    Counts m_counts;
};
