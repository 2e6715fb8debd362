// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisiondiffview.h"

#include "draft/revisiondiffmodel.h"
#include "revisionchangefiltermodel.h"
#include "revisiondiffdelegate.h"

#include <QAction>
#include <QCheckBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

RevisionDiffView::RevisionDiffView(QWidget *parent)
    : QWidget(parent)
    , m_model(new RevisionDiffModel(this))
    , m_filter(new RevisionChangeFilterModel(this))
    , m_delegate(new RevisionDiffDelegate(this))
    , m_table(new QTableView)
    , m_next(new QAction(tr("&Next Change"), this))
    , m_previous(new QAction(tr("&Previous Change"), this))
    , m_onlyChanges(new QCheckBox(tr("&Only changes")))
    , m_context(new QSpinBox)
{
    m_filter->setSourceModel(m_model);
    m_filter->setContextLines(DefaultContextLines);
    m_table->setObjectName(QStringLiteral("revisionDiffTable"));
    m_table->setModel(m_filter);
    m_table->setItemDelegate(m_delegate);
    // Chinese prose, not code: the fixed font lacks CJK glyphs or draws them poorly.
    QFont font = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    font.setPointSizeF(qMax(font.pointSizeF(), 10.0));
    m_table->setFont(font);
    m_table->setWordWrap(true);
    m_table->setShowGrid(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_rowHeights.setSingleShot(true);
    m_rowHeights.setInterval(50);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildToolBar());
    layout->addWidget(m_table, 1);

    connect(m_model, &QAbstractItemModel::modelReset, this, &RevisionDiffView::onModelReset);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this] { m_rowHeights.start(); });
    connect(&m_rowHeights, &QTimer::timeout, this, [this] { m_table->verticalHeader()->resizeSections(QHeaderView::ResizeToContents); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RevisionDiffView::updateNavigation);
    updateNavigation();
}

QWidget *RevisionDiffView::buildToolBar()
{
    m_next->setObjectName(QStringLiteral("revisionNextChange"));
    m_previous->setObjectName(QStringLiteral("revisionPreviousChange"));
    m_next->setShortcuts({QKeySequence(Qt::Key_F7), QKeySequence(Qt::ALT | Qt::Key_Down)});
    m_previous->setShortcuts({QKeySequence(Qt::SHIFT | Qt::Key_F7), QKeySequence(Qt::ALT | Qt::Key_Up)});
    m_next->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    m_previous->setIcon(style()->standardIcon(QStyle::SP_ArrowUp));
    for (QAction *action : {m_previous, m_next}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(
            QStringLiteral("%1 (%2)").arg(action->text().remove(QLatin1Char('&')), action->shortcut().toString(QKeySequence::NativeText)));
        addAction(action);
    }
    connect(m_next, &QAction::triggered, this, &RevisionDiffView::nextChange);
    connect(m_previous, &QAction::triggered, this, &RevisionDiffView::previousChange);
    m_onlyChanges->setObjectName(QStringLiteral("revisionOnlyChanges"));
    m_context->setObjectName(QStringLiteral("revisionContextLines"));
    m_context->setRange(0, 99);
    m_context->setValue(DefaultContextLines);
    m_context->setEnabled(false);
    connect(m_onlyChanges, &QCheckBox::toggled, this, &RevisionDiffView::setOnlyChanges);
    connect(m_context, qOverload<int>(&QSpinBox::valueChanged), this, &RevisionDiffView::setContextLines);

    auto *bar = new QWidget;
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    for (QAction *action : {m_previous, m_next}) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        row->addWidget(button);
    }
    row->addSpacing(12);
    row->addWidget(m_onlyChanges);
    auto *contextLabel = new QLabel(tr("&Context lines:"));
    contextLabel->setBuddy(m_context);
    row->addWidget(contextLabel);
    row->addWidget(m_context);
    row->addStretch(1);
    return bar;
}

void RevisionDiffView::setOnlyChanges(bool on)
{
    const int current = currentModelRow();
    const QSignalBlocker blocker(m_onlyChanges);
    m_onlyChanges->setChecked(on);
    m_context->setEnabled(on);
    m_filter->setOnlyChanges(on);
    goToModelRow(current);
}

bool RevisionDiffView::onlyChanges() const
{
    return m_filter->onlyChanges();
}

void RevisionDiffView::setContextLines(int lines)
{
    const int current = currentModelRow();
    const QSignalBlocker blocker(m_context);
    m_context->setValue(lines);
    m_filter->setContextLines(lines);
    goToModelRow(current);
}

int RevisionDiffView::contextLines() const
{
    return m_filter->contextLines();
}

void RevisionDiffView::onModelReset()
{
    int lines = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        lines = qMax(lines, qMax(m_model->rowAt(row).leftLine, m_model->rowAt(row).rightLine) + 1);
    }
    m_delegate->setGutterDigits(QString::number(lines).size());
    if (!goToModelRow(m_model->nextChange(-1))) {
        m_table->scrollToTop();
    }
    updateNavigation();
}

int RevisionDiffView::currentModelRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_filter->mapToSource(current).row() : -1;
}

// Hidden rows (only changes) cannot be current: then nothing is.
bool RevisionDiffView::goToModelRow(int row)
{
    const QModelIndex index = row >= 0 ? m_filter->mapFromSource(m_model->index(row, 0)) : QModelIndex();
    if (!index.isValid()) {
        return false;
    }
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
    return true;
}

bool RevisionDiffView::nextChange()
{
    return goToModelRow(m_model->nextChange(currentModelRow()));
}

bool RevisionDiffView::previousChange()
{
    const int current = currentModelRow();
    return goToModelRow(previousChangeBefore(current < 0 ? m_model->rowCount() : current));
}

int RevisionDiffView::previousChangeBefore(int row) const
{
    int found = -1;
    for (int start = m_model->nextChange(-1); start >= 0 && start < row; start = m_model->nextChange(start)) {
        found = start;
    }
    return found;
}

void RevisionDiffView::updateNavigation()
{
    const int current = currentModelRow();
    m_next->setEnabled(m_model->nextChange(current) >= 0);
    m_previous->setEnabled(previousChangeBefore(current < 0 ? m_model->rowCount() : current) >= 0);
}
