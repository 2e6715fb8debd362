// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commentbadge.h"

#include <QCoreApplication>
#include <QList>
#include <QRectF>

class QEvent;
class QMouseEvent;
class QPainter;
class QPlainTextEdit;
class QPoint;
class QRect;

// The comment badges of a text edit, drawn at the right edge of its viewport on
// their lines: a speech bubble with the count of open threads, a red mark for a
// rejected block left of it, and a blue "Δ" left of those for a block whose source
// changed. Both editors hold one; only lines on screen are laid out.
class CommentBadges
{
    Q_DECLARE_TR_FUNCTIONS(CommentBadges)
public:
    // Badges on lines past the document's end are kept and not drawn.
    void set(const QList<CommentBadge> &badges) { m_badges = badges; }
    const QList<CommentBadge> &badges() const { return m_badges; }
    // The review's badges with the source changes' added: one badge a line, tooltips
    // joined (the review's first).
    static QList<CommentBadge> merged(const QList<CommentBadge> &review, const QList<CommentBadge> &changes);

    // Where the badge on line is drawn, in viewport coordinates; empty when the line
    // has none or is not on screen.
    QRectF rectOf(const QPlainTextEdit *edit, int line) const;
    void paint(const QPlainTextEdit *edit, QPainter *painter, const QRect &area) const;
    // The line of the badge at point (viewport coordinates), -1 if none.
    int lineAt(const QPlainTextEdit *edit, const QPoint &point) const;
    // For a viewportEvent(): shows the badge's tooltip on a QEvent::ToolTip over a
    // badge and says whether it did.
    bool showToolTip(QPlainTextEdit *edit, QEvent *event) const;
    // For a mousePressEvent(): the line of the badge a left click hits, -1 if none
    // (the Δ only has a tooltip: a click on it moves the cursor there).
    int clickedLine(const QPlainTextEdit *edit, QMouseEvent *event) const;

private:
    struct Parts {
        QRectF rejected; // empty without a rejection
        QRectF bubble; // empty without open threads
        QRectF changed; // empty unless the source changed
        QRectF united() const { return rejected.united(bubble).united(changed); }
    };

    // The first and last line on screen.
    struct Lines {
        int first = 0;
        int last = -1;
    };

    static Lines visibleLines(const QPlainTextEdit *edit);
    static Parts partsOf(const QPlainTextEdit *edit, const CommentBadge &badge, const Lines &visible);
    static QString rejectedLabel();
    static void paintBubble(QPainter *painter, const QRectF &box, int count);
    static void paintRejected(QPainter *painter, const QRectF &box);
    static void paintChanged(QPainter *painter, const QRectF &box);

    QList<CommentBadge> m_badges;
};
