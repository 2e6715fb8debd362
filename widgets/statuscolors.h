// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

class QPalette;

// The colours that mark review states and unaligned source blocks everywhere
// (outline, editor margin, source view), readable on light and dark palettes.
class StatusColors
{
public:
    static QColor forStatus(const QString &status);
    // A source block that is neither aligned nor deleted: still to translate.
    static QColor untranslated();
    // A deleted source block (with a recorded reason).
    static QColor deleted();
    // Background of the blocks aligned to the other side's cursor.
    static QColor alignedBackground(const QPalette &palette);
    // Background tint of an untranslated source block.
    static QColor untranslatedBackground(const QPalette &palette);
    // Translator's notes in the draft: their lines' tint, their tag, the hue of both;
    // a warning box's in red (the seeds' "红色警告框").
    static QColor noteBackground(const QPalette &palette, bool warning = false);
    static QColor noteTag(const QPalette &palette, bool warning = false);
    static QColor noteColor();
    static QColor warningNoteColor();
};
