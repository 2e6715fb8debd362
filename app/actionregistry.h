// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>

class QAction;

// Every action of the application, created once with its text, shortcut and
// object name. Menus and toolbars take actions from here; nobody else creates them.
class ActionRegistry : public QObject
{
    Q_OBJECT
public:
    enum Id { OpenProject, OpenDemo, CloseProject, Quit, About };
    Q_ENUM(Id)

    explicit ActionRegistry(QObject *parent = nullptr);

    QAction *action(Id id) const;

private:
    QAction *add(Id id, const QString &objectName, const QString &text, const QKeySequence &shortcut);

    QHash<Id, QAction *> m_actions;
};
