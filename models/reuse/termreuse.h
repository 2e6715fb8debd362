// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;

// The terms that mattered in one issue (term_issues, by issue number since schema
// v5) marked as mattering in another too, with the first issue's note. A term the
// receiving issue already lists keeps its own note. One transaction: nothing changed
// on error.
class TermReuse : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TermReuse)
public:
    struct Entry {
        qint64 termId = 0;
        QString sourceTerm;
        QString rendering; // the default rendering (else the first), for people
        QString note; // what happened in that issue
    };

    explicit TermReuse(ProjectStore &store);

    // The terms listed for the issue number, by source term.
    QList<Entry> terms(int issueNumber) const;
    // termIds empty: all of terms(fromNumber). An id that is not among them is refused.
    bool copy(int fromNumber, int toNumber, const QList<qint64> &termIds = {});
    // copy() inside the caller's transaction (ProjectStore::beginWrite()), which it
    // rolls back when this returns false.
    bool copyWithin(int fromNumber, int toNumber, const QList<qint64> &termIds = {});
    // How many terms the receiving issue did not list before.
    int copiedCount() const { return m_copied; }

private:
    ProjectStore &m_store;
    int m_copied = 0;
};
