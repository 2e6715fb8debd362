// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "drafteditor.h"

#include "blockidtracker.h"
#include "inlinecompletion.h"
#include "lineidsmime.h"
#include "linescroller.h"
#include "markdownhighlighting.h"
#include "statuscolors.h"

#include <QAction>
#include <QDropEvent>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QTextBlock>
#include <QUrl>

#include <algorithm>

namespace {
// The status stripe sits inside the document margin, left of the text.
constexpr int StripeWidth = 4;
constexpr int StripeGap = 4;

QPoint dropPoint(const QDropEvent *event)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
    return event->position().toPoint();
#else
    return event->pos();
#endif
}

// Line min(first, beforeLine) + i after moving lines [first, last] before beforeLine
// is line order[i] from before.
QVector<int> movedOrder(int first, int last, int beforeLine)
{
    QVector<int> order;
    const auto append = [&order](int from, int to) {
        for (int line = from; line <= to; ++line) {
            order.append(line);
        }
    };
    if (beforeLine < first) {
        append(first, last);
        append(beforeLine, first - 1);
    } else {
        append(last + 1, beforeLine - 1);
        append(first, last);
    }
    return order;
}

void reroute(QAction *action, DraftEditor *editor, void (DraftEditor::*slot)())
{
    QObject::disconnect(action, &QAction::triggered, nullptr, nullptr);
    QObject::connect(action, &QAction::triggered, editor, slot);
}
} // namespace

QString DraftEditor::lineIdsMimeType()
{
    return LineIdsMime::type();
}

DraftEditor::DraftEditor(QWidget *parent)
    : MarkdownTextEdit(parent)
    , m_tracker(new BlockIdTracker(document())) // first on contentsChange: later listeners see the new ids
    , m_completion(new InlineCompletion(this))
{
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    // Chinese prose, not code: the fixed font lacks CJK glyphs or draws them poorly.
    QFont font = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    font.setPointSizeF(qMax(font.pointSizeF(), 10.0));
    setFont(font);
    updateTabStops();
    document()->setDocumentMargin(StripeWidth + StripeGap);
    MarkdownHighlighting::attach(document(), this);
    connect(m_tracker, &BlockIdTracker::linesChanged, this, &DraftEditor::onLinesChanged);
}

void DraftEditor::setDraft(const QString &text, const LineIds &ids)
{
    m_loading = true;
    setPlainText(text);
    m_loading = false;
    m_tracker->setLineIds(ids);
    m_markers.clear();
    m_idMarkers.clear();
    m_highlighted.clear();
    m_textMarks.clear();
    setExtraSelections({});
    forgetCurrentLine();
    moveCursor(QTextCursor::Start);
    m_completion->dismiss();
}

void DraftEditor::setCompletions(const CompletionSource &source)
{
    m_completion->setSource(source);
}

void DraftEditor::setCompletionEnabled(bool on)
{
    m_completion->setEnabled(on);
}

bool DraftEditor::isCompletionEnabled() const
{
    return m_completion->isEnabled();
}

TypedCompletion DraftEditor::shownCompletion() const
{
    return m_completion->shown();
}

// The raw text separates lines (blocks) with U+2029 and holds nothing else to convert
// (a plain-text document has no frame marks); a fifth of the time of joining every
// block's text(), which counts, as the edit journal takes the text at each keystroke.
QString DraftEditor::draftText() const
{
    QString text = document()->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return text;
}

LineIds DraftEditor::lineIds() const
{
    return m_tracker->lineIds();
}

QList<qint64> DraftEditor::idsAt(int line) const
{
    return m_tracker->idsAt(line);
}

void DraftEditor::restampLineIds(const LineIds &ids)
{
    m_tracker->setLineIds(ids);
}

