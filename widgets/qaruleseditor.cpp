// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qaruleseditor.h"

#include "core/textexcerpt.h"
#include "paneparts.h"
#include "qa/qarulecheck.h"
#include "qa/qarulerepository.h"
#include "qaseveritydelegate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

namespace {

constexpr int kContext = 16; // characters shown on each side of a match

} // namespace

QaRulesEditor::QaRulesEditor(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget)
    , m_remove(PaneParts::button(tr("Remove"), QStringLiteral("qaRuleRemove"), {}, this, &QaRulesEditor::removeRule))
    , m_form(nullptr)
    , m_id(PaneParts::lineEdit(QStringLiteral("qaRuleId"), {},
          tr("Its findings are listed as custom.<id>; a waiver follows the id, so editing the pattern keeps it.")))
    , m_pattern(PaneParts::lineEdit(QStringLiteral("qaRulePattern"), tr("A regular expression, e.g. (?<=\\p{Han}):")))
    , m_message(PaneParts::lineEdit(QStringLiteral("qaRuleMessage"), tr("What to do, e.g. Use a full-width colon.")))
    , m_severity(QaSeverityDelegate::severityBox(QStringLiteral("qaRuleSeverity")))
    , m_side(new QComboBox)
    , m_prose(PaneParts::checkBox(QaRule::scopeLabel(QaRule::Prose), QStringLiteral("qaRuleProse")))
    , m_code(PaneParts::checkBox(QaRule::scopeLabel(QaRule::Code), QStringLiteral("qaRuleCode")))
    , m_headings(PaneParts::checkBox(QaRule::scopeLabel(QaRule::Headings), QStringLiteral("qaRuleHeadings")))
    , m_enabled(PaneParts::checkBox(tr("Rule runs"), QStringLiteral("qaRuleEnabled")))
    , m_problem(PaneParts::plainLabel(QStringLiteral("qaRuleProblem"))) // it quotes what was typed
    , m_matchCount(PaneParts::plainLabel(QStringLiteral("qaRuleMatchCount")))
    , m_matches(new QListWidget)
{
    m_list->setObjectName(QStringLiteral("qaRuleList"));
    auto *add = PaneParts::button(tr("Add"), QStringLiteral("qaRuleAdd"), {}, this, &QaRulesEditor::addRule);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(PaneParts::column({{m_list, 1}, PaneParts::line({add, m_remove})}), 1);
    layout->addWidget(buildForm(), 2);

    connect(m_list, &QListWidget::currentRowChanged, this, &QaRulesEditor::showRule);
    for (QLineEdit *edit : {m_id, m_pattern, m_message}) {
        connect(edit, &QLineEdit::textChanged, this, &QaRulesEditor::editRule);
    }
    for (QComboBox *box : {m_severity, m_side}) {
        connect(box, QOverload<int>::of(&QComboBox::currentIndexChanged), this, &QaRulesEditor::editRule);
    }
    for (QCheckBox *box : {m_prose, m_code, m_headings, m_enabled}) {
        connect(box, &QCheckBox::toggled, this, &QaRulesEditor::editRule);
    }
    showRule();
}

QWidget *QaRulesEditor::buildForm()
{
    m_side->setObjectName(QStringLiteral("qaRuleSide"));
    for (QaRule::Side side : {QaRule::Side::Draft, QaRule::Side::Source, QaRule::Side::Both}) {
        m_side->addItem(QaRule::sideLabel(side), QaRule::toString(side));
    }
    m_problem->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_matches->setObjectName(QStringLiteral("qaRuleMatches"));

    auto *form = new QFormLayout;
    form->addRow(tr("Id:"), m_id);
    form->addRow(tr("Pattern:"), m_pattern);
    form->addRow(tr("Message:"), m_message);
    form->addRow(tr("Severity:"), m_severity);
    form->addRow(tr("Checks:"), m_side);
    form->addRow(tr("In:"), PaneParts::row({m_prose, m_headings, m_code}));
    form->addRow(QString(), m_enabled);
    m_form = PaneParts::column({form, m_problem, m_matchCount, {m_matches, 1}});
    return m_form;
}

void QaRulesEditor::setRules(const QList<QaRule> &rules)
{
    m_rules = rules;
    m_list->clear();
    for (const QaRule &rule : rules) {
        m_list->addItem(listText(rule));
    }
    m_list->setCurrentRow(rules.isEmpty() ? -1 : 0);
    showRule();
}

void QaRulesEditor::setSample(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets)
{
    m_sources = sources;
    m_targets = targets;
    m_hasSample = true;
    showMatches();
}

QString QaRulesEditor::problem() const
{
    return QaRuleRepository::problem(m_rules);
}

void QaRulesEditor::addRule()
{
    QaRule rule;
    int n = int(m_rules.size()) + 1;
    const auto taken = [this](const QString &id) {
        return std::any_of(m_rules.cbegin(), m_rules.cend(), [&](const QaRule &other) { return other.id == id; });
    };
    while (taken(QStringLiteral("rule-%1").arg(n))) {
        ++n;
    }
    rule.id = QStringLiteral("rule-%1").arg(n);
    m_rules.append(rule);
    m_list->addItem(listText(rule));
    m_list->setCurrentRow(int(m_rules.size()) - 1);
    m_pattern->setFocus();
}

