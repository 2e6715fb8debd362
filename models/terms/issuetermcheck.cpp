// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/issuetermcheck.h"

#include "alignment/alignmentreport.h"
#include "core/idindex.h"
#include "markdown/markdownblock.h"
#include "store/issuerepository.h"
#include "terms/termchecker.h"
#include "terms/termmatcher.h"
#include "terms/termrepository.h"
#include "terms/termselector.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

QList<MarkdownBlock> IssueTermCheck::structureOf(const QList<BlockRecord> &sources)
{
    QList<MarkdownBlock> blocks;
    for (const BlockRecord &record : sources) {
        MarkdownBlock block;
        block.kind = record.kind;
        if (record.kind == BlockKind::Code) {
            const QString fence = record.text.section(QLatin1Char('\n'), 0, 0).trimmed();
            block.info =
                fence.startsWith(QLatin1String("```")) || fence.startsWith(QLatin1String("~~~")) ? fence.mid(3).trimmed() : QString();
        }
        blocks.append(block);
    }
    return blocks;
}

QString IssueTermCheck::proseOf(const QString &text)
{
    // Tags only with well-formed attributes, so that "a <b and c> d" stays prose; a
    // link's target only after link text that is no footnote mark ("[^1](see below)"),
    // with one level of parentheses inside it (…/Foo_(bar)), as in bare URLs.
    static const QRegularExpression markup(
        QStringLiteral("<!--.*?-->"
                       "|</?[A-Za-z][A-Za-z0-9-]*(?:\\s+[A-Za-z_:][-\\w:.]*(?:\\s*=\\s*(?:\"[^\"]*\"|'[^']*'|[^\\s\"'<>=`]+))?)*\\s*/?>"
                       "|\\[(?!\\^)[^\\[\\]]*\\](?<target>\\((?:[^()\\s]|\\([^()\\s]*\\))*(?:\\s+\"[^\"]*\")?\\))"
                       "|\\bhttps?://(?:[^\\s<>()\\[\\]]|\\([^\\s<>()]*\\))+"),
        QRegularExpression::DotMatchesEverythingOption);
    QString prose = text;
    QRegularExpressionMatchIterator it = markup.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const bool link = match.capturedStart(QStringLiteral("target")) >= 0;
        const int start = link ? match.capturedStart(QStringLiteral("target")) : match.capturedStart();
        const int length = link ? match.capturedLength(QStringLiteral("target")) : match.capturedLength();
        prose.replace(start, length, QString(length, QLatin1Char(' ')));
    }
    return prose;
}

QList<TermCheckPair> IssueTermCheck::pairs(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets)
{
    const QHash<qint64, int> sourceIndex = IdIndex::of(sources);
    const QList<MarkdownBlock> structure = structureOf(sources);
    QList<TermCheckPair> result;
    for (const QList<int> &group : AlignmentReport::linkGroups(targets)) {
        TermCheckPair pair;
        QStringList drafts;
        for (int target : group) {
            drafts.append(targets.at(target).text);
            for (qint64 id : targets.at(target).aligned) {
                const int index = sourceIndex.value(id, -1);
                if (index >= 0 && !pair.sourceBlocks.contains(index)) {
                    pair.sourceBlocks.append(index);
                }
            }
        }
        // Code is copied, not translated: its identifiers are no terms to render;
        // nor are front matter, formulas and link definitions (footnotes are prose).
        const bool code = std::all_of(pair.sourceBlocks.cbegin(), pair.sourceBlocks.cend(), [&](int index) {
            const BlockRecord &block = sources.at(index);
            return block.kind == BlockKind::Code || block.kind == BlockKind::FrontMatter || block.kind == BlockKind::Math
                || (block.kind == BlockKind::Reference && !block.text.startsWith(QLatin1String("[^")));
        });
        if (pair.sourceBlocks.isEmpty() || code) {
            continue;
        }
        std::sort(pair.sourceBlocks.begin(), pair.sourceBlocks.end());
        for (int index : std::as_const(pair.sourceBlocks)) {
            pair.sourceTexts.append(proseOf(sources.at(index).text));
        }
        pair.draftBlock = group.constFirst();
        // The draft too: an English term in a link's address is not "kept in English".
        pair.draftText = proseOf(drafts.join(QStringLiteral("\n\n")));
        pair.codeLanguage = TermSelector::codeLanguage(structure, pair.sourceBlocks.constFirst());
        result.append(pair);
    }
    // TermChecker wants post order (first use).
    std::stable_sort(result.begin(), result.end(),
        [](const TermCheckPair &a, const TermCheckPair &b) { return a.sourceBlocks.constFirst() < b.sourceBlocks.constFirst(); });
    return result;
}

bool IssueTermCheck::run(ProjectStore &store, qint64 issueId, Result *result, QString *error)
{
    IssueRepository issues(store);
    result->sources = issues.sourceBlocks(issueId);
    result->targets = issues.targetBlocks(issueId);
    const QStringList tags = issues.tags(issueId);
    if (!issues.errorString().isEmpty()) {
        *error = issues.errorString();
        return false;
    }
    const TermRepository terms(store);
    result->terms = terms.all();
    if (!terms.errorString().isEmpty()) {
        *error = terms.errorString();
        return false;
    }
    QStringList document;
    for (const BlockRecord &block : std::as_const(result->sources)) {
        document.append(block.text);
    }
    const TermMatcher matcher(result->terms);
    result->findings = TermChecker(matcher).check(pairs(result->sources, result->targets), document.join(QStringLiteral("\n\n")), tags);
    return true;
}
