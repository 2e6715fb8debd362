// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboardbardelegate.h"

#include "dashboard/dashboardmodel.h"

#include <QPainter>

namespace {

constexpr int kMargin = 3;

QRect barArea(const QRect &cell)
{
    return cell.adjusted(kMargin, kMargin, -kMargin, -kMargin);
}

} // namespace

DashboardBarDelegate::DashboardBarDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

void DashboardBarDelegate::setColumnColor(int column, const QColor &color)
{
    m_colors.insert(column, color);
}

QColor DashboardBarDelegate::belowTarget()
{
    return QColor(0xe6, 0x9a, 0x1f);
}

QColor DashboardBarDelegate::reachesTarget()
{
    return QColor(0x2e, 0xa0, 0x4f);
}

// The bar goes under the text; a selected row's highlight is opaque, so there it is
// drawn again over the highlight, lighter.
void DashboardBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QVariant share = index.data(DashboardModel::ShareRole);
    if (!share.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QVariant target = index.data(DashboardModel::TargetRole);
    const double ratio = share.toDouble();
    QColor color = m_colors.value(index.column(), option.palette.color(QPalette::Highlight));
    if (target.isValid()) {
        color = ratio + 1e-9 >= target.toDouble() ? reachesTarget() : belowTarget();
    }
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    if (!selected) {
        paintBar(painter, option.rect, ratio, color, 0.45);
    }
    QStyledItemDelegate::paint(painter, option, index);
    if (selected) {
        paintBar(painter, option.rect, ratio, color.lighter(150), 0.35);
    }
    if (target.isValid()) {
        paintTarget(painter, option.rect, target.toDouble(), option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    }
}

void DashboardBarDelegate::paintBar(QPainter *painter, const QRect &cell, double share, const QColor &color, double alpha)
{
    const QRect area = barArea(cell);
    QColor track = color;
    track.setAlphaF(alpha / 4);
    QColor fill = color;
    fill.setAlphaF(alpha);
    painter->save();
    painter->fillRect(area, track);
    const int width = int(area.width() * qBound(0.0, share, 1.0) + 0.5);
    painter->fillRect(QRect(area.left(), area.top(), width, area.height()), fill);
    painter->restore();
}

void DashboardBarDelegate::paintTarget(QPainter *painter, const QRect &cell, double target, const QColor &color)
{
    const QRect area = barArea(cell);
    const int x = area.left() + int(area.width() * qBound(0.0, target, 1.0) + 0.5);
    painter->save();
    // Above and below the text, not across it.
    const int tick = qMax(2, area.height() / 5);
    painter->setPen(QPen(color, 2));
    painter->drawLine(x, area.top(), x, area.top() + tick);
    painter->drawLine(x, area.bottom() - tick, x, area.bottom());
    painter->restore();
}
