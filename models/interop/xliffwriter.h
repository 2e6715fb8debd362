// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class QIODevice;

// Writes one issue as XLIFF 2.0 (default) or 1.2, source en, target zh-CN, UTF-8:
// <file original="issue-N">, one unit per XliffGroup (id "s12-s13", the draft block
// ids in <mda:meta type="draft-blocks"> (2.0) or extradata (1.2)), one segment
// holding the whole group. Units whose source is all code/HTML/… get
// translate="no" and no target: context for the translator.
//
// Inline markup (InlineMarkup) becomes inline elements whose native code is the
// markdown: 2.0 <ph dataRef>/<pc dataRefStart dataRefEnd> with <originalData>, 1.2
// <ph>/<bpt>/<ept> holding the escaped markdown. Standalone elements (code spans,
// URLs, block markers, …) are canDelete="no" (2.0) — the import refuses a target
// without them; paired ones (emphasis, links) may be dropped, since Chinese often
// drops emphasis. In 1.2 a ph that may go is marked ctype="x-yiqiao-optional".
//
// A target is written when the group's draft differs from its source or a block is
// past draft; the segment's state is that of the least confirmed block (draft →
// initial, translated, reviewed, approved → final; 1.2: new, translated, signed-off,
// final). The draft's markup equal to the source's (same markdown, first unused
// match) is written as the same element; other markup stays text. A source element
// the exported draft lacks is not required back.
class XliffWriter
{
    Q_DECLARE_TR_FUNCTIONS(XliffWriter)
public:
    enum class Version { Xliff20, Xliff12 };

    static bool write(QIODevice &device, int issueNumber, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets,
        Version version = Version::Xliff20, QString *error = nullptr);
    // "2.0"/"2"/"1.2"; nothing for any other text.
    static std::optional<Version> versionFromString(const QString &text);
};
