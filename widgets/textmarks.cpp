// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textmarks.h"

#include "plaintooltips.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPalette>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTextCharFormat>
#include <QTextDocument>
#include <QToolTip>

namespace {
QColor colorOf(TextMarks::Style style, const QPalette &palette)
{
    switch (style) {
    case TextMarks::Style::Term:
        return palette.color(QPalette::Link);
    case TextMarks::Style::Warning:
        return QColor(0xe0, 0x8a, 0x00);
    case TextMarks::Style::Error:
        return QColor(0xd3, 0x2f, 0x2f);
    case TextMarks::Style::Deleted:
        return palette.color(QPalette::Disabled, QPalette::Text);
    }
    return {};
}
} // namespace

void TextMarks::set(QTextDocument *document, const QList<Mark> &marks)
{
    m_marks.clear();
    const int size = document->characterCount() - 1;
    for (const Mark &mark : marks) {
        if (mark.start < 0 || mark.end > size || mark.end < mark.start) {
            continue;
        }
        QTextCursor cursor(document);
        cursor.setPosition(mark.start);
        cursor.setPosition(mark.end, QTextCursor::KeepAnchor);
        m_marks.append({cursor, mark.style, mark.toolTip});
    }
}

QList<TextMarks::Mark> TextMarks::marks() const
{
    QList<Mark> result;
    for (const Held &held : m_marks) {
        result.append({held.cursor.selectionStart(), held.cursor.selectionEnd(), held.style, held.toolTip});
    }
    return result;
}

QList<QTextEdit::ExtraSelection> TextMarks::selections(const QPalette &palette) const
{
    QList<QTextEdit::ExtraSelection> result;
    for (const Held &held : m_marks) {
        if (!held.cursor.hasSelection()) {
            continue;
        }
        QTextEdit::ExtraSelection selection;
        selection.cursor = held.cursor;
        if (held.style == Style::Deleted) {
            selection.format.setFontStrikeOut(true);
            selection.format.setForeground(colorOf(held.style, palette));
        } else {
            selection.format.setUnderlineStyle(held.style == Style::Term ? QTextCharFormat::DotLine : QTextCharFormat::WaveUnderline);
            selection.format.setUnderlineColor(colorOf(held.style, palette));
        }
        result.append(selection);
    }
    return result;
}

QString TextMarks::toolTipAt(int position) const
{
    QStringList tips;
    for (const Held &held : m_marks) {
        if (held.cursor.hasSelection() && held.cursor.selectionStart() <= position && position < held.cursor.selectionEnd()
            && !held.toolTip.isEmpty() && !tips.contains(held.toolTip)) {
            tips.append(held.toolTip);
        }
    }
    return tips.join(QLatin1Char('\n'));
}

bool TextMarks::showToolTip(const TextMarks &marks, QPlainTextEdit *edit, QEvent *event)
{
    if (event->type() != QEvent::ToolTip) {
        return false;
    }
    const auto *help = static_cast<QHelpEvent *>(event);
    const QString badge = marks.badgeToolTipAt(edit, help->pos());
    const QString tip = badge.isEmpty() ? marks.toolTipAt(edit->cursorForPosition(help->pos()).position()) : badge;
    if (tip.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), PlainToolTips::html(tip), edit->viewport());
    }
    return true;
}

int TextMarks::blockPosition(const QTextDocument *document, int line, const QString &text)
{
    const QTextBlock first = line >= 0 ? document->findBlockByNumber(line) : QTextBlock();
    QTextBlock block = first;
    const QStringList lines = text.split(QLatin1Char('\n'));
    // A byte order mark belongs to the lead before the first block, not to its text.
    const int bom =
        first.isValid() && first.blockNumber() == 0 && first.text().startsWith(QChar(0xFEFF)) && !text.startsWith(QChar(0xFEFF)) ? 1 : 0;
    for (int i = 0; i < lines.size(); ++i) {
        if (!block.isValid() || QStringView(block.text()).mid(i == 0 ? bom : 0) != lines.at(i)) {
            return -1;
        }
        block = block.next();
    }
    return first.isValid() ? first.position() + bom : -1;
}

QRectF TextMarks::badgeRect(const QPlainTextEdit *edit, const QTextCursor &cursor)
{
    const QRect line = edit->cursorRect(cursor);
    const qreal size = qMax(8.0, line.height() * 0.62);
    return QRectF(line.right() + 3, line.center().y() - size / 2 + 1, size, size);
}

void TextMarks::paintBadges(const QPlainTextEdit *edit, QPainter *painter) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = edit->font();
    // Only the badges on screen: cursorRect() of a position far off lays its block out.
    const QRect viewport = edit->viewport()->rect();
    const int first = edit->cursorForPosition(viewport.topLeft()).block().position();
    const QTextBlock lastBlock = edit->cursorForPosition(viewport.bottomRight()).block();
    const int last = lastBlock.position() + lastBlock.length();
    for (const Held &held : m_marks) {
        if (held.cursor.hasSelection() || held.cursor.position() < first || held.cursor.position() > last) {
            continue;
        }
        const QRectF box = badgeRect(edit, held.cursor);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colorOf(held.style, edit->palette()));
        painter->drawEllipse(box);
        font.setPixelSize(qMax(7, int(box.height() * 0.8)));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(Qt::white);
        painter->drawText(box, Qt::AlignCenter, QStringLiteral("!"));
    }
    painter->restore();
}

QString TextMarks::badgeToolTipAt(const QPlainTextEdit *edit, const QPoint &point) const
{
    QStringList tips;
    for (const Held &held : m_marks) {
        if (!held.cursor.hasSelection() && badgeRect(edit, held.cursor).adjusted(-2, -2, 2, 2).contains(point)
            && !tips.contains(held.toolTip)) {
            tips.append(held.toolTip);
        }
    }
    return tips.join(QLatin1Char('\n'));
}
