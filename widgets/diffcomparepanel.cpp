// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffcomparepanel.h"

#include "draft/revisiondiffmodel.h"
#include "revisiondiffview.h"
#include "revisionhistorydialog.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

DiffComparePanel::DiffComparePanel(const QString &prefix, const QString &compareLabel, const QString &withLabel, QWidget *parent)
    : QWidget(parent)
    , m_list(new QTreeWidget)
    , m_first(new QComboBox)
    , m_second(new QComboBox)
    , m_summary(new QLabel)
    , m_stack(new QStackedWidget)
    , m_message(new QLabel)
    , m_diff(new RevisionDiffView)
{
    m_list->setObjectName(prefix + QStringLiteral("List"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(true);
    m_message->setObjectName(prefix + QStringLiteral("Message"));
    m_message->setTextFormat(Qt::PlainText); // shows user text: never markup
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_summary->setObjectName(prefix + QStringLiteral("Summary"));
    m_summary->setTextFormat(Qt::PlainText); // shows user text: never markup
    m_diff->setObjectName(prefix + QStringLiteral("Diff"));
    m_diff->setOnlyChanges(true);
    m_stack->addWidget(m_diff);
    m_stack->addWidget(m_message);
    m_first->setObjectName(prefix + QStringLiteral("First"));
    m_second->setObjectName(prefix + QStringLiteral("Second"));

    auto *lower = new QWidget;
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(buildSelectors(compareLabel, withLabel));
    lowerLayout->addWidget(m_stack, 1);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_list);
    splitter->addWidget(lower);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({120, 600});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &DiffComparePanel::onListSelection);
    for (QComboBox *selector : {m_first, m_second}) {
        connect(selector, qOverload<int>(&QComboBox::currentIndexChanged), this, &DiffComparePanel::choiceChanged);
    }
}

QWidget *DiffComparePanel::buildSelectors(const QString &compareLabel, const QString &withLabel)
{
    auto *firstLabel = new QLabel(compareLabel);
    firstLabel->setBuddy(m_first);
    auto *secondLabel = new QLabel(withLabel);
    secondLabel->setBuddy(m_second);
    auto *bar = new QWidget;
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(firstLabel);
    row->addWidget(m_first, 1);
    row->addWidget(secondLabel);
    row->addWidget(m_second, 1);
    row->addSpacing(12);
    row->addWidget(m_summary);
    return bar;
}

void DiffComparePanel::setChoices(const QList<QPair<QString, QVariant>> &choices)
{
    for (QComboBox *selector : {m_first, m_second}) {
        const QSignalBlocker blocker(selector);
        selector->clear();
        for (const auto &choice : choices) {
            selector->addItem(choice.first, choice.second);
        }
        selector->setEnabled(choices.size() >= 2);
    }
}

bool DiffComparePanel::select(int firstIndex, int secondIndex)
{
    if (firstIndex < 0 || secondIndex < 0 || firstIndex >= m_first->count() || secondIndex >= m_second->count()) {
        return false;
    }
    const QSignalBlocker firstBlocker(m_first);
    const QSignalBlocker secondBlocker(m_second);
    m_first->setCurrentIndex(firstIndex);
    m_second->setCurrentIndex(secondIndex);
    return true;
}

void DiffComparePanel::onListSelection()
{
    const QList<QTreeWidgetItem *> selected = m_list->selectedItems();
    Q_EMIT rowSelected(selected.isEmpty() ? -1 : m_list->indexOfTopLevelItem(selected.first()));
}

void DiffComparePanel::showDiff(const QString &leftTitle, const QString &rightTitle, const QString &before, const QString &after)
{
    m_diff->model()->setTitles(leftTitle, rightTitle);
    m_diff->model()->setTexts(before, after);
    QList<TextDiff::Row> rows;
    for (int row = 0; row < m_diff->model()->rowCount(); ++row) {
        rows.append(m_diff->model()->rowAt(row));
    }
    m_summary->setText(RevisionHistoryDialog::summaryText(rows));
    m_stack->setCurrentWidget(m_diff);
}

void DiffComparePanel::showMessage(const QString &message)
{
    m_message->setText(message);
    m_summary->clear();
    m_stack->setCurrentWidget(m_message);
}

QString DiffComparePanel::message() const
{
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

QString DiffComparePanel::summary() const
{
    return m_summary->text();
}
