// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qaseveritydelegate.h"

#include "qa/qaseverity.h"

#include <QComboBox>

QaSeverityDelegate::QaSeverityDelegate(int column, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_column(column)
{
}

QWidget *QaSeverityDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    if (index.column() != m_column || !index.data(Qt::UserRole).isValid()) {
        return nullptr;
    }
    QComboBox *box = severityBox(QStringLiteral("qaSeverityEditor"), parent);
    // A choice is the edit: it is committed at once, as a list of three needs.
    connect(box, QOverload<int>::of(&QComboBox::activated), this, [this, box] {
        Q_EMIT const_cast<QaSeverityDelegate *>(this)->commitData(box);
        Q_EMIT const_cast<QaSeverityDelegate *>(this)->closeEditor(box);
    });
    return box;
}

void QaSeverityDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *box = static_cast<QComboBox *>(editor);
    box->setCurrentIndex(qMax(0, box->findData(index.data(Qt::UserRole))));
}

void QaSeverityDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    const auto *box = static_cast<QComboBox *>(editor);
    model->setData(index, box->currentData(), Qt::UserRole);
    model->setData(index, box->currentText(), Qt::DisplayRole);
}

QComboBox *QaSeverityDelegate::severityBox(const QString &objectName, QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(objectName);
    for (QaSeverity severity : {QaSeverity::Error, QaSeverity::Warning, QaSeverity::Info}) {
        box->addItem(QaSeverities::displayName(severity), QaSeverities::toString(severity));
    }
    return box;
}
