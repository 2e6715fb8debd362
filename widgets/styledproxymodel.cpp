// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "styledproxymodel.h"

#include <QApplication>
#include <QBrush>
#include <QPalette>

StyledProxyModel::StyledProxyModel(QAbstractItemModel *source, Style style, QObject *parent)
    : QIdentityProxyModel(parent)
    , m_style(std::move(style))
{
    setSourceModel(source);
}

QVariant StyledProxyModel::data(const QModelIndex &index, int role) const
{
    if (index.isValid()) {
        QVariant styled = m_style(mapToSource(index), role);
        if (styled.isValid()) {
            return styled;
        }
    }
    return QIdentityProxyModel::data(index, role);
}

// Read at paint time, so a theme change shows at the next repaint.
QVariant StyledProxyModel::greyedText()
{
    return QBrush(QApplication::palette().color(QPalette::Disabled, QPalette::Text));
}
