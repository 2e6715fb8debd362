// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamtermchangesdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
enum Column { Id, Term, Table, Earlier, Current, When, Columns };

QString versionText(const TeamTermVersion &version)
{
    const QString data = version.deleted ? TeamTermChangesDialog::tr("(deleted)")
                                         : QString::fromUtf8(QJsonDocument(version.data).toJson(QJsonDocument::Compact));
    return TeamTermChangesDialog::tr("%1: %2").arg(version.author, data);
}
} // namespace

TeamTermChangesDialog::TeamTermChangesDialog(QWidget *parent)
    : QDialog(parent)
    , m_list(new QTreeWidget(this))
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("Term Changes to Settle"));
    setObjectName(QStringLiteral("teamTermChangesDialog"));
    auto *intro = new QLabel(tr("These terms were changed by a member who had not seen the latest version. The later version is in "
                                "use; the earlier one is kept. Approve keeps the later version; Revert puts the earlier one back "
                                "for every working copy at its next sync."),
        this);
    intro->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("termChanges"));
    m_list->setColumnCount(Columns);
    m_list->setHeaderLabels({tr("#"), tr("Term"), tr("Table"), tr("Earlier version"), tr("Current version"), tr("Changed")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(Earlier, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(Current, QHeaderView::Stretch);
    m_message->setObjectName(QStringLiteral("termChangesMessage"));
    m_message->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_approve = buttons->addButton(tr("&Approve"), QDialogButtonBox::ActionRole);
    m_approve->setObjectName(QStringLiteral("approveTermChange"));
    m_approve->setToolTip(tr("Keep the later version"));
    m_revert = buttons->addButton(tr("&Revert"), QDialogButtonBox::ActionRole);
    m_revert->setObjectName(QStringLiteral("revertTermChange"));
    m_revert->setToolTip(tr("Put the earlier version back for everyone"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_approve, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedId()) {
            Q_EMIT approveRequested(id);
        }
    });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        if (const qint64 id = selectedId()) {
            Q_EMIT revertRequested(id);
        }
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &TeamTermChangesDialog::updateButtons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(900, 400);
    updateButtons();
}

void TeamTermChangesDialog::setChanges(const QList<TeamTermChange> &changes)
{
    const qint64 selected = selectedId();
    m_changes = changes;
    m_list->clear();
    for (const TeamTermChange &change : changes) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(Id, Qt::DisplayRole, change.id);
        item->setText(Term, change.sourceTerm);
        item->setText(Table, change.table);
        item->setText(Earlier, versionText(change.earlier));
        item->setToolTip(Earlier, item->text(Earlier));
        item->setText(Current, versionText(change.current));
        item->setToolTip(Current, item->text(Current));
        item->setText(When, change.when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    }
    select(selected);
    if (!m_list->currentItem() && m_list->topLevelItemCount() > 0) {
        m_list->setCurrentItem(m_list->topLevelItem(0));
    }
    if (changes.isEmpty()) {
        setMessage(tr("No term changes to settle."));
    }
    updateButtons();
}

qint64 TeamTermChangesDialog::selectedId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(Id, Qt::DisplayRole).toLongLong() : 0;
}

void TeamTermChangesDialog::select(qint64 id)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->data(Id, Qt::DisplayRole).toLongLong() == id) {
            m_list->setCurrentItem(m_list->topLevelItem(i));
        }
    }
}

void TeamTermChangesDialog::setBusy(bool busy)
{
    m_busy = busy;
    updateButtons();
}

void TeamTermChangesDialog::setMessage(const QString &message)
{
    m_message->setText(message);
}

QString TeamTermChangesDialog::message() const
{
    return m_message->text();
}

void TeamTermChangesDialog::updateButtons()
{
    const bool chosen = !m_busy && selectedId() > 0;
    m_approve->setEnabled(chosen);
    m_revert->setEnabled(chosen);
}
