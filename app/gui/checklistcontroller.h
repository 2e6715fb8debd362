// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistitemstate.h"
#include "gui/issuecontroller.h"
#include "gui/panerefresh.h"
#include "review/readertest.h"

#include <QList>
#include <QStringList>

#include <functional>

class ActionRegistry;
class ChecklistPane;
class ProjectStore;
class QWidget;
class ReaderTestRepository;
class WorkbenchController;

// The shown issue's checklist: evaluated (QA included) when an issue is shown, on
// Check Again and a moment after each save while the Checklist pane is visible (a
// hidden pane is evaluated when it is shown again); manual items checked with the
// user's name; the blind test's reader tests added, edited and removed; the
// project's checklist templates edited (Review ▸ Checklist Templates…). Evaluating
// never writes, so it works on a read-only project, where nothing else is offered.
class ChecklistController : public IssueController
{
    Q_OBJECT
public:
    ChecklistController(ActionRegistry &actions, WorkbenchController &workbench, ChecklistPane &pane, QWidget *dialogParent);

    void setProject(ProjectStore *store, bool readOnly) override;
    // Whether the pane can be seen: a hidden pane is not kept up to date.
    void setPaneVisible(bool visible);
    // Evaluates the shown issue's checklist now (saving the draft first).
    void evaluate();
    const QList<ChecklistItemState> &states() const { return m_states; }
    QStringList openItemKeys() const;

    // What the pane's and the dialogs' requests do; false with failed() emitted when
    // the project refuses. Each evaluates again.
    bool setChecked(const QString &key, bool checked, const QString &note = {});
    bool addReaderTest(ReaderTest test);
    bool updateReaderTest(const ReaderTest &test);
    bool removeReaderTest(qint64 testId);

    static constexpr int AfterSaveDelayMs = 900;

Q_SIGNALS:
    void evaluated();

private:
    bool canWrite() const;
    // change on the open issue's reader tests (when canWrite()), then evaluate().
    bool changeReaderTests(const std::function<bool(ReaderTestRepository &repository)> &change);
    void askForReaderTest();
    void editReaderTest(qint64 testId);
    void confirmRemoval(qint64 testId);
    void editTemplates();
    void showResult();

    ChecklistPane &m_pane;
    PaneRefresh *m_refresh;
    QList<ChecklistItemState> m_states;
    QList<ReaderTest> m_readerTests;
};
