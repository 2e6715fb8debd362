// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/plainwording.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

// The Plain Language tab of QA Settings: the project's jargon and its plain wording
// (PlainLanguage), one row each, edited in place; Add appends a row and starts
// editing its jargon, Remove takes the selected rows out, Defaults puts the seed's
// examples back. problem() (PlainLanguage::problem) keeps OK disabled.
class PlainLanguageEditor : public QWidget
{
    Q_OBJECT
public:
    explicit PlainLanguageEditor(QWidget *parent = nullptr);

    void setWordings(const QList<PlainWording> &wordings);
    QList<PlainWording> wordings() const;
    QString problem() const;

Q_SIGNALS:
    void problemChanged(const QString &problem);

private:
    void addRow();
    void removeRows();
    void update();

    QTableWidget *m_table;
    QLabel *m_problem;
    QPushButton *m_remove;
    bool m_filling = false;
};
