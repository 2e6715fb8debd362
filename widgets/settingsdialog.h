// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "themecontroller.h"

#include <QDialog>

class QComboBox;
class QSpinBox;
class QLabel;
class QLineEdit;

// The user's preferences: interface language, theme, the lowest match score. The dialog only edits
// values: the caller sets them before exec() and reads them back after it was
// accepted (it knows nothing of where settings are stored).
// A new language rebuilds the window when the dialog is accepted (AppController);
// the dialog says so as soon as the user picks one that differs from the language
// set with setValue().
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    // What the dialog edits.
    struct Value {
        // A locale name as Localization::install takes it: "" (the system's), "en",
        // "zh_CN". Other names of a known language ("zh", "en_US") select it.
        QString language;
        ThemeController::Theme theme = ThemeController::Theme::System;
        // The lowest translation-memory match score shown and used by pre-translation.
        int minMatchScore = 75;
        // Trimmed when read back.
        QString userName;
    };

    explicit SettingsDialog(QWidget *parent = nullptr);

    void setValue(const Value &value);
    Value value() const;

    // Shown while the chosen language differs from the one Yiqiao runs in.
    bool languageNoteVisible() const;

private:
    QString language() const;
    void updateLanguageNote();

    QComboBox *m_language;
    QComboBox *m_theme;
    QSpinBox *m_minScore;
    QLineEdit *m_userName;
    QLabel *m_languageNote;
    QString m_initialLanguage;
};
