// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLineEdit;
class QRadioButton;

// Asked when a project is made: the typography style its QA checks with — a preset
// (d2l-zh: no space between Chinese and Latin; Hugging Face: a space), or the house
// style learned now from a folder of published translations (*.zh.md) — and whether
// it starts with the starter content (StarterContent; on by default).
class ProjectStyleDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ProjectStyleDialog(QWidget *parent = nullptr);

    QString preset() const; // "d2l" or "huggingface"; empty when learning
    QString folder() const; // the folder to learn from; empty for a preset
    bool starterContent() const;

private:
    void chooseFolder();
    void updateOk();

    QRadioButton *m_d2l;
    QRadioButton *m_huggingface;
    QRadioButton *m_learn;
    QLineEdit *m_folder;
    QCheckBox *m_starter;
    QDialogButtonBox *m_buttons;
};
