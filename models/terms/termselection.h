// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The rendering TermSelector picked for a term in a context, and why.
struct TermSelection {
    int rendering = -1; // into TermEntry::renderings; -1: kept in English or no rendering
    QString text; // the rendering, the source form for keep-in-English terms; empty: none
    QString reason; // translated: "keyword “CUDA” in the block", "default", …
};
