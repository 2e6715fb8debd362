// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// A term's renderings as the termbase tables show them.
class TermRenderingText
{
    Q_DECLARE_TR_FUNCTIONS(TermRenderingText)
public:
    // The renderings' texts, the default one first, the others in stored order.
    static QStringList ordered(const TermEntry &entry);
    // Whether any context condition is set (keywords, regex, code language, post tags).
    static bool hasConditions(const TermRendering &rendering);
    // The conditions in one translated line, e.g. "mentions CUDA; near cuda code";
    // empty when none is set.
    static QString conditions(const TermRendering &rendering);
    // Texts joined with the full-width semicolon the Chinese UI uses ("A；B").
    static QString joined(const QStringList &texts);
};
