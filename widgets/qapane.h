// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issuepane.h"
#include "qa/qafindinglistmodel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class PlaceholderStack;
class QPushButton;
class QTableView;
class QaFindingFilterModel;
class StyledProxyModel;

// The QA findings of the open issue: counts per severity, a severity filter, waived
// findings shown on request, Check Again, Waive… and Unwaive, QA Settings…. A view
// only: fed through setRows, it asks for everything through …Requested signals.
// Enter or a double click jumps to the finding. Read-only: no waiving; jumping and
// checking stay.
class QaPane : public IssuePane
{
    Q_OBJECT
public:
    explicit QaPane(QWidget *parent = nullptr);

    // The current finding stays current by its key.
    void setRows(const QList<QaFindingListModel::Row> &rows);

    QString currentKey() const;
    // Emits waiveRequested for the current finding (what the Waive… button does
    // after asking for the reason).
    void waiveCurrent(const QString &reason);

Q_SIGNALS:
    // offset and length in the block's stored text; offset -1: the whole block.
    void jumpRequested(qint64 targetBlockId, qint64 sourceBlockId, int offset, int length);
    void runRequested();
    void settingsRequested();
    void waiveRequested(const QString &key, const QString &reason);
    void unwaiveRequested(const QString &key);

protected:
    void issueOpenChanged() override;
    void updateState() override;

private:
    QWidget *createFilterBar();
    QTableView *createTable();
    QWidget *createButtons();
    void setColumnWidths();
    void requestJump(const QModelIndex &index);
    void askForWaiver();
    void requestUnwaive();
    void applyFilter();
    void updateSummary();

    QaFindingListModel *m_model;
    QaFindingFilterModel *m_filter;
    StyledProxyModel *m_decorator;
    QLabel *m_summary;
    QComboBox *m_severity = nullptr;
    QCheckBox *m_showWaived = nullptr;
    PlaceholderStack *m_stack;
    QTableView *m_view;
    QPushButton *m_waiveButton = nullptr;
    QPushButton *m_unwaiveButton = nullptr;
    QPushButton *m_runButton = nullptr;
};
