// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commentbadges.h"
#include "draft/lineids.h"
#include "markdowntextedit.h"
#include "textmarks.h"

#include <QColor>
#include <QHash>
#include <QList>
#include <QPair>
#include <QVector>

class BlockIdTracker;
class CompletionSource;
class InlineCompletion;
struct TypedCompletion;

// The Chinese draft as one markdown document. Every line carries the ids of
// the target blocks it belongs to (BlockIdTracker), through typing, splitting,
// joining, cut and paste (the clipboard carries the ids of whole copied lines),
// drag and drop, moving lines and undo/redo. A line is a QTextBlock, so Shift+Return
// starts a new line too (a U+2028 inside a line would shift every later line
// number of toPlainText() against the blocks).
class DraftEditor : public MarkdownTextEdit
{
    Q_OBJECT
public:
    // Clipboard and drag format: QDataStream (Qt 5.15) of the LineIds of the copied
    // lines; lines copied only in part carry none.
    static QString lineIdsMimeType();

    explicit DraftEditor(QWidget *parent = nullptr);

    // Replaces text and ids and forgets the undo history; no textEdited().
    void setDraft(const QString &text, const LineIds &ids);
    // The lines joined with '\n', as typed: toPlainText() turns no-break spaces into
    // spaces and U+2028/U+2029 into '\n'.
    QString draftText() const;
    LineIds lineIds() const;
    // The ids line carries (none past the end), without copying every line's.
    QList<qint64> idsAt(int line) const;
    // New ids for the same lines (the reconciler's): no undo step, no textEdited().
    void restampLineIds(const LineIds &ids);

    // An input method is composing text (a preedit is shown, not yet in the text).
    bool isComposing() const { return m_composing; }

    // Moves lines [first, last] before line beforeLine (blockCount(): to the end) as
    // one undo step, ids and line markers along; the cursor stays on its line.
    // False (and nothing changes) for ranges that do not move.
    bool moveLines(int first, int last, int beforeLine);
    // [first, last] above the range that starts at previousFirst / below the range
    // that ends at nextLast.
    bool moveBlockUp(int first, int last, int previousFirst) { return moveLines(first, last, previousFirst); }
    bool moveBlockDown(int first, int last, int nextLast) { return moveLines(first, last, nextLast + 1); }

    // Inclusive 0-based line ranges shown with a full-width background: the blocks
    // aligned to the source cursor.
    void setHighlightedLines(const QList<QPair<int, int>> &ranges);
    QList<QPair<int, int>> highlightedLines() const { return m_highlighted; }
    // Translator's notes: their lines get a tint, and a tag with label ("译者注 · 硬件兼容表")
    // stands at the right edge of the blank line above each (of its first line when
    // there is none). Line numbers, as setHighlightedLines(). A warning box is tinted
    // and tagged in red.
    struct NoteLines {
        int first = 0;
        int last = 0;
        QString label;
        bool warning = false;
        bool operator==(const NoteLines &other) const
        {
            return first == other.first && last == other.last && label == other.label && warning == other.warning;
        }
    };
    void setNoteLines(const QList<NoteLines> &notes);
    QList<NoteLines> noteLines() const { return m_notes; }
    // Entry i colours the margin stripe of line i (invalid: none). Until the next
    // call a colour stays with the first id of its line (through splits, joins and
    // moves); lines without ids keep theirs by position.
    void setLineMarkers(const QVector<QColor> &colors);
    QVector<QColor> lineMarkers() const;
    // Term occurrences and problems, underlined with their tooltips (TextMarks).
    void setTextMarks(const QList<TextMarks::Mark> &marks);
    // Predictive typing (InlineCompletion): the candidates of the block at the cursor,
    // which the controller gives when the block changes; switched off, nothing is
    // offered. Tab takes what is offered, Esc hides it; without an offer both keys
    // do what they always did.
    void setCompletions(const CompletionSource &source);
    void setCompletionEnabled(bool on);
    bool isCompletionEnabled() const;
    // What is offered after the cursor now (grey, not in the text); invalid: nothing.
    TypedCompletion shownCompletion() const;

public Q_SLOTS:
    // Hide QPlainTextEdit's: these restore the ids too.
    void undo();
    void redo();

Q_SIGNALS:
    // The user changed the text (typing, paste, drop, undo, moveLines…); not for
    // setDraft() or restampLineIds(). Ids of pasted lines are in place when it comes.
    void textEdited();

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    void adjustContextMenu(QMenu *menu) override;
    QMimeData *createMimeDataFromSelection() const override;
    // Files dropped from a file manager are not text for the draft: they go on to
    // the window, which imports markdown files.
    bool canInsertFromMimeData(const QMimeData *source) const override;
    void insertFromMimeData(const QMimeData *source) override;
    void dropEvent(QDropEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void handleKey(QKeyEvent *event);
    void onLinesChanged(int first, int removed, int added);
    QTextCursor insertWithIds(QTextCursor cursor, const QString &text, const LineIds &ids, bool joinPrevious);
    void applyPastedIds(int start, int end, const LineIds &ids);
    void dropWithIds(QDropEvent *event);
    void relocateLines(int first, int last, int beforeLine);
    void setCursorAt(int line, int column);
    QColor markerAt(int line) const;
    void updateHighlight();
    void paintNoteTags(QPainter &painter, const QRect &area) const;
    void updateTabStops();
    void beginCompound();
    void endCompound();

    BlockIdTracker *m_tracker;
    InlineCompletion *m_completion;
    QList<QPair<int, int>> m_highlighted;
    QList<NoteLines> m_notes;
    QHash<qint64, QColor> m_idMarkers;
    QVector<QColor> m_markers; // by line, for lines without ids of m_idMarkers
    bool m_loading = false;
    bool m_composing = false;
    int m_compound = 0; // nesting of edits that report one textEdited()
    bool m_editedInCompound = false;
};
