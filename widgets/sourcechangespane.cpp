// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourcechangespane.h"

#include "paneparts.h"
#include "placeholderstack.h"
#include "sourcediffview.h"
#include "sourceupdate/sourcechangelistmodel.h"
#include "wraplayout.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>

SourceChangesPane::SourceChangesPane(QWidget *parent)
    : IssuePane(parent)
    , m_model(new SourceChangeListModel(this))
    , m_summary(new QLabel)
    , m_stack(new PlaceholderStack(QStringLiteral("sourceChangePlaceholder")))
    , m_view(createTable())
    , m_diff(new SourceDiffView)
    , m_detail(new QLabel)
{
    qRegisterMetaType<SourceChange::State>();
    m_summary->setObjectName(QStringLiteral("sourceChangeSummary"));
    m_view->setModel(m_model);
    PaneParts::setColumnWidths(
        m_view, SourceChangeListModel::BlockColumn, {{SourceChangeListModel::KindColumn, 11}, {SourceChangeListModel::StateColumn, 10}});

    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(PaneParts::column({createFilterBar(), {m_view, 1}}));
    splitter->addWidget(createDetails());
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    m_stack->setContent(splitter);

    PaneParts::fill(this, {{m_stack, 1}});

    connect(m_view, &QTableView::doubleClicked, this, &SourceChangesPane::requestJump);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &SourceChangesPane::showCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SourceChangesPane::showCurrent);
    setIssueOpen(false);
}

QWidget *SourceChangesPane::createFilterBar()
{
    m_filter = new QComboBox;
    m_filter->setObjectName(QStringLiteral("sourceChangeFilter"));
    m_filter->addItem(tr("All changes"), false);
    m_filter->addItem(tr("Open changes"), true);
    connect(m_filter, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] { setOpenOnly(m_filter->currentData().toBool()); });
    return PaneParts::line({m_filter, {m_summary, 1}});
}

QTableView *SourceChangesPane::createTable()
{
    QTableView *view = PaneParts::table(QStringLiteral("sourceChangeTable"), QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    PaneParts::onEnter(view, [this](const QModelIndex &index) { requestJump(index); });
    return view;
}

QWidget *SourceChangesPane::createDetails()
{
    m_diff->setObjectName(QStringLiteral("sourceChangeDiff"));
    m_detail->setObjectName(QStringLiteral("sourceChangeDetail"));
    m_detail->setWordWrap(true);
    // No mnemonics: Alt+letter would clash with the main window's menus.
    m_seenButton = PaneParts::button(tr("Mark Seen"), QStringLiteral("sourceChangeSeen"),
        tr("The draft has been checked against the new source"), this, [this] { resolveCurrent(SourceChange::State::Done); });
    m_dropButton = PaneParts::button(tr("Drop Translation"), QStringLiteral("sourceChangeDrop"),
        tr("Delete the draft blocks that translated the removed source"), this, [this] { resolveCurrent(SourceChange::State::Dropped); });
    m_keepButton = PaneParts::button(tr("Keep as Addition"), QStringLiteral("sourceChangeKeep"),
        tr("Keep those draft blocks as the translator's own additions"), this, [this] { resolveCurrent(SourceChange::State::Kept); });
    m_reopenButton = PaneParts::button(tr("Reopen"), QStringLiteral("sourceChangeReopen"), {}, this, &SourceChangesPane::reopenCurrent);
    auto *buttons = new WrapLayout; // a narrow pane: the buttons on two lines
    for (QPushButton *button : {m_seenButton, m_dropButton, m_keepButton, m_reopenButton}) {
        buttons->addWidget(button);
    }
    return PaneParts::column({m_detail, {m_diff, 1}, buttons});
}

void SourceChangesPane::setChanges(const QList<SourceChange> &changes)
{
    const qint64 id = currentChangeId();
    m_model->setChanges(changes);
    const int row = m_model->rowOf(id);
    m_view->setCurrentIndex(m_model->index(row >= 0 ? row : 0, 0));
    updateSummary();
    showCurrent();
}

void SourceChangesPane::issueOpenChanged()
{
    if (!isIssueOpen()) {
        m_model->setChanges({});
    }
    updateSummary();
    showCurrent();
}

void SourceChangesPane::setOpenOnly(bool on)
{
    const qint64 id = currentChangeId();
    m_model->setOpenOnly(on);
    m_filter->setCurrentIndex(m_filter->findData(on));
    const int row = m_model->rowOf(id);
    m_view->setCurrentIndex(m_model->index(row >= 0 ? row : 0, 0));
    updateSummary();
    showCurrent();
}

const SourceChange *SourceChangesPane::current() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? &m_model->changeAt(index.row()) : nullptr;
}

