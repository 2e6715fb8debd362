// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "qa/qacheck.h"

#include <QList>

struct QaRule;
class QRegularExpression;

// The QA rules of the project's own (QaInput::rules, QaRule): every match of an
// enabled rule in the text its side and scope choose is one finding "custom.<id>"
// with the rule's severity and message, at the match, the matched text as its
// detail. What a scope covers, by block kind: prose is paragraphs, list items,
// tables and block quotes, headings are headings, code is fenced code blocks; a
// match that starts inside an inline code span of the others is code. Other blocks
// (HTML, components, front matter, math, references) are not checked.
class QaRuleCheck : public QaCheck
{
public:
    // A match of one rule: in sources (source) or targets, at [offset, offset+length)
    // of the block's text.
    struct Match {
        bool source = false;
        int block = 0;
        int offset = 0;
        int length = 0;
    };

    // {"custom"}: the family runs whenever "custom" is not switched off; each rule's
    // findings can be switched off by its own id as well.
    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;

    // The matches of a rule (enabled or not) in the blocks of the side it checks,
    // source blocks first, each side in order; at most limit (-1: all). For the live
    // test of QA settings; none for a rule whose pattern is not valid.
    static QList<Match> matches(const QaRule &rule, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets, int limit = -1);

private:
    // Appends the matches in one block that fall into scopes; false once limit is reached.
    static bool matchBlock(
        const QRegularExpression &expression, int scopes, const BlockRecord &block, bool source, int index, int limit, QList<Match> *out);
};
