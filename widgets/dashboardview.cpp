// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboardview.h"

#include "dashboard/dashboardmodel.h"
#include "dashboardbardelegate.h"
#include "paneparts.h"
#include "statuscolors.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>

DashboardView::DashboardView(QWidget *parent)
    : QWidget(parent)
    , m_model(new DashboardModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_summary(new QLabel(this))
    , m_progress(new QLabel(this))
    , m_refresh(PaneParts::button(tr("Refresh"), QStringLiteral("dashboardRefresh"), tr("Compute every issue's figures again"), this,
          &DashboardView::refreshRequested))
{
    setObjectName(QStringLiteral("dashboardView"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DashboardModel::SortRole);
    m_summary->setObjectName(QStringLiteral("dashboardSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setObjectName(QStringLiteral("dashboardProgress"));
    PaneParts::fill(this, {PaneParts::line({{m_summary, 1}, m_progress, m_refresh}), {createTable(), 1}});
    connect(m_model, &QAbstractItemModel::modelReset, this, &DashboardView::updateSummary);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &DashboardView::updateSummary);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &DashboardView::updateSummary);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &DashboardView::updateSummary);
    setProgress(0, 0);
    updateSummary();
}

QTableView *DashboardView::createTable()
{
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("dashboardTable"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(DashboardModel::NumberColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    auto *bars = new DashboardBarDelegate(m_view);
    bars->setColumnColor(DashboardModel::TranslatedColumn, StatusColors::forStatus(QStringLiteral("translated")));
    bars->setColumnColor(DashboardModel::ReviewedColumn, StatusColors::forStatus(QStringLiteral("reviewed")));
    bars->setColumnColor(DashboardModel::ApprovedColumn, StatusColors::forStatus(QStringLiteral("approved")));
    m_view->setItemDelegate(bars);
    PaneParts::onEnter(m_view, [this](const QModelIndex &index) { requestIssue(index); });
    connect(m_view, &QTableView::doubleClicked, this, &DashboardView::requestIssue);
    setColumnWidths();
    return m_view;
}

void DashboardView::setColumnWidths()
{
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(false);
    const QFontMetrics metrics = m_view->fontMetrics();
    const int bar = metrics.horizontalAdvance(QStringLiteral("100% (888/888)")) + 16;
    m_view->setColumnWidth(DashboardModel::NumberColumn, metrics.horizontalAdvance(QStringLiteral("8888")) + 24);
    m_view->setColumnWidth(DashboardModel::TitleColumn, metrics.horizontalAdvance(QLatin1Char('M')) * 11);
    // Counts are narrow: as wide as their header (translated headers differ in width).
    for (int column : {DashboardModel::StatusColumn, DashboardModel::QaErrorsColumn, DashboardModel::QaWarningsColumn,
             DashboardModel::ChecklistColumn, DashboardModel::RevisionsColumn, DashboardModel::SourceWordsColumn,
             DashboardModel::ChineseCharactersColumn, DashboardModel::PretranslatedColumn}) {
        const QString header = m_model->headerData(column, Qt::Horizontal).toString();
        m_view->setColumnWidth(
            column, qMax(metrics.horizontalAdvance(header) + 28, metrics.horizontalAdvance(QStringLiteral("888,888")) + 16));
    }
    for (int column : {DashboardModel::TranslatedColumn, DashboardModel::ReviewedColumn, DashboardModel::ApprovedColumn}) {
        m_view->setColumnWidth(column, bar);
    }
    const QString deletionHeader = m_model->headerData(DashboardModel::DeletionColumn, Qt::Horizontal).toString();
    m_view->setColumnWidth(DashboardModel::DeletionColumn,
        qMax(metrics.horizontalAdvance(QStringLiteral("88.8% / 30%")), metrics.horizontalAdvance(deletionHeader) + 12) + 16);
    m_view->setColumnWidth(DashboardModel::UpdatedColumn, metrics.horizontalAdvance(QStringLiteral("2026-12-31 23:59")) + 16);
}

void DashboardView::setProgress(int done, int total)
{
    m_progress->setVisible(done < total);
    m_progress->setText(tr("Computing %1 of %n issue(s)…", nullptr, total).arg(done));
}

int DashboardView::currentIssue() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(DashboardModel::IssueNumberRole).toInt() : 0;
}

QString DashboardView::summaryText() const
{
    return m_summary->text();
}

void DashboardView::requestIssue(const QModelIndex &index)
{
    if (index.isValid()) {
        Q_EMIT issueRequested(index.data(DashboardModel::IssueNumberRole).toInt());
    }
}

void DashboardView::updateSummary()
{
    const DashboardModel::Totals sum = m_model->totals();
    const QLocale locale;
    m_summary->setText(tr("%n issue(s) · %1 English words · %2 Chinese characters · %3 of %4 blocks approved", nullptr, sum.issues)
                           .arg(locale.toString(sum.sourceWords), locale.toString(sum.chineseCharacters),
                               locale.toString(sum.approvedBlocks), locale.toString(sum.blocks)));
    m_summary->setToolTip(tr("Chinese characters: CJK ideographs of the drafts, without punctuation, spaces or digits; "
                             "English words: of the source posts, without code and link targets; "
                             "%1 Latin words inside the drafts besides")
                              .arg(locale.toString(sum.draftWords)));
}
