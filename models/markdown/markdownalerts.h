// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// GitHub alerts: a block quote whose first line is a marker alone, "> [!WARNING]"
// (NOTE, TIP, IMPORTANT, WARNING, CAUTION; any case). cmark-gfm knows no alerts and
// renders the marker as text; styled() turns that into a callout the style sheets
// colour (FinishedPostHtml, the preview): the block quote gets the classes
// "yq-alert yq-alert-<type>" beside any it has ("yq-note"), and the marker becomes
// a title paragraph (class "yq-alert-title") in the post's language, "⚠️ 警告".
// The markdown itself is never touched: this is HTML of renderHtml() only.
class MarkdownAlerts
{
public:
    static QString styled(const QString &html);
    // "note", "tip", "important", "warning", "caution" for a marker's word; empty for others.
    static QString type(const QString &marker);
    // The title of an alert of type ("⚠️ 警告" for "warning").
    static QString title(const QString &type);
};