void QaRulesEditor::removeRule()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_rules.size()) {
        return;
    }
    m_rules.removeAt(row);
    delete m_list->takeItem(row);
    m_list->setCurrentRow(qMin(row, int(m_rules.size()) - 1));
    showRule();
}

// The selected rule's fields (blank and disabled without one).
void QaRulesEditor::showRule()
{
    const int row = m_list->currentRow();
    const bool has = row >= 0 && row < m_rules.size();
    const QaRule rule = m_rules.value(row); // a blank rule without one
    m_showing = true;
    m_id->setText(rule.id);
    m_pattern->setText(rule.pattern);
    m_message->setText(rule.message);
    m_severity->setCurrentIndex(m_severity->findData(QaSeverities::toString(rule.severity)));
    m_side->setCurrentIndex(m_side->findData(QaRule::toString(rule.side)));
    m_prose->setChecked(rule.scopes & QaRule::Prose);
    m_code->setChecked(rule.scopes & QaRule::Code);
    m_headings->setChecked(rule.scopes & QaRule::Headings);
    m_enabled->setChecked(rule.enabled);
    m_showing = false;
    m_form->setEnabled(has);
    m_remove->setEnabled(has);
    showProblem();
    showMatches();
}

void QaRulesEditor::editRule()
{
    const int row = m_list->currentRow();
    if (m_showing || row < 0 || row >= m_rules.size()) {
        return;
    }
    QaRule &rule = m_rules[row];
    rule.id = m_id->text().trimmed();
    rule.pattern = m_pattern->text();
    rule.message = m_message->text();
    rule.severity = QaSeverities::fromString(m_severity->currentData().toString());
    rule.side = QaRule::sideFromString(m_side->currentData().toString()).value_or(QaRule::Side::Draft);
    rule.scopes = (m_prose->isChecked() ? QaRule::Prose : 0) | (m_code->isChecked() ? QaRule::Code : 0)
        | (m_headings->isChecked() ? QaRule::Headings : 0);
    rule.enabled = m_enabled->isChecked();
    m_list->item(row)->setText(listText(rule));
    showProblem();
    showMatches();
}

// The selected rule's problem first, then the list's (an id used twice).
void QaRulesEditor::showProblem()
{
    const int row = m_list->currentRow();
    QString shown = row >= 0 && row < m_rules.size() ? m_rules.at(row).problem() : QString();
    const QString listProblem = problem();
    if (shown.isEmpty()) {
        shown = listProblem;
    }
    m_problem->setText(shown);
    m_problem->setVisible(!shown.isEmpty());
    if (listProblem != m_shownProblem) {
        m_shownProblem = listProblem;
        Q_EMIT problemChanged(listProblem);
    }
}

void QaRulesEditor::showMatches()
{
    m_matches->clear();
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_rules.size()) {
        m_matchCount->setText(m_rules.isEmpty() ? tr("No rules of the project's own yet. Add one: a regular expression, what to do "
                                                     "where it matches and where it counts; it is tried on the shown issue as you type.")
                                                : QString());
        return;
    }
    if (!m_hasSample) {
        m_matchCount->setText(tr("Show an issue to test the rule against it."));
        return;
    }
    const QaRule &rule = m_rules.at(row);
    if (!QaRule::patternProblem(rule.pattern).isEmpty()) {
        m_matchCount->setText(tr("Type a valid pattern to see what it matches in this issue."));
        return;
    }
    const QList<QaRuleCheck::Match> matches = QaRuleCheck::matches(rule, m_sources, m_targets, MaxShownMatches + 1);
    for (int i = 0; i < qMin(int(matches.size()), MaxShownMatches); ++i) {
        const QaRuleCheck::Match &match = matches.at(i);
        const BlockRecord &block = (match.source ? m_sources : m_targets).at(match.block);
        auto *item = new QListWidgetItem(matchText(match.source, block, match.block, match.offset, match.length));
        item->setToolTip(TextExcerpt::elided(block.text, 600));
        m_matches->addItem(item);
    }
    m_matchCount->setText(matches.size() > MaxShownMatches ? tr("More than %1 matches in this issue:").arg(MaxShownMatches)
                                                           : tr("%n match(es) in this issue", nullptr, int(matches.size())));
}

QString QaRulesEditor::listText(const QaRule &rule) const
{
    return rule.enabled ? rule.id : tr("%1 (off)").arg(rule.id);
}

// "Draft #3: …before [match] after…" on one line, the block numbered as the editors number it.
QString QaRulesEditor::matchText(bool source, const BlockRecord &block, int index, int offset, int length) const
{
    const QString &text = block.text;
    const int from = TextExcerpt::boundaryBefore(text, qMax(0, offset - kContext));
    const int to = TextExcerpt::boundaryAfter(text, qMin(int(text.size()), offset + length + kContext));
    QString excerpt = (from > 0 ? QStringLiteral("…") : QString()) + text.mid(from, offset - from) + QLatin1Char('[')
        + text.mid(offset, length) + QLatin1Char(']') + text.mid(offset + length, to - offset - length)
        + (to < text.size() ? QStringLiteral("…") : QString());
    excerpt = excerpt.simplified();
    return source ? tr("Source #%1: %2").arg(index + 1).arg(excerpt) : tr("Draft #%1: %2").arg(index + 1).arg(excerpt);
}
