// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/readertest.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

// One reader's blind test: the reader, their background, the three answers (first
// step, likely problem, how to verify) and the verdict. OK stays disabled, with the
// reason shown, while ReaderTestRepository would refuse the test (no reader, or
// passed without all three answers).
class ReaderTestDialog : public QDialog
{
    Q_OBJECT
public:
    // Shows test, whose id and issue test() keeps; a new test by default.
    explicit ReaderTestDialog(const ReaderTest &test = {}, QWidget *parent = nullptr);

    ReaderTest test() const;
    QString problem() const;

private:
    QPlainTextEdit *answerEdit(const char *objectName);
    void validate();

    ReaderTest m_test;
    QLineEdit *m_reader;
    QLineEdit *m_profile;
    QPlainTextEdit *m_firstStep;
    QPlainTextEdit *m_likelyProblem;
    QPlainTextEdit *m_verification;
    QCheckBox *m_passed;
    QLabel *m_problem;
    QPushButton *m_ok;
};
