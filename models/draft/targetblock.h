// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"

#include <QList>
#include <QString>

// One block of the draft as the draft editor sees it: its stored row plus where its
// text sits in the current draft text.
struct TargetBlock {
    qint64 id = 0; // 0: not stored yet
    BlockKind kind = BlockKind::Paragraph;
    QString text;
    QString trailing;
    QString origin = QStringLiteral("translation"); // translation, note or addition
    QString noteType; // empty unless origin is note
    QString noteValues; // a note's form values, compact JSON (annotations.fields); empty unless a note
    QString status = QStringLiteral("draft"); // draft, pretranslated, translated, reviewed or approved
    QList<qint64> sources; // ids of the aligned source blocks, ascending
    int lineStart = 0; // 0-based, inclusive: the lines of text, not of trailing
    int lineEnd = 0;
    int headingLevel = 0; // from the parse; not stored
    QString info; // fence info of code blocks, from the parse; not stored
};
