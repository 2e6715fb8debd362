// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;

// Folds the edit journals left beside a project by a window that was killed
// (DraftJournal) into the project, at the next open, under the project's lock (the
// window's open, a CLI command that writes). For each journal:
// - the stored draft is still the journal's base: its edits are replayed through
//   DraftSession::update() — the autosave that did not happen, in one transaction,
//   alignment carried by the line ids — and a revision records them;
// - the stored draft already holds the replayed text (saved just before the kill):
//   nothing to do;
// - the draft was changed since (another program): the edits are not applied over
//   that change; the replayed draft becomes a sealed revision instead, so nothing
//   typed is lost;
// - no edit in it (empty, only a base, or only a torn record): nothing to do.
// The journal is removed once folded in. A journal that cannot be read (not a
// journal, newer format, damaged header, another issue's, of an issue no longer in
// the project) is refused: one-line message, nothing changes, the file stays.
class DraftJournalRecovery
{
    Q_DECLARE_TR_FUNCTIONS(DraftJournalRecovery)
public:
    enum class Outcome { Nothing, Applied, AlreadySaved, KeptAsRevision, Refused };

    struct Result {
        Outcome outcome = Outcome::Nothing;
        int edits = 0;
        // For the status bar (and the CLI's stderr); empty when there is nothing to say.
        QString message;
        QString keptAs; // foldAll(): where a refused journal was set aside
    };

    // author: whom the revisions name (AppSettings::userName()).
    DraftJournalRecovery(ProjectStore &store, const QString &author);

    // The journal at path of the issue with id issueId.
    Result fold(qint64 issueId, const QString &path);
    // Every journal beside the project (DraftJournal::journalsBeside()); refused ones
    // are set aside (DraftJournal::setAside()) so that new edits can be journaled.
    QList<Result> foldAll();
    // The messages of results in one line; empty when nothing was said.
    static QString summary(const QList<Result> &results);

private:
    Result refuse(qint64 issueId, const QString &path, const QString &reason) const;
    Result done(Outcome outcome, const QString &path, int edits, const QString &message) const;
    QString issueName(qint64 issueId) const;

    ProjectStore &m_store;
    QString m_author;
};
