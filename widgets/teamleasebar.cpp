// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "teamleasebar.h"

#include "paneparts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

TeamLeaseBar::TeamLeaseBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_checkOut(PaneParts::button(tr("Check &Out"), QStringLiteral("teamLeaseCheckOut"),
          tr("Take this issue's draft so that you can edit it; refused while someone else holds it"), this,
          &TeamLeaseBar::checkOutRequested))
{
    setObjectName(QStringLiteral("teamLeaseBar"));
    setFrameShape(QFrame::StyledPanel);
    // The window colour tinted towards blue: read-only, not a warning.
    setAutoFillBackground(true);
    QPalette colours = palette();
    const QColor base = colours.color(QPalette::Window);
    const QColor blue(0x3d, 0x8e, 0xe0);
    const auto mix = [](int a, int b) { return (a * 80 + b * 20) / 100; };
    colours.setColor(QPalette::Window, QColor(mix(base.red(), blue.red()), mix(base.green(), blue.green()), mix(base.blue(), blue.blue())));
    setPalette(colours);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(24, 24));
    m_text->setObjectName(QStringLiteral("teamLeaseText"));
    m_text->setTextFormat(Qt::PlainText); // logins are the server's text, never markup
    m_text->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_checkOut);
    hide();
}

void TeamLeaseBar::showHolder(const QString &text)
{
    m_text->setText(text);
    show();
}

QString TeamLeaseBar::text() const
{
    return m_text->text();
}
