// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfiltermodel.h"
#include "draft/draftoutlinemodel.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <memory>

class ActionRegistry;
class BlockCommands;
class ScenarioController;
class DraftSession;
class OutlinePane;
class PreviewPane;
class ProjectStore;
class QPlainTextEdit;
class SideBySideView;

// Drives the side-by-side workbench for one issue at a time: loads its draft into
// the editor, saves it (autosave), and keeps the source view, outline and preview
// following the draft through the alignment.
//
// Autosave contract (DESIGN §4): the draft is written 300 ms after the last
// keystroke, and never later than 800 ms after the first unsaved one, so that a
// kill -9 loses at most a second even while the translator types without pause.
// A failed write is retried every second while the text waits in the editor.
class WorkbenchController : public QObject
{
    Q_OBJECT
public:
    WorkbenchController(
        ActionRegistry &actions, SideBySideView &view, OutlinePane &outline, PreviewPane &preview, QObject *parent = nullptr);
    ~WorkbenchController() override;

    // Saves the current issue and shows another; issueId 0 shows nothing.
    bool showIssue(ProjectStore *store, qint64 issueId, const QString &heading);
    // Writes pending edits now; false (with a message shown) if that failed.
    bool save();
    bool hasUnsavedChanges() const { return m_dirty; }
    // Forgets the edits not yet written, after the user chose to discard them.
    void discardChanges();
    qint64 issueId() const;
    ProjectStore *store() const { return m_session ? m_store : nullptr; }
    DraftSession *session() const { return m_session.get(); }
    bool isReadOnly() const { return m_readOnly; }
    // Whether the shown issue's draft may not be changed here: the project is
    // read-only, or it is a working copy that does not hold the issue (TeamLeaseGuard).
    // Every controller that writes the shown draft asks this first.
    bool isDraftReadOnly() const { return m_readOnly || m_locked; }
    // Asks TeamLeaseGuard again whether the shown draft may be written (after a sync,
    // a check-out or a release) and makes the editor read-only or not.
    void updateDraftLock();
    // Marks the stored state anew (statuses, alignment) and announces a save.
    void refresh();

    // The issue's draft changed in the project file (an XLIFF import): reads it
    // again and shows it, from a fresh undo history, at the same block.
    bool reloadIssue();
    // After draftConflict(): takes the stored draft (another program's change) as the
    // base, then either writes the editor's text over it (keepEditorText) or shows it
    // and forgets the unsaved edits. Whoever calls it keeps the losing version first.
    bool settleConflict(bool keepEditorText);
    bool hasConflict() const { return m_conflict; }
    // The session's draft changed outside the editor (pre-translation): the editor
    // shows it anew, from a fresh undo history, at the same block.
    void reloadDraft();

    // A project opened read-only: the draft can be read, not edited.
    void setReadOnly(bool readOnly);
    void setScrollSync(bool on) { m_scrollSync = on; }
    bool scrollSync() const { return m_scrollSync; }
    void setPreviewVisible(bool visible);

    // Index of the draft block under the editor's cursor, -1 if none.
    // The outline as the outline pane shows it: with the blocks its filter keeps
    // (previous/next block go by it too).
    BlockFilterModel &outlineFilter() { return m_outlineFilter; }
    const DraftOutlineModel &outline() const { return m_outlineModel; }
    int currentBlock() const;
    void goToBlock(int index);
    // The cursor to column (UTF-16, within the block's text in the editor) of the
    // draft or source block with that id, if the shown issue has it; length
    // characters from there are selected.
    void goToDraftBlockId(qint64 id, int column = 0, int length = 0);
    void goToSourceBlockId(qint64 id, int column = 0, int length = 0);
    // Scrolls the source view to the first source block aligned to draft block index,
    // at the height of the draft block (after it moved); nothing for a block without.
    void showAlignedSource(int index);
    // Connects each of events (the workbench's signals) to receiver's slot, which
    // takes none of their arguments, in the order given: for what a controller redoes
    // whenever one of several things happens to the draft.
    template<typename Receiver, typename Slot, typename... Signals>
    void connectEach(const Receiver *receiver, Slot slot, Signals... events)
    {
        (connect(this, events, receiver, slot), ...);
    }
    // Records the saved draft in the revision history now if a save since the last
    // record is waiting for it (autosaves record at most every kRevisionMs).
    void flushRevision();
    static constexpr int kRevisionMs = 60 * 1000;

Q_SIGNALS:
    // After each successful save (progress or statuses may have changed).
    void saved();
    void statusMessage(const QString &message);
    void saveFailed(const QString &message);
    // An autosave was refused because another program changed the draft since it
    // was loaded (DraftSession::changedElsewhere()); announced once, until settled.
    void draftConflict();
    // The shown issue's draft is saved and about to be replaced (by another or none).
    void leavingIssue();
    // Another issue is shown (0: none); its draft is loaded.
    void issueShown(qint64 issueId);
    // The shown draft became read-only (another member holds it) or writable again.
    void draftLockChanged(bool locked);
    // The shown issue's draft was put in the editor again (after an XLIFF import,
    // pre-translation, an undo of a whole-issue change): marks laid on it are gone.
    void draftReloaded();
    // The draft block under the cursor is another one (-1: none).
    void currentBlockChanged(int index);
    // Ctrl+Enter confirmed the draft block with this id (BlockCommands).
    void blockConfirmed(qint64 blockId);

private:
    void connectActions(ActionRegistry &actions);
    void connectViews();
    void onTextEdited();
    void autosave();
    bool write();
    bool loadSession();
    void refreshAfterSave();
    void recordRevision();
    void sealRevision();
    void followDraftCursor();
    void followSourceCursor();
    void syncScroll(const QPlainTextEdit *from);
    void updatePreview();
    int blockForLine(int line) const;

    SideBySideView &m_view;
    OutlinePane &m_outline;
    PreviewPane &m_preview;
    std::unique_ptr<DraftSession> m_session;
    std::unique_ptr<BlockCommands> m_commands;
    std::unique_ptr<ScenarioController> m_scenarios;
    ProjectStore *m_store = nullptr;
    qint64 m_issueId = 0;
    QString m_heading;
    int m_reportedBlock = -2; // the block last announced by currentBlockChanged
    DraftOutlineModel m_outlineModel;
    BlockFilterModel m_outlineFilter;
    QTimer m_idleTimer; // restarted by every keystroke
    QTimer m_deadlineTimer; // started by the first unsaved keystroke
    QTimer m_previewTimer;
    QTimer m_revisionTimer; // started by the first save not yet recorded
    bool m_revisionDue = false;
    bool m_dirty = false;
    bool m_conflict = false;
    bool m_readOnly = false;
    bool m_locked = false; // another working copy holds the shown issue
    bool m_scrollSync = true;
    bool m_previewVisible = true;
    bool m_syncing = false; // a scroll we caused ourselves
    QString m_lastError;
};
