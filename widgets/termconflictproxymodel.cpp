// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termconflictproxymodel.h"

#include "terms/termconflictmodel.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

TermConflictProxyModel::TermConflictProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

QVariant TermConflictProxyModel::data(const QModelIndex &index, int role) const
{
    if (!isDerived(index)) {
        return QSortFilterProxyModel::data(index, role);
    }
    switch (role) {
    case Qt::FontRole: {
        QFont font = QSortFilterProxyModel::data(index, role).value<QFont>();
        font.setItalic(true);
        return font;
    }
    // Half-transparent text reads as muted on light and dark palettes alike; read at
    // paint time, so a theme change shows at the next repaint.
    case Qt::ForegroundRole: {
        QColor color = QGuiApplication::palette().color(QPalette::Text);
        color.setAlpha(150);
        return color;
    }
    case Qt::ToolTipRole:
        return tr("Derived from the term's context renderings, not a logged conflict");
    default:
        return QSortFilterProxyModel::data(index, role);
    }
}

bool TermConflictProxyModel::isDerived(const QModelIndex &index) const
{
    return index.isValid() && QSortFilterProxyModel::data(index, TermConflictModel::DerivedRole).toBool();
}
