// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qasettings.h"

#include <QBoxLayout>
#include <QDialog>

class HouseStyleWidget;
class PlainLanguageEditor;
class QModelIndex;
class QaRulesEditor;
class QComboBox;
class QTreeWidget;

// The project's QA settings: a style preset (d2l-zh: no space between Chinese and
// Latin letters or digits; Hugging Face: one space) or each rule on its own, the
// quotation marks, which checks run (grouped as QaChecks lists them) and their
// severities for the project (double-click the severity, or F2 or Enter on a check);
// the project's learned house style (HouseStyleWidget: "Style" shows it while it is
// used, as `yiqiao-cli qa` checks with it, and choosing a style switches it on or
// off); the project's own rules on the Rules tab (QaRulesEditor: OK waits until
// they are valid); its jargon and plain wordings on the Plain Language tab; Export… and Import… of a QA profile, which the controller
// carries out.
class QaSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit QaSettingsDialog(const QaSettings &settings, QWidget *parent = nullptr);

    QaSettings settings() const;
    // Shown on the Checks tab, above the list of checks; the dialog takes it.
    void setHouseStyle(HouseStyleWidget *house);
    QaRulesEditor *rulesEditor() const { return m_rules; }
    // The Plain Language tab: the project's jargon list (PlainLanguage).
    PlainLanguageEditor *plainLanguageEditor() const { return m_plain; }

Q_SIGNALS:
    void exportRequested();
    void importRequested();

private:
    QComboBox *spacingBox(const QString &objectName);
    void fillChecks(const QaSettings &settings);
    void applyPreset();
    void showPreset();
    void editSeverity(const QModelIndex &index);
    static void select(QComboBox *box, const QString &value);

    QComboBox *m_preset;
    QComboBox *m_latin;
    QComboBox *m_digit;
    QComboBox *m_quotes;
    QTreeWidget *m_checks;
    QaRulesEditor *m_rules;
    PlainLanguageEditor *m_plain;
    HouseStyleWidget *m_house = nullptr;
    QBoxLayout *m_page = nullptr; // the Checks tab
    QaSettings m_original; // what the dialog does not show stays (ids of checks it does not list)
};
