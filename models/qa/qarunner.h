// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qafinding.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <vector>

class ProjectStore;
class QaCheck;
struct QaInput;

// Runs every QA check family over one issue: collect() reads the issue (blocks,
// alignment, deletions, the termbase's findings, the project's QA settings and
// rules), check() runs the families, drops the findings of switched-off ids, sets
// each finding's severity (the project's for the check, QaSettings::severity; a
// rule's findings keep the rule's) and orders them as the draft reads; run() does
// both and applies the issue's waivers (QaWaiverRepository).
class QaRunner
{
    Q_DECLARE_TR_FUNCTIONS(QaRunner)
public:
    struct Result {
        QList<QaFinding> findings;
        // Findings of a severity; waived ones only when asked.
        int count(QaSeverity severity, bool includeWaived = false) const;
        int waivedCount() const;
        // An unwaived error: `yiqiao-cli qa` exits 1, the checklist's QA item is open.
        bool hasErrors() const { return count(QaSeverity::Error) > 0; }
    };

    QaRunner();
    ~QaRunner();
    QaRunner(const QaRunner &) = delete;
    QaRunner &operator=(const QaRunner &) = delete;

    static bool collect(ProjectStore &store, qint64 issueId, QaInput *input, QString *error);
    QList<QaFinding> check(const QaInput &input) const;
    bool run(ProjectStore &store, qint64 issueId, Result *result, QString *error) const;

private:
    std::vector<std::unique_ptr<QaCheck>> m_checks;
};
