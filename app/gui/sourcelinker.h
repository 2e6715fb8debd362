// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class SideBySideView;
class WorkbenchController;

// Ctrl+L: links the draft block at the draft cursor with a source block, or unlinks
// them. Which source block: the one the translator pointed at (the source cursor,
// put there in the source view while this draft block was the current one, or the
// source view has the focus); for a draft block without links and nothing pointed at,
// the one LinkProposal proposes. Never a source cursor left behind from another block.
// The source view shows the block selected, the status bar names it (kind and first
// words), and linking blocks of unlike kinds (prose with front matter or code) is
// asked first.
class SourceLinker : public QObject
{
    Q_OBJECT
public:
    SourceLinker(WorkbenchController &workbench, SideBySideView &view, QObject *parent = nullptr);

    void toggle();

Q_SIGNALS:
    void statusMessage(const QString &message);
    void failed(const QString &message);

private:
    void notePointed();
    int chosenSource(int target) const;
    bool confirmUnlike(int target, int source, const QString &sourceName) const;
    void showSource(int source);

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    qint64 m_pointedFor = 0; // the draft block (id) current when
    qint64 m_pointed = 0; // this source block (id) was pointed at
};
