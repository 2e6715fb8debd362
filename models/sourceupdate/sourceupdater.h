// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "markdown/markdowndocument.h"
#include "sourceupdate/sourceblockmatch.h"
#include "sourceupdate/sourcechange.h"
#include "sourceupdate/sourceupdatestate.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantList>

#include <optional>

class ProjectStore;

// Re-imports a newer version of one of an issue's source posts (DESIGN.md §2).
// prepare() reads and checks the new text and matches its blocks with the stored
// ones (SourceBlockMatcher); it writes nothing, and summary() then says what apply()
// would do. apply() does it in one transaction, all or nothing (SourceUpdateWriter
// writes the blocks, the draft and the changes):
// - the post's current content goes to source_versions; the post row gets the new
//   content, sha256, origin path and version + 1;
// - unchanged and moved blocks keep their row (id, alignments, deletions) with new
//   positions; edited blocks too, with the new text: their draft blocks go back to
//   draft status (those that were confirmed with a block_reviews "reopen" event
//   noted "source changed") and the change stays open — an edit still open from an
//   earlier update is closed, and the new one keeps its old text, the one the draft
//   translated; a deletion on an edited block is flagged (deletions.recheck), its
//   span moved to where the same passage is now, else clamped into the text;
// - a block whose text changed only in its line endings counts as unchanged (its
//   row takes the new bytes); one edited back to the old text of its open edit
//   (the text its draft translated) too: that edit is closed (done), nothing new is
//   recorded, the draft is left alone, deletion spans follow the text;
// - an added block gets a new row and an untranslated draft block (a copy of it, as
//   PostImporter makes them) aligned to it, placed after the draft block of the
//   nearest preceding source block that has one (and the notes that follow it),
//   else first, with a blank line before and after it;
// - a removed block's row goes (its alignments and deletions with it); the draft
//   blocks that translated only it stay in the draft, unaligned, and the change
//   stays open until the translator drops or keeps them (SourceChangeRepository);
//   without such blocks it is recorded dropped at once;
// - a draft revision records the draft after the update (RevisionRepository).
// The issue must not be open in a DraftSession that writes (the caller saves and
// reloads it around apply()).
class SourceUpdater : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(SourceUpdater)
public:
    struct Summary {
        qint64 issueId = 0;
        qint64 postId = 0;
        int oldVersion = 0;
        int newVersion = 0;
        int unchanged = 0;
        int moved = 0;
        int edited = 0; // including moved and edited
        int added = 0;
        int removed = 0;
        int recheckDeletions = 0; // deletions flagged for a second look
        QList<SourceBlockMatch> matches; // old blocks: the stored ones in ordinal order
        QList<SourceChange> changes; // as recorded (after apply(): with ids)
        QList<qint64> needsReview; // draft blocks whose source changed
        QList<qint64> addedTargets; // untranslated draft blocks made for added source
        QList<qint64> orphanedTargets; // draft blocks of removed source, waiting for a decision
    };

    explicit SourceUpdater(ProjectStore &store);

    // postOrdinal -1: the issue's only post; with several, the one whose stored
    // origin file name is originPath's, else an error asking for the ordinal.
    // False with errorString() when the issue or post does not exist, the bytes
    // are not a post (PostImporter::problemWith), or they equal the current version.
    bool prepare(int issueNumber, const QByteArray &newSource, const QString &originPath, int postOrdinal = -1);
    bool apply(const QString &author);

    const Summary &summary() const { return m_summary; }

private:
    bool choosePost(int issueNumber, const QString &originPath, int postOrdinal);
    bool readStored();
    bool readDraft();
    bool readDeletions();
    bool readOpenEdits();
    void plan();
    void markReverted();
    SourceChange changeOf(const SourceBlockMatch &match) const;
    bool write(const QString &author);
    bool unchangedSincePrepare();
    bool archiveAndReplacePost();

    ProjectStore &m_store;
    std::optional<MarkdownDocument> m_newPost;
    QByteArray m_newSource;
    QString m_originPath;
    SourceUpdateState m_stored;
    Summary m_summary;
};
