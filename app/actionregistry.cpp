// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionregistry.h"

#include <QAction>
#include <QKeySequence>

ActionRegistry::ActionRegistry(QObject *parent)
    : QObject(parent)
{
    add(OpenProject, QStringLiteral("file_open"), tr("&Open Project…"), QKeySequence::Open);
    add(OpenDemo, QStringLiteral("file_open_demo"), tr("Open &Demo Project"), {});
    add(CloseProject, QStringLiteral("file_close"), tr("&Close Project"), QKeySequence::Close);
    add(Quit, QStringLiteral("file_quit"), tr("&Quit"), QKeySequence::Quit);
    add(About, QStringLiteral("help_about"), tr("&About Yiqiao"), {});
    action(Quit)->setMenuRole(QAction::QuitRole);
    action(About)->setMenuRole(QAction::AboutRole);
}

QAction *ActionRegistry::add(Id id, const QString &objectName, const QString &text, const QKeySequence &shortcut)
{
    auto *action = new QAction(text, this);
    action->setObjectName(objectName);
    action->setShortcut(shortcut);
    m_actions.insert(id, action);
    return action;
}

QAction *ActionRegistry::action(Id id) const
{
    return m_actions.value(id);
}
