// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistmodel.h"

#include <algorithm>

ChecklistModel::ChecklistModel(QObject *parent)
    : RowListModel(parent)
{
}

void ChecklistModel::setStates(const QList<ChecklistItemState> &states)
{
    resetRows(states);
}

const ChecklistItemState &ChecklistModel::stateAt(int row) const
{
    return m_rows.at(row);
}

int ChecklistModel::rowOf(const QString &key) const
{
    return indexWhere([&key](const ChecklistItemState &s) { return s.item.key == key; });
}

int ChecklistModel::openCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const ChecklistItemState &s) { return !s.done; }));
}

QVariant ChecklistModel::value(const ChecklistItemState &state, int, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return state.item.title;
    case Qt::ToolTipRole:
        return toolTip(state);
    case Qt::CheckStateRole:
        return int(state.done ? Qt::Checked : Qt::Unchecked);
    case KeyRole:
        return state.item.key;
    case DoneRole:
        return state.done;
    case ManualRole:
        return state.item.isManual();
    case ExplanationRole:
        return state.explanation;
    case DescriptionRole:
        return state.item.description;
    case CheckedByRole:
        return state.checkedBy;
    case CheckedAtRole:
        return state.checkedAt;
    case NoteRole:
        return state.note;
    default:
        return {};
    }
}

Qt::ItemFlags ChecklistModel::flags(const QModelIndex &index) const
{
    const Qt::ItemFlags base = QAbstractListModel::flags(index);
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)) {
        return base;
    }
    return m_rows.at(index.row()).item.isManual() ? base | Qt::ItemIsUserCheckable : base;
}

bool ChecklistModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::CheckStateRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return false;
    }
    const ChecklistItemState &state = m_rows.at(index.row());
    const bool checked = value.toInt() == Qt::Checked;
    if (!state.item.isManual() || checked == state.done) {
        return false;
    }
    Q_EMIT checkRequested(state.item.key, checked);
    return true;
}

QString ChecklistModel::toolTip(const ChecklistItemState &state)
{
    QStringList parts {state.explanation};
    if (!state.note.isEmpty()) {
        parts.append(tr("Note: %1").arg(state.note));
    }
    if (!state.item.description.isEmpty()) {
        parts.append(state.item.description);
    }
    return parts.join(QLatin1Char('\n'));
}
