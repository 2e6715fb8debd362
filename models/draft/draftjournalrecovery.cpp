// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftjournalrecovery.h"

#include "draft/draftjournal.h"
#include "draft/draftjournalreader.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

DraftJournalRecovery::DraftJournalRecovery(ProjectStore &store, const QString &author)
    : m_store(store)
    , m_author(author)
{
}

QString DraftJournalRecovery::issueName(qint64 issueId) const
{
    const auto issue = IssueRepository(m_store).issueById(issueId);
    return issue ? tr("issue %1").arg(issue->number) : tr("the issue with id %1").arg(issueId);
}

DraftJournalRecovery::Result DraftJournalRecovery::refuse(qint64 issueId, const QString &path, const QString &reason) const
{
    Result result;
    result.outcome = Outcome::Refused;
    result.message = tr("The unsaved edits of %1 in %2 were not recovered: %3.")
                         .arg(issueName(issueId), QDir::toNativeSeparators(QFileInfo(path).fileName()), reason);
    return result;
}

DraftJournalRecovery::Result DraftJournalRecovery::done(Outcome outcome, const QString &path, int edits, const QString &message) const
{
    Result result;
    result.outcome = outcome;
    result.edits = edits;
    result.message = message;
    QFile file(path);
    if (!file.remove()) {
        // Folded in all the same; the next open finds it already saved.
        result.message = (message + QLatin1Char(' ')
            + tr("The journal %1 could not be removed: %2.").arg(QDir::toNativeSeparators(path), file.errorString()))
                             .trimmed();
    }
    return result;
}

DraftJournalRecovery::Result DraftJournalRecovery::fold(qint64 issueId, const QString &path)
{
    DraftJournalReader journal;
    if (!journal.readFile(path)) {
        return refuse(issueId, path, journal.errorString());
    }
    if (journal.hasBase() && journal.issueId() != issueId) {
        return refuse(issueId, path, tr("it belongs to another issue"));
    }
    if (!IssueRepository(m_store).issueById(issueId)) {
        return refuse(issueId, path, tr("the issue is no longer in the project"));
    }
    const DraftJournal::State &edited = journal.result();
    if (journal.edits() == 0 || (edited.lines == journal.base().lines && edited.ids == journal.base().ids)) {
        return done(Outcome::Nothing, path, 0, QString());
    }
    DraftSession session(m_store, issueId);
    if (!session.load()) {
        return refuse(issueId, path, session.errorString());
    }
    const int edits = journal.edits();
    const QString torn =
        journal.ignoredBytes() > 0 ? QLatin1Char(' ') + tr("The last edit in it was cut short and is left out.") : QString();
    const DraftJournal::State stored = DraftJournal::State::of(session.text(), session.lineIds());
    if (stored.lines == journal.base().lines && stored.ids == journal.base().ids) {
        if (!session.update(edited.text(), edited.ids)) {
            return refuse(issueId, path, session.errorString());
        }
        RevisionRepository revisions(m_store);
        QString unrecorded;
        if (!revisions.record(issueId, m_author, tr("Recovered after Yiqiao stopped"))) {
            unrecorded = QLatin1Char(' ') + tr("The revision history could not record them: %1").arg(revisions.errorString());
        }
        return done(Outcome::Applied, path, edits,
            tr("Recovered %n edit(s) to %1 that were not saved yet when Yiqiao stopped.", nullptr, edits).arg(issueName(issueId)) + torn
                + unrecorded);
    }
    if (stored.lines == edited.lines) {
        return done(Outcome::AlreadySaved, path, edits, QString());
    }
    RevisionRepository revisions(m_store);
    if (!revisions.recordText(issueId, m_author, tr("Edits recovered after Yiqiao stopped, not applied"), edited.text())) {
        return refuse(issueId, path, revisions.errorString());
    }
    return done(Outcome::KeptAsRevision, path, edits,
        tr("The draft of %1 was changed after Yiqiao stopped, so %n edit(s) not saved at that moment were not applied over the change; "
           "the draft with them is revision %2 in its history.",
            nullptr, edits)
                .arg(issueName(issueId))
                .arg(revisions.lastNumber())
            + torn);
}

QList<DraftJournalRecovery::Result> DraftJournalRecovery::foldAll()
{
    QList<Result> results;
    for (const auto &[issueId, path] : DraftJournal::journalsBeside(m_store.path())) {
        Result result = fold(issueId, path);
        if (result.outcome == Outcome::Refused) {
            QString error;
            result.keptAs = DraftJournal::setAside(path, &error);
            result.message +=
                QLatin1Char(' ') + (result.keptAs.isEmpty() ? error : tr("It is kept as %1.").arg(QDir::toNativeSeparators(result.keptAs)));
        }
        results.append(result);
    }
    return results;
}

QString DraftJournalRecovery::summary(const QList<Result> &results)
{
    QStringList messages;
    for (const Result &result : results) {
        if (!result.message.isEmpty()) {
            messages.append(result.message);
        }
    }
    return messages.join(QLatin1Char(' '));
}
