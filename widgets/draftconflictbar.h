// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

// Shown above the draft when two versions of it compete and the user chooses which
// goes on; whoever asks for it keeps the other one in the revision history. Two
// situations: another program changed the draft while it was edited here
// (showEditConflict: Keep My Version / Load the Other Version), or, in a team's
// working copy, this copy's lease ran out while it was offline and another member
// changed the draft (showLostLease: Check Out and Keep Mine / Keep Theirs). Hidden
// until one of them is called.
class DraftConflictBar : public QFrame
{
    Q_OBJECT
public:
    explicit DraftConflictBar(QWidget *parent = nullptr);

    void showEditConflict();
    // text: which issue, who changed it, which revision keeps the user's version.
    void showLostLease(const QString &text);
    bool isLostLease() const { return m_lostLease; }
    QString text() const;

    QPushButton *keepMineButton() const { return m_keepMine; }
    QPushButton *loadOtherButton() const { return m_loadOther; }

Q_SIGNALS:
    // The edit conflict's choices.
    void keepMineRequested();
    void loadOtherRequested();
    // The lost lease's choices.
    void reclaimRequested();
    void dismissRequested();

private:
    QLabel *m_text;
    QPushButton *m_keepMine;
    QPushButton *m_loadOther;
    bool m_lostLease = false;
};
