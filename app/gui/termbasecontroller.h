// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/projectcontroller.h"
#include "terms/phrasehit.h"
#include "terms/termentry.h"

#include <QString>

class ActionRegistry;
class ProjectStore;
class SideBySideView;
class TermbasePane;
class QWidget;

// Managing the termbase from the window: the Termbase pane's lookups (terms, and
// the issues and blocks where a term or phrase occurs: PhraseSearch), new, edited
// and removed terms (TermEntryDialog), import and export of term files (TermFile),
// a term added from the selection in either editor (Ctrl+Shift+T) and the
// selection looked up (Ctrl+Shift+K). Every change is one TermRepository write;
// termsChanged(all) then lets the terminology pane and the editors' marks catch up.
class TermbaseController : public ProjectController
{
    Q_OBJECT
public:
    TermbaseController(ActionRegistry &actions, SideBySideView &view, TermbasePane &pane, QWidget *dialogParent, QObject *parent = nullptr);

    void setProject(ProjectStore *store, bool readOnly) override;
    // Opens the dialog for a new term prefilled from the editors' selections.
    void addTermFromSelection();
    // Looks up the selection of the focused editor (else its word at the cursor).
    void lookUpSelection();
    void lookUp(const QString &query);
    // The term dialog for entry (id 0: a new term); stores what is accepted.
    bool editEntry(const TermEntry &entry);
    void importFile(const QString &path);
    void exportFile(const QString &path, bool conflictLog);
    // The termbase as last read (setProject() or a change).
    const QList<TermEntry> &entries() const { return m_all; }

Q_SIGNALS:
    // After a change, with every entry as read again (the pane has them too).
    void termsChanged(const QList<TermEntry> &all);
    void hitRequested(const PhraseHit &hit);
    // The pane is to be shown and raised.
    void paneRequested();

private:
    void reload();
    void editTerm(qint64 id);
    void removeTerm(qint64 id, const QString &source);
    void chooseImport();
    void chooseExport(bool conflictLog);
    QString selectedText(bool *fromSource) const;

    ActionRegistry &m_actions;
    SideBySideView &m_view;
    TermbasePane &m_pane;
    QWidget *m_dialogParent;
    QList<TermEntry> m_all;
};
