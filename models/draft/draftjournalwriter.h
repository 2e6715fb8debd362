// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/draftjournal.h"

#include <QCoreApplication>
#include <QFile>

// Appends the edits of one issue's draft to its journal (DraftJournal) as they
// happen: one write() per edit, no fsync (the page cache outlives a killed process).
// The file is made by the first edit after start() (header, base and that edit in one
// write), so an issue that is only looked at leaves none; saved or discarded edits
// are dropped with it (start() again, or discard()). An edit is the lines that
// changed between the state last journaled and the new one: where the texts differ
// first and last, widened to whole lines and to every line whose ids changed.
// A write that fails stops the journal until the next start() (errorString());
// autosave still saves.
class DraftJournalWriter
{
    Q_DECLARE_TR_FUNCTIONS(DraftJournalWriter)
public:
    DraftJournalWriter() = default;
    // Closes the file and leaves it: the edits in it are not saved yet.
    ~DraftJournalWriter();
    DraftJournalWriter(const DraftJournalWriter &) = delete;
    DraftJournalWriter &operator=(const DraftJournalWriter &) = delete;

    // From now on journals issueId's edits at path, starting from text and ids, the
    // draft as stored (DraftSession::text(), lineIds()). Removes the journal it wrote
    // before; another file at path (left by an earlier run) is set aside, never
    // overwritten. Writes nothing yet. false (errorString()): not journaling.
    bool start(const QString &path, qint64 issueId, const QString &text, const LineIds &ids);
    // The editor's text and ids after an edit. Nothing to write (no change, or not
    // started): true.
    bool append(const QString &text, const LineIds &ids);
    // The edits are saved or given up: removes the file, journals nothing until start().
    bool discard();

    bool isJournaling() const { return !m_path.isEmpty(); }
    QString path() const { return m_path; }
    // Edits written since start().
    int edits() const { return m_edits; }
    QString errorString() const { return m_error; }

private:
    // The lines [first, first + removed) of the old state that the new one replaces.
    static bool changeBetween(const QString &oldText, int oldLines, const LineIds &oldIds, const QString &newText, const LineIds &newIds,
        int *newLines, DraftJournal::Splice *change);
    bool write(const QByteArray &bytes);
    bool fail(const QString &message);

    QFile m_file;
    QString m_path;
    qint64 m_issueId = 0;
    QString m_text; // as last journaled
    LineIds m_ids;
    int m_lines = 0; // lines of m_text
    int m_edits = 0;
    QString m_error;
};
