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
// - lines whose whole text was replaced (a paste or typing over a selection of whole
//   lines) hand their ids to the lines that took their place, paragraph by
//   paragraph: one pasted over two carries both, two over one both carry its ids;
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
    // With an undo history, the new ids are those the reconciler gave the current
    // state (a restamp): an undo or redo that comes back to this state gives its lines
    // these ids and those its edits had given them (a merged block's line keeps the
    // ids of both blocks, so that a redo after an undone merge merges again).
    void setLineIds(const LineIds &ids);
    LineIds lineIds() const { return m_ids; }
    QList<qint64> idsAt(int line) const { return m_ids.value(line); }
    // Changes the ids of an existing line without an undo step of its own: the
    // change belongs to the current state.
    void setIdsAt(int line, const QList<qint64> &ids);

    // The next text change clears a selection for text still to come (an input
    // method's composition): the lines it empties keep their ids for that text, as if
    // it had been inserted at once. Until expectReplacement(false) or that change.
    void expectReplacement(bool expected = true);

    // The document's undo/redo plus the ids of the state it returns to; cursor (if
    // any) moves to the changed place. False when there is nothing to undo/redo.
    bool undo(QTextCursor *cursor = nullptr);
    bool redo(QTextCursor *cursor = nullptr);

Q_SIGNALS:
    // After every change of the text (not of formats): lines [first, first +
    // removed) of the text before it are now lines [first, first + added).
    void linesChanged(int first, int removed, int added);

private:
    // An edit of old lines [first + head, first + oldTail] that are now new lines
    // [first + head, first + newTail].
    struct Replacement {
        int first = 0;
        int head = 0;
        int oldTail = 0;
        int newTail = 0;
        bool headSurvives = false; // text before the edit on the head line stays
        bool tailSurvives = false; // text after the edit on the tail line stays
        bool inserted = false; // the edit inserted text (not only removed)
    };

    struct Change {
        int first = 0; // line of the first changed character
        int removed = 0;
        int added = 0;
    };

    // Old lines [first, oldLast] are new lines [first, newLast]; outside [window,
    // oldEnd) of the old lines joined with '\n' (and [window, newEnd) of the new ones)
    // nothing changed. inherit: replaced lines hand their ids on (inheritReplaced).
    struct Window {
        int first = 0;
        int oldLast = 0;
        int newLast = 0;
        int window = 0;
        int oldEnd = 0;
        int newEnd = 0;
        bool inherit = true;
    };

    void onContentsChange(int position, int removed, int added);
    // False when the range does not fit what is known; *changed: text changed.
    bool applyHinted(int position, int removed, int added, Change *change, bool *changed);
    bool applyByScan(Change *change);
    bool applyWindow(const Window &w, Change *change);
    // m_ids united with m_restampedFrom: the ids to keep for this state.
    LineIds recorded() const;
    void inheritReplaced(const Replacement &r, const QStringList &oldLines, const QStringList &newLines, LineIds &ids) const;
    QStringList newTexts(int first, int last) const;
    // undo() (redo false) and redo().
    bool step(QTextCursor *cursor, bool redo);
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
    // The ids the current state's lines had before setLineIds() restamped them
    // (empty: not restamped); for the states an undo or redo comes back to.
    LineIds m_restampedFrom;
    bool m_replacing = false; // expectReplacement()
    int m_undoSteps = 0;
    bool m_undoRedoCall = false;
};
