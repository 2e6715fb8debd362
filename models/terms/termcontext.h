// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

// What a term's rendering is chosen by: the source block it sits in, the whole post,
// the language of its code block (TermSelector::codeLanguage finds it) and the
// post's tags.
struct TermContext {
    QString block;
    QString document;
    QString codeLanguage; // "cuda", "bash"; empty: none
    QStringList postTags;
};
