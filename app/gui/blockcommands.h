// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPair>

class ActionRegistry;
class DraftSession;
class SideBySideView;
class SourceLinker;
class WorkbenchController;

// The Block menu and the navigation keys of the workbench: previous/next block,
// next unconfirmed / untranslated block, confirm and go on, copy a source block into
// the draft, link with a source block (SourceLinker), move a block or section (the
// source view follows to its aligned block). While the outline is filtered, previous
// and next block go only between the blocks its filter keeps. Each saves pending edits first, so that
// it works on the draft as stored.
class BlockCommands : public QObject
{
    Q_OBJECT
public:
    BlockCommands(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, QObject *parent = nullptr);

Q_SIGNALS:
    void statusMessage(const QString &message);
    void failed(const QString &message);
    // Ctrl+Enter confirmed the draft block with this id (before going on).
    void blockConfirmed(qint64 blockId);

private:
    DraftSession *session() const;
    void goRelative(int step);
    void goToNextUntranslated();
    void goToNextUntranslatedSource();
    void confirmAndNext();
    void copySourceIntoDraft();
    int currentSourceBlock() const;
    int insertionLineFor(int sourceIndex) const;
    void moveSection(int direction);
    QPair<int, int> sectionOf(int index) const;
    // The range a move swaps with, or {-1, -1}.
    QPair<int, int> neighbourOf(const QPair<int, int> &range, int direction) const;

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    SourceLinker *m_linker;
};
