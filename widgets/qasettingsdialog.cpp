// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qasettingsdialog.h"

#include "housestylewidget.h"
#include "paneparts.h"
#include "plainlanguageeditor.h"
#include "qa/qachecks.h"
#include "qaruleseditor.h"
#include "qaseveritydelegate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
const QString kLearned = QStringLiteral("learned"); // as QaSettings::styleName() names it
} // namespace

QaSettingsDialog::QaSettingsDialog(const QaSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_preset(new QComboBox)
    , m_latin(spacingBox(QStringLiteral("qaLatinSpacing")))
    , m_digit(spacingBox(QStringLiteral("qaDigitSpacing")))
    , m_quotes(new QComboBox)
    , m_checks(new QTreeWidget)
    , m_rules(new QaRulesEditor)
    , m_plain(new PlainLanguageEditor)
    , m_original(settings)
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
    connect(
        buttons->addButton(tr("Export…"), QDialogButtonBox::ActionRole), &QPushButton::clicked, this, &QaSettingsDialog::exportRequested);
    connect(
        buttons->addButton(tr("Import…"), QDialogButtonBox::ActionRole), &QPushButton::clicked, this, &QaSettingsDialog::importRequested);
    const auto showProblem = [this, ok = buttons->button(QDialogButtonBox::Ok)] {
        const QString problem = !m_rules->problem().isEmpty() ? m_rules->problem() : m_plain->problem();
        ok->setEnabled(problem.isEmpty());
        ok->setToolTip(problem);
    };
    connect(m_rules, &QaRulesEditor::problemChanged, this, showProblem);
    connect(m_plain, &PlainLanguageEditor::problemChanged, this, showProblem);
    auto *checksPage = new QWidget;
    m_page = new QVBoxLayout(checksPage);
    m_page->addLayout(form);
    m_page->addWidget(new QLabel(tr("Checks that run:")));
    m_page->addWidget(m_checks, 1);
    auto *tabs = new QTabWidget;
    tabs->setObjectName(QStringLiteral("qaSettingsTabs"));
    tabs->addTab(checksPage, tr("Checks"));
    tabs->addTab(m_rules, tr("Rules"));
    tabs->addTab(m_plain, tr("Plain Language"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs, 1);
    layout->addWidget(buttons);

    connect(m_preset, QOverload<int>::of(&QComboBox::activated), this, &QaSettingsDialog::applyPreset);
    for (QComboBox *box : {m_latin, m_digit, m_quotes}) {
        connect(box, QOverload<int>::of(&QComboBox::activated), this, &QaSettingsDialog::showPreset);
    }
    resize(640, 620);
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
    m_checks->setItemDelegate(new QaSeverityDelegate(1, m_checks));
    QHash<QString, QTreeWidgetItem *> groups;
    for (const QaCheckInfo &info : QaChecks::all()) {
        QTreeWidgetItem *&group = groups[info.group];
        if (!group) {
            group = new QTreeWidgetItem(m_checks, {QaChecks::groupTitle(info.group)});
            group->setFlags(Qt::ItemIsEnabled);
            group->setExpanded(true);
        }
        auto *item = new QTreeWidgetItem(group, {info.title, QaSeverities::displayName(settings.severity(info.id))});
        item->setData(0, Qt::UserRole, info.id);
        item->setData(1, Qt::UserRole, QaSeverities::toString(settings.severity(info.id)));
        item->setToolTip(0, info.description);
        item->setToolTip(1, tr("Double-click, or press F2 or Enter, to change the severity for this project."));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        item->setCheckState(0, settings.isEnabled(info.id) ? Qt::Checked : Qt::Unchecked);
    }
    // The keyboard's way to the severity: the current index is in the first column.
    PaneParts::onKeys(m_checks, {Qt::Key_F2, Qt::Key_Return, Qt::Key_Enter}, [this](const QModelIndex &index) { editSeverity(index); });
}

void QaSettingsDialog::editSeverity(const QModelIndex &index)
{
    const QModelIndex severity = index.siblingAtColumn(1);
    if (severity.data(Qt::UserRole).isValid()) { // a check, not a group
        m_checks->setCurrentIndex(severity);
        m_checks->edit(severity);
    }
}

void QaSettingsDialog::setHouseStyle(HouseStyleWidget *house)
{
    m_house = house;
    m_page->insertWidget(1, house); // the checks below take the room that is left
    connect(house, &HouseStyleWidget::changed, this, &QaSettingsDialog::showPreset);
    showPreset();
}

void QaSettingsDialog::select(QComboBox *box, const QString &value)
{
    box->setCurrentIndex(qMax(0, box->findData(value)));
}

// A preset sets the rules and switches the learned style off; "Learned" switches it on
// (the house style widget's change then shows the style in effect).
void QaSettingsDialog::applyPreset()
{
    const QString name = m_preset->currentData().toString();
    if (const auto preset = QaSettings::preset(name)) {
        select(m_latin, QaSettings::toString(preset->latinSpacing));
        select(m_digit, QaSettings::toString(preset->digitSpacing));
        select(m_quotes, QaSettings::toString(preset->quotes));
    }
    if (m_house) {
        m_house->setInUse(name == kLearned);
    }
}

// The style in effect: the learned one while it is used (it decides the typography
// then), else the preset the rules equal, or Custom.
void QaSettingsDialog::showPreset()
{
    const QSignalBlocker blocker(m_preset);
    const bool hasLearned = m_house && m_house->hasStyle();
    const int learnedIndex = m_preset->findData(kLearned);
    if (hasLearned && learnedIndex < 0) {
        m_preset->insertItem(m_preset->count() - 1, tr("Learned house style (below)"), kLearned);
    } else if (!hasLearned && learnedIndex >= 0) {
        m_preset->removeItem(learnedIndex);
    }
    const bool learned = hasLearned && m_house->inUse();
    select(m_preset, learned ? kLearned : settings().presetName());
    for (QComboBox *box : {m_latin, m_digit, m_quotes}) {
        box->setEnabled(!learned);
        box->setToolTip(learned ? tr("The learned house style decides this while it is used.") : QString());
    }
}

QaSettings QaSettingsDialog::settings() const
{
    QaSettings result = m_original; // ids the list does not show stay as they were
    result.latinSpacing = QaSettings::spacingFromString(m_latin->currentData().toString()).value_or(result.latinSpacing);
    result.digitSpacing = QaSettings::spacingFromString(m_digit->currentData().toString()).value_or(result.digitSpacing);
    result.quotes = QaSettings::quotesFromString(m_quotes->currentData().toString()).value_or(result.quotes);
    for (int g = 0; g < m_checks->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_checks->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            const QString id = group->child(i)->data(0, Qt::UserRole).toString();
            const QaSeverity severity = QaSeverities::fromString(group->child(i)->data(1, Qt::UserRole).toString());
            if (severity != QaChecks::info(id).severity) {
                result.severities.insert(id, severity);
            } else {
                result.severities.remove(id);
            }
            if (group->child(i)->checkState(0) != Qt::Checked) {
                result.disabled.insert(id);
            } else {
                result.disabled.remove(id);
            }
        }
    }
    return result;
}