qint64 SourceChangesPane::currentChangeId() const
{
    const SourceChange *change = current();
    return change ? change->id : 0;
}

bool SourceChangesPane::selectChange(qint64 changeId)
{
    if (m_model->rowOf(changeId) < 0 && m_model->openOnly()) {
        setOpenOnly(false);
    }
    return selectRow(m_model->rowOf(changeId));
}

bool SourceChangesPane::selectSourceBlock(qint64 sourceBlockId)
{
    return selectRow(m_model->rowOfSourceBlock(sourceBlockId));
}

bool SourceChangesPane::selectRow(int row)
{
    if (row < 0) {
        return false;
    }
    m_view->setCurrentIndex(m_model->index(row, 0));
    m_view->scrollTo(m_view->currentIndex());
    return true;
}

void SourceChangesPane::resolveCurrent(SourceChange::State state)
{
    const SourceChange *change = current();
    const QPushButton *button = state == SourceChange::State::Done ? m_seenButton
        : state == SourceChange::State::Dropped                    ? m_dropButton
        : state == SourceChange::State::Kept                       ? m_keepButton
                                                                   : nullptr;
    if (change && button && button->isEnabled()) {
        Q_EMIT resolveRequested(change->id, state);
    }
}

void SourceChangesPane::reopenCurrent()
{
    const SourceChange *change = current();
    if (change && m_reopenButton->isEnabled()) {
        Q_EMIT reopenRequested(change->id);
    }
}

void SourceChangesPane::requestJump(const QModelIndex &index)
{
    if (!index.isValid()) {
        return;
    }
    const SourceChange &change = m_model->changeAt(index.row());
    Q_EMIT jumpRequested(change.sourceBlockId, change.targetIds.isEmpty() ? 0 : change.targetIds.constFirst());
}

void SourceChangesPane::showCurrent()
{
    const SourceChange *change = current();
    if (!change) {
        m_detail->clear();
        m_diff->showMessage(m_model->rowCount() > 0 ? tr("Select a change to see what changed in the source.") : QString());
    } else if (change->kind == SourceChange::Kind::Removed) {
        m_detail->setText(tr("Removed from the source; %n draft block(s) translated it.", nullptr, int(change->targetIds.size())));
        m_diff->showRemoved(change->oldText);
    } else if (change->kind == SourceChange::Kind::Added) {
        m_detail->setText(tr("New in the source; the draft has an untranslated copy of it."));
        m_diff->showAdded(change->newText);
    } else if (change->kind == SourceChange::Kind::Moved) {
        m_detail->setText(tr("Moved in the source from block %1; its translation stays where it is.").arg(change->oldOrdinal + 1));
        m_diff->showEdit(change->oldText, change->newText);
    } else {
        const bool moved = change->detail.value(QStringLiteral("moved")).toBool();
        m_detail->setText(moved ? tr("Edited and moved in the source: check the translation against the new text.")
                                : tr("Edited in the source: check the translation against the new text."));
        m_diff->showEdit(change->oldText, change->newText);
    }
    updateState();
}

void SourceChangesPane::updateSummary()
{
    if (!isIssueOpen()) {
        m_stack->showPlaceholder(tr("Open an issue to see how its source changed."));
        m_summary->clear();
        return;
    }
    if (m_model->isEmpty()) {
        m_stack->showPlaceholder(tr("The source of this issue has not been updated. File ▸ Update Source… re-imports a newer version."));
        m_summary->clear();
        return;
    }
    m_stack->showContent(true);
    const int open = m_model->openCount();
    m_summary->setText(open > 0 ? tr("%n open change(s) from source updates", nullptr, open) : tr("Every change has been dealt with."));
}

void SourceChangesPane::updateState()
{
    const SourceChange *change = current();
    const bool writable = change && !isReadOnly();
    const bool removed = change && change->kind == SourceChange::Kind::Removed;
    const bool open = change && change->isOpen();
    m_seenButton->setEnabled(writable && open && !removed);
    m_dropButton->setEnabled(writable && open && removed);
    m_keepButton->setEnabled(writable && open && removed);
    m_reopenButton->setEnabled(writable && change->state == SourceChange::State::Done && change->kind == SourceChange::Kind::Edited);
}
