// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "review/feedbackreport.h"

#include <QCoreApplication>
#include <QList>
#include <QVariantList>

class ProjectStore;
class QSqlQuery;

// Stores readers' feedback reports on an issue. A blank body, or a block not of the
// issue, is refused; texts are stored trimmed.
class FeedbackRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(FeedbackRepository)
public:
    explicit FeedbackRepository(ProjectStore &store);

    // targetBlockId 0: the report names no block. The new id is in addedId().
    bool add(qint64 issueId, qint64 targetBlockId, FeedbackReport::Type type, const QString &body, const QString &reporter);
    // Open again, fixed or rejected, with what was done or why not.
    bool setStatus(qint64 reportId, FeedbackReport::Status status, const QString &resolution);
    bool remove(qint64 reportId);
    // In the order they were added, with their blocks' texts.
    QList<FeedbackReport> reports(qint64 issueId) const;
    int openCount(qint64 issueId) const;

    qint64 addedId() const { return m_addedId; }

private:
    bool blockOfIssue(qint64 issueId, qint64 targetBlockId);
    bool changeOne(const QString &sql, QVariantList values, qint64 reportId);

    ProjectStore &m_store;
    qint64 m_addedId = 0;
};
