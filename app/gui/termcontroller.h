// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "markdown/markdownblock.h"
#include "terms/termmarkup.h"
#include "terms/termmatcher.h"
#include "terms/termsuggestion.h"

#include <QHash>
#include <QObject>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>

#include <memory>

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
// source, problems in the draft, computed from the session as saved (after each
// autosave, so within a second of typing) on a thread of the controller's own pool —
// a 200 KB draft against the d2l-zh glossary takes some 25 ms — and laid on every
// block the editor still shows as saved.
class TermController : public QObject
{
    Q_OBJECT
public:
    TermController(
        ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, TermPane &pane, QObject *parent = nullptr);
    ~TermController() override;
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    // terms: the project's termbase, as whoever opened it has read it already.
    void setProject(ProjectStore *store, const QList<TermEntry> &terms);
    // The termbase changed: its entries, as read after the change.
    void setTerms(const QList<TermEntry> &terms);
    // Reads the termbase again from the project.
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
    // The terms of the block at the cursor as the pane lists them (none: no block,
    // code or no termbase); for predictive typing (CompletionController).
    void blockTermsShown(const QList<TermSuggestion> &suggestions);

private:
    void onIssueShown(qint64 issueId);
    // What one check reads and gives back, copied so that it can run off the GUI thread.
    struct Check {
        int generation = 0;
        std::shared_ptr<const TermMatcher> matcher;
        QList<BlockRecord> sources;
        QList<BlockRecord> targets; // texts as the editor holds them
        QList<int> lineStarts; // of the targets in the editor, when the check began
        QStringList tags;
        QList<TermMarkup::Mark> marks;
    };
    void check();
    void apply(const Check &done);
    void clearMarks();
    void markSource(const QList<TermMarkup::Mark> &marks);
    void markDraft(const Check &done);
    void showCurrentBlock();
    // The pane's terms (or why there are none); suggestions: what it lists.
    void showBlockTerms(QList<TermSuggestion> *suggestions);
    void insertText(const QString &text);
    bool isCode(qint64 sourceId) const;

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    TermPane &m_pane;
    ProjectStore *m_store = nullptr;
    std::shared_ptr<const TermMatcher> m_matcher = std::make_shared<const TermMatcher>();
    QThreadPool m_pool; // one thread: checks run one after another
    int m_generation = 0; // of the latest check; older results are dropped
    qint64 m_issueId = 0;
    bool m_readOnly = false;
    QList<BlockRecord> m_sources; // texts as the editors hold them (DraftReconciler::editorText)
    QList<MarkdownBlock> m_structure;
    QString m_document;
    QStringList m_tags;
    QHash<qint64, QStringList> m_findings; // by draft block id
    QTimer m_checkTimer;
};
