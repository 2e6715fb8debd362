// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "qa/qasettings.h"

#include <QString>
#include <QVector>

// A draft block's text as the typography rules (QaTypographyScan) read it: text runs
// verbatim, emphasis and link delimiters (with the link's URL) left out, an inline
// code span, math, a bare URL, an autolink or a Sphinx role as one Object, and markup
// nothing is checked across (list markers, table pipes, HTML tags, images) as a Break.
// from/to give each character's span in the block's stored text. Also the character
// classes the rules tell apart.
class QaTypographyText
{
public:
    // Stand-ins: Latin text for the spacing rules, exempt from all others; and markup.
    static constexpr QChar Object {0xE000};
    static constexpr QChar Break {0x0A};

    explicit QaTypographyText(const BlockRecord &block);

    QString text;
    QVector<int> from;
    QVector<int> to;
    QVector<int> edges; // ascending: where emphasis or link markup was left out, before text[edge]

    // Han and kana; full-width punctuation is not CJK for spacing.
    static bool isCjk(QChar c);
    static bool containsCjk(const QString &text, int from = 0, int to = -1);
    // A Latin letter, or an Object.
    static bool isLatin(QChar c);
    static bool isAsciiDigit(QChar c);
    // Latin text around a spacing finding, for its detail.
    static bool isWordChar(QChar c);

    // The full-width form a half-width mark (,;:?!.()) has in Chinese, or a null QChar.
    static QChar fullwidthOf(QChar c);
    // The half-width form of a full-width mark, or a null QChar.
    static QChar halfwidthOf(QChar c);
    // The punctuation class of a mark of either width.
    static QaSettings::Mark markOf(QChar c);
    // Marks that must not repeat, grouped with their half-width twin: -1 for others.
    static int repeatFamily(QChar c);
    static bool isFullwidthMark(QChar c);

private:
    void add(QChar c, int start, int end);
    void addText(const QString &run, int base, int head, int tail);
    void addProtected(const QString &run, int base);
    void absorbRoles();
};
