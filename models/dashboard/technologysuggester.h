// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/technology.h"

#include <QList>

// Suggests the technologies a text covers: a name or alias written in ASCII is
// found as a whole word whatever the case ("vLLM" in "with vllm." but not in
// "vllm-like" or "pre-vLLM": a hyphen or dot between letters joins words); one with
// other characters (Chinese: 混合精度) as a substring.
class TechnologySuggester
{
public:
    explicit TechnologySuggester(const QList<Technology> &technologies);

    // The ids of the technologies the text mentions, in the order they were given.
    QList<qint64> suggest(const QString &text) const;
    static bool mentions(const QString &text, const QString &term);

private:
    QList<Technology> m_technologies;
};
