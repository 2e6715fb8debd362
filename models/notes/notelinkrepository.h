// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

#include <functional>
#include <optional>

class ProjectStore;
class QSqlQuery;

// Linked notes (note_links, NoteReuse::Mode::Link): a copy in one issue of a note of
// another. synced_text is the text both had when last in step, with every line break
// as '\n' (drafts may differ in line breaks); texts are compared that way.
//
// Like NoteReuse it writes stored drafts: sync(), takeOriginal() must not run on an
// issue open in a DraftSession that writes (the window saves, syncs, reloads).
// Each write is one transaction; on failure nothing changed and errorString() says why.
class NoteLinkRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(NoteLinkRepository)
public:
    enum class State {
        InStep, // both still have the synced text
        OriginalChanged, // the original was edited, the copy was not: sync() takes it
        EditedHere, // the copy was edited, the original was not: sync() leaves it
        BothChanged, // both edited since: only takeOriginal() overwrites the copy
        OriginalGone, // the original note was deleted (or is no note any more)
    };

    struct Link {
        qint64 copyId = 0; // the linked copy (a target block of this issue)
        qint64 originalId = 0; // 0 when the original is gone
        int originalIssue = 0; // the original's issue number; 0 when gone
        State state = State::InStep;
        QString linkedAt;
    };

    explicit NoteLinkRepository(ProjectStore &store);

    // The links of the issue's copies, in draft order.
    QList<Link> links(qint64 issueId) const;
    std::optional<Link> link(qint64 copyId) const;

    // Copies in state OriginalChanged take the original's text, note type and form
    // values (the draft's own line breaks kept; a reviewed or approved copy becomes
    // translated again) and the new synced text. Copies edited here are left as they
    // are and listed in keptIds(); updatedIds() lists the copies that changed.
    bool sync(qint64 issueId);
    QList<qint64> updatedIds() const { return m_updated; }
    QList<qint64> keptIds() const { return m_kept; }
    // Overwrites the copy with the original even when it was edited here.
    bool takeOriginal(qint64 copyId);
    // Forgets the link; the copy stays as a note of its own.
    bool unlink(qint64 copyId);

    // "in_step", "original_changed", "edited_here", "both_changed", "original_gone"
    static QString stateName(State state);
    // Translated, for people ("Original changed").
    static QString stateLabel(State state);

private:
    struct Row {
        Link link;
        qint64 issueId = 0;
        QString copyText;
        QString status;
        QString originalText;
        QString originalType;
        QString originalValues; // NULL: the original has no form values
        bool originalHasValues = false;
    };

    QList<Row> rows(const QString &where, qint64 key) const;
    static State stateOf(const QString &synced, const QString &copy, const std::optional<QString> &original);
    bool takeOver(const Row &row);
    bool inTransaction(const std::function<bool()> &write);

    ProjectStore &m_store;
    QList<qint64> m_updated;
    QList<qint64> m_kept;
};

Q_DECLARE_METATYPE(NoteLinkRepository::State)
