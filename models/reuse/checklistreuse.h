// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class ProjectStore;

// An issue's manual checklist results copied to another issue: the checked manual
// items of the first issue's current run, with their notes, who checked them and
// when, become results of the second issue's current run (created with the active
// template when it has none). Computed items are never copied: they are decided from
// each issue anew (ChecklistEvaluator). An item the receiving run's template lacks,
// or computes, is skipped (skippedKeys()). One transaction: nothing changed on error.
class ChecklistReuse : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(ChecklistReuse)
public:
    struct Entry {
        QString itemKey;
        QString title;
        QString note;
        QString checkedBy;
        QString checkedAt;
    };

    explicit ChecklistReuse(ProjectStore &store);

    // The checked manual items of the issue's current run, in the template's order.
    // Never writes.
    QList<Entry> results(qint64 issueId) const;
    // itemKeys empty: all of results(fromIssueId). A key that is not among them is refused.
    bool copy(qint64 fromIssueId, qint64 toIssueId, const QStringList &itemKeys = {});
    // copy() inside the caller's transaction (ProjectStore::beginWrite()), which it
    // rolls back when this returns false.
    bool copyWithin(qint64 fromIssueId, qint64 toIssueId, const QStringList &itemKeys = {});
    QStringList copiedKeys() const { return m_copied; }
    QStringList skippedKeys() const { return m_skipped; }

private:
    bool chosen(qint64 fromIssueId, const QStringList &itemKeys, QList<Entry> *entries);
    qint64 receivingRun(qint64 toIssueId, QStringList *manualKeys);
    bool write(qint64 runId, const QList<Entry> &entries, const QStringList &manualKeys);

    ProjectStore &m_store;
    QStringList m_copied;
    QStringList m_skipped;
};
