// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceversionsview.h"

#include "diffcomparepanel.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QLocale>
#include <QSignalBlocker>
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
    , DiffCompareHost(new DiffComparePanel(QStringLiteral("sourceVersion"), tr("Compare:"), tr("with:")))
{
    m_panel->list()->setHeaderLabels({tr("Version"), tr("Imported"), tr("Replaced"), tr("Size"), tr("File")});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_panel);

    connect(m_panel, &DiffComparePanel::rowSelected, this, &SourceVersionsView::onListSelection);
    connect(m_panel, &DiffComparePanel::choiceChanged, this, &SourceVersionsView::updateDiff);
    m_panel->showMessage(tr("The source of this issue has not been updated: there is one version."));
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
        m_panel->showMessage(tr("The source of this issue has not been updated: there is one version."));
        return;
    }
    compare(best - 1, best);
}

void SourceVersionsView::fillList()
{
    QTreeWidget *list = m_panel->list();
    const QSignalBlocker blocker(list);
    list->clear();
    for (const SourceVersion &version : std::as_const(m_versions)) {
        auto *item = new QTreeWidgetItem(list);
        item->setText(VersionColumn, versionTitle(version));
        item->setText(ImportedColumn, localTime(version.importedAt));
        item->setText(ReplacedColumn, version.current ? QStringLiteral("—") : localTime(version.replacedAt));
        item->setText(SizeColumn, QLocale().formattedDataSize(version.content.size()));
        item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(OriginColumn, QDir::toNativeSeparators(version.originPath));
    }
    for (int column = VersionColumn; column < OriginColumn; ++column) {
        list->resizeColumnToContents(column);
    }
}

void SourceVersionsView::fillSelectors()
{
    QList<QPair<QString, QVariant>> choices;
    for (int i = 0; i < m_versions.size(); ++i) {
        choices.append({versionTitle(m_versions.at(i)), i});
    }
    m_panel->setChoices(choices);
}

QString SourceVersionsView::versionTitle(const SourceVersion &version) const
{
    const QString title = version.current ? tr("Version %1 (current)").arg(version.version) : tr("Version %1").arg(version.version);
    return m_severalPosts ? tr("Post %1 · %2").arg(version.postOrdinal + 1).arg(title) : title;
}

void SourceVersionsView::compare(int first, int second)
{
    if (first >= m_versions.size() || second >= m_versions.size() || !m_panel->select(first, second)) {
        return;
    }
    updateDiff();
}

// The selected version against the one before it of the same post.
void SourceVersionsView::onListSelection(int row)
{
    if (row > 0 && m_versions.at(row - 1).postId == m_versions.at(row).postId) {
        compare(row - 1, row);
    }
}

void SourceVersionsView::updateDiff()
{
    const int first = m_panel->first()->currentIndex();
    const int second = m_panel->second()->currentIndex();
    m_left = m_right = -1;
    if (first < 0 || second < 0) {
        return;
    }
    if (first == second) {
        m_panel->showMessage(tr("Both selectors name the same version: choose two different versions."));
        return;
    }
    // Older on the left: versions are listed oldest first per post.
    m_left = qMin(first, second);
    m_right = qMax(first, second);
    const SourceVersion &before = m_versions.at(m_left);
    const SourceVersion &after = m_versions.at(m_right);
    m_panel->showDiff(versionTitle(before), versionTitle(after), QString::fromUtf8(before.content), QString::fromUtf8(after.content));
}
