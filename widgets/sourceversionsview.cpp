// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceversionsview.h"

#include "revisiondiffmodel.h"
#include "revisiondiffview.h"
#include "revisionhistorydialog.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
enum ListColumn { VersionColumn, ImportedColumn, ReplacedColumn, SizeColumn, OriginColumn };

QString localTime(const QString &iso)
{
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODate);
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat) : iso;
}
} // namespace

SourceVersionsView::SourceVersionsView(QWidget *parent)
    : QWidget(parent)
    , m_list(new QTreeWidget)
    , m_first(new QComboBox)
    , m_second(new QComboBox)
    , m_summary(new QLabel)
    , m_stack(new QStackedWidget)
    , m_message(new QLabel)
    , m_diff(new RevisionDiffView)
{
    m_list->setObjectName(QStringLiteral("sourceVersionList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setHeaderLabels({tr("Version"), tr("Imported"), tr("Replaced"), tr("Size"), tr("File")});
    m_list->header()->setStretchLastSection(true);
    m_message->setObjectName(QStringLiteral("sourceVersionMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("sourceVersionSummary"));
    m_diff->setObjectName(QStringLiteral("sourceVersionDiff"));
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &SourceVersionsView::onListSelection);
    for (QComboBox *selector : {m_first, m_second}) {
        connect(selector, qOverload<int>(&QComboBox::currentIndexChanged), this, &SourceVersionsView::updateDiff);
    }
    showMessage(tr("The source of this issue has not been updated: there is one version."));
}

QWidget *SourceVersionsView::buildSelectors()
{
    m_first->setObjectName(QStringLiteral("sourceVersionFirst"));
    m_second->setObjectName(QStringLiteral("sourceVersionSecond"));
    auto *firstLabel = new QLabel(tr("Compare:"));
    firstLabel->setBuddy(m_first);
    auto *secondLabel = new QLabel(tr("with:"));
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

void SourceVersionsView::setVersions(const QList<SourceVersion> &versions)
{
    m_versions = versions;
    m_severalPosts = std::any_of(
        versions.cbegin(), versions.cend(), [&versions](const SourceVersion &v) { return v.postId != versions.constFirst().postId; });
    fillList();
    fillSelectors();
    // The newest update: the current version of the post with most versions against the one before.
    int best = -1;
    for (int i = 1; i < m_versions.size(); ++i) {
        if (m_versions.at(i).postId == m_versions.at(i - 1).postId
            && (best < 0 || m_versions.at(i).version > m_versions.at(best).version)) {
            best = i;
        }
    }
    m_left = m_right = -1;
    if (best < 0) {
        showMessage(tr("The source of this issue has not been updated: there is one version."));
        return;
    }
    compare(best - 1, best);
}

void SourceVersionsView::fillList()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const SourceVersion &version : std::as_const(m_versions)) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(VersionColumn, versionTitle(version));
        item->setText(ImportedColumn, localTime(version.importedAt));
        item->setText(ReplacedColumn, version.current ? QStringLiteral("—") : localTime(version.replacedAt));
        item->setText(SizeColumn, QLocale().formattedDataSize(version.content.size()));
        item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(OriginColumn, QDir::toNativeSeparators(version.originPath));
    }
    for (int column = VersionColumn; column < OriginColumn; ++column) {
        m_list->resizeColumnToContents(column);
    }
}

void SourceVersionsView::fillSelectors()
{
    for (QComboBox *selector : {m_first, m_second}) {
        const QSignalBlocker blocker(selector);
        selector->clear();
        for (int i = 0; i < m_versions.size(); ++i) {
            selector->addItem(versionTitle(m_versions.at(i)), i);
        }
        selector->setEnabled(m_versions.size() >= 2);
    }
}

QString SourceVersionsView::versionTitle(const SourceVersion &version) const
{
    const QString title = version.current ? tr("Version %1 (current)").arg(version.version) : tr("Version %1").arg(version.version);
    return m_severalPosts ? tr("Post %1 · %2").arg(version.postOrdinal + 1).arg(title) : title;
}

void SourceVersionsView::compare(int first, int second)
{
    if (first < 0 || second < 0 || first >= m_versions.size() || second >= m_versions.size()) {
        return;
    }
    const QSignalBlocker firstBlocker(m_first);
    const QSignalBlocker secondBlocker(m_second);
    m_first->setCurrentIndex(first);
    m_second->setCurrentIndex(second);
    updateDiff();
}

// The selected version against the one before it of the same post.
void SourceVersionsView::onListSelection()
{
    const QList<QTreeWidgetItem *> selected = m_list->selectedItems();
    const int row = selected.isEmpty() ? -1 : m_list->indexOfTopLevelItem(selected.first());
    if (row > 0 && m_versions.at(row - 1).postId == m_versions.at(row).postId) {
        compare(row - 1, row);
    }
}

void SourceVersionsView::updateDiff()
{
    const int first = m_first->currentIndex();
    const int second = m_second->currentIndex();
    m_left = m_right = -1;
    if (first < 0 || second < 0) {
        return;
    }
    if (first == second) {
        showMessage(tr("Both selectors name the same version: choose two different versions."));
        return;
    }
    // Older on the left: versions are listed oldest first per post.
    m_left = qMin(first, second);
    m_right = qMax(first, second);
    const SourceVersion &before = m_versions.at(m_left);
    const SourceVersion &after = m_versions.at(m_right);
    m_diff->model()->setTitles(versionTitle(before), versionTitle(after));
    m_diff->model()->setTexts(QString::fromUtf8(before.content), QString::fromUtf8(after.content));
    QList<TextDiff::Row> rows;
    for (int row = 0; row < m_diff->model()->rowCount(); ++row) {
        rows.append(m_diff->model()->rowAt(row));
    }
    m_summary->setText(RevisionHistoryDialog::summaryText(rows));
    m_stack->setCurrentWidget(m_diff);
}

void SourceVersionsView::showMessage(const QString &message)
{
    m_message->setText(message);
    m_summary->clear();
    m_stack->setCurrentWidget(m_message);
}

QString SourceVersionsView::message() const
{
    return m_stack->currentWidget() == m_message ? m_message->text() : QString();
}

QString SourceVersionsView::summary() const
{
    return m_summary->text();
}
