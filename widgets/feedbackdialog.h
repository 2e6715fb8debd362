// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/feedbackreport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QPlainTextEdit;

// The form of a reader's feedback report: its type, its text and whether it is about
// the draft block at the cursor. OK needs a text.
class FeedbackDialog : public QDialog
{
    Q_OBJECT
public:
    // blockExcerpt: the start of the block at the cursor; empty: there is none, and the
    // report cannot be attached to one.
    explicit FeedbackDialog(const QString &blockExcerpt, QWidget *parent = nullptr);

    FeedbackReport::Type type() const;
    QString text() const;
    bool attachToBlock() const;

private:
    void updateOk();

    QComboBox *m_type;
    QPlainTextEdit *m_text;
    QCheckBox *m_attach;
    QDialogButtonBox *m_buttons;
};