bool DraftEditor::moveLines(int first, int last, int beforeLine)
{
    const int count = document()->blockCount();
    if (isReadOnly() || first < 0 || last < first || last >= count || beforeLine < 0 || beforeLine > count
        || (beforeLine >= first && beforeLine <= last + 1)) {
        return false;
    }
    const int regionFirst = qMin(first, beforeLine);
    const QVector<int> order = movedOrder(first, last, beforeLine);
    const LineIds ids = lineIds();
    const QVector<QColor> markers = m_markers;
    const int cursorLine = currentLine();
    const int cursorColumn = textCursor().positionInBlock();
    beginCompound();
    relocateLines(first, last, beforeLine);
    for (int i = 0; i < order.size(); ++i) {
        m_tracker->setIdsAt(regionFirst + i, ids.value(order.at(i)));
        if (markers.size() == count && m_markers.size() == count) {
            m_markers[regionFirst + i] = markers.at(order.at(i));
        }
    }
    const int movedTo = order.indexOf(cursorLine);
    setCursorAt(movedTo >= 0 ? regionFirst + movedTo : cursorLine, cursorColumn);
    endCompound();
    viewport()->update();
    return true;
}

void DraftEditor::setCursorAt(int line, int column)
{
    QTextCursor cursor(document()->findBlockByNumber(line));
    cursor.setPosition(cursor.position() + qMin(column, cursor.block().length() - 1));
    setTextCursor(cursor);
}

// Two edits, each one contiguous change for the tracker, joined into one undo step.
void DraftEditor::relocateLines(int first, int last, int beforeLine)
{
    const int count = document()->blockCount();
    QStringList moved;
    for (QTextBlock block = document()->findBlockByNumber(first); block.isValid() && block.blockNumber() <= last; block = block.next()) {
        moved.append(block.text());
    }
    QTextCursor cursor(document());
    if (last + 1 < count) {
        cursor.setPosition(document()->findBlockByNumber(first).position());
        cursor.setPosition(document()->findBlockByNumber(last + 1).position(), QTextCursor::KeepAnchor);
    } else { // the last lines: take the line break before them
        const QTextBlock previous = document()->findBlockByNumber(first - 1);
        cursor.setPosition(previous.position() + previous.length() - 1);
        cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    }
    cursor.beginEditBlock();
    cursor.removeSelectedText();
    cursor.endEditBlock();
    const int target = beforeLine < first ? beforeLine : beforeLine - moved.size();
    QString text = moved.join(QLatin1Char('\n'));
    if (target < document()->blockCount()) {
        cursor.setPosition(document()->findBlockByNumber(target).position());
        text += QLatin1Char('\n');
    } else {
        cursor.movePosition(QTextCursor::End);
        text.prepend(QLatin1Char('\n'));
    }
    cursor.joinPreviousEditBlock();
    cursor.insertText(text);
    cursor.endEditBlock();
}

void DraftEditor::setHighlightedLines(const QList<QPair<int, int>> &ranges)
{
    if (ranges != m_highlighted) {
        m_highlighted = ranges;
        updateHighlight();
    }
}

void DraftEditor::setNoteLines(const QList<NoteLines> &notes)
{
    if (notes != m_notes) {
        m_notes = notes;
        updateHighlight();
        viewport()->update();
    }
}

void DraftEditor::setLineMarkers(const QVector<QColor> &colors)
{
    m_markers = colors;
    m_idMarkers.clear();
    for (int line = 0; line < colors.size(); ++line) {
        const QList<qint64> ids = m_tracker->idsAt(line);
        if (colors.at(line).isValid() && !ids.isEmpty() && !m_idMarkers.contains(ids.first())) {
            m_idMarkers.insert(ids.first(), colors.at(line));
        }
    }
    viewport()->update();
}

QVector<QColor> DraftEditor::lineMarkers() const
{
    QVector<QColor> colors(m_markers.isEmpty() && m_idMarkers.isEmpty() ? 0 : document()->blockCount());
    for (int line = 0; line < colors.size(); ++line) {
        colors[line] = markerAt(line);
    }
    return colors;
}

QColor DraftEditor::markerAt(int line) const
{
    const QList<qint64> ids = m_tracker->idsAt(line);
    const auto byId = ids.isEmpty() ? m_idMarkers.constEnd() : m_idMarkers.constFind(ids.first());
    return byId != m_idMarkers.constEnd() ? *byId : m_markers.value(line);
}

