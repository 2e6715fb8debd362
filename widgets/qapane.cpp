// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qapane.h"

#include "paneparts.h"
#include "placeholderstack.h"
#include "qa/qafindingfiltermodel.h"
#include "styledproxymodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableView>

namespace {

// The severity icon in the severity column and greyed text for waived findings.
QVariant findingStyle(const QModelIndex &source, int role)
{
    if (role == Qt::DecorationRole && source.column() == QaFindingListModel::SeverityColumn) {
        switch (QaSeverity(source.data(QaFindingListModel::SeverityRole).toInt())) {
        case QaSeverity::Error:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        case QaSeverity::Warning:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        case QaSeverity::Info:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
        }
    }
    if (role == Qt::ForegroundRole && source.data(QaFindingListModel::WaivedRole).toBool()) {
        return StyledProxyModel::greyedText();
    }
    return {};
}

} // namespace

QaPane::QaPane(QWidget *parent)
    : IssuePane(parent)
    , m_model(new QaFindingListModel(this))
    , m_filter(new QaFindingFilterModel(this))
    , m_decorator(new StyledProxyModel(m_filter, findingStyle, this))
    , m_summary(new QLabel)
    , m_stack(new PlaceholderStack(QStringLiteral("qaPlaceholder")))
    , m_view(createTable())
{
    m_summary->setObjectName(QStringLiteral("qaSummary"));
    m_summary->setWordWrap(true);
    m_filter->setSourceModel(m_model);
    m_view->setModel(m_decorator);
    setColumnWidths();
    m_stack->setContent(m_view);

    // The filter bar holds the summary: one row more for findings.
    PaneParts::fill(this, {createFilterBar(), {m_stack, 1}, createButtons()});

    connect(m_view, &QTableView::doubleClicked, this, &QaPane::requestJump);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &QaPane::updateState);
    setIssueOpen(false);
}

QWidget *QaPane::createFilterBar()
{
    m_severity = new QComboBox;
    m_severity->setObjectName(QStringLiteral("qaSeverityFilter"));
    m_severity->addItem(tr("All findings"), -1);
    m_severity->addItem(tr("Errors"), int(QaSeverity::Error));
    m_severity->addItem(tr("Warnings"), int(QaSeverity::Warning));
    m_severity->addItem(tr("Hints"), int(QaSeverity::Info));
    m_showWaived = PaneParts::checkBox(tr("Show waived"), QStringLiteral("qaShowWaived"));
    connect(m_severity, QOverload<int>::of(&QComboBox::currentIndexChanged), this, &QaPane::applyFilter);
    connect(m_showWaived, &QCheckBox::toggled, this, &QaPane::applyFilter);
    return PaneParts::row({m_severity, m_showWaived}, {m_summary}); // the summary beside its filter
}

QTableView *QaPane::createTable()
{
    QTableView *view = PaneParts::table(QStringLiteral("qaTable"), QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // One line a finding: as many as the pane's height allows.
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->setIconSize(QSize(view->fontMetrics().height(), view->fontMetrics().height()));
    PaneParts::onEnter(view, [this](const QModelIndex &index) { requestJump(index); });
    return view;
}

void QaPane::setColumnWidths()
{
    PaneParts::setColumnWidths(m_view, QaFindingListModel::MessageColumn,
        {{QaFindingListModel::SeverityColumn, 13}, {QaFindingListModel::CheckColumn, 22}, {QaFindingListModel::LocationColumn, 13}});
}

QWidget *QaPane::createButtons()
{
    // No mnemonics: Alt+letter would clash with the main window's menus.
    m_runButton = PaneParts::button(tr("Check Again"), QStringLiteral("qaRun"), {}, this, &QaPane::runRequested);
    m_waiveButton = PaneParts::button(tr("Waive…"), QStringLiteral("qaWaive"),
        tr("Accept this finding, with a reason; it no longer counts against the issue"), this, &QaPane::askForWaiver);
    m_unwaiveButton = PaneParts::button(tr("Unwaive"), QStringLiteral("qaUnwaive"), {}, this, &QaPane::requestUnwaive);
    auto *settings = PaneParts::button(tr("QA Settings…"), QStringLiteral("qaSettings"), {}, this, &QaPane::settingsRequested);
    return PaneParts::row({m_runButton, m_waiveButton, m_unwaiveButton}, {settings});
}

void QaPane::setRows(const QList<QaFindingListModel::Row> &rows)
{
    const QString current = currentKey();
    m_model->setRows(rows);
    const int row = m_model->rowOfKey(current);
    if (row >= 0) {
        const QModelIndex index = m_decorator->mapFromSource(m_filter->mapFromSource(m_model->index(row, 0)));
        m_view->setCurrentIndex(index);
    }
    updateSummary();
    updateState();
}

void QaPane::issueOpenChanged()
{
    if (!isIssueOpen()) {
        m_model->setRows({});
    }
    updateSummary();
    updateState();
}

QString QaPane::currentKey() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(QaFindingListModel::KeyRole).toString() : QString();
}

