// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariooutlinedialog.h"

#include "paneparts.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSpinBox>
#include <QVBoxLayout>

ScenarioOutlineDialog::ScenarioOutlineDialog(QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget)
    , m_name(PaneParts::lineEdit(QStringLiteral("scenarioName")))
    , m_level(new QSpinBox)
    , m_headings(new QPlainTextEdit)
    , m_problem(PaneParts::plainLabel(QStringLiteral("scenarioProblem")))
{
    setWindowTitle(tr("Scenario Outline"));
    m_list->setObjectName(QStringLiteral("scenarioOutlines"));
    m_level->setObjectName(QStringLiteral("scenarioLevel"));
    m_level->setRange(1, 6);
    m_headings->setObjectName(QStringLiteral("scenarioHeadings"));
    m_headings->setTabChangesFocus(true);
    m_headings->setToolTip(tr("One heading a line"));
    auto *explanation = PaneParts::plainLabel(QStringLiteral("scenarioExplanation"));
    explanation->setText(tr("Rebuild the post around the moments readers need it (环境初始化, 训练稳定性, 结果可信度): the headings are "
                            "inserted before the draft's first section of their level; then move each section under its scenario "
                            "with Move Block or Section Up/Down (Ctrl+Shift+↑/↓), from the editor or the outline."));
    auto *add = PaneParts::button(tr("New"), QStringLiteral("scenarioNew"), {}, this, &ScenarioOutlineDialog::addOutline);
    m_remove = PaneParts::button(tr("Remove"), QStringLiteral("scenarioRemove"), {}, this, &ScenarioOutlineDialog::removeOutline);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Heading &level:"), m_level);
    form->addRow(tr("&Headings:"), m_headings);
    auto *columns = new QHBoxLayout;
    columns->addWidget(PaneParts::column({{m_list, 1}, PaneParts::line({add, m_remove})}), 1);
    columns->addLayout(form, 2);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Close);
    m_save = buttons->addButton(tr("Save"), QDialogButtonBox::ApplyRole);
    m_save->setObjectName(QStringLiteral("scenarioSave"));
    m_apply = buttons->addButton(tr("Insert into Draft"), QDialogButtonBox::ActionRole);
    m_apply->setObjectName(QStringLiteral("scenarioApply"));
    connect(m_save, &QPushButton::clicked, this, [this] { Q_EMIT saveRequested(m_outlines); });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        Q_EMIT applyRequested(m_outlines, currentIndex());
        accept();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(columns, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &ScenarioOutlineDialog::showOutline);
    connect(m_name, &QLineEdit::textEdited, this, &ScenarioOutlineDialog::edit);
    connect(m_level, qOverload<int>(&QSpinBox::valueChanged), this, &ScenarioOutlineDialog::edit);
    connect(m_headings, &QPlainTextEdit::textChanged, this, &ScenarioOutlineDialog::edit);
    resize(640, 400);
    updateState();
}

void ScenarioOutlineDialog::setOutlines(const QList<ScenarioOutline> &outlines)
{
    m_outlines = outlines;
    {
        const QScopedValueRollback<bool> filling(m_filling, true);
        m_list->clear();
        for (const ScenarioOutline &outline : outlines) {
            m_list->addItem(outline.name);
        }
    }
    m_list->setCurrentRow(outlines.isEmpty() ? -1 : 0);
    showOutline();
}

int ScenarioOutlineDialog::currentIndex() const
{
    return m_list->currentRow();
}

void ScenarioOutlineDialog::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateState();
}

void ScenarioOutlineDialog::showOutline()
{
    if (m_filling) {
        return;
    }
    const QScopedValueRollback<bool> filling(m_filling, true);
    const int row = currentIndex();
    const ScenarioOutline outline = row >= 0 && row < m_outlines.size() ? m_outlines.at(row) : ScenarioOutline();
    m_name->setText(outline.name);
    m_level->setValue(outline.level);
    m_headings->setPlainText(outline.headings.join(QLatin1Char('\n')));
    updateState();
}

void ScenarioOutlineDialog::edit()
{
    const int row = currentIndex();
    if (m_filling || row < 0 || row >= m_outlines.size()) {
        return;
    }
    ScenarioOutline &outline = m_outlines[row];
    outline.name = m_name->text();
    outline.level = m_level->value();
    outline.headings.clear();
    for (const QString &line : m_headings->toPlainText().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty()) {
            outline.headings.append(line.trimmed());
        }
    }
    m_list->item(row)->setText(outline.name);
    updateState();
}

void ScenarioOutlineDialog::addOutline()
{
    m_outlines.append({tr("Scenarios %1").arg(m_outlines.size() + 1), {tr("Scenario")}, 2});
    m_list->addItem(m_outlines.constLast().name);
    m_list->setCurrentRow(int(m_outlines.size()) - 1);
    m_name->setFocus();
    m_name->selectAll();
}

void ScenarioOutlineDialog::removeOutline()
{
    const int row = currentIndex();
    if (row < 0 || row >= m_outlines.size()) {
        return;
    }
    m_outlines.removeAt(row);
    delete m_list->takeItem(row);
    showOutline();
}

void ScenarioOutlineDialog::updateState()
{
    const QString problem = ScenarioOutline::problem(m_outlines);
    const bool has = currentIndex() >= 0;
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    for (QWidget *field : {static_cast<QWidget *>(m_name), static_cast<QWidget *>(m_level), static_cast<QWidget *>(m_headings)}) {
        field->setEnabled(has && !m_readOnly);
    }
    m_remove->setEnabled(has && !m_readOnly);
    m_save->setEnabled(problem.isEmpty() && !m_readOnly);
    m_apply->setEnabled(problem.isEmpty() && has && !m_readOnly);
}
