// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

// The workflow states of an issue as stored in issues.status, and their names.
class IssueStatus
{
    Q_DECLARE_TR_FUNCTIONS(IssueStatus)
public:
    // The translated name of a stored status; an unknown one is shown as stored.
    static QString displayName(const QString &status);
};
