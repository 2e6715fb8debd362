// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "radardimensionsdialog.h"

#include "paneparts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

QIcon swatch(const QString &color)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(QColor(color).isValid() ? QColor(color) : QColor(Qt::gray));
    return QIcon(pixmap);
}

} // namespace

RadarDimensionsDialog::RadarDimensionsDialog(QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_name(PaneParts::lineEdit(QStringLiteral("radarDimensionName"), tr("New dimension")))
    , m_moveTo(new QComboBox(this))
    , m_add(PaneParts::button(tr("&Add"), QStringLiteral("radarDimensionAdd"), {}, this,
          [this] {
              if (!m_name->text().trimmed().isEmpty()) {
                  Q_EMIT addRequested(m_name->text().trimmed());
                  m_name->clear();
              }
          }))
    , m_remove(PaneParts::button(tr("&Remove"), QStringLiteral("radarDimensionRemove"), {}, this, &RadarDimensionsDialog::remove))
    , m_up(PaneParts::button(tr("Move &Up"), QStringLiteral("radarDimensionUp"), {}, this, [this] { move(-1); }))
    , m_down(PaneParts::button(tr("Move &Down"), QStringLiteral("radarDimensionDown"), {}, this, [this] { move(1); }))
{
    setObjectName(QStringLiteral("radarDimensionsDialog"));
    setWindowTitle(tr("Radar Dimensions"));
    m_list->setObjectName(QStringLiteral("radarDimensionList"));
    m_list->setToolTip(tr("Double-click a dimension to rename it"));
    m_moveTo->setObjectName(QStringLiteral("radarDimensionMoveTo"));
    auto *side = new QVBoxLayout;
    side->addWidget(m_up);
    side->addWidget(m_down);
    side->addStretch(1);
    side->addWidget(m_remove);
    auto *form = new QFormLayout;
    form->addRow(tr("Removing moves its technologies to:"), m_moveTo);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(PaneParts::line({{m_list, 1}, side}), 1);
    layout->addLayout(form);
    layout->addWidget(PaneParts::line({{m_name, 1}, m_add}));
    layout->addWidget(PaneParts::dialogButtons(this, QDialogButtonBox::Close));
    connect(m_name, &QLineEdit::returnPressed, m_add, &QPushButton::click);
    connect(m_list, &QListWidget::itemChanged, this, &RadarDimensionsDialog::rename);
    connect(m_list, &QListWidget::currentRowChanged, this, &RadarDimensionsDialog::updateButtons);
    resize(420, 360);
}

void RadarDimensionsDialog::setDimensions(const QList<RadarDimension> &dimensions, const QHash<qint64, int> &counts)
{
    const qint64 current = currentId();
    m_dimensions = dimensions;
    m_counts = counts;
    m_filling = true;
    m_list->clear();
    for (const RadarDimension &dimension : dimensions) {
        auto *item = new QListWidgetItem(swatch(dimension.color), dimension.name, m_list);
        item->setData(Qt::UserRole, dimension.id);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setToolTip(tr("%n technology(ies)", nullptr, counts.value(dimension.id)));
    }
    m_filling = false;
    setCurrentId(current != 0 ? current : (dimensions.isEmpty() ? 0 : dimensions.first().id));
    updateButtons();
}

qint64 RadarDimensionsDialog::currentId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void RadarDimensionsDialog::setCurrentId(qint64 id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toLongLong() == id) {
            m_list->setCurrentRow(row);
        }
    }
}

void RadarDimensionsDialog::rename(QListWidgetItem *item)
{
    if (m_filling) {
        return;
    }
    const qint64 id = item->data(Qt::UserRole).toLongLong();
    for (const RadarDimension &dimension : std::as_const(m_dimensions)) {
        if (dimension.id == id && dimension.name != item->text()) {
            Q_EMIT renameRequested(id, item->text());
        }
    }
}

void RadarDimensionsDialog::remove()
{
    const qint64 id = currentId();
    if (id == 0) {
        return;
    }
    Q_EMIT removeRequested(id, m_counts.value(id) > 0 ? m_moveTo->currentData().toLongLong() : 0);
}

void RadarDimensionsDialog::move(int delta)
{
    const int row = m_list->currentRow();
    if (row >= 0 && row + delta >= 0 && row + delta < m_list->count()) {
        Q_EMIT moveRequested(currentId(), row + delta);
    }
}

void RadarDimensionsDialog::updateButtons()
{
    const int row = m_list->currentRow();
    const qint64 id = currentId();
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_list->count());
    m_moveTo->clear();
    for (const RadarDimension &dimension : std::as_const(m_dimensions)) {
        if (dimension.id != id) {
            m_moveTo->addItem(dimension.name, dimension.id);
        }
    }
    const bool hasTechnologies = m_counts.value(id) > 0;
    m_moveTo->setEnabled(hasTechnologies);
    m_remove->setEnabled(id != 0 && (!hasTechnologies || m_moveTo->count() > 0));
}
