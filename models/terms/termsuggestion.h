// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termselection.h"

#include <QList>
#include <QString>
#include <QStringList>

class TermMatcher;
struct TermContext;

// A term found in the source block(s) at the cursor, with the rendering its context
// selects (TermSelector) — what the workbench's term pane lists and Ctrl+1…9 inserts.
struct TermSuggestion {
    int term = -1; // into TermMatcher::terms()
    QString matched; // as written in the source
    TermSelection selection;
    QStringList otherRenderings;
    QStringList forbidden;
    QString firstUse;
    QString note;

    // Each term once, in the order of its first occurrence in the texts; the block
    // context of an occurrence is the source block it is in.
    static QList<TermSuggestion> of(const TermMatcher &matcher, const QStringList &sourceTexts, const TermContext &context);
};
