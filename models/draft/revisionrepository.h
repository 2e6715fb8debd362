// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/revision.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>

#include <optional>

class ProjectStore;

// The revision history of issues' drafts (table revisions, schema v7): each revision
// is the whole draft as MarkdownExporter::draft() gives it, qCompress'd. Number 0 is
// the draft as imported (PostImporter writes it through writeBase()); numbers above 0
// are saved changes, which the export footer counts.
//
// Coalescing: while one author keeps editing, record() replaces the latest revision
// instead of adding one, as long as its last change is less than CoalesceSeconds old
// and it is not sealed. Sealing is kept in the project, so that it holds across
// processes (a CLI command's revision is never extended by the window): the setting
// "revisions.sealed.<issue id>" holds the highest sealed revision number of the issue.
class RevisionRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(RevisionRepository)
public:
    static constexpr int CoalesceSeconds = 1800;

    // Coalesce: extend the latest revision when the rules above allow it.
    // New: always a new revision, sealed at once (for commands that change a draft
    // in one go, such as the CLI's); a latest revision that holds the draft already
    // is sealed instead.
    enum class Mode { Coalesce, New };
    enum class Outcome { Unchanged, Added, Replaced };

    explicit RevisionRepository(ProjectStore &store);

    // Records the issue's current draft if it differs from the latest revision.
    // Runs its own write transaction (call it outside one), and writes nothing when
    // the draft is unchanged. An issue without any revision (imported before
    // revisions were kept) starts at number 1. False with errorString() on error.
    bool record(qint64 issueId, const QString &author, const QString &summary, Mode mode = Mode::Coalesce);
    // record(…, Mode::New) for a caller inside a write transaction of its own, so
    // that a change and its revision are all or nothing (a source update).
    bool recordWithin(qint64 issueId, const QString &author, const QString &summary);
    // A draft that is not the stored one (the window's text when a conflict with
    // another program's change is settled in that program's favour) as a new, sealed
    // revision, so that it is not lost. Its own write transaction, like record().
    bool recordText(qint64 issueId, const QString &author, const QString &summary, const QString &draftMarkdown);
    // What the last successful record() did, and the number it wrote or found.
    Outcome lastOutcome() const { return m_outcome; }
    int lastNumber() const { return m_number; }
    // The next record() starts a new revision even within the window. Writes only when
    // the latest revision is not sealed yet.
    bool seal(qint64 issueId);

    // Newest first.
    QList<Revision> revisions(qint64 issueId) const;
    // The draft as revision number stored it; nothing (errorString()) if there is none.
    std::optional<QString> content(qint64 issueId, int number) const;
    // Revisions above 0: the export footer's count.
    int count(qint64 issueId) const;

    // Revision 0 at import, inside the importer's transaction: inserted for a new
    // draft, replaced while the draft has no later revision (a second post imported
    // before any edit), else the import is a new, sealed revision.
    static bool writeBase(QSqlDatabase &db, qint64 issueId, const QString &draftMarkdown, QString *error);

    // Tests: a fixed "now" (UTC); an invalid one is the real clock again.
    void setNow(const QDateTime &now) { m_now = now; }

private:
    struct Latest {
        int number = 0;
        QString author;
        QString summary;
        QDateTime updatedAt;
        QByteArray content; // uncompressed UTF-8
    };

    static std::optional<Latest> latest(QSqlDatabase &db, qint64 issueId, QString *error);
    static int sealedNumber(QSqlDatabase &db, qint64 issueId);
    static bool writeSeal(QSqlDatabase &db, qint64 issueId, int number, QString *error);
    static bool insert(QSqlDatabase &db, qint64 issueId, int number, const QString &author, const QString &summary, const QByteArray &draft,
        const QString &now, QString *error);
    static bool replace(
        QSqlDatabase &db, qint64 issueId, int number, const QString &summary, const QByteArray &draft, const QString &now, QString *error);
    static QString mergedSummary(const QString &old, const QString &added);

    bool write(qint64 issueId, const QString &author, const QString &summary, Mode mode, const QByteArray &draft);
    bool writeInTransaction(qint64 issueId, const QString &author, const QString &summary, Mode mode, const QByteArray &draft);
    bool coalesces(const Latest &latest, int sealed, const QString &author) const;
    QDateTime now() const;

    ProjectStore &m_store;
    QDateTime m_now;
    Outcome m_outcome = Outcome::Unchanged;
    int m_number = 0;
};
