// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcediffview.h"

#include "core/textdiff.h"
#include "revisiondiffdelegate.h"

#include <QEvent>
#include <QTextCharFormat>
#include <QTextCursor>

SourceDiffView::SourceDiffView(QWidget *parent)
    : QTextEdit(parent)
{
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
}

void SourceDiffView::showEdit(const QString &oldText, const QString &newText)
{
    display(Shown::Edit, oldText, newText);
}

void SourceDiffView::showRemoved(const QString &oldText)
{
    display(Shown::Removed, oldText, {});
}

void SourceDiffView::showAdded(const QString &newText)
{
    display(Shown::Added, {}, newText);
}

void SourceDiffView::showMessage(const QString &message)
{
    display(Shown::Message, message, {});
}

void SourceDiffView::display(Shown shown, const QString &oldText, const QString &newText)
{
    m_shown = shown;
    m_old = oldText;
    m_new = newText;
    redraw();
}

void SourceDiffView::changeEvent(QEvent *event)
{
    QTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        redraw(); // the tints are blended from the palette
    }
}

void SourceDiffView::begin()
{
    clear();
    m_removed = 0;
    m_added = 0;
}

void SourceDiffView::redraw()
{
    begin();
    QTextCursor cursor(document());
    switch (m_shown) {
    case Shown::Message: {
        QTextCharFormat grey;
        grey.setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        cursor.insertText(m_old, grey);
        break;
    }
    case Shown::Removed:
        append(cursor, m_old, Part::Removed);
        break;
    case Shown::Added:
        append(cursor, m_new, Part::Added);
        break;
    case Shown::Edit: {
        const TextDiff::WordDiff diff = TextDiff::words(m_old, m_new);
        for (int i = 0; i < diff.left.size() && i < diff.right.size(); ++i) {
            const TextDiff::Segment &left = diff.left.at(i);
            const TextDiff::Segment &right = diff.right.at(i);
            if (!left.changed) {
                append(cursor, m_new.mid(right.start, right.length), Part::Equal);
                continue;
            }
            append(cursor, m_old.mid(left.start, left.length), Part::Removed);
            append(cursor, m_new.mid(right.start, right.length), Part::Added);
        }
        break;
    }
    }
    moveCursor(QTextCursor::Start);
}

void SourceDiffView::append(QTextCursor &cursor, const QString &text, Part part)
{
    if (text.isEmpty()) {
        return;
    }
    QTextCharFormat format;
    const int changed = int(TextDiff::Kind::Changed);
    if (part == Part::Removed) {
        format.setFontStrikeOut(true);
        format.setBackground(RevisionDiffDelegate::background(changed, true, true, palette(), true));
        m_removed += int(text.size());
    } else if (part == Part::Added) {
        format.setBackground(RevisionDiffDelegate::background(changed, false, true, palette(), true));
        m_added += int(text.size());
    }
    cursor.insertText(text, format);
}
