// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

// Paints the context column of SearchResultModel: the match (ContextStartRole,
// MatchLengthRole) bold on a tint, the line shifted left when the match would fall
// beyond the column's right edge; hits in code greyed. Other cells as usual.
class SearchHitDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit SearchHitDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The tint behind a match, blended from the palette so that it reads on light
    // and dark themes.
    static QColor matchBackground(const QPalette &palette);
};
