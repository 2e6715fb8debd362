// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>

// Chinese typography of every draft block whose kind InlineMarkup translates
// (paragraphs, headings, list items, tables, block quotes; translations, notes and
// additions alike). Inline code, math, URLs, autolinks, HTML tags, images and
// footnote references are exempt; emphasis and link brackets are looked through, so
// a link's text is checked as text. Positions are in the block's stored text;
// detail is the offending characters with a little context.
//
// Choices measured on the corpus (d2l-zh: no spaces; Hugging Face: spaces):
// - CJK means Han and kana; full-width punctuation is not CJK for spacing.
// - The spacing rules see an inline code span, math or a URL as Latin text: d2l-zh
//   writes "使用`pip`安装" (0 spaces in 211 cases), the Hugging Face translations
//   "使用 `pip` 安装" (691 of 800). A digit or Latin letter is decided by the
//   character next to the CJK one ("GPT-2训练" is a digit case).
// - Half-width parentheses holding only Latin text are accepted when spaces part
//   them from CJK ("模型 (LLM)", the Hugging Face style, 88 times); touching CJK, or
//   holding CJK, they should be full-width.
// - Straight quotes are a quotes finding when they touch CJK or quote CJK text; a
//   straight-quoted Latin phrase with spaces around it (a prompt, an English title)
//   is left alone.
// The rules are QaTypographyScan's, which tallies their habits for QaHouseStyle with
// the very same scan, so a style learned from a text finds in it only the cases against
// its habits. Punctuation after Chinese is checked per class (colon, parentheses,
// comma, full stop and ellipsis, question and exclamation marks, semicolon): where the
// project writes a class half-width, its full-width marks are the findings.
class QaTypographyCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaTypographyCheck)
public:
    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    static const QString LatinSpaceId;
    static const QString DigitSpaceId;
    static const QString FullwidthId;
    static const QString SpaceBesideId;
    static const QString QuotesId;
    static const QString RepeatedId;
};
