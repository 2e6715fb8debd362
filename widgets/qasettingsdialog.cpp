// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qasettingsdialog.h"

#include "paneparts.h"
#include "qa/qachecks.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

QaSettingsDialog::QaSettingsDialog(const QaSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_preset(new QComboBox)
    , m_latin(spacingBox(QStringLiteral("qaLatinSpacing")))
    , m_digit(spacingBox(QStringLiteral("qaDigitSpacing")))
    , m_quotes(new QComboBox)
    , m_checks(new QTreeWidget)
{
    setWindowTitle(tr("QA Settings"));
    m_preset->setObjectName(QStringLiteral("qaPreset"));
    m_preset->addItem(tr("d2l-zh: no space between Chinese and Latin"), QStringLiteral("d2l"));
    m_preset->addItem(tr("Hugging Face: a space between Chinese and Latin"), QStringLiteral("huggingface"));
    m_preset->addItem(tr("Custom"), QString());
    m_quotes->setObjectName(QStringLiteral("qaQuotes"));
    m_quotes->addItem(tr("“Curly” quotes"), QaSettings::toString(QaSettings::Quotes::Curly));
    m_quotes->addItem(tr("「Corner」 quotes"), QaSettings::toString(QaSettings::Quotes::Corner));
    m_quotes->addItem(tr("Not checked"), QaSettings::toString(QaSettings::Quotes::Any));
    select(m_latin, QaSettings::toString(settings.latinSpacing));
    select(m_digit, QaSettings::toString(settings.digitSpacing));
    select(m_quotes, QaSettings::toString(settings.quotes));
    showPreset();
    fillChecks(settings);

    auto *form = new QFormLayout;
    form->addRow(tr("Style:"), m_preset);
    form->addRow(tr("Chinese and Latin letters:"), m_latin);
    form->addRow(tr("Chinese and digits:"), m_digit);
    form->addRow(tr("Quotation marks:"), m_quotes);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Checks that run:")));
    layout->addWidget(m_checks, 1);
    layout->addWidget(buttons);

    connect(m_preset, QOverload<int>::of(&QComboBox::activated), this, &QaSettingsDialog::applyPreset);
    for (QComboBox *box : {m_latin, m_digit, m_quotes}) {
        connect(box, QOverload<int>::of(&QComboBox::activated), this, &QaSettingsDialog::showPreset);
    }
    resize(560, 620);
}

QComboBox *QaSettingsDialog::spacingBox(const QString &objectName)
{
    auto *box = new QComboBox;
    box->setObjectName(objectName);
    box->addItem(tr("No space"), QaSettings::toString(QaSettings::Spacing::None));
    box->addItem(tr("One space"), QaSettings::toString(QaSettings::Spacing::Space));
    box->addItem(tr("Not checked"), QaSettings::toString(QaSettings::Spacing::Any));
    return box;
}

void QaSettingsDialog::fillChecks(const QaSettings &settings)
{
    m_checks->setObjectName(QStringLiteral("qaChecks"));
    m_checks->setHeaderLabels({tr("Check"), tr("Severity")});
    m_checks->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_checks->header()->setStretchLastSection(false);
    QHash<QString, QTreeWidgetItem *> groups;
    for (const QaCheckInfo &info : QaChecks::all()) {
        QTreeWidgetItem *&group = groups[info.group];
        if (!group) {
            group = new QTreeWidgetItem(m_checks, {QaChecks::groupTitle(info.group)});
            group->setFlags(Qt::ItemIsEnabled);
            group->setExpanded(true);
        }
        auto *item = new QTreeWidgetItem(group, {info.title, QaSeverities::displayName(info.severity)});
        item->setData(0, Qt::UserRole, info.id);
        item->setToolTip(0, info.description);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(0, settings.isEnabled(info.id) ? Qt::Checked : Qt::Unchecked);
    }
}

void QaSettingsDialog::select(QComboBox *box, const QString &value)
{
    box->setCurrentIndex(qMax(0, box->findData(value)));
}

void QaSettingsDialog::applyPreset()
{
    const auto preset = QaSettings::preset(m_preset->currentData().toString());
    if (!preset) {
        return;
    }
    select(m_latin, QaSettings::toString(preset->latinSpacing));
    select(m_digit, QaSettings::toString(preset->digitSpacing));
    select(m_quotes, QaSettings::toString(preset->quotes));
}

void QaSettingsDialog::showPreset()
{
    const QSignalBlocker blocker(m_preset);
    select(m_preset, settings().presetName());
}

QaSettings QaSettingsDialog::settings() const
{
    QaSettings result;
    result.latinSpacing = QaSettings::spacingFromString(m_latin->currentData().toString()).value_or(result.latinSpacing);
    result.digitSpacing = QaSettings::spacingFromString(m_digit->currentData().toString()).value_or(result.digitSpacing);
    result.quotes = QaSettings::quotesFromString(m_quotes->currentData().toString()).value_or(result.quotes);
    for (int g = 0; g < m_checks->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_checks->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            if (group->child(i)->checkState(0) != Qt::Checked) {
                result.disabled.insert(group->child(i)->data(0, Qt::UserRole).toString());
            }
        }
    }
    return result;
}
