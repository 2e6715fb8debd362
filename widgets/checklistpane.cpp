// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklistpane.h"

#include "checklist/checklistevaluator.h"
#include "checklist/checklistmodel.h"
#include "checklistitemproxymodel.h"
#include "paneparts.h"
#include "placeholderstack.h"
#include "review/readertestlistmodel.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace {

// Readable on light and dark palettes alike.
const QColor kBlocked(0xd3, 0x2f, 0x2f);
const QColor kReady(0x2e, 0x9d, 0x4a);

void colour(QLabel *label, const QColor &colour, bool bold)
{
    label->setStyleSheet(QStringLiteral("color: %1;%2").arg(colour.name(), bold ? QStringLiteral(" font-weight: bold;") : QString()));
}

} // namespace

ChecklistPane::ChecklistPane(QWidget *parent)
    : IssuePane(parent)
    , m_model(new ChecklistModel(this))
    , m_proxy(new ChecklistItemProxyModel(this))
    , m_readers(new ReaderTestListModel(this))
    , m_verdict(PaneParts::plainLabel(QStringLiteral("checklistVerdict")))
    , m_stack(new PlaceholderStack(QStringLiteral("checklistPlaceholder"), tr("Open an issue to see its checklist.")))
{
    m_proxy->setSourceModel(m_model);
    m_stack->setContent(createItemsPage());
    m_runButton = PaneParts::button(tr("Check Again"), QStringLiteral("checklistRun"), {}, this, &ChecklistPane::runRequested);
    PaneParts::fill(this, {PaneParts::line({{m_verdict, 1}, m_runButton}), {m_stack, 1}});
    // Queued: the request is answered with new states, a model reset, which must not
    // happen inside the view's setData() (its index would dangle).
    connect(
        m_model, &ChecklistModel::checkRequested, this,
        [this](const QString &key, bool checked) {
            if (!isReadOnly()) {
                Q_EMIT checkRequested(key, checked);
            }
        },
        Qt::QueuedConnection);
    setIssueOpen(false);
}

QWidget *ChecklistPane::createItemsPage()
{
    m_items = new QListView;
    m_items->setObjectName(QStringLiteral("checklistItems"));
    m_items->setModel(m_proxy);
    m_items->setWordWrap(true);
    m_items->setAlternatingRowColors(true);
    m_items->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_items->setUniformItemSizes(false);
    m_items->setMinimumHeight(m_items->fontMetrics().height() * 5);
    // The pane sits below the editors, as wide as they are: items and blind test side by side.
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_items);
    splitter->addWidget(createBlindTest());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    return splitter;
}

QWidget *ChecklistPane::createBlindTest()
{
    auto *box = new QGroupBox(tr("Blind test"));
    m_summary = PaneParts::plainLabel(QStringLiteral("readerSummary"));
    m_readerView = PaneParts::table(QStringLiteral("readerTests"), QAbstractItemView::SingleSelection);
    m_readerView->setModel(m_readers);
    m_readerView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const int line = m_readerView->fontMetrics().height() + 8;
    m_readerView->setMinimumHeight(line * 3);
    // The answers are long: they are read in the tooltip and the dialog.
    for (int column :
        {ReaderTestListModel::FirstStepColumn, ReaderTestListModel::LikelyProblemColumn, ReaderTestListModel::VerificationColumn}) {
        m_readerView->setColumnHidden(column, true);
    }
    m_readerView->horizontalHeader()->setSectionResizeMode(ReaderTestListModel::ProfileColumn, QHeaderView::Stretch);
    connect(m_readerView, &QTableView::doubleClicked, this, &ChecklistPane::requestEdit);
    connect(m_readerView->selectionModel(), &QItemSelectionModel::currentChanged, this, &ChecklistPane::updateState);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 2, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_summary);
    layout->addWidget(m_readerView, 1);
    layout->addWidget(createReaderButtons());
    return box;
}

