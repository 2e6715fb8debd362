// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/blockkind.h"

#include <array>
#include <utility>

namespace {
const std::array<std::pair<BlockKind, const char *>, 12> kNames = {{
    {BlockKind::Paragraph, "paragraph"},
    {BlockKind::Heading, "heading"},
    {BlockKind::ListItem, "list_item"},
    {BlockKind::Code, "code"},
    {BlockKind::Table, "table"},
    {BlockKind::Html, "html"},
    {BlockKind::Component, "component"},
    {BlockKind::BlockQuote, "block_quote"},
    {BlockKind::FrontMatter, "front_matter"},
    {BlockKind::Math, "math"},
    {BlockKind::ThematicBreak, "thematic_break"},
    {BlockKind::Reference, "reference"},
}};
}

QString BlockKinds::toString(BlockKind kind)
{
    for (const auto &entry : kNames) {
        if (entry.first == kind) {
            return QString::fromLatin1(entry.second);
        }
    }
    return QStringLiteral("paragraph");
}

BlockKind BlockKinds::fromString(const QString &name, bool *ok)
{
    for (const auto &entry : kNames) {
        if (name == QLatin1String(entry.second)) {
            if (ok) {
                *ok = true;
            }
            return entry.first;
        }
    }
    if (ok) {
        *ok = false;
    }
    return BlockKind::Paragraph;
}
