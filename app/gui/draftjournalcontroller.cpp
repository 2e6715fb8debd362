// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/draftjournalcontroller.h"

#include "draft/draftjournalrecovery.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/appsettings.h"
#include "gui/workbenchcontroller.h"
#include "store/projectstore.h"

DraftJournalController::DraftJournalController(WorkbenchController &workbench, DraftEditor &editor, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_editor(editor)
{
    connect(&m_editor, &DraftEditor::textEdited, this, &DraftJournalController::journalEdit);
    connect(&m_workbench, &WorkbenchController::issueShown, this, [this](qint64 issueId) { issueId ? restart() : stop(); });
    connect(&m_workbench, &WorkbenchController::leavingIssue, this, &DraftJournalController::stop);
    connect(&m_workbench, &WorkbenchController::draftReloaded, this, &DraftJournalController::restart);
    connect(&m_workbench, &WorkbenchController::saved, this, [this] {
        if (!m_workbench.hasUnsavedChanges()) {
            restart();
        }
    });
}

void DraftJournalController::recover(ProjectStore &store, bool readOnly)
{
    const QString message =
        readOnly ? QString() : DraftJournalRecovery::summary(DraftJournalRecovery(store, AppSettings().userName()).foldAll());
    if (!message.isEmpty()) {
        // After the opening's own messages ("Opened …", the block under the cursor).
        QMetaObject::invokeMethod(
            this, [this, message] { Q_EMIT statusMessage(message); }, Qt::QueuedConnection);
    }
}

// The draft as saved is the journal's base: the editor shows it (or, after a save,
// the text it was made from).
void DraftJournalController::restart()
{
    const DraftSession *session = m_workbench.session();
    if (!session || !m_workbench.store() || m_workbench.isDraftReadOnly()) {
        stop();
        return;
    }
    const qint64 issueId = m_workbench.issueId();
    report(m_writer.start(DraftJournal::pathFor(m_workbench.store()->path(), issueId), issueId, session->text(), session->lineIds()));
}

void DraftJournalController::stop()
{
    report(m_writer.discard());
}

void DraftJournalController::journalEdit()
{
    if (m_writer.isJournaling()) {
        report(m_writer.append(m_editor.draftText(), m_editor.lineIds()));
    }
}

void DraftJournalController::report(bool ok)
{
    if (ok) {
        m_reported.clear();
        return;
    }
    if (m_writer.errorString() != m_reported) {
        m_reported = m_writer.errorString();
        Q_EMIT statusMessage(tr("Edits are not journaled as you type (%1); autosave still saves them within a second.").arg(m_reported));
    }
}
