// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/completioncontroller.h"

#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/termcontroller.h"
#include "gui/tmcontroller.h"
#include "gui/workbenchcontroller.h"

#include <QAction>

CompletionController::CompletionController(ActionRegistry &actions, AppSettings &settings, TermController &terms, TmController &memory,
    WorkbenchController &workbench, DraftEditor &editor, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
{
    connect(&terms, &TermController::blockTermsShown, this, [this](const QList<TermSuggestion> &suggestions) {
        m_source.setTerms(suggestions);
        offer();
    });
    connect(&memory, &TmController::blockMatchesShown, this, [this](const QList<TmMatch> &matches) {
        m_source.setMemoryMatches(matches);
        offer();
    });
    // The term controller tells the new issue's terms itself; the memory's come later.
    connect(&workbench, &WorkbenchController::issueShown, this, [this] {
        m_source.setMemoryMatches({});
        offer();
    });
    QAction *toggle = actions.action(ActionRegistry::TogglePredictiveTyping);
    toggle->setChecked(settings.predictiveTyping());
    m_editor.setCompletionEnabled(toggle->isChecked());
    connect(toggle, &QAction::toggled, this, [this, &settings](bool on) {
        m_editor.setCompletionEnabled(on);
        settings.setPredictiveTyping(on);
    });
}

void CompletionController::offer()
{
    m_editor.setCompletions(m_source);
}
