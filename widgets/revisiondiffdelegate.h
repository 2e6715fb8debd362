// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

class QTextLayout;

// Paints one side of a RevisionDiffModel row: the line number in a gutter, the row
// tinted by its kind (removed red on the left, added green on the right, the missing
// side of a row greyed) and, in Changed rows, the changed words in a stronger tint.
// Text wraps at the column's width; sizeHint() measures the same layout, so the view
// must have word wrap on (QTableView then passes the column width in option.rect).
// Tints are blended from the palette's Base, so they read on light and dark themes.
class RevisionDiffDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit RevisionDiffDelegate(QObject *parent = nullptr);

    // Digits the gutter has room for (the longest line number).
    void setGutterDigits(int digits);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The background of a side of a row (kind: int(TextDiff::Kind)); strong for the
    // changed words themselves.
    static QColor background(int kind, bool left, bool present, const QPalette &palette, bool strong = false);

private:
    int gutterWidth(const QFontMetrics &metrics) const;
    void paintGutter(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index, const QRect &gutter) const;
    void paintText(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index, const QRect &rect) const;
    static qreal layoutText(QTextLayout &layout, qreal width);

    int m_gutterDigits = 3;
};
