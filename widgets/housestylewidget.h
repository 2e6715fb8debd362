// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qahousestyle.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;

// The project's learned house style in the QA settings, rule by rule: what the house
// writes, its share and cases, and whether the rule fires; each rule's habit can be
// set by hand or the rule switched off ("as learned" follows the counts). "Check with
// the learned style" makes it the project's style; "Learn from the series" asks the
// controller to learn it again from the finished and imported issues (learnRequested).
class HouseStyleWidget : public QWidget
{
    Q_OBJECT
public:
    explicit HouseStyleWidget(QWidget *parent = nullptr);

    void setStyle(const QaHouseStyle &style, bool inUse);
    QaHouseStyle style() const; // with the habits set here
    bool inUse() const;
    // Checks with the learned style (when there is one) or not.
    void setInUse(bool inUse);
    // Whether a style has been learned (it can be used).
    bool hasStyle() const;

Q_SIGNALS:
    void learnRequested();
    // A style was set or learned, or "in use" changed.
    void changed();

private:
    void fill();
    void updateRow(int row);

    QaHouseStyle m_style;
    QLabel *m_summary;
    QCheckBox *m_inUse;
    QTreeWidget *m_rules;
    QPushButton *m_learn;
};
