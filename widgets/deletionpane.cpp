// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletionpane.h"

#include "deletiongauge.h"
#include "paneparts.h"
#include "placeholderstack.h"
#include "statuscolors.h"
#include "styledproxymodel.h"

#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStyle>
#include <QTableView>

namespace {

// A deletion whose source changed (RecheckRole): an icon and "source changed, recheck"
// in the Block column.
QVariant recheckFlag(const QModelIndex &source, int role)
{
    switch (role) {
    case Qt::ForegroundRole:
        return StatusColors::untranslated();
    case Qt::DecorationRole:
        return QApplication::style()->standardIcon(QStyle::SP_BrowserReload);
    case Qt::DisplayRole:
        return DeletionPane::tr("%1 · source changed, recheck").arg(source.data(role).toString());
    default:
        return {};
    }
}

// A deletion without a justification (UnjustifiedRole): its text in a warning colour,
// and in the Justification column a warning icon and a placeholder text (the edit role
// stays the stored, blank justification).
QVariant unjustifiedFlag(const QModelIndex &source, int role)
{
    const bool justification = source.column() == DeletionListModel::JustificationColumn;
    switch (role) {
    case Qt::ForegroundRole:
        return StatusColors::untranslated();
    case Qt::DecorationRole:
        // Read at paint time, so a style change shows at the next repaint.
        return justification ? QVariant(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning)) : QVariant();
    case Qt::DisplayRole:
        return justification ? QVariant(DeletionPane::tr("No justification")) : QVariant();
    default:
        return {};
    }
}

QVariant deletionFlags(const QModelIndex &source, int role)
{
    if (source.column() == DeletionListModel::BlockColumn && source.data(DeletionListModel::RecheckRole).toBool()) {
        const QVariant flagged = recheckFlag(source, role);
        if (flagged.isValid()) {
            return flagged;
        }
    }
    return source.data(DeletionListModel::UnjustifiedRole).toBool() ? unjustifiedFlag(source, role) : QVariant();
}

} // namespace

DeletionPane::DeletionPane(QWidget *parent)
    : QWidget(parent)
    , m_gauge(new DeletionGauge)
    , m_unjustified(new QLabel)
    , m_model(new DeletionListModel(this))
    , m_proxy(new StyledProxyModel(m_model, deletionFlags, this))
    , m_stack(new PlaceholderStack(QStringLiteral("deletionPlaceholder"),
          tr("No deletions in this issue. Select source blocks and choose Delete from Translation… (Ctrl+Shift+D)")))
    , m_view(createTable())
{
    qRegisterMetaType<QList<qint64>>();
    m_gauge->setObjectName(QStringLiteral("deletionGauge"));
    m_unjustified->setObjectName(QStringLiteral("deletionUnjustified"));
    m_unjustified->setWordWrap(true);
    QPalette warning = m_unjustified->palette();
    warning.setColor(QPalette::WindowText, StatusColors::untranslated());
    m_unjustified->setPalette(warning);
    m_view->setModel(m_proxy);
    setColumnWidths();
    m_stack->setContent(m_view);

    PaneParts::fill(this, {m_gauge, m_unjustified, {m_stack, 1}, createButtons()});

    connect(m_model, &DeletionListModel::justificationEdited, this, &DeletionPane::justifyRequested);
    connect(m_view, &QTableView::doubleClicked, this, &DeletionPane::requestJump);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DeletionPane::updateState);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &DeletionPane::updateState);
    updateState();
}

QTableView *DeletionPane::createTable()
{
    QTableView *view = PaneParts::table(QStringLiteral("deletionTable"), QAbstractItemView::ExtendedSelection);
    view->installEventFilter(this);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QTableView::customContextMenuRequested, this, &DeletionPane::showContextMenu);
    return view;
}

// The excerpt takes what the other columns leave.
void DeletionPane::setColumnWidths()
{
    PaneParts::setColumnWidths(m_view, DeletionListModel::ExcerptColumn,
        {{DeletionListModel::BlockColumn, 14}, {DeletionListModel::ReasonColumn, 16}, {DeletionListModel::JustificationColumn, 28},
            {DeletionListModel::CharactersColumn, 8}});
}

QWidget *DeletionPane::createButtons()
{
    // No mnemonics: Alt+letter would clash with the main window's menus.
    m_undoButton = PaneParts::button(tr("Undo Deletion"), QStringLiteral("deletionUndo"),
        tr("Translate the selected passages again (Delete)"), this, &DeletionPane::requestRemove);
    m_editButton = PaneParts::button(tr("Edit Justification"), QStringLiteral("deletionEdit"),
        tr("Edit the justification of the current deletion (F2)"), this, &DeletionPane::editJustification);
    return PaneParts::row({m_undoButton, m_editButton});
}

