// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"
#include "qa/qasettings.h"

#include <QString>

// Rewrites text Yiqiao puts into a draft or a finished post (a note from its
// template, a deletion footnote, the footer, an inserted memory match or term) in the
// project's typography (QaSettings::load: the learned house style or the preset), so
// that QaTypographyCheck finds nothing Yiqiao wrote itself: the spaces between Chinese
// and Latin letters or digits (an inline code span counts as Latin), the width of each
// punctuation class after Chinese (half-width marks get a space after them, as the
// Hugging Face translations write "例如: "), the quotation marks and the spaces beside
// full-width punctuation. A rule the style does not check is left as written; code
// spans, fenced code, math, URLs, HTML and markdown markers are never changed. Applying it twice
// changes nothing more.
class QaStyleFixer
{
public:
    static QString apply(const QString &markdown, const QaSettings &style, BlockKind kind = BlockKind::Paragraph);
    // text to insert between the characters before and after it (a null QChar at a
    // line's edge), in the style, with the spaces the style wants on either side
    // ("GPU" between 使用 and 训练: " GPU " in a house that spaces Latin text).
    static QString insertion(const QString &text, QChar before, QChar after, const QaSettings &style);
    // The same, text itself kept as it is (a term's rendering, as the termbase has it):
    // only the spaces on either side.
    static QString spacedInsertion(const QString &text, QChar before, QChar after, const QaSettings &style);

private:
    static QString applyInline(const QString &markdown, const QaSettings &style, BlockKind kind);
};
