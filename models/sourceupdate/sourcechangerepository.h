// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "sourceupdate/sourcechange.h"
#include "sourceupdate/sourceversion.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantList>

class ProjectStore;

// Reads what source updates did to an issue and records the translator's
// decisions on it (table source_changes), and the post versions kept.
class SourceChangeRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(SourceChangeRepository)
public:
    explicit SourceChangeRepository(ProjectStore &store);

    // The issue's changes, newest update first, then as the new version reads.
    QList<SourceChange> changes(qint64 issueId, bool openOnly = false);
    int openCount(qint64 issueId);
    // The open edited changes of the issue by current source block id (what the
    // editors mark and the diff beside the draft shows).
    QList<SourceChange> openEditsOf(qint64 issueId);

    // Edited, added or moved → Done. Removed → Dropped: its draft blocks still in the
    // draft are deleted (comments with them) and the draft renumbered; Kept: they
    // become additions. A block aligned to other source since is left alone by both.
    // Done for a removed change, Dropped or Kept for another kind, a change not open
    // and Open are refused. All or nothing; author and time recorded. The
    // issue's draft must not be open in a DraftSession that writes (callers save
    // and reload around it).
    bool resolve(qint64 changeId, SourceChange::State state, const QString &author);
    // Back to Open (a Done edit only; a drop cannot be reopened).
    bool reopen(qint64 changeId);
    // Clears the deletion's recheck flag (the translator has looked at it again).
    bool clearRecheck(qint64 deletionId);

    // Every version of the issue's posts, oldest first per post, the current last.
    QList<SourceVersion> versions(qint64 issueId);

private:
    QString refusalOf(qint64 changeId, SourceChange::Kind kind, const QString &current, SourceChange::State state) const;
    bool dropTargets(qint64 issueId, const QList<qint64> &targets);
    bool readLast(qint64 issueId, qint64 *id, QString *trailing);
    bool keepTargets(const QList<qint64> &targets);
    bool writeState(qint64 changeId, SourceChange::State state, const QString &author);

    ProjectStore &m_store;
};
