// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;
struct FeedbackImage;

// The demo project: two diffusers documentation pages (one with its published
// Chinese translation), the d2l-zh glossary with the seeds' kernel conflict, a
// translator's note (a hardware table where the post names A100 and V100) and the
// deletions a translator would make in the untranslated page — one still without
// its justification, so that the flag shows — and a newer version of the first
// page imported over it, so that the Source Changes pane has edits to review, a new
// paragraph to translate and a removed one to decide on; technologies for the
// radar, each issue tagged with those its source names.
class DemoProject
{
    Q_DECLARE_TR_FUNCTIONS(DemoProject)
public:
    static bool create(const QString &path, QString *error);
    static bool addTerms(ProjectStore &store, QString *error);

private:
    static bool addNote(ProjectStore &store, qint64 issueId, QString *error);
    static bool addDeletions(ProjectStore &store, qint64 issueId, QString *error);
    // Issue 1 under review: statuses by two reviewers, a rejection, comment threads,
    // reader feedback, four of five blind tests passed, a revision.
    static bool addReview(ProjectStore &store, qint64 issueId, QString *error);
    static bool addReaderTests(ProjectStore &store, qint64 issueId, QString *error);
    static FeedbackImage readerScreenshot();
    static bool updateSource(ProjectStore &store, QString *error);
    static bool addReuse(ProjectStore &store, const qint64 (&issues)[2], QString *error);
    // Technologies, the issues' tags from their sources, the issues dated apart.
    static bool addRadar(ProjectStore &store, const qint64 (&issues)[2], QString *error);
    static bool removeFromDraft(ProjectStore &store, qint64 issueId, const QList<qint64> &deletedSources, QString *error);
};
