// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cachedsizedelegate.h"

QSize CachedSizeDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QString shape = index.data(Qt::DisplayRole).toString();
    for (QChar &c : shape) {
        if (c.isDigit()) {
            c = QLatin1Char('0');
        }
    }
    const QString key = QString::number(index.column()) + QLatin1Char('\x1f') + option.font.key() + QLatin1Char('\x1f') + shape;
    const auto cached = m_sizes.constFind(key);
    if (cached != m_sizes.constEnd()) {
        return *cached;
    }
    const QSize size = QStyledItemDelegate::sizeHint(option, index);
    m_sizes.insert(key, size);
    return size;
}
