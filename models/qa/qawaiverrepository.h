// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "qa/qawaiver.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

class ProjectStore;
struct QaFinding;

// The waived QA findings of each issue. A waiver needs a reason; waiving a finding
// again replaces its reason.
class QaWaiverRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(QaWaiverRepository)
public:
    explicit QaWaiverRepository(ProjectStore &store);

    bool waive(qint64 issueId, const QaFinding &finding, const QString &reason, const QString &author);
    bool unwaive(qint64 issueId, const QString &findingKey);
    // By finding key; empty (and errorString() set) when it cannot be read.
    QHash<QString, QaWaiver> waivers(qint64 issueId) const;
    // Marks the findings with a waiver as waived, with its reason.
    static void apply(QList<QaFinding> &findings, const QHash<QString, QaWaiver> &waivers);

private:
    ProjectStore &m_store;
};
