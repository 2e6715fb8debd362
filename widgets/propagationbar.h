// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QKeySequence;
class QLabel;
class QPushButton;

// Shown above the draft after the translator confirmed a block whose identical source
// blocks (repetitions) have drafts nobody wrote: offers to propagate the translation
// to them, without a dialog and without taking the focus from the editor; typing on
// goes on as before. Hidden until offer() is called; withdraw() hides it again.
class PropagationBar : public QFrame
{
    Q_OBJECT
public:
    explicit PropagationBar(QWidget *parent = nullptr);

    // count: the identical blocks that would take it; shortcut: the key that accepts.
    void offer(int count, const QKeySequence &shortcut);
    void withdraw();
    bool isOffering() const { return !isHidden(); }
    QString text() const;
    QPushButton *propagateButton() const { return m_propagate; }
    QPushButton *dismissButton() const { return m_dismiss; }

Q_SIGNALS:
    void propagateRequested();
    void dismissRequested();

private:
    QLabel *m_text;
    QPushButton *m_propagate;
    QPushButton *m_dismiss;
};
