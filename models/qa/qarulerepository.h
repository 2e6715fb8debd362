// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "qa/qarule.h"

#include <QCoreApplication>
#include <QList>

class ProjectStore;

// The QA rules of the project's own (qa_rules), in the order the reviewer gave
// them. They are edited as one list (QA settings, a QA profile's import): replace()
// stores a whole list or, when any rule is invalid or two share an id, nothing.
class QaRuleRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(QaRuleRepository)
public:
    explicit QaRuleRepository(ProjectStore &store);

    // Empty (and errorString() set) when they cannot be read.
    QList<QaRule> rules() const;
    // In one transaction (a savepoint inside the caller's).
    bool replace(const QList<QaRule> &rules);
    // Why the list cannot be stored (the first invalid rule's QaRule::problem(), or an
    // id used twice), or an empty string.
    static QString problem(const QList<QaRule> &rules);

private:
    ProjectStore &m_store;
};