void DraftEditor::undo()
{
    QTextCursor cursor = textCursor();
    if (!isReadOnly() && m_tracker->undo(&cursor)) {
        setTextCursor(cursor);
        ensureCursorVisible();
    }
}

void DraftEditor::redo()
{
    QTextCursor cursor = textCursor();
    if (!isReadOnly() && m_tracker->redo(&cursor)) {
        setTextCursor(cursor);
        ensureCursorVisible();
    }
}

// While a completion is offered, Tab and Esc are the editor's, before any shortcut.
bool DraftEditor::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && m_completion->wantsKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return MarkdownTextEdit::event(event);
}

void DraftEditor::keyPressEvent(QKeyEvent *event)
{
    if (m_completion->takeKey(event)) {
        event->accept();
        return;
    }
    handleKey(event);
    m_completion->afterKey(event);
}

void DraftEditor::focusOutEvent(QFocusEvent *event)
{
    m_completion->dismiss();
    MarkdownTextEdit::focusOutEvent(event);
}

void DraftEditor::handleKey(QKeyEvent *event)
{
    if (event == QKeySequence::Undo || event == QKeySequence::Redo) {
        event == QKeySequence::Undo ? undo() : redo();
        event->accept();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && event->modifiers().testFlag(Qt::ShiftModifier)) {
        // Qt would insert U+2028, a line break inside the line.
        QKeyEvent plain(
            event->type(), event->key(), event->modifiers() & ~Qt::ShiftModifier, event->text(), event->isAutoRepeat(), event->count());
        QPlainTextEdit::keyPressEvent(&plain);
        event->setAccepted(plain.isAccepted());
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

// A composition that starts over a selection takes the selection away before its text
// comes: the emptied lines keep their ids for that text.
void DraftEditor::inputMethodEvent(QInputMethodEvent *event)
{
    const bool replaces = textCursor().hasSelection() && event->commitString().isEmpty() && !event->preeditString().isEmpty();
    m_tracker->expectReplacement(replaces);
    QPlainTextEdit::inputMethodEvent(event);
    m_tracker->expectReplacement(false);
    m_composing = !event->preeditString().isEmpty();
    if (m_composing || !event->commitString().isEmpty()) {
        m_completion->update(m_composing); // a preedit hides it, a commit asks anew
    }
}

void DraftEditor::adjustContextMenu(QMenu *menu)
{
    for (QAction *action : menu->actions()) {
        if (action->objectName() == QLatin1String("edit-undo")) {
            reroute(action, this, &DraftEditor::undo);
        } else if (action->objectName() == QLatin1String("edit-redo")) {
            reroute(action, this, &DraftEditor::redo);
        }
    }
}

// Plain text only: the HTML of the standard mime data would carry formats, and its
// formats() would hide the ids.
QMimeData *DraftEditor::createMimeDataFromSelection() const
{
    const QTextCursor cursor = textCursor();
    auto *data = new QMimeData;
    data->setText(cursor.selectedText().replace(QChar::ParagraphSeparator, QLatin1Char('\n')));
    const QTextBlock first = document()->findBlock(cursor.selectionStart());
    const QTextBlock last = document()->findBlock(cursor.selectionEnd());
    const bool fromLineStart = cursor.selectionStart() == first.position();
    const bool toLineEnd = cursor.selectionEnd() == last.position() + last.length() - 1;
    LineIds ids;
    for (int line = first.blockNumber(); line <= last.blockNumber(); ++line) {
        const bool whole = (line > first.blockNumber() || fromLineStart) && (line < last.blockNumber() || toLineEnd);
        ids.append(whole ? m_tracker->idsAt(line) : QList<qint64>());
    }
    LineIdsMime::write(data, ids);
    return data;
}

void DraftEditor::insertFromMimeData(const QMimeData *source)
{
    if (isReadOnly() || !source->hasText()) {
        QPlainTextEdit::insertFromMimeData(source);
        return;
    }
    beginCompound();
    setTextCursor(insertWithIds(textCursor(), LineIdsMime::text(source), LineIdsMime::read(source), false));
    endCompound();
    ensureCursorVisible();
}

bool DraftEditor::canInsertFromMimeData(const QMimeData *source) const
{
    const QList<QUrl> urls = source->urls();
    if (!urls.isEmpty() && std::all_of(urls.cbegin(), urls.cend(), [](const QUrl &url) { return url.isLocalFile(); })) {
        return false;
    }
    return QPlainTextEdit::canInsertFromMimeData(source);
}

// Text dropped from elsewhere (the source view) onto the selection replaces it, as a
// paste would; Qt would insert it in the middle.
void DraftEditor::dropEvent(QDropEvent *event)
{
    const QMimeData *source = event->mimeData();
    const int at = cursorForPosition(dropPoint(event)).position();
    const QTextCursor selection = textCursor();
    const bool ontoSelection = selection.hasSelection() && at >= selection.selectionStart() && at <= selection.selectionEnd();
    if (isReadOnly() || !source->hasText() || (!source->hasFormat(lineIdsMimeType()) && !ontoSelection)) {
        QPlainTextEdit::dropEvent(event);
        return;
    }
    QDragLeaveEvent leave;
    QPlainTextEdit::dragLeaveEvent(&leave); // takes Qt's drop caret away
    dropWithIds(event);
}

// Qt moves text within the editor as one edit block, which the tracker would read as
// one change of everything between the two places.
void DraftEditor::dropWithIds(QDropEvent *event)
{
    QTextCursor target = cursorForPosition(dropPoint(event));
    QTextCursor dragged = textCursor();
    const bool fromHere = event->source() == viewport() || event->source() == this;
    const bool ontoSelection =
        dragged.hasSelection() && target.position() >= dragged.selectionStart() && target.position() <= dragged.selectionEnd();
    const bool move = event->dropAction() == Qt::MoveAction && fromHere && dragged.hasSelection();
    if (fromHere && ontoSelection) {
        event->setDropAction(Qt::IgnoreAction);
        event->accept();
        return;
    }
    if (ontoSelection) {
        target = dragged;
    }
    beginCompound();
    if (move) {
        dragged.beginEditBlock();
        dragged.removeSelectedText();
        dragged.endEditBlock();
    }
    setTextCursor(insertWithIds(target, LineIdsMime::text(event->mimeData()), LineIdsMime::read(event->mimeData()), move));
    endCompound();
    event->acceptProposedAction();
}

QTextCursor DraftEditor::insertWithIds(QTextCursor cursor, const QString &text, const LineIds &ids, bool joinPrevious)
{
    joinPrevious ? cursor.joinPreviousEditBlock() : cursor.beginEditBlock();
    cursor.removeSelectedText();
    const int start = cursor.position();
    cursor.insertText(text);
    cursor.endEditBlock();
    applyPastedIds(start, cursor.position(), ids);
    return cursor;
}

// Pasted lines that became whole lines get the ids they were copied with; a piece
// pasted into another line leaves that line's ids alone.
void DraftEditor::applyPastedIds(int start, int end, const LineIds &ids)
{
    const QTextBlock first = document()->findBlock(start);
    const QTextBlock last = document()->findBlock(end);
    if (ids.isEmpty() || last.blockNumber() - first.blockNumber() + 1 != ids.size()) {
        return;
    }
    const bool headEmpty = start == first.position();
    const bool tailEmpty = end == last.position() + last.length() - 1;
    for (int i = 0; i < ids.size(); ++i) {
        const bool whole = (i > 0 || headEmpty) && (i + 1 < ids.size() || tailEmpty);
        if (whole && !ids.at(i).isEmpty()) {
            m_tracker->setIdsAt(first.blockNumber() + i, ids.at(i));
        }
    }
}

void DraftEditor::paintEvent(QPaintEvent *event)
{
    QPlainTextEdit::paintEvent(event);
    QPainter painter(viewport());
    m_textMarks.paintBadges(this, &painter);
    m_completion->paint(&painter);
    paintNoteTags(painter, event->rect());
    paintCommentBadges(&painter, event->rect());
    if (m_markers.isEmpty() && m_idMarkers.isEmpty()) {
        return;
    }
    const QPointF offset = contentOffset();
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF box = blockBoundingGeometry(block).translated(offset);
        if (box.top() > event->rect().bottom()) {
            break;
        }
        const QColor color = markerAt(block.blockNumber());
        if (color.isValid() && block.isVisible()) {
            painter.fillRect(QRectF(1, box.top(), StripeWidth, box.height()), color);
        }
    }
}

void DraftEditor::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateTabStops();
    } else if (event->type() == QEvent::PaletteChange) {
        updateHighlight();
    }
}

