// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

// Shown above the draft of an issue that this working copy does not hold (working
// as a team): the draft is read-only; the bar says who holds it and offers to check
// it out. Hidden until showHolder() is called.
class TeamLeaseBar : public QFrame
{
    Q_OBJECT
public:
    explicit TeamLeaseBar(QWidget *parent = nullptr);

    // text: who holds the issue and until when, or that nobody does.
    void showHolder(const QString &text);
    QString text() const;
    QPushButton *checkOutButton() const { return m_checkOut; }

Q_SIGNALS:
    void checkOutRequested();

private:
    QLabel *m_text;
    QPushButton *m_checkOut;
};
