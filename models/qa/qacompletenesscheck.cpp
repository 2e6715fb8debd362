// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qacompletenesscheck.h"

#include "core/textexcerpt.h"
#include "draft/blockstatus.h"
#include "markdown/inlinemarkup.h"
#include "qa/qainput.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

bool hasNothingToTranslate(BlockKind kind)
{
    return kind == BlockKind::ThematicBreak || kind == BlockKind::Reference || kind == BlockKind::FrontMatter;
}

QString excerpt(const QString &text)
{
    return TextExcerpt::oneLine(text.section(QLatin1Char('\n'), 0, 0), 40);
}

// The list items of a block's text, nested ones included.
int listItems(const QString &text)
{
    static const QRegularExpression item(QStringLiteral("^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]"), QRegularExpression::MultilineOption);
    int count = 0;
    for (auto it = item.globalMatch(text); it.hasNext(); it.next()) {
        ++count;
    }
    return count;
}

// The unaligned source list items a draft list translates: a translated list nested
// one level deeper than its source (a table of contents under the post's title) is
// one draft block, while the source's top-level items are blocks of their own, and
// the aligner links at most a few of them to it. The rest of such a run of source
// list items is translated there when the draft list blocks aligned to the run hold
// at least as many items as the run; markdown.list reports the nesting.
QSet<int> translatedInDraftList(const QaInput &input)
{
    QHash<qint64, int> targetIndex;
    for (int i = 0; i < input.targets.size(); ++i) {
        targetIndex.insert(input.targets.at(i).id, i);
    }
    QSet<int> covered;
    for (int first = 0; first < input.sources.size();) {
        int last = first;
        while (last < input.sources.size() && input.sources.at(last).kind == BlockKind::ListItem) {
            ++last;
        }
        if (last == first) {
            ++first;
            continue;
        }
        int sourceItems = 0;
        QSet<int> drafts;
        QList<int> unaligned;
        for (int i = first; i < last; ++i) {
            const BlockRecord &source = input.sources.at(i);
            sourceItems += listItems(source.text);
            for (qint64 id : source.aligned) {
                drafts.insert(targetIndex.value(id, -1));
            }
            if (source.aligned.isEmpty()) {
                unaligned.append(i);
            }
        }
        int draftItems = 0;
        bool lists = !drafts.isEmpty() && !unaligned.isEmpty();
        for (int t : std::as_const(drafts)) {
            lists = lists && t >= 0 && input.targets.at(t).kind == BlockKind::ListItem;
            draftItems += t >= 0 ? listItems(input.targets.at(t).text) : 0;
        }
        if (lists && draftItems >= sourceItems) {
            covered.unite(QSet<int>(unaligned.cbegin(), unaligned.cend()));
        }
        first = last;
    }
    return covered;
}

} // namespace

bool QaCompletenessCheck::isProse(BlockKind kind)
{
    return kind == BlockKind::Paragraph || kind == BlockKind::Heading || kind == BlockKind::ListItem || kind == BlockKind::BlockQuote;
}

QStringList QaCompletenessCheck::ids() const
{
    return {QStringLiteral("content.untranslated"), QStringLiteral("content.empty")};
}

void QaCompletenessCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    if (input.settings.isEnabled(QStringLiteral("content.untranslated"))) {
        untranslatedSources(input, findings);
        for (const QaUnit &unit : input.units) {
            reportEnglishDraft(input, unit, findings);
        }
    }
    if (input.settings.isEnabled(QStringLiteral("content.empty"))) {
        emptyDrafts(input, findings);
    }
}

int QaCompletenessCheck::latinWords(const QString &text, BlockKind kind, int *lowercaseWords)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9_]*"));
    static const QRegularExpression bareUrl(QStringLiteral("(https?://|www\\.)\\S+"));
    int count = 0;
    int lowercase = 0;
    int linkDepth = 0;
    for (const InlineMarkup::Run &run : InlineMarkup::split(text, kind)) {
        if (run.kind == InlineMarkup::RunKind::Open || run.kind == InlineMarkup::RunKind::Close) {
            // Emphasis pairs open and close too; only a link's Close carries "](" or "][".
            linkDepth += run.text == QLatin1String("[") ? 1 : (run.text.startsWith(QLatin1Char(']')) ? -1 : 0);
            continue;
        }
        if (run.kind != InlineMarkup::RunKind::Text || linkDepth > 0) {
            continue;
        }
        const QString plain = QString(run.text).remove(bareUrl);
        for (auto it = word.globalMatch(plain); it.hasNext();) {
            const QStringView w = it.next().capturedView();
            // Identifiers (begin_tab, fp16) are no words of prose.
            if (w.size() < 2 || std::any_of(w.cbegin(), w.cend(), [](QChar c) { return c == QLatin1Char('_') || c.isDigit(); })) {
                continue;
            }
            ++count;
            lowercase += w.size() >= 3 && w.at(0).isLower() ? 1 : 0;
        }
    }
    if (lowercaseWords) {
        *lowercaseWords = lowercase;
    }
    return count;
}

