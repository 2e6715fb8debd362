// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisiondiffdelegate.h"

#include "draft/revisiondiffmodel.h"
#include "revisionchangefiltermodel.h"

#include <QPainter>
#include <QTextLayout>

namespace {
constexpr int Padding = 3;
constexpr int GutterPadding = 6;

QColor blend(const QColor &base, const QColor &tint, qreal amount)
{
    return QColor::fromRgbF(base.redF() + (tint.redF() - base.redF()) * amount, base.greenF() + (tint.greenF() - base.greenF()) * amount,
        base.blueF() + (tint.blueF() - base.blueF()) * amount);
}

const QColor kRemoved(0xd9, 0x45, 0x3d);
const QColor kAdded(0x2e, 0xa0, 0x4f);
} // namespace

RevisionDiffDelegate::RevisionDiffDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

void RevisionDiffDelegate::setGutterDigits(int digits)
{
    m_gutterDigits = qMax(digits, 1);
}

QColor RevisionDiffDelegate::background(int kind, bool left, bool present, const QPalette &palette, bool strong)
{
    const QColor base = palette.color(QPalette::Base);
    if (kind == int(TextDiff::Kind::Equal)) {
        return base;
    }
    if (!present) {
        return blend(base, palette.color(QPalette::Mid), 0.28);
    }
    const QColor &tint = left ? kRemoved : kAdded;
    if (kind == int(TextDiff::Kind::Changed)) {
        return blend(base, tint, strong ? 0.40 : 0.10);
    }
    return blend(base, tint, 0.18);
}

int RevisionDiffDelegate::gutterWidth(const QFontMetrics &metrics) const
{
    return metrics.horizontalAdvance(QString(m_gutterDigits, QLatin1Char('0'))) + 2 * GutterPadding;
}

void RevisionDiffDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const bool left = index.column() == RevisionDiffModel::LeftColumn;
    const int kind = index.data(RevisionDiffModel::KindRole).toInt();
    const bool present = index.data(RevisionDiffModel::LineNumberRole).toInt() >= 0;
    const QRect gutter(option.rect.topLeft(), QSize(gutterWidth(option.fontMetrics), option.rect.height()));
    painter->save();
    painter->fillRect(option.rect, background(kind, left, present, option.palette));
    paintGutter(painter, option, index, gutter);
    if (present) {
        paintText(painter, option, index, option.rect.adjusted(gutter.width() + Padding, Padding, -Padding, -Padding));
    }
    if (index.data(RevisionChangeFilterModel::HiddenAboveRole).toInt() > 0) {
        painter->setPen(QPen(option.palette.color(QPalette::Mid), 1, Qt::DashLine));
        painter->drawLine(option.rect.topLeft(), option.rect.topRight());
    }
    if (left) { // the line between the two sides
        painter->setPen(option.palette.color(QPalette::Mid));
        painter->drawLine(option.rect.topRight(), option.rect.bottomRight());
    }
    painter->restore();
}

// The current row is marked in the gutter, so that the tints stay visible.
void RevisionDiffDelegate::paintGutter(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index, const QRect &gutter) const
{
    const QPalette &palette = option.palette;
    const bool selected = option.state & QStyle::State_Selected;
    painter->fillRect(
        gutter, selected ? palette.color(QPalette::Highlight) : blend(palette.color(QPalette::Base), palette.color(QPalette::Window), 0.7));
    const int line = index.data(RevisionDiffModel::LineNumberRole).toInt();
    if (line < 0) {
        return;
    }
    const QColor text = palette.color(QPalette::Text);
    painter->setPen(selected ? palette.color(QPalette::HighlightedText) : blend(palette.color(QPalette::Base), text, 0.55));
    painter->setFont(option.font);
    painter->drawText(gutter.adjusted(0, Padding, -GutterPadding, 0), Qt::AlignRight | Qt::AlignTop, QString::number(line + 1));
}

void RevisionDiffDelegate::paintText(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index, const QRect &rect) const
{
    const bool left = index.column() == RevisionDiffModel::LeftColumn;
    QTextLayout layout(index.data(Qt::DisplayRole).toString(), option.font);
    QVector<QTextLayout::FormatRange> ranges;
    const QColor strong = background(int(TextDiff::Kind::Changed), left, true, option.palette, true);
    const QVariantList segments = index.data(RevisionDiffModel::SegmentsRole).toList();
    for (const QVariant &segment : segments) {
        const QVariantList range = segment.toList();
        QTextLayout::FormatRange format;
        format.start = range.value(0).toInt();
        format.length = range.value(1).toInt();
        format.format.setBackground(strong);
        ranges.append(format);
    }
    layout.setFormats(ranges);
    layoutText(layout, rect.width());
    painter->setPen(option.palette.color(QPalette::Text));
    layout.draw(painter, rect.topLeft());
}

qreal RevisionDiffDelegate::layoutText(QTextLayout &layout, qreal width)
{
    QTextOption textOption;
    textOption.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    textOption.setTabStopDistance(4 * QFontMetricsF(layout.font()).horizontalAdvance(QLatin1Char(' ')));
    layout.setTextOption(textOption);
    layout.setCacheEnabled(true);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(qMax(width, 1.0));
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    return height;
}

QSize RevisionDiffDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int gutter = gutterWidth(option.fontMetrics);
    const int textWidth = option.rect.width() > 0 ? option.rect.width() - gutter - 2 * Padding : 100000;
    QTextLayout layout(index.data(Qt::DisplayRole).toString(), option.font);
    const qreal height = layoutText(layout, textWidth);
    return QSize(gutter + 2 * Padding + int(layout.maximumWidth()), qMax(int(height + 0.999), option.fontMetrics.height()) + 2 * Padding);
}
