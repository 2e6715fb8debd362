// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPair>
#include <QString>
#include <QVector>

// The stretches of a source block's prose that name something rather than say it:
// inline code (`tokenizer`) with a role right before it (d2l's :label:`sec_adam`,
// :numref:`fig_x`), and a single word or identifier in straight quotes — a column,
// a key, a menu entry ('class', "image_filename", "Limits"). A quote that follows a
// letter is an apostrophe ("the kernel's"); quotes around several words are prose.
// TermChecker finds no term to render inside them (a keep-in-English term still
// counts: it is the name).
class NameSpans
{
public:
    using Span = QPair<int, int>; // [start, end) in UTF-16 code units

    static QVector<Span> of(const QString &text);
    // Whether [start, end) lies inside one of spans.
    static bool covers(const QVector<Span> &spans, int start, int end);
};
