// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtrequestbuilder.h"

#include "core/idindex.h"
#include "mt/mtsettings.h"
#include "mt/mtstyletext.h"
#include "qa/qasettings.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "terms/issuetermcheck.h"
#include "terms/termmatcher.h"
#include "terms/termrepository.h"
#include "terms/termselector.h"
#include "terms/termsuggestion.h"
#include "tm/tmsegment.h"
#include "tm/translationmemory.h"

#include <QJsonObject>

namespace {
const QString Join = QStringLiteral("\n\n");

QJsonObject message(const QString &role, const QString &content)
{
    return {{QStringLiteral("role"), role}, {QStringLiteral("content"), content}};
}

// A part of the user message between <tag> and </tag>: markdown headings in the
// blocks cannot be taken for the message's own structure.
QString section(const QString &tag, const QStringList &lines)
{
    return lines.isEmpty()
        ? QString()
        : QLatin1Char('<') + tag + QStringLiteral(">\n") + lines.join(QLatin1Char('\n')) + QStringLiteral("\n</") + tag + QLatin1Char('>');
}

QString bullets(const QStringList &items, const QString &tag)
{
    QStringList lines;
    for (const QString &item : items) {
        lines.append(QStringLiteral("- ") + item);
    }
    return section(tag, lines);
}
} // namespace

