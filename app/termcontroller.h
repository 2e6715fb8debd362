// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "blockrecord.h"
#include "markdownblock.h"
#include "termmatcher.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTimer>

class ActionRegistry;
class ProjectStore;
class SideBySideView;
class TermPane;
class WorkbenchController;

// Terminology in the workbench: the termbase is read when the project opens (and
// can be read again after an import); for the draft block at the cursor the pane
// lists the terms of its source block(s) with the rendering each context selects
// (TermSuggestion), and the block's term findings (IssueTermCheck, run again half
// a second after each save). Ctrl+1…9 or a click inserts a rendering at the cursor.
class TermController : public QObject
{
    Q_OBJECT
public:
    TermController(
        ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, TermPane &pane, QObject *parent = nullptr);

    void setProject(ProjectStore *store);
    // Reads the termbase again (after an import).
    void reloadTerms();
    // Inserts the selected rendering of suggestion index (0-based) at the cursor.
    void insertSuggestion(int index);

private:
    void onIssueShown(qint64 issueId);
    void check();
    void showCurrentBlock();
    void insertText(const QString &text);

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    TermPane &m_pane;
    ProjectStore *m_store = nullptr;
    TermMatcher m_matcher;
    qint64 m_issueId = 0;
    QList<BlockRecord> m_sources;
    QList<MarkdownBlock> m_structure;
    QString m_document;
    QHash<qint64, QStringList> m_findings; // by draft block id
    QTimer m_checkTimer;
};