void QaPane::waiveCurrent(const QString &reason)
{
    const QString key = currentKey();
    if (!key.isEmpty() && !reason.trimmed().isEmpty() && !isReadOnly()) {
        Q_EMIT waiveRequested(key, reason.trimmed());
    }
}

void QaPane::askForWaiver()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        return;
    }
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Waive Finding"),
        tr("Why may this stay as it is?\n%1").arg(current.siblingAtColumn(QaFindingListModel::MessageColumn).data().toString()),
        QLineEdit::Normal, QString(), &ok);
    if (ok) {
        waiveCurrent(reason);
    }
}

void QaPane::requestUnwaive()
{
    const QString key = currentKey();
    if (!key.isEmpty() && !isReadOnly()) {
        Q_EMIT unwaiveRequested(key);
    }
}

void QaPane::requestJump(const QModelIndex &index)
{
    if (!index.isValid()) {
        return;
    }
    const QModelIndex source = m_filter->mapToSource(m_decorator->mapToSource(index));
    const QaFinding &finding = m_model->rowAt(source.row()).finding;
    Q_EMIT jumpRequested(finding.targetBlockId, finding.sourceBlockId, finding.offset, finding.length);
}

void QaPane::applyFilter()
{
    const int severity = m_severity->currentData().toInt();
    m_filter->setSeverity(severity < 0 ? std::nullopt : std::optional<QaSeverity>(QaSeverity(severity)));
    m_filter->setShowWaived(m_showWaived->isChecked());
    updateState();
}

void QaPane::updateSummary()
{
    if (!isIssueOpen()) {
        m_summary->clear();
        return;
    }
    int counts[3] = {0, 0, 0};
    int waived = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QaFinding &finding = m_model->rowAt(row).finding;
        waived += finding.waived ? 1 : 0;
        counts[int(finding.severity)] += finding.waived ? 0 : 1;
    }
    QString text = tr("%n error(s)", nullptr, counts[int(QaSeverity::Error)]) + QStringLiteral(" · ")
        + tr("%n warning(s)", nullptr, counts[int(QaSeverity::Warning)]) + QStringLiteral(" · ")
        + tr("%n hint(s)", nullptr, counts[int(QaSeverity::Info)]);
    if (waived > 0) {
        text += QStringLiteral(" · ") + tr("%n waived", nullptr, waived);
    }
    m_summary->setText(text);
}

void QaPane::updateState()
{
    const bool any = m_filter->rowCount() > 0;
    if (!isIssueOpen()) {
        m_stack->setPlaceholderText(tr("Open an issue to check it."));
    } else if (m_model->rowCount() == 0) {
        m_stack->setPlaceholderText(tr("QA found nothing to fix in this issue."));
    } else {
        m_stack->setPlaceholderText(tr("No finding matches the filter."));
    }
    m_stack->showContent(any);
    const QModelIndex current = m_view->currentIndex();
    const bool waived = current.isValid() && current.data(QaFindingListModel::WaivedRole).toBool();
    m_runButton->setEnabled(isIssueOpen());
    m_waiveButton->setEnabled(current.isValid() && !waived && !isReadOnly());
    m_unwaiveButton->setEnabled(current.isValid() && waived && !isReadOnly());
}
