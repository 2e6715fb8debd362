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
// set with setLanguage().
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    // A locale name as Localization::install takes it: "" (the system's), "en",
    // "zh_CN". Other names of a known language ("zh", "en_US") select it.
    void setLanguage(const QString &language);
    QString language() const;

    void setTheme(ThemeController::Theme theme);
    ThemeController::Theme theme() const;

    // The lowest translation-memory match score shown and used by pre-translation.
    void setMinMatchScore(int score);
    int minMatchScore() const;
    void setUserName(const QString &name);
    QString userName() const;

    // Shown while the chosen language differs from the one Yiqiao runs in.
    bool languageNoteVisible() const;

private:
    void updateLanguageNote();

    QComboBox *m_language;
    QComboBox *m_theme;
    QSpinBox *m_minScore;
    QLineEdit *m_userName;
    QLabel *m_languageNote;
    QString m_initialLanguage;
};
