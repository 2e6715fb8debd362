// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class ProjectStore;

// The one-writer-per-draft rule on a working copy, asked before a draft changes (the
// CLI's draft-changing commands, the window's editors): a copy may change only the
// drafts of issues it holds. On a project that is not a working copy everything is
// allowed, exactly as before.
class TeamLeaseGuard
{
    Q_DECLARE_TR_FUNCTIONS(TeamLeaseGuard)

public:
    explicit TeamLeaseGuard(const ProjectStore &store);

    bool isWorkingCopy() const;
    bool mayWrite(qint64 issueId) const;
    // Whether another working copy held issueId's lease at the last sync.
    bool isHeldElsewhere(qint64 issueId) const;
    // The one-line refusal for issueId, naming the holder and the lease's end when known
    // ("第 12 期：张三 正在编辑，至 15:40" / "issue 12 is held by zhang until 15:40").
    QString refusal(qint64 issueId) const;
    // Of issueIds, those this copy may write; the others go to *left (for "left alone: …").
    QList<qint64> writable(const QList<qint64> &issueIds, QList<qint64> *left = nullptr) const;

private:
    std::optional<bool> leaseIsMine(qint64 issueId) const;

    const ProjectStore &m_store;
};
