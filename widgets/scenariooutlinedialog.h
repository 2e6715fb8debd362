// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/scenariooutline.h"

#include <QDialog>
#include <QList>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

// Edit ▸ Scenario Outline…: the project's outlines of reader scenarios
// (ScenarioOutline), New and Remove, each with its name, heading level and headings
// (one a line). "Insert into Draft" emits applyRequested with the outlines as edited
// and the chosen one, and closes; Save emits saveRequested. Both wait while
// ScenarioOutline::problem() refuses the outlines (the reason shown). A view: the
// controller stores and inserts.
class ScenarioOutlineDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ScenarioOutlineDialog(QWidget *parent = nullptr);

    void setOutlines(const QList<ScenarioOutline> &outlines);
    QList<ScenarioOutline> outlines() const { return m_outlines; }
    int currentIndex() const;
    // Nothing can be saved or inserted (a read-only project or draft).
    void setReadOnly(bool readOnly);

Q_SIGNALS:
    void saveRequested(const QList<ScenarioOutline> &outlines);
    void applyRequested(const QList<ScenarioOutline> &outlines, int index);

private:
    void showOutline();
    void edit();
    void addOutline();
    void removeOutline();
    void updateState();

    QList<ScenarioOutline> m_outlines;
    bool m_readOnly = false;
    bool m_filling = false;
    QListWidget *m_list;
    QLineEdit *m_name;
    QSpinBox *m_level;
    QPlainTextEdit *m_headings;
    QLabel *m_problem;
    QPushButton *m_remove;
    QPushButton *m_save;
    QPushButton *m_apply;
};
