// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qasettings.h"

#include <QBoxLayout>
#include <QDialog>

class QComboBox;
class QTreeWidget;

// The project's QA settings: a style preset (d2l-zh: no space between Chinese and
// Latin letters or digits; Hugging Face: one space) or each rule on its own, the
// quotation marks, and which checks run (grouped as QaChecks lists them).
class QaSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit QaSettingsDialog(const QaSettings &settings, QWidget *parent = nullptr);

    QaSettings settings() const;
    void addSection(QWidget *section) { static_cast<QBoxLayout *>(layout())->insertWidget(1, section, 1); } // above the checks

private:
    QComboBox *spacingBox(const QString &objectName);
    void fillChecks(const QaSettings &settings);
    void applyPreset();
    void showPreset();
    static void select(QComboBox *box, const QString &value);

    QComboBox *m_preset;
    QComboBox *m_latin;
    QComboBox *m_digit;
    QComboBox *m_quotes;
    QTreeWidget *m_checks;
};
