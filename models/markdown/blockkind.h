// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// The kind of a markdown block. The string names are stored in project files and
// printed by the CLI: never rename one, only add.
enum class BlockKind {
    Paragraph,
    Heading,
    ListItem,
    Code,
    Table,
    Html,
    Component, // MDX-style component such as <Tip> or <Youtube id="…" />
    BlockQuote,
    FrontMatter,
    Math,
    ThematicBreak,
    Reference, // link reference or footnote definitions (cmark keeps no node for them)
};

namespace BlockKinds {
QString toString(BlockKind kind);
// Unknown names map to Paragraph; returns false through ok.
BlockKind fromString(const QString &name, bool *ok = nullptr);
} // namespace BlockKinds
