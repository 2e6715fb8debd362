// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commentbadges.h"

#include "plaintooltips.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

namespace {
constexpr qreal kMargin = 4; // from the viewport's right edge, and between the parts
constexpr qreal kPadding = 5;
constexpr qreal kTail = 3; // the bubble's tail below its box

// Opaque fills with a fixed text colour: legible on light and dark palettes alike.
const QColor kBubble(0xf2, 0xb7, 0x05);
const QColor kBubbleText(0x20, 0x20, 0x20);
const QColor kRejected(0xd9, 0x45, 0x3d);
const QColor kChanged(0x2f, 0x6f, 0xc4);
const QString kDelta = QStringLiteral("\u0394");

QFont badgeFont(const QPlainTextEdit *edit)
{
    QFont font = edit->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    font.setBold(true);
    return font;
}
} // namespace

QString CommentBadges::rejectedLabel()
{
    return tr("Rejected");
}

CommentBadges::Lines CommentBadges::visibleLines(const QPlainTextEdit *edit)
{
    const QRect viewport = edit->viewport()->rect();
    return {edit->cursorForPosition(viewport.topLeft()).blockNumber(), edit->cursorForPosition(viewport.bottomRight()).blockNumber()};
}

CommentBadges::Parts CommentBadges::partsOf(const QPlainTextEdit *edit, const CommentBadge &badge, const Lines &visible)
{
    Parts parts;
    const bool onScreen =
        badge.line >= visible.first && badge.line <= visible.last && edit->document()->findBlockByNumber(badge.line).isVisible();
    if (!onScreen || (badge.openThreads <= 0 && !badge.rejected && !badge.sourceChanged)) {
        return parts;
    }
    const QFontMetricsF metrics(badgeFont(edit));
    // cursorRect() lays out only this block, which is on screen.
    const qreal top = edit->cursorRect(QTextCursor(edit->document()->findBlockByNumber(badge.line))).top() + 1;
    const qreal height = metrics.height() + 2;
    qreal right = edit->viewport()->width() - kMargin;
    if (badge.openThreads > 0) {
        const qreal width = metrics.horizontalAdvance(QString::number(badge.openThreads)) + 2 * kPadding + 2;
        parts.bubble = QRectF(right - width, top, width, height);
        right = parts.bubble.left() - kMargin;
    }
    if (badge.rejected) {
        const qreal width = metrics.horizontalAdvance(rejectedLabel()) + 2 * kPadding;
        parts.rejected = QRectF(right - width, top, width, height);
        right = parts.rejected.left() - kMargin;
    }
    if (badge.sourceChanged) {
        const qreal width = metrics.horizontalAdvance(kDelta) + 2 * kPadding;
        parts.changed = QRectF(right - width, top, width, height);
    }
    return parts;
}

QRectF CommentBadges::rectOf(const QPlainTextEdit *edit, int line) const
{
    for (const CommentBadge &badge : m_badges) {
        if (badge.line == line) {
            return partsOf(edit, badge, visibleLines(edit)).united();
        }
    }
    return {};
}

void CommentBadges::paint(const QPlainTextEdit *edit, QPainter *painter, const QRect &area) const
{
    if (m_badges.isEmpty()) {
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(badgeFont(edit));
    const Lines visible = visibleLines(edit);
    for (const CommentBadge &badge : m_badges) {
        const Parts parts = partsOf(edit, badge, visible);
        if (parts.united().isEmpty() || !parts.united().intersects(area)) {
            continue;
        }
        if (!parts.bubble.isEmpty()) {
            paintBubble(painter, parts.bubble, badge.openThreads);
        }
        if (!parts.rejected.isEmpty()) {
            paintRejected(painter, parts.rejected);
        }
        if (!parts.changed.isEmpty()) {
            paintChanged(painter, parts.changed);
        }
    }
    painter->restore();
}

// A rounded box with a small tail at its lower left: a speech bubble.
void CommentBadges::paintBubble(QPainter *painter, const QRectF &box, int count)
{
    const QRectF body = box.adjusted(0, 0, 0, -kTail);
    QPainterPath path;
    path.addRoundedRect(body, 4, 4);
    QPainterPath tail;
    tail.moveTo(body.left() + 4, body.bottom() - 1);
    tail.lineTo(body.left() + 3, box.bottom());
    tail.lineTo(body.left() + 10, body.bottom() - 1);
    tail.closeSubpath();
    painter->setPen(Qt::NoPen);
    painter->setBrush(kBubble);
    painter->drawPath(path.united(tail));
    painter->setPen(kBubbleText);
    painter->drawText(body, Qt::AlignCenter, QString::number(count));
}

void CommentBadges::paintRejected(QPainter *painter, const QRectF &box)
{
    painter->setPen(Qt::NoPen);
    painter->setBrush(kRejected);
    painter->drawRoundedRect(box.adjusted(0, 0, 0, -kTail), 4, 4);
    painter->setPen(Qt::white);
    painter->drawText(box.adjusted(0, 0, 0, -kTail), Qt::AlignCenter, rejectedLabel());
}

void CommentBadges::paintChanged(QPainter *painter, const QRectF &box)
{
    painter->setPen(Qt::NoPen);
    painter->setBrush(kChanged);
    painter->drawRoundedRect(box.adjusted(0, 0, 0, -kTail), 4, 4);
    painter->setPen(Qt::white);
    painter->drawText(box.adjusted(0, 0, 0, -kTail), Qt::AlignCenter, kDelta);
}

QList<CommentBadge> CommentBadges::merged(const QList<CommentBadge> &review, const QList<CommentBadge> &changes)
{
    QList<CommentBadge> badges = review;
    for (const CommentBadge &change : changes) {
        const auto same = std::find_if(badges.begin(), badges.end(), [&change](const CommentBadge &b) { return b.line == change.line; });
        if (same == badges.end()) {
            badges.append(change);
            continue;
        }
        same->sourceChanged = same->sourceChanged || change.sourceChanged;
        same->toolTip = same->toolTip.isEmpty() ? change.toolTip : same->toolTip + QStringLiteral("\n\n") + change.toolTip;
    }
    return badges;
}

int CommentBadges::lineAt(const QPlainTextEdit *edit, const QPoint &point) const
{
    const Lines visible = visibleLines(edit);
    for (const CommentBadge &badge : m_badges) {
        if (partsOf(edit, badge, visible).united().contains(point)) {
            return badge.line;
        }
    }
    return -1;
}

bool CommentBadges::showToolTip(QPlainTextEdit *edit, QEvent *event) const
{
    if (event->type() != QEvent::ToolTip || m_badges.isEmpty()) {
        return false;
    }
    auto *help = static_cast<QHelpEvent *>(event);
    const int line = lineAt(edit, help->pos());
    if (line < 0) {
        return false;
    }
    for (const CommentBadge &badge : m_badges) {
        if (badge.line == line) {
            QToolTip::showText(help->globalPos(), PlainToolTips::html(badge.toolTip), edit->viewport());
        }
    }
    return true;
}

int CommentBadges::clickedLine(const QPlainTextEdit *edit, QMouseEvent *event) const
{
    if (event->button() != Qt::LeftButton) {
        return -1;
    }
    const Lines visible = visibleLines(edit);
    for (const CommentBadge &badge : m_badges) {
        const Parts parts = partsOf(edit, badge, visible);
        if (parts.rejected.united(parts.bubble).contains(event->pos())) {
            return badge.line;
        }
    }
    return -1;
}
