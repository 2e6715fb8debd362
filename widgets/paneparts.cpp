// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "paneparts.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>

QLabel *PaneParts::placeholder(QLabel *label, const QString &objectName)
{
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    label->setEnabled(false); // greyed
    return label;
}

QPushButton *PaneParts::button(const QString &text, const QString &objectName, const QString &toolTip)
{
    auto *button = new QPushButton(text);
    button->setObjectName(objectName);
    if (!toolTip.isEmpty()) {
        button->setToolTip(toolTip);
    }
    return button;
}

QWidget *PaneParts::row(const QList<QWidget *> &widgets, const QList<QWidget *> &trailing)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget : widgets) {
        layout->addWidget(widget);
    }
    layout->addStretch(1);
    for (QWidget *widget : trailing) {
        layout->addWidget(widget);
    }
    return row;
}

QTableView *PaneParts::table(const QString &objectName, QAbstractItemView::SelectionMode mode)
{
    auto *view = new QTableView;
    view->setObjectName(objectName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(mode);
    view->setWordWrap(false);
    view->setTabKeyNavigation(false); // Tab leaves the table
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    return view;
}

void PaneParts::setColumnWidths(QTableView *view, int stretch, const QList<QPair<int, int>> &characters)
{
    view->horizontalHeader()->setSectionResizeMode(stretch, QHeaderView::Stretch);
    const int unit = view->fontMetrics().averageCharWidth();
    for (const auto &[column, count] : characters) {
        view->setColumnWidth(column, count * unit);
    }
}
