// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "typing/completionsource.h"

#include <QObject>

class ActionRegistry;
class AppSettings;
class DraftEditor;
class TermController;
class TmController;
class WorkbenchController;

// Predictive typing in the workbench: gives the draft editor the candidates of the
// block at the cursor (CompletionSource) — the terms the term pane lists for it and
// the matches the memory pane shows, as their controllers find them — and follows
// View ▸ Predictive Typing, remembered in the settings. What the translator typed
// is the editor's to match (InlineCompletion).
class CompletionController : public QObject
{
    Q_OBJECT
public:
    CompletionController(ActionRegistry &actions, AppSettings &settings, TermController &terms, TmController &memory,
        WorkbenchController &workbench, DraftEditor &editor, QObject *parent = nullptr);

    const CompletionSource &source() const { return m_source; }

private:
    void offer();

    DraftEditor &m_editor;
    CompletionSource m_source;
};
