// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletionlistmodel.h"
#include "deletions/deletionratio.h"

#include <QList>
#include <QWidget>

class DeletionGauge;
class PlaceholderStack;
class QLabel;
class QPushButton;
class QTableView;
class StyledProxyModel;

// The deletions of the open issue: the deletion gauge, the list (unjustified ones
// flagged and counted), Undo Deletion and Edit Justification. A view only: it is fed
// through setRows/setResult and asks for everything through …Requested signals.
class DeletionPane : public QWidget
{
    Q_OBJECT
public:
    explicit DeletionPane(QWidget *parent = nullptr);

    // The selected deletions stay selected by id.
    void setRows(const QList<DeletionListModel::Row> &rows);
    void setResult(const DeletionRatio::Result &result);
    // Disables Undo Deletion and editing; jumping to a deletion stays.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }

    // In row order.
    QList<qint64> selectedIds() const;
    // Starts editing the justification of the current deletion (F2, the button).
    void editJustification();
    // Emits clearRecheckRequested for the current deletion if it is flagged (what the
    // context menu's Rechecked does).
    void clearRecheckOfCurrent();

Q_SIGNALS:
    // Enter or double click on a deletion; spanStart -1: the whole block.
    void jumpRequested(qint64 sourceBlockId, int spanStart);
    void removeRequested(const QList<qint64> &ids);
    // An edited justification, trimmed; the pane shows it once setRows() brings it.
    void justifyRequested(qint64 deletionId, const QString &justification);
    // The translator has looked again at a deletion whose source changed (the
    // context menu's Rechecked).
    void clearRecheckRequested(qint64 deletionId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QTableView *createTable();
    void setColumnWidths();
    QWidget *createButtons();
    void selectIds(const QList<qint64> &ids, qint64 currentId);
    void requestJump(const QModelIndex &index);
    void requestRemove();
    void updateState();
    void showContextMenu(const QPoint &pos);

    DeletionGauge *m_gauge;
    QLabel *m_unjustified;
    DeletionListModel *m_model;
    StyledProxyModel *m_proxy;
    PlaceholderStack *m_stack;
    QTableView *m_view;
    QPushButton *m_undoButton = nullptr;
    QPushButton *m_editButton = nullptr;
    bool m_readOnly = false;
};
