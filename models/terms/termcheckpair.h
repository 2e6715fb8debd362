// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// One aligned pair as TermChecker reads it: the source block(s) and the draft block
// they are translated by (fill from an issue's BlockRecord lists and alignment; the
// pairs in the post's order, as first use counts from the first pair).
struct TermCheckPair {
    QList<int> sourceBlocks; // block indexes, parallel to sourceTexts
    QStringList sourceTexts;
    int draftBlock = -1;
    QString draftText;
    QString codeLanguage; // TermSelector::codeLanguage of the (first) source block
};
