// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaplantederror.h"

#include <QStringList>

#include <optional>

struct QaInput;

// The catalogue of planted errors: each kind changes one draft block of a published
// translation the way a translator's slip would, at the first place of the draft
// where it can be planted without touching what another check reads (a code block
// or link the draft copied as the source has it, a Latin word spaced as the
// project's typography asks, a table row of plain words, …), so that the findings
// before and after differ only by the finding of the kind's own check:
//
//   code-number              a digit of a code line changed         markdown.code-block
//   link-model-id            a Hub model id in a link target        markdown.link
//   url-typo                 two letters of a URL's path swapped    markdown.link
//   broken-link-target       an inline link's target emptied        markdown.link
//   dropped-inline-code      an inline code span dropped            markdown.inline-code
//   changed-version          a version's last part changed          preserve.version
//   changed-number           a number of the prose changed          preserve.number
//   swapped-numbers          two figures of a table row swapped     preserve.table-number
//   dropped-table-row        a table row dropped                    markdown.table
//   untranslated-sentence    a paragraph's last sentence left English  content.untranslated-sentence
//   forbidden-rendering      a term written as its forbidden rendering  term.forbidden
//   missing-first-use        a term's first-use explanation dropped  term.first-use
//   translated-keep-english  a keep-in-English term translated       term.missing
//
// The term kinds bring the termbase entry the draft is checked against (taken from
// the draft: a Latin name it keeps, or a "中文（English）" it explains).
class QaErrorPlanter
{
public:
    static QStringList kinds();
    static QString checkOf(const QString &kind);
    // Where kind is planted in input's draft (its settings give the spacing a site
    // must have); nullopt when the draft has no such place.
    static std::optional<QaPlantedError> plant(const QString &kind, const QaInput &input);
    // The first limit places, in post order, each planted on its own.
    static QList<QaPlantedError> sites(const QString &kind, const QaInput &input, int limit);
    // input with the error in its draft (the block's text replaced, its alignment
    // kept) and the term findings of the error's termbase.
    static QaInput planted(const QaInput &input, const QaPlantedError &error);
    // Fills input's term findings as IssueTermCheck does for a project with terms.
    static void checkTerms(QaInput *input, const QList<TermEntry> &terms);
};