void DraftEditor::onLinesChanged(int first, int removed, int added)
{
    if (!m_markers.isEmpty() && removed != added && first <= m_markers.size()) {
        const int count = qMin(removed, int(m_markers.size()) - first);
        m_markers = m_markers.mid(0, first) + QVector<QColor>(added) + m_markers.mid(first + count);
    }
    if (m_loading) {
        return;
    }
    if (m_compound > 0) {
        m_editedInCompound = true;
        return;
    }
    Q_EMIT textEdited();
}

// A full-width format on a bare cursor paints only the visual line of the cursor, on
// a selection only the visual lines it ends or crosses a line break in: both per range.
void DraftEditor::setTextMarks(const QList<TextMarks::Mark> &marks)
{
    if (marks == m_textMarks.marks()) {
        return; // the same after most autosaves: no relayout of every underline
    }
    m_textMarks.set(document(), marks);
    updateHighlight();
}

void DraftEditor::updateHighlight()
{
    QList<QPair<int, int>> notes;
    QList<QPair<int, int>> warnings;
    for (const NoteLines &note : std::as_const(m_notes)) {
        (note.warning ? warnings : notes).append({note.first, note.last});
    }
    // The aligned highlight comes after the note tint so that it wins.
    setExtraSelections(LineScroller::backgrounds(this, notes, StatusColors::noteBackground(palette()))
        + LineScroller::backgrounds(this, warnings, StatusColors::noteBackground(palette(), true))
        + LineScroller::backgrounds(this, m_highlighted, StatusColors::alignedBackground(palette())) + m_textMarks.selections(palette()));
}

