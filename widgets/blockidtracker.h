// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/lineids.h"

#include <QMap>
#include <QObject>
#include <QStringList>

class QTextCursor;
class QTextDocument;

// Keeps the target-block ids that each line (QTextBlock) of a draft carries in step
// with free editing of the document:
// - text that survives an edit keeps its line's ids where it ends up: the head of
//   the first touched line before the edit, the tail of the last one after it;
// - joined lines carry the ids of both; Enter in the middle of a line copies its
//   ids onto the new line; new lines (Enter at a line end, pasted text) get none;
// - a line whose content and line break were removed loses its ids, while a line
//   whose content alone was replaced keeps them;
// - undo and redo (through undo()/redo(), or the document's own undo) restore the
//   ids of the state they return to.
// The ids live here, not in QTextBlockUserData: KSyntaxHighlighting's highlighter
// owns that slot and replaces whatever else is put there.
// Contract: contentsChange reports one range per edit block, so an edit block that
// changes several separate places (remove here, insert there) reads as one
// replacement of everything between them. Make such edits separate edit blocks and
// join the undo steps with QTextCursor::joinPreviousEditBlock(), as DraftEditor does.
class BlockIdTracker : public QObject
{
    Q_OBJECT
public:
    // Tracks document from now on; every line starts without ids. document needs a
    // layout (QPlainTextEdit's): QTextDocument emits no contentsChange without one.
    explicit BlockIdTracker(QTextDocument *document);

    // Entry i goes to line i; lines beyond ids get none, extra entries are dropped.
    void setLineIds(const LineIds &ids);
    LineIds lineIds() const { return m_ids; }
    QList<qint64> idsAt(int line) const { return m_ids.value(line); }
    // Changes the ids of an existing line without an undo step of its own: the
    // change belongs to the current state.
    void setIdsAt(int line, const QList<qint64> &ids);

    // The document's undo/redo plus the ids of the state it returns to; cursor (if
    // any) moves to the changed place. False when there is nothing to undo/redo.
    bool undo(QTextCursor *cursor = nullptr);
    bool redo(QTextCursor *cursor = nullptr);

Q_SIGNALS:
    // After every change of the text (not of formats): lines [first, first +
    // removed) of the text before it are now lines [first, first + added).
    void linesChanged(int first, int removed, int added);

private:
    struct Change {
        int first = 0; // line of the first changed character
        int removed = 0;
        int added = 0;
    };

    void onContentsChange(int position, int removed, int added);
    // False when the range does not fit what is known; *changed: text changed.
    bool applyHinted(int position, int removed, int added, Change *change, bool *changed);
    bool applyByScan(Change *change);
    bool applyWindow(int first, int oldLast, int newLast, int window, int oldEnd, int newEnd, Change *change);
    QStringList newTexts(int first, int last) const;
    void updateUndoHistory(const LineIds &before, bool undoRedo);
    void restoreState(int undoSteps);
    void dropStatesAfter(int undoSteps);
    void reset();

    QTextDocument *m_document;
    LineIds m_ids;
    QStringList m_texts; // the text of every line after the last change
    int m_characterCount = 0;
    // Ids of earlier and later undo states by QTextDocument::availableUndoSteps(),
    // which counts commands: one undo step may skip several keys. The current state
    // is m_ids, not stored.
    QMap<int, LineIds> m_states;
    int m_undoSteps = 0;
    bool m_undoRedoCall = false;
};
