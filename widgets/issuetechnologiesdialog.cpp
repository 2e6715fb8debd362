// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "issuetechnologiesdialog.h"

#include "paneparts.h"
#include "store/issuerepository.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

IssueTechnologiesDialog::IssueTechnologiesDialog(int issueNumber, QWidget *parent)
    : QDialog(parent)
    , m_published(new QCheckBox(tr("&Published on"), this))
    , m_publishedOn(new QDateEdit(this))
    , m_tree(new QTreeWidget(this))
    , m_suggest(new QPushButton(tr("&Suggest"), this))
    , m_name(PaneParts::lineEdit(QStringLiteral("issueTechnologiesName"), tr("Name")))
    , m_aliases(PaneParts::lineEdit(QStringLiteral("issueTechnologiesAliases"), tr("Aliases, separated by commas")))
    , m_dimension(new QComboBox(this))
    , m_add(new QPushButton(tr("&Add"), this))
{
    setObjectName(QStringLiteral("issueTechnologiesDialog"));
    setWindowTitle(tr("Technologies of Issue %1").arg(issueNumber));
    m_published->setObjectName(QStringLiteral("issueTechnologiesPublished"));
    m_published->setToolTip(tr("Where the issue stands on the radar's time axis; unticked, the day it was created"));
    m_publishedOn->setObjectName(QStringLiteral("issueTechnologiesPublishedOn"));
    m_publishedOn->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_publishedOn->setCalendarPopup(true);
    m_publishedOn->setDateRange(IssueRepository::firstPublicationDay(), IssueRepository::lastPublicationDay());
    m_tree->setObjectName(QStringLiteral("issueTechnologiesTree"));
    m_tree->setHeaderLabels({tr("Technology"), tr("Aliases")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_suggest->setObjectName(QStringLiteral("issueTechnologiesSuggest"));
    m_suggest->setToolTip(tr("Tick the technologies whose name or alias the issue's source mentions"));
    m_dimension->setObjectName(QStringLiteral("issueTechnologiesDimension"));
    m_add->setObjectName(QStringLiteral("issueTechnologiesAdd"));
    auto *box = new QGroupBox(tr("New technology"), this);
    auto *grid = new QGridLayout(box);
    grid->addWidget(m_name, 0, 0);
    grid->addWidget(m_dimension, 0, 1);
    grid->addWidget(m_aliases, 1, 0);
    grid->addWidget(m_add, 1, 1);
    auto *buttons = PaneParts::dialogButtons(this, QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->addButton(m_suggest, QDialogButtonBox::ActionRole);
    auto *dateRow = new QHBoxLayout;
    dateRow->addWidget(m_published);
    dateRow->addWidget(m_publishedOn);
    dateRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(dateRow);
    layout->addWidget(m_tree, 1);
    layout->addWidget(box);
    layout->addWidget(buttons);
    connect(m_suggest, &QPushButton::clicked, this, &IssueTechnologiesDialog::applySuggestions);
    connect(m_add, &QPushButton::clicked, this, &IssueTechnologiesDialog::requestAdd);
    connect(m_published, &QCheckBox::toggled, m_publishedOn, &QWidget::setEnabled);
    setPublishedOn(QDate());
    resize(460, 520);
}

void IssueTechnologiesDialog::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (m_name->hasFocus() || m_aliases->hasFocus())) {
        requestAdd();
        event->accept();
        return;
    }
    QDialog::keyPressEvent(event);
}

void IssueTechnologiesDialog::setPublishedOn(const QDate &date)
{
    m_published->setChecked(date.isValid());
    m_publishedOn->setEnabled(date.isValid());
    m_publishedOn->setDate(date.isValid() ? date : QDate::currentDate());
}

QDate IssueTechnologiesDialog::publishedOn() const
{
    return m_published->isChecked() ? m_publishedOn->date() : QDate();
}

void IssueTechnologiesDialog::setTechnologies(const QList<RadarDimension> &dimensions, const QList<Technology> &technologies)
{
    const QList<qint64> checked = checkedIds() + m_pendingChecks;
    m_pendingChecks.clear();
    const qint64 dimensionId = m_dimension->currentData().toLongLong();
    m_tree->clear();
    m_dimension->clear();
    for (const RadarDimension &dimension : dimensions) {
        m_dimension->addItem(dimension.name, dimension.id);
        auto *parent = new QTreeWidgetItem(m_tree, {dimension.name});
        parent->setFlags(Qt::ItemIsEnabled);
        for (const Technology &technology : technologies) {
            if (technology.dimensionId != dimension.id) {
                continue;
            }
            auto *item = new QTreeWidgetItem(parent, {technology.name, technology.aliases.join(QStringLiteral(", "))});
            item->setData(0, Qt::UserRole, technology.id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            item->setCheckState(0, checked.contains(technology.id) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_tree->expandAll();
    const int index = m_dimension->findData(dimensionId);
    m_dimension->setCurrentIndex(index >= 0 ? index : 0);
}

void IssueTechnologiesDialog::setChecked(const QList<qint64> &ids)
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if ((*it)->parent()) {
            (*it)->setCheckState(0, ids.contains((*it)->data(0, Qt::UserRole).toLongLong()) ? Qt::Checked : Qt::Unchecked);
        }
    }
}

QList<qint64> IssueTechnologiesDialog::checkedIds() const
{
    QList<qint64> ids;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if ((*it)->parent() && (*it)->checkState(0) == Qt::Checked) {
            ids.append((*it)->data(0, Qt::UserRole).toLongLong());
        }
    }
    return ids;
}

void IssueTechnologiesDialog::setSuggestions(const QList<qint64> &ids)
{
    m_suggestions = ids;
    m_suggest->setEnabled(!ids.isEmpty());
    m_suggest->setToolTip(ids.isEmpty() ? tr("The issue's source mentions no known technology")
                                        : tr("Tick the %n technology(ies) the issue's source mentions", nullptr, int(ids.size())));
}

void IssueTechnologiesDialog::markAdded(qint64 id)
{
    m_pendingChecks.append(id);
    m_name->clear();
    m_aliases->clear();
}

int IssueTechnologiesDialog::applySuggestions()
{
    int added = 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if ((*it)->parent() && m_suggestions.contains((*it)->data(0, Qt::UserRole).toLongLong()) && (*it)->checkState(0) != Qt::Checked) {
            (*it)->setCheckState(0, Qt::Checked);
            ++added;
        }
    }
    return added;
}

void IssueTechnologiesDialog::requestAdd()
{
    const QString name = m_name->text().simplified();
    if (name.isEmpty() || m_dimension->currentIndex() < 0) {
        return;
    }
    QStringList aliases;
    for (const QString &alias : m_aliases->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        aliases.append(alias.trimmed());
    }
    Q_EMIT addTechnologyRequested(m_dimension->currentData().toLongLong(), name, aliases);
}
