// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuenavigator.h"

#include "cachedsizedelegate.h"
#include "store/issuelistmodel.h"

#include <QHeaderView>
#include <QPainter>

IssueNavigator::IssueNavigator(QWidget *parent)
    : QTreeView(parent)
{
    setObjectName(QStringLiteral("issueNavigator"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    header()->setStretchLastSection(false);
    // The columns sized to their contents measure every row's text at each layout.
    setItemDelegate(new CachedSizeDelegate(this));
}

void IssueNavigator::setModel(QAbstractItemModel *model)
{
    QTreeView::setModel(model);
    header()->setSectionResizeMode(IssueListModel::TitleColumn, QHeaderView::Stretch);
    for (int column : {IssueListModel::NumberColumn, IssueListModel::StatusColumn, IssueListModel::ProgressColumn}) {
        header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    // Columns a proxy adds after the list's own (who holds an issue, on a working copy).
    for (int column = IssueListModel::ColumnCount; column < model->columnCount(); ++column) {
        header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    // Selection, not the current index: focusing the view makes a row current
    // without the user picking anything.
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this, &IssueNavigator::emitCurrent);
}

void IssueNavigator::selectIssue(int number)
{
    for (int row = 0; row < model()->rowCount(); ++row) {
        const QModelIndex index = model()->index(row, 0);
        if (index.data(IssueListModel::IssueNumberRole).toInt() == number) {
            setCurrentIndex(index);
            return;
        }
    }
}

void IssueNavigator::emitCurrent()
{
    const QModelIndexList rows = selectionModel()->selectedRows();
    if (!rows.isEmpty()) {
        Q_EMIT issueRequested(rows.first().data(IssueListModel::IssueNumberRole).toInt());
    }
}

QString IssueNavigator::emptyHint() const
{
    return tr("No issues yet.\n\nFile ▸ Import Posts… (Ctrl+I) makes an English post the next issue; markdown files dropped "
              "on the window too.");
}

void IssueNavigator::paintEvent(QPaintEvent *event)
{
    QTreeView::paintEvent(event);
    if (model() && model()->rowCount() == 0) {
        QPainter painter(viewport());
        painter.setPen(palette().color(QPalette::Disabled, QPalette::WindowText));
        painter.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, emptyHint());
    }
}
