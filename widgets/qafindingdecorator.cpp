// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qafindingdecorator.h"

#include "qa/qafindinglistmodel.h"

#include <QApplication>
#include <QBrush>
#include <QIcon>
#include <QPalette>
#include <QStyle>

QaFindingDecorator::QaFindingDecorator(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

QVariant QaFindingDecorator::data(const QModelIndex &index, int role) const
{
    if (role == Qt::DecorationRole && index.column() == QaFindingListModel::SeverityColumn) {
        switch (QaSeverity(index.data(QaFindingListModel::SeverityRole).toInt())) {
        case QaSeverity::Error:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        case QaSeverity::Warning:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        case QaSeverity::Info:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
        }
    }
    if (role == Qt::ForegroundRole && index.data(QaFindingListModel::WaivedRole).toBool()) {
        return QBrush(QApplication::palette().color(QPalette::Disabled, QPalette::Text));
    }
    return QIdentityProxyModel::data(index, role);
}
