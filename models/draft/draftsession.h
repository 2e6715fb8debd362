// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/draftreconciler.h"
#include "draft/draftwriter.h"
#include "draft/lineids.h"
#include "draft/sourceblockstate.h"
#include "draft/targetblock.h"
#include "notes/annotationkind.h"
#include "review/reviewaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

class ProjectStore;

// The draft of one issue while it is edited as one markdown document, with the
// source beside it. update() takes the edited text and the ids its lines carry,
// reconciles them with the stored blocks (DraftReconciler) and writes the
// difference in one transaction; on failure nothing changes, on disk or here.
// Blocks removed in this session are kept as tombstones, so that an undo that brings
// their lines back restores their origin, status and alignment (and undoes a merge,
// see DraftReconciler). A block whose text comes back to the text it last had while
// confirmed (translated, reviewed or approved), with that alignment, gets that status
// back. Editing a reviewed or approved block makes it translated, not draft, and
// records a reopen event (no reviewer, note ReviewWorkflow::editedAfterReviewNote());
// it stays translated while edited, and an undo back to its text takes the event back
// with the status. A save finds the draft changed by another connection since it
// was loaded: it is refused (errorString() says so, changedElsewhere() is true until
// a save passes the check), nothing is written, and the caller keeps the edited text;
// a session loaded afresh takes the other change as its base. Ids are never reused within a session: tombstones, the editor's undo states
// and the clipboard still carry removed ids.
// The editor (QTextDocument) has no '\r': text() has every line break as '\n', and
// update() takes text whose line breaks are '\n'. Blocks it leaves unchanged keep
// their stored bytes; new and changed text gets the draft's own line breaks (the
// most frequent of "\r\n", '\r' and '\n' in it as loaded), so export stays uniform.
class DraftSession : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(DraftSession)
public:
    DraftSession(ProjectStore &store, qint64 issueId);

    // Reads the draft and the source side; false with errorString() on error, and
    // the session stays as it was.
    bool load();

    // What the editor shows: MarkdownExporter::draft() with every line break as '\n'
    // (DraftReconciler::editorText()). lineIds() counts its lines.
    const QString &text() const { return m_text; }
    const LineIds &lineIds() const { return m_lineIds; }
    const QList<TargetBlock> &blocks() const { return m_blocks; }
    // The index of the block line belongs to (a blank line belongs to the block
    // before it), or -1 (the lead, or no such line).
    int blockAtLine(int line) const;
    // The index of the block with this id, or -1.
    int indexOfBlock(qint64 id) const;

    // Reconciles text (as the editor gives it back) and saves: changed rows are
    // updated, new ones inserted (with ids above any seen), removed ones deleted,
    // ordinals, alignments, the lead and the issue's updated_at rewritten.
    // Afterwards blocks() and lineIds() carry the new ids. Text and ids identical to
    // the current state write nothing.
    bool update(const QString &text, const LineIds &ids);
    // status: draft, pretranslated, translated, reviewed or approved. Setting draft forgets the
    // status to come back to on undo.
    bool setStatus(int blockIndex, const QString &status);
    // The same for several blocks, in one transaction (all or nothing).
    bool setStatuses(const QList<int> &blockIndexes, const QString &status);
    // Moves the blocks at these indexes as ReviewWorkflow says (ReviewSettings' rule
    // too), recording one block_reviews event per block, in one transaction; one
    // block refused changes nothing and errorString() says which and why.
    bool review(const QList<int> &blockIndexes, ReviewAction action, const QString &reviewer, const QString &note);
    // Replaces the block's alignment (source block ids of this issue; empty: none).
    // A block that gets a source is a translation; one that loses all its sources is
    // an addition (a translator's note stays a note).
    bool setSources(int blockIndex, const QList<qint64> &sourceIds);
    // Makes the block a translator's note of kind, with the values of its form
    // (AnnotationRepository keeps them; the block's text is the caller's rendering);
    // extraId: the extra template it was made from (AnnotationRepository::writeNote).
    bool setNote(int blockIndex, AnnotationKind kind, const QJsonObject &values, qint64 extraId = 0);
    // Reads again which source blocks are deleted (DeletionRepository changed them).
    bool reloadDeletions();
    // The draft blocks aligned to one of sourceIds and to nothing that is not deleted
    // whole, counting sourceIds as deleted whole (a deletion about to be made, or just
    // made): what such deletions leave without a reason to be in the draft.
    QList<qint64> blocksOnlyFor(const QList<qint64> &sourceIds) const;
    // Takes the blocks with these ids (and the blank line after each) out of the
    // draft and saves, as update() does; unknown ids are ignored.
    bool removeBlocks(const QList<qint64> &ids);

    // The source posts joined as MarkdownExporter::source() joins them.
    const QString &sourceText() const { return m_sourceText; }
    const QList<SourceBlockState> &sourceBlocks() const { return m_sources; }
    int sourceBlockAtLine(int line) const;
    QList<int> sourcesOfTarget(int targetIndex) const;
    QList<int> targetsOfSource(int sourceIndex) const;

    // The last save was refused because another connection changed the draft.
    bool changedElsewhere() const { return m_changedElsewhere; }

private:
    // An edit that takes a reviewed or approved block back to translated (undone:
    // brings it back, and takes the edit's reopen event back).
    struct Reopening {
        qint64 id = 0;
        QString from;
        bool undone = false;
    };

    struct Confirmed {
        QString text;
        QString status;
        QList<qint64> sources;
    };

    bool changes(const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const;
    void keepLineBreaks(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const;
    QString withLineBreaks(const QString &text, const QString *stored) const;
    void restoreStatuses(DraftReconciler::Result &result) const;
    QList<Reopening> reopenEdited(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous) const;
    bool writeReopenings(const QList<Reopening> &reopenings, QString *error);
    void remember(const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous);
    void confirm(const TargetBlock &block);
    void adopt(const QString &lead, QList<TargetBlock> blocks);
    void layOut();
    void fillFromParse();
    void linkSources();
    QHash<qint64, TargetBlock> byId() const;
    bool inTransaction(const std::function<bool()> &write);
    qint64 dataVersion() const;
    bool unchangedElsewhere();

    ProjectStore &m_store;
    const qint64 m_issueId;
    DraftWriter m_writer;
    QString m_lead;
    QList<TargetBlock> m_blocks;
    QHash<qint64, int> m_ordinals; // stored ordinal by id
    QHash<qint64, DraftReconciler::Tombstone> m_tombstones;
    // By block id, also of tombstones: each text the block had a status past draft with
    // (the latest last), so that undoing several edits brings each status back.
    QHash<qint64, QList<Confirmed>> m_confirmed;
    // Blocks an edit reopened in this session: they stay translated while edited, and
    // m_confirmed keeps their reviewed or approved state for an undo.
    QSet<qint64> m_reopened;
    QString m_lineBreak = QStringLiteral("\n"); // of new and changed text
    QString m_text;
    LineIds m_lineIds;
    QString m_sourceText;
    QList<SourceBlockState> m_sources;
    QHash<qint64, int> m_sourceIndex; // by source block id
    bool m_changedElsewhere = false;
    qint64 m_dataVersion = -1; // PRAGMA data_version when the draft was last known to be as stored
};
