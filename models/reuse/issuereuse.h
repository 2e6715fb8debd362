// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reuse/checklistreuse.h"
#include "reuse/notereuse.h"
#include "reuse/termreuse.h"

#include <QList>
#include <QString>
#include <QStringList>

class ProjectStore;

// Re-use from one issue in another, in one transaction: translator's notes
// (NoteReuse), checklist results (ChecklistReuse) and the issue's terms (TermReuse)
// all come, or nothing does. Notes write the receiving draft directly: the same
// caveat as NoteReuse about an issue open in a DraftSession.
class IssueReuse
{
public:
    struct Request {
        qint64 fromIssueId = 0;
        int fromNumber = 0;
        qint64 toIssueId = 0;
        int toNumber = 0;
        bool notes = false;
        QList<qint64> noteIds;
        NoteReuse::Mode mode = NoteReuse::Mode::Copy;
        qint64 afterBlockId = 0; // 0: at the end of the draft
        bool checklist = false;
        QStringList checklistKeys; // empty: every result
        bool terms = false;
        QList<qint64> termIds; // empty: every term of the issue
    };

    explicit IssueReuse(ProjectStore &store);

    bool apply(const Request &request);
    // What apply() did, read from the parts.
    const NoteReuse &notes() const { return m_notes; }
    const ChecklistReuse &checklist() const { return m_checklist; }
    const TermReuse &terms() const { return m_terms; }
    QString errorString() const { return m_error; }

private:
    bool write(const Request &request);

    ProjectStore &m_store;
    NoteReuse m_notes;
    ChecklistReuse m_checklist;
    TermReuse m_terms;
    QString m_error;
};
