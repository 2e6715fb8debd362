// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QTextCursor>
#include <QTextEdit>

class QEvent;
class QPainter;
class QPalette;
class QPoint;
class QRectF;
class QPlainTextEdit;
class QTextDocument;

// Underlined character ranges of a text edit, each with a tooltip: terms in the
// source, term problems in the draft. A mark with start == end is a badge: a small
// round sign drawn after that position, for a problem that has no text of its own
// (a rendering that is missing). The marks are held as cursors of the document, so
// they follow edits made after they were set (text typed before a range moves it,
// text deleted around it shrinks it) until the next set().
class TextMarks
{
public:
    enum class Style {
        Term, // a termbase term: dotted, in the link colour
        Warning, // something is missing: wavy, orange
        Error, // something is wrong: wavy, red
        Deleted, // left out of the translation: struck through, grey
    };
    struct Mark {
        int start = 0; // document positions, [start, end); start == end: a badge
        int end = 0;
        Style style = Style::Term;
        QString toolTip;
        bool operator==(const Mark &other) const
        {
            return start == other.start && end == other.end && style == other.style && toolTip == other.toolTip;
        }
    };

    // Ranges outside the document or reversed are dropped.
    void set(QTextDocument *document, const QList<Mark> &marks);
    void clear() { m_marks.clear(); }
    // Where the marks are now.
    QList<Mark> marks() const;
    QList<QTextEdit::ExtraSelection> selections(const QPalette &palette) const;
    // The tooltips of the ranges covering position, one per line; empty: none.
    QString toolTipAt(int position) const;
    // Draws the badges on edit's viewport.
    void paintBadges(const QPlainTextEdit *edit, QPainter *painter) const;
    // The tooltips of the badges drawn at point (viewport coordinates).
    QString badgeToolTipAt(const QPlainTextEdit *edit, const QPoint &point) const;
    // For a viewportEvent(): shows the tooltip of the marks under the mouse on a
    // QEvent::ToolTip and says whether the event was one.
    // The document position where text starts at the beginning of line (after a byte
    // order mark opening the document), or -1 when the lines from there do not read
    // text (a block's text and line, checked before marks are placed by offsets).
    static int blockPosition(const QTextDocument *document, int line, const QString &text);
    static bool showToolTip(const TextMarks &marks, QPlainTextEdit *edit, QEvent *event);

private:
    static QRectF badgeRect(const QPlainTextEdit *edit, const QTextCursor &cursor);

    struct Held {
        QTextCursor cursor; // anchor = start, position = end
        Style style;
        QString toolTip;
    };
    QList<Held> m_marks;
};
