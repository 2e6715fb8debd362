// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "searchhitdelegate.h"

#include "find/searchresultmodel.h"

#include <QApplication>
#include <QPainter>
#include <QTextLayout>

namespace {
constexpr int Padding = 4;
const QColor kMatch(0xf2, 0xc0, 0x37);

QColor blend(const QColor &base, const QColor &tint, qreal amount)
{
    return QColor::fromRgbF(base.redF() + (tint.redF() - base.redF()) * amount, base.greenF() + (tint.greenF() - base.greenF()) * amount,
        base.blueF() + (tint.blueF() - base.blueF()) * amount);
}
} // namespace

SearchHitDelegate::SearchHitDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

QColor SearchHitDelegate::matchBackground(const QPalette &palette)
{
    return blend(palette.color(QPalette::Base), kMatch, 0.55);
}

void SearchHitDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() != SearchResultModel::ContextColumn || index.data(SearchResultModel::IsGroupRole).toBool()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    QColor pen = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    if (index.data(SearchResultModel::InCodeRole).toBool()) {
        pen = blend(opt.palette.color(selected ? QPalette::Highlight : QPalette::Base), pen, 0.6);
    }
    QTextLayout layout(text, opt.font);
    QTextLayout::FormatRange match;
    match.start = index.data(SearchResultModel::ContextStartRole).toInt();
    match.length = index.data(SearchResultModel::MatchLengthRole).toInt();
    match.format.setFontWeight(QFont::Bold);
    match.format.setBackground(matchBackground(opt.palette));
    match.format.setForeground(opt.palette.color(QPalette::Text));
    layout.setFormats({match});
    layout.beginLayout();
    QTextLine line = layout.createLine();
    layout.endLayout();
    if (!line.isValid()) {
        return;
    }
    const QRect rect = opt.rect.adjusted(Padding, 0, -Padding, 0);
    // A match past the right edge is brought into view, with a little of what follows.
    const qreal matchEnd = line.cursorToX(match.start + match.length);
    const qreal shift = qMax(0.0, matchEnd + 3 * opt.fontMetrics.averageCharWidth() - rect.width());
    painter->save();
    painter->setClipRect(rect);
    painter->setPen(pen);
    layout.draw(painter, QPointF(rect.left() - shift, rect.top() + (rect.height() - line.height()) / 2));
    painter->restore();
}