void DeletionPane::setRows(const QList<DeletionListModel::Row> &rows)
{
    const QList<qint64> selected = selectedIds();
    const QModelIndex current = m_view->currentIndex();
    const qint64 currentId = current.isValid() ? current.data(DeletionListModel::DeletionIdRole).toLongLong() : 0;
    m_model->setRows(rows);
    selectIds(selected, currentId);
    const int unjustified = m_model->unjustifiedCount();
    const int recheck = m_model->recheckCount();
    QStringList flags;
    if (unjustified > 0) {
        flags.append(tr("%n deletion(s) without a justification", nullptr, unjustified));
    }
    if (recheck > 0) {
        flags.append(tr("%n deletion(s) to recheck: their source changed", nullptr, recheck));
    }
    m_unjustified->setText(flags.join(QLatin1Char('\n')));
    m_unjustified->setVisible(!flags.isEmpty());
    m_stack->showContent(!rows.isEmpty());
    updateState();
}

void DeletionPane::setResult(const DeletionRatio::Result &result)
{
    m_gauge->setResult(result);
}

void DeletionPane::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateState();
}

QList<qint64> DeletionPane::selectedIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        if (m_view->selectionModel()->isRowSelected(row, {})) {
            ids.append(m_proxy->index(row, 0).data(DeletionListModel::DeletionIdRole).toLongLong());
        }
    }
    return ids;
}

void DeletionPane::editJustification()
{
    const QModelIndex current = m_view->currentIndex();
    if (m_readOnly || !current.isValid()) {
        return;
    }
    const QModelIndex cell = current.siblingAtColumn(DeletionListModel::JustificationColumn);
    m_view->setCurrentIndex(cell);
    m_view->setFocus();
    m_view->edit(cell);
}

bool DeletionPane::eventFilter(QObject *watched, QEvent *event)
{
    // Keys an open editor leaves (Return, which commits) reach the view as well: only
    // the view's own keys count.
    if (watched != m_view || event->type() != QEvent::KeyPress || !m_view->hasFocus()) {
        return QWidget::eventFilter(watched, event);
    }
    const int key = static_cast<QKeyEvent *>(event)->key();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_view->currentIndex().isValid()) {
        requestJump(m_view->currentIndex());
        return true;
    }
    if (key == Qt::Key_F2) {
        editJustification();
        return true;
    }
    if (key == Qt::Key_Delete) {
        requestRemove();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void DeletionPane::selectIds(const QList<qint64> &ids, qint64 currentId)
{
    QItemSelection selection;
    for (const qint64 id : ids) {
        const int row = m_model->rowOf(id);
        if (row >= 0) {
            selection.select(m_proxy->index(row, 0), m_proxy->index(row, DeletionListModel::ColumnCount - 1));
        }
    }
    const int currentRow = m_model->rowOf(currentId);
    if (currentRow >= 0) {
        m_view->selectionModel()->setCurrentIndex(m_proxy->index(currentRow, 0), QItemSelectionModel::NoUpdate);
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

void DeletionPane::requestJump(const QModelIndex &index)
{
    if (index.isValid()) {
        Q_EMIT jumpRequested(
            index.data(DeletionListModel::SourceBlockIdRole).toLongLong(), index.data(DeletionListModel::SpanStartRole).toInt());
    }
}

void DeletionPane::requestRemove()
{
    const QList<qint64> ids = selectedIds();
    if (!m_readOnly && !ids.isEmpty()) {
        Q_EMIT removeRequested(ids);
    }
}

void DeletionPane::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid() || !index.data(DeletionListModel::RecheckRole).toBool()) {
        return;
    }
    QMenu menu(this);
    QAction *rechecked = menu.addAction(tr("Rechecked"));
    rechecked->setObjectName(QStringLiteral("deletionRechecked"));
    rechecked->setToolTip(tr("The deletion still fits the changed source: clear the flag"));
    rechecked->setEnabled(!m_readOnly);
    m_view->setCurrentIndex(index);
    connect(rechecked, &QAction::triggered, this, &DeletionPane::clearRecheckOfCurrent);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void DeletionPane::clearRecheckOfCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!m_readOnly && current.isValid() && current.data(DeletionListModel::RecheckRole).toBool()) {
        Q_EMIT clearRecheckRequested(current.data(DeletionListModel::DeletionIdRole).toLongLong());
    }
}

void DeletionPane::updateState()
{
    m_view->setEditTriggers(m_readOnly ? QAbstractItemView::NoEditTriggers : QAbstractItemView::SelectedClicked);
    m_undoButton->setEnabled(!m_readOnly && m_view->selectionModel()->hasSelection());
    m_editButton->setEnabled(!m_readOnly && m_view->currentIndex().isValid());
}