void DraftEditor::paintNoteTags(QPainter &painter, const QRect &area) const
{
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    const QFontMetrics metrics(font);
    painter.setFont(font);
    const QPointF offset = contentOffset();
    for (const NoteLines &note : std::as_const(m_notes)) {
        // On the blank line above the note, so that it hides none of its text.
        QTextBlock block = document()->findBlockByNumber(note.first);
        if (block.previous().isValid() && block.previous().text().trimmed().isEmpty()) {
            block = block.previous();
        }
        if (!block.isValid() || !block.isVisible()) {
            continue;
        }
        const QRectF line = blockBoundingGeometry(block).translated(offset);
        if (line.bottom() < area.top() || line.top() > area.bottom()) {
            continue;
        }
        const int width = metrics.horizontalAdvance(note.label) + 10;
        const QRectF tag(viewport()->width() - width - 4, line.top() + 1, width, metrics.height() + 2);
        painter.setPen(Qt::NoPen);
        painter.setBrush(StatusColors::noteTag(palette(), note.warning));
        painter.drawRoundedRect(tag, 4, 4);
        painter.setPen(palette().color(QPalette::HighlightedText));
        painter.drawText(tag, Qt::AlignCenter, note.label);
    }
}

void DraftEditor::updateTabStops()
{
    setTabStopDistance(4 * QFontMetricsF(font()).horizontalAdvance(QLatin1Char(' ')));
}

void DraftEditor::beginCompound()
{
    if (m_compound++ == 0) {
        m_editedInCompound = false;
    }
}

void DraftEditor::endCompound()
{
    if (--m_compound == 0 && m_editedInCompound) {
        m_editedInCompound = false;
        Q_EMIT textEdited();
    }
}
