// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "statuscolors.h"

#include <QPalette>

namespace {
QColor blend(const QColor &base, const QColor &tint, qreal amount)
{
    return QColor::fromRgbF(base.redF() + (tint.redF() - base.redF()) * amount, base.greenF() + (tint.greenF() - base.greenF()) * amount,
        base.blueF() + (tint.blueF() - base.blueF()) * amount);
}
} // namespace

QColor StatusColors::forStatus(const QString &status)
{
    if (status == QLatin1String("translated")) {
        return QColor(0x3d, 0x8b, 0xd9); // blue
    }
    if (status == QLatin1String("reviewed")) {
        return QColor(0x9b, 0x59, 0xb6); // violet
    }
    if (status == QLatin1String("approved")) {
        return QColor(0x2e, 0xa0, 0x4f); // green
    }
    if (status == QLatin1String("pretranslated")) {
        return QColor(0x1f, 0xa5, 0xa5); // teal
    }
    if (status == QLatin1String("machine")) {
        return QColor(0x8e, 0x7c, 0xc3); // lavender: apart from the memory's teal
    }
    return QColor(0xe6, 0x9a, 0x1f); // draft: amber
}

QColor StatusColors::untranslated()
{
    return QColor(0xd9, 0x45, 0x3d);
}

QColor StatusColors::deleted()
{
    return QColor(0x8a, 0x8a, 0x8a);
}

QColor StatusColors::alignedBackground(const QPalette &palette)
{
    return blend(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.22);
}

// Translator's notes: violet, apart from the status colours and the highlight.
QColor StatusColors::noteBackground(const QPalette &palette, bool warning)
{
    return blend(palette.color(QPalette::Base), warning ? warningNoteColor() : noteColor(), 0.10);
}

QColor StatusColors::noteTag(const QPalette &palette, bool warning)
{
    return blend(palette.color(QPalette::Base), warning ? warningNoteColor() : noteColor(), 0.85);
}

QColor StatusColors::noteColor()
{
    return QColor(0x7e, 0x57, 0xc2);
}

QColor StatusColors::warningNoteColor()
{
    return QColor(0xcf, 0x22, 0x2e);
}

QColor StatusColors::untranslatedBackground(const QPalette &palette)
{
    return blend(palette.color(QPalette::Base), untranslated(), 0.12);
}
