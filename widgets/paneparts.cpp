// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "paneparts.h"

#include <QCheckBox>
#include <QDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QVBoxLayout>

namespace {

template<typename Widget>
Widget *named(Widget *widget, const QString &objectName, const QString &toolTip)
{
    widget->setObjectName(objectName);
    if (!toolTip.isEmpty()) {
        widget->setToolTip(toolTip);
    }
    return widget;
}

void add(QBoxLayout *layout, const QList<PaneParts::Item> &items)
{
    for (const PaneParts::Item &item : items) {
        if (item.widget) {
            layout->addWidget(item.widget, item.stretch);
        } else {
            layout->addLayout(item.layout, item.stretch);
        }
    }
}

QWidget *box(QBoxLayout *layout, const QList<PaneParts::Item> &items)
{
    auto *box = new QWidget;
    box->setLayout(layout);
    layout->setContentsMargins(0, 0, 0, 0);
    add(layout, items);
    return box;
}

// Calls activate on one of keys when the view has a current index.
class KeyFilter : public QObject
{
public:
    KeyFilter(QAbstractItemView *view, const QList<int> &keys, const std::function<void(const QModelIndex &)> &activate)
        : QObject(view)
        , m_view(view)
        , m_keys(keys)
        , m_activate(activate)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view && event->type() == QEvent::KeyPress) {
            if (m_keys.contains(static_cast<QKeyEvent *>(event)->key()) && m_view->currentIndex().isValid()) {
                m_activate(m_view->currentIndex());
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QAbstractItemView *m_view;
    QList<int> m_keys;
    std::function<void(const QModelIndex &)> m_activate;
};

} // namespace

QLabel *PaneParts::placeholder(QLabel *label, const QString &objectName)
{
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    label->setEnabled(false); // greyed
    return label;
}

QLabel *PaneParts::plainLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

QPushButton *PaneParts::button(const QString &text, const QString &objectName, const QString &toolTip)
{
    return named(new QPushButton(text), objectName, toolTip);
}

QCheckBox *PaneParts::checkBox(const QString &text, const QString &objectName, const QString &toolTip)
{
    return named(new QCheckBox(text), objectName, toolTip);
}

QRadioButton *PaneParts::radioButton(const QString &text, const QString &objectName, const QString &toolTip)
{
    return named(new QRadioButton(text), objectName, toolTip);
}

QLineEdit *PaneParts::lineEdit(const QString &objectName, const QString &placeholder, const QString &toolTip)
{
    auto *edit = named(new QLineEdit, objectName, toolTip);
    edit->setPlaceholderText(placeholder);
    return edit;
}

QDialogButtonBox *PaneParts::dialogButtons(QDialog *dialog, QDialogButtonBox::StandardButtons buttons)
{
    auto *box = new QDialogButtonBox(buttons, dialog);
    QObject::connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return box;
}

QWidget *PaneParts::row(const QList<QWidget *> &widgets, const QList<QWidget *> &trailing)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget : widgets) {
        layout->addWidget(widget);
    }
    layout->addStretch(1);
    for (QWidget *widget : trailing) {
        layout->addWidget(widget);
    }
    return row;
}

QWidget *PaneParts::column(const QList<Item> &items)
{
    return box(new QVBoxLayout, items);
}

QWidget *PaneParts::line(const QList<Item> &items)
{
    return box(new QHBoxLayout, items);
}

void PaneParts::fill(QWidget *pane, const QList<Item> &items)
{
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(4, 4, 4, 4);
    add(layout, items);
}

QTableView *PaneParts::table(const QString &objectName, QAbstractItemView::SelectionMode mode)
{
    auto *view = new QTableView;
    view->setObjectName(objectName);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(mode);
    view->setWordWrap(false);
    view->setTabKeyNavigation(false); // Tab leaves the table
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    return view;
}

void PaneParts::setColumnWidths(QTableView *view, int stretch, const QList<QPair<int, int>> &characters)
{
    view->horizontalHeader()->setSectionResizeMode(stretch, QHeaderView::Stretch);
    const int unit = view->fontMetrics().averageCharWidth();
    for (const auto &[column, count] : characters) {
        view->setColumnWidth(column, count * unit);
    }
}

void PaneParts::onEnter(QAbstractItemView *view, const std::function<void(const QModelIndex &)> &activate)
{
    onKeys(view, {Qt::Key_Return, Qt::Key_Enter}, activate);
}

void PaneParts::onKeys(QAbstractItemView *view, const QList<int> &keys, const std::function<void(const QModelIndex &)> &activate)
{
    view->installEventFilter(new KeyFilter(view, keys, activate));
}
