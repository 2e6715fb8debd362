// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plainlanguageeditor.h"

#include "paneparts.h"
#include "qa/plainlanguage.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

PlainLanguageEditor::PlainLanguageEditor(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 2, this))
    , m_problem(PaneParts::plainLabel(QStringLiteral("plainLanguageProblem")))
{
    m_table->setObjectName(QStringLiteral("plainLanguage"));
    m_table->setHorizontalHeaderLabels({tr("Jargon"), tr("Plain wording")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto *explanation = PaneParts::plainLabel(QStringLiteral("plainLanguageExplanation"));
    explanation->setText(tr("QA offers the plain wording as a hint wherever the draft uses the jargon (认知层校准: readers should not "
                            "stumble over words like 鲁棒性)."));
    auto *add = PaneParts::button(tr("Add"), QStringLiteral("plainLanguageAdd"), {}, this, &PlainLanguageEditor::addRow);
    m_remove = PaneParts::button(tr("Remove"), QStringLiteral("plainLanguageRemove"), {}, this, &PlainLanguageEditor::removeRows);
    auto *defaults = PaneParts::button(tr("Defaults"), QStringLiteral("plainLanguageDefaults"), tr("The seed's examples"), this,
        [this] { setWordings(PlainLanguage::defaults()); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addWidget(m_table, 1);
    layout->addWidget(PaneParts::row({add, m_remove, defaults}));
    layout->addWidget(m_problem);
    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling) {
            update();
        }
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &PlainLanguageEditor::update);
    update();
}

void PlainLanguageEditor::setWordings(const QList<PlainWording> &wordings)
{
    {
        const QScopedValueRollback<bool> filling(m_filling, true);
        m_table->setRowCount(0);
        for (const PlainWording &wording : wordings) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_table->setItem(row, 0, new QTableWidgetItem(wording.jargon));
            m_table->setItem(row, 1, new QTableWidgetItem(wording.plain));
        }
    }
    update();
}

QList<PlainWording> PlainLanguageEditor::wordings() const
{
    QList<PlainWording> wordings;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *jargon = m_table->item(row, 0);
        const QTableWidgetItem *plain = m_table->item(row, 1);
        wordings.append({jargon ? jargon->text() : QString(), plain ? plain->text() : QString()});
    }
    return wordings;
}

QString PlainLanguageEditor::problem() const
{
    return PlainLanguage::problem(wordings());
}

void PlainLanguageEditor::addRow()
{
    {
        const QScopedValueRollback<bool> filling(m_filling, true);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem);
        m_table->setItem(row, 1, new QTableWidgetItem);
        m_table->setCurrentCell(row, 0);
        m_table->editItem(m_table->item(row, 0));
    }
    update();
}

void PlainLanguageEditor::removeRows()
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows()) {
        rows.append(index.row());
    }
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    for (int row : std::as_const(rows)) {
        m_table->removeRow(row);
    }
    update();
}

void PlainLanguageEditor::update()
{
    m_remove->setEnabled(!m_table->selectionModel()->selectedRows().isEmpty());
    const QString now = problem();
    const bool changed = now != m_problem->text();
    m_problem->setText(now);
    m_problem->setVisible(!now.isEmpty());
    if (changed) {
        Q_EMIT problemChanged(now);
    }
}