MtRequestBuilder::MtRequestBuilder(ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

MtRequestBuilder::~MtRequestBuilder() = default;

QString MtRequestBuilder::systemPrompt()
{
    return QStringLiteral(
        "You are a professional translator of English technical blog posts about AI infrastructure (GPUs, distributed training, "
        "inference serving) into Simplified Chinese (简体中文), for a series with its own termbase and house style.\n"
        "The user message gives, each between tags: <required_terms> (source → the rendering to write), <keep_english> (terms "
        "written as they are), <forbidden> (renderings never to use), <memory> (how this series translated similar text, with "
        "the match score), <house_style>, <before> and <after> (the neighbouring blocks with their translations, context only) "
        "and <translate>, the block to translate.\n"
        "Return the translation of the <translate> block alone: no tags, no explanation, no notes, no quotation marks or code "
        "fence around it, never the neighbouring blocks.\n"
        "Keep the block's markdown exactly: heading marks, list markers, emphasis, links [text](URL) with the URL unchanged, "
        "inline code `…` and code blocks unchanged, HTML tags, footnote marks, line breaks.\n"
        "Write each required term rendering exactly as given, keep the keep-in-English terms in English, never use a "
        "forbidden rendering, and follow the house style for punctuation and spacing between Chinese and Latin text.\n"
        "Translation-memory matches show how this series translated similar text: reuse their wording where it fits.\n"
        "译文要通顺自然，符合中文技术写作习惯，不要逐词硬译。");
}

bool MtRequestBuilder::load()
{
    if (m_loaded) {
        return true;
    }
    IssueRepository issues(m_store);
    m_sources = issues.sourceBlocks(m_issueId);
    m_targets = issues.targetBlocks(m_issueId);
    m_tags = issues.tags(m_issueId);
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    const TermRepository terms(m_store);
    m_matcher = std::make_unique<TermMatcher>(terms.all());
    if (!terms.errorString().isEmpty()) {
        return fail(terms.errorString());
    }
    QStringList texts;
    for (const BlockRecord &block : std::as_const(m_sources)) {
        texts.append(block.text);
    }
    m_document = texts.join(Join);
    m_style = MtStyleText::lines(QaSettings::load(m_store));
    m_memory = std::make_unique<TranslationMemory>(m_store);
    m_loaded = true;
    return true;
}

int MtRequestBuilder::indexOf(qint64 sourceBlockId) const
{
    for (int i = 0; i < m_sources.size(); ++i) {
        if (m_sources.at(i).id == sourceBlockId) {
            return i;
        }
    }
    return -1;
}

bool MtRequestBuilder::build(qint64 sourceBlockId, const MtSettings &settings, const QString &apiKey, MtRequest *out)
{
    m_error.clear();
    if (!load()) {
        return false;
    }
    const int index = indexOf(sourceBlockId);
    if (index < 0) {
        return fail(
            tr("There is no source block %1 in this issue; `yiqiao-cli blocks PROJECT --issue N --source` lists them.").arg(sourceBlockId));
    }
    MtRequest request;
    request.url = settings.endpoint;
    request.model = settings.model;
    request.apiKey = apiKey;
    request.sourceText = m_sources.at(index).text;
    QStringList sections = termSections(index, &request.constraints);
    sections << memorySection(index) << styleSection();
    sections << neighbourSection(index - 1, QStringLiteral("before")) << neighbourSection(index + 1, QStringLiteral("after"));
    sections << section(QStringLiteral("translate"), {m_sources.at(index).text});
    sections.removeAll(QString());
    request.messages = {message(QStringLiteral("system"), systemPrompt()), message(QStringLiteral("user"), sections.join(Join))};
    *out = request;
    return true;
}

// The terms of the block with what its context selects, as the term pane lists them;
// code is copied as it is, its words are no terms.
QStringList MtRequestBuilder::termSections(int index, QStringList *constraints) const
{
    const BlockRecord &block = m_sources.at(index);
    if (block.kind == BlockKind::Code || m_matcher->terms().isEmpty()) {
        return {};
    }
    TermContext context;
    context.document = m_document;
    context.codeLanguage = TermSelector::codeLanguage(IssueTermCheck::structureOf(m_sources), index);
    context.postTags = m_tags;
    QStringList required;
    QStringList english;
    QStringList forbidden;
    for (const TermSuggestion &term : TermSuggestion::of(*m_matcher, {IssueTermCheck::proseOf(block.text)}, context)) {
        const TermEntry &entry = m_matcher->terms().at(term.term);
        if (entry.keepEnglish) {
            english.append(term.matched);
            constraints->append(term.matched + QStringLiteral(" → ") + term.matched);
            continue;
        }
        if (term.selection.text.isEmpty()) {
            continue;
        }
        const bool firstUse = !term.firstUse.isEmpty() && !usedBefore(term.term, index);
        const QString rendering = firstUse ? term.firstUse : term.selection.text;
        required.append(
            term.matched + QStringLiteral(" → ") + rendering + (firstUse ? QStringLiteral(" (first use in the post)") : QString()));
        constraints->append(term.matched + QStringLiteral(" → ") + rendering);
        for (const QString &wrong : term.forbidden) {
            forbidden.append(wrong + QStringLiteral(" (for ") + term.matched + QLatin1Char(')'));
        }
    }
    return {bullets(required, QStringLiteral("required_terms")), bullets(english, QStringLiteral("keep_english")),
        bullets(forbidden, QStringLiteral("forbidden"))};
}

// Whether the term occurs in a source block before index (its first use is then past).
bool MtRequestBuilder::usedBefore(int term, int index) const
{
    for (int i = 0; i < index; ++i) {
        const BlockRecord &block = m_sources.at(i);
        if (block.kind == BlockKind::Code) {
            continue;
        }
        for (const TermOccurrence &occurrence : m_matcher->findInSource(IssueTermCheck::proseOf(block.text))) {
            if (occurrence.term == term) {
                return true;
            }
        }
    }
    return false;
}

QString MtRequestBuilder::memorySection(int index) const
{
    const TmSegment segment = TmSegment::of(m_sources, {index});
    QStringList lines;
    for (const TmMatch &match : m_memory->lookup(segment.source, MemoryMinScore, MemoryMatches + 1, segment.context)) {
        if (match.unit.target.trimmed() == match.unit.source.trimmed() || lines.size() == MemoryMatches) {
            continue; // an English copy teaches nothing
        }
        lines.append(QStringLiteral("- %1%:\n  English: %2\n  Chinese: %3").arg(match.score).arg(match.unit.source, match.unit.target));
    }
    return section(QStringLiteral("memory"), lines);
}

QString MtRequestBuilder::styleSection() const
{
    return bullets(m_style, QStringLiteral("house_style"));
}

QString MtRequestBuilder::neighbourSection(int index, const QString &title) const
{
    if (index < 0 || index >= m_sources.size()) {
        return {};
    }
    QStringList lines {QStringLiteral("English:\n") + m_sources.at(index).text};
    const QString draft = draftOf(index);
    if (!draft.isEmpty()) {
        lines.append(QStringLiteral("Chinese:\n") + draft);
    }
    return section(title, lines);
}

// The draft of a source block when it is translated: the texts of the draft blocks
// aligned with it, unless they are still the English copy.
QString MtRequestBuilder::draftOf(int index) const
{
    const QHash<qint64, int> targetIndex = IdIndex::of(m_targets);
    QStringList texts;
    for (qint64 id : m_sources.at(index).aligned) {
        const int target = targetIndex.value(id, -1);
        if (target >= 0) {
            texts.append(m_targets.at(target).text);
        }
    }
    const QString draft = texts.join(Join);
    return draft.trimmed() == m_sources.at(index).text.trimmed() ? QString() : draft;
}
