// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

// What the panes about the open issue have in common (QA, checklist, review, source
// changes): without an issue a pane says so and offers nothing; read-only (the project
// is open elsewhere) it offers nothing that changes the issue, while showing and
// jumping stay. Each pane says in updateState() what its buttons allow.
class IssuePane : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    void setIssueOpen(bool open);
    void setReadOnly(bool readOnly);
    bool isIssueOpen() const { return m_issueOpen; }
    bool isReadOnly() const { return m_readOnly; }

protected:
    // After setIssueOpen(): a closed issue's rows are forgotten, the pane shown anew.
    virtual void issueOpenChanged() = 0;
    // The buttons follow the issue, read-only and the current row.
    virtual void updateState() = 0;

private:
    bool m_issueOpen = false;
    bool m_readOnly = false;
};
