// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "markdown/blockkind.h"
#include "notes/annotationkind.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

class ProjectStore;
class QSqlQuery;

// Translator's notes re-used across issues: notes of one issue copied into another
// issue's draft, as new blocks (origin note, the same note type, text and form
// values; aligned to nothing), or linked: copied, and a note_links row remembers the
// original and the text both have (NoteLinkRepository keeps them in step).
//
// Writes the stored draft of the receiving issue directly, so it must not be used on
// an issue open in a DraftSession that writes (the window: save, reuse, reloadIssue).
// All or nothing: one transaction, nothing changed on error.
class NoteReuse : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(NoteReuse)
public:
    enum class Mode { Copy, Link };

    struct Note {
        qint64 id = 0; // target block id
        qint64 issueId = 0;
        BlockKind blockKind = BlockKind::BlockQuote;
        AnnotationKind kind = AnnotationKind::HardwareTable;
        QString text; // the block's markdown (a block quote)
        QJsonObject values; // its form values; empty when it has none
        bool hasValues = false;
    };

    explicit NoteReuse(ProjectStore &store);

    // The issue's notes in draft order (blocks of origin note whose type this version knows).
    QList<Note> notes(qint64 issueId) const;
    std::optional<Note> note(qint64 targetBlockId) const;

    // Copies the notes with these ids, in this order, into toIssueId's draft: after the
    // block afterBlockId (a block of toIssueId), or at the end when it is 0. The notes
    // must all belong to one issue other than toIssueId. Ordinals are renumbered; the
    // block before a note and each note are followed by a blank line (in the draft's
    // own line break), so that the draft stays markdown with the notes as blocks of
    // their own. createdIds() are the new blocks' ids, in the order of noteIds.
    bool reuse(const QList<qint64> &noteIds, qint64 toIssueId, Mode mode, qint64 afterBlockId = 0);
    // reuse() inside the caller's transaction (ProjectStore::beginWrite()), which it
    // rolls back when this returns false.
    bool reuseWithin(const QList<qint64> &noteIds, qint64 toIssueId, Mode mode, qint64 afterBlockId = 0);
    QList<qint64> createdIds() const { return m_created; }

private:
    struct Row {
        qint64 id = 0;
        QString trailing;
    };

    bool readNotes(const QList<qint64> &noteIds, qint64 toIssueId, QList<Note> *notes);
    bool readDraft(qint64 issueId, QList<Row> *rows);
    bool write(const QList<Note> &notes, qint64 toIssueId, Mode mode, qint64 afterBlockId);
    static int insertionIndex(const QList<Row> &rows, qint64 afterBlockId);
    bool setTrailing(const Row &row, const QString &trailing);
    bool touchIssue(qint64 issueId);
    bool insertNote(const Note &note, qint64 id, qint64 issueId, int ordinal, const QString &trailing, const QString &lineBreak, Mode mode);
    qint64 maxBlockId();

    ProjectStore &m_store;
    QList<qint64> m_created;
};
