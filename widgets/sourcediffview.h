// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextEdit>

class QTextCursor;

// The word-level diff of a source block between two versions of its post
// (TextDiff::words), in one running text: removed words struck through on a red
// tint, added words on a green one (RevisionDiffDelegate's colours). Read-only;
// the text can be selected and copied. A removed block shows its old text struck
// through, an added one its new text tinted.
class SourceDiffView : public QTextEdit
{
    Q_OBJECT
public:
    explicit SourceDiffView(QWidget *parent = nullptr);

    void showEdit(const QString &oldText, const QString &newText);
    void showRemoved(const QString &oldText);
    void showAdded(const QString &newText);
    // A line in grey instead of a diff (nothing selected).
    void showMessage(const QString &message);

    // What the last show… call laid out as words: removed and added characters.
    int removedCharacters() const { return m_removed; }
    int addedCharacters() const { return m_added; }

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class Part { Equal, Removed, Added };
    void begin();
    void append(QTextCursor &cursor, const QString &text, Part part);
    void redraw();

    enum class Shown { Message, Edit, Removed, Added };
    void display(Shown shown, const QString &oldText, const QString &newText);

    Shown m_shown = Shown::Message;
    QString m_old;
    QString m_new;
    int m_removed = 0;
    int m_added = 0;
};
