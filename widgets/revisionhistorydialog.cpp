// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisionhistorydialog.h"

#include "revisiondiffmodel.h"
#include "revisiondiffview.h"
#include "sourceversionsview.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
enum ListColumn { NumberColumn, WhenColumn, AuthorColumn, SizeColumn, SummaryColumn };
constexpr int NumberRole = Qt::UserRole + 1;
} // namespace

RevisionHistoryDialog::RevisionHistoryDialog(QWidget *parent)
    : QDialog(parent)
    , m_list(new QTreeWidget)
    , m_first(new QComboBox)
    , m_second(new QComboBox)
    , m_summary(new QLabel)
    , m_stack(new QStackedWidget)
    , m_message(new QLabel)
    , m_diff(new RevisionDiffView)
    , m_tabs(new QTabWidget)
    , m_sourceVersions(new SourceVersionsView)
{
    setWindowTitle(tr("Revision History"));
    m_list->setObjectName(QStringLiteral("revisionList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels({tr("Revision"), tr("When"), tr("Author"), tr("Size"), tr("Summary")});
    m_list->header()->setStretchLastSection(true);
    m_message->setObjectName(QStringLiteral("revisionMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("revisionSummary"));
    m_diff->setObjectName(QStringLiteral("revisionDiff"));
    m_diff->setOnlyChanges(true);
    m_stack->addWidget(m_diff);
    m_stack->addWidget(m_message);

    auto *lower = new QWidget;
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(buildSelectors());
    lowerLayout->addWidget(m_stack, 1);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_list);
    splitter->addWidget(lower);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({120, 600});
    m_tabs->setObjectName(QStringLiteral("revisionTabs"));
    m_tabs->addTab(splitter, tr("Draft"));
    m_tabs->addTab(m_sourceVersions, tr("Source Versions"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(1100, 760);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &RevisionHistoryDialog::onListSelection);
    for (QComboBox *selector : {m_first, m_second}) {
        connect(selector, qOverload<int>(&QComboBox::currentIndexChanged), this, &RevisionHistoryDialog::updateDiff);
    }
    showMessage(tr("No revisions recorded for this issue."));
}

QWidget *RevisionHistoryDialog::buildSelectors()
{
    m_first->setObjectName(QStringLiteral("revisionFirst"));
    m_second->setObjectName(QStringLiteral("revisionSecond"));
    auto *firstLabel = new QLabel(tr("Co&mpare:"));
    firstLabel->setBuddy(m_first);
    auto *secondLabel = new QLabel(tr("&with:"));
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

void RevisionHistoryDialog::setContentProvider(ContentProvider provider)
{
    m_provider = std::move(provider);
    m_contents.clear();
}

void RevisionHistoryDialog::setRevisions(const QList<Revision> &revisions)
{
    m_revisions = revisions;
    m_contents.clear();
    fillList();
    fillSelectors();
    if (revisions.size() >= 2) {
        compare(revisions.at(1).number, revisions.at(0).number);
        return;
    }
    m_left = m_right = -1;
    if (revisions.isEmpty()) {
        showMessage(tr("No revisions recorded for this issue."));
    } else if (revisions.first().number == 0) {
        showMessage(tr("Only the imported draft so far — nothing to compare."));
    } else {
        showMessage(tr("Only one revision so far — nothing to compare."));
    }
}

void RevisionHistoryDialog::fillList()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const QLocale locale;
    for (const Revision &revision : std::as_const(m_revisions)) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(NumberColumn, NumberRole, revision.number);
        item->setText(NumberColumn, revision.number == 0 ? tr("0 (as imported)") : QString::number(revision.number));
        item->setText(WhenColumn, whenText(revision));
        item->setText(AuthorColumn, revision.author.isEmpty() ? QStringLiteral("—") : revision.author);
        item->setText(SizeColumn, locale.formattedDataSize(revision.size));
        item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(SummaryColumn, revision.summary);
    }
    for (int column = NumberColumn; column < SummaryColumn; ++column) {
        m_list->resizeColumnToContents(column);
    }
}

void RevisionHistoryDialog::fillSelectors()
{
    for (QComboBox *selector : {m_first, m_second}) {
        const QSignalBlocker blocker(selector);
        selector->clear();
        for (const Revision &revision : std::as_const(m_revisions)) {
            selector->addItem(selectorText(revision), revision.number);
        }
        selector->setEnabled(m_revisions.size() >= 2);
    }
}

// Local time; a revision that coalesced later saves shows the span.
QString RevisionHistoryDialog::whenText(const Revision &revision) const
{
    const QLocale locale;
    const QDateTime created = revision.createdAt.toLocalTime();
    const QDateTime updated = revision.updatedAt.toLocalTime();
    const QString start = locale.toString(created, QLocale::ShortFormat);
    if (!updated.isValid() || created.secsTo(updated) < 60) {
        return start;
    }
    const QString end = updated.date() == created.date() ? locale.toString(updated.time(), QLocale::ShortFormat)
                                                         : locale.toString(updated, QLocale::ShortFormat);
    return tr("%1 – %2").arg(start, end);
}

QString RevisionHistoryDialog::selectorText(const Revision &revision) const
{
    if (revision.number == 0) {
        return revisionTitle(0);
    }
    const QString when = QLocale().toString(revision.updatedAt.toLocalTime(), QLocale::ShortFormat);
    return revision.author.isEmpty() ? tr("Revision %1 · %2").arg(revision.number).arg(when)
                                     : tr("Revision %1 · %2 · %3").arg(revision.number).arg(when, revision.author);
}

QString RevisionHistoryDialog::revisionTitle(int number)
{
    return number == 0 ? tr("Revision 0 (as imported)") : tr("Revision %1").arg(number);
}

void RevisionHistoryDialog::compare(int first, int second)
{
    const int firstIndex = m_first->findData(first);
    const int secondIndex = m_second->findData(second);
    if (firstIndex < 0 || secondIndex < 0) {
        return;
    }
    const QSignalBlocker firstBlocker(m_first);
    const QSignalBlocker secondBlocker(m_second);
    m_first->setCurrentIndex(firstIndex);
    m_second->setCurrentIndex(secondIndex);
    updateDiff();
}

// The selected revision against the one before it (revision 0 against the newest).
void RevisionHistoryDialog::onListSelection()
{
    const QList<QTreeWidgetItem *> selected = m_list->selectedItems();
    if (selected.isEmpty() || m_revisions.size() < 2) {
        return;
    }
    const int row = m_list->indexOfTopLevelItem(selected.first());
    const int other = row + 1 < m_revisions.size() ? row + 1 : 0;
    compare(m_revisions.at(other).number, m_revisions.at(row).number);
}

void RevisionHistoryDialog::updateDiff()
{
    if (m_first->currentIndex() < 0 || m_second->currentIndex() < 0) {
        return;
    }
    const int first = m_first->currentData().toInt();
    const int second = m_second->currentData().toInt();
    m_left = m_right = -1;
    if (first == second) {
        showMessage(tr("Both selectors name revision %1: choose two different revisions.").arg(first));
        return;
    }
    const int older = qMin(first, second);
    const int newer = qMax(first, second);
    const std::optional<QString> before = content(older);
    const std::optional<QString> after = before ? content(newer) : std::nullopt;
    if (!after) {
        showMessage(tr("Revision %1 could not be read.").arg(before ? newer : older));
        return;
    }
    m_left = older;
    m_right = newer;
    m_diff->model()->setTitles(revisionTitle(older), revisionTitle(newer));
    m_diff->model()->setTexts(*before, *after);
    QList<TextDiff::Row> rows;
    for (int row = 0; row < m_diff->model()->rowCount(); ++row) {
        rows.append(m_diff->model()->rowAt(row));
    }
    m_summary->setText(summaryText(rows));
    m_stack->setCurrentWidget(m_diff);
}

void RevisionHistoryDialog::showMessage(const QString &message)
{
    m_message->setText(message);
    m_summary->clear();
    m_stack->setCurrentWidget(m_message);
}

QString RevisionHistoryDialog::message() const
{
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

QString RevisionHistoryDialog::summary() const
{
    return m_summary->text();
}

std::optional<QString> RevisionHistoryDialog::content(int number)
{
    const auto cached = m_contents.constFind(number);
    if (cached != m_contents.constEnd()) {
        return *cached;
    }
    std::optional<QString> text = m_provider ? m_provider(number) : std::nullopt;
    if (text) {
        m_contents.insert(number, *text);
    }
    return text;
}

QString RevisionHistoryDialog::summaryText(const QList<TextDiff::Row> &rows)
{
    int added = 0;
    int removed = 0;
    int changed = 0;
    for (const TextDiff::Row &row : rows) {
        added += row.kind == TextDiff::Kind::Added;
        removed += row.kind == TextDiff::Kind::Removed;
        changed += row.kind == TextDiff::Kind::Changed;
    }
    if (added + removed + changed == 0) {
        return tr("No differences");
    }
    return tr("+%1 −%2 ~%3 lines").arg(added).arg(removed).arg(changed);
}

void RevisionHistoryDialog::setSourceVersions(const QList<SourceVersion> &versions)
{
    m_sourceVersions->setVersions(versions);
}

void RevisionHistoryDialog::showSourceVersions(bool on)
{
    m_tabs->setCurrentWidget(on ? static_cast<QWidget *>(m_sourceVersions) : m_tabs->widget(0));
}

bool RevisionHistoryDialog::showsSourceVersions() const
{
    return m_tabs->currentWidget() == m_sourceVersions;
}
