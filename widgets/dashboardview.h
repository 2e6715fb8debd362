// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class DashboardModel;
class QLabel;
class QModelIndex;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

// The project dashboard: a line of totals (issues, English words, Chinese
// characters), a sortable table of the issues (DashboardModel, bars drawn by
// DashboardBarDelegate) and Refresh. A view only: its owner fills model();
// double-click or Enter on a row asks for the issue.
class DashboardView : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardView(QWidget *parent = nullptr);

    DashboardModel *model() const { return m_model; }
    QTableView *table() const { return m_view; }
    // "Computing 12 of 369 issues…" while done < total; nothing once all are done.
    void setProgress(int done, int total);
    // The issue of the current row, 0 if none.
    int currentIssue() const;
    QString summaryText() const;

Q_SIGNALS:
    void issueRequested(int number);
    void refreshRequested();

private:
    QTableView *createTable();
    void setColumnWidths();
    void requestIssue(const QModelIndex &index);
    void updateSummary();

    DashboardModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QLabel *m_summary;
    QLabel *m_progress;
    QPushButton *m_refresh;
};
