// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/termselector.h"

#include "terms/termrenderingtext.h"

#include <QRegularExpression>

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

QString quoted(const QString &text)
{
    return QStringLiteral("“%1”").arg(text);
}

} // namespace

TermSelection TermSelector::select(const TermEntry &entry, const TermContext &context)
{
    if (entry.keepEnglish) {
        return {-1, entry.source, tr("kept in English")};
    }
    int best = -1;
    Evaluation bestEvaluation;
    for (int i = 0; i < entry.renderings.size(); ++i) {
        const TermRendering &rendering = entry.renderings.at(i);
        if (!TermRenderingText::hasConditions(rendering)) {
            continue;
        }
        const Evaluation evaluation = evaluate(rendering, context);
        if (!evaluation.applies) {
            continue;
        }
        const bool better = best < 0 || rendering.priority > entry.renderings.at(best).priority
            || (rendering.priority == entry.renderings.at(best).priority && evaluation.weight > bestEvaluation.weight);
        if (better) {
            best = i;
            bestEvaluation = evaluation;
        }
    }
    if (best >= 0) {
        return {best, entry.renderings.at(best).text, bestEvaluation.reasons.join(QStringLiteral(", "))};
    }
    const int fallbackIndex = fallback(entry);
    if (fallbackIndex < 0) {
        return {-1, QString(), tr("no rendering")};
    }
    return {fallbackIndex, entry.renderings.at(fallbackIndex).text, tr("default")};
}

TermSelector::Evaluation TermSelector::evaluate(const TermRendering &rendering, const TermContext &context)
{
    Evaluation evaluation;
    if (!rendering.codeLanguage.isEmpty()) {
        if (context.codeLanguage.compare(rendering.codeLanguage, Qt::CaseInsensitive) != 0) {
            return evaluation;
        }
        evaluation.weight += 2;
        evaluation.reasons.append(tr("code block language %1").arg(rendering.codeLanguage));
    }
    evaluation.applies = evaluateKeywords(rendering, context, &evaluation) && evaluateRegex(rendering, context, &evaluation)
        && evaluateTags(rendering, context, &evaluation);
    return evaluation;
}

bool TermSelector::evaluateKeywords(const TermRendering &rendering, const TermContext &context, Evaluation *evaluation)
{
    if (rendering.keywords.isEmpty()) {
        return true;
    }
    for (const QString &keyword : rendering.keywords) {
        if (containsKeyword(context.block, keyword)) {
            evaluation->weight += 2;
            evaluation->reasons.append(tr("keyword %1 in the block").arg(quoted(keyword)));
            return true;
        }
    }
    for (const QString &keyword : rendering.keywords) {
        if (containsKeyword(context.document, keyword)) {
            evaluation->weight += 1;
            evaluation->reasons.append(tr("keyword %1 in the document").arg(quoted(keyword)));
            return true;
        }
    }
    return false;
}

bool TermSelector::evaluateRegex(const TermRendering &rendering, const TermContext &context, Evaluation *evaluation)
{
    if (rendering.regex.isEmpty()) {
        return true;
    }
    const QRegularExpression pattern(rendering.regex, QRegularExpression::UseUnicodePropertiesOption);
    if (!pattern.isValid()) {
        return false;
    }
    if (pattern.match(context.block).hasMatch()) {
        evaluation->weight += 2;
        evaluation->reasons.append(tr("pattern %1 in the block").arg(quoted(rendering.regex)));
        return true;
    }
    if (pattern.match(context.document).hasMatch()) {
        evaluation->weight += 1;
        evaluation->reasons.append(tr("pattern %1 in the document").arg(quoted(rendering.regex)));
        return true;
    }
    return false;
}

bool TermSelector::evaluateTags(const TermRendering &rendering, const TermContext &context, Evaluation *evaluation)
{
    if (rendering.postTags.isEmpty()) {
        return true;
    }
    for (const QString &tag : rendering.postTags) {
        if (context.postTags.contains(tag, Qt::CaseInsensitive)) {
            evaluation->weight += 1;
            evaluation->reasons.append(tr("post tag %1").arg(quoted(tag)));
            return true;
        }
    }
    return false;
}

bool TermSelector::containsKeyword(const QString &text, const QString &keyword)
{
    if (keyword.isEmpty()) {
        return false;
    }
    const bool wordStart = isWordChar(keyword.at(0));
    for (int at = int(text.indexOf(keyword, 0, Qt::CaseInsensitive)); at >= 0;
         at = int(text.indexOf(keyword, at + 1, Qt::CaseInsensitive))) {
        if (!wordStart || at == 0 || !isWordChar(text.at(at - 1))) {
            return true;
        }
    }
    return false;
}

int TermSelector::fallback(const TermEntry &entry)
{
    for (int i = 0; i < entry.renderings.size(); ++i) {
        if (entry.renderings.at(i).isDefault) {
            return i;
        }
    }
    for (int i = 0; i < entry.renderings.size(); ++i) {
        if (!TermRenderingText::hasConditions(entry.renderings.at(i))) {
            return i;
        }
    }
    return entry.renderings.isEmpty() ? -1 : 0;
}

QString TermSelector::codeLanguage(const QList<MarkdownBlock> &blocks, int index)
{
    for (int i = qMin(index, int(blocks.size()) - 1); i >= 0; --i) {
        const MarkdownBlock &block = blocks.at(i);
        if (block.kind == BlockKind::Code) {
            return block.info.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty).toLower();
        }
        if (block.kind == BlockKind::Heading) {
            break;
        }
    }
    return QString();
}
