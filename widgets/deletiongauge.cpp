// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletiongauge.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>

#include <cmath>

namespace {
constexpr int BarHeight = 8;
constexpr int CompactBarWidth = 80;
constexpr int Spacing = 4;
constexpr double OnTargetBand = 0.05;
constexpr double FarAboveBand = 0.10;

// Colours readable on light and dark palettes alike.
const QColor OnTargetColor(0x3c, 0xa5, 0x5c);
const QColor AboveColor(0xd4, 0xa0, 0x17);
const QColor FarAboveColor(0xe6, 0x7e, 0x22);
} // namespace

DeletionGauge::DeletionGauge(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    updateToolTip();
}

void DeletionGauge::setResult(const DeletionRatio::Result &result)
{
    m_result = result;
    updateToolTip();
    updateGeometry(); // the text's width changes with the figures
    update();
}

void DeletionGauge::setCompact(bool compact)
{
    m_compact = compact;
    updateToolTip();
    updateGeometry();
    update();
}

QString DeletionGauge::text() const
{
    return tr("Deleted %1 (target %2)").arg(percent(m_result.ratio, 1), percent(m_result.target, -1));
}

QString DeletionGauge::codeText() const
{
    const QLocale locale;
    return tr("Code: %1 of %2 characters deleted").arg(locale.toString(m_result.codeDeleted), locale.toString(m_result.codeTotal));
}

DeletionGauge::Level DeletionGauge::levelFor(double ratio, double target)
{
    // Compared in tenths of a point, so that 0.35 against 0.30 is on target.
    const long long difference = std::llround((ratio - target) * 1000.0);
    if (difference < -std::llround(OnTargetBand * 1000.0)) {
        return Level::Below;
    }
    if (difference <= std::llround(OnTargetBand * 1000.0)) {
        return Level::OnTarget;
    }
    return difference <= std::llround(FarAboveBand * 1000.0) ? Level::Above : Level::FarAbove;
}

QString DeletionGauge::percent(double fraction, int decimals)
{
    const double value = std::round(fraction * 1000.0) / 10.0;
    if (decimals < 0) {
        decimals = value == std::floor(value) ? 0 : 1;
    }
    const QLocale locale;
    return locale.toString(value, 'f', decimals) + QString(locale.percent());
}

QSize DeletionGauge::sizeHint() const
{
    const QFontMetrics metrics = fontMetrics();
    const int textWidth = metrics.horizontalAdvance(text());
    if (m_compact) {
        // A little slack: a status bar lays out with its own style margins.
        return {CompactBarWidth + Spacing + textWidth + metrics.averageCharWidth(), qMax(metrics.height(), BarHeight)};
    }
    const int width = qMax(textWidth, metrics.horizontalAdvance(codeText()));
    return {width, 2 * metrics.height() + BarHeight + 2 * Spacing};
}

QSize DeletionGauge::minimumSizeHint() const
{
    const QSize hint = sizeHint();
    return {m_compact ? hint.width() : CompactBarWidth, hint.height()};
}

void DeletionGauge::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QFontMetrics metrics = fontMetrics();
    painter.setPen(palette().color(QPalette::WindowText));
    if (m_compact) {
        const int barTop = (height() - BarHeight) / 2;
        paintBar(painter, QRect(0, barTop, CompactBarWidth, BarHeight));
        const QRect textRect(CompactBarWidth + Spacing, 0, width() - CompactBarWidth - Spacing, height());
        painter.drawText(textRect, Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(text(), Qt::ElideRight, textRect.width()));
        return;
    }
    painter.drawText(
        QRect(0, 0, width(), metrics.height()), Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(text(), Qt::ElideRight, width()));
    paintBar(painter, QRect(0, metrics.height() + Spacing, width(), BarHeight));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.drawText(QRect(0, metrics.height() + BarHeight + 2 * Spacing, width(), metrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
        metrics.elidedText(codeText(), Qt::ElideRight, width()));
}

void DeletionGauge::changeEvent(QEvent *event)
{
    // A language change retranslates the texts; a font change resizes them.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        updateToolTip();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

QColor DeletionGauge::barColor() const
{
    switch (level()) {
    case Level::Below:
        return palette().color(QPalette::Highlight);
    case Level::OnTarget:
        return OnTargetColor;
    case Level::Above:
        return AboveColor;
    case Level::FarAbove:
        break;
    }
    return FarAboveColor;
}

// The bar runs from 0 to 100%; the target marker sticks out above and below it.
void DeletionGauge::paintBar(QPainter &painter, const QRect &rect) const
{
    painter.save();
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(palette().color(QPalette::Base));
    painter.drawRect(rect.adjusted(0, 0, -1, -1));
    const int filled = int(std::lround(qBound(0.0, m_result.ratio, 1.0) * (rect.width() - 2)));
    painter.fillRect(QRect(rect.left() + 1, rect.top() + 1, filled, rect.height() - 2), barColor());
    const int markerX = rect.left() + 1 + int(std::lround(qBound(0.0, m_result.target, 1.0) * (rect.width() - 2)));
    painter.setPen(QPen(palette().color(QPalette::WindowText), 2));
    painter.drawLine(markerX, qMax(0, rect.top() - 2), markerX, qMin(height() - 1, rect.bottom() + 2));
    painter.restore();
}

void DeletionGauge::updateToolTip()
{
    setToolTip(m_compact ? text() + QLatin1Char('\n') + codeText() : DeletionRatio::summary(m_result));
}
