// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisionhistorydialog.h"

#include "diffcomparepanel.h"
#include "paneparts.h"
#include "sourceversionsview.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLocale>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
enum ListColumn { NumberColumn, WhenColumn, AuthorColumn, SizeColumn, SummaryColumn };
constexpr int NumberRole = Qt::UserRole + 1;
} // namespace

RevisionHistoryDialog::RevisionHistoryDialog(QWidget *parent)
    : QDialog(parent)
    , DiffCompareHost(new DiffComparePanel(QStringLiteral("revision"), tr("Co&mpare:"), tr("&with:")))
    , m_tabs(new QTabWidget)
    , m_sourceVersions(new SourceVersionsView)
{
    setWindowTitle(tr("Revision History"));
    m_panel->list()->setHeaderLabels({tr("Revision"), tr("When"), tr("Author"), tr("Size"), tr("Summary")});
    m_tabs->setObjectName(QStringLiteral("revisionTabs"));
    m_tabs->addTab(m_panel, tr("Draft"));
    m_tabs->addTab(m_sourceVersions, tr("Source Versions"));
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(1100, 760);

    connect(m_panel, &DiffComparePanel::rowSelected, this, &RevisionHistoryDialog::onListSelection);
    connect(m_panel, &DiffComparePanel::choiceChanged, this, &RevisionHistoryDialog::updateDiff);
    m_panel->showMessage(tr("No revisions recorded for this issue."));
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
        m_panel->showMessage(tr("No revisions recorded for this issue."));
    } else if (revisions.first().number == 0) {
        m_panel->showMessage(tr("Only the imported draft so far — nothing to compare."));
    } else {
        m_panel->showMessage(tr("Only one revision so far — nothing to compare."));
    }
}

void RevisionHistoryDialog::fillList()
{
    QTreeWidget *list = m_panel->list();
    const QSignalBlocker blocker(list);
    list->clear();
    const QLocale locale;
    for (const Revision &revision : std::as_const(m_revisions)) {
        auto *item = new QTreeWidgetItem(list);
        item->setData(NumberColumn, NumberRole, revision.number);
        item->setText(NumberColumn, revision.number == 0 ? tr("0 (as imported)") : QString::number(revision.number));
        item->setText(WhenColumn, whenText(revision));
        item->setText(AuthorColumn, revision.author.isEmpty() ? QStringLiteral("—") : revision.author);
        item->setText(SizeColumn, locale.formattedDataSize(revision.size));
        item->setTextAlignment(SizeColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(SummaryColumn, revision.summary);
    }
    for (int column = NumberColumn; column < SummaryColumn; ++column) {
        list->resizeColumnToContents(column);
    }
}

void RevisionHistoryDialog::fillSelectors()
{
    QList<QPair<QString, QVariant>> choices;
    for (const Revision &revision : std::as_const(m_revisions)) {
        choices.append({selectorText(revision), revision.number});
    }
    m_panel->setChoices(choices);
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
    if (m_panel->select(m_panel->first()->findData(first), m_panel->second()->findData(second))) {
        updateDiff();
    }
}

// The selected revision against the one before it (revision 0 against the newest).
void RevisionHistoryDialog::onListSelection(int row)
{
    if (row < 0 || m_revisions.size() < 2) {
        return;
    }
    const int other = row + 1 < m_revisions.size() ? row + 1 : 0;
    compare(m_revisions.at(other).number, m_revisions.at(row).number);
}

void RevisionHistoryDialog::updateDiff()
{
    if (m_panel->first()->currentIndex() < 0 || m_panel->second()->currentIndex() < 0) {
        return;
    }
    const int first = m_panel->first()->currentData().toInt();
    const int second = m_panel->second()->currentData().toInt();
    m_left = m_right = -1;
    if (first == second) {
        m_panel->showMessage(tr("Both selectors name revision %1: choose two different revisions.").arg(first));
        return;
    }
    const int older = qMin(first, second);
    const int newer = qMax(first, second);
    const std::optional<QString> before = content(older);
    const std::optional<QString> after = before ? content(newer) : std::nullopt;
    if (!after) {
        m_panel->showMessage(tr("Revision %1 could not be read.").arg(before ? newer : older));
        return;
    }
    m_left = older;
    m_right = newer;
    m_panel->showDiff(revisionTitle(older), revisionTitle(newer), *before, *after);
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
