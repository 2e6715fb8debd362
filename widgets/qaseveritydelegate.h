// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

class QComboBox;

// The severity column of the QA settings' check list, edited with a list of the
// severities (double click): the item's Qt::UserRole holds the severity's name
// (QaSeverities::toString), its text the translated name. No other column is edited.
class QaSeverityDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    QaSeverityDelegate(int column, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

    // The severities, most severe first, each with its name (QaSeverities::toString)
    // as data: the editor, and the Rules tab's severity.
    static QComboBox *severityBox(const QString &objectName, QWidget *parent = nullptr);

private:
    int m_column;
};
