// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>

class QAction;

// Every action of the application, created once with its text, shortcut and
// object name. Menus and toolbars take actions from here; nobody else creates them.
// Shortcuts follow other CAT tools: Ctrl+Enter confirms and goes on (memoQ, Trados,
// Poedit), Ctrl+U finds the next unconfirmed block (OmegaT's next untranslated).
class ActionRegistry : public QObject
{
    Q_OBJECT
public:
    enum Id {
        NewProject,
        OpenProject,
        OpenDemo,
        ImportPosts,
        CloseProject,
        Settings,
        Quit,
        Undo,
        Redo,
        PreviousBlock,
        NextBlock,
        NextUntranslated,
        NextUntranslatedSource,
        ConfirmAndNext,
        CopySourceIntoDraft,
        AlignWithSource,
        MoveSectionUp,
        MoveSectionDown,
        ToggleScrollSync,
        TogglePreview,
        ToggleOutline,
        About
    };
    Q_ENUM(Id)

    explicit ActionRegistry(QObject *parent = nullptr);

    QAction *action(Id id) const;
    // Actions that only make sense with an issue open in the workbench (undo and
    // redo follow the draft's own undo stack instead).
    QList<QAction *> workbenchActions() const;

private:
    QAction *add(Id id, const QString &objectName, const QString &text, const QList<QKeySequence> &shortcuts, const QString &icon = {});
    void addFileActions();
    void addEditActions();
    void addViewActions();

    QHash<Id, QAction *> m_actions;
};
