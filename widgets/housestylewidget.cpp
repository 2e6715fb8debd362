// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "housestylewidget.h"

#include "paneparts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

enum Column { RuleColumn, HabitColumn, ShareColumn, CasesColumn, FiresColumn };

} // namespace

HouseStyleWidget::HouseStyleWidget(QWidget *parent)
    : QWidget(parent)
    , m_summary(PaneParts::plainLabel(QStringLiteral("houseStyleSummary")))
    , m_inUse(PaneParts::checkBox(tr("Check with the learned house style"), QStringLiteral("houseStyleInUse"),
          tr("While checked, the learned style replaces the style chosen above.")))
    , m_rules(new QTreeWidget)
    , m_learn(PaneParts::button(tr("Learn from the Series"), QStringLiteral("learnHouseStyle"),
          tr("Count what the finished and imported issues of the project write, rule by rule."), this, &HouseStyleWidget::learnRequested))
{
    // The style leaves a few pixels beside the text, and Chinese glyphs reach the edges
    // of their cells: "从本系列学习" looked cut off. A character's room on either side.
    m_learn->setMinimumWidth(m_learn->sizeHint().width() + 2 * m_learn->fontMetrics().averageCharWidth());
    m_rules->setObjectName(QStringLiteral("houseStyleRules"));
    m_rules->setRootIsDecorated(false);
    m_rules->setHeaderLabels({tr("Rule"), tr("Habit"), tr("Share"), tr("Cases"), tr("Fires")});
    m_rules->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rules->header()->setSectionResizeMode(RuleColumn, QHeaderView::Stretch);
    m_rules->header()->setStretchLastSection(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(PaneParts::column({m_summary, PaneParts::line({{m_inUse, 1}, m_learn}), {m_rules, 1}}));
    connect(m_inUse, &QCheckBox::toggled, this, &HouseStyleWidget::changed);
    fill();
}

void HouseStyleWidget::setStyle(const QaHouseStyle &style, bool inUse)
{
    m_style = style;
    m_inUse->setChecked(inUse && style.hasCounts());
    fill();
    Q_EMIT changed();
}

void HouseStyleWidget::setInUse(bool inUse)
{
    m_inUse->setChecked(inUse && m_style.hasCounts());
}

bool HouseStyleWidget::hasStyle() const
{
    return m_style.hasCounts();
}

QaHouseStyle HouseStyleWidget::style() const
{
    QaHouseStyle style = m_style;
    for (int row = 0; row < m_rules->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_rules->topLevelItem(row);
        const auto *habit = qobject_cast<QComboBox *>(m_rules->itemWidget(item, HabitColumn));
        style.setOverride(item->data(RuleColumn, Qt::UserRole).toString(), habit ? habit->currentData().toString() : QString());
    }
    return style;
}

bool HouseStyleWidget::inUse() const
{
    return m_inUse->isChecked();
}

void HouseStyleWidget::fill()
{
    m_rules->clear();
    m_inUse->setEnabled(m_style.hasCounts());
    m_rules->setEnabled(m_style.hasCounts());
    m_rules->setHidden(!m_style.hasCounts()); // empty, it would take the checks' room
    if (!m_style.hasCounts()) {
        m_summary->setText(tr("No house style learned yet. Learn it from the project's finished or imported issues: each typography "
                              "rule then records what the series writes, and checks only where it is consistent."));
        return;
    }
    m_summary->setText(tr("Learned from %n translation(s). A rule fires only where the house is consistent — with 95 % confidence at "
                          "least %1 % of its cases write one habit — and then only against that habit. Set a habit by hand, or "
                          "switch a rule off.",
        nullptr, m_style.texts())
                           .arg(qRound(QaHouseStyle::MinShare * 100)));
    for (const QaHouseStyle::Rule &rule : m_style.rules()) {
        auto *item = new QTreeWidgetItem(m_rules, {QaHouseStyle::ruleTitle(rule.id)});
        item->setData(RuleColumn, Qt::UserRole, rule.id);
        auto *habit = new QComboBox;
        habit->setObjectName(QStringLiteral("habit-") + rule.id);
        habit->addItem(rule.learnedHabit().isEmpty() ? tr("As learned (no cases)")
                                                     : tr("As learned (%1)").arg(QaHouseStyle::habitTitle(rule.learnedHabit())),
            QString());
        for (const QString &each : QaHouseStyle::habitsOf(rule.id)) {
            habit->addItem(QaHouseStyle::habitTitle(each), each);
        }
        habit->addItem(QaHouseStyle::habitTitle(QaHouseStyle::Off), QaHouseStyle::Off);
        habit->setCurrentIndex(qMax(0, habit->findData(rule.override)));
        m_rules->setItemWidget(item, HabitColumn, habit);
        const int row = m_rules->topLevelItemCount() - 1;
        connect(habit, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this, row] { updateRow(row); });
        updateRow(row);
    }
}

void HouseStyleWidget::updateRow(int row)
{
    QTreeWidgetItem *item = m_rules->topLevelItem(row);
    const QaHouseStyle::Rule rule = style().rule(item->data(RuleColumn, Qt::UserRole).toString());
    item->setText(ShareColumn, rule.cases() > 0 ? QStringLiteral("%1 %").arg(rule.share() * 100, 0, 'f', 1) : QString());
    item->setText(CasesColumn, QString::number(rule.cases()));
    item->setText(FiresColumn, rule.fires() ? tr("Yes") : tr("No"));
    item->setToolTip(RuleColumn,
        rule.cases() > 0 ? tr("%1: %2 in %3 of %4 cases.")
                               .arg(QaHouseStyle::ruleTitle(rule.id), QaHouseStyle::habitTitle(rule.learnedHabit()))
                               .arg(rule.counts.value(rule.learnedHabit()))
                               .arg(rule.cases())
                         : tr("The translations learned from have no case of this rule."));
}
