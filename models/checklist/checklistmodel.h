// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistitemstate.h"
#include "core/rowlistmodel.h"

// An issue's evaluated checklist, one row per item: the title as display text, done
// or open as check state, the explanation and the description as tooltip.
//
// Contract: the model never writes. Manual items are user-checkable; a click on one
// (setData with Qt::CheckStateRole) changes nothing and emits checkRequested(); the
// pane asks ChecklistRepository::setChecked(), evaluates again and calls setStates().
// Computed items are not checkable: only the project changes them.
class ChecklistModel : public RowListModel<ChecklistItemState>
{
    Q_OBJECT
public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        DoneRole, // bool
        ManualRole, // bool: checked by people, not computed
        ExplanationRole,
        DescriptionRole,
        CheckedByRole,
        CheckedAtRole,
        NoteRole,
    };

    explicit ChecklistModel(QObject *parent = nullptr);

    void setStates(const QList<ChecklistItemState> &states);
    // row must be valid.
    const ChecklistItemState &stateAt(int row) const;
    // Row of the item with this key, -1 if none.
    int rowOf(const QString &key) const;
    int openCount() const;

    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Changes nothing (see the class comment): for a manual item whose state the
    // value changes, emits checkRequested() and returns true.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void checkRequested(const QString &key, bool checked);

private:
    QVariant value(const ChecklistItemState &state, int position, int role) const override;
    static QString toolTip(const ChecklistItemState &state);
};
