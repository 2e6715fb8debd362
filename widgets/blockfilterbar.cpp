// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockfilterbar.h"

#include "paneparts.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolButton>

BlockFilterBar::BlockFilterBar(const QString &objectPrefix, Counting counting, QWidget *parent)
    : QWidget(parent)
    , m_button(new QToolButton)
    , m_menu(new QMenu(this))
    , m_text(PaneParts::lineEdit(objectPrefix + QStringLiteral("Text"), tr("Filter blocks…"),
          tr("Show only blocks whose draft or source contains this text (Esc clears the filter)")))
    , m_count(PaneParts::plainLabel(objectPrefix + QStringLiteral("Count")))
    , m_clear(new QToolButton)
    , m_counting(counting)
{
    setObjectName(objectPrefix);
    m_button->setObjectName(objectPrefix + QStringLiteral("Button"));
    m_button->setToolTip(tr("Show only blocks that meet any of the checked criteria"));
    m_button->setPopupMode(QToolButton::InstantPopup);
    m_button->setMenu(m_menu);
    m_menu->setObjectName(objectPrefix + QStringLiteral("Menu"));
    for (BlockFilter::Criterion criterion : BlockFilter::all()) {
        QAction *action = m_menu->addAction(BlockFilter::label(criterion));
        action->setObjectName(objectPrefix + QLatin1Char('_') + BlockFilter::name(criterion));
        action->setCheckable(true);
        action->setData(int(criterion));
        connect(action, &QAction::toggled, this, &BlockFilterBar::changed);
        m_actions.append(action);
    }
    m_menu->addSeparator();
    m_menu->addAction(tr("Clear Filter"), this, &BlockFilterBar::clear)->setObjectName(objectPrefix + QStringLiteral("ClearAll"));
    m_text->setClearButtonEnabled(true);
    clearOnEscapeIn(m_text);
    connect(m_text, &QLineEdit::textChanged, this, &BlockFilterBar::changed);
    m_clear->setObjectName(objectPrefix + QStringLiteral("Clear"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Show every block again (Esc in the filter text)"));
    m_clear->setAutoRaise(true);
    connect(m_clear, &QToolButton::clicked, this, &BlockFilterBar::clear);
    m_count->setWordWrap(true);
    m_countRow = PaneParts::line({{m_count, 1}, m_clear});
    auto *top = PaneParts::line({m_button, {m_text, 1}});
    auto *column = PaneParts::column({top, m_countRow});
    PaneParts::fill(this, {column});
    layout()->setContentsMargins(0, 0, 0, 0);
    updateState();
}

BlockFilter BlockFilterBar::filter() const
{
    BlockFilter::Criteria criteria;
    for (QAction *action : m_actions) {
        if (action->isChecked()) {
            criteria |= BlockFilter::Criterion(action->data().toInt());
        }
    }
    return BlockFilter(criteria, m_text->text());
}

void BlockFilterBar::setFilter(const BlockFilter &filter)
{
    {
        const QSignalBlocker blockText(m_text);
        m_text->setText(filter.text());
        for (QAction *action : std::as_const(m_actions)) {
            const QSignalBlocker blockAction(action);
            action->setChecked(filter.criteria().testFlag(BlockFilter::Criterion(action->data().toInt())));
        }
    }
    updateState();
}

void BlockFilterBar::setCount(int shown, int total)
{
    m_shown = shown;
    m_total = total;
    updateState();
}

QAction *BlockFilterBar::action(BlockFilter::Criterion criterion) const
{
    for (QAction *action : m_actions) {
        if (action->data().toInt() == int(criterion)) {
            return action;
        }
    }
    return nullptr;
}

void BlockFilterBar::clear()
{
    if (!filter().isActive()) {
        return;
    }
    setFilter({});
    Q_EMIT filterRequested(filter());
}

void BlockFilterBar::clearOnEscapeIn(QWidget *view)
{
    m_escapeTargets.append(view);
    view->installEventFilter(this);
}

bool BlockFilterBar::eventFilter(QObject *watched, QEvent *event)
{
    if (m_escapeTargets.contains(watched) && event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
        && filter().isActive()) {
        clear();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void BlockFilterBar::changed()
{
    updateState();
    Q_EMIT filterRequested(filter());
}

void BlockFilterBar::updateState()
{
    const BlockFilter current = filter();
    int checked = 0;
    for (QAction *action : m_actions) {
        checked += action->isChecked() ? 1 : 0;
    }
    //: the Filter button when criteria are checked: Filter (2)
    m_button->setText(checked > 0 ? tr("Filter (%1)").arg(checked) : tr("Filter"));
    m_countRow->setVisible(current.isActive());
    m_count->setText(m_counting == Counting::Hits ? tr("Filter on: %1 of %2 hits").arg(m_shown).arg(m_total)
                                                  : tr("Filter on: %1 of %2 blocks").arg(m_shown).arg(m_total));
}
