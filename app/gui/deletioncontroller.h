// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletion.h"
#include "draft/blockrecord.h"
#include "gui/issuecontroller.h"

#include <QList>
#include <QPair>

class ActionRegistry;
class DeletionGauge;
class DeletionPane;
class ProjectStore;
class QWidget;
class SideBySideView;
class WorkbenchController;

// The deletion tracker of the shown issue: Delete from Translation (the source
// selection: one block, several, or a span of one), the Deletions pane (jump, undo,
// justify), the ratio gauges, and the deleted text struck through in the source.
// Deletions are not part of the draft's undo history: the pane's Undo Deletion takes
// one back.
class DeletionController : public IssueController
{
    Q_OBJECT
public:
    DeletionController(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, DeletionPane &pane,
        DeletionGauge &statusGauge, QWidget *dialogParent);

    void setProject(ProjectStore *store, bool readOnly) override;
    // Reads the shown issue's deletions again and shows them everywhere.
    void refresh();

    // What Delete from Translation would delete now: the source blocks the selection
    // touches, or a span when it lies inside one block without covering its text.
    // Empty without an issue. Exposed for tests.
    QList<Deletion> deletionsForSelection() const;
    // Adds deletions with reason and justification (the dialog's answers); false with
    // failed() emitted when the project refuses.
    bool addDeletions(QList<Deletion> deletions, DeletionReason reason, const QString &justification);
    // The same, and with dropDraft the draft blocks draftBlocksOnlyFor() the deletions
    // leave, all stored in one transaction (TranslationDeletion) and gone from the
    // editor as one undo step.
    bool deleteFromTranslation(QList<Deletion> deletions, DeletionReason reason, const QString &justification, bool dropDraft);
    // The ids of the draft blocks aligned to nothing but source blocks that are, or
    // with these deletions would be, deleted whole: what the deletion leaves without
    // a reason to be in the draft.
    QList<qint64> draftBlocksOnlyFor(const QList<Deletion> &deletions) const;
    // Takes those blocks out of the draft as one undo step and saves. By id: the
    // save first may have moved them (typing since the last autosave).
    bool removeDraftBlocks(const QList<qint64> &ids);

private:
    void deleteSelection();
    void remove(const QList<qint64> &ids);
    void justify(qint64 deletionId, const QString &justification);
    void clearRecheck(qint64 deletionId);
    void jump(qint64 sourceBlockId, int spanStart);
    void removeFromEditor(const QList<QPair<int, int>> &lines);
    int sourceBlockLine(const BlockRecord &block) const;
    int sourceBlockStart(const BlockRecord &block) const;
    void showMarks(const QList<Deletion> &deletions);
    QString summaryOf(const QList<Deletion> &deletions) const;
    const BlockRecord *blockById(qint64 id) const;
    int ordinalOf(qint64 id) const;

    SideBySideView &m_view;
    DeletionPane &m_pane;
    DeletionGauge &m_statusGauge;
    qint64 m_issueId = 0;
    QList<BlockRecord> m_blocks; // the shown issue's source blocks, in order
    QList<Deletion> m_deletions;
};
