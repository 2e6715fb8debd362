// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "propagationbar.h"

#include "paneparts.h"

#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

PropagationBar::PropagationBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_propagate(PaneParts::button(QString(), QStringLiteral("propagationAccept"), QString(), this, &PropagationBar::propagateRequested))
    , m_dismiss(PaneParts::button(tr("Not Now"), QStringLiteral("propagationDismiss"), tr("Leave the identical blocks as they are"), this,
          &PropagationBar::dismissRequested))
{
    setObjectName(QStringLiteral("propagationBar"));
    setFrameShape(QFrame::StyledPanel);
    // The window colour tinted towards green: an offer, not a warning.
    setAutoFillBackground(true);
    QPalette colours = palette();
    const QColor base = colours.color(QPalette::Window);
    const QColor green(0x4c, 0xaf, 0x50);
    const auto mix = [](int a, int b) { return (a * 80 + b * 20) / 100; };
    colours.setColor(
        QPalette::Window, QColor(mix(base.red(), green.red()), mix(base.green(), green.green()), mix(base.blue(), green.blue())));
    setPalette(colours);
    // The editor keeps the focus: the offer is taken with its shortcut or a click.
    m_propagate->setFocusPolicy(Qt::NoFocus);
    m_dismiss->setFocusPolicy(Qt::NoFocus);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(24, 24));
    m_text->setObjectName(QStringLiteral("propagationText"));
    m_text->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_propagate);
    layout->addWidget(m_dismiss);
    hide();
}

void PropagationBar::offer(int count, const QKeySequence &shortcut)
{
    m_text->setText(
        tr("The translation you confirmed fits %n identical source block(s) of this issue whose draft nobody wrote yet.", nullptr, count));
    m_propagate->setText(tr("Propagate to %n Identical Block(s)", nullptr, count));
    m_propagate->setToolTip(tr("Fill them with this translation as pre-translated, to confirm each in its context (%1); one undo step")
                                .arg(shortcut.toString(QKeySequence::NativeText)));
    show();
}

void PropagationBar::withdraw()
{
    hide();
}

QString PropagationBar::text() const
{
    return m_text->text();
}