int QaCompletenessCheck::hanCount(const QString &text)
{
    int count = 0;
    for (const QChar c : text) {
        const ushort u = c.unicode();
        count += (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0xF900 && u <= 0xFAFF) ? 1 : 0;
    }
    return count;
}

void QaCompletenessCheck::untranslatedSources(const QaInput &input, QList<QaFinding> *findings) const
{
    QSet<qint64> deletedWhole;
    for (const Deletion &deletion : input.deletions) {
        if (deletion.isWholeBlock()) {
            deletedWhole.insert(deletion.sourceBlockId);
        }
    }
    const QSet<int> inDraftList = translatedInDraftList(input);
    for (int i = 0; i < input.sources.size(); ++i) {
        const BlockRecord &source = input.sources.at(i);
        if (!source.aligned.isEmpty() || deletedWhole.contains(source.id) || hasNothingToTranslate(source.kind)
            || source.text.trimmed().isEmpty() || inDraftList.contains(i)) {
            continue;
        }
        QaFinding finding = input.sourceFinding(QStringLiteral("content.untranslated"), i);
        finding.detail = excerpt(source.text);
        finding.message =
            tr("Nothing in the draft translates this source block (“%1”): translate it, or delete it from the translation with a reason.")
                .arg(finding.detail);
        findings->append(finding);
    }
}

QaCompletenessCheck::English QaCompletenessCheck::englishDraft(const QaInput &input, const QaUnit &unit)
{
    const BlockRecord &first = input.targets.at(unit.targets.constFirst());
    const BlockRecord &source = input.sources.at(unit.sources.constFirst());
    if (!isProse(source.kind) || !isProse(first.kind) || hanCount(unit.targetText) > 0) {
        return English::No;
    }
    // Imported without translation (or filled from the memory) and not touched since:
    // the source copied as it was, whatever its length.
    int lowercase = 0;
    const int words = latinWords(unit.sourceText, source.kind, &lowercase);
    if (!BlockStatus::isConfirmed(first.status) && words > 0 && unit.targetText.simplified() == unit.sourceText.simplified()) {
        return English::Copied;
    }
    return words >= MinEnglishWords && lowercase >= MinLowercaseWords ? English::NoChinese : English::No;
}

void QaCompletenessCheck::reportEnglishDraft(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings) const
{
    const English english = englishDraft(input, unit);
    if (english == English::No) {
        return;
    }
    QaFinding finding = input.findingInUnit(QStringLiteral("content.untranslated"), unit);
    finding.detail = excerpt(input.targets.at(unit.targets.constFirst()).text);
    finding.message = english == English::Copied ? tr("The draft still has the English of the source: translate it.")
                                                 : tr("The draft has no Chinese although its source is prose: is it translated?");
    findings->append(finding);
}

void QaCompletenessCheck::emptyDrafts(const QaInput &input, QList<QaFinding> *findings) const
{
    static const QRegularExpression markerOnly(QStringLiteral("^\\s*(#{1,6}|[-*+]|\\d{1,9}[.)]|>)?\\s*(\\[[ xX]\\])?\\s*$"));
    for (int i = 0; i < input.targets.size(); ++i) {
        const QString &text = input.targets.at(i).text;
        if (markerOnly.match(text).hasMatch()) {
            QaFinding finding = input.finding(QStringLiteral("content.empty"), i);
            finding.detail = text.trimmed();
            finding.message = text.trimmed().isEmpty() ? tr("This draft block is empty.")
                                                       : tr("This draft block has a marker (%1) but no text.").arg(text.trimmed());
            findings->append(finding);
        }
    }
}
