// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

// Shown above the draft while its edits cannot be saved because another program
// changed the draft after it was opened here. The user chooses which version
// goes on; whoever asks for it (WorkbenchController) keeps the other one in the
// revision history. Hidden until show() is called.
class DraftConflictBar : public QFrame
{
    Q_OBJECT
public:
    explicit DraftConflictBar(QWidget *parent = nullptr);

    QPushButton *keepMineButton() const { return m_keepMine; }
    QPushButton *loadOtherButton() const { return m_loadOther; }

Q_SIGNALS:
    void keepMineRequested();
    void loadOtherRequested();

private:
    QLabel *m_text;
    QPushButton *m_keepMine;
    QPushButton *m_loadOther;
};