QWidget *ChecklistPane::createReaderButtons()
{
    // No mnemonics: Alt+letter would clash with the main window's menus.
    m_addButton = PaneParts::button(tr("Add…"), QStringLiteral("readerAdd"), {}, this, &ChecklistPane::addReaderTestRequested);
    m_editButton = PaneParts::button(tr("Edit…"), QStringLiteral("readerEdit"), {}, this, &ChecklistPane::requestEdit);
    m_removeButton = PaneParts::button(tr("Remove"), QStringLiteral("readerRemove"), {}, this, &ChecklistPane::requestRemove);
    return PaneParts::row({m_addButton, m_editButton, m_removeButton});
}

void ChecklistPane::issueOpenChanged()
{
    if (!isIssueOpen()) {
        m_model->setStates({});
        m_readers->setTests({});
    }
    m_stack->showContent(isIssueOpen());
    updateVerdict();
    updateSummary();
    updateState();
}

void ChecklistPane::setStates(const QList<ChecklistItemState> &states)
{
    m_model->setStates(states);
    updateVerdict();
}

void ChecklistPane::setReaderTests(const QList<ReaderTest> &tests)
{
    const qint64 current = currentReaderTestId();
    m_readers->setTests(tests);
    const int row = m_readers->rowOf(current);
    if (row >= 0) {
        m_readerView->setCurrentIndex(m_readers->index(row, ReaderTestListModel::ReaderColumn));
    }
    m_readerView->resizeColumnToContents(ReaderTestListModel::ReaderColumn);
    updateSummary();
    updateState();
}

qint64 ChecklistPane::currentReaderTestId() const
{
    const QModelIndex current = m_readerView->currentIndex();
    return current.isValid() ? current.data(ReaderTestListModel::ReaderTestIdRole).toLongLong() : 0;
}

void ChecklistPane::requestEdit()
{
    const qint64 id = currentReaderTestId();
    if (id != 0 && !isReadOnly()) {
        Q_EMIT editReaderTestRequested(id);
    }
}

void ChecklistPane::requestRemove()
{
    if (currentReaderTestId() != 0 && !isReadOnly()
        && QMessageBox::question(this, tr("Remove Blind Test"), tr("Remove this reader's blind test? The answers cannot be restored."),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            == QMessageBox::Yes) {
        removeCurrentReaderTest();
    }
}

void ChecklistPane::removeCurrentReaderTest()
{
    const qint64 id = currentReaderTestId();
    if (id != 0 && !isReadOnly()) {
        Q_EMIT removeReaderTestRequested(id);
    }
}

void ChecklistPane::updateVerdict()
{
    if (!isIssueOpen() || m_model->rowCount() == 0) {
        m_verdict->clear();
        return;
    }
    const int open = m_model->openCount();
    if (open == 0) {
        m_verdict->setText(tr("Ready to ship"));
        colour(m_verdict, kReady, true);
    } else {
        m_verdict->setText(tr("%n item(s) block shipping", nullptr, open));
        colour(m_verdict, kBlocked, true);
    }
}

void ChecklistPane::updateSummary()
{
    const ReaderTestSummary summary = m_readers->summary();
    const QString bar = tr("The bar: at least %1 readers of different backgrounds, %2% passing.")
                            .arg(ReaderTestSummary::kMinimumReaders)
                            .arg(ReaderTestSummary::kPassPercent);
    if (summary.count == 0) {
        m_summary->setText(tr("No reader has tested this translation yet. %1").arg(bar));
        colour(m_summary, kBlocked, false);
        return;
    }
    QString text = tr("%1 of %2 readers passed (%3%). %4")
                       .arg(summary.passed)
                       .arg(summary.count)
                       .arg(ChecklistEvaluator::percent(summary.passRate()), bar);
    if (!summary.duplicates.isEmpty()) {
        text += QLatin1Char(' ') + tr("The same background counts once: %1.").arg(summary.duplicates.join(QStringLiteral("、")));
    }
    m_summary->setText(text);
    colour(m_summary, summary.meetsBar() ? kReady : kBlocked, false);
}

void ChecklistPane::updateState()
{
    const bool hasCurrent = currentReaderTestId() != 0;
    m_runButton->setEnabled(isIssueOpen());
    m_addButton->setEnabled(isIssueOpen() && !isReadOnly());
    m_editButton->setEnabled(isIssueOpen() && !isReadOnly() && hasCurrent);
    m_removeButton->setEnabled(isIssueOpen() && !isReadOnly() && hasCurrent);
}
