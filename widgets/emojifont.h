// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QString>

// Rendered text (the preview, the note form's preview) draws emoji such as 👉 in
// colour where a colour emoji font is installed (Noto Color Emoji on Debian, Apple
// Color Emoji, Segoe UI Emoji), instead of whatever the text font's fallback finds,
// if anything. QFont::setFamilies() makes it the fallback after the family the text's
// font resolves to.
class EmojiFont
{
public:
    // The installed colour emoji family, or an empty string.
    static QString family();
    // font with the emoji family as its fallback (unchanged without one).
    static QFont withFallback(const QFont &font);
};
