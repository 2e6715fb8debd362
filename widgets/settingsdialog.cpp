// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include "paneparts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_theme(new QComboBox(this))
    , m_minScore(new QSpinBox(this))
    , m_userName(new QLineEdit(this))
    , m_languageNote(new QLabel(tr("When you press OK, your work is saved and the window is rebuilt in the new language."), this))
{
    setWindowTitle(tr("Settings"));
    // Each language is named in itself, so that it can be found whatever the
    // interface language is; only "System" is translated.
    m_language->addItem(tr("System", "language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_theme->addItem(tr("System", "theme"), int(ThemeController::Theme::System));
    m_theme->addItem(tr("Light"), int(ThemeController::Theme::Light));
    m_theme->addItem(tr("Dark"), int(ThemeController::Theme::Dark));
    m_languageNote->setWordWrap(true);
    m_languageNote->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_languageNote);
    form->addRow(tr("&Theme:"), m_theme);
    m_minScore->setObjectName(QStringLiteral("minMatchScore"));
    m_minScore->setRange(50, 101);
    m_minScore->setSuffix(QStringLiteral("%"));
    m_minScore->setValue(75);
    form->addRow(tr("Lowest &match score:"), m_minScore);
    m_userName->setObjectName(QStringLiteral("userName"));
    m_userName->setToolTip(tr("Recorded with review statuses, comments and waived QA findings"));
    form->addRow(tr("Your &name:"), m_userName);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);

    connect(m_language, QOverload<int>::of(&QComboBox::currentIndexChanged), this, &SettingsDialog::updateLanguageNote);
    m_language->setFocus();
}

void SettingsDialog::setValue(const Value &value)
{
    int index = m_language->findData(value.language);
    if (index < 0 && value.language.startsWith(QLatin1String("zh"))) {
        index = m_language->findData(QStringLiteral("zh_CN"));
    } else if (index < 0 && value.language.startsWith(QLatin1String("en"))) {
        index = m_language->findData(QStringLiteral("en"));
    }
    m_language->setCurrentIndex(qMax(index, 0));
    m_initialLanguage = language();
    updateLanguageNote();
    m_theme->setCurrentIndex(qMax(m_theme->findData(int(value.theme)), 0));
    m_minScore->setValue(value.minMatchScore);
    m_userName->setText(value.userName);
}

SettingsDialog::Value SettingsDialog::value() const
{
    return {language(), ThemeController::Theme(m_theme->currentData().toInt()), m_minScore->value(), m_userName->text().trimmed()};
}

QString SettingsDialog::language() const
{
    return m_language->currentData().toString();
}

bool SettingsDialog::languageNoteVisible() const
{
    return !m_languageNote->isHidden();
}

void SettingsDialog::updateLanguageNote()
{
    m_languageNote->setVisible(language() != m_initialLanguage);
}
