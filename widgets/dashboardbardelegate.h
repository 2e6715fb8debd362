// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>
#include <QStyledItemDelegate>

// Draws a bar behind a cell's text for the share in DashboardModel::ShareRole: in the
// review state's colour for a progress column, and for a ratio with a target
// (DashboardModel::TargetRole) a tick at the target, the bar green once the ratio
// reaches it and amber below it. Cells without a share are drawn as usual.
class DashboardBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit DashboardBarDelegate(QObject *parent = nullptr);

    // The bar colour of a column's shares.
    void setColumnColor(int column, const QColor &color);
    static QColor belowTarget();
    static QColor reachesTarget();

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static void paintBar(QPainter *painter, const QRect &cell, double share, const QColor &color, double alpha);
    static void paintTarget(QPainter *painter, const QRect &cell, double target, const QColor &color);

    QHash<int, QColor> m_colors;
};
