// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "outlinepane.h"

#include "draft/draftoutlinemodel.h"
#include "statuscolors.h"

#include <QAbstractProxyModel>
#include <QPainter>
#include <QStyledItemDelegate>

namespace {
constexpr int kStripe = 4;
constexpr int kIndent = 12;

class OutlineDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const int level = index.data(DraftOutlineModel::HeadingLevelRole).toInt();
        if (level > 0) {
            option->font.setBold(true);
        }
        const int depth = index.data(DraftOutlineModel::DepthRole).toInt();
        option->rect.adjust(kStripe + 2 + qMin(depth, 6) * kIndent, 0, 0, 0);
        if (index.data(DraftOutlineModel::AlignedRole).toInt() == 0) {
            option->font.setItalic(true); // additions and notes: no source
        }
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QColor stripe = StatusColors::forStatus(index.data(DraftOutlineModel::StatusRole).toString());
        painter->fillRect(QRect(option.rect.left(), option.rect.top() + 1, kStripe, option.rect.height() - 2), stripe);
        QStyledItemDelegate::paint(painter, option, index);
    }
};
} // namespace

OutlinePane::OutlinePane(QWidget *parent)
    : QTreeView(parent)
{
    setObjectName(QStringLiteral("outlinePane"));
    setItemDelegate(new OutlineDelegate(this));
    setHeaderHidden(true);
    setRootIsDecorated(false);
    setIndentation(0);
    setUniformRowHeights(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideRight);
}

void OutlinePane::setModel(QAbstractItemModel *model)
{
    QTreeView::setModel(model);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (!m_following && current.isValid()) {
            Q_EMIT blockRequested(outlineRow(current));
        }
    });
}

void OutlinePane::selectBlock(int row)
{
    const QModelIndex index = shownIndex(row);
    if (!index.isValid()) {
        if (selectionModel()) {
            m_following = true;
            selectionModel()->clear();
            m_following = false;
        }
        return;
    }
    m_following = true;
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    scrollTo(index);
    m_following = false;
}

int OutlinePane::outlineRow(const QModelIndex &index) const
{
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model());
    return proxy ? proxy->mapToSource(index).row() : index.row();
}

QModelIndex OutlinePane::shownIndex(int row) const
{
    const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model());
    const QAbstractItemModel *outline = proxy ? proxy->sourceModel() : model();
    if (!outline || row < 0 || row >= outline->rowCount()) {
        return {};
    }
    const QModelIndex index = outline->index(row, 0);
    return proxy ? proxy->mapFromSource(index) : index;
}
