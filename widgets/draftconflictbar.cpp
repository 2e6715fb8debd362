// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draftconflictbar.h"

#include "paneparts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

DraftConflictBar::DraftConflictBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_keepMine(PaneParts::button(QString(), QStringLiteral("draftConflictKeepMine"), QString(), this,
          [this] { m_lostLease ? Q_EMIT reclaimRequested() : Q_EMIT keepMineRequested(); }))
    , m_loadOther(PaneParts::button(QString(), QStringLiteral("draftConflictLoadOther"), QString(), this,
          [this] { m_lostLease ? Q_EMIT dismissRequested() : Q_EMIT loadOtherRequested(); }))
{
    setObjectName(QStringLiteral("draftConflictBar"));
    setFrameShape(QFrame::StyledPanel);
    // The window colour tinted towards amber: reads in light and dark palettes alike.
    setAutoFillBackground(true);
    QPalette colours = palette();
    const QColor base = colours.color(QPalette::Window);
    const QColor amber(0xf2, 0xb7, 0x05);
    const auto mix = [](int a, int b) { return (a * 65 + b * 35) / 100; };
    colours.setColor(
        QPalette::Window, QColor(mix(base.red(), amber.red()), mix(base.green(), amber.green()), mix(base.blue(), amber.blue())));
    setPalette(colours);
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(24, 24));
    m_text->setObjectName(QStringLiteral("draftConflictText"));
    m_text->setWordWrap(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_keepMine);
    layout->addWidget(m_loadOther);
    hide();
}

void DraftConflictBar::showEditConflict()
{
    m_lostLease = false;
    m_text->setText(tr("Another program saved a change to this draft while you were editing it: your edits are not saved yet. "
                       "Choose which version goes on; the other one is kept in the revision history."));
    m_keepMine->setText(tr("&Keep My Version"));
    m_keepMine->setToolTip(tr("Save the text in the editor over the other change; the other version goes into the revision history"));
    m_loadOther->setText(tr("&Load the Other Version"));
    m_loadOther->setToolTip(tr("Show the other program's version; the text in the editor goes into the revision history"));
    show();
}

void DraftConflictBar::showLostLease(const QString &text)
{
    m_lostLease = true;
    m_text->setText(text);
    m_keepMine->setText(tr("&Check Out and Keep Mine"));
    m_keepMine->setToolTip(tr("Take the issue back and make your version its draft again; the team's version goes into the "
                              "revision history"));
    m_loadOther->setText(tr("Keep &Theirs"));
    m_loadOther->setToolTip(tr("The team's version stays; yours stays in the revision history, where you can compare the two"));
    show();
}

QString DraftConflictBar::text() const
{
    return m_text->text();
}
