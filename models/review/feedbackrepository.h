// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "review/feedbackimage.h"
#include "review/feedbackreport.h"

#include <QCoreApplication>
#include <QList>
#include <QVariantList>

class ProjectStore;
class QSqlQuery;

// Stores readers' feedback reports on an issue. A blank body, or a block not of the
// issue, is refused; texts are stored trimmed. A fix is confirmed by two senior
// reviewers (ReviewSettings::seniorReviewers) other than the report's reporter and
// the one who marked it fixed; reopening or rejecting a report drops its
// confirmations and its fixer (a new fix needs new ones).
class FeedbackRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(FeedbackRepository)
public:
    explicit FeedbackRepository(ProjectStore &store);

    // targetBlockId 0: the report names no block. The new id is in addedId(). The
    // report and its screenshots (FeedbackImageRepository's rules) in one transaction:
    // a refused screenshot stores nothing.
    bool add(qint64 issueId, qint64 targetBlockId, FeedbackReport::Type type, const QString &body, const QString &reporter,
        const QList<FeedbackImage> &screenshots = {});
    // Open again, fixed or rejected, with what was done or why not; by: who does it,
    // stored as the fixer when the status becomes fixed (cleared otherwise); fixed
    // with a blank name is refused.
    bool setStatus(qint64 reportId, FeedbackReport::Status status, const QString &resolution, const QString &by);
    // reviewer confirms the fix of a report marked fixed. Refused, with nothing
    // changed: a blank name, a report not marked fixed or confirmed already, a
    // reviewer who is no senior reviewer, the reporter, the one who marked it fixed,
    // or who confirmed it already.
    bool confirmFix(qint64 reportId, const QString &reviewer);
    bool remove(qint64 reportId);
    // In the order they were added, with their blocks' texts, confirmations and
    // numbers of screenshots.
    QList<FeedbackReport> reports(qint64 issueId) const;
    int openCount(qint64 issueId) const;
    // Fixed, with fewer than FeedbackReport::kConfirmationsNeeded confirmations.
    int awaitingConfirmationCount(qint64 issueId) const;

    qint64 addedId() const { return m_addedId; }

private:
    bool blockOfIssue(qint64 issueId, qint64 targetBlockId);
    bool changeOne(const QString &sql, QVariantList values, qint64 reportId);
    bool addScreenshots(qint64 reportId, const QList<FeedbackImage> &screenshots);
    QString refusalToConfirm(qint64 reportId, const QString &reviewer) const;
    void readConfirmations(qint64 issueId, QList<FeedbackReport> &reports) const;

    ProjectStore &m_store;
    qint64 m_addedId = 0;
};
