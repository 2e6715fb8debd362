// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inlinecompletion.h"

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QPainter>
#include <QPlainTextEdit>
#include <QTextBlock>

namespace {
// Space the rest of the candidate needs past the cursor's line: its pieces, each on
// a line of the view, the first from the cursor on.
struct GhostLine {
    QString text;
    QPointF at; // top left
};

QList<GhostLine> layOut(const QString &rest, const QFontMetricsF &metrics, const QRectF &cursor, qreal left, qreal right)
{
    QList<GhostLine> lines {{QString(), cursor.topLeft()}};
    qreal x = cursor.left();
    for (int i = 0; i < rest.size();) {
        const int length = rest.at(i).isHighSurrogate() && i + 1 < rest.size() ? 2 : 1;
        const QString character = rest.mid(i, length);
        const qreal width = metrics.horizontalAdvance(character);
        if (x + width > right && !lines.last().text.isEmpty()) {
            lines.append({QString(), QPointF(left, lines.last().at.y() + cursor.height())});
            x = left;
        }
        lines.last().text += character;
        x += width;
        i += length;
    }
    return lines;
}
} // namespace

InlineCompletion::InlineCompletion(QPlainTextEdit *editor)
    : QObject(editor)
    , m_editor(editor)
{
    connect(editor, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        if (m_completion.isValid() && !isShown()) {
            dismiss();
        }
    });
}

void InlineCompletion::setSource(const CompletionSource &source)
{
    if (source == m_source) {
        return;
    }
    m_source = source;
    // Candidates that come late (the memory's, after its lookup delay) are offered while
    // the translator waits where they last typed; elsewhere the offer goes.
    const bool waiting = m_editor->textCursor().position() == m_typedPosition && m_editor->document()->revision() == m_typedRevision;
    if (m_editor->hasFocus() && waiting) {
        update();
    } else {
        dismiss();
    }
}

void InlineCompletion::setEnabled(bool on)
{
    m_enabled = on;
    if (!on) {
        dismiss();
    }
}

TypedCompletion InlineCompletion::shown() const
{
    const QTextCursor cursor = m_editor->textCursor();
    if (!m_completion.isValid() || cursor.hasSelection() || cursor.position() != m_position
        || m_editor->document()->revision() != m_revision) {
        return {};
    }
    return m_completion;
}

void InlineCompletion::update(bool composing)
{
    const QTextCursor cursor = m_editor->textCursor();
    const QString line = cursor.block().text();
    const int column = cursor.positionInBlock();
    m_typedPosition = composing ? -1 : cursor.position();
    m_typedRevision = m_editor->document()->revision();
    if (!m_enabled || composing || m_source.isEmpty() || m_editor->isReadOnly() || cursor.hasSelection()
        || !line.mid(column).trimmed().isEmpty()) {
        dismiss();
        return;
    }
    setShown(m_source.complete(line.left(column)));
}

void InlineCompletion::afterKey(const QKeyEvent *event)
{
    const QString text = event->text();
    const bool typed = !text.isEmpty() && text.at(0).isPrint() && !event->modifiers().testFlag(Qt::ControlModifier);
    if (typed || event->key() == Qt::Key_Backspace) {
        update();
    } else {
        dismiss();
    }
}

bool InlineCompletion::accept()
{
    const TypedCompletion completion = shown();
    if (!completion.isValid()) {
        return false;
    }
    QTextCursor cursor = m_editor->textCursor();
    const QString typed = cursor.block().text().left(cursor.positionInBlock()).right(completion.typedLength);
    cursor.beginEditBlock();
    if (typed == completion.candidate.text.left(completion.typedLength)) {
        cursor.insertText(completion.rest());
    } else { // typed in another case: the candidate's is taken
        cursor.setPosition(cursor.position() - completion.typedLength, QTextCursor::KeepAnchor);
        cursor.insertText(completion.candidate.text);
    }
    cursor.endEditBlock();
    m_editor->setTextCursor(cursor);
    m_editor->ensureCursorVisible();
    dismiss();
    return true;
}

bool InlineCompletion::wantsKey(const QKeyEvent *event) const
{
    return (event->key() == Qt::Key_Tab || event->key() == Qt::Key_Escape) && event->modifiers() == Qt::NoModifier && isShown();
}

bool InlineCompletion::takeKey(const QKeyEvent *event)
{
    if (!wantsKey(event)) {
        return false;
    }
    if (event->key() == Qt::Key_Tab) {
        accept();
    } else {
        dismiss();
    }
    return true;
}

void InlineCompletion::dismiss()
{
    if (m_completion.isValid()) {
        m_completion = {};
        m_editor->viewport()->update();
    }
}

void InlineCompletion::setShown(const TypedCompletion &completion)
{
    m_completion = completion;
    m_position = m_editor->textCursor().position();
    m_revision = m_editor->document()->revision();
    m_editor->viewport()->update();
}

// The rest in the placeholder colour from the cursor on, wrapped at the view's
// edge; lines past the cursor's cover what is under them.
void InlineCompletion::paint(QPainter *painter) const
{
    const TypedCompletion completion = shown();
    if (!completion.isValid()) {
        return;
    }
    const QTextCursor cursor = m_editor->textCursor();
    QTextCursor lineStart = cursor;
    lineStart.movePosition(QTextCursor::StartOfBlock);
    const QRectF at = m_editor->cursorRect(cursor);
    const qreal margin = m_editor->document()->documentMargin();
    const QFont font = m_editor->font();
    const QFontMetricsF metrics(font);
    const QList<GhostLine> lines =
        layOut(completion.rest(), metrics, at, m_editor->cursorRect(lineStart).left(), m_editor->viewport()->width() - margin);
    painter->save();
    painter->setFont(font);
    const QPalette palette = m_editor->palette();
    for (int i = 0; i < lines.size(); ++i) {
        const GhostLine &line = lines.at(i);
        if (i > 0) {
            painter->fillRect(QRectF(line.at, QSizeF(metrics.horizontalAdvance(line.text), at.height())), palette.color(QPalette::Base));
        }
        painter->setPen(palette.color(QPalette::PlaceholderText));
        const qreal baseline = line.at.y() + (at.height() + metrics.ascent() - metrics.descent()) / 2;
        painter->drawText(QPointF(line.at.x() + 1, baseline), line.text);
    }
    painter->restore();
}
