// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistrule.h"

#include <QString>

// One item of a checklist template. A Manual item is checked by a person
// (checklist_results); a Computed one is decided from the project by its rule.
struct ChecklistItem {
    enum class Kind { Manual, Computed };

    QString key; // stable: checklist_results.item_key and export_overrides name items by it
    QString title; // "标题与导语已按读者场景重写"
    QString description; // what to do, in the template's language
    Kind kind = Kind::Manual;
    ChecklistRule rule = ChecklistRule::ReaderTest; // meaningful for Computed items only

    bool isManual() const { return kind == Kind::Manual; }
};
