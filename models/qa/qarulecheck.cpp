// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qarulecheck.h"

#include "core/textexcerpt.h"
#include "markdown/inlinemarkup.h"
#include "qa/qainput.h"
#include "qa/qarule.h"

#include <QRegularExpression>

namespace {

constexpr int kMaxDetail = 40;

// The scope of a block's text outside inline code, or 0 for a block not checked.
int blockScope(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Heading:
        return QaRule::Headings;
    case BlockKind::Code:
        return QaRule::Code;
    default:
        return InlineMarkup::isTranslatable(kind) ? QaRule::Prose : 0;
    }
}

// The [start, end) ranges of the inline code spans of a prose block or heading.
QList<QPair<int, int>> codeSpans(const BlockRecord &block)
{
    QList<QPair<int, int>> spans;
    if (!block.text.contains(QLatin1Char('`'))) {
        return spans;
    }
    int at = 0;
    for (const InlineMarkup::Run &run : InlineMarkup::split(block.text, block.kind)) {
        const int end = at + int(run.text.size());
        if (run.kind == InlineMarkup::RunKind::Code && run.text.startsWith(QLatin1Char('`'))) {
            spans.append({at, end});
        }
        at = end;
    }
    return spans;
}

} // namespace

QStringList QaRuleCheck::ids() const
{
    return {QStringLiteral("custom")};
}

bool QaRuleCheck::matchBlock(
    const QRegularExpression &expression, int scopes, const BlockRecord &block, bool source, int index, int limit, QList<Match> *out)
{
    const int scope = blockScope(block.kind);
    if (scope == 0 || (scope != QaRule::Code && !(scopes & (scope | QaRule::Code))) || (scope == QaRule::Code && !(scopes & scope))) {
        return true;
    }
    const QList<QPair<int, int>> spans = scope == QaRule::Code ? QList<QPair<int, int>>() : codeSpans(block);
    QRegularExpressionMatchIterator it = expression.globalMatch(block.text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const int start = int(match.capturedStart());
        const bool inCode = std::any_of(
            spans.cbegin(), spans.cend(), [&](const QPair<int, int> &span) { return start >= span.first && start < span.second; });
        if (!(scopes & (inCode ? int(QaRule::Code) : scope)) || match.capturedLength() == 0) {
            continue;
        }
        if (limit >= 0 && out->size() >= limit) {
            return false;
        }
        out->append({source, index, start, int(match.capturedLength())});
    }
    return true;
}

QList<QaRuleCheck::Match> QaRuleCheck::matches(
    const QaRule &rule, const QList<BlockRecord> &sources, const QList<BlockRecord> &targets, int limit)
{
    QList<Match> found;
    const QRegularExpression expression = rule.expression();
    if (!expression.isValid() || rule.pattern.isEmpty()) {
        return found;
    }
    for (const bool source : {true, false}) {
        if ((source && rule.side == QaRule::Side::Draft) || (!source && rule.side == QaRule::Side::Source)) {
            continue;
        }
        const QList<BlockRecord> &blocks = source ? sources : targets;
        for (int i = 0; i < blocks.size(); ++i) {
            if (!matchBlock(expression, rule.scopes, blocks.at(i), source, i, limit, &found)) {
                return found;
            }
        }
    }
    return found;
}

void QaRuleCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (const QaRule &rule : input.rules) {
        if (!rule.enabled || !input.settings.isEnabled(rule.checkId())) {
            continue;
        }
        const QString message = rule.findingMessage();
        for (const Match &match : matches(rule, input.sources, input.targets)) {
            const BlockRecord &block = (match.source ? input.sources : input.targets).at(match.block);
            QaFinding finding =
                match.source ? input.sourceFinding(rule.checkId(), match.block) : input.finding(rule.checkId(), match.block);
            finding.offset = match.offset;
            finding.length = match.length;
            finding.severity = rule.severity;
            finding.message = message;
            finding.detail = TextExcerpt::left(block.text.mid(match.offset, match.length), kMaxDetail);
            findings->append(finding);
        }
    }
}
