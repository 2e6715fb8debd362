// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "typing/completionsource.h"
#include "typing/typedcompletion.h"

#include <QObject>

class QKeyEvent;
class QPainter;
class QPlainTextEdit;

// Predictive typing in an editor: after a key or an input method's commit, the
// candidate of the block (CompletionSource) that continues the text typed before the
// cursor is shown in grey after the cursor — painted over the view, never put in the
// document, so that its undo stack, autosave and edit journal never see it. Offered
// only at the end of a line's text (trailing spaces aside), with no selection, no
// composition under way and the editor writable; any move of the cursor or change of
// the text takes it away. accept() types the rest as one undo step (the typed tail
// takes the candidate's case); dismiss() hides it until the next key.
class InlineCompletion : public QObject
{
    Q_OBJECT
public:
    explicit InlineCompletion(QPlainTextEdit *editor);

    // The block's candidates: what is shown goes, until the next key.
    void setSource(const CompletionSource &source);
    const CompletionSource &source() const { return m_source; }
    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }

    // What is offered at the cursor now; invalid when nothing is.
    TypedCompletion shown() const;
    bool isShown() const { return shown().isValid(); }

    // The text before the cursor asks for a completion again (composing: none).
    void update(bool composing = false);
    // After a key press the editor handled: typed text or a deleted character asks
    // anew, every other key takes the completion away.
    void afterKey(const QKeyEvent *event);
    bool accept();
    void dismiss();
    // Tab or Esc without modifiers while a completion is shown.
    bool wantsKey(const QKeyEvent *event) const;
    // Tab accepts, Esc dismisses; false (and nothing done) for any other key or when
    // nothing is shown.
    bool takeKey(const QKeyEvent *event);

    void paint(QPainter *painter) const;

private:
    void setShown(const TypedCompletion &completion);

    QPlainTextEdit *m_editor;
    CompletionSource m_source;
    TypedCompletion m_completion;
    int m_position = -1; // of the cursor it was offered at
    int m_revision = -1; // of the document it was offered in
    int m_typedPosition = -1; // of the cursor when the text before it last asked (update())
    int m_typedRevision = -1;
    bool m_enabled = true;
};
