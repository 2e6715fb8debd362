// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QStyledItemDelegate>

// For views whose cells differ only by their text (no icons, check boxes or fonts
// of their own): size hints cached by column, font and the text's shape, every digit
// alike ("369" as "000"), so that a column sized to its contents over hundreds of
// rows asks the style a few times instead of once per cell (40 ms for the issue list
// of 369 issues at start-up).
class CachedSizeDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    mutable QHash<QString, QSize> m_sizes;
};
