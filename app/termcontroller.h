// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "blockrecord.h"
#include "markdownblock.h"
#include "termmarkup.h"
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
// (TermSuggestion), and the block's term findings. Ctrl+1…9 or a click inserts a
// rendering at the cursor. Both editors are underlined (TermMarkup): terms in the
// source, problems in the draft, computed from the session as saved and laid on
// only while the editor still shows that text (after each autosave, so within a
// second of typing).
class TermController : public QObject
{
    Q_OBJECT
public:
    TermController(
        ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, TermPane &pane, QObject *parent = nullptr);
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    void setProject(ProjectStore *store);
    // Reads the termbase again (after an import).
    void reloadTerms();
    // Inserts the selected rendering of suggestion index (0-based) at the cursor.
    void insertSuggestion(int index);
    // The shown issue's post tags, which renderings' post-tag rules read; asked for
    // in a dialog by editTags().
    QStringList tags() const { return m_tags; }
    bool setTags(const QStringList &tags);
    void editTags();

Q_SIGNALS:
    void failed(const QString &message);

private:
    void onIssueShown(qint64 issueId);
    void check();
    void markSource(const QList<TermMarkup::Mark> &marks);
    void markDraft(const QList<TermMarkup::Mark> &marks, const QList<BlockRecord> &targets);
    void showCurrentBlock();
    void insertText(const QString &text);
    bool isCode(qint64 sourceId) const;

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    TermPane &m_pane;
    ProjectStore *m_store = nullptr;
    TermMatcher m_matcher;
    qint64 m_issueId = 0;
    bool m_readOnly = false;
    QList<BlockRecord> m_sources; // texts as the source view shows them (no '\r')
    QList<MarkdownBlock> m_structure;
    QString m_document;
    QStringList m_tags;
    QHash<qint64, QStringList> m_findings; // by draft block id
    QTimer m_checkTimer;
};
