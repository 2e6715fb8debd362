// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistitem.h"

#include <QString>

// Where one checklist item of an issue stands (ChecklistEvaluator): done or open,
// and why in one translated line ("4 of 5 readers passed (80%)", "Checked by 李雷 on
// 2026-11-30 14:02"). Who and when are set for manual items someone (un)checked.
struct ChecklistItemState {
    ChecklistItem item;
    bool done = false;
    QString explanation;
    QString checkedBy;
    QString checkedAt; // Timestamps (UTC); empty when nobody touched the item
    QString note;
};
