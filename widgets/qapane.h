// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qafindinglistmodel.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;
class QaFindingFilterModel;
class QaFindingDecorator;

// The QA findings of the open issue: counts per severity, a severity filter, waived
// findings shown on request, Check Again, Waive… and Unwaive, QA Settings…. A view
// only: fed through setRows, it asks for everything through …Requested signals.
// Enter or a double click jumps to the finding.
class QaPane : public QWidget
{
    Q_OBJECT
public:
    explicit QaPane(QWidget *parent = nullptr);

    // The current finding stays current by its key.
    void setRows(const QList<QaFindingListModel::Row> &rows);
    // Without an issue the pane says so and offers nothing.
    void setIssueOpen(bool open);
    // Disables waiving; jumping and checking stay.
    void setReadOnly(bool readOnly);

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
    bool eventFilter(QObject *watched, QEvent *event) override;

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
    void updateState();

    QaFindingListModel *m_model;
    QaFindingFilterModel *m_filter;
    QaFindingDecorator *m_decorator;
    QLabel *m_summary;
    QComboBox *m_severity = nullptr;
    QCheckBox *m_showWaived = nullptr;
    QStackedWidget *m_stack;
    QLabel *m_placeholder;
    QTableView *m_view;
    QPushButton *m_waiveButton = nullptr;
    QPushButton *m_unwaiveButton = nullptr;
    QPushButton *m_runButton = nullptr;
    bool m_issueOpen = false;
    bool m_readOnly = false;
};
