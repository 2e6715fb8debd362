// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "emojifont.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QStringList>

QString EmojiFont::family()
{
    // Looked up once: the font database does not change while the program runs.
    static const QString found = [] {
        const QStringList installed = QFontDatabase().families();
        for (const char *name : {"Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", "Twemoji", "JoyPixels", "EmojiOne Color"}) {
            if (installed.contains(QLatin1String(name), Qt::CaseInsensitive)) {
                return QString::fromLatin1(name);
            }
        }
        return QString();
    }();
    return found;
}

QFont EmojiFont::withFallback(const QFont &font)
{
    const QString emoji = family();
    if (emoji.isEmpty()) {
        return font;
    }
    // The family the font resolves to comes first: a generic one ("Sans Serif") is no
    // family of the database, so the emoji font, which has digits, would be the text's.
    const QString resolved = QFontInfo(font).family();
    if (resolved == emoji) {
        return font;
    }
    QFont result = font;
    result.setFamilies({resolved, emoji});
    return result;
}
